// Password rules (spec 1 §5, §9) and the temporary password staff generate (spec 1 §5,
// spec 2 §5). The rules return codes, not text: a form maps each code to a catalogue message.

/** Why a password is refused, in the order the rules are checked. */
export type PasswordError = 'required' | 'tooShort' | 'tooLong' | 'weak';

/**
 * The catalogue message for each password error, for forms to pass to `t()`.
 * @example t(PASSWORD_ERROR_MESSAGES[validateSignupPassword(value)[0]])
 */
export const PASSWORD_ERROR_MESSAGES: Readonly<Record<PasswordError, string>> = {
  required: 'validation.password.required',
  tooShort: 'validation.password.tooShort',
  tooLong: 'validation.password.tooLong',
  weak: 'validation.password.weak',
};

/** Reset and sign-up passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Reset passwords have at most 64 characters (sign-up has no maximum). */
export const RESET_PASSWORD_MAX_LENGTH = 64;

// Lengths count code points, so an emoji or an accented letter typed as one character counts
// as one, as the person typing it expects.
function length(value: string): number {
  return [...value].length;
}

/**
 * The strength rule (the spec requires one and leaves it open; core/domain/README.md explains
 * it): at least one letter, at least one digit, and at least four different characters.
 * Letters and digits of any script count. The third part refuses the repetitions that pass
 * the first two, such as `aaaaaaa1` or `1a1a1a1a`. A generated temporary password always
 * passes, since its four required characters come from four disjoint sets.
 * @example isStrongPassword('Portal-Demo-1') // true
 */
export function isStrongPassword(value: string): boolean {
  return /\p{L}/u.test(value) && /\p{Nd}/u.test(value) && new Set(value).size >= 4;
}

function check(value: string, max: number | null): PasswordError[] {
  if (value === '') return ['required'];
  const errors: PasswordError[] = [];
  if (length(value) < PASSWORD_MIN_LENGTH) errors.push('tooShort');
  if (max !== null && length(value) > max) errors.push('tooLong');
  if (!isStrongPassword(value)) errors.push('weak');
  return errors;
}

/**
 * The reset-password rule: required, 8 to 64 characters, strong. Every failing
 * rule is listed, first the one to show when a form shows one message.
 * @example validateResetPassword('short1') // ['tooShort']
 */
export function validateResetPassword(value: string): PasswordError[] {
  return check(value, RESET_PASSWORD_MAX_LENGTH);
}

/**
 * The sign-up password rule: required, at least 8 characters, strong.
 * @example validateSignupPassword('') // ['required']
 */
export function validateSignupPassword(value: string): PasswordError[] {
  return check(value, null);
}

// --- Temporary password (spec 1 §5) ------------------------------------------------------

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** 9 characters. */
export const TEMPORARY_PASSWORD_LENGTH = 9;

/** Fills an array with random 32-bit values, as `crypto.getRandomValues` does. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const cryptoSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

const TWO_POW_32 = 2 ** 32;

/**
 * A uniformly random integer in [0, n). Plain `value % n` favours the low results whenever n
 * does not divide 2^32, so values at or above the largest multiple of n are drawn again.
 * @example uniformIndex(26) // 0..25, each equally likely
 */
export function uniformIndex(n: number, random: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`Bad range: ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  const draw = new Uint32Array(1);
  for (;;) {
    const value = random(draw)[0] ?? 0;
    if (value < limit) return value % n;
  }
}

/**
 * A temporary password for staff to give a user: 9 characters with at least one
 * lowercase letter, one uppercase letter, one digit and one of !@#$%^&*. One character comes
 * from each set and the rest from all of them, then a Fisher-Yates shuffle moves the required
 * ones to random places. Every choice uses `crypto.getRandomValues`, without modulo bias.
 * @example generateTemporaryPassword() // e.g. 'k7R!mq2Pz'
 */
export function generateTemporaryPassword(random: RandomSource = cryptoSource): string {
  const pick = (set: string): string => set.charAt(uniformIndex(set.length, random));
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = uniformIndex(i + 1, random);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/**
 * Whether `value` is a temporary password as `generateTemporaryPassword` makes them (and uses no
 * other character).
 * @example isValidTemporaryPassword('aB3!aaaaa') // true
 */
export function isValidTemporaryPassword(value: string): boolean {
  return (
    value.length === TEMPORARY_PASSWORD_LENGTH &&
    [...value].every((c) => ALL.includes(c)) &&
    [LOWER, UPPER, DIGITS, SYMBOLS].every((set) => [...value].some((c) => set.includes(c)))
  );
}
