import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque secret for a refresh token or an e-mailed link: 256 random bits, URL-safe, so it
 * cannot be guessed and fits a path segment.
 * @example const token = randomToken(); // 'q3M1...' (43 characters)
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of an opaque token: its SHA-256, hex. A plain hash is enough for 256 random bits
 * (nothing to brute-force), and it lets the token be found by its hash.
 * @example db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(token))
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
