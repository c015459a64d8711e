import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';

// Field: label, hint, error and control, the error marked by a bar as well as by colour.
const fieldCss = `
.portico-field { display: flex; flex-direction: column; gap: calc(var(--_p-space) * 0.5); margin-block-end: calc(var(--_p-space) * 3); }
.portico-field__label { font-weight: 600; }
.portico-field__hint { margin: 0; color: var(--_p-text-muted); }
.portico-field__error { margin: 0; color: var(--_p-error); font-weight: 600; }
.portico-field--invalid { padding-inline-start: calc(var(--_p-space) * 1.5); border-inline-start: 0.25rem solid var(--_p-error); }
`;

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
  /** The control's id; the label, the hint, the error and `ErrorSummary` links all point to it. The label's own id is `{id}-label`. */
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
    <div ref={styleRef(fieldCss)} className={['portico-ui', 'portico-field', error ? 'portico-field--invalid' : null, className].filter(Boolean).join(' ')}>
      {/* Its id names a control that is no labelable element (a rich-text editor: aria-labelledby). */}
      <label id={`${id}-label`} className="portico-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="portico-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {rendered}
    </div>
  );
}

/**
 * A field's error line, with the hidden prefix screen readers announce: what `Field` shows under
 * its label, and what a group of controls (a fieldset) shows under its legend.
 * @example {error ? <FieldError id={`${id}-error`} message={error} /> : null}
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  const t = useT();
  return (
    <p id={id} className="portico-field__error">
      <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {message}
    </p>
  );
}
