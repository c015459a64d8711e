import type { ServerArea } from '../../area';
import { feedbackRoutes } from './feedback';
import { accountMigrations } from './migrations';
import { pictureRoutes } from './pictures';
import { seedAccount } from './seed';
import { signupRoutes } from './signup';
import { userRoutes } from './user';

/**
 * The signed-in user's own record (`/user`, its meta, booking info, titles, profile picture),
 * sign-up by invitation (`/user/signup/1-3`), feedback and support messages.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea];
 */
export const accountArea: ServerArea = {
  name: 'account',
  migrations: accountMigrations,
  seed: seedAccount,
  routes(app) {
    userRoutes(app);
    signupRoutes(app);
    feedbackRoutes(app);
    pictureRoutes(app);
  },
};

export { demoInvitations } from './seed';
export { DEFAULT_METADATA } from './user';
export { TITLES, phoneRules } from './profile-input';
export { accountRules } from './messages';
export { IDENTITY_ATTEMPTS } from './signup';
