import { jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived access tokens (HS256 JWTs). The subject is the user id and `typ` says what the token
 * is for, so a token made for one purpose (an MFA step, a password reset) never passes as another.
 * @example const tokens = accessTokens(secret, 300); const token = await tokens.sign('usr-olivia-owner');
 */
export function accessTokens(secret: Uint8Array, lifetimeSeconds: number) {
  return {
    /** A token for `userId`, valid for the configured lifetime. */
    async sign(userId: string, now = new Date()): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(secret);
    },
    /** The user id of a valid, unexpired access token, or null. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

/** The access-token service of one API instance. */
export type AccessTokens = ReturnType<typeof accessTokens>;
