import type { ServerArea } from '../../area';
import { premisesRoutes } from './routes';

/**
 * The premises pages of their owners (spec 1 §2-8): people, contact preferences, addresses (a
 * change raises a request), the balance and the main residence. No tables of its own: premises
 * and their contacts are the core area's, balances the charges area's. Routes in README.md.
 * @example export const areas = [coreArea, ..., developmentsArea, premisesArea, chargesArea];
 */
export const premisesArea: ServerArea = {
  name: 'premises',
  migrations: [],
  routes: premisesRoutes,
};
