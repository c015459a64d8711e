import { randomUUID } from 'node:crypto';
import type { AuthResult } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { HttpError } from '../../http/errors';
import { findUserRow, userJson } from '../core';
import { authMessages } from './messages';
import { hashToken, randomToken } from './secrets';

// A session is a refresh-token family: sign-in starts one, every refresh rotates its token (the
// old one is marked used, a new one joins the family), and presenting a used token means it was
// copied, so the whole family ends, the newest token included (DESIGN.md, the issue's security list).

/**
 * What a session is, beyond its user: a view-as session names its staff member and the development
 * it was opened from, and has a fixed end.
 */
interface SessionKind {
  readonly viewAsBy: string | null;
  readonly viewAsDevelopment: string | null;
  /** ISO instant after which nothing of the session works; null for an ordinary session. */
  readonly endsAt: string | null;
}

async function addRefreshToken(ctx: AppContext, db: Db, familyId: string, endsAt: string | null): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  // A session with a fixed end never hands out a refresh token that outlives it.
  const lifetimeEnd = now.getTime() + ctx.config.refreshTokenSeconds * 1000;
  const expiresAt = endsAt === null ? lifetimeEnd : Math.min(lifetimeEnd, Date.parse(endsAt));
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: hashToken(token), family_id: familyId, created_at: now.toISOString(), expires_at: new Date(expiresAt).toISOString() })
    .execute();
  return token;
}

async function authResult(ctx: AppContext, userId: string, familyId: string, refreshToken: string, kind: SessionKind): Promise<AuthResult> {
  const row = await findUserRow(ctx.db, userId);
  if (!row) throw new HttpError(401, [authMessages.sessionEnded]);
  // The access token names its family, so sign-out (which sends only the access token) can end it;
  // a view-as session's tokens carry its mark across every refresh, and end with the session.
  const claims = { fam: familyId, ...(kind.viewAsBy !== null && { viewAsBy: kind.viewAsBy }) };
  const authToken = await ctx.accessTokens.sign(userId, ctx.now(), claims, kind.endsAt === null ? undefined : new Date(kind.endsAt));
  return { authToken, refreshToken, user: userJson(row) };
}

/**
 * Starts a new session for the user: a new refresh-token family with its first token, an access
 * token naming that family, and the user. Sign-in (password, MFA, SSO) and sign-up step 3 answer
 * this. With `viewAs`, it is a view-as session opened by that staff member from that development
 * (spec 2 §4): its tokens are marked, it reads only that development's records, and it ends
 * `viewAsSessionSeconds` after it starts whatever its refreshes.
 * @example return c.json({ data: await issueSession(ctx, user.id) });
 */
export async function issueSession(ctx: AppContext, userId: string, options: { viewAs?: { by: string; developmentId: string } } = {}): Promise<AuthResult> {
  if (!(await findUserRow(ctx.db, userId))) throw new Error(`issueSession: there is no user ${userId}`);
  const familyId = `fam-${randomUUID()}`;
  const now = ctx.now();
  const kind: SessionKind = {
    viewAsBy: options.viewAs?.by ?? null,
    viewAsDevelopment: options.viewAs?.developmentId ?? null,
    endsAt: options.viewAs === undefined ? null : new Date(now.getTime() + ctx.config.viewAsSessionSeconds * 1000).toISOString(),
  };
  const refreshToken = await inTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto('refresh_families')
      .values({
        id: familyId,
        user_id: userId,
        created_at: now.toISOString(),
        view_as_by: kind.viewAsBy,
        view_as_development: kind.viewAsDevelopment,
        ends_at: kind.endsAt,
      })
      .execute();
    return addRefreshToken(ctx, trx, familyId, kind.endsAt);
  });
  return authResult(ctx, userId, familyId, refreshToken, kind);
}

/**
 * Exchanges a refresh token for a new one in the same family, a new access token and the user
 * (`GET /user/token`). An unknown, expired or revoked token is a 401; a token that was already
 * exchanged revokes its whole family first, then is a 401. Two processes given the same token at
 * once: the token is marked used by one statement that only an unused token passes, so exactly
 * one of them rotates it and the other sees reuse.
 * @example const result = await rotateRefreshToken(ctx, bearer);
 */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<AuthResult> {
  const now = ctx.now();
  const tokenHash = hashToken(token);
  const rotated = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens as t')
      .innerJoin('refresh_families as f', 'f.id', 't.family_id')
      .select(['t.family_id', 't.expires_at', 't.used_at', 'f.user_id', 'f.revoked_at', 'f.view_as_by', 'f.view_as_development', 'f.ends_at'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return null;
    if (row.used_at === null) {
      if (Date.parse(row.expires_at) <= now.getTime()) return null;
      if (row.ends_at !== null && Date.parse(row.ends_at) <= now.getTime()) return null;
      // Used up only if it still is unused: another process may have rotated it since the read.
      const marked = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 1) {
        const kind: SessionKind = { viewAsBy: row.view_as_by, viewAsDevelopment: row.view_as_development, endsAt: row.ends_at };
        return { userId: row.user_id, familyId: row.family_id, kind, refreshToken: await addRefreshToken(ctx, trx, row.family_id, row.ends_at) };
      }
    }
    // Reuse of a spent token: someone else holds a copy. End the session for both holders.
    await revokeFamily({ ...ctx, db: trx }, row.family_id);
    return null;
  });
  // Thrown after the transaction, so that a reuse's revocation is committed.
  if (!rotated) throw new HttpError(401, [authMessages.sessionEnded]);
  return authResult(ctx, rotated.userId, rotated.familyId, rotated.refreshToken, rotated.kind);
}

/**
 * Ends one session: every refresh token of the family stops working. `userId`, when given, must
 * own the family (sign-out ends only the caller's own session). Inside a transaction, pass the
 * context with it: `{ ...ctx, db: trx }`.
 * @example await revokeFamily(ctx, claims.fam, user.id);
 */
export async function revokeFamily(ctx: Pick<AppContext, 'db' | 'now'>, familyId: string, userId?: string): Promise<void> {
  let query = ctx.db.updateTable('refresh_families').set({ revoked_at: ctx.now().toISOString() }).where('id', '=', familyId).where('revoked_at', 'is', null);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** An open session as a request sees it: a view-as session's development is the only one it reads. */
export interface OpenSession {
  readonly viewAsDevelopment: string | null;
}

/**
 * The user's session an access token names, while it is open; undefined once ended (or another's). Sign-out and a
 * password reset end a session at once, so its access tokens stop working then, not when they
 * expire minutes later; a view-as session also closes at its fixed end.
 * @example const session = await openSession(ctx, claims.fam, claims.sub); if (!session) throw new HttpError(401, [...]);
 */
export async function openSession(ctx: AppContext, familyId: string, userId: string): Promise<OpenSession | undefined> {
  const row = await ctx.db
    .selectFrom('refresh_families')
    .select(['revoked_at', 'ends_at', 'view_as_development'])
    .where('id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const open = row !== undefined && row.revoked_at === null && (row.ends_at === null || Date.parse(row.ends_at) > ctx.now().getTime());
  return open ? { viewAsDevelopment: row.view_as_development } : undefined;
}

/**
 * Ends every session of the user (after a password reset), but `except` (the caller's own, after
 * a password change). Inside a transaction, pass the context with it: `{ ...ctx, db: trx }`.
 * @example await revokeAllSessions(ctx, userId);
 */
export async function revokeAllSessions(ctx: Pick<AppContext, 'db' | 'now'>, userId: string, except?: string): Promise<void> {
  let query = ctx.db.updateTable('refresh_families').set({ revoked_at: ctx.now().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}
