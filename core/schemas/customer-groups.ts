// Customer groups (spec 2 §3, §7 Customer groups): staff gather customers of a development and
// give the group facilities, which its members may then book. Imported by file (the staff area
// and the API), out of the core's public surface.
import { array, nullable, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, optionalText, requiredText } from './common';
import { rule } from './rules';

/** The longest group name. */
export const CUSTOMER_GROUP_NAME_MAX = 100;
/** The longest group description. */
export const CUSTOMER_GROUP_DESCRIPTION_MAX = 500;

// A change names at least one record, and no more than a screen could send at once.
const someIds = (max: number) => rule(rule(array(id), 'required', (ids) => ids.length > 0), 'range', (ids) => ids.length <= max, { min: 1, max });

/**
 * A member of a customer group: a registered customer of the group's development.
 *
 * @example
 * const member: CustomerGroupMember = { id: 'user-olivia-owner', fullName: 'Olivia Owner', premises: ['Flat 1', 'Flat 2'] };
 */
export const CustomerGroupMember = type({ id, fullName: string(), premises: array(string()) });
export type CustomerGroupMember = Infer<typeof CustomerGroupMember>;

/**
 * A customer group: its members may book its facilities. Members by name, facilities
 * by name.
 *
 * @example
 * const group = create(json.data, CustomerGroup);
 * group.facilities[0]?.name; // 'Guest Suite'
 */
export const CustomerGroup = type({
  uuid: id,
  name: string(),
  description: nullable(string()),
  developmentUuid: id,
  users: array(CustomerGroupMember),
  facilities: array(type({ id, name: string() })),
});
export type CustomerGroup = Infer<typeof CustomerGroup>;

/**
 * `GET /user-group/get-by-development/{id}` and `GET /user-group/get-by-facility/{id}` answer
 * `data.groups`, by name.
 *
 * @example
 * const { groups } = create(json.data, CustomerGroupsResponse);
 */
export const CustomerGroupsResponse = type({ groups: array(CustomerGroup) });
export type CustomerGroupsResponse = Infer<typeof CustomerGroupsResponse>;

/**
 * `POST /user-group`: a new, empty group of a development the staff member works in. Answers 201
 * `CustomerGroup`.
 *
 * @example
 * const body: CustomerGroupCreate = { name: 'Guest Suite users', description: null, developmentUuid: 'dev-riverside-wharf' };
 */
export const CustomerGroupCreate = object({
  name: requiredText({ max: CUSTOMER_GROUP_NAME_MAX }),
  description: optionalText({ max: CUSTOMER_GROUP_DESCRIPTION_MAX, multiline: true }),
  developmentUuid: id,
});
export type CustomerGroupCreate = Infer<typeof CustomerGroupCreate>;

/**
 * `POST /user-group/{id}/users` adds, `DELETE /user-group/{id}/users` (with this body) removes: at
 * least one customer, each a registered customer of the group's development. Answers 200
 * `CustomerGroup`.
 *
 * @example
 * const body: CustomerGroupUsers = { users: ['user-olivia-owner'] };
 */
export const CustomerGroupUsers = object({ users: someIds(500) });
export type CustomerGroupUsers = Infer<typeof CustomerGroupUsers>;

/**
 * `POST /user-group/{id}/facilities` adds, `DELETE /user-group/{id}/facilities` (with this body)
 * removes: at least one facility of the group's development. Answers 200 `CustomerGroup`.
 *
 * @example
 * const body: CustomerGroupFacilities = { facilities: ['fac-riverside-guest-suite'] };
 */
export const CustomerGroupFacilities = object({ facilities: someIds(100) });
export type CustomerGroupFacilities = Infer<typeof CustomerGroupFacilities>;
