import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../core';
import { sendMessage } from '../outbox';
import { authEmails, authMessages } from './messages';

/** A code works for 10 minutes after it was sent. */
export const MFA_CODE_SECONDS = 10 * 60;
/** The MFA token outlives its first code, so a resend (spec 1 §2) can still use it. */
export const MFA_TOKEN_SECONDS = 30 * 60;
/** Wrong codes before the sign-in is locked and must start again; a resend does not reset them. */
export const MFA_MAX_WRONG_CODES = 5;
/**
 * Wrong codes one account may get across all its sign-ins within `MFA_ACCOUNT_WINDOW_SECONDS`;
 * past it every code is refused until the window has passed, so new sign-ins bring no new guesses.
 */
export const MFA_ACCOUNT_MAX_WRONG_CODES = 10;
export const MFA_ACCOUNT_WINDOW_SECONDS = 60 * 60;

// The code goes by e-mail to the account's address, even when the user has a mobile number: the
// MFA token's e-mail claim is what the portal's MFA screen shows as the code's destination
// (spec 1 §2), and one channel keeps resends going where the first code went.

function codeHash(ctx: AppContext, challengeId: string, code: string): Buffer {
  return createHmac('sha256', ctx.secret).update(`${challengeId}:${code}`).digest();
}

/**
 * What a challenge is for, which is its token's `typ`: the second step of a sign-in, or the code
 * that confirms turning multi-factor authentication on in settings. A token of one is refused by
 * the other, so a settings code can never complete a sign-in.
 */
export type ChallengePurpose = 'mfa' | 'mfa-switch';

async function sendCode(ctx: AppContext, email: string, challengeId: string, purpose: ChallengePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = MFA_CODE_SECONDS / 60;
  const message = purpose === 'mfa' ? authEmails.mfaCode(code, minutes) : authEmails.mfaSwitchCode(code, minutes);
  await sendMessage(ctx, { to: email, channel: 'email', ...message });
  return codeHash(ctx, challengeId, code).toString('hex');
}

function codeExpiry(ctx: AppContext): string {
  return new Date(ctx.now().getTime() + MFA_CODE_SECONDS * 1000).toISOString();
}

/**
 * Starts the second step of a sign-in: a fresh 6-digit code to the user's e-mail address, and the
 * MFA token (a JWT: `typ` 'mfa', `sub` the user id, `email`, `jti` the challenge) that the 403
 * answer carries.
 * @example throw new HttpError(403, [authMessages.mfaRequired], { mfaToken: await startMfaChallenge(ctx, row) });
 */
export async function startMfaChallenge(ctx: AppContext, user: UserRow, purpose: ChallengePurpose = 'mfa'): Promise<string> {
  const challengeId = `${purpose}-${randomUUID()}`;
  const now = ctx.now();
  const codeHashHex = await sendCode(ctx, user.email, challengeId, purpose);
  await ctx.db
    .insertInto('mfa_challenges')
    .values({ id: challengeId, user_id: user.id, code_hash: codeHashHex, code_expires_at: codeExpiry(ctx), created_at: now.toISOString() })
    .execute();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: purpose, email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(challengeId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MFA_TOKEN_SECONDS)
    .sign(ctx.secret);
}

/** The sign-in an MFA token stands for. */
export interface MfaTokenClaims {
  readonly userId: string;
  readonly challengeId: string;
}

/**
 * The user and challenge of a valid, unexpired token of a challenge for `purpose`, or null.
 * @example const claims = await readMfaToken(ctx, body.token);
 */
export async function readMfaToken(ctx: AppContext, token: string, purpose: ChallengePurpose = 'mfa'): Promise<MfaTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.secret, { algorithms: ['HS256'], currentDate: ctx.now() });
    if (payload.typ !== purpose || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub, challengeId: payload.jti };
  } catch {
    return null;
  }
}

async function openChallenge(db: Db, { userId, challengeId }: MfaTokenClaims) {
  const row = await db
    .selectFrom('mfa_challenges')
    .select(['code_hash', 'code_expires_at', 'failed_attempts', 'status'])
    .where('id', '=', challengeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, [authMessages.mfaSignInExpired]);
  if (row.status === 'used') throw new HttpError(401, [authMessages.mfaCodeUsed]);
  if (row.status === 'locked') throw new HttpError(401, [authMessages.mfaLocked]);
  if (row.status === 'ended') throw new HttpError(401, [authMessages.mfaSignInExpired]);
  return row;
}

/**
 * Ends the user's sign-ins that wait for their code: each was started with a password that has
 * just been replaced, so none may finish with it. Their wrong codes still count for the account.
 * Inside a transaction, pass the context with it: `{ ...ctx, db: trx }`.
 * @example await endOpenSignIns(ctx, userId);
 */
export async function endOpenSignIns(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  // A settings code (mfa-switch) belongs to a signed-in session, which the password change deals with.
  await ctx.db
    .updateTable('mfa_challenges')
    .set({ status: 'ended' })
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where('id', 'like', 'mfa-%')
    .where('id', 'not like', 'mfa-switch-%')
    .execute();
}

/** The wrong codes the account got within the window, across its challenges. */
async function accountWrongCodes(ctx: AppContext, db: Db, userId: string): Promise<number> {
  const since = new Date(ctx.now().getTime() - MFA_ACCOUNT_WINDOW_SECONDS * 1000).toISOString();
  const row = await db
    .selectFrom('mfa_challenges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failed_attempts'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks the code of a challenge: right, unexpired and unused, it is used up and this returns;
 * otherwise a 401 says why. The fifth wrong code locks the challenge: a new sign-in is needed.
 * Once the account has had `MFA_ACCOUNT_MAX_WRONG_CODES` wrong codes within the window, every
 * code is refused, right or wrong, until the window has passed. The account's row is held for the
 * check, so tries on several processes at once are counted one after another.
 * @example await checkMfaCode(ctx, claims, body.code); return c.json({ data: await issueSession(ctx, claims.userId) });
 */
export async function checkMfaCode(ctx: AppContext, claims: MfaTokenClaims, code: string): Promise<void> {
  const failure = await inTransaction(ctx.db, async (trx): Promise<HttpError | null> => {
    await ctx.dialect.lockRow(trx, 'users', claims.userId);
    const row = await openChallenge(trx, claims);
    if ((await accountWrongCodes(ctx, trx, claims.userId)) >= MFA_ACCOUNT_MAX_WRONG_CODES) return new HttpError(401, [authMessages.mfaAccountLocked]);
    if (Date.parse(row.code_expires_at) <= ctx.now().getTime()) return new HttpError(401, [authMessages.mfaCodeExpired]);
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = codeHash(ctx, claims.challengeId, code);
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) {
      await trx.updateTable('mfa_challenges').set({ status: 'used' }).where('id', '=', claims.challengeId).execute();
      return null;
    }
    const failed = row.failed_attempts + 1;
    const locked = failed >= MFA_MAX_WRONG_CODES;
    await trx
      .updateTable('mfa_challenges')
      .set({ failed_attempts: failed, status: locked ? 'locked' : 'open' })
      .where('id', '=', claims.challengeId)
      .execute();
    return new HttpError(401, [locked ? authMessages.mfaLocked : authMessages.mfaCodeWrong]);
  });
  // Returned from the transaction rather than thrown in it, so the counted wrong try is committed.
  if (failure) throw failure;
}

/**
 * Sends a new code for an open challenge (`POST /user/resend-mfa-code`): it replaces the old one,
 * works for another 10 minutes, and the wrong tries so far still count. A used or locked challenge
 * is a 401: the user signs in again.
 * @example await resendMfaCode(ctx, claims);
 */
export async function resendMfaCode(ctx: AppContext, claims: MfaTokenClaims): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await openChallenge(trx, claims);
    const user = await trx.selectFrom('users').select('email').where('id', '=', claims.userId).executeTakeFirst();
    if (!user) throw new HttpError(401, [authMessages.mfaSignInExpired]);
    const codeHashHex = await sendCode({ ...ctx, db: trx }, user.email, claims.challengeId, 'mfa');
    await trx.updateTable('mfa_challenges').set({ code_hash: codeHashHex, code_expires_at: codeExpiry(ctx) }).where('id', '=', claims.challengeId).execute();
  });
}
