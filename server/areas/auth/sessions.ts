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

function addRefreshToken(ctx: AppContext, familyId: string, endsAt: string | null): string {
  const token = randomToken();
  const now = ctx.now();
  // A session with a fixed end never hands out a refresh token that outlives it.
  const lifetimeEnd = now.getTime() + ctx.config.refreshTokenSeconds * 1000;
  const expiresAt = endsAt === null ? lifetimeEnd : Math.min(lifetimeEnd, Date.parse(endsAt));
  ctx.db
    .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(token), familyId, now.toISOString(), new Date(expiresAt).toISOString());
  return token;
}

async function authResult(ctx: AppContext, userId: string, familyId: string, refreshToken: string, kind: SessionKind): Promise<AuthResult> {
  const row = findUserRow(ctx.db, userId);
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
  if (!findUserRow(ctx.db, userId)) throw new Error(`issueSession: there is no user ${userId}`);
  const familyId = `fam-${randomUUID()}`;
  const now = ctx.now();
  const kind: SessionKind = {
    viewAsBy: options.viewAs?.by ?? null,
    viewAsDevelopment: options.viewAs?.developmentId ?? null,
    endsAt: options.viewAs === undefined ? null : new Date(now.getTime() + ctx.config.viewAsSessionSeconds * 1000).toISOString(),
  };
  const refreshToken = ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO refresh_families (id, user_id, created_at, view_as_by, view_as_development, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(familyId, userId, now.toISOString(), kind.viewAsBy, kind.viewAsDevelopment, kind.endsAt);
    return addRefreshToken(ctx, familyId, kind.endsAt);
  })();
  return authResult(ctx, userId, familyId, refreshToken, kind);
}

interface RefreshRow {
  family_id: string;
  expires_at: string;
  used_at: string | null;
  user_id: string;
  revoked_at: string | null;
  view_as_by: string | null;
  view_as_development: string | null;
  ends_at: string | null;
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
        `SELECT t.family_id, t.expires_at, t.used_at, f.user_id, f.revoked_at, f.view_as_by, f.view_as_development, f.ends_at
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
    if (row.ends_at !== null && Date.parse(row.ends_at) <= now.getTime()) return null;
    ctx.db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(now.toISOString(), hashToken(token));
    const kind: SessionKind = { viewAsBy: row.view_as_by, viewAsDevelopment: row.view_as_development, endsAt: row.ends_at };
    return { userId: row.user_id, familyId: row.family_id, kind, refreshToken: addRefreshToken(ctx, row.family_id, row.ends_at) };
  })();
  // Thrown after the transaction, so that a reuse's revocation is committed.
  if (!rotated) throw new HttpError(401, [authMessages.sessionEnded]);
  return authResult(ctx, rotated.userId, rotated.familyId, rotated.refreshToken, rotated.kind);
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

/** An open session as a request sees it: a view-as session's development is the only one it reads. */
export interface OpenSession {
  readonly viewAsDevelopment: string | null;
}

/**
 * The user's session an access token names, while it is open; undefined once ended (or another's). Sign-out and a
 * password reset end a session at once, so its access tokens stop working then, not when they
 * expire minutes later; a view-as session also closes at its fixed end.
 * @example const session = openSession(ctx, claims.fam, claims.sub); if (!session) throw new HttpError(401, [...]);
 */
export function openSession(ctx: AppContext, familyId: string, userId: string): OpenSession | undefined {
  const row = ctx.db
    .prepare<[string, string], { revoked_at: string | null; ends_at: string | null; view_as_development: string | null }>(
      'SELECT revoked_at, ends_at, view_as_development FROM refresh_families WHERE id = ? AND user_id = ?',
    )
    .get(familyId, userId);
  const open = row !== undefined && row.revoked_at === null && (row.ends_at === null || Date.parse(row.ends_at) > ctx.now().getTime());
  return open ? { viewAsDevelopment: row.view_as_development } : undefined;
}

/**
 * Ends every session of the user (after a password reset).
 * @example revokeAllSessions(ctx, userId);
 */
export function revokeAllSessions(ctx: AppContext, userId: string): void {
  ctx.db.prepare('UPDATE refresh_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(ctx.now().toISOString(), userId);
}
