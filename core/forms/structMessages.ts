import type { Failure, StructError } from 'superstruct';
import { t } from '../i18n';
import { describeFailure } from '../schemas/errors';
import type { RuleParams } from '../schemas/rules';
import { sharedTextMessage } from './text-messages';

/**
 * Each failing field's message, from the struct the API checks the same body with: the first
 * failure of each field, worded by the form's `messageOf` (its field, the failed rule's code and
 * params), except a hidden control character, which is the same mistake everywhere. `codeOf` reads
 * the code (default: the rule code `describeFailure` gives).
 * @example structMessages(validate(body, NewsInput)[0], (failure) => String(failure.path[0]), newsMessage)
 */
export function structMessages<F extends string>(
  error: StructError | undefined,
  fieldOf: (failure: Failure) => F | undefined,
  messageOf: (field: F, code: string, params: RuleParams) => string,
  codeOf: (failure: Failure) => string = (failure) => describeFailure(failure).code,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const failure of error?.failures() ?? []) {
    const field = fieldOf(failure);
    if (field === undefined || errors[field] !== undefined) continue;
    const code = codeOf(failure);
    const { params } = describeFailure(failure);
    errors[field] = code === 'controlCharacters' ? (sharedTextMessage(code, params) ?? '') : messageOf(field, code, params);
  }
  return errors;
}

/**
 * The wording of a form that names no rule of its own: the shared text rules' message (too long,
 * too short), otherwise This field is required. A `messageOf` for `structMessages`.
 * @example sharedOrRequired('name', 'required', {}) // 'This field is required'
 */
export function sharedOrRequired(_field: string, code: string, params: RuleParams): string {
  return sharedTextMessage(code, params) ?? t('validation.required');
}

/**
 * A `fieldOf` for `structMessages`: the failure's field when it is one of the form's `fields`,
 * otherwise undefined (a failure no field of the form shows).
 * @example structMessages(failure, fieldAmong(['name', 'description']), sharedOrRequired)
 */
export function fieldAmong<F extends string>(fields: readonly F[]): (failure: Failure) => F | undefined {
  return (failure) => {
    const path = failure.path.join('.');
    return (fields as readonly string[]).includes(path) ? (path as F) : undefined;
  };
}
