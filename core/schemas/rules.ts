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
  | 'controlCharacters'
  | 'range'
  | 'email'
  | 'postcode'
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
  | 'atLeastOneOf'
  | 'timeOrder'
  | 'slotOverlap';

/**
 * The values a rule's message needs (`{ max: 150 }` for `maxLength`).
 *
 * @example
 * const params: RuleParams = { min: 1, max: 5 };
 */
export type RuleParams = Record<string, string | number>;

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
