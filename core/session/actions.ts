// By file, not through the api barrel, which would bring every area's endpoints into the chunk
// all elements share (see core/api/client.ts).
import type { CallOptions } from '../api/client';
import { login, logout } from '../api/endpoints/session';
import { isApiError } from '../api/error';
import { readJwtClaims } from '../api/jwt';
import { t } from '../i18n';
import type { AuthResult, LoginRequest, User } from '../schemas';
import { $authToken, $refreshToken, endSession, storeAuthResult, swapSession } from './state';

/**
 * How a sign-in attempt ended: signed in, a code is needed first (a 403 carrying an
 * MFA token moves the user to the MFA screen), or the password was a temporary one staff set,
 * good only for choosing a new one with the token (the reset-password page's). Any other failure
 * rejects with an `ApiError`.
 * @example if (outcome.status === 'signed-in') redirectAfterLogin(outcome.user);
 */
export type SignInOutcome =
  | { status: 'signed-in'; user: User }
  | { status: 'mfa-required'; mfaToken: string; email: string | null }
  | { status: 'password-change-required'; passwordChangeToken: string };

async function signIn(body: LoginRequest, call?: CallOptions): Promise<SignInOutcome> {
  try {
    const result = await login(body, call);
    storeAuthResult(result);
    return { status: 'signed-in', user: result.user };
  } catch (error) {
    if (isApiError(error) && error.status === 403 && error.mfaToken !== undefined) {
      return { status: 'mfa-required', mfaToken: error.mfaToken, email: mfaEmail(error.mfaToken) };
    }
    if (isApiError(error) && error.status === 403 && error.passwordChangeToken !== undefined) {
      return { status: 'password-change-required', passwordChangeToken: error.passwordChangeToken };
    }
    throw error;
  }
}

/**
 * The e-mail claim of an MFA token (the MFA token carries an e-mail claim), for the MFA
 * screen to say where the code went; null when the token has none.
 * @example mfaEmail(mfaToken) // 'mfa@example.com'
 */
export function mfaEmail(mfaToken: string): string | null {
  const email = readJwtClaims(mfaToken)?.email;
  return typeof email === 'string' ? email : null;
}

/**
 * Signs in with e-mail and password.
 * @example
 * const outcome = await signInWithPassword(email, password);
 * if (outcome.status === 'mfa-required') navigate(`/signin/multi-factor-authentication?mfa_token=${outcome.mfaToken}`);
 */
export function signInWithPassword(email: string, password: string, call?: CallOptions): Promise<SignInOutcome> {
  return signIn({ method: 'password', email, password }, call);
}

/**
 * Signs in with the MFA token of the 403 answer and the code the user received; whitespace in the
 * code is stripped.
 * @example await signInWithMfa(mfaToken, '123 456');
 */
export function signInWithMfa(mfaToken: string, code: string, call?: CallOptions): Promise<SignInOutcome> {
  return signIn({ method: 'mfa', token: mfaToken, code: code.replace(/\s+/g, '') }, call);
}

/**
 * Signs in with a single sign-on token.
 * @example await signInWithSso(tokenFromIdentityProvider);
 */
export function signInWithSso(token: string, call?: CallOptions): Promise<SignInOutcome> {
  return signIn({ method: 'sso', token }, call);
}

/**
 * Signs in with tokens obtained another way: the answer of sign-up step 3 when the e-mail needs no
 * confirmation (the user is signed in automatically).
 * @example if (!result.unconfirmedEmail && result.authToken) signInWithAuthResult({ authToken, refreshToken, user });
 */
export function signInWithAuthResult(result: AuthResult): User {
  storeAuthResult(result);
  return result.user;
}

/**
 * Signs out: tells the server (`GET /user/logout`), then always clears both tokens, the user and
 * every registered store. If the server call failed, rejects afterwards with an
 * `ApiError` whose message is `Unable to logout user.` followed by the server's messages
 *; the session here is cleared all the same. A 401 counts as signed out: the server
 * no longer knows the session either. Without tokens no call is made. While an admin views the
 * portal as a customer, it signs the admin out and ends the view.
 * @example
 * try { await signOut() } catch (error) { if (isApiError(error)) showError(error.message) }
 * navigate('/signin');
 */
export async function signOut(): Promise<void> {
  // spec 2 §4: signing out while viewing as a customer signs the admin out: the server is told
  // with the admin's session, and ending it ends the view.
  swapSession(null);
  let failure: unknown = null;
  if ($authToken.get() !== null || $refreshToken.get() !== null) {
    try {
      await logout({ errorPrefix: t('session.logoutFailed') });
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) failure = error;
    }
  }
  endSession();
  if (failure !== null) throw failure;
}
