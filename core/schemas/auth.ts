import { array, coerce, enums, literal, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { discriminated, email, passwordText, requiredText } from './common';
import { rule } from './rules';
import { User } from './user';

/**
 * A multi-factor code: exactly 6 digits. Whitespace typed or pasted inside the code is
 * stripped when the value is created, so `'123 456'` becomes `'123456'`.
 *
 * @example
 * create('123 456', mfaCode); // '123456'
 */
export const mfaCode = coerce(
  rule(
    rule(string(), 'blank', (value) => value.trim() !== ''),
    'mfaCode',
    (value) => value.trim() === '' || /^\d{6}$/.test(value),
  ),
  string(),
  (value) => value.replace(/\s+/g, ''),
);

/**
 * A token a request carries in its body (an MFA token, an SSO token, an e-mailed link's token):
 * required, and at most 4096 characters, far above any JWT or link token we issue, so that an
 * over-long value is a 400 before anything parses or hashes it.
 *
 * @example
 * is(challenge.mfaToken, tokenText); // true
 */
export const tokenText = requiredText({ max: 4096 });

/**
 * A new password chosen by its user: 8 to 64 characters (reset password). The strength
 * rule is core/domain's; its message is not shown by the spec.
 *
 * @example
 * is('Portal-Demo-1', newPassword); // true
 */
export const newPassword = passwordText({ min: 8, max: 64 });

/**
 * The ways to sign in.
 *
 * @example
 * is('mfa', LoginMethod); // true
 */
export const LoginMethod = enums(['password', 'mfa', 'sso']);
export type LoginMethod = Infer<typeof LoginMethod>;

/**
 * `POST /user/login` with an e-mail and password. Any non-empty password is checked: the length
 * rules apply when a password is chosen, not when it is used.
 *
 * @example
 * const login: PasswordLoginRequest = { method: 'password', email: 'owner@example.com', password: 'Portal-Demo-1' };
 */
export const PasswordLoginRequest = object({
  method: literal('password'),
  email,
  password: passwordText(),
});
export type PasswordLoginRequest = Infer<typeof PasswordLoginRequest>;

/**
 * `POST /user/login` with the MFA token of the 403 answer and the code the user received.
 *
 * @example
 * const login: MfaLoginRequest = { method: 'mfa', token: challenge.mfaToken, code: '123456' };
 */
export const MfaLoginRequest = object({
  method: literal('mfa'),
  token: tokenText,
  code: mfaCode,
});
export type MfaLoginRequest = Infer<typeof MfaLoginRequest>;

/**
 * `POST /user/login` with a single sign-on token.
 *
 * @example
 * const login: SsoLoginRequest = { method: 'sso', token: ssoToken };
 */
export const SsoLoginRequest = object({
  method: literal('sso'),
  token: tokenText,
});
export type SsoLoginRequest = Infer<typeof SsoLoginRequest>;

/**
 * `POST /user/login`: password, MFA or SSO, told apart by `method`.
 *
 * @example
 * const [error, login] = validate(body, LoginRequest, { coerce: true });
 * if (login?.method === 'mfa') verify(login.token, login.code);
 */
export const LoginRequest = discriminated('method', {
  password: PasswordLoginRequest,
  mfa: MfaLoginRequest,
  sso: SsoLoginRequest,
});
export type LoginRequest = Infer<typeof LoginRequest>;

/**
 * A successful sign-in or token refresh (`POST /user/login`, `GET /user/token`).
 *
 * @example
 * const { authToken, refreshToken, user } = create(json.data, AuthResult);
 */
export const AuthResult = type({
  authToken: string(),
  refreshToken: string(),
  user: User,
});
export type AuthResult = Infer<typeof AuthResult>;

/**
 * The 403 body of a sign-in that needs a code: not in an envelope, like every error body.
 *
 * @example
 * const challenge: MfaChallenge = { messages: ['A verification code has been sent.'], mfaToken: 'eyJhbGciOi...' };
 */
export const MfaChallenge = type({
  messages: array(string()),
  mfaToken: string(),
});
export type MfaChallenge = Infer<typeof MfaChallenge>;

/**
 * The 403 body of a sign-in with a temporary password (one staff set): no session, but a
 * single-use token that `PUT /user/password` takes as a reset link's, to choose a new password.
 * When the account has MFA, the code step answers it. Not in an envelope, like every error body.
 *
 * @example
 * const refusal: PasswordChangeRequired = { messages: ['Choose a new password to continue.'], passwordChangeToken: 'q3Zt…' };
 */
export const PasswordChangeRequired = type({
  messages: array(string()),
  passwordChangeToken: string(),
});
export type PasswordChangeRequired = Infer<typeof PasswordChangeRequired>;

/**
 * `POST /user/resend-mfa-code`.
 *
 * @example
 * const resend: ResendMfaCodeRequest = { mfaToken: challenge.mfaToken };
 */
export const ResendMfaCodeRequest = object({ mfaToken: tokenText });
export type ResendMfaCodeRequest = Infer<typeof ResendMfaCodeRequest>;

/**
 * `POST /user/forgotten-password`: a valid e-mail.
 *
 * @example
 * const forgotten: ForgottenPasswordRequest = { email: 'owner@example.com' };
 */
export const ForgottenPasswordRequest = object({ email });
export type ForgottenPasswordRequest = Infer<typeof ForgottenPasswordRequest>;

/**
 * `PUT /user/password` with the reset token as bearer: 8 to 64 characters.
 *
 * @example
 * const reset: ResetPasswordRequest = { newPassword: 'Portal-Demo-2' };
 */
export const ResetPasswordRequest = object({ newPassword });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/**
 * `PUT /user/new-password` from settings; a wrong current password answers 401. The
 * new password has the reset limits, 8 to 64.
 *
 * @example
 * const change: ChangePasswordRequest = { currentPassword: 'Portal-Demo-1', newPassword: 'Portal-Demo-2' };
 */
export const ChangePasswordRequest = object({
  currentPassword: passwordText(),
  newPassword,
});
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/**
 * A temporary password generated for a staff reset: 9 characters of letters, digits and
 * !@#$%^&*, with at least one lowercase, one uppercase, one digit and one symbol.
 *
 * @example
 * is('aB3$kLm9x', temporaryPassword); // true
 */
export const temporaryPassword = rule(
  string(),
  'temporaryPassword',
  (value) =>
    /^[A-Za-z0-9!@#$%^&*]{9}$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value),
);

/**
 * `PUT /admin/users/{id}/password`: a staff reset of another user's password.
 *
 * @example
 * const reset: AdminPasswordResetRequest = { newPassword: 'aB3$kLm9x' };
 */
export const AdminPasswordResetRequest = object({ newPassword: temporaryPassword });
export type AdminPasswordResetRequest = Infer<typeof AdminPasswordResetRequest>;

/**
 * The answer of a staff password reset, which has a message.
 *
 * @example
 * const answer: AdminPasswordResetResult = { message: 'Password changed.' };
 */
export const AdminPasswordResetResult = type({ message: string() });
export type AdminPasswordResetResult = Infer<typeof AdminPasswordResetResult>;
