import { object, size, string, validate } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import { rule } from '../schemas/rules';
import { fieldAmong, sharedOrRequired, structMessages } from './structMessages';

beforeAll(() => activateCatalogue(en));

const Note = object({
  title: rule(string(), 'controlCharacters', (value) => !value.includes('\u0007'), { lines: 'one' }),
  body: size(string(), 1, 10),
  tag: rule(string(), 'maxLength', (value) => value.length <= 3, { max: 3 }),
});

describe('structMessages', () => {
  it("words each field's first failure the form's way, and a hidden control character the same way everywhere", () => {
    const [error] = validate({ title: 'a\u0007b', body: '', tag: 'long' }, Note);
    const messageOf = (field: string, code: string) => `${field}: ${code}`;
    expect(structMessages(error, (failure) => String(failure.path[0]), messageOf)).toEqual({
      title: en['validation.controlCharacters.oneLine'],
      body: 'body: invalid',
      tag: 'tag: maxLength',
    });
  });

  it('leaves out a failure whose field the form does not show, and reads the code as the form asks', () => {
    const [error] = validate({ title: 'ok', body: '', tag: 'long' }, Note);
    const shown = (failure: { path: unknown[] }) => (failure.path[0] === 'tag' ? undefined : String(failure.path[0]));
    expect(structMessages(error, shown, (field, code) => `${field}: ${code}`, (failure) => failure.refinement ?? failure.type)).toEqual({ body: 'body: size' });
  });

  it('with fieldAmong and sharedOrRequired: only the form’s fields, each in the shared words or as required', () => {
    const [error] = validate({ title: 'a\u0007b', body: '', tag: 'long' }, Note);
    expect(structMessages(error, fieldAmong(['title', 'tag']), sharedOrRequired)).toEqual({
      title: en['validation.controlCharacters.oneLine'],
      tag: en['validation.maxLength'].replace('{n}', '3'),
    });
    expect(sharedOrRequired('body', 'invalid', {})).toBe(en['validation.required']);
  });
});
