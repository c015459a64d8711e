import { useId, type ReactNode } from 'react';
import { changePassword } from '../../core/api/endpoints/settings';
import { isApiError } from '../../core/api/error';
import { checkResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { PasswordInput } from '../../core/ui/PasswordInput';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { SaveButton, Section } from './parts';
import { checkPassword, type PasswordValues } from './settings';

/** Marks the server error of a wrong current password, which shows as spec 2 §8's titled alert. */
export const WRONG_CURRENT_PASSWORD = 'wrong-current-password';

/**
 * A failed save's text: a 401 is spec 2 §8's wrong current password (shown by `ServerError`).
 * @example useValidatedForm({ ..., failureText: currentPasswordFailure })
 */
export function currentPasswordFailure(error: unknown): string {
  if (isApiError(error) && error.status === 401) return WRONG_CURRENT_PASSWORD;
  return isApiError(error) ? error.message : translate('dialog.error.defaultDescription');
}

/**
 * A form's server error; a wrong current password as Incorrect current password / The current
 * password you entered is incorrect. Please try again. (spec 2 §8).
 * @example <ServerError text={form.serverError} />
 */
export function ServerError({ text }: { text: string | null }): ReactNode {
  const t = useT();
  if (text === null) return null;
  if (text === WRONG_CURRENT_PASSWORD) {
    return (
      <Alert type="error" title={t('errors.passwordChange.title')}>
        {t('errors.passwordChange.description')}
      </Alert>
    );
  }
  return <Alert type="error">{text}</Alert>;
}

/**
 * The current password, asked by the password change and by turning multi-factor authentication off.
 * @example <CurrentPasswordField id={id} value={value} onChange={set} error={errors.currentPassword} />
 */
export function CurrentPasswordField({ id, value, onChange, error, hint }: { id: string; value: string; onChange: (value: string) => void; error: string | undefined; hint?: string }) {
  const t = useT();
  return (
    <Field id={id} label={t('settings.password.current')} hint={hint} error={error}>
      {(control) => <PasswordInput {...control} name="currentPassword" value={value} onChange={onChange} autoComplete="current-password" />}
    </Field>
  );
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '' };

/**
 * Change password (spec 2 §2, §7, §8): the current password and the new one (the strength rule of
 * sign-up and reset); success empties the form and says Your password was successfully changed.
 * @example <PasswordSection />
 */
export function PasswordSection() {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof PasswordValues) => `${ids}-${name}`;
  const form = useValidatedForm<PasswordValues>({ resolver: checkResolver(checkPassword), defaultValues: EMPTY, failureText: currentPasswordFailure });

  const send = async (checked: PasswordValues) => {
    await changePassword(checked, { errorPrefix: translate('errors.settings.save') });
    form.reset(EMPTY);
    showSnackbar(translate('settings.passwordChanged'));
  };

  return (
    <Section id="password" heading={t('common.password')}>
      <form noValidate aria-label={t('settings.password.change')} onSubmit={(event) => void form.submit(event, send)}>
        <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
        <ServerError text={form.serverError} />
        <CurrentPasswordField id={idOf('currentPassword')} value={form.values.currentPassword} onChange={(value) => form.change('currentPassword', value)} error={form.errors.currentPassword} />
        <Field id={idOf('newPassword')} label={t('settings.password.new')} hint={t('signup.profile.passwordHint')} error={form.errors.newPassword}>
          {(control) => (
            <PasswordInput {...control} name="newPassword" value={form.values.newPassword} onChange={(value) => form.change('newPassword', value)} autoComplete="new-password" />
          )}
        </Field>
        <SaveButton pending={form.pending} label={t('settings.password.change')} />
      </form>
    </Section>
  );
}
