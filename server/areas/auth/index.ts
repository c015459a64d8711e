import type { ServerArea } from '../../area';
import { authMigrations } from './migrations';
import { authRoutes } from './routes';

/**
 * Signing in and sessions: password, MFA and SSO sign-in, refresh-token rotation with reuse
 * detection, sign-out, forgotten and reset password, e-mail confirmation, rate limits.
 * @example export const areas = [coreArea, outboxArea, authArea];
 */
export const authArea: ServerArea = {
  name: 'auth',
  migrations: authMigrations,
  routes: authRoutes,
};

export { issueSession, isSessionOpen } from './sessions';
export { sendEmailConfirmation } from './email-links';
