import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { define, type } from 'superstruct';
import { ruleMessage, type FieldRule, type FormRules } from './rules';

/**
 * A form's check written as a function: every failing field's message (an empty object when all
 * pass). For rules that one field's struct cannot say: fields shown only sometimes, or compared.
 * @example const check: FormCheck<KeyValues> = (values) => (values.invitationKey.trim() ? {} : { invitationKey: t('validation.required') });
 */
export type FormCheck<V> = (values: V) => Partial<Record<keyof V, string>>;

/**
 * The react-hook-form resolver of a form's rules: @hookform/resolvers' superstruct resolver over
 * one struct whose fields fail with the catalogue message of their rule (`type`, not `object`:
 * the values may hold fields that have no rule, such as checkboxes).
 * @example useValidatedForm({ resolver: rulesResolver<PasswordValues>(passwordRules), defaultValues: { email: '', password: '' } })
 */
export function rulesResolver<V extends FieldValues>(rules: Partial<FormRules<V>>): Resolver<V> {
  const fields = Object.fromEntries(
    Object.entries(rules as Record<string, FieldRule>).map(([name, rule]) => [
      name,
      define<unknown>(name, (value) => ruleMessage(rule, value) ?? true),
    ]),
  );
  // The messages are the catalogue's, so the resolver answers the values as typed (no coercion).
  return superstructResolver(type(fields), undefined, { raw: true }) as unknown as Resolver<V>;
}

/**
 * The react-hook-form resolver of a check function (see `FormCheck`).
 * @example useValidatedForm({ resolver: checkResolver(checkKey), defaultValues: { invitationKey: '' } })
 */
export function checkResolver<V extends FieldValues>(check: FormCheck<V>): Resolver<V> {
  return (values) => {
    const found = check(values);
    const names = Object.keys(found).filter((name) => found[name as keyof V]);
    if (names.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(names.map((name) => [name, { type: 'validate', message: found[name as keyof V] }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * The react-hook-form resolver of a form with one text field, checked by a function that answers
 * the field's message, or nothing when the value passes.
 * @example useValidatedForm({ resolver: fieldResolver('message', checkFeedbackMessage), defaultValues: { message: '' } })
 */
export function fieldResolver<K extends string>(field: K, check: (value: string) => string | null | undefined): Resolver<Record<K, string>> {
  return checkResolver<Record<K, string>>((values) => {
    const message = check(values[field]);
    return (message ? { [field]: message } : {}) as Partial<Record<K, string>>;
  });
}
