import type { ServerArea } from '../../area';
import { authMigrations } from './migrations';
import { authRoutes } from './routes';
import { viewAsRoutes } from './view-as-routes';

/**
 * Signing in and sessions: password, MFA and SSO sign-in, refresh-token rotation with reuse
 * detection, sign-out, forgotten and reset password, e-mail confirmation, rate limits, and the
 * view-as sessions staff open as a customer.
 * @example export const areas = [coreArea, outboxArea, authArea];
 */
export const authArea: ServerArea = {
  name: 'auth',
  migrations: authMigrations,
  routes(app) {
    authRoutes(app);
    viewAsRoutes(app);
  },
};

export { issueSession, openSession, revokeAllSessions } from './sessions';
export { consumeEmailLinkToken, createEmailLinkToken, EMAIL_LINK_SECONDS, hasLiveEmailLink, sendEmailConfirmation } from './email-links';
export { clientAddress, rateLimiter, type RateLimit, type RateLimiter } from './rate-limit';
export { storePassword, TEMPORARY_PASSWORD_SECONDS } from './temporary-password';
