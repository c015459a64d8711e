// The converter to JSON Schema: each struct kind and rule of core/schemas, every export of the
// folder, and a loud failure on a kind or rule it does not know.
import { readdirSync } from 'node:fs';
import { array, boolean, defaulted, enums, literal, nullable, object, optional, record, refine, string, tuple, type, union } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { atLeastOneKey, discriminated, exactlyOneKey, hasControlCharacters, id, isoDate, money, optionalText, queryInteger, requiredText } from './common';
import { isoDateTime } from './instants';
import { jsonSchemaConverter, MULTILINE_TEXT_PATTERN, ONE_LINE_TEXT_PATTERN } from './json-schema';

const schemaOf = jsonSchemaConverter().schemaOf;

describe('jsonSchemaConverter', () => {
  it('writes a text’s limits, its blank rule and the characters it refuses', () => {
    expect(schemaOf(requiredText({ min: 3, max: 150 }))).toEqual({
      type: 'string',
      minLength: 3,
      maxLength: 150,
      pattern: ONE_LINE_TEXT_PATTERN,
      description: 'Not blank: white space alone is refused.',
    });
    expect(schemaOf(optionalText({ max: 500, multiline: true }))).toEqual({ type: ['string', 'null'], maxLength: 500, pattern: MULTILINE_TEXT_PATTERN });
  });

  it('writes ids, dates, instants and money with their pattern or format', () => {
    expect(schemaOf(id)).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' });
    expect(schemaOf(isoDate)).toMatchObject({ type: 'string', format: 'date' });
    expect(schemaOf(isoDateTime)).toMatchObject({ type: 'string', format: 'date-time' });
    expect(schemaOf(money)).toMatchObject({ type: 'number', multipleOf: 0.01, description: expect.stringContaining('GBP') });
    expect(schemaOf(queryInteger({ min: 1, max: 100 }))).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
  });

  it('tells required fields from optional ones, and null where it is accepted', () => {
    const schema = schemaOf(object({ name: string(), due: optional(nullable(isoDate)), kept: defaulted(boolean(), false) }));
    expect(schema).toMatchObject({
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { due: { type: ['string', 'null'], format: 'date' }, kept: { type: 'boolean', default: false } },
    });
    expect(schemaOf(type({ name: string() }))).not.toHaveProperty('additionalProperties');
  });

  it('writes enums, literals, lists, records and the at-least-one rule', () => {
    expect(schemaOf(enums(['Open', 'Closed']))).toEqual({ type: 'string', enum: ['Open', 'Closed'] });
    expect(schemaOf(literal('password'))).toEqual({ const: 'password' });
    expect(schemaOf(array(id))).toMatchObject({ type: 'array', items: { pattern: '^[A-Za-z0-9_-]{1,64}$' } });
    expect(schemaOf(record(string(), array(string())))).toEqual({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } });
    expect(schemaOf(atLeastOneKey(object({ a: optional(string()), b: optional(string()) }), ['a', 'b']))).toMatchObject({
      anyOf: [{ required: ['a'] }, { required: ['b'] }],
    });
  });

  it('writes a discriminated union and an exactly-one-key body as oneOf their branches', () => {
    const Login = discriminated('method', {
      password: object({ method: literal('password'), email: string() }),
      mfa: object({ method: literal('mfa'), code: string() }),
    });
    expect(schemaOf(Login)).toEqual({
      oneOf: [
        { type: 'object', properties: { method: { const: 'password' }, email: { type: 'string' } }, required: ['method', 'email'], additionalProperties: false },
        { type: 'object', properties: { method: { const: 'mfa' }, code: { type: 'string' } }, required: ['method', 'code'], additionalProperties: false },
      ],
    });
    expect(schemaOf(exactlyOneKey({ a: string(), b: array(string()) }))).toEqual({
      oneOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
        { type: 'object', properties: { b: { type: 'array', items: { type: 'string' } } }, required: ['b'], additionalProperties: false },
      ],
    });
  });

  it('refers to a named struct, wrapped or not, and writes it once as a component', () => {
    const Address = type({ line1: string() });
    const converter = jsonSchemaConverter({ named: [{ Address, lowerCase: string() }] });
    expect(converter.schemaOf(object({ home: Address, old: optional(nullable(Address)) }))).toMatchObject({
      properties: { home: { $ref: '#/components/schemas/Address' }, old: { anyOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] } },
      required: ['home'],
    });
    expect(converter.components).toEqual({ Address: { type: 'object', properties: { line1: { type: 'string' } }, required: ['line1'] } });
  });

  it('throws, naming it, on a struct kind it does not know', () => {
    expect(() => schemaOf(tuple([string(), string()]))).toThrow('No JSON Schema for the superstruct kind "tuple"');
    expect(() => schemaOf(object({ either: union([string(), boolean()]) }))).toThrow('"union"');
  });

  it('throws, naming it, on a rule it does not know', () => {
    const palindrome = refine(string(), 'palindrome', (value) => value === [...value].reverse().join(''));
    expect(() => schemaOf(object({ word: palindrome }))).toThrow('No JSON Schema for the refinement "palindrome" of a string struct');
  });

  it('refuses in its text patterns exactly the characters hasControlCharacters finds', () => {
    const oneLine = new RegExp(ONE_LINE_TEXT_PATTERN, 'u');
    const multiline = new RegExp(MULTILINE_TEXT_PATTERN, 'u');
    for (let code = 0; code <= 0x2070; code += 1) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(!oneLine.test(text), `U+${code.toString(16)}`).toBe(hasControlCharacters(text));
      expect(!multiline.test(text), `U+${code.toString(16)} in a multiline text`).toBe(hasControlCharacters(text, true));
    }
  });

  it('converts every struct core/schemas exports, and names each PascalCase one', async () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const modules = await Promise.all(files.map((file) => import(`./${file}`) as Promise<Record<string, unknown>>));
    const converter = jsonSchemaConverter({ named: modules });
    const structs = modules.flatMap((module) => Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && 'refiner' in value));
    for (const [name, struct] of structs) expect(() => converter.schemaOf(struct as never), name).not.toThrow();
    expect(structs.length).toBeGreaterThan(150);
    expect(Object.keys(converter.components)).toContain('TicketCreate');
  });
});
