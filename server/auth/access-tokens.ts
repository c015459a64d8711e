import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * What a valid access token says: whose it is (`sub`) and, for tokens issued by a sign-in or a
 * refresh, the refresh-token family of that session (`fam`), so that sign-out, which sends only
 * the access token, can end the session it belongs to. `viewAsBy` marks a view-as session's
 * token: the staff member (user id) who sees the portal as this customer (spec 2 §4).
 * @example const claims = await ctx.accessTokens.verifyClaims(token); claims?.fam
 */
export interface AccessClaims extends JWTPayload {
  readonly sub: string;
  readonly typ: 'access';
  readonly fam: string;
  readonly viewAsBy?: string;
}

/** The claims a caller may add to an access token; the rest are always the service's own. */
export interface ExtraAccessClaims {
  readonly fam?: string;
  readonly viewAsBy?: string;
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
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock(), requiredClaims: ['iat', 'exp'] });
      // A token belongs to a session (its family), and lives no longer than this API gives one,
      // whatever it claims: a token signed for a year, or with no session to end, is refused.
      const session = typeof payload.fam === 'string' && payload.fam !== '';
      const lifetime = payload.exp! - payload.iat!;
      return payload.typ === 'access' && typeof payload.sub === 'string' && session && lifetime <= lifetimeSeconds ? (payload as AccessClaims) : null;
    } catch {
      return null;
    }
  }
  return {
    /**
     * A token for `userId`, valid for the configured lifetime, or until `notAfter` if that comes
     * first (a session with a fixed end). `extraClaims` adds claims such as `fam` (the session's
     * refresh-token family); `sub`, `typ`, `iat`, `exp` and `jti` are always ours. The `jti` makes
     * every token unique: two issued in the same second would otherwise be the same string, and a
     * client could not tell a refreshed token from the one it replaced.
     */
    async sign(userId: string, now = clock(), extraClaims: ExtraAccessClaims = {}, notAfter?: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const lifetimeEnd = issuedAt + lifetimeSeconds;
      const expiresAt = notAfter ? Math.min(lifetimeEnd, Math.floor(notAfter.getTime() / 1000)) : lifetimeEnd;
      return new SignJWT({ ...extraClaims, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
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
