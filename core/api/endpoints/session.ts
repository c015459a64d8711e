import { AuthResult, type LoginRequest } from '../../schemas/auth';
import { noData, request, type CallOptions } from '../client';

// spec 1 §7: signing in and out, and the calls made while signed out. `GET /user/token` (the
// refresh) is made by the client itself (client.ts), never by callers.

/**
 * `POST /user/login` by password, MFA code or SSO token; answers the tokens and the user. Sent
 * without a bearer. A login that needs a code fails with a 403 `ApiError` carrying
 * `mfaToken`.
 * @example const { authToken, refreshToken, user } = await login({ method: 'password', email, password });
 */
export function login(body: LoginRequest, call?: CallOptions): Promise<AuthResult> {
  return request({ method: 'POST', path: '/user/login', body, auth: false, schema: AuthResult, ...call });
}

/**
 * `GET /user/logout`: ends the session on the server. Use `signOut` from core/session, which also
 * clears the session here.
 * @example await logout({ errorPrefix: t('session.logoutFailed') });
 */
export async function logout(call?: CallOptions): Promise<void> {
  await request({ method: 'GET', path: '/user/logout', schema: noData, ...call });
}

// The calls below are made while signed out: the user has no auth token yet, and a refresh token
// left from an old session must not turn them into a refresh (and, if that is refused, a 401).
// So they go without a bearer; what authorises them is in the body or the e-mailed token.

/**
 * `POST /user/resend-mfa-code`: sends the MFA code again.
 * @example await resendMfaCode(mfaToken);
 */
export async function resendMfaCode(mfaToken: string, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/user/resend-mfa-code', body: { mfaToken }, auth: false, schema: noData, ...call });
}

/**
 * `POST /user/forgotten-password`: e-mails a password-reset link.
 * @example await requestPasswordReset('owner@example.com');
 */
export async function requestPasswordReset(email: string, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/user/forgotten-password', body: { email }, auth: false, schema: noData, ...call });
}

/**
 * `PUT /user/password` with the reset token of the e-mailed link as the bearer.
 * @example await resetPassword(tokenFromRoute, 'Portal-Demo-2');
 */
export async function resetPassword(resetToken: string, newPassword: string, call?: CallOptions): Promise<void> {
  await request({
    method: 'PUT',
    path: '/user/password',
    body: { newPassword },
    auth: { bearer: resetToken },
    schema: noData,
    ...call,
  });
}

/**
 * Confirms an e-mail address with the token of its link (route `/confirm-email/{token}`).
 * The path is `POST /user/confirm-email` with `{ token }` in the body: beside the other `/user`
 * account calls, and a POST because it changes state (a GET could be replayed by link scanners
 * and prefetchers).
 * @example await confirmEmail(tokenFromRoute);
 */
export async function confirmEmail(token: string, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/user/confirm-email', body: { token }, auth: false, schema: noData, ...call });
}
