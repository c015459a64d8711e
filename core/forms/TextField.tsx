import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field } from '../ui/Field';
import type { ValidatedForm } from './useValidatedForm';

/** The names of a form's text values. */
type TextName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * Props of `TextField`: the form and the value's name, the field's id, label and hint, and the
 * input's own attributes (`type` is `text` unless given).
 * @example const props: TextFieldProps<KeyValues> = { form, name: 'invitationKey', id, label: t('signup.invitationKey.label'), autoComplete: 'off' };
 */
export interface TextFieldProps<V extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'id' | 'name' | 'value' | 'onChange'> {
  form: ValidatedForm<V>;
  name: TextName<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A text input of a `useValidatedForm` form in its labelled `Field`: its value, its change and its
 * error are the form's value of that name.
 * @example <TextField form={form} name="email" id={idOf('email')} label={t('common.email')} type="email" autoComplete="email" spellCheck={false} />
 */
export function TextField<V extends FieldValues>({ form, name, id, label, hint, type = 'text', ...input }: TextFieldProps<V>) {
  return (
    <Field id={id} label={label} hint={hint} error={form.errors[name]}>
      <input type={type} name={name} {...input} value={form.values[name]} onChange={(event) => form.change(name, event.target.value as V[TextName<V>])} />
    </Field>
  );
}
