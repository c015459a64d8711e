/**
 * Building blocks shared by every area: identifiers, dates, money, text limits, e-mail, phone,
 * files, query-string coercions, the success envelope and the error body.
 *
 * Two kinds of struct, on purpose:
 * - Responses use superstruct `type()`: extra fields are tolerated, so the API can add a field
 *   without breaking clients that are already deployed (element bundles live on CDNs for months).
 * - Request payloads and query strings use `object()`: an unknown key is a failure, so the server
 *   answers 400 instead of silently dropping what the caller meant to send.
 *
 * Nothing here touches the DOM: the reference API (Node) validates requests with these structs.
 */
import {
  array,
  coerce,
  dynamic,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
} from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { rule } from './rules';
import type { RuleParams } from './rules';

type AnyStruct = Struct<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------------------------

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An entity identifier: a UUID or another opaque id (`NP-OWNER-1`, a slug), always a JSON string
 * so that ids read the same in bodies, paths and query strings.
 *
 * @example
 * is('3f1c2b9e-5a47-4c1e-9a53-1d2f7b8c0a01', id); // true
 */
export const id = rule(string(), 'id', (value) => ID_PATTERN.test(value));

// ---------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

// Date.parse('2026-02-30') answers 2 March instead of failing, so the calendar is checked by hand.
/**
 * Whether `value` is a real calendar date, `yyyy-MM-dd`.
 * @example isCalendarDate('2026-02-30') // false
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Whether `pattern` matches `value` and its first group is a real calendar date.
 * @example datePartIsCalendarDate(/^(\d{4}-\d{2}-\d{2}) /, '2026-11-22 09:30') // true
 */
export function datePartIsCalendarDate(pattern: RegExp, value: string): boolean {
  const match = pattern.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '');
}

/**
 * A calendar date, `yyyy-MM-dd` (statement dates, periods, query ranges).
 *
 * @example
 * is('2026-11-22', isoDate); // true
 */
export const isoDate = rule(string(), 'isoDate', isCalendarDate);

/**
 * A local date and time, `yyyy-MM-dd HH:mm:ss` (`feedbackInformation.datetime`).
 *
 * @example
 * is('2026-11-22 09:30:00', localDateTime); // true
 */
export const localDateTime = rule(string(), 'localDateTime', (value) =>
  datePartIsCalendarDate(LOCAL_DATE_TIME_PATTERN, value),
);

/**
 * A time of day, `HH:mm` (facility opening and closing hours; `00:00` as a closing
 * hour means midnight at the end of the day, which is the slot rules' business, not ours).
 *
 * @example
 * is('06:00', clockTime); // true
 */
export const clockTime = rule(string(), 'clockTime', (value) => CLOCK_TIME_PATTERN.test(value));

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/**
 * GBP as a JSON number in pounds with at most two decimals (`1234.5`, `-120.75` for a credit).
 * Sums are done in pence by core/domain; this only guards the wire.
 *
 * @example
 * is(1234.5, money); // true
 */
export const money = rule(
  number(),
  'money',
  // 0.07 * 100 is 7.000000000000001: compare with a tolerance far below a penny.
  (value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
);

/**
 * A count or a duration in whole units: an integer, zero or more.
 *
 * @example
 * is(15, nonNegativeInteger); // true
 */
export const nonNegativeInteger = rule(integer(), 'range', (value) => value >= 0, { min: 0 });

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/**
 * Length limits of a text field. `min` counts the trimmed text; `max` counts every character, as
 * a field's `maxlength` and its countdown do.
 *
 * @example
 * const limits: TextLimits = { max: 150 };
 */
export interface TextLimits {
  min?: number;
  max?: number;
  /** A text of several lines (a message, a description) keeps its line breaks and tabs. */
  multiline?: boolean;
}

// Characters no typed text needs and a reader cannot see: C0 controls and DEL (a line break in a
// subject becomes an e-mail header, an escape sequence reaches a terminal reading the log) and the
// bidirectional overrides and isolates that show a text in another order than it is stored.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const ONE_LINE_REFUSED = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const MULTILINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/**
 * Whether a text holds a character a typed text of its kind never has (see above): one line
 * unless `multiline`, which keeps tab, line feed and carriage return.
 *
 * @example
 * hasControlCharacters('Gym\r\nBcc: x@example.com') // true
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_REFUSED : ONE_LINE_REFUSED).test(value);
}

/**
 * A text with those characters (see above) taken out, for a name that arrives from a device and
 * is kept rather than refused, as an uploaded file's name.
 *
 * @example
 * withoutControlCharacters('invoice\u202efdp.exe') // 'invoicefdp.exe'
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(ONE_LINE_REFUSED.source, 'g'), '');
}

/** A text's length in UTF-16 units, as a field's `maxlength` and the countdowns count. */
const utf16Length = (value: string) => value.length;

/**
 * A text as a person types it: no control characters, one line unless `multiline` (see above).
 * Only white space is the blank rule's mistake, not this one's: one message per mistake.
 */
function typedText(struct: Struct<string, null>, { multiline = false }: TextLimits) {
  return rule(struct, 'controlCharacters', (value) => value.trim() === '' || !hasControlCharacters(value, multiline), {
    lines: multiline ? 'many' : 'one',
  });
}

function withLimits(
  struct: Struct<string, null>,
  limits: TextLimits,
  counted: (value: string) => string,
  length: (value: string) => number = utf16Length,
) {
  let limited = struct;
  const { min, max } = limits;
  if (min !== undefined && min > 1) {
    // An empty value is left to the blank or required rule: one message per mistake.
    limited = rule(limited, 'minLength', (v) => counted(v) === '' || length(counted(v)) >= min, { min });
  }
  if (max !== undefined) {
    limited = rule(limited, 'maxLength', (v) => length(v) <= max, { max });
  }
  return limited;
}

/**
 * A required text: blank after trimming is rejected, then the length limits apply.
 *
 * @example
 * const Subject = requiredText({ max: 150 });
 */
export function requiredText(limits: TextLimits = {}): Struct<string, null> {
  return withLimits(
    typedText(rule(string(), 'blank', (value) => value.trim() !== ''), limits),
    limits,
    (value) => value.trim(),
  );
}

/**
 * An optional text: absent, `null` or empty (forms send `''` for an untouched field) is accepted;
 * anything else must meet the limits.
 *
 * @example
 * const County = optionalText({ max: 40 });
 */
export function optionalText(limits: TextLimits = {}) {
  return optional(nullable(withLimits(typedText(string(), limits), limits, (value) => value.trim())));
}

/**
 * A text that may be empty but is always sent (a note cleared to `''`), within the limits.
 *
 * @example
 * const Note = textOrEmpty({ max: 500, multiline: true });
 */
export function textOrEmpty(limits: TextLimits = {}): Struct<string, null> {
  return withLimits(typedText(string(), limits), limits, (value) => value.trim());
}

/** The longest password any route takes: a typed one is far shorter, and hashing a huge one costs the server. */
export const PASSWORD_MAX = 256;

/** The longest first or last name, as the staff forms already say (100 characters). */
export const NAME_MAX = 100;

/**
 * A password: required, counted as typed (spaces are characters of a password, not padding) and
 * in code points, as core/domain's password rules and so the forms count it: an emoji typed as
 * one character is one of the 8 to 64, not two. At most `PASSWORD_MAX` unless `max` says less.
 *
 * @example
 * const NewPassword = passwordText({ min: 8, max: 64 });
 */
export function passwordText(limits: TextLimits = {}): Struct<string, null> {
  return withLimits(
    rule(string(), 'blank', (value) => value !== ''),
    { max: PASSWORD_MAX, ...limits },
    (value) => value,
    (value) => [...value].length,
  );
}

// The WHATWG "valid e-mail address" production (what <input type=email> accepts), with at least
// one dot in the domain: a resident's address is never on a bare host name.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * A valid e-mail address, at most 254 characters (the longest address SMTP carries).
 *
 * @example
 * is('owner@example.com', email); // true
 */
export const email = rule(
  requiredText({ max: 254 }),
  'email',
  (value) => value.trim() === '' || EMAIL_PATTERN.test(value),
);

/**
 * A phone number as typed: optional, at most 17 characters. Whether it is a
 * valid GB number is core/domain's rule, with libphonenumber-js loaded only by the forms that need it.
 *
 * @example
 * is('020 7946 0018', phoneNumber); // true
 */
export const phoneNumber = optionalText({ max: 17 });

// ---------------------------------------------------------------------------------------------
// Addresses, files
// ---------------------------------------------------------------------------------------------

/**
 * A web address the client may put in `src` or `href`: absolute http(s), or a path on the API's
 * origin. Anything else (`javascript:`, `data:`) is refused at the door.
 *
 * @example
 * is('https://cdn.example.com/riverside-wharf.jpg', webUrl); // true
 */
export const webUrl = rule(string(), 'url', (value) => {
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
});

// Characters, then at most two `=`, in a length that is a multiple of 4: the same strings as
// groups of four with a padded last group, without a repeated group, which overflows the regular
// expression engine's stack on contents of a few megabytes (a 5 MB facility image).
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * File content as standard base64, without a `data:` prefix, never empty.
 *
 * @example
 * is('JVBERi0xLjcK', base64); // true
 */
export const base64 = rule(string(), 'base64', (value) => value !== '' && value.length % 4 === 0 && BASE64_PATTERN.test(value));

/**
 * A file sent in a request body (profile picture, development picture): name and base64 content.
 *
 * @example
 * const upload: FileUpload = { fileName: 'olivia.png', content: 'iVBORw0KGgo=' };
 */
export const FileUpload = object({
  fileName: requiredText({ max: 255 }),
  content: base64,
});
export type FileUpload = Infer<typeof FileUpload>;

// ---------------------------------------------------------------------------------------------
// Query strings
// ---------------------------------------------------------------------------------------------

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/**
 * A whole number in a query string. Query values arrive as strings, so `create()` (or `validate`
 * with `{ coerce: true }`) turns `'25'` into `25`; other text stays text and fails as not a number.
 *
 * @example
 * create('25', queryInteger({ min: 1, max: 100 })); // 25
 */
export function queryInteger(limits: { min: number; max?: number }): Struct<number, null> {
  const { min, max } = limits;
  const params: RuleParams = max === undefined ? { min } : { min, max };
  return coerce(
    rule(integer(), 'range', (value) => value >= min && (max === undefined || value <= max), params),
    string(),
    (value) => (INTEGER_TEXT.test(value) ? Number(value) : value),
  );
}

/**
 * A list of ids in a query string: `?developmentUuids=a,b` (coerced by splitting on commas) or a
 * repeated parameter already collected into an array.
 *
 * @example
 * create('a1,b2', idList); // ['a1', 'b2']
 */
export const idList = coerce(array(id), string(), (value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

// ---------------------------------------------------------------------------------------------
// Composition helpers
// ---------------------------------------------------------------------------------------------

/**
 * A union of request payloads told apart by one field (`method` of a login): validates against
 * the branch the field names, so a failure reads `code: must be exactly 6 digits` rather than
 * superstruct's "does not satisfy a union". An unknown tag fails on the tag itself.
 *
 * @example
 * const Pet = discriminated('kind', { cat: object({ kind: literal('cat') }) });
 */
export function discriminated<B extends Record<string, AnyStruct>>(
  key: string,
  branches: B,
): Struct<Infer<B[keyof B]>, null> {
  const tagOnly = type({ [key]: enums(Object.keys(branches)) });
  return dynamic((value) => {
    const tag = isRecord(value) ? value[key] : undefined;
    const branch = typeof tag === 'string' && Object.hasOwn(branches, tag) ? branches[tag] : undefined;
    return (branch ?? tagOnly) as Struct<Infer<B[keyof B]>, unknown>;
  });
}

type OneKeyOf<B extends Record<string, AnyStruct>> = {
  [K in keyof B]: { [P in K]: Infer<B[P]> };
}[keyof B];

/**
 * A request payload that carries exactly one of several keys (`PUT /premises/{id}` sends a
 * correspondence address or contact preferences). Neither or both is a failure.
 *
 * @example
 * const Update = exactlyOneKey({ name: requiredText(), colour: requiredText() });
 */
export function exactlyOneKey<B extends Record<string, AnyStruct>>(branches: B): Struct<OneKeyOf<B>, null> {
  const keys = Object.keys(branches);
  const single = new Map(keys.map((key) => [key, object({ [key]: branches[key] as AnyStruct })]));
  const wrongCount = rule(type({}), 'exactlyOneOf', () => false, { keys: keys.join(', ') });
  return dynamic((value) => {
    const present = isRecord(value) ? keys.filter((key) => value[key] !== undefined) : [];
    const only = present.length === 1 ? single.get(present[0] as string) : undefined;
    return (only ?? wrongCount) as Struct<OneKeyOf<B>, unknown>;
  });
}

/**
 * A rule on an object that at least one of the named keys is present (a partial update that
 * changes nothing is a mistake worth a 400).
 *
 * @example
 * const Update = atLeastOneKey(object({ title: optional(string()) }), ['title']);
 */
export function atLeastOneKey<T extends Record<string, unknown>, S>(
  struct: Struct<T, S>,
  keys: readonly (keyof T & string)[],
): Struct<T, S> {
  return rule(
    struct,
    'atLeastOneOf',
    (value) => keys.some((key) => value[key] !== undefined),
    { keys: keys.join(', ') },
  );
}


// ---------------------------------------------------------------------------------------------
// Envelope and error body
// ---------------------------------------------------------------------------------------------

/**
 * The success envelope of every 2xx answer with a body: `{ "data": <payload> }`.
 *
 * @example
 * const answer = create(json, envelope(Development));
 * answer.data.name; // 'Riverside Wharf'
 */
export function envelope<T, S>(struct: Struct<T, S>) {
  return type({ data: struct });
}

/**
 * The body of every 4xx/5xx answer: messages to show, and per-field messages for forms.
 *
 * @example
 * const body: ApiErrorBody = { messages: ['subject: is required'], fields: { subject: ['is required'] } };
 */
export const ApiErrorBody = type({
  messages: array(string()),
  fields: optional(record(string(), array(string()))),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

