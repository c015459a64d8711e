// A development's customers as staff see them (spec 2 §3 Customer relationship, §7 GET
// /developments/{id}/customers): one row per person and premises. Imported by file (the staff area
// and the API), out of the core's public surface.
import { array, boolean, enums, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { AuthResult } from './auth';
import { email, id, NAME_MAX, nonNegativeInteger, phoneNumber, requiredText, webUrl } from './common';
import { NewsPreferences } from './user';
import { isoDateTime } from './instants';

/** 0 active, 1 inactive; one enum so that a wrong value gets one message. */
const StateCode = enums([0, 1]);

/**
 * A customer's relationship to one premises of the development. `id` is the customer: their user
 * when they are registered in the portal (`userId`, `portalRegistered` set), otherwise the contact
 * the managing agent holds. `relationshipStateCode` is this relationship's state, `stateCode` the
 * customer's: inactive when none of their relationships in the development is active.
 *
 * @example
 * const row: CustomerRelationship = { id: 'user-olivia-owner', userId: 'user-olivia-owner', relationshipId: 'pc-flat-1-olivia', firstName: 'Olivia', lastName: 'Owner', fullName: 'Olivia Owner', premisesId: 'prm-riverside-flat-1', premiseName: 'Flat 1', relationship: 'Owner', relationshipStateCode: 0, stateCode: 0, portalRegistered: '2025-03-01T10:00:00.000Z', mainNumber: '020 7946 0000', email: 'owner@example.com', profilePictureUrl: null };
 */
export const CustomerRelationship = type({
  id,
  userId: nullable(id),
  relationshipId: id,
  firstName: string(),
  lastName: string(),
  fullName: string(),
  premisesId: id,
  premiseName: string(),
  relationship: string(),
  relationshipStateCode: StateCode,
  stateCode: StateCode,
  portalRegistered: nullable(isoDateTime),
  mainNumber: nullable(string()),
  email: nullable(string()),
  profilePictureUrl: nullable(webUrl),
});
export type CustomerRelationship = Infer<typeof CustomerRelationship>;

/**
 * `GET /developments/{id}/customers` answers `data.customers`, by last name, first name, premises.
 *
 * @example
 * const { customers } = create(json.data, CustomersResponse);
 */
export const CustomersResponse = type({ customers: array(CustomerRelationship) });
export type CustomersResponse = Infer<typeof CustomersResponse>;

/**
 * `GET /developments/{id}/customers` query: `inactive=0` leaves out inactive customers and
 * relationships; without it every one is listed with its state.
 *
 * @example
 * const query = create({ inactive: '0' }, CustomersQuery);
 */
export const CustomersQuery = object({ inactive: optional(enums(['0'])) });
export type CustomersQuery = Infer<typeof CustomersQuery>;

/**
 * A relationship type a customer can hold to a premises (`GET /customers/relationship-types`):
 * Owner, Subtenant, Tenant, Director in the demo data.
 *
 * @example
 * const owner: RelationshipType = { id: 'rel-owner', name: 'Owner' };
 */
export const RelationshipType = type({ id, name: string() });
export type RelationshipType = Infer<typeof RelationshipType>;

/**
 * `GET /customers/relationship-types` answers `data.relationshipTypes`, in the order to offer them.
 *
 * @example
 * const { relationshipTypes } = create(json.data, RelationshipTypesResponse);
 */
export const RelationshipTypesResponse = type({ relationshipTypes: array(RelationshipType) });
export type RelationshipTypesResponse = Infer<typeof RelationshipTypesResponse>;

/**
 * One of a customer's premises in the development .
 * `relationshipId` is what `PATCH /contact-relationships/{id}` changes.
 *
 * @example
 * const flat: CustomerPremises = { id: 'prm-riverside-flat-1', name: 'Flat 1', relationship: 'Owner', relationshipActive: true, relationshipId: 'pc-flat-1-olivia', isMainResidence: true };
 */
export const CustomerPremises = type({
  id,
  name: string(),
  relationship: string(),
  relationshipActive: boolean(),
  relationshipId: id,
  isMainResidence: boolean(),
});
export type CustomerPremises = Infer<typeof CustomerPremises>;

/**
 * Another person related to one of the customer's premises (co-owner, tenant, director): the
 * detail's People list, each opening their own detail by `relationshipId`.
 *
 * @example
 * const person: CustomerPerson = { id: 'user-sam-subtenant', relationshipId: 'pc-flat-4-sam', fullName: 'Sam Subtenant', relationship: 'Subtenant', premiseName: 'Flat 4', relationshipStateCode: 0 };
 */
export const CustomerPerson = type({
  id,
  relationshipId: id,
  fullName: string(),
  relationship: string(),
  premiseName: string(),
  relationshipStateCode: StateCode,
});
export type CustomerPerson = Infer<typeof CustomerPerson>;

/**
 * A file the managing agent holds for the customer (name, size in bytes,
 * updatedAt). `url` downloads it with the staff member's bearer token.
 *
 * @example
 * const file: CustomerFile = { id: 'cf-olivia-1', name: 'Lease Flat 1.pdf', size: 48213, updatedAt: '2026-10-01T09:00:00.000Z', url: '/customers/user-olivia-owner/files/cf-olivia-1' };
 */
export const CustomerFile = type({
  id,
  name: string(),
  size: nonNegativeInteger,
  updatedAt: isoDateTime,
  url: webUrl,
});
export type CustomerFile = Infer<typeof CustomerFile>;

/**
 * `GET /customers/{id}?developmentId=…`: one customer as the staff of a development see them
 *: their details, their premises in that development (every
 * relationship, active or not), the other people of those premises, their news preferences
 * (null until they register) and their files, newest first.
 *
 * @example
 * const { customer } = create(json.data, CustomerDetailResponse);
 * customer.premises.filter((premises) => premises.relationshipActive);
 */
export const CustomerDetail = type({
  id,
  userId: nullable(id),
  title: nullable(string()),
  firstName: string(),
  lastName: string(),
  fullName: string(),
  stateCode: StateCode,
  portalRegistered: nullable(isoDateTime),
  mainNumber: nullable(string()),
  email: nullable(string()),
  profilePictureUrl: nullable(webUrl),
  premises: array(CustomerPremises),
  people: array(CustomerPerson),
  newsPreferences: nullable(NewsPreferences),
  files: array(CustomerFile),
});
export type CustomerDetail = Infer<typeof CustomerDetail>;

/**
 * The answer of `GET /customers/{id}`, `POST /customers/{id}/premises` and
 * `PATCH /contact-relationships/{id}`: the customer as they now are.
 *
 * @example
 * const { customer } = create(json.data, CustomerDetailResponse);
 */
export const CustomerDetailResponse = type({ customer: CustomerDetail });
export type CustomerDetailResponse = Infer<typeof CustomerDetailResponse>;

/**
 * The query of `GET /customers/{id}`: the development whose staff asks, which scopes the premises.
 *
 * @example
 * const query = create({ developmentId: 'dev-riverside-wharf' }, CustomerDetailQuery);
 */
export const CustomerDetailQuery = object({ developmentId: id });
export type CustomerDetailQuery = Infer<typeof CustomerDetailQuery>;

/**
 * `POST /customers`: premises, relationship, title, first and last name
 * and e-mail required; the main phone optional, GB, at most 17 characters. The confirm e-mail is
 * the form's alone. Answers 201 `CustomerCreated`; an e-mail already related to that premises is
 * a 409.
 *
 * @example
 * const body: CustomerCreate = { email: 'new.tenant@example.com', developmentId: 'dev-riverside-wharf', firstName: 'Nia', lastName: 'Newcomer', title: 'Ms', relationshipTypeId: 'rel-tenant', premisesId: 'prm-riverside-flat-2', mainNumber: '020 7946 0001' };
 */
export const CustomerCreate = object({
  email,
  developmentId: id,
  firstName: requiredText({ max: NAME_MAX }),
  lastName: requiredText({ max: NAME_MAX }),
  title: requiredText({ max: 20 }),
  relationshipTypeId: id,
  premisesId: id,
  mainNumber: phoneNumber,
});
export type CustomerCreate = Infer<typeof CustomerCreate>;

/**
 * The answer of `POST /customers`: the new relationship as the customers list shows it.
 *
 * @example
 * const { customer } = create(json.data, CustomerCreated);
 */
export const CustomerCreated = type({ customer: CustomerRelationship });
export type CustomerCreated = Infer<typeof CustomerCreated>;

/**
 * `POST /customers/{id}/premises` (Add premises on a customer's page):
 * premises and relationship required. Answers 201 `CustomerDetailResponse`; a premises the
 * customer already holds is a 409.
 *
 * @example
 * const body: CustomerPremisesCreate = { developmentId: 'dev-riverside-wharf', premisesId: 'prm-riverside-flat-4', relationshipTypeId: 'rel-director' };
 */
export const CustomerPremisesCreate = object({ developmentId: id, premisesId: id, relationshipTypeId: id });
export type CustomerPremisesCreate = Infer<typeof CustomerPremisesCreate>;

/**
 * `PATCH /contact-relationships/{id}`: activate or deactivate one relationship.
 * Answers 200 `CustomerDetailResponse`.
 *
 * @example
 * const body: RelationshipUpdate = { active: false };
 */
export const RelationshipUpdate = object({ active: boolean() });
export type RelationshipUpdate = Infer<typeof RelationshipUpdate>;

/**
 * The query of `GET /customers/{id}/view-as`: the development the admin views from.
 *
 * @example
 * const query = create({ developmentUUID: 'dev-riverside-wharf' }, ViewAsQuery);
 */
export const ViewAsQuery = object({ developmentUUID: id });
export type ViewAsQuery = Infer<typeof ViewAsQuery>;

/**
 * `GET /customers/{id}/view-as` answers `data.customer`: a short-lived session of the customer
 * for the admin. Its tokens are marked as view-as tokens: the API refuses them for
 * password, multi-factor and profile changes, and records their use with the admin's name.
 *
 * @example
 * const { customer } = create(json.data, ViewAsResponse);
 * customer.user.firstName; // 'Olivia'
 */
export const ViewAsResponse = type({ customer: AuthResult });
export type ViewAsResponse = Infer<typeof ViewAsResponse>;
