import { useId, useState } from 'react';
import { resetPassword } from '../../core/api/endpoints/session';
import { PASSWORD_ERROR_MESSAGES, validateResetPassword } from '../../core/domain/passwords';
import { checkResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { PasswordInput } from '../../core/ui/PasswordInput';
import { Spinner } from '../../core/ui/Spinner';
import type { PageProps } from '../routes';

interface ResetValues {
  password: string;
}

// spec 1 §5: required, 8 to 64 characters, the strength rule; the first failing rule is shown.
function check(values: ResetValues): Partial<Record<keyof ResetValues, string>> {
  const [error] = validateResetPassword(values.password);
  return error ? { password: translate(PASSWORD_ERROR_MESSAGES[error]) } : {};
}

/**
 * /reset-password/{token} (spec 1 §2, §5): the two requirement bullets, one password field with a
 * show toggle, a button with a loading state; Enter submits (it is a form). `PUT /user/password`
 * with the link's token as the bearer. `?temporary=1`: the sign-in came here with the token of a
 * temporary password (one staff set), and the page says why a new password is needed.
 */
export function ResetPasswordPage({ page }: PageProps) {
  const t = useT();
  const ids = useId();
  const passwordId = `${ids}-password`;
  const requirementsId = `${ids}-requirements`;
  const token = page.route === 'resetPassword' ? page.params.token : '';
  const form = useValidatedForm<ResetValues>({ resolver: checkResolver(check), defaultValues: { password: '' } });
  const [done, setDone] = useState(false);
  const temporary = page.search.temporary === '1';

  return (
    <div className="shell-narrow">
      <h1>{t('routes.resetPassword')}</h1>
      {done ? (
        <>
          <Alert type="success">{t('resetPassword.success')}</Alert>
          <p>
            <a href="/signin">{t('routes.signin')}</a>
          </p>
        </>
      ) : (
        <form
          noValidate
          aria-label={t('routes.resetPassword')}
          onSubmit={(event) =>
            void form.submit(event, async (values) => {
              await resetPassword(token, values.password);
              setDone(true);
            })
          }
        >
          {temporary ? <Alert type="info">{t('resetPassword.temporary')}</Alert> : null}
          <div id={requirementsId}>
            <p>{t('resetPassword.intro')}</p>
            <ul>
              <li>{t('resetPassword.requirement.length')}</li>
              <li>{t('resetPassword.requirement.strength')}</li>
            </ul>
          </div>
          <ErrorSummary errors={form.summary(() => passwordId)} focusKey={form.focusKey} />
          {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
          <Field id={passwordId} label={t('settings.password.new')} error={form.errors.password}>
            {(control) => (
              <PasswordInput
                {...control}
                describedBy={requirementsId}
                value={form.values.password}
                onChange={(value) => form.change('password', value)}
                autoComplete="new-password"
              />
            )}
          </Field>
          <div className="shell-actions">
            <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
              {t('resetPassword.submit')}
            </button>
            {form.pending ? <Spinner hideLabel /> : null}
          </div>
        </form>
      )}
    </div>
  );
}
