// spec 2 §7 Customers and the staff password reset: one customer's detail, adding a customer or a
// premises, activating or deactivating a relationship, the relationship types. Imported by file
// by the staff area only: residents never load it. A change is announced under
// `/developments/{id}/customers`, so the development's customer list reads again.
import { AdminPasswordResetResult, type AdminPasswordResetRequest } from '../../schemas/auth';
import { Bill } from '../../schemas/charges';
import {
  CustomerCreated,
  CustomerDetailResponse,
  CustomersResponse,
  RelationshipTypesResponse,
  type CustomerCreate,
  type CustomerDetail,
  type CustomerPremisesCreate,
  type CustomerRelationship,
  type RelationshipType,
} from '../../schemas/customers';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

/**
 * The path announced when a development's customers change: what its customer list listens for.
 * @example developmentCustomersPath('dev-riverside-wharf') // '/developments/dev-riverside-wharf/customers'
 */
export function developmentCustomersPath(developmentId: string): string {
  return apiPath`/developments/${developmentId}/customers`;
}

/**
 * `GET /developments/{id}/customers` without `inactive=0`: every row, active or not, each with its
 * states, so the customers tab's "show inactive" filters without a second call. Fails with
 * "Something went wrong while fetching the customers.".
 * @example const rows = await getAllDevelopmentCustomers('dev-riverside-wharf');
 */
export async function getAllDevelopmentCustomers(developmentId: string, call?: CallOptions): Promise<CustomerRelationship[]> {
  const { customers } = await request({
    method: 'GET',
    path: apiPath`/developments/${developmentId}/customers`,
    schema: CustomersResponse,
    errorPrefix: t('errors.customers'),
    ...call,
  });
  return customers;
}

/**
 * `GET /customers/{id}/files/{fileId}` (a `CustomerFile`'s `url`): the file as base64 content and
 * its name, with the staff member's token.
 * @example const { content, fileName } = await getCustomerFile('usr-olivia-owner', 'cfl-olivia-1');
 */
export function getCustomerFile(customerId: string, fileId: string, call?: CallOptions): Promise<Bill> {
  return request({ method: 'GET', path: apiPath`/customers/${customerId}/files/${fileId}`, schema: Bill, ...call });
}

/**
 * `GET /customers/{id}?developmentId=…`: one customer as the development's staff see them. Fails
 * with "Something went wrong while fetching the customer.".
 * @example const olivia = await getCustomer('usr-olivia-owner', 'dev-riverside-wharf');
 */
export async function getCustomer(customerId: string, developmentId: string, call?: CallOptions): Promise<CustomerDetail> {
  const { customer } = await request({
    method: 'GET',
    path: apiPath`/customers/${customerId}`,
    query: { developmentId },
    schema: CustomerDetailResponse,
    errorPrefix: t('errors.customer'),
    ...call,
  });
  return customer;
}

/**
 * `GET /customers/relationship-types`: the relationships a customer can hold to a premises.
 * @example const types = await getRelationshipTypes();
 */
export async function getRelationshipTypes(call?: CallOptions): Promise<RelationshipType[]> {
  const { relationshipTypes } = await request({ method: 'GET', path: '/customers/relationship-types', schema: RelationshipTypesResponse, ...call });
  return relationshipTypes;
}

/**
 * `POST /customers`: a new customer of one premises. The form shows a failure in an alert with
 * its own title, so no prefix here.
 * @example const row = await createCustomer(sampleCustomerCreate);
 */
export async function createCustomer(body: CustomerCreate, call?: CallOptions): Promise<CustomerRelationship> {
  const { customer } = await request({ method: 'POST', path: '/customers', body, schema: CustomerCreated, ...call });
  return announceChange(developmentCustomersPath(body.developmentId), customer);
}

/**
 * `POST /customers/{id}/premises`: one more premises of the development for the customer.
 * @example const olivia = await addCustomerPremises('usr-olivia-owner', sampleCustomerPremisesCreate);
 */
export async function addCustomerPremises(customerId: string, body: CustomerPremisesCreate, call?: CallOptions): Promise<CustomerDetail> {
  const { customer } = await request({ method: 'POST', path: apiPath`/customers/${customerId}/premises`, body, schema: CustomerDetailResponse, ...call });
  return announceChange(developmentCustomersPath(body.developmentId), customer);
}

/**
 * `PATCH /contact-relationships/{id}`: activates or deactivates one relationship.
 * @example const olivia = await setRelationshipActive('con-olivia-flat-2', false, 'dev-riverside-wharf');
 */
export async function setRelationshipActive(relationshipId: string, active: boolean, developmentId: string, call?: CallOptions): Promise<CustomerDetail> {
  const { customer } = await request({
    method: 'PATCH',
    path: apiPath`/contact-relationships/${relationshipId}`,
    body: { active },
    schema: CustomerDetailResponse,
    ...call,
  });
  return announceChange(developmentCustomersPath(developmentId), customer);
}

/**
 * `PUT /admin/users/{id}/password`: sets a registered customer's password to a generated temporary
 * one (role global only). Answers the API's message.
 * @example const { message } = await resetUserPassword('usr-olivia-owner', { newPassword: generateTemporaryPassword() });
 */
export async function resetUserPassword(userId: string, body: AdminPasswordResetRequest, call?: CallOptions): Promise<AdminPasswordResetResult> {
  return request({ method: 'PUT', path: apiPath`/admin/users/${userId}/password`, body, schema: AdminPasswordResetResult, ...call });
}
