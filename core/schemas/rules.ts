import { refine } from 'superstruct';
import type { Context, Failure, Struct } from 'superstruct';

/**
 * The stable code of every way a value can fail a struct in this folder. A failure's code is its
 * superstruct `refinement` name for our own rules, or is derived from its `type` (see
 * `describeFailure`). Forms map these codes to catalogue messages (`validation.<code>`); the
 * server renders them in English with `describeStructError`.
 *
 * @example
 * const code: RuleCode = 'maxLength';
 */
export type RuleCode =
  | 'required'
  | 'unknownField'
  | 'type'
  | 'oneOf'
  | 'invalid'
  | 'blank'
  | 'minLength'
  | 'maxLength'
  | 'range'
  | 'email'
  | 'isoDate'
  | 'isoDateTime'
  | 'localDateTime'
  | 'clockTime'
  | 'money'
  | 'id'
  | 'base64'
  | 'url'
  | 'mfaCode'
  | 'temporaryPassword'
  | 'dateOrder'
  | 'exactlyOneOf'
  | 'atLeastOneOf';

/**
 * The values a rule's message needs (`{ max: 150 }` for `maxLength`).
 *
 * @example
 * const params: RuleParams = { min: 1, max: 5 };
 */
export type RuleParams = Record<string, string | number>;

const ruleCodes: ReadonlySet<string> = new Set<RuleCode>([
  'required',
  'unknownField',
  'type',
  'oneOf',
  'invalid',
  'blank',
  'minLength',
  'maxLength',
  'range',
  'email',
  'isoDate',
  'isoDateTime',
  'localDateTime',
  'clockTime',
  'money',
  'id',
  'base64',
  'url',
  'mfaCode',
  'temporaryPassword',
  'dateOrder',
  'exactlyOneOf',
  'atLeastOneOf',
]);

/** Whether a superstruct refinement name is one of our rule codes. */
export function isRuleCode(name: unknown): name is RuleCode {
  return typeof name === 'string' && ruleCodes.has(name);
}

/**
 * English text of a rule, for the server's 400 bodies and for anyone reading a raw superstruct
 * failure. This is server text, not catalogue text: the browser shows catalogue messages instead.
 */
export function ruleMessage(code: RuleCode, params: RuleParams = {}): string {
  switch (code) {
    case 'required':
      return 'is required';
    case 'unknownField':
      return 'is not an allowed field';
    case 'type':
      return `must be ${params.expected ?? 'of another type'}`;
    case 'oneOf':
      return `must be one of: ${params.values}`;
    case 'invalid':
      return 'is not valid';
    case 'blank':
      return 'must not be blank';
    case 'minLength':
      return `must be at least ${params.min} characters`;
    case 'maxLength':
      return `must be at most ${params.max} characters`;
    case 'range':
      return params.max === undefined
        ? `must be at least ${params.min}`
        : `must be between ${params.min} and ${params.max}`;
    case 'email':
      return 'must be a valid e-mail address';
    case 'isoDate':
      return 'must be a calendar date in yyyy-MM-dd format';
    case 'isoDateTime':
      return 'must be an ISO 8601 date and time with a time zone offset';
    case 'localDateTime':
      return 'must be a date and time in yyyy-MM-dd HH:mm:ss format';
    case 'clockTime':
      return 'must be a time of day in HH:mm format';
    case 'money':
      return 'must be an amount in pounds with at most two decimals';
    case 'id':
      return 'must be an identifier of letters, digits, hyphens or underscores';
    case 'base64':
      return 'must be base64-encoded content';
    case 'url':
      return 'must be an http(s) address or a path starting with /';
    case 'mfaCode':
      return 'must be exactly 6 digits';
    case 'temporaryPassword':
      return 'must be 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*';
    case 'dateOrder':
      return `must not be after ${params.other}`;
    case 'exactlyOneOf':
      return `must contain exactly one of: ${params.keys}`;
    case 'atLeastOneOf':
      return `must contain at least one of: ${params.keys}`;
  }
}

/** A failure as our rules report it: superstruct's failure plus the rule's params. */
export type RuleFailure = Partial<Failure> & { params: RuleParams };

/**
 * The failure a rule returns: its message is the rule code, and the params are kept on the
 * failure object (superstruct spreads what a refiner returns into the failure). The English text
 * is made only where it is shown, by `describeFailure` (the server's 400 messages) from the code
 * and params, which it also hands to forms; so the browser bundles, which validate answers but
 * never show these texts, do not carry them.
 */
export function ruleFailure(code: RuleCode, params: RuleParams = {}): RuleFailure {
  return { message: code, params };
}

/**
 * A failure of a cross-field rule, reported on one field of the object being refined, so forms
 * show it beside that field and the server's `fields` map names it.
 */
export function fieldFailure(
  ctx: Context,
  field: string,
  value: unknown,
  code: RuleCode,
  params: RuleParams = {},
): RuleFailure {
  return { ...ruleFailure(code, params), path: [...ctx.path, field], key: field, value };
}

/**
 * Adds one named rule to a struct. The rule name is the failure's `refinement`, which is how
 * `describeFailure` tells our rules from superstruct's own type checks.
 */
export function rule<T, S>(
  struct: Struct<T, S>,
  code: RuleCode,
  test: (value: T) => boolean,
  params: RuleParams = {},
): Struct<T, S> {
  return refine(struct, code, (value) => test(value) || ruleFailure(code, params));
}
