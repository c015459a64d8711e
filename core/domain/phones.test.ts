import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import { PHONE_ERROR_MESSAGES, formatGbPhone, normaliseGbPhone, validateGbPhone, type PhoneError } from './phones';

// Ofcom's drama ranges (07700 900xxx) are not valid numbers to libphonenumber, so the tests use
// numbers from ranges that are allocated.
describe('GB phone numbers (spec 1 §5, §9)', () => {
  test.each([
    ['07400 123456', null, '+447400123456'],
    ['07400123456', null, '+447400123456'],
    ['07400-123-456', null, '+447400123456'],
    ['+44 7400 123456', null, '+447400123456'],
    ['+447400123456', null, '+447400123456'],
    ['0044 7400 123456', null, '+447400123456'],
    ['  07400 123456  ', null, '+447400123456'], // spaces around do not count
    ['020 7946 0018', null, '+442079460018'], // London landline
    ['(020) 7946 0018', null, '+442079460018'],
    ['0800 123 4567', null, '+448001234567'],
    ['+44 (0) 7400 123456', 'tooLong', null], // 19 characters: spec 1 §9 allows 17
    ['0740 0123 4567 8901', 'tooLong', null],
    ['07700 900123', 'invalid', null], // drama range
    ['+353 1 234 5678', 'invalid', null], // Ireland
    ['+1 212 555 0100', 'invalid', null], // United States
    ['01534 123456', 'invalid', null], // Jersey: +44, but not a GB number
    ['07400 12345', 'invalid', null], // a digit short
    ['12345', 'invalid', null],
    ['not a number', 'invalid', null],
    ['07400123456 ext 12', 'tooLong', null],
    ['07400123456 x12', 'invalid', null], // extensions cannot be stored in E.164
    ['', null, null],
    ['   ', null, null],
  ] as [string, PhoneError | null, string | null][])('%j: error %s, E.164 %s', (value, error, e164) => {
    expect(validateGbPhone(value)).toBe(error);
    expect(normaliseGbPhone(value)).toBe(e164);
  });

  test.each([
    ['', true, 'required'],
    ['  ', true, 'required'],
    ['', false, null],
    ['07400 123456', true, null],
    ['0740', true, 'invalid'],
  ] as [string, boolean, PhoneError | null][])('%j with required %s -> %s', (value, required, error) => {
    expect(validateGbPhone(value, { required })).toBe(error);
  });

  test.each([
    ['+447400123456', '07400 123456'],
    ['+442079460018', '020 7946 0018'],
    ['07400123456', '07400 123456'],
    ['+353 1 234 5678', '+353 1 234 5678'], // not GB: left as typed
    ['', ''],
  ])('formatGbPhone(%j) -> %j', (value, text) => {
    expect(formatGbPhone(value)).toBe(text);
  });
});

describe('GB-only metadata', () => {
  const json = fileURLToPath(new URL('./phone-metadata.gb.json', import.meta.url));
  const script = fileURLToPath(new URL('../../scripts/gb-phone-metadata.mjs', import.meta.url));

  test('the committed JSON is what scripts/gb-phone-metadata.mjs produces from the installed library', () => {
    const produced = execFileSync(process.execPath, [script, '--print'], { encoding: 'utf8' });
    expect(readFileSync(json, 'utf8')).toBe(produced);
  });

  test('it holds the GB plan alone, with +44 pointing at GB only', () => {
    const metadata = JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(metadata).sort()).toEqual(['countries', 'country_calling_codes', 'nonGeographic', 'version']);
    expect(metadata.country_calling_codes).toEqual({ 44: ['GB'] });
    expect(Object.keys(metadata.countries as object)).toEqual(['GB']);
    expect(metadata.nonGeographic).toEqual({});
  });

  test('the main domain entry does not load the phone module or its metadata', () => {
    for (const file of ['index.ts', 'permissions.ts', 'money.ts', 'dates.ts', 'passwords.ts', 'statement.ts', 'csv.ts']) {
      const source = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8');
      expect(source, file).not.toMatch(/from '\.\/phones'|phone-metadata|libphonenumber/);
    }
  });
});

describe('catalogue messages', () => {
  test.each(Object.entries(PHONE_ERROR_MESSAGES))('%s has a message in en.json (%s)', (_code, id) => {
    activateCatalogue(en);
    expect(id in en).toBe(true);
    expect(t(id)).not.toBe(id);
  });
});
