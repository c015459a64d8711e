// superstruct structs as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), for the contract's
// document. Build and test code only: nothing the browser loads imports this file, so the client
// bundles carry none of it.
//
// A struct shows its kind (`type`) and, for objects, arrays and enums, its parts (`schema`), but
// `optional`, `nullable` and every refinement keep the struct's kind and hide their arguments. So
// the converter asks the struct itself, as validation would: whether it accepts `undefined` and
// `null`, and which of our rules a few probe values break, with the rule's params (`rule()` puts
// them on the failure). The document then says what the structs check, and cannot drift from it.
// A rule no probe breaks (one across fields, as a date range's order) is left to the words.
import { is, type Struct } from 'superstruct';

/** A JSON Schema (2020-12): an object of keywords, or `true`/`false`. */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

type AnyStruct = Struct<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Keywords = { [keyword: string]: unknown };
type Params = Record<string, unknown>;

/** How the converter names the structs it meets and where their `$ref`s point. */
export interface JsonSchemaOptions {
  /**
   * Module namespaces (`import * as schemas from 'core/schemas'`): each export named in
   * PascalCase that is a struct becomes a component, referenced wherever the struct is used.
   */
  readonly named?: readonly Record<string, unknown>[];
  /** Where a component's `$ref` points; OpenAPI's place by default. */
  readonly refPrefix?: string;
}

/** A converter and the components it has written so far. */
export interface JsonSchemaConverter {
  /** The schema of a struct (a `$ref` for a named one, which is added to `components`). */
  schemaOf(struct: AnyStruct): JsonSchema;
  /** The named structs met so far, by name. */
  readonly components: Record<string, JsonSchema>;
}

// The characters typed text refuses (common.ts `hasControlCharacters`), as the pattern of a text
// without them; a test holds these to that function.
/** A one-line typed text: no C0 control characters, DEL or bidirectional overrides and isolates. */
export const ONE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069]*$';
/** A text of several lines: the same, but tab, line feed and carriage return are kept. */
export const MULTILINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069]*$';

// What each rule of core/schemas (a `RuleCode`, or a superstruct refinement) says in JSON Schema.
// The formats are those of the OpenAPI format registry; the rest say in words what no keyword can.
const RULES: Record<string, (params: Params, kind: string) => Keywords> = {
  blank: () => ({ minLength: 1, description: 'Not blank: white space alone is refused.' }),
  minLength: ({ min }) => ({ minLength: min }),
  maxLength: ({ max }) => ({ maxLength: max }),
  controlCharacters: ({ lines }) => ({ pattern: lines === 'many' ? MULTILINE_TEXT_PATTERN : ONE_LINE_TEXT_PATTERN }),
  range: ({ min, max }, kind) =>
    kind === 'array'
      ? { ...(min !== undefined && { minItems: min }), ...(max !== undefined && { maxItems: max }) }
      : { ...(min !== undefined && { minimum: min }), ...(max !== undefined && { maximum: max }) },
  required: (_, kind) => (kind === 'array' ? { minItems: 1 } : {}),
  nonempty: (_, kind) => (kind === 'array' ? { minItems: 1 } : { minLength: 1 }),
  id: () => ({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'An id: a UUID or another opaque id of letters, digits, `_` and `-`.' }),
  isoDate: () => ({ format: 'date', description: 'A calendar day in London, `yyyy-MM-dd`.' }),
  isoDateTime: () => ({ format: 'date-time', description: 'An instant, ISO 8601 with its offset (`Z` or `+01:00`).' }),
  localDateTime: () => ({
    pattern: '^\\d{4}-\\d{2}-\\d{2} (?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
    description: 'A date and time in London, `yyyy-MM-dd HH:mm:ss`.',
  }),
  clockTime: () => ({ pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$', description: 'A time of day in London, `HH:mm`.' }),
  money: () => ({
    multipleOf: 0.01,
    description: 'Money: pounds sterling (GBP) as a JSON number with at most two decimals; a credit is negative.',
  }),
  email: () => ({ format: 'email' }),
  url: () => ({ format: 'uri-reference', description: 'An http(s) address, or a path on the API’s own origin.' }),
  base64: () => ({ contentEncoding: 'base64', minLength: 1, description: 'File content as standard base64, without a `data:` prefix.' }),
  postcode: () => ({ pattern: '^\\s*[A-Za-z]{1,2}\\d[A-Za-z\\d]?\\s?\\d[A-Za-z]{2}\\s*$', description: 'A UK postcode.' }),
  mfaCode: () => ({ pattern: '^\\s*(?:\\d\\s*){6}$', description: 'A multi-factor code: 6 digits (spaces between them are ignored).' }),
  temporaryPassword: () => ({
    pattern: '^[A-Za-z0-9!@#$%^&*]{9}$',
    description: 'A temporary password: 9 characters with a lowercase and an uppercase letter, a digit and one of `!@#$%^&*`.',
  }),
  atLeastOneOf: ({ keys }) => ({ anyOf: String(keys).split(', ').map((key) => ({ required: [key] })) }),
  // superstruct's own refinements word their arguments in their message only.
  pattern: (params) => ({ pattern: /`\/(.*)\/`/s.exec(String(params.message))?.[1] }),
  size: (params, kind) => {
    const [min, max = min] = [...String(params.message).matchAll(/`(-?[\d.]+|Infinity)`/g)].map(([, n]) => Number(n));
    const limits = kind === 'array' ? { minItems: min, maxItems: max } : { minLength: min, maxLength: max };
    return Object.fromEntries(Object.entries(limits).filter(([, n]) => Number.isFinite(n)));
  },
};

// Values that break the rules of each kind of struct: empty, blank, short, far too long, a
// control character; far below and above any range, a fraction; an empty and a huge list.
const PROBES: Record<string, readonly unknown[]> = {
  string: ['', ' ', 'x', 'ab', 'x'.repeat(70_000), '\u0001'],
  number: [-1e12, 1e12, 0.001],
  integer: [-1e12, 1e12],
  array: [[], new Array(70_000).fill(undefined)],
  object: [{}],
  type: [{}],
};

const PROBE_KEY = '\u0000probe';
const context = () => ({ path: [], branch: [] });
const isPascalCase = (name: string) => /^[A-Z]/.test(name);

/**
 * A converter from superstruct structs to JSON Schema 2020-12. It throws, naming it, on a struct
 * kind or a refinement it does not know, so a new kind is met by a test rather than left out of
 * the document.
 *
 * @example
 * const converter = jsonSchemaConverter({ named: [schemas] });
 * converter.schemaOf(envelope(schemas.User)); // { type: 'object', properties: { data: { $ref: '#/components/schemas/User' } }, ... }
 */
export function jsonSchemaConverter(options: JsonSchemaOptions = {}): JsonSchemaConverter {
  const refPrefix = options.refPrefix ?? '#/components/schemas/';
  const byStruct = new Map<AnyStruct, string>();
  // optional, nullable and refine copy a struct's parts (`schema`), so a named object or enums
  // wrapped in them is known by its parts.
  const byParts = new Map<unknown, string>();
  for (const namespace of options.named ?? []) {
    for (const [name, value] of Object.entries(namespace)) {
      if (!isPascalCase(name) || !isStruct(value)) continue;
      if (!byStruct.has(value)) byStruct.set(value, name);
      if (value.schema !== null && typeof value.schema === 'object' && !byParts.has(value.schema)) byParts.set(value.schema, name);
    }
  }
  const components: Record<string, JsonSchema> = {};
  const namedStructs = new Map<string, AnyStruct>();
  for (const [struct, name] of byStruct) if (!namedStructs.has(name)) namedStructs.set(name, struct);

  function schemaOf(struct: AnyStruct): JsonSchema {
    const name = byStruct.get(struct) ?? (struct.schema !== null && typeof struct.schema === 'object' ? byParts.get(struct.schema) : undefined);
    if (name === undefined) return orNull(struct, bodyOf(struct));
    if (!(name in components)) {
      components[name] = true; // a struct that refers to itself meets its own `$ref`
      components[name] = bodyOf(namedStructs.get(name) as AnyStruct);
    }
    return orNull(struct, { $ref: refPrefix + name });
  }

  function bodyOf(struct: AnyStruct): Keywords {
    const kind = struct.type;
    switch (kind) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return withRules(struct, { type: kind });
      case 'literal':
        if (struct.schema === null) throw new Error('No JSON Schema for a literal that is not a string, number or boolean');
        return { const: struct.schema };
      case 'enums': {
        const values = Object.values(struct.schema as Record<string, unknown>);
        const types = [...new Set(values.map((value) => typeof value))];
        return types.length === 1 && (types[0] === 'string' || types[0] === 'number') ? { type: types[0], enum: values } : { enum: values };
      }
      case 'object':
      case 'type':
        return withRules(struct, objectSchema(Object.entries(struct.schema as Record<string, AnyStruct>), kind === 'object'));
      case 'array':
        return withRules(struct, { type: 'array', items: schemaOf(struct.schema as AnyStruct) });
      case 'record': {
        // A record shows its key and value structs as the entries of a value with one key.
        const [key, value] = [...struct.entries({ [PROBE_KEY]: 0 }, context())].map(([, , part]) => part as AnyStruct) as [AnyStruct, AnyStruct];
        const keys = bodyOf(key);
        return { type: 'object', ...(Object.keys(keys).length > 1 && { propertyNames: keys }), additionalProperties: schemaOf(value) };
      }
      case 'any':
      case 'unknown':
        return {};
      case 'dynamic':
        return dynamicSchema(struct);
      default:
        throw new Error(`No JSON Schema for the superstruct kind "${kind}"`);
    }
  }

  function objectSchema(fields: [string, AnyStruct][], closed: boolean): Keywords {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of fields) {
      const fallback = field.coercer(undefined, context());
      properties[key] = fallback === undefined ? schemaOf(field) : { ...(schemaOf(field) as Keywords), default: fallback };
      if (fallback === undefined && !is(undefined, field)) required.push(key);
    }
    return {
      type: 'object',
      properties,
      ...(required.length > 0 && { required }),
      ...(closed && { additionalProperties: false }),
    };
  }

  // A dynamic struct picks its struct by the value, so the converter asks it with values: one
  // that names exactly one key (`exactlyOneKey` names its keys in its failure), or one per value
  // of the tag its default shows (`discriminated` shows an enums of its tags; a literal `true`
  // tag has `false` for its other branch).
  function dynamicSchema(struct: AnyStruct): Keywords {
    const oneKey = [...struct.refiner({}, context())].find((failure) => failure.refinement === 'exactlyOneOf');
    if (oneKey) {
      const keys = String((oneKey as unknown as { params: Params }).params.keys).split(', ');
      return { oneOf: keys.map((key) => objectSchema(entriesOf(struct, { [key]: null }), true)) };
    }
    const tag = entriesOf(struct, {}).find(([, field]) => field.type === 'enums' || (field.type === 'literal' && field.schema !== null));
    if (tag === undefined) throw new Error('No JSON Schema for a dynamic struct without a tag or one-key rule');
    const [key, tags] = tag;
    const values =
      tags.type === 'enums' ? Object.values(tags.schema as Record<string, unknown>) : typeof tags.schema === 'boolean' ? [tags.schema, !tags.schema] : [tags.schema];
    return {
      oneOf: values.map((value) => {
        const probe = { [key]: value };
        const closed = entriesOf(struct, { ...probe, [PROBE_KEY]: 0 }).some(([name]) => name === PROBE_KEY);
        return withRules(struct, objectSchema(entriesOf(struct, probe), closed), [probe]);
      }),
    };
  }

  return { schemaOf, components };
}

function isStruct(value: unknown): value is AnyStruct {
  return typeof value === 'object' && value !== null && 'refiner' in value && 'validator' in value && 'type' in value;
}

function entriesOf(struct: AnyStruct, probe: Record<string, unknown>): [string, AnyStruct][] {
  return [...struct.entries(probe, context())].map(([key, , field]) => [String(key), field as AnyStruct]);
}

// The rules a struct's probes break, as keywords; two patterns go together under `allOf`, and
// descriptions are joined.
function withRules(struct: AnyStruct, base: Keywords, probes = PROBES[struct.type] ?? []): Keywords {
  const kind = struct.type;
  const seen = new Set<string>();
  const schema: Keywords = { ...base };
  const patterns: string[] = [];
  const descriptions: string[] = [];
  for (const probe of probes) {
    for (const failure of struct.refiner(probe, context())) {
      const name = failure.refinement ?? failure.type;
      const params: Params = { ...(failure as unknown as { params?: Params }).params, message: failure.message };
      const signature = `${name} ${JSON.stringify(params)}`;
      // A rule across fields reports at one field (a date range at `fromDate`): words, not keywords.
      if (seen.has(signature) || failure.path.length > 0) continue;
      seen.add(signature);
      const toKeywords = RULES[name];
      if (toKeywords === undefined) throw new Error(`No JSON Schema for the refinement "${name}" of a ${kind} struct`);
      const { pattern, description, ...keywords } = toKeywords(params, kind);
      if (typeof pattern === 'string') patterns.push(pattern);
      if (typeof description === 'string') descriptions.push(description);
      Object.assign(schema, keywords);
    }
  }
  if (patterns.length === 1) schema.pattern = patterns[0];
  if (patterns.length > 1) schema.allOf = patterns.map((pattern) => ({ pattern }));
  if (descriptions.length > 0) schema.description = descriptions.join(' ');
  return schema;
}

// A struct that accepts `null` says so: `type: [kind, 'null']`, or beside a `$ref`, enum or const.
function orNull(struct: AnyStruct, schema: JsonSchema): JsonSchema {
  if (struct.type === 'any' || struct.type === 'unknown' || !is(null, struct)) return schema;
  if (typeof schema === 'object' && typeof schema.type === 'string' && !('enum' in schema) && !('const' in schema)) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}
