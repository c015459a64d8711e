import { describe, expect, test } from 'vitest';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import {
  PASSWORD_ERROR_MESSAGES,
  generateTemporaryPassword,
  isStrongPassword,
  isValidTemporaryPassword,
  uniformIndex,
  validateResetPassword,
  validateSignupPassword,
  type PasswordError,
  type RandomSource,
} from './passwords';

describe('strength rule: a letter, a digit, four different characters', () => {
  test.each([
    ['Portal-Demo-1', true],
    ['password1', true],
    ['12345678a', true],
    ['Ünïcödé7', true], // letters of any script count
    ['пароль2024', true],
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['!@#$%^&*', false],
    ['aaaaaaa1', false], // two different characters
    ['1a1a1a1a', false],
    ['ab1ab1ab1', false], // three
    ['ab12ab12', true], // four
    ['', false],
  ])('%j -> %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });
});

describe('reset password (spec 1 §5: required, 8 to 64, strong)', () => {
  test.each([
    ['', ['required']],
    ['abc1', ['tooShort']],
    ['abcdef1', ['tooShort']],
    ['abcdefg1', []],
    ['a1' + 'x'.repeat(60) + 'yz', []], // 64
    ['a1' + 'x'.repeat(61) + 'yz', ['tooLong']], // 65
    ['aaaa', ['tooShort', 'weak']],
    ['abcdefgh', ['weak']],
    ['😀😀😀😀😀😀😀a1', ['weak']], // 9 code points, only three different
    ['😀😀😀ab1', ['tooShort']], // 6 characters, though 9 UTF-16 units
    ['x'.repeat(65), ['tooLong', 'weak']],
  ] as [string, PasswordError[]][])('%j -> %j', (value, errors) => {
    expect(validateResetPassword(value)).toEqual(errors);
  });
});

describe('sign-up password (spec 1 §5: required, at least 8, strong)', () => {
  test.each([
    ['', ['required']],
    ['abc1', ['tooShort']],
    ['abcdefg1', []],
    ['a1' + 'x'.repeat(200) + 'yz', []], // no upper limit
    ['abcdefgh', ['weak']],
    ['aaaaaaa1', ['weak']],
  ] as [string, PasswordError[]][])('%j -> %j', (value, errors) => {
    expect(validateSignupPassword(value)).toEqual(errors);
  });
});

/** A random source that returns `values` one by one, then fails the test if asked for more. */
function scripted(values: number[]): RandomSource {
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      const next = values.shift();
      if (next === undefined) throw new Error('random source exhausted');
      array[i] = next;
    }
    return array;
  };
}

describe('uniform choice without modulo bias', () => {
  // 2^32 = 26 * 165191049 + 22: draws from 26 * 165191049 = 4294967274 up would make 0..21
  // more likely than 22..25 if they were reduced modulo 26, so they are drawn again.
  test.each([
    [26, [4294967295, 4294967274, 27], 1],
    [26, [4294967273], 25],
    [10, [4294967295, 4294967294, 4294967293, 4294967292, 4294967291, 4294967290, 3], 3],
    [10, [4294967289], 9],
    [1, [4294967295], 0],
  ])('n=%s from draws %j -> %s', (n, draws, expected) => {
    expect(uniformIndex(n, scripted([...draws]))).toBe(expected);
  });

  test.each([[0], [-1], [1.5], [2 ** 32 + 1]])('n=%s is refused', (n) => {
    expect(() => uniformIndex(n, scripted([]))).toThrow(RangeError);
  });
});

describe('temporary password (spec 1 §5)', () => {
  test('1,000 generated passwords are all valid, and they differ', () => {
    const passwords = Array.from({ length: 1000 }, () => generateTemporaryPassword());
    const invalid = passwords.filter((p) => !isValidTemporaryPassword(p));
    expect(invalid).toEqual([]);
    expect(new Set(passwords).size).toBeGreaterThan(1);
    // 9 characters from 70 give 4e16 passwords: a repeat in 1,000 would mean a broken source.
    expect(new Set(passwords).size).toBe(1000);
    // They also pass the portal's own password rules, so a user may keep one.
    expect(passwords.filter((p) => validateResetPassword(p).length > 0)).toEqual([]);
  });

  test('10,000 draws each meet every rule of spec 2 §5, checked apart from the generator', () => {
    // Patterns written here, not the module's own sets, so a slip in those sets cannot hide.
    const rules: [string, RegExp][] = [
      ['9 characters, none outside a-z, A-Z, 0-9 and !@#$%^&*', /^[a-zA-Z0-9!@#$%^&*]{9}$/],
      ['a lowercase letter', /[a-z]/],
      ['an uppercase letter', /[A-Z]/],
      ['a digit', /[0-9]/],
      ['one of !@#$%^&*', /[!@#$%^&*]/],
    ];
    const broken: string[] = [];
    for (let draw = 0; draw < 10_000; draw++) {
      const password = generateTemporaryPassword();
      for (const [rule, pattern] of rules) if (!pattern.test(password)) broken.push(`${password}: ${rule}`);
    }
    expect(broken).toEqual([]);
  });

  test('the shuffle spreads the required characters over every position', () => {
    const passwords = Array.from({ length: 1000 }, () => generateTemporaryPassword());
    for (const set of [/[a-z]/, /[A-Z]/, /[0-9]/, /[!@#$%^&*]/]) {
      for (let position = 0; position < 9; position++) {
        // Each set lands at a given position with probability over 1/9: never seeing it in
        // 1,000 tries has a chance below 1e-50.
        expect(passwords.some((p) => set.test(p.charAt(position)))).toBe(true);
      }
    }
  });

  test('every choice comes from the random source', () => {
    // Always drawing 0: 'a', 'A', '0', '!' then 'a' x5, and each swap with index 0.
    const zeros: RandomSource = (array) => array.fill(0);
    const password = generateTemporaryPassword(zeros);
    expect(password).toBe(generateTemporaryPassword(zeros));
    expect([...password].sort()).toEqual([...'aA0!aaaaa'].sort());
  });

  test.each([
    ['aB3!aaaaa', true],
    ['k7R!mq2Pz', true],
    ['aB3!aaaa', false], // 8
    ['aB3!aaaaaa', false], // 10
    ['ab3!aaaaa', false], // no uppercase
    ['AB3!AAAAA', false], // no lowercase
    ['aBc!aaaaa', false], // no digit
    ['aB3aaaaaa', false], // no symbol
    ['aB3!aaaa(', false], // a symbol outside the set
    ['aB3!aaaa ', false],
  ])('isValidTemporaryPassword(%j) -> %s', (value, valid) => {
    expect(isValidTemporaryPassword(value)).toBe(valid);
  });
});

describe('catalogue messages', () => {
  test.each(Object.entries(PASSWORD_ERROR_MESSAGES))('%s has a message in en.json (%s)', (_code, id) => {
    activateCatalogue(en);
    expect(id in en).toBe(true);
    expect(t(id)).not.toBe(id);
  });
});
