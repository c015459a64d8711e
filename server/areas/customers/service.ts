// Every query of the customers area. A customer, as staff see them, is a person across their
// premises contacts, named by their user once registered, otherwise by their first contact
// (person_id ties the contacts of one unregistered person). Every read of a customer here is
// scoped to one development by the caller (routes.ts).
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { ContactOffer, NewsPreferences, RolePayload } from '../../../core/schemas';
import type { CustomerDetail, CustomerRelationship, RelationshipType } from '../../../core/schemas/customers';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { sameText } from '../../database/dialect';
import { HttpError, notFound } from '../../http/errors';
import { recordAccess } from '../access-log';
import { authEmails } from '../auth/messages';
import { revokeAllSessions } from '../auth/sessions';
import { storePassword } from '../auth/temporary-password';
import { findUserRow, type AuthUser, type UserRow } from '../core';
import { sendMessage } from '../outbox';
import type { CustomersTables } from './migrations';
import { customersEmails, customersMessages as messages } from './messages';

/** The customer a contact belongs to, over `premises_contacts c`: their user, their person, or the contact itself. */
const CUSTOMER_KEY = sql<string>`COALESCE(c.user_id, c.person_id, c.id)`;

/** A contact's relationship type, to join `relationship_types rt` on: its own, or for contacts sign-up made, its role payload's. */
const CONTACT_TYPE = sql<boolean>`rt.id = COALESCE(c.relationship_type_id, 'rel-' || c.relationship)`;

/**
 * The contacts with what the customers screens show of them. Names, e-mail and phone are the
 * user's once registered (they keep them up to date), else what staff entered on the contact.
 */
function contacts(db: Db) {
  return db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('relationship_types as rt', (join) => join.on(CONTACT_TYPE))
    .select((eb) => [
      'c.id as contact_id',
      CUSTOMER_KEY.as('customer_id'),
      'c.user_id',
      eb.case().when('u.id', 'is', null).then(eb.ref('c.title')).else(eb.ref('u.title')).end().as('title'),
      eb.fn.coalesce('u.first_name', 'c.first_name').as('first_name'),
      eb.fn.coalesce('u.last_name', 'c.last_name').as('last_name'),
      'p.id as premises_id',
      'p.name as premises_name',
      eb.fn.coalesce('rt.name', 'c.relationship').as('relationship'),
      'c.is_main_residence',
      'c.active',
      'u.created_at as registered_at',
      eb.case().when('u.id', 'is', null).then(eb.ref('c.main_number')).else(eb.ref('u.main_number')).end().as('main_number'),
      eb.fn.coalesce('u.email', 'c.email').as('email'),
      'u.profile_picture_url',
    ]);
}

/**
 * The relationship types, in the order to offer them.
 * @example (await relationshipTypes(db))[0]; // { id: 'rel-owner', name: 'Owner' }
 */
export function relationshipTypes(db: Db): Promise<RelationshipType[]> {
  return db.selectFrom('relationship_types').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

/**
 * The role payload a relationship type gives its customer (premises_contacts.relationship), or
 * undefined for an unknown type.
 * @example await relationshipPayload(db, 'rel-tenant'); // 'subtenant'
 */
export async function relationshipPayload(db: Db, typeId: string): Promise<RolePayload | undefined> {
  const row = await db.selectFrom('relationship_types').select('role_payload').where('id', '=', typeId).executeTakeFirst();
  return row?.role_payload;
}

/**
 * A premises of the development, with the development's name; undefined for another development's or none.
 * @example const premises = await developmentPremises(db, 'dev-riverside-wharf', 'prm-flat-2'); // { name: 'Flat 2', development_name: 'Riverside Wharf' }
 */
export function developmentPremises(db: Db, developmentId: string, premisesId: string): Promise<{ name: string; development_name: string } | undefined> {
  return db
    .selectFrom('premises as p')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.name', 'd.name as development_name'])
    .where('p.id', '=', premisesId)
    .where('p.development_id', '=', developmentId)
    .executeTakeFirst();
}

/**
 * Every relationship of the development's customers as the customers list shows it (spec 2 §3):
 * one row per person and premises, by last name, first name, premises. A customer is inactive
 * when none of their relationships there is active.
 * @example const rows = await developmentCustomers(db, 'dev-riverside-wharf');
 */
export async function developmentCustomers(db: Db, developmentId: string): Promise<CustomerRelationship[]> {
  const rows = await contacts(db)
    .where('p.development_id', '=', developmentId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('p.name')
    .orderBy('c.id')
    .execute();
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
 * @example await customerKey(db, 'con-olivia-flat-2'); // 'usr-olivia-owner'
 */
export async function customerKey(db: Db, id: string): Promise<string | undefined> {
  const contact = await db.selectFrom('premises_contacts as c').select(CUSTOMER_KEY.as('key')).where('c.id', '=', id).executeTakeFirst();
  if (contact) return contact.key;
  const user = await db.selectFrom('premises_contacts as c').select(CUSTOMER_KEY.as('key')).where('c.user_id', '=', id).limit(1).executeTakeFirst();
  return user?.key;
}

/**
 * The developments where the customer holds a premises (any relationship, active or not).
 * @example await customerDevelopments(db, 'usr-olivia-owner'); // ['dev-riverside-wharf', 'dev-elm-court']
 */
export async function customerDevelopments(db: Db, key: string): Promise<string[]> {
  const rows = await db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .select('p.development_id')
    .distinct()
    .where(CUSTOMER_KEY, '=', key)
    .execute();
  return rows.map((row) => row.development_id);
}

/**
 * The customer and development of a relationship (a contact), or undefined when there is none.
 * @example const contact = await relationshipOf(db, 'con-olivia-flat-2'); // { key: 'usr-olivia-owner', development_id: 'dev-riverside-wharf' }
 */
export function relationshipOf(db: Db, contactId: string): Promise<{ key: string; development_id: string } | undefined> {
  return db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .select([CUSTOMER_KEY.as('key'), 'p.development_id'])
    .where('c.id', '=', contactId)
    .executeTakeFirst();
}

/**
 * Activates or deactivates a relationship.
 * @example await setRelationshipActive(db, 'con-olivia-flat-2', false);
 */
export async function setRelationshipActive(db: Db, contactId: string, active: boolean): Promise<void> {
  await db
    .updateTable('premises_contacts')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', contactId)
    .execute();
}

/** A stored customer file, as the download reads it. */
export interface CustomerFileRow {
  development_id: string;
  name: string;
  stored_name: string;
  content_type: string;
}

/**
 * Records a stored customer file (files.ts writes its bytes).
 * @example await insertCustomerFile(db, { id, customer_id, development_id, name, stored_name, content_type, size, updated_at });
 */
export async function insertCustomerFile(db: Db, file: Insertable<CustomersTables['customer_files']>): Promise<void> {
  await db.insertInto('customer_files').values(file).execute();
}

/**
 * A file of the customer's with the development that holds it, while the customer holds an active
 * relationship there; undefined otherwise (an ended relationship closes the development's files).
 * @example const file = await openCustomerFile(db, 'usr-olivia-owner', 'cfl-olivia-1'); // file.development_id
 */
export function openCustomerFile(db: Db, key: string, fileId: string): Promise<CustomerFileRow | undefined> {
  return db
    .selectFrom('customer_files as f')
    .select(['f.development_id', 'f.name', 'f.stored_name', 'f.content_type'])
    .where('f.id', '=', fileId)
    .where('f.customer_id', '=', key)
    .where(({ exists, selectFrom, ref }) =>
      exists(
        selectFrom('premises_contacts as c')
          .innerJoin('premises as p', 'p.id', 'c.premises_id')
          .select('c.id')
          .where(CUSTOMER_KEY, '=', ref('f.customer_id'))
          .whereRef('p.development_id', '=', 'f.development_id')
          .where('c.active', '=', 1),
      ),
    )
    .executeTakeFirst();
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
 * @example const customer = await customerDetail(db, 'usr-olivia-owner', 'dev-riverside-wharf');
 */
export async function customerDetail(db: Db, key: string, developmentId: string): Promise<CustomerDetail> {
  const own = await contacts(db).where(CUSTOMER_KEY, '=', key).where('p.development_id', '=', developmentId).orderBy('p.name').orderBy('c.id').execute();
  const first = own[0];
  if (!first) throw notFound('Customer');
  const premisesIds = [...new Set(own.map((row) => row.premises_id))];
  const people = await contacts(db)
    .where(CUSTOMER_KEY, '<>', key)
    .where('c.premises_id', 'in', premisesIds)
    .orderBy('p.name')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('c.id')
    .execute();
  const user = first.user_id ? await findUserRow(db, first.user_id) : undefined;
  // The development's own files, while the customer holds an active relationship there.
  const files = own.some((row) => row.active === 1)
    ? await db
        .selectFrom('customer_files')
        .select(['id', 'name', 'size', 'updated_at'])
        .where('customer_id', '=', key)
        .where('development_id', '=', developmentId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute()
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

/** A premises a customer change names, as `developmentPremises` answers it. */
interface NamedPremises {
  readonly name: string;
  readonly development_name: string;
}

/**
 * Adds a customer: a contact of the premises with the details staff typed, in one transaction;
 * a 409 when the e-mail already holds that premises. Answers the new contact's id.
 * @example const id = await addCustomer(ctx, { developmentId, premisesId, relationshipTypeId, payload: 'owner', title: 'Mr', firstName, lastName, email, mainNumber: null }, premises);
 */
export function addCustomer(
  ctx: AppContext,
  contact: {
    developmentId: string;
    premisesId: string;
    relationshipTypeId: string;
    payload: RolePayload;
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    mainNumber: string | null;
  },
  premises: NamedPremises,
): Promise<string> {
  return inTransaction(ctx.db, async (trx) => {
    const holder = await trx
      .selectFrom('premises_contacts as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select('c.id')
      .where('c.premises_id', '=', contact.premisesId)
      .where(sameText(sql`COALESCE(u.email, c.email)`, contact.email))
      .executeTakeFirst();
    if (holder) throw new HttpError(409, [messages.emailHoldsPremises(contact.email, premises.name)]);
    // Always a contact with the details typed, never an account found by its address: staff
    // must not gain sight of a person's records elsewhere, nor learn who has an account. The
    // same address already typed for this development's contacts stays one customer.
    const known = await trx
      .selectFrom('premises_contacts as c')
      .innerJoin('premises as p', 'p.id', 'c.premises_id')
      .select(CUSTOMER_KEY.as('key'))
      .where('c.user_id', 'is', null)
      .where(sameText(sql.ref('c.email'), contact.email))
      .where('p.development_id', '=', contact.developmentId)
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst();
    const id = `con-${randomUUID()}`;
    await trx
      .insertInto('premises_contacts')
      .values({
        id,
        premises_id: contact.premisesId,
        user_id: null,
        title: contact.title,
        first_name: contact.firstName,
        last_name: contact.lastName,
        relationship: contact.payload,
        relationship_type_id: contact.relationshipTypeId,
        email: contact.email,
        main_number: contact.mainNumber,
        person_id: known?.key ?? null,
      })
      .execute();
    // The account's customer, if there is one, is told and takes it as theirs in the portal.
    await tellOfferedCustomer({ ...ctx, db: trx }, contact.email, premises.development_name, premises.name);
    return id;
  });
}

/**
 * Gives the customer a premises of the development, in one transaction: a relationship that ended
 * comes back with the type asked for; otherwise a new contact copies the person from one they
 * hold. A 409 when they hold it, active, already.
 * @example await addCustomerPremises(ctx, 'usr-olivia-owner', { premisesId: 'prm-flat-4', relationshipTypeId: 'rel-tenant', payload: 'subtenant' }, premises);
 */
export async function addCustomerPremises(
  ctx: AppContext,
  key: string,
  relationship: { premisesId: string; relationshipTypeId: string; payload: RolePayload },
  premises: NamedPremises,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const held = await trx
      .selectFrom('premises_contacts as c')
      .select(['c.id', 'c.active'])
      .where(CUSTOMER_KEY, '=', key)
      .where('c.premises_id', '=', relationship.premisesId)
      .executeTakeFirst();
    if (held?.active === 1) throw new HttpError(409, [messages.premisesHeld(premises.name)]);
    if (held) {
      await trx
        .updateTable('premises_contacts')
        .set({ active: 1, relationship: relationship.payload, relationship_type_id: relationship.relationshipTypeId })
        .where('id', '=', held.id)
        .execute();
      return;
    }
    // The new contact copies the person from one they hold: their user, or their details and key.
    const source = await trx
      .selectFrom('premises_contacts as c')
      .select(['c.user_id', 'c.title', 'c.first_name', 'c.last_name', 'c.email', 'c.main_number'])
      .where(CUSTOMER_KEY, '=', key)
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('premises_contacts')
      .values({
        id: `con-${randomUUID()}`,
        premises_id: relationship.premisesId,
        user_id: source.user_id,
        title: source.title,
        first_name: source.first_name,
        last_name: source.last_name,
        relationship: relationship.payload,
        relationship_type_id: relationship.relationshipTypeId,
        email: source.email,
        main_number: source.main_number,
        person_id: source.user_id ? null : key,
      })
      .execute();
    if (!source.user_id && source.email) await tellOfferedCustomer({ ...ctx, db: trx }, source.email, premises.development_name, premises.name);
  });
}

/**
 * Stores the temporary password staff set for a customer, in one transaction: every session of
 * theirs ends, the access log records it, and the customer is e-mailed who set it.
 * @example await resetCustomerPassword(ctx, target, staff, passwordHash, 7);
 */
export async function resetCustomerPassword(ctx: AppContext, target: UserRow, staff: UserRow, passwordHash: string, days: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const tx: AppContext = { ...ctx, db: trx };
    // Temporary: signing in with it leads only to choosing a new password, for a limited time.
    await storePassword(tx, target.id, passwordHash, 'set-by-staff');
    // Whoever knew the old password may hold a session: every session of theirs ends.
    await revokeAllSessions(tx, target.id);
    // Who set whose password, and when, in the developments' access log; and the customer is told.
    await recordAccess(tx, { userId: target.id, event: 'staff-password-reset', viewedBy: staff.id });
    await sendMessage(tx, { to: target.email, channel: 'email', ...authEmails.passwordSetByStaff(`${staff.first_name} ${staff.last_name}`, days) });
  });
}

// Contact offers (README.md): active contacts no account holds yet that name the caller's e-mail,
// while that e-mail is confirmed (an address nobody proved theirs takes nobody's premises). An
// unlinked contact's customer key is its person or itself: one offer per customer record of a
// development.

/**
 * The customer's offers, by development and premises. A view-as session sees those of the
 * development it was opened from only, as it reads nothing of the others.
 * @example (await contactOffers(db, user))[0]; // { id: 'con-…', developmentName: 'Riverside Wharf', premises: [{ name: 'Flat 2', relationship: 'Tenant' }] }
 */
export async function contactOffers(db: Db, user: AuthUser): Promise<ContactOffer[]> {
  const account = await db.selectFrom('users').select(['email', 'email_confirmed']).where('id', '=', user.id).executeTakeFirst();
  if (!account || account.email_confirmed !== 1) return [];
  let query = db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .leftJoin('relationship_types as rt', (join) => join.on(CONTACT_TYPE))
    .select((eb) => [CUSTOMER_KEY.as('key'), 'd.name as development_name', 'p.name as premises_name', eb.fn.coalesce('rt.name', 'c.relationship').as('relationship')])
    .where(sameText(sql.ref('c.email'), account.email))
    .where('c.user_id', 'is', null)
    .where('c.declined_at', 'is', null)
    .where('c.active', '=', 1);
  if (user.onlyDevelopment !== undefined) query = query.where('p.development_id', '=', user.onlyDevelopment);
  const rows = await query.orderBy('d.name').orderBy('key').orderBy('p.name').orderBy('c.id').execute();
  const offers = new Map<string, ContactOffer>();
  for (const row of rows) {
    const offer = offers.get(row.key) ?? { id: row.key, developmentName: row.development_name, premises: [] };
    offer.premises.push({ name: row.premises_name, relationship: row.relationship });
    offers.set(row.key, offer);
  }
  return [...offers.values()];
}

/** The offer `id` of the caller's, or a 404 that says no more than for an id that does not exist. */
async function requireOffer(db: Db, user: AuthUser, id: string): Promise<string> {
  if (!(await contactOffers(db, user)).some((offer) => offer.id === id)) throw notFound('Offer');
  return id;
}

/**
 * Tells the customer whose confirmed account has `email` that staff made a contact of it at
 * `premisesName` (the contact is offered to them in the portal). Says nothing when no confirmed
 * customer account has it, and the staff answer never says which.
 * @example await tellOfferedCustomer(ctx, 'owner@example.com', 'Riverside Wharf', 'Flat 2');
 */
export async function tellOfferedCustomer(ctx: AppContext, email: string, developmentName: string, premisesName: string): Promise<void> {
  const account = await ctx.db
    .selectFrom('users')
    .select(['email', 'role_types'])
    .where(sameText(sql.ref('email'), email))
    .where('email_confirmed', '=', 1)
    .executeTakeFirst();
  if (!account || !(JSON.parse(account.role_types) as string[]).includes('customer')) return;
  // The dashboard shows offers to every customer; the premises pages are the owners' only.
  const link = `${ctx.config.portalOrigin}/dashboard`;
  await sendMessage(ctx, { to: account.email, channel: 'email', ...customersEmails.contactOffered(developmentName, premisesName, link) });
}

/**
 * Takes the caller's offer `id` as theirs, in one transaction (404 when it is not theirs): every
 * contact of that customer record becomes the account's, inactive ones too, so that staff then
 * see one customer (their key is now the user) and not the rest left behind under the old key.
 * Only those typed with the caller's address: nobody else's is taken.
 * @example await acceptOffer(ctx, user, 'con-…');
 */
export async function acceptOffer(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const key = await requireOffer(trx, user, id);
    await trx
      .updateTable('premises_contacts as c')
      .set({ user_id: user.id })
      .where(CUSTOMER_KEY, '=', key)
      .where('c.user_id', 'is', null)
      .where('c.declined_at', 'is', null)
      .where(sameText(sql.ref('c.email'), user.email))
      .execute();
    // The development's files of that customer record are the customer's now.
    await trx.updateTable('customer_files').set({ customer_id: user.id }).where('customer_id', '=', key).execute();
  });
}

/**
 * Declines the caller's offer `id`, in one transaction (404 when it is not theirs): it is not
 * offered again, and staff go on seeing a contact without an account, as before.
 * @example await declineOffer(ctx, user, 'con-…');
 */
export async function declineOffer(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const key = await requireOffer(trx, user, id);
    await trx
      .updateTable('premises_contacts as c')
      .set({ declined_at: ctx.now().toISOString() })
      .where(CUSTOMER_KEY, '=', key)
      .where('c.user_id', 'is', null)
      .where('c.declined_at', 'is', null)
      .where(sameText(sql.ref('c.email'), user.email))
      .execute();
  });
}
