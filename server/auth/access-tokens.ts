import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * What a valid access token says: whose it is (`sub`) and, for tokens issued by a sign-in or a
 * refresh, the refresh-token family of that session (`fam`), so that sign-out, which sends only
 * the access token, can end the session it belongs to.
 * @example const claims = await ctx.accessTokens.verifyClaims(token); claims?.fam
 */
export interface AccessClaims extends JWTPayload {
  readonly sub: string;
  readonly typ: 'access';
  readonly fam?: string;
}

/**
 * Short-lived access tokens (HS256 JWTs). The subject is the user id and `typ` says what the token
 * is for, so a token made for one purpose (an MFA step, a password reset) never passes as another.
 * `clock` is the API's clock, so tests that move it also expire access tokens.
 * @example const tokens = accessTokens(secret, 300); const token = await tokens.sign('usr-olivia-owner');
 */
export function accessTokens(secret: Uint8Array, lifetimeSeconds: number, clock: () => Date = () => new Date()) {
  async function verifyClaims(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock() });
      return payload.typ === 'access' && typeof payload.sub === 'string' ? (payload as AccessClaims) : null;
    } catch {
      return null;
    }
  }
  return {
    /**
     * A token for `userId`, valid for the configured lifetime. `extraClaims` adds claims such as
     * `fam` (the session's refresh-token family); `sub`, `typ`, `iat`, `exp` and `jti` are always
     * ours. The `jti` makes every token unique: two issued in the same second would otherwise be
     * the same string, and a client could not tell a refreshed token from the one it replaced.
     */
    async sign(userId: string, now = clock(), extraClaims: { readonly fam?: string } = {}): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...extraClaims, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .setJti(randomUUID())
        .sign(secret);
    },
    /** The user id of a valid, unexpired access token, or null. */
    async verify(token: string): Promise<string | null> {
      return (await verifyClaims(token))?.sub ?? null;
    },
    /** The claims of a valid, unexpired access token (user id, session family), or null. */
    verifyClaims,
  };
}

/** The access-token service of one API instance. */
export type AccessTokens = ReturnType<typeof accessTokens>;
