import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { create, literal, object, string, validate } from 'superstruct';
import {
  Development,
  discriminated,
  envelope,
  exactlyOneKey,
  FacilityListQuery,
  idList,
  LoginRequest,
  mfaCode,
  PostInput,
  PremisesUpdate,
  queryInteger,
  requiredText,
  TicketListQuery,
  type ApiErrorBody,
  type MfaLoginRequest,
  type PasswordLoginRequest,
  type SsoLoginRequest,
} from './index';
import { sampleMfaLogin } from '../testing/samples/account';
import { sampleDevelopment } from '../testing/samples/developments';
import { sampleContactPreferencesUpdate, sampleCorrespondenceAddressUpdate } from '../testing/samples/premises';

describe('coercions, as the server applies them to bodies and query strings', () => {
  it('turns query-string numbers into numbers', () => {
    expect(create({ developmentId: 'dev-riverside-wharf', limit: '5', offset: '10' }, TicketListQuery)).toEqual({
      developmentId: 'dev-riverside-wharf',
      limit: 5,
      offset: 10,
    });
    expect(create(' 7 ', queryInteger({ min: 1 }))).toBe(7);
  });

  it('splits a comma-separated id list and keeps a repeated parameter as it is', () => {
    expect(create({ developmentUuids: 'dev-riverside-wharf, dev-harbour-lofts' }, FacilityListQuery)).toEqual({
      developmentUuids: ['dev-riverside-wharf', 'dev-harbour-lofts'],
    });
    expect(create(['dev-elm-court'], idList)).toEqual(['dev-elm-court']);
  });

  it('strips whitespace inside an MFA code (spec 1 §5)', () => {
    expect(create('482 913', mfaCode)).toBe('482913');
    expect(create({ ...sampleMfaLogin, code: ' 48 29 13 ' }, LoginRequest)).toEqual({ ...sampleMfaLogin, code: '482913' });
  });

  it('defaults a page to unpublished (spec 2 §5)', () => {
    expect(create({ title: 'Bin collection days', description: '<p>Tuesdays.</p>' }, PostInput).published).toBe(false);
  });

  it('keeps the fields a response adds, so a newer API passes them through', () => {
    const answer = create({ ...sampleDevelopment, hasGym: true }, Development);
    expect(answer).toMatchObject({ name: 'Riverside Wharf', hasGym: true });
  });
});

describe('envelope', () => {
  it('validates the payload under data', () => {
    expect(create({ data: sampleDevelopment }, envelope(Development)).data.name).toBe('Riverside Wharf');
    const [error] = validate({ data: { ...sampleDevelopment, name: 7 } }, envelope(Development));
    expect(error?.path).toEqual(['data', 'name']);
  });

  it('fails an answer without data', () => {
    const [error] = validate({ developments: [] }, envelope(Development));
    expect(error?.path).toEqual(['data']);
  });
});

describe('discriminated', () => {
  const Pet = discriminated('kind', {
    cat: object({ kind: literal('cat'), name: requiredText() }),
    dog: object({ kind: literal('dog'), breed: string() }),
  });

  it('validates against the branch the tag names', () => {
    expect(validate({ kind: 'dog', breed: 'Collie' }, Pet)[0]).toBeUndefined();
    expect(validate({ kind: 'cat', breed: 'Collie' }, Pet)[0]?.failures().map((f) => f.path.join('.'))).toEqual([
      'name',
      'breed',
    ]);
  });

  it('fails on the tag alone when it is unknown', () => {
    expect(validate({ kind: 'fish', fins: 2 }, Pet)[0]?.failures().map((f) => f.path.join('.'))).toEqual(['kind']);
  });
});

describe('exactlyOneKey', () => {
  it('accepts each key alone', () => {
    expect(validate(sampleContactPreferencesUpdate, PremisesUpdate)[0]).toBeUndefined();
    expect(validate(sampleCorrespondenceAddressUpdate, PremisesUpdate, { coerce: true })[0]).toBeUndefined();
  });

  it('refuses neither key, and keys set to undefined count as absent', () => {
    const Update = exactlyOneKey({ a: string(), b: string() });
    expect(validate({}, Update)[0]?.refinement).toBe('exactlyOneOf');
    expect(validate({ a: undefined, b: undefined }, Update)[0]?.refinement).toBe('exactlyOneOf');
    expect(validate({ a: 'x', b: 'y' }, Update)[0]?.refinement).toBe('exactlyOneOf');
  });
});

describe('types', () => {
  it('infers the login union told apart by method', () => {
    expectTypeOf<LoginRequest>().toEqualTypeOf<PasswordLoginRequest | MfaLoginRequest | SsoLoginRequest>();
    expectTypeOf<LoginRequest['method']>().toEqualTypeOf<'password' | 'mfa' | 'sso'>();
  });

  it('infers a premises update as one key or the other', () => {
    expectTypeOf<PremisesUpdate>().toMatchTypeOf<{ correspondenceAddress: unknown } | { contactPreferences: unknown }>();
  });

  it('infers query numbers as numbers', () => {
    expectTypeOf<TicketListQuery['limit']>().toEqualTypeOf<number | undefined>();
  });

  it('infers the error body', () => {
    expectTypeOf<ApiErrorBody>().toEqualTypeOf<{ messages: string[]; fields?: Record<string, string[]> | undefined }>();
  });
});

describe('the folder', () => {
  // The reference API runs these structs in Node: nothing here may reach for the browser.
  it('uses no DOM or browser storage', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(10);
    for (const name of sources) {
      const code = readFileSync(`${folder}/${name}`, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code, name).not.toMatch(
        /\b(window|document|navigator|localStorage|sessionStorage|HTMLElement|customElements|atob|btoa)\b/,
      );
    }
  });
});

describe('password lengths, counted as the forms count them (core/domain/passwords)', () => {
  it('counts code points: an emoji is one character of the 8 to 64', async () => {
    const { newPassword } = await import('./auth');
    const { validateResetPassword } = await import('../domain/passwords');
    const sevenCharacters = '😀😀😀😀Ab1';
    const sixtyFourCharacters = `Aa1${'😀'.repeat(61)}`;
    expect(validateResetPassword(sevenCharacters)).toEqual(['tooShort']);
    expect(validate(sevenCharacters, newPassword)[0]?.refinement).toBe('minLength');
    expect(validateResetPassword(sixtyFourCharacters)).toEqual([]);
    expect(validate(sixtyFourCharacters, newPassword)[0]).toBeUndefined();
  });
});

describe('control characters in typed texts', () => {
  const oneLine = requiredText({ max: 100 });
  const manyLines = requiredText({ max: 100, multiline: true });
  const refusal = (value: string, struct: typeof oneLine) => validate(value, struct)[0]?.refinement;

  it.each(['Gym\r\nBcc: probe@example.com', 'Gym\n', 'Gym\tHall', 'Gym\u0000', 'Gym\u001b[31m', 'Gym\u007f', 'Gym \u202egnp.exe', 'Gym\u2067'])(
    'a one-line text refuses %j',
    (value) => expect(refusal(value, oneLine)).toBe('controlCharacters'),
  );

  it('a text of several lines keeps line breaks and tabs, and refuses the rest', () => {
    expect(validate('First line\r\n\tSecond line\nThird', manyLines)[0]).toBeUndefined();
    for (const value of ['Note\u0000', 'Note\u001b[2J', 'Note\u000b', 'Note\u202d', 'Note\u2069']) expect(refusal(value, manyLines), JSON.stringify(value)).toBe('controlCharacters');
  });

  it('keeps the characters people type in other scripts, and passwords are not refused', async () => {
    for (const value of ['Zoë Ó Briain', 'שלום עולם', 'مرحبا', '😀 Flat 1 — café']) expect(validate(value, oneLine)[0], value).toBeUndefined();
    const { newPassword } = await import('./auth');
    expect(validate('Aa1\u0000\u202eword', newPassword)[0]).toBeUndefined();
  });

  it('white space alone is the blank rule’s one mistake, not this one’s', () => {
    expect(validate(' \n\t', oneLine)[0]?.failures().map((failure) => failure.refinement)).toEqual(['blank']);
  });
});
