/**
 * Reads the claims of a JWT without verifying its signature. The client only needs the expiry
 * (to refresh before a call rather than after a 401) and the MFA token's e-mail; the server
 * verifies every token it receives, so an unverified read here grants nothing.
 * Returns null for anything that is not a readable JWT.
 * @example readJwtClaims(mfaToken)?.email // 'mfa@example.com'
 */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // base64url (RFC 7515 §2): '-' and '_' instead of '+' and '/', padding dropped.
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Seconds of clock difference tolerated between this device and the server: a token this close
 * to its expiry counts as expired, so it is refreshed before a call instead of failing with 401.
 * @example isJwtExpired(token, Date.now(), JWT_CLOCK_SKEW_SECONDS)
 */
export const JWT_CLOCK_SKEW_SECONDS = 30;

/**
 * True when the token's `exp` claim has passed (less the clock skew). A token without a readable
 * `exp` is not treated as expired: the server decides, and a 401 still triggers a refresh.
 * @example isJwtExpired(authToken) // true 30 s before exp
 */
export function isJwtExpired(token: string, nowMs = Date.now(), skewSeconds = JWT_CLOCK_SKEW_SECONDS): boolean {
  const exp = readJwtClaims(token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp - skewSeconds <= nowMs / 1000;
}
