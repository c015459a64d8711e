import { useState } from 'react';
import { useT } from '../i18n';
import type { FieldControlProps } from './Field';
import { styleRef } from './styles';

// Its own CSS, adopted where it renders (the shared ui sheet stays small).
const passwordCss = `
.portico-password { display: flex; flex-wrap: wrap; gap: var(--_p-space); align-items: center; }
.portico-password .portico-input { flex: 1 1 14rem; }
`;

/**
 * Props of `PasswordInput`: the `Field` control props plus the value and what else describes it.
 * @example const props: PasswordInputProps = { ...control, value, onChange: setValue, autoComplete: 'new-password' };
 */
export interface PasswordInputProps extends FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  name?: string;
  /** Ids of text that also describes the field (requirements), after the Field's own hint and error. */
  describedBy?: string;
  /** `part` of the Show password button, for hosts that style an element's shadow root. */
  buttonPart?: string;
}

/**
 * A password input with a Show password toggle (reset password, sign-up step 3), for
 * use inside `Field`. The toggle is a pressed/unpressed button, so screen readers
 * announce whether the password is shown.
 * @example <Field id={id} label={t('common.password')}>{(control) => <PasswordInput {...control} value={v} onChange={setV} autoComplete="new-password" />}</Field>
 */
export function PasswordInput({ value, onChange, autoComplete, name = 'password', describedBy, buttonPart, ...control }: PasswordInputProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div ref={styleRef(passwordCss)} className="portico-password">
      <input
        {...control}
        aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
        type={shown ? 'text' : 'password'}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="portico-button portico-button--secondary"
        part={buttonPart}
        aria-pressed={shown}
        onClick={() => setShown((current) => !current)}
      >
        {t('common.showPassword')}
      </button>
    </div>
  );
}
