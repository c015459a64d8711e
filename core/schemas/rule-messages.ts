import type { RuleCode, RuleParams } from './rules';

// Apart from rules.ts: every schema uses `rule()`, so every bundle that validates anything loads
// rules.ts, while only `describeFailure` (the server's 400 messages, forms' codes) reads these. A
// bundler splitting code places a file's code by which entries reach the file.

const ruleCodes: ReadonlySet<string> = new Set<RuleCode>([
  'required',
  'unknownField',
  'type',
  'oneOf',
  'invalid',
  'blank',
  'minLength',
  'maxLength',
  'controlCharacters',
  'range',
  'email',
  'postcode',
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
  'timeOrder',
  'slotOverlap',
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
    case 'controlCharacters':
      return params.lines === 'many'
        ? 'must not contain control characters or direction overrides'
        : 'must be one line, without control characters or direction overrides';
    case 'range':
      return params.max === undefined
        ? `must be at least ${params.min}`
        : `must be between ${params.min} and ${params.max}`;
    case 'email':
      return 'must be a valid e-mail address';
    case 'postcode':
      return 'must be a UK postcode';
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
    case 'timeOrder':
      return `must be after ${params.other}`;
    case 'slotOverlap':
      return 'must not overlap another slot';
  }
}
