// The texts this area answers with and sends. The API speaks English only (the portal shows the
// server's messages after its own translated prefix, spec 1 §8), so they live here in one place
// rather than in the portal's catalogue, which the server does not load.

/** Error messages of the auth routes (the `messages` of the error envelope). */
export const authMessages = {
  // One message whether the e-mail or the password was wrong, so addresses cannot be probed.
  wrongCredentials: 'The e-mail address or password is incorrect.',
  emailNotConfirmed: 'Please confirm your e-mail address before you sign in: follow the link in the e-mail we sent you.',
  mfaRequired: 'Enter the 6-digit verification code we sent to your e-mail address.',
  mfaSignInExpired: 'This sign-in has expired. Please sign in again.',
  mfaCodeWrong: 'The verification code is incorrect.',
  mfaCodeExpired: 'This verification code has expired. Request a new code or sign in again.',
  mfaCodeUsed: 'This verification code has already been used. Please sign in again.',
  mfaLocked: 'Too many incorrect codes. Please sign in again to get a new code.',
  mfaAccountLocked: 'Too many incorrect codes for this account. Please wait an hour, then sign in again.',
  ssoInvalid: 'The single sign-on token is not valid, has expired or has already been used.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  linkInvalid: 'This link is not valid any more: it has expired or has already been used.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  noSuchRoute: 'There is no such route.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordChangeRequired: 'Your password was reset by your property manager. Choose a new password to continue.',
  temporaryPasswordExpired: 'This temporary password has expired. Use \u201cForgot your password?\u201d to choose a new one.',
  temporaryPasswordOnlyForChange: 'A temporary password can only be used to choose a new password. Change your password first.',
  mfaSwitchExpired: 'This code request has expired. Ask for a new code.',
  mfaSwitchLocked: 'This code cannot be used any more. Cancel and ask for a new code.',
} as const;

/** Error messages of `GET /customers/{id}/view-as` (spec 2 §4, §6). */
export const viewAsMessages = {
  staffOnly: 'This is for staff only.',
  roles: 'Only global staff and the development\u2019s sl1 staff may view the portal as a customer.',
  notRegistered: 'This customer has not registered in the portal, so there is no portal to view as them.',
  inactive: 'This customer has no active relationship in this development, so their portal cannot be viewed.',
  customersOnly: 'Only a customer\u2019s account can be viewed: this account also has staff or client access.',
} as const;

/** Error messages of `GET /developments/{id}/access-log`. */
export const accessLogMessages = {
  reportRoles: 'Only global staff and the development\u2019s sl1 staff may download the access log.',
  noReport: 'This development has no access log report.',
} as const;

/** The e-mails this area sends, by what they are for. */
export const authEmails = {
  mfaCode: (code: string, minutes: number) => ({
    subject: 'Your Portico verification code',
    body: `Your verification code is ${code}. It expires in ${minutes} minutes and works once.\n\nIf you did not try to sign in, change your password.`,
  }),
  mfaSwitchCode: (code: string, minutes: number) => ({
    subject: 'Confirm multi-factor authentication for Portico',
    body: `To turn on multi-factor authentication, enter the code ${code}. It expires in ${minutes} minutes and works once.\n\nIf you did not ask for this, change your password.`,
  }),
  resetPassword: (link: string, minutes: number) => ({
    subject: 'Reset your Portico password',
    body: `To choose a new password, open this link within ${minutes} minutes:\n${link}\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays as it is.`,
  }),
  passwordSetByStaff: (staff: string, days: number) => ({
    subject: 'Your Portico password was reset',
    body: `${staff} of your managing agent has set a temporary password for your account, and every session of yours has ended. Sign in with the temporary password they give you within ${days} days: you will then choose a new password of your own.\n\nIf you did not ask for this, contact your managing agent.`,
  }),
  confirmEmail: (link: string, hours: number) => ({
    subject: 'Confirm your e-mail address for Portico',
    body: `To confirm your e-mail address, open this link within ${hours} hours:\n${link}`,
  }),
} as const;
