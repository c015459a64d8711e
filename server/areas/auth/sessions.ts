import { randomUUID } from 'node:crypto';
import type { AuthResult } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { HttpError } from '../../http/errors';
import { findUserRow, userJson } from '../core';
import { authMessages } from './messages';
import { hashToken, randomToken } from './secrets';

// A session is a refresh-token family: sign-in starts one, every refresh rotates its token (the
// old one is marked used, a new one joins the family), and presenting a used token means it was
// copied, so the whole family ends, the newest token included (DESIGN.md, the issue's security list).

function addRefreshToken(ctx: AppContext, familyId: string): string {
  const token = randomToken();
  const now = ctx.now();
  ctx.db
    .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(token), familyId, now.toISOString(), new Date(now.getTime() + ctx.config.refreshTokenSeconds * 1000).toISOString());
  return token;
}

async function authResult(ctx: AppContext, userId: string, familyId: string, refreshToken: string): Promise<AuthResult> {
  const row = findUserRow(ctx.db, userId);
  if (!row) throw new HttpError(401, [authMessages.sessionEnded]);
  // The access token names its family, so sign-out (which sends only the access token) can end it.
  const authToken = await ctx.accessTokens.sign(userId, ctx.now(), { fam: familyId });
  return { authToken, refreshToken, user: userJson(row) };
}

/**
 * Starts a new session for the user: a new refresh-token family with its first token, an access
 * token naming that family, and the user. Sign-in (password, MFA, SSO) and sign-up step 3 answer this.
 * @example return c.json({ data: await issueSession(ctx, user.id) });
 */
export async function issueSession(ctx: AppContext, userId: string): Promise<AuthResult> {
  if (!findUserRow(ctx.db, userId)) throw new Error(`issueSession: there is no user ${userId}`);
  const familyId = `fam-${randomUUID()}`;
  const refreshToken = ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO refresh_families (id, user_id, created_at) VALUES (?, ?, ?)').run(familyId, userId, ctx.now().toISOString());
    return addRefreshToken(ctx, familyId);
  })();
  return authResult(ctx, userId, familyId, refreshToken);
}

interface RefreshRow {
  family_id: string;
  expires_at: string;
  used_at: string | null;
  user_id: string;
  revoked_at: string | null;
}

/**
 * Exchanges a refresh token for a new one in the same family, a new access token and the user
 * (`GET /user/token`). An unknown, expired or revoked token is a 401; a token that was already
 * exchanged revokes its whole family first, then is a 401.
 * @example const result = await rotateRefreshToken(ctx, bearer);
 */
export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<AuthResult> {
  const now = ctx.now();
  const rotated = ctx.db.transaction(() => {
    const row = ctx.db
      .prepare<[string], RefreshRow>(
        `SELECT t.family_id, t.expires_at, t.used_at, f.user_id, f.revoked_at
           FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id
          WHERE t.token_hash = ?`,
      )
      .get(hashToken(token));
    if (!row || row.revoked_at !== null) return null;
    if (row.used_at !== null) {
      // Reuse of a spent token: someone else holds a copy. End the session for both holders.
      revokeFamily(ctx, row.family_id);
      return null;
    }
    if (Date.parse(row.expires_at) <= now.getTime()) return null;
    ctx.db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(now.toISOString(), hashToken(token));
    return { userId: row.user_id, familyId: row.family_id, refreshToken: addRefreshToken(ctx, row.family_id) };
  })();
  // Thrown after the transaction, so that a reuse's revocation is committed.
  if (!rotated) throw new HttpError(401, [authMessages.sessionEnded]);
  return authResult(ctx, rotated.userId, rotated.familyId, rotated.refreshToken);
}

/**
 * Ends one session: every refresh token of the family stops working. `userId`, when given, must
 * own the family (sign-out ends only the caller's own session).
 * @example revokeFamily(ctx, claims.fam, user.id);
 */
export function revokeFamily(ctx: AppContext, familyId: string, userId?: string): void {
  ctx.db
    .prepare('UPDATE refresh_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL AND (? IS NULL OR user_id = ?)')
    .run(ctx.now().toISOString(), familyId, userId ?? null, userId ?? null);
}

/**
 * Whether the session an access token names is still open. Sign-out and a password reset end a
 * session at once, so its access tokens stop working then, not when they expire minutes later.
 * @example if (claims.fam && !isSessionOpen(ctx, claims.fam)) throw new HttpError(401, [...]);
 */
export function isSessionOpen(ctx: AppContext, familyId: string): boolean {
  const row = ctx.db.prepare<[string], { revoked_at: string | null }>('SELECT revoked_at FROM refresh_families WHERE id = ?').get(familyId);
  return row !== undefined && row.revoked_at === null;
}

/**
 * Ends every session of the user (after a password reset).
 * @example revokeAllSessions(ctx, userId);
 */
export function revokeAllSessions(ctx: AppContext, userId: string): void {
  ctx.db.prepare('UPDATE refresh_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(ctx.now().toISOString(), userId);
}
