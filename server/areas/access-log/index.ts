import type { ServerArea } from '../../area';
import { accessLogMigrations } from './migrations';
import { accessLogRoutes } from './routes';
import { seedAccessLog } from './seed';

/**
 * The access log (spec 2 §2 reports, §7): every successful sign-in (password, MFA code, single
 * sign-on; never a refresh), every view-as session start and every password staff set, with when,
 * who, the developments it concerns and, for a view-as, the staff member who viewed. Staff of a
 * development with the hasEcommsLogReport flag download its customers' part as CSV.
 * @example export const areas = [...others, accessLogArea];
 */
export const accessLogArea: ServerArea = {
  name: 'access-log',
  migrations: accessLogMigrations,
  seed: seedAccessLog,
  routes: accessLogRoutes,
};

export { recordAccess } from './service';
export type { AccessEvent } from './migrations';
