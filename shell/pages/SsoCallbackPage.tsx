import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { failureText, isApiError } from '../../core/api/error';
import { $config } from '../../core/config';
import { portalConfig } from '../../core/config/portal';
import { t as translate, useT } from '../../core/i18n';
import { signInWithSso } from '../../core/session';
import { Alert } from '../../core/ui/Alert';
import { Spinner } from '../../core/ui/Spinner';
import type { PageProps } from '../routes';
import { navigate } from '../router';
import { SSO_CALLBACK_PATH, takeSsoAnswer } from '../sso';
import { SsoEntry } from './SsoEntry';

type Stage = { status: 'signing-in' } | { status: 'failed'; message: string; redirect: string | undefined };

/** Why a sign-in that came back from the provider did not sign anyone in, in words for the user. */
function ssoFailureText(error: unknown): string {
  // 401: the API did not take the token (expired, used, forged, no account for its e-mail).
  return isApiError(error) && error.status === 401 ? translate('signin.sso.refused') : failureText(error);
}

/**
 * Takes the provider's answer out of the address (bar and history) and signs in with its token.
 * Answers the failure to show; signed in, the shell's guard leaves the page, which still says it
 * is signing in.
 */
async function finishSignIn(hash: string): Promise<Stage> {
  const answer = takeSsoAnswer(hash);
  const redirect = answer.kind === 'token' ? answer.redirect : undefined;
  const address = redirect ? `${SSO_CALLBACK_PATH}?${new URLSearchParams({ redirect }).toString()}` : SSO_CALLBACK_PATH;
  // Replaced here, not only by the router, which leaves the address alone when its page stays the same.
  history.replaceState(history.state, '', address);
  navigate(address, true);
  if (answer.kind !== 'token') return { status: 'failed', message: translate(answer.kind === 'missing' ? 'signin.sso.missing' : 'signin.sso.mismatch'), redirect };
  try {
    // The provider's sign-in needs no code or new password: any other outcome is a refusal.
    const outcome = await signInWithSso(answer.token, { errorPrefix: translate('signin.sso.failed') });
    return outcome.status === 'signed-in' ? { status: 'signing-in' } : { status: 'failed', message: translate('signin.sso.refused'), redirect };
  } catch (error) {
    return { status: 'failed', message: ssoFailureText(error), redirect };
  }
}

/**
 * /signin/sso (spec 1 §1, §2): where the identity provider sends the user back with the token. The
 * token leaves the address bar and the history at once (the address is replaced); then
 * `POST /user/login` method sso signs the user in and the shell's guard sends them on, to the
 * sign-in page's `redirect` (kept with the attempt, and checked as every redirect is) or their
 * landing page. No token, a sign-in this tab did not start, or a token the API refuses: the reason,
 * Sign in with {provider} to try again, and Back to sign in.
 */
export function SsoCallbackPage(_props: PageProps) {
  const t = useT();
  const { identityProvider } = portalConfig(useStore($config));
  const [stage, setStage] = useState<Stage>({ status: 'signing-in' });
  // Once per page: the token is good once, and React's development double effect would send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishSignIn(location.hash).then(setStage);
  }, []);

  return (
    <div className="shell-narrow">
      <h1>{t('routes.ssoCallback')}</h1>
      {stage.status === 'signing-in' ? <Spinner label={t('signin.sso.signingIn')} /> : null}
      {stage.status === 'failed' ? (
        <>
          <Alert type="error">{stage.message}</Alert>
          {identityProvider ? <SsoEntry provider={identityProvider} redirect={stage.redirect} /> : null}
          <p>
            <a href={stage.redirect ? `/signin?${new URLSearchParams({ redirect: stage.redirect }).toString()}` : '/signin'}>{t('signin.sso.backToSignIn')}</a>
          </p>
        </>
      ) : null}
    </div>
  );
}
