// The staff area's stores of a development's customers and of one customer (by file, not the core
// index: only the staff area's lazy chunk reads them). Both read again when a customer of the
// development changes (core/api/endpoints/customers announces every write there). What makes a
// resource stale is kept per name, so each development's stores carry its id in their name.
import { developmentCustomersPath, getAllDevelopmentCustomers, getCustomer } from '../api/endpoints/customers';
import type { CustomerDetail, CustomerRelationship } from '../schemas/customers';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /developments/{id}/customers` with every row, inactive ones included: the customers tab
 * filters them itself. Read again after any change under `/developments/{id}/customers`.
 * @example const { data } = useStore(allDevelopmentCustomersStore('dev-riverside-wharf'));
 */
export function allDevelopmentCustomersStore(developmentId: string): ResourceStore<CustomerRelationship[]> {
  return resourceStore(
    { name: `development-customers-all@${developmentId}`, load: () => getAllDevelopmentCustomers(developmentId), changedBy: [developmentCustomersPath(developmentId)] },
    developmentId,
  );
}

/**
 * `GET /customers/{id}?developmentId=…`: one customer as that development's staff see them, read
 * again after a change of the development's customers.
 * @example const { data } = useStore(customerStore('usr-olivia-owner', 'dev-riverside-wharf'));
 */
export function customerStore(customerId: string, developmentId: string): ResourceStore<CustomerDetail> {
  return resourceStore(
    { name: `customer-detail@${developmentId}`, load: (customer) => getCustomer(customer, developmentId), changedBy: [developmentCustomersPath(developmentId)] },
    customerId,
  );
}
