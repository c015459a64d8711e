// The texts this area answers with. The API speaks English only (the portal shows the server's
// messages after its own translated prefix, spec 1 §8), so they live here in one place rather
// than in the portal's catalogue, which the server does not load.

/**
 * Error messages of the account routes (the `messages` of the error envelope).
 * @example throw new HttpError(410, [accountMessages.invitationUsed]);
 */
export const accountMessages = {
  // spec 1 §8: the client shows these two as they are, then goes to /signin.
  invitationUsed: 'Invitation key already used',
  existingUser: 'Signing up with existing user',
  invitationUnknown: 'This invitation key is not valid. Please check it and try again.',
  invitationLocked: 'This invitation key is locked after too many failed attempts. Please ask for a new invitation.',
  identityFirst: 'Please confirm your identity (step 2) before creating your profile.',
  pictureTooLarge: 'The profile picture may be at most 2 MB.',
  requestTooLarge: 'The request is too large: a profile picture may be at most 2 MB.',
  feedbackCustomersOnly: 'Only residents can send feedback on the portal.',
} as const;

/**
 * Rules of one field, worded as core/schemas words a struct failure (`<path>: <rule>`), for the
 * checks that are the API's own.
 * @example throw fieldError('tenantAccountNumber', accountRules.required);
 */
export const accountRules = {
  required: 'is required',
  phoneTooLong: 'must be at most 17 characters',
  phoneInvalid: 'must be a valid UK phone number',
  titleOneOf: (titles: readonly string[]) => `must be one of: ${titles.join(', ')}`,
  emailNotInvited: 'is not the e-mail address this invitation was sent to',
  referenceMismatch: 'does not match our records',
  // Said of the reference and the postcode together, whichever of the two was wrong.
  premisesMismatch: 'do not belong to the same premises in our records',
  notAnImage: 'must be a PNG, JPEG, GIF or WebP image',
  passwordNotNeeded: 'is not taken: this invitation signs in through the identity provider',
  mfaNeedsConfirmedEmail: 'needs a confirmed e-mail address, where the sign-in codes are sent',
} as const;

/**
 * The e-mails this area sends, by what they are for.
 * @example sendMessage(ctx, { to: row.email, channel: 'email', ...accountEmails.multiFactorSwitched(true) });
 */
export const accountEmails = {
  staffAccountMade: (firstName: string, link: string, minutes: number) => ({
    subject: 'Your Portico staff account',
    body: [
      `${firstName}, an account has been made for you on Portico, the resident portal: as staff, for every development.`,
      '',
      `To choose your password, open this link within ${minutes} minutes:`,
      link,
      '',
      'When it has expired, use "Forgot your password?" on the sign-in page for a new one.',
    ].join('\n'),
  }),
  multiFactorSwitched: (enabled: boolean) => ({
    subject: `Multi-factor authentication is ${enabled ? 'on' : 'off'} for your Portico account`,
    body: enabled
      ? 'Multi-factor authentication was turned on in your account settings: from now on, signing in asks for a code we send to this address.\n\nIf you did not do this, change your password.'
      : 'Multi-factor authentication was turned off in your account settings: signing in no longer asks for a code.\n\nIf you did not do this, change your password and turn it on again.',
  }),
} as const;
