import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../area';
import { inTransaction } from '../../database/connection';
import { findUserByEmail } from '../core';

/** An SSO token is accepted for 5 minutes after it was minted, and once. */
export const SSO_TOKEN_SECONDS = 5 * 60;

/**
 * Mints a single sign-on token the way an identity provider does for this API: a JWT signed with
 * demo mode's provider key (server/auth/sso-keys.ts, never the API's own secret), with `typ`
 * 'sso', the user's `email`, a unique `jti`, `iat` and an `exp` at most 5 minutes later. Used by
 * the demo route `GET /dev/sso-token`.
 * @example const token = await mintSsoToken(ctx, 'owner@example.com');
 */
export async function mintSsoToken(ctx: AppContext, email: string): Promise<string> {
  if (!ctx.sso.sign) throw new Error('mintSsoToken: demo mode makes SSO tokens; this API has no provider key of its own');
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ typ: 'sso', email })
    .setProtectedHeader({ alg: ctx.sso.algorithm })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_TOKEN_SECONDS)
    .sign(ctx.sso.sign);
}

/**
 * The id of the user a valid SSO token names, or null: no provider configured, a signature that
 * is not the provider's key's (the API's own secret included), a wrong `typ`, a token
 * older than 5 minutes or expired, one already used, or an e-mail with no account. The `jti` is
 * recorded so the token cannot be replayed.
 * @example const userId = await ssoUser(ctx, body.token);
 */
export async function ssoUser(ctx: AppContext, token: string): Promise<string | null> {
  if (!ctx.sso.verify) return null;
  let claims: { email: string; jti: string; exp: number };
  try {
    const { payload } = await jwtVerify(token, ctx.sso.verify, {
      algorithms: [ctx.sso.algorithm],
      currentDate: ctx.now(),
      requiredClaims: ['jti', 'iat', 'exp'],
      maxTokenAge: SSO_TOKEN_SECONDS,
    });
    if (payload.typ !== 'sso' || typeof payload.email !== 'string') return null;
    claims = { email: payload.email, jti: payload.jti!, exp: payload.exp! };
  } catch {
    return null;
  }
  const now = ctx.now().toISOString();
  const firstUse = await inTransaction(ctx.db, async (trx) => {
    await trx.deleteFrom('sso_tokens_used').where('expires_at', '<=', now).execute();
    // One statement records the jti unless it is there: two processes given one token, one wins.
    const inserted = await trx
      .insertInto('sso_tokens_used')
      .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000).toISOString() })
      .onConflict((conflict) => conflict.column('jti').doNothing())
      .returning('jti')
      .executeTakeFirst();
    return inserted !== undefined;
  });
  if (!firstUse) return null;
  return (await findUserByEmail(ctx.db, claims.email))?.id ?? null;
}
