import { useEffect, useState } from 'react';
import { confirmEmail } from '../../core/api/endpoints/session';
import { useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { Spinner } from '../../core/ui/Spinner';
import { errorText } from '../../core/api/errorText';
import type { PageProps } from '../App';

// One confirmation per token and page: a token works once, and React's development double effect
// (StrictMode) would otherwise send it twice and show the second answer's refusal.
const confirmations = new Map<string, Promise<void>>();

function confirmOnce(token: string): Promise<void> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmEmail(token);
    confirmations.set(token, pending);
  }
  return pending;
}

type Confirmation = { status: 'pending' } | { status: 'confirmed' } | { status: 'failed'; message: string };

/** /confirm-email/{token} (spec 1 §2): confirms the e-mail address on load. */
export function ConfirmEmailPage({ page }: PageProps) {
  const t = useT();
  const token = page.route === 'confirmEmail' ? page.params.token : '';
  const [state, setState] = useState<Confirmation>({ status: 'pending' });

  useEffect(() => {
    let current = true;
    confirmOnce(token).then(
      () => current && setState({ status: 'confirmed' }),
      (error: unknown) => current && setState({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

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
