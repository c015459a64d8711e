import { useId, useState } from 'react';
import { requestPasswordReset } from '../../core/api/endpoints/session';
import { passwordRules, rulesResolver, TextField, useValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Spinner } from '../../core/ui/Spinner';

const rules = { email: passwordRules.email };

/**
 * /signin/forgot-password (spec 1 §2, §5): an e-mail field (Enter a valid email address), Send
 * email and a way back to /signin. The answer is the same whether or not the address has an
 * account, so the page says so.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const ids = useId();
  const emailId = `${ids}-email`;
  const form = useValidatedForm<{ email: string }>({ resolver: rulesResolver<{ email: string }>(rules), defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className="shell-narrow">
      <h1>{t('routes.forgotPassword')}</h1>
      {sentTo ? (
        <Alert type="success">{t('forgotPassword.success', { email: sentTo })}</Alert>
      ) : (
        <form
          noValidate
          aria-label={t('routes.forgotPassword')}
          onSubmit={(event) =>
            void form.submit(event, async (values) => {
              const email = values.email.trim();
              await requestPasswordReset(email);
              setSentTo(email);
            })
          }
        >
          <p>{t('forgotPassword.intro')}</p>
          <ErrorSummary errors={form.summary(() => emailId)} focusKey={form.focusKey} />
          {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
          <TextField form={form} name="email" id={emailId} label={t('common.email')} type="email" autoComplete="username" spellCheck={false} />
          <div className="shell-actions">
            <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
              {t('forgotPassword.submit')}
            </button>
            {form.pending ? <Spinner hideLabel /> : null}
          </div>
        </form>
      )}
      <p>
        <a href="/signin">{t('common.back')}</a>
      </p>
    </div>
  );
}
