import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * The attributes `Field` gives its control (spread them on it in the render-function form).
 * @example <Field id="code" label={label}>{(control: FieldControlProps) => <input {...control} />}</Field>
 */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

/**
 * Props of `Field`.
 * @example const props: FieldProps = { id: 'email', label: t('signin.email'), error, children: <input type="email" /> };
 */
export interface FieldProps {
  /** The control's id; the label, the hint, the error and `ErrorSummary` links all point to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The inline error; when set the control gets `aria-invalid` and the message in its description. */
  error?: string;
  /** The control: an element (it receives the props) or a function of the props. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/**
 * A labelled form field with an optional hint and inline error (GOV.UK pattern): the control is
 * named by the label and described by the hint and the error, and is `aria-invalid` with an error.
 * The error reads `Error: ...` to screen readers, so colour is not the only signal.
 * @example
 * <Field id="email" label={t('signin.email')} error={errors.email?.message}>
 *   <input type="email" autoComplete="email" {...register('email')} />
 * </Field>
 */
export function Field({ id, label, hint, error, children, className }: FieldProps) {
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    className: 'portico-input',
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props;
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': [own['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined,
      className: [control.className, own.className].filter(Boolean).join(' '),
    });
  }

  return (
    <div className={['portico-ui', 'portico-field', error ? 'portico-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="portico-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="portico-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="portico-field__error">
          <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {error}
        </p>
      ) : null}
      {rendered}
    </div>
  );
}
