import type { Context, Hono } from 'hono';
import { object } from 'superstruct';
import {
  type AuthResult,
  ConfirmEmailRequest,
  email,
  ForgottenPasswordRequest,
  LoginRequest,
  ResendMfaCodeRequest,
  ResetPasswordRequest,
} from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { checkStrongPassword, hashPassword, verifyPassword } from '../../auth/passwords';
import { bearerToken, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { findUserByEmail, findUserRow } from '../core';
import { recordAccess } from '../access-log';
import { credentialRoutes } from './credential-routes';
import { demoProviderRoutes } from './demo-provider-routes';
import { findEmailLinkToken, sendPasswordReset } from './email-links';
import { authMessages } from './messages';
import { checkMfaCode, readMfaToken, resendMfaCode, startMfaChallenge } from './mfa';
import { clientAddress, rateLimiter } from './rate-limit';
import { randomToken } from './secrets';
import { confirmEmail, resetPassword } from './service';
import { issueSession, revokeFamily, rotateRefreshToken } from './sessions';
import { mintSsoToken, ssoUser } from './sso';
import { passwordChangeRequired, passwordStatus } from './temporary-password';

/** The rate-limited route groups: each has its own counters per client address and per account. */
type LimitedGroup = 'login' | 'mfa' | 'resend-mfa-code' | 'forgotten-password' | 'new-password' | 'mfa-switch-start' | 'mfa-switch';

const SsoTokenQuery = object({ email });

// A wrong e-mail must take as long as a wrong password, or the time of the answer would tell which
// addresses have accounts: an unknown address is checked against this hash of a random password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

/** A successful sign-in: a new session, written in the access log (how the user signed in). */
async function signedIn(ctx: AppContext, userId: string, how: 'password' | 'mfa' | 'sso'): Promise<AuthResult> {
  const session = await issueSession(ctx, userId);
  await recordAccess(ctx, { userId, event: how });
  return session;
}

/**
 * The auth routes: sign-in, the token refresh, sign-out, the MFA code, forgotten and reset
 * password, e-mail confirmation, a signed-in user's password change and MFA switch, and the
 * demo-only SSO token and identity provider page (README.md in this folder lists them).
 * @example authRoutes(app);
 */
export function authRoutes(app: Hono<AppEnv>): void {
  const limiter = rateLimiter();
  /** Counts an attempt by the caller's address and, when known, for the account it targets. */
  async function limit(c: Context<AppEnv>, group: LimitedGroup, account?: string): Promise<void> {
    const { ctx } = c.var;
    await limiter.hit(ctx, `${group}:address:${clientAddress(c)}`, ctx.config.rateLimit);
    if (account !== undefined) await limiter.hit(ctx, `${group}:account:${account.toLowerCase()}`, ctx.config.rateLimit);
  }

  credentialRoutes(app, limit);

  // spec 1 §7: POST /user/login by password, MFA code or SSO token; answers authToken,
  // refreshToken, user. spec 1 §2: a 403 carrying an MFA token moves the user to the MFA screen;
  // a 403 carrying a password-change token (a temporary password, temporary-password.ts) moves
  // them to the reset-password page.
  app.post('/user/login', async (c) => {
    const body = await readJson(c, LoginRequest);
    const { ctx } = c.var;
    switch (body.method) {
      case 'password': {
        await limit(c, 'login', body.email);
        const user = await findUserByEmail(ctx.db, body.email);
        const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()));
        if (!user || !matches) throw new HttpError(401, [authMessages.wrongCredentials]);
        // Each answer below is told only to whoever knows the password: nothing for a stranger.
        const status = passwordStatus(ctx, user);
        if (status === 'expired') throw new HttpError(401, [authMessages.temporaryPasswordExpired]);
        // Before a temporary password's token: that token resets the password without the
        // mailbox, and the reset route would otherwise take it as proof of the address.
        if (user.email_confirmed === 0) throw new HttpError(403, [authMessages.emailNotConfirmed]);
        // A temporary password is a password like any other for MFA: the code comes first, and
        // the code step then answers the token (below).
        if (user.mfa_enabled === 1) throw new HttpError(403, [authMessages.mfaRequired], { mfaToken: await startMfaChallenge(ctx, user) });
        if (status === 'temporary') throw await passwordChangeRequired(ctx, user.id);
        return c.json({ data: await signedIn(ctx, user.id, 'password') });
      }
      case 'mfa': {
        const claims = await readMfaToken(ctx, body.token);
        await limit(c, 'mfa', claims?.userId);
        if (!claims) throw new HttpError(401, [authMessages.mfaSignInExpired]);
        await checkMfaCode(ctx, claims, body.code);
        // A password change ends the sign-ins waiting for a code (storePassword), so the password
        // this one started with is the user's current one: temporary, it leads only to a new one.
        const user = await findUserRow(ctx.db, claims.userId);
        const status = user ? passwordStatus(ctx, user) : 'chosen';
        if (status === 'expired') throw new HttpError(401, [authMessages.temporaryPasswordExpired]);
        if (status === 'temporary') throw await passwordChangeRequired(ctx, claims.userId);
        return c.json({ data: await signedIn(ctx, claims.userId, 'mfa') });
      }
      case 'sso': {
        // The identity provider has done its own checks (its MFA included): the token is the proof.
        const userId = await ssoUser(ctx, body.token);
        if (!userId) throw new HttpError(401, [authMessages.ssoInvalid]);
        return c.json({ data: await signedIn(ctx, userId, 'sso') });
      }
    }
  });

  // spec 1 §7: GET /user/token, bearer refresh token; answers authToken, refreshToken, user.
  app.get('/user/token', async (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new HttpError(401, [authMessages.sessionEnded]);
    return c.json({ data: await rotateRefreshToken(c.var.ctx, token) });
  });

  // spec 1 §7: GET /user/logout. The client sends only the access token, whose `fam` claim names
  // the session to end.
  app.get('/user/logout', requireUser, async (c) => {
    const claims = await c.var.ctx.accessTokens.verifyClaims(bearerToken(c.req.header('Authorization')) ?? '');
    if (claims?.fam) await revokeFamily(c.var.ctx, claims.fam, c.var.user.id);
    return c.body(null, 204);
  });

  // spec 1 §7: POST /user/resend-mfa-code with the MFA token.
  app.post('/user/resend-mfa-code', async (c) => {
    const { mfaToken } = await readJson(c, ResendMfaCodeRequest);
    const { ctx } = c.var;
    const claims = await readMfaToken(ctx, mfaToken);
    await limit(c, 'resend-mfa-code', claims?.userId);
    if (!claims) throw new HttpError(401, [authMessages.mfaSignInExpired]);
    await resendMfaCode(ctx, claims);
    return c.body(null, 204);
  });

  // spec 1 §7: POST /user/forgotten-password. The same answer whether or not the address has an
  // account, so the route cannot be used to find out who has one.
  app.post('/user/forgotten-password', async (c) => {
    const { email: address } = await readJson(c, ForgottenPasswordRequest);
    const { ctx } = c.var;
    await limit(c, 'forgotten-password', address);
    const user = await findUserByEmail(ctx.db, address);
    if (user) await sendPasswordReset(ctx, user);
    return c.body(null, 204);
  });

  // spec 1 §7: PUT /user/password, newPassword, bearer reset token.
  app.put('/user/password', async (c) => {
    const { ctx } = c.var;
    const token = bearerToken(c.req.header('Authorization'));
    if (!token || !(await findEmailLinkToken(ctx, token, 'reset-password'))) throw new HttpError(401, [authMessages.linkInvalid]);
    const { newPassword } = await readJson(c, ResetPasswordRequest);
    // spec 1 §5: the reset form's strength rule holds here too, for a client that skips the form.
    const passwordHash = await hashPassword(checkStrongPassword('newPassword', newPassword));
    // The token is checked again and used up with the change, in one transaction (service.ts).
    const reset = await resetPassword(ctx, token, passwordHash);
    if (!reset) throw new HttpError(401, [authMessages.linkInvalid]);
    return c.body(null, 204);
  });

  // spec 1 §7 leaves the path open; core/api/endpoints/user.ts chose POST /user/confirm-email { token }.
  app.post('/user/confirm-email', async (c) => {
    const { token } = await readJson(c, ConfirmEmailRequest);
    const { ctx } = c.var;
    const confirmed = await confirmEmail(ctx, token);
    if (!confirmed) throw new HttpError(401, [authMessages.linkInvalid]);
    return c.body(null, 204);
  });

  // Demo mode only: an identity provider's sign-in page, for the portal's Sign in with … to go to.
  demoProviderRoutes(app);

  // Demo mode only: an SSO token for any address, minted as an identity provider would, so that
  // people and tests can try single sign-on without one.
  app.get('/dev/sso-token', async (c) => {
    const { ctx } = c.var;
    if (!ctx.config.demoMode) throw new HttpError(404, [authMessages.noSuchRoute]);
    const query = readQuery(c, SsoTokenQuery);
    return c.json({ data: { token: await mintSsoToken(ctx, query.email) } });
  });
}
