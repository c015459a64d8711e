// The staff area's stores of customer groups, a development's customers and a facility's users
// (by file, not the core index: only the staff area's lazy chunk reads them).
import {
  CUSTOMER_GROUPS_PATH,
  getDevelopmentCustomers,
  getDevelopmentGroups,
  getFacilityGroups,
  getFacilityUsers,
} from '../api/endpoints/customer-groups';
import type { CustomerGroup } from '../schemas/customer-groups';
import type { CustomerRelationship } from '../schemas/customers';
import type { FacilityUser } from '../schemas/facility-admin';
import { resourceStore, type ResourceStore } from './query';

// A facility deleted or renamed changes the development's groups that held it. The stores of one
// facility do not listen to facility changes: its deletion would read them again, for a 404.
const GROUP_CHANGES = [CUSTOMER_GROUPS_PATH];

const developmentGroups = {
  name: 'development-customer-groups',
  load: (developmentId: string) => getDevelopmentGroups(developmentId),
  changedBy: [CUSTOMER_GROUPS_PATH, '/facilities/'],
};

/**
 * `GET /user-group/get-by-development/{id}`: a development's customer groups, read again after
 * every group change.
 * @example const { data } = useStore(developmentGroupsStore('dev-riverside-wharf'));
 */
export function developmentGroupsStore(developmentId: string): ResourceStore<CustomerGroup[]> {
  return resourceStore(developmentGroups, developmentId);
}

const facilityGroups = { name: 'facility-customer-groups', load: (facilityId: string) => getFacilityGroups(facilityId), changedBy: GROUP_CHANGES };

/**
 * `GET /user-group/get-by-facility/{id}`: the groups holding a facility.
 * @example const { data } = useStore(facilityGroupsStore('fac-riverside-guest-suite'));
 */
export function facilityGroupsStore(facilityId: string): ResourceStore<CustomerGroup[]> {
  return resourceStore(facilityGroups, facilityId);
}

const customers = { name: 'development-customers', load: (developmentId: string) => getDevelopmentCustomers(developmentId) };

/**
 * `GET /developments/{id}/customers?inactive=0`: the development's active customers.
 * @example const { data } = useStore(developmentCustomersStore('dev-riverside-wharf'));
 */
export function developmentCustomersStore(developmentId: string): ResourceStore<CustomerRelationship[]> {
  return resourceStore(customers, developmentId);
}

const facilityUsers = { name: 'facility-users', load: (facilityId: string) => getFacilityUsers(facilityId), changedBy: GROUP_CHANGES };

/**
 * `GET /facilities/{id}/users?all=true`: every candidate with whether they are allowed themselves
 * and the groups that let them book; read again after group changes (its own save revalidates it).
 * @example const { data } = useStore(facilityUsersStore('fac-riverside-gym'));
 */
export function facilityUsersStore(facilityId: string): ResourceStore<FacilityUser[]> {
  return resourceStore(facilityUsers, facilityId);
}
