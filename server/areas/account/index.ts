import type { ServerArea } from '../../area';
import { accountMigrations } from './migrations';
import { accountRoutes } from './routes';
import { seedAccount } from './seed';

/**
 * The signed-in user's own record (`/user`, its meta, booking info, titles, profile picture),
 * sign-up by invitation (`/user/signup/1-3`), feedback and support messages.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea];
 */
export const accountArea: ServerArea = {
  name: 'account',
  migrations: accountMigrations,
  seed: seedAccount,
  routes: accountRoutes,
};

export { demoInvitations } from './seed';
export { DEFAULT_METADATA } from './user-routes';
export { TITLES, phoneRules } from './profile-input';
export { accountRules } from './messages';
export { IDENTITY_ATTEMPTS } from './signup-routes';
export { createGlobalStaff, type GlobalStaff } from './service';
