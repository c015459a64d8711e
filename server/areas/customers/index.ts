import type { ServerArea } from '../../area';
import { customersMigrations } from './migrations';
import { contactOfferRoutes } from './offers';
import { customerRoutes } from './routes';
import { seedCustomers } from './seed';

/**
 * Customers as staff see them (spec 2 §2, §3, §7): a development's customers, one customer's
 * detail and files, adding customers and premises, relationships' state, the staff password
 * reset, and the contacts offered to the customer whose e-mail staff typed. Needs the core area's premises contacts (one table, with this area's columns) and server/files/pdf. Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, premisesArea, chargesArea, newsArea, requestsArea, facilitiesArea, notificationsArea, documentsArea, customersArea];
 */
export const customersArea: ServerArea = {
  name: 'customers',
  migrations: customersMigrations,
  seed: seedCustomers,
  routes: (app) => {
    customerRoutes(app);
    contactOfferRoutes(app);
  },
};
