import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';
import { portalConfig } from '../../core/config/portal';
import { SignIn } from '../../widgets/signin';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';
import { resendCookie } from '../resend-cookie';
import { SsoEntry } from './SsoEntry';

/** The MFA route's href template, keeping the sign-in's `redirect` parameter for after the code. */
function mfaHref(redirect: string | undefined): string {
  // `{mfaToken}` stays a placeholder for the sign-in to fill; the redirect is encoded here.
  return `/signin/multi-factor-authentication?mfa_token={mfaToken}${redirect ? `&${new URLSearchParams({ redirect }).toString()}` : ''}`;
}

/**
 * Where a temporary password (one staff set) leads: the reset-password route with the sign-in's
 * token, marked so that the page says why a new password is needed.
 */
const PASSWORD_CHANGE_HREF = '/reset-password/{token}?temporary=1';

/**
 * /signin (spec 1 §2): the sign-in widget. A 403 with an MFA token moves to the MFA route; one with
 * a password-change token (a temporary password) to the reset-password route. When the
 * configuration names an identity provider, Sign in with {provider} below it starts single sign-on
 * (spec 1 §1), which returns to /signin/sso. Once signed in, the shell's guard sends the user on to
 * the `redirect` query parameter or the landing page.
 */
export function SignInPage({ page }: PageProps) {
  const { identityProvider } = portalConfig(useStore($config));
  return (
    <>
      <SignIn
        emit={shellEmit}
        forgotPasswordHref="/signin/forgot-password"
        mfaHref={mfaHref(page.search.redirect)}
        passwordChangeHref={PASSWORD_CHANGE_HREF}
      />
      {identityProvider ? <SsoEntry provider={identityProvider} redirect={page.search.redirect} or /> : null}
    </>
  );
}

/**
 * /signin/multi-factor-authentication (spec 1 §2): the sign-in's code step with the route's
 * mfa_token; an access_code in the query is verified at once; the resend countdown is kept in the
 * resend_clicked cookie. Back returns to /signin. A temporary password's code leads to the
 * reset-password route, as on /signin.
 */
export function MfaPage({ page }: PageProps) {
  const { mfa_token: mfaToken, access_code: accessCode, redirect } = page.search;
  return (
    <SignIn
      emit={shellEmit}
      mfaToken={mfaToken}
      accessCode={accessCode}
      signinHref={redirect ? `/signin?${new URLSearchParams({ redirect }).toString()}` : '/signin'}
      resendCooldown={resendCookie(document)}
      passwordChangeHref={PASSWORD_CHANGE_HREF}
    />
  );
}
