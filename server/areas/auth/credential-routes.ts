// A signed-in user changing how they sign in (spec 2 §2 settings, §7, §8): the password, and
// multi-factor authentication on or off. A stolen access token alone must not be enough for
// either, so each asks for a proof only the person has: the current password, or a fresh code
// from their mailbox. Each is rate limited like sign-in, since each answers whether a password or
// code is right.
import type { Context, Hono } from 'hono';
import { ChangePasswordRequest } from '../../../core/schemas';
import { MfaSwitchRequest } from '../../../core/schemas/settings';
import type { AppContext, AppEnv } from '../../area';
import { checkStrongPassword, hashPassword, verifyPassword } from '../../auth/passwords';
import { bearerToken, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { findUserRow, userJson } from '../core';
import { authMessages } from './messages';
import { checkMfaCode, readMfaToken, startMfaChallenge } from './mfa';
import { changePassword, setMfa } from './service';
import { passwordStatus } from './temporary-password';

/** Counts one attempt of `group` for the caller's address and the account (the auth routes' limiter). */
export type LimitAttempt = (c: Context<AppEnv>, group: 'new-password' | 'mfa-switch-start' | 'mfa-switch', account: string) => Promise<void>;

/** The session the caller's access token belongs to, if it names one. */
async function callerSession(c: Context<AppEnv>): Promise<string | undefined> {
  const claims = await c.var.ctx.accessTokens.verifyClaims(bearerToken(c.req.header('Authorization')) ?? '');
  return claims?.fam;
}

/**
 * Throws spec 2 §8's 401 unless `password` is the user's current one. A temporary password (set by
 * staff) proves only a password change, and only until it expires: choosing a new password is all
 * it is for, and a caller signed in another way (single sign-on) may use it so.
 */
async function requireCurrentPassword(ctx: AppContext, userId: string, password: string, purpose: 'password-change' | 'mfa-off'): Promise<void> {
  const row = await findUserRow(ctx.db, userId);
  if (!row || !(await verifyPassword(password, row.password_hash))) throw new HttpError(401, [authMessages.currentPasswordWrong]);
  const status = passwordStatus(ctx, row);
  if (status === 'expired') throw new HttpError(401, [authMessages.temporaryPasswordExpired]);
  if (status === 'temporary' && purpose !== 'password-change') throw new HttpError(401, [authMessages.temporaryPasswordOnlyForChange]);
}

/**
 * `PUT /user/new-password` and the multi-factor switch (`POST /user/mfa/start`, `PUT /user/mfa`).
 * @example credentialRoutes(app, limit);
 */
export function credentialRoutes(app: Hono<AppEnv>, limit: LimitAttempt): void {
  // spec 2 §7, §8: the current and the new password; a wrong current one is a 401.
  app.put('/user/new-password', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, ChangePasswordRequest);
    await limit(c, 'new-password', user.id);
    await requireCurrentPassword(ctx, user.id, body.currentPassword, 'password-change');
    // spec 1 §5: the strength rule of sign-up and reset.
    const passwordHash = await hashPassword(checkStrongPassword('newPassword', body.newPassword));
    // Whoever knew the old password may hold a session elsewhere: those end, this one goes on.
    await changePassword(ctx, user.id, passwordHash, await callerSession(c));
    return c.body(null, 204);
  });

  // Sends a code to the account's e-mail address, as the sign-in's second step does; turning MFA on
  // with it proves that the codes of later sign-ins will arrive.
  app.post('/user/mfa/start', requireUser, async (c) => {
    const { ctx, user } = c.var;
    await limit(c, 'mfa-switch-start', user.id);
    const row = (await findUserRow(ctx.db, user.id))!;
    const challengeToken = await startMfaChallenge(ctx, row, 'mfa-switch');
    return c.json({ data: { challengeToken, email: row.email } });
  });

  // On with the challenge's code; off with the current password (a lost mailbox must not lock
  // the switch, and the password is what the person still has). Answers the user as it now is.
  app.put('/user/mfa', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, MfaSwitchRequest);
    await limit(c, 'mfa-switch', user.id);
    if (body.multifactorEnabled) {
      const claims = await readMfaToken(ctx, body.challengeToken, 'mfa-switch');
      if (!claims || claims.userId !== user.id) throw new HttpError(401, [authMessages.mfaSwitchExpired]);
      try {
        await checkMfaCode(ctx, claims, body.code);
      } catch (error) {
        // The sign-in's words for a used or locked challenge say "sign in again"; here a new code is the way on.
        const wrongOrExpired = error instanceof HttpError && ([authMessages.mfaCodeWrong, authMessages.mfaCodeExpired] as string[]).includes(error.messages[0] ?? '');
        if (error instanceof HttpError && !wrongOrExpired) throw new HttpError(401, [authMessages.mfaSwitchLocked]);
        throw error;
      }
    } else {
      await requireCurrentPassword(ctx, user.id, body.currentPassword, 'mfa-off');
    }
    return c.json({ data: userJson(await setMfa(ctx, user.id, body.multifactorEnabled)) });
  });
}
