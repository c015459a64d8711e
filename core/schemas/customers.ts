// A development's customers as staff see them (spec 2 §3 Customer relationship, §7 GET
// /developments/{id}/customers): one row per person and premises. Imported by file (the staff area
// and the API), out of the core's public surface.
import { array, enums, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, webUrl } from './common';
import { isoDateTime } from './instants';

/** 0 active, 1 inactive (spec 2 §3); one enum so that a wrong value gets one message. */
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
