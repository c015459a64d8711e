// Customers as staff see them: a customer is a person across their premises contacts, named by
// their user once registered, otherwise by their first contact (person_id ties the contacts of one
// unregistered person). Every read here is scoped to one development by the caller.
import type Database from 'better-sqlite3';
import type { NewsPreferences, RolePayload } from '../../../core/schemas';
import type { CustomerDetail, CustomerRelationship, RelationshipType } from '../../../core/schemas/customers';
import { findUserRow } from '../core';
import { notFound } from '../../http/errors';

/** The customer a contact belongs to, in SQL over `premises_contacts c`. */
export const CUSTOMER_KEY = 'COALESCE(c.user_id, c.person_id, c.id)';

/** A contact's relationship type: its own, or for contacts sign-up made, its role payload's. */
export const TYPE_JOIN = "LEFT JOIN relationship_types rt ON rt.id = COALESCE(c.relationship_type_id, 'rel-' || c.relationship)";

interface ContactRow {
  contact_id: string;
  customer_id: string;
  user_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  premises_id: string;
  premises_name: string;
  relationship: string;
  is_main_residence: number;
  active: number;
  registered_at: string | null;
  main_number: string | null;
  email: string | null;
  profile_picture_url: string | null;
}

// Names, e-mail and phone are the user's once registered (they keep them up to date), else what
// staff entered on the contact.
const CONTACT_COLUMNS = `c.id AS contact_id, ${CUSTOMER_KEY} AS customer_id, c.user_id,
  CASE WHEN u.id IS NULL THEN c.title ELSE u.title END AS title,
  COALESCE(u.first_name, c.first_name) AS first_name, COALESCE(u.last_name, c.last_name) AS last_name,
  p.id AS premises_id, p.name AS premises_name, COALESCE(rt.name, c.relationship) AS relationship,
  c.is_main_residence, c.active, u.created_at AS registered_at,
  CASE WHEN u.id IS NULL THEN c.main_number ELSE u.main_number END AS main_number,
  COALESCE(u.email, c.email) AS email, u.profile_picture_url`;
const CONTACT_FROM = `FROM premises_contacts c JOIN premises p ON p.id = c.premises_id LEFT JOIN users u ON u.id = c.user_id ${TYPE_JOIN}`;

/**
 * The relationship types, in the order to offer them.
 * @example relationshipTypes(db)[0]; // { id: 'rel-owner', name: 'Owner' }
 */
export function relationshipTypes(db: Database.Database): RelationshipType[] {
  return db.prepare<[], RelationshipType>('SELECT id, name FROM relationship_types ORDER BY position, id').all();
}

/**
 * The role payload a relationship type gives its customer (premises_contacts.relationship), or
 * undefined for an unknown type.
 * @example relationshipPayload(db, 'rel-tenant'); // 'subtenant'
 */
export function relationshipPayload(db: Database.Database, typeId: string): RolePayload | undefined {
  return db.prepare<[string], { role_payload: RolePayload }>('SELECT role_payload FROM relationship_types WHERE id = ?').get(typeId)?.role_payload;
}

/**
 * Every relationship of the development's customers as the customers list shows it (spec 2 §3):
 * one row per person and premises, by last name, first name, premises. A customer is inactive
 * when none of their relationships there is active.
 * @example const rows = developmentCustomers(db, 'dev-riverside-wharf');
 */
export function developmentCustomers(db: Database.Database, developmentId: string): CustomerRelationship[] {
  const rows = db
    .prepare<[string], ContactRow>(`SELECT ${CONTACT_COLUMNS} ${CONTACT_FROM} WHERE p.development_id = ? ORDER BY last_name, first_name, p.name, c.id`)
    .all(developmentId);
  const activeCustomers = new Set(rows.filter((row) => row.active === 1).map((row) => row.customer_id));
  return rows.map((row) => ({
    id: row.customer_id,
    userId: row.user_id,
    relationshipId: row.contact_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    premisesId: row.premises_id,
    premiseName: row.premises_name,
    relationship: row.relationship,
    relationshipStateCode: row.active === 1 ? 0 : 1,
    stateCode: activeCustomers.has(row.customer_id) ? 0 : 1,
    portalRegistered: row.user_id ? row.registered_at : null,
    mainNumber: row.main_number,
    email: row.email,
    profilePictureUrl: row.profile_picture_url,
  }));
}

/**
 * The customer an id names: their user id, or the id of any of their contacts (relationships), so
 * that a relationship id from the list opens its customer. Undefined when it names nobody.
 * @example customerKey(db, 'con-olivia-flat-2'); // 'usr-olivia-owner'
 */
export function customerKey(db: Database.Database, id: string): string | undefined {
  const contact = db.prepare<[string], { key: string }>(`SELECT ${CUSTOMER_KEY} AS key FROM premises_contacts c WHERE c.id = ?`).get(id);
  if (contact) return contact.key;
  return db.prepare<[string], { key: string }>(`SELECT ${CUSTOMER_KEY} AS key FROM premises_contacts c WHERE c.user_id = ? LIMIT 1`).get(id)?.key;
}

/**
 * The developments where the customer holds a premises (any relationship, active or not).
 * @example customerDevelopments(db, 'usr-olivia-owner'); // ['dev-riverside-wharf', 'dev-elm-court']
 */
export function customerDevelopments(db: Database.Database, key: string): string[] {
  return db
    .prepare<[string], { id: string }>(`SELECT DISTINCT p.development_id AS id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id WHERE ${CUSTOMER_KEY} = ?`)
    .all(key)
    .map((row) => row.id);
}

/** A stored customer file, as the download reads it. */
export interface CustomerFileRow {
  development_id: string;
  name: string;
  stored_name: string;
  content_type: string;
}

/**
 * A file of the customer's with the development that holds it, while the customer holds an active
 * relationship there; undefined otherwise (an ended relationship closes the development's files).
 * @example const file = openCustomerFile(db, 'usr-olivia-owner', 'cfl-olivia-1'); // file.development_id
 */
export function openCustomerFile(db: Database.Database, key: string, fileId: string): CustomerFileRow | undefined {
  return db
    .prepare<[string, string], CustomerFileRow>(
      `SELECT f.development_id, f.name, f.stored_name, f.content_type FROM customer_files f
        WHERE f.id = ? AND f.customer_id = ?
          AND EXISTS (SELECT 1 FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
                       WHERE ${CUSTOMER_KEY} = f.customer_id AND p.development_id = f.development_id AND c.active = 1)`,
    )
    .get(fileId, key);
}

/**
 * The download path of a customer's file, as `CustomerFile.url` carries it.
 * @example customerFileUrl('usr-olivia-owner', 'cf-olivia-lease'); // '/customers/usr-olivia-owner/files/cf-olivia-lease'
 */
export function customerFileUrl(customerId: string, fileId: string): string {
  return `/customers/${encodeURIComponent(customerId)}/files/${encodeURIComponent(fileId)}`;
}

/**
 * The customer as the staff of one development see them (`CustomerDetail`); 404 when they hold no
 * premises there.
 * @example const customer = customerDetail(db, 'usr-olivia-owner', 'dev-riverside-wharf');
 */
export function customerDetail(db: Database.Database, key: string, developmentId: string): CustomerDetail {
  const own = db
    .prepare<[string, string], ContactRow>(`SELECT ${CONTACT_COLUMNS} ${CONTACT_FROM} WHERE ${CUSTOMER_KEY} = ? AND p.development_id = ? ORDER BY p.name, c.id`)
    .all(key, developmentId);
  const first = own[0];
  if (!first) throw notFound('Customer');
  const premisesIds = [...new Set(own.map((row) => row.premises_id))];
  const people = db
    .prepare<[string, ...string[]], ContactRow>(
      `SELECT ${CONTACT_COLUMNS} ${CONTACT_FROM}
        WHERE ${CUSTOMER_KEY} <> ? AND c.premises_id IN (${premisesIds.map(() => '?').join(', ')})
        ORDER BY p.name, last_name, first_name, c.id`,
    )
    .all(key, ...premisesIds);
  const user = first.user_id ? findUserRow(db, first.user_id) : undefined;
  // The development's own files, while the customer holds an active relationship there.
  const files = own.some((row) => row.active === 1)
    ? db
        .prepare<[string, string], { id: string; name: string; size: number; updated_at: string }>(
          'SELECT id, name, size, updated_at FROM customer_files WHERE customer_id = ? AND development_id = ? ORDER BY updated_at DESC, id',
        )
        .all(key, developmentId)
    : [];
  return {
    id: key,
    userId: first.user_id,
    title: first.title,
    firstName: first.first_name,
    lastName: first.last_name,
    fullName: `${first.first_name} ${first.last_name}`,
    stateCode: own.some((row) => row.active === 1) ? 0 : 1,
    portalRegistered: first.user_id ? first.registered_at : null,
    mainNumber: first.main_number,
    email: first.email,
    profilePictureUrl: first.profile_picture_url,
    premises: own.map((row) => ({
      id: row.premises_id,
      name: row.premises_name,
      relationship: row.relationship,
      relationshipActive: row.active === 1,
      relationshipId: row.contact_id,
      isMainResidence: row.is_main_residence === 1,
    })),
    people: people.map((row) => ({
      id: row.customer_id,
      relationshipId: row.contact_id,
      fullName: `${row.first_name} ${row.last_name}`,
      relationship: row.relationship,
      premiseName: row.premises_name,
      relationshipStateCode: row.active === 1 ? 0 : 1,
    })),
    newsPreferences: user ? (JSON.parse(user.news_preferences) as NewsPreferences) : null,
    files: files.map((file) => ({ id: file.id, name: file.name, size: file.size, updatedAt: file.updated_at, url: customerFileUrl(key, file.id) })),
  };
}
