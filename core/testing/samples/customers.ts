/**
 * Samples of the demo data: staff: customers, customer groups, relationship types and viewing as a
 * customer. How to use them: README.md beside this file.
 */
import type { CustomerGroup, CustomerGroupCreate, CustomerGroupFacilities, CustomerGroupsResponse, CustomerGroupUsers } from '../../schemas/customer-groups';
import type { CustomerCreate, CustomerDetail, CustomerPremisesCreate, CustomerRelationship, CustomersResponse, RelationshipTypesResponse, ViewAsResponse } from '../../schemas/customers';
import { sampleAuthResult, sampleUser } from './account';
import { sampleIds } from './ids';

/**
 * The demo group Guest Suite users of Riverside Wharf (docs/demo-data.md): Olivia, holding the Guest Suite.
 *
 * @example
 * sampleCustomerGroup.users[0]?.fullName; // 'Olivia Owner'
 */
export const sampleCustomerGroup: CustomerGroup = {
  uuid: sampleIds.guestSuiteUsers,
  name: 'Guest Suite users',
  description: 'Residents who may book the Guest Suite.',
  developmentUuid: sampleIds.riversideWharf,
  users: [{ id: sampleIds.olivia, fullName: 'Olivia Owner', premises: ['Flat 1', 'Flat 2', 'Flat 3'] }],
  facilities: [{ id: sampleIds.guestSuite, name: 'Guest Suite' }],
};

/** Riverside Wharf's groups: the demo group and an empty one. */
export const sampleCustomerGroupsResponse: CustomerGroupsResponse = {
  groups: [
    sampleCustomerGroup,
    { uuid: 'grp-riverside-committee', name: 'Residents\u2019 committee', description: null, developmentUuid: sampleIds.riversideWharf, users: [], facilities: [] },
  ],
};

/** A new group of Riverside Wharf (`POST /user-group`). */
export const sampleCustomerGroupCreate: CustomerGroupCreate = { name: 'Gym users', description: 'Early risers.', developmentUuid: sampleIds.riversideWharf };

/** Sam joins a group (`POST /user-group/{id}/users`). */
export const sampleCustomerGroupUsers: CustomerGroupUsers = { users: [sampleIds.sam] };

/** The Gym given to a group (`POST /user-group/{id}/facilities`). */
export const sampleCustomerGroupFacilities: CustomerGroupFacilities = { facilities: [sampleIds.gym] };

/**
 * Riverside Wharf's customers as its staff see them: Olivia at Flats 1 and 2, Sam at Flat 4, and a
 * former subtenant of Flat 3 who never registered (inactive).
 *
 * @example
 * sampleCustomersResponse.customers.filter((row) => row.stateCode === 0).length; // 3
 */
export const sampleCustomersResponse: CustomersResponse = {
  customers: (
    [
      [sampleIds.olivia, 'pc-flat-1-olivia', 'Olivia', 'Owner', sampleIds.flat1, 'Flat 1', 'Owner', 0],
      [sampleIds.olivia, 'pc-flat-2-olivia', 'Olivia', 'Owner', sampleIds.flat2, 'Flat 2', 'Owner', 0],
      [sampleIds.sam, 'pc-flat-4-sam', 'Sam', 'Subtenant', sampleIds.flat4, 'Flat 4', 'Subtenant', 0],
      [null, 'pc-flat-3-tom', 'Tom', 'Former', sampleIds.flat3, 'Flat 3', 'Subtenant', 1],
    ] as const
  ).map(([userId, relationshipId, firstName, lastName, premisesId, premiseName, relationship, state]): CustomerRelationship => ({
    id: userId ?? relationshipId,
    userId,
    relationshipId,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    premisesId,
    premiseName,
    relationship,
    relationshipStateCode: state,
    stateCode: state,
    portalRegistered: userId ? '2025-03-01T10:00:00.000Z' : null,
    mainNumber: userId ? '020 7946 0000' : null,
    email: userId ? `${firstName.toLowerCase()}@example.com` : null,
    profilePictureUrl: null,
  })),
};

/**
 * The relationship types a customer can hold (`GET /customers/relationship-types`).
 *
 * @example
 * sampleRelationshipTypes.relationshipTypes.map((type) => type.name); // ['Owner', 'Subtenant', 'Tenant', 'Director']
 */
export const sampleRelationshipTypes: RelationshipTypesResponse = {
  relationshipTypes: [
    { id: sampleIds.relationshipOwner, name: 'Owner' },
    { id: sampleIds.relationshipSubtenant, name: 'Subtenant' },
    { id: sampleIds.relationshipTenant, name: 'Tenant' },
    { id: sampleIds.relationshipDirector, name: 'Director' },
  ],
};

/**
 * Olivia as Riverside Wharf's staff see her (`GET /customers/{id}`): three premises, nobody else
 * at them, twelve files (two pages of 10).
 *
 * @example
 * sampleCustomerDetail.files.length; // 12
 */
export const sampleCustomerDetail: CustomerDetail = {
  id: sampleIds.olivia,
  userId: sampleIds.olivia,
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Owner',
  fullName: 'Olivia Owner',
  stateCode: 0,
  portalRegistered: '2025-03-01T10:00:00.000Z',
  mainNumber: '020 7946 0018',
  email: 'owner@example.com',
  profilePictureUrl: null,
  premises: [
    { id: sampleIds.flat1, name: 'Flat 1', relationship: 'Owner', relationshipActive: true, relationshipId: sampleIds.oliviaFlat1, isMainResidence: true },
    { id: sampleIds.flat2, name: 'Flat 2', relationship: 'Owner', relationshipActive: true, relationshipId: 'con-olivia-flat-2', isMainResidence: false },
    { id: sampleIds.flat3, name: 'Flat 3', relationship: 'Owner', relationshipActive: true, relationshipId: 'con-olivia-flat-3', isMainResidence: false },
  ],
  people: [],
  newsPreferences: sampleUser.newsPreferences,
  files: Array.from({ length: 12 }, (_, index) => ({
    id: `cfl-olivia-${index + 1}`,
    name: `Letter ${index + 1}.pdf`,
    size: 20_000 + index * 1_000,
    updatedAt: `2026-10-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
    url: `/customers/${sampleIds.olivia}/files/cfl-olivia-${index + 1}`,
  })),
};

/**
 * A new tenant of Flat 2 (`POST /customers`).
 *
 * @example
 * sampleCustomerCreate.relationshipTypeId; // 'rel-tenant'
 */
export const sampleCustomerCreate: CustomerCreate = {
  email: 'nia.newcomer@example.com',
  developmentId: sampleIds.riversideWharf,
  firstName: 'Nia',
  lastName: 'Newcomer',
  title: 'Ms',
  relationshipTypeId: sampleIds.relationshipTenant,
  premisesId: sampleIds.flat2,
  mainNumber: '020 7946 0001',
};

/** Olivia made a director of Flat 4 (`POST /customers/{id}/premises`). */
export const sampleCustomerPremisesCreate: CustomerPremisesCreate = {
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat4,
  relationshipTypeId: sampleIds.relationshipDirector,
};

/**
 * Ada's view of Olivia's portal (`GET /customers/{id}/view-as`).
 *
 * @example
 * sampleViewAs.customer.user.email; // 'owner@example.com'
 */
export const sampleViewAs: ViewAsResponse = { customer: sampleAuthResult };
