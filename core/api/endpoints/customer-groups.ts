import { CustomerGroup, CustomerGroupsResponse, type CustomerGroupCreate } from '../../schemas/customer-groups';
import { CustomersResponse, type CustomerRelationship } from '../../schemas/customers';
import { FacilityUsersResponse, type FacilityUser } from '../../schemas/facility-admin';
import { Facility } from '../../schemas/facilities';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

// spec 2 §7 Customer groups, a development's customers and a facility's users allowed: the staff
// area's calls (imported by file; only the staff area's lazy chunk reaches them). A failure is an
// `ApiError` whose message starts with the spec 2 §8 text of the call. A group change is announced
// under `/user-group` and under `/facilities/{id}` of each facility it touches: who may book those
// changed, so the facility's users and groups read again.

/** The path announced for every change of customer groups: what the group stores listen for. */
export const CUSTOMER_GROUPS_PATH = '/user-group';

/**
 * `GET /user-group/get-by-development/{id}`: the development's groups, by name. Fails with "Could
 * not fetch customer groups by development.".
 * @example const groups = await getDevelopmentGroups('dev-riverside-wharf');
 */
export async function getDevelopmentGroups(developmentId: string, call?: CallOptions): Promise<CustomerGroup[]> {
  const { groups } = await request({
    method: 'GET',
    path: apiPath`/user-group/get-by-development/${developmentId}`,
    schema: CustomerGroupsResponse,
    errorPrefix: t('errors.customerGroup.fetchByDevelopment'),
    ...call,
  });
  return groups;
}

/**
 * `GET /user-group/get-by-facility/{id}`: the groups holding the facility. Fails with "Could not
 * fetch customer groups by facility.".
 * @example const groups = await getFacilityGroups('fac-riverside-guest-suite');
 */
export async function getFacilityGroups(facilityId: string, call?: CallOptions): Promise<CustomerGroup[]> {
  const { groups } = await request({
    method: 'GET',
    path: apiPath`/user-group/get-by-facility/${facilityId}`,
    schema: CustomerGroupsResponse,
    errorPrefix: t('errors.customerGroup.fetchByFacility'),
    ...call,
  });
  return groups;
}

/** Announces a group's change under the groups and under each facility whose bookers it changed. */
function announceGroup(group: CustomerGroup, facilityIds: readonly string[] = group.facilities.map((facility) => facility.id)): CustomerGroup {
  for (const facilityId of facilityIds) announceChange(apiPath`/facilities/${facilityId}`, group);
  return announceChange(CUSTOMER_GROUPS_PATH, group);
}

/**
 * `POST /user-group`: a new, empty group. Fails with "Could not create a new customer group.".
 * @example const group = await createCustomerGroup({ name: 'Gym users', description: null, developmentUuid: 'dev-riverside-wharf' });
 */
export async function createCustomerGroup(body: CustomerGroupCreate, call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({ method: 'POST', path: '/user-group', body, schema: CustomerGroup, errorPrefix: t('errors.customerGroup.create'), ...call });
  return announceGroup(group);
}

/**
 * `DELETE /user-group/{id}`: deletes the group. Fails with "Could not remove customer group.".
 * @example await deleteCustomerGroup('grp-riverside-guest-suite-users');
 */
export async function deleteCustomerGroup(groupId: string, call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({ method: 'DELETE', path: apiPath`/user-group/${groupId}`, schema: CustomerGroup, errorPrefix: t('errors.customerGroup.remove'), ...call });
  return announceGroup(group);
}

/**
 * `POST /user-group/{id}/users`: adds customers. Fails with "Could not add customers to customer group.".
 * @example await addGroupUsers('grp-riverside-guest-suite-users', ['usr-sam-subtenant']);
 */
export async function addGroupUsers(groupId: string, users: readonly string[], call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({
    method: 'POST',
    path: apiPath`/user-group/${groupId}/users`,
    body: { users },
    schema: CustomerGroup,
    errorPrefix: t('errors.customerGroup.addCustomers'),
    ...call,
  });
  return announceGroup(group);
}

/**
 * `DELETE /user-group/{id}/users`: removes customers. Fails with "Could not add
 * customers from customer group." (its words for a removal).
 * @example await removeGroupUsers('grp-riverside-guest-suite-users', ['usr-olivia-owner']);
 */
export async function removeGroupUsers(groupId: string, users: readonly string[], call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({
    method: 'DELETE',
    path: apiPath`/user-group/${groupId}/users`,
    body: { users },
    schema: CustomerGroup,
    errorPrefix: t('errors.customerGroup.removeCustomers'),
    ...call,
  });
  return announceGroup(group);
}

/**
 * `POST /user-group/{id}/facilities`: gives the group facilities. Fails with "Could not add
 * facilities to customer group.".
 * @example await addGroupFacilities('grp-riverside-guest-suite-users', ['fac-riverside-gym']);
 */
export async function addGroupFacilities(groupId: string, facilities: readonly string[], call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({
    method: 'POST',
    path: apiPath`/user-group/${groupId}/facilities`,
    body: { facilities },
    schema: CustomerGroup,
    errorPrefix: t('errors.customerGroup.addFacilities'),
    ...call,
  });
  return announceGroup(group);
}

/**
 * `DELETE /user-group/{id}/facilities`: takes facilities from the group. Fails with "Could not
 * remove facilities from customer group.".
 * @example await removeGroupFacilities('grp-riverside-guest-suite-users', ['fac-riverside-guest-suite']);
 */
export async function removeGroupFacilities(groupId: string, facilities: readonly string[], call?: CallOptions): Promise<CustomerGroup> {
  const group = await request({
    method: 'DELETE',
    path: apiPath`/user-group/${groupId}/facilities`,
    body: { facilities },
    schema: CustomerGroup,
    errorPrefix: t('errors.customerGroup.removeFacilities'),
    ...call,
  });
  return announceGroup(group, facilities);
}

/**
 * `GET /developments/{id}/customers`, `inactive=0`: the development's active customers, a row per
 * person and premises. Fails with "Something went wrong while fetching the customers.".
 * @example const rows = await getDevelopmentCustomers('dev-riverside-wharf');
 */
export async function getDevelopmentCustomers(developmentId: string, call?: CallOptions): Promise<CustomerRelationship[]> {
  const { customers } = await request({
    method: 'GET',
    path: apiPath`/developments/${developmentId}/customers`,
    query: { inactive: '0' },
    schema: CustomersResponse,
    errorPrefix: t('errors.customers'),
    ...call,
  });
  return customers;
}

/**
 * `GET /facilities/{id}/users?all=true`: every candidate for the facility (its development's
 * registered customers), each with `allowed` (allowed themselves) and the groups giving it them.
 * @example const users = await getFacilityUsers('fac-riverside-gym');
 */
export async function getFacilityUsers(facilityId: string, call?: CallOptions): Promise<FacilityUser[]> {
  const { users } = await request({ method: 'GET', path: apiPath`/facilities/${facilityId}/users`, query: { all: 'true' }, schema: FacilityUsersResponse, ...call });
  return users;
}

/**
 * `PUT /facilities/{id}` with `users`: replaces the users allowed themselves. Fails with "Unable
 * to save facility.".
 * @example await setFacilityUsers('fac-riverside-gym', ['usr-olivia-owner']);
 */
export async function setFacilityUsers(facilityId: string, users: readonly string[], call?: CallOptions): Promise<Facility> {
  const path = apiPath`/facilities/${facilityId}`;
  const facility = await request({ method: 'PUT', path, body: { users }, schema: Facility, errorPrefix: t('errors.facility.save'), ...call });
  return announceChange(path, facility);
}
