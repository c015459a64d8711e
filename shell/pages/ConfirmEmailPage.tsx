import { useEffect, useState } from 'react';
import { confirmEmail } from '../../core/api/endpoints/session';
import { t as translate, useT } from '../../core/i18n';
import { confirmCorrespondenceEmail } from '../../core/session/account';
import { Alert } from '../../core/ui/Alert';
import { Spinner } from '../../core/ui/Spinner';
import { failureText } from '../../core/api/error';
import type { PageProps } from '../routes';

// One confirmation per link and page: a token works once, and React's development double effect
// (StrictMode) would otherwise send it twice and show the second answer's refusal.
const confirmations = new Map<string, Promise<unknown>>();

function confirmOnce<T>(key: string, confirm: () => Promise<T>): Promise<T> {
  let pending = confirmations.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = confirm();
    confirmations.set(key, pending);
  }
  return pending;
}

type Confirmation<T> = { status: 'pending' } | { status: 'confirmed'; answer: T } | { status: 'failed'; message: string };

/** The state of confirming an e-mailed link's token once, on load. */
function useConfirmation<T>(key: string, confirm: () => Promise<T>): Confirmation<T> {
  const [state, setState] = useState<Confirmation<T>>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    confirmOnce(key, confirm).then(
      (answer) => current && setState({ status: 'confirmed', answer }),
      (error: unknown) => current && setState({ status: 'failed', message: failureText(error) }),
    );
    return () => {
      current = false;
    };
    // The key names the call: `confirm` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** /confirm-email/{token} (spec 1 §2): confirms the e-mail address on load. */
export function ConfirmEmailPage({ page }: PageProps) {
  const t = useT();
  const token = page.route === 'confirmEmail' ? page.params.token : '';
  const state = useConfirmation(`confirm-email:${token}`, () => confirmEmail(token));

  return (
    <div className="shell-narrow">
      <h1>{t('routes.confirmEmail')}</h1>
      {state.status === 'pending' ? <Spinner label={t('signup.confirmEmail.confirming')} /> : null}
      {state.status === 'confirmed' ? <Alert type="success">{t('signup.confirmEmail.confirmed')}</Alert> : null}
      {state.status === 'failed' ? <Alert type="error">{state.message}</Alert> : null}
      {state.status !== 'pending' ? (
        <p>
          <a href="/signin">{t('routes.signin')}</a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * /confirm-notification-email/{token}: the link e-mailed to a new correspondence address; opening
 * it makes that address the one the notices go to, and the page says so, or why not.
 */
export function ConfirmNotificationEmailPage({ page }: PageProps) {
  const t = useT();
  const token = page.route === 'confirmNotificationEmail' ? page.params.token : '';
  const state = useConfirmation(`confirm-notification-email:${token}`, () =>
    confirmCorrespondenceEmail(token, { errorPrefix: translate('errors.notificationPreferences.confirmEmail') }),
  );

  return (
    <div className="shell-narrow">
      <h1>{t('routes.confirmNotificationEmail')}</h1>
      {state.status === 'pending' ? <Spinner label={t('notificationPreferences.confirmEmail.confirming')} /> : null}
      {state.status === 'confirmed' ? <Alert type="success">{t('notificationPreferences.confirmEmail.confirmed', { email: state.answer.email })}</Alert> : null}
      {state.status === 'failed' ? <Alert type="error">{state.message}</Alert> : null}
      {state.status !== 'pending' ? (
        <p>
          <a href="/settings">{t('notificationPreferences.confirmEmail.settings')}</a>
        </p>
      ) : null}
    </div>
  );
}
