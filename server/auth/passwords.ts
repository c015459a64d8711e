import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isStrongPassword } from '../../core/domain/passwords';
import { fieldError } from '../http/errors';

// scrypt from node:crypto (DESIGN.md). N=2^15, r=8, p=1: OWASP's minimum for scrypt, about 50 ms
// here; the parameters are stored with each hash so they can be raised later.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * A storable hash of `password`: `scrypt$N$r$p$salt$key`, base64 parts.
 * @example const stored = await hashPassword('Portal-Demo-1');
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches `stored`, compared in constant time.
 * @example if (!(await verifyPassword(body.password, user.passwordHash))) throw new HttpError(401, ...);
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The API's words for a password that fails core/domain's strength rule. */
export const WEAK_PASSWORD_RULE = 'must contain a letter, a digit and at least four different characters';

/**
 * spec 1 §5: a password chosen at sign-up or by a reset meets the strength rule, core/domain's
 * `isStrongPassword`, which the forms apply too (the lengths are core/schemas' structs). Answers the
 * password, or throws a 400 on the field at `path`.
 * @example const password = checkStrongPassword('newPassword', body.newPassword);
 */
export function checkStrongPassword(path: string, password: string): string {
  if (!isStrongPassword(password)) throw fieldError(path, WEAK_PASSWORD_RULE);
  return password;
}
