import { validate, type Struct } from 'superstruct';
import { t } from '../i18n';
import { mfaCode } from '../schemas/auth';
import { email, passwordText } from '../schemas/common';
import type { RuleParams } from '../schemas/rules';
import { sharedTextMessage } from './text-messages';

/**
 * One field's rule: the core/schemas struct its value must pass (the same struct the API checks
 * the request with) and the catalogue id shown per failed rule code; `default` for any other code.
 */
export interface FieldRule {
  struct: Struct<string, null>;
  messages: { default: string } & Record<string, string>;
}

/**
 * The values of the e-mail and password step.
 * @example const values: PasswordValues = { email: 'owner@example.com', password: 'Portal-Demo-1' };
 */
export interface PasswordValues {
  email: string;
  password: string;
}

/**
 * The value of the multi-factor step.
 * @example const values: MfaValues = { code: '482913' };
 */
export interface MfaValues {
  code: string;
}

/** A form's rules, one per field. */
export type FormRules<V> = { readonly [K in keyof V]: FieldRule };

/**
 * The e-mail and password step: e-mail required and valid, password required.
 * One message for an empty and a malformed address, as the spec's forgot-password form has it.
 */
export const passwordRules: FormRules<PasswordValues> = {
  email: { struct: email, messages: { default: 'validation.email' } },
  password: { struct: passwordText(), messages: { default: 'validation.password.required' } },
};

/**
 * The multi-factor step: the code is required ("Verification code is required"),
 * whitespace stripped, 6 digits.
 */
export const mfaRules: FormRules<MfaValues> = {
  code: { struct: mfaCode, messages: { blank: 'validation.mfaCode.required', default: 'validation.mfaCode.invalid' } },
};

/**
 * The message of one field's value under its rule, or undefined when the value passes.
 * @example ruleMessage(mfaRules.code, '') // 'Verification code is required'
 */
export function ruleMessage(rule: FieldRule, value: unknown): string | undefined {
  const [failure] = validate(value, rule.struct, { coerce: true });
  if (!failure) return undefined;
  const code = failure.refinement ?? failure.type;
  const own = rule.messages[code];
  if (own) return t(own);
  // A field words its own rules, but a hidden control character is the same mistake everywhere.
  return code === 'controlCharacters' ? sharedTextMessage(code, (failure as { params?: RuleParams }).params)! : t(rule.messages.default);
}

/**
 * Checks every field of a form at once (an invalid submit marks every field touched)
 * and answers each failing field's catalogue message, in the form's field order.
 * @example checkForm(mfaRules, { code: '' }) // { code: 'Verification code is required' }
 */
export function checkForm<V extends object>(rules: FormRules<V>, values: V): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    const message = ruleMessage(rules[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
