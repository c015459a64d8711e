import { array, boolean, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { email, FileUpload, optionalText, passwordText, requiredText } from './common';
import { rule } from './rules';
import { tokenText } from './auth';
import {
  ContactInformation,
  ContactInformationInput,
  NewsPreferences,
  NewsPreferencesInput,
  Profile,
  ProfileInput,
  RolePayload,
  RoleType,
  User,
} from './user';

/**
 * The role an invitation is for: one type with its payload (role with payload). Step 2
 * hides the tenant reference for the payloads subtenant and client_portal_access.
 *
 * @example
 * const role: SignupRole = { type: 'customer', payload: 'owner' };
 */
export const SignupRole = type({ type: RoleType, payload: RolePayload });
export type SignupRole = Infer<typeof SignupRole>;

/**
 * The invitation key every sign-up step carries: required. Steps 2 and 3 send it
 * again because the API keeps no sign-up session between calls.
 *
 * @example
 * is('INVITE-OWNER-1', invitationKey); // true
 */
export const invitationKey = requiredText({ max: 200 });

// The outward code (area, district) and the inward code (sector, unit), any case, the space optional.
const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i;

/**
 * A UK postcode as typed: required, 5 to 8 characters, of the postcode's shape. Whether it is a
 * real postcode is for the records it is compared with. Here, not in common.ts: only sign-up asks
 * for one, and common.ts is in the chunk every element loads.
 *
 * @example
 * is('se16 4jx', ukPostcode); // true
 */
export const ukPostcode = rule(requiredText({ min: 5, max: 8 }), 'postcode', (value) => {
  const typed = value.trim();
  // A value of the wrong length is the length rules' to report: one message per mistake.
  return typed.length < 5 || value.length > 8 || UK_POSTCODE_PATTERN.test(typed);
});

/**
 * `POST /user/signup/1`.
 *
 * @example
 * const step1: InvitationKeyRequest = { invitationKey: 'INVITE-OWNER-1' };
 */
export const InvitationKeyRequest = object({ invitationKey });
export type InvitationKeyRequest = Infer<typeof InvitationKeyRequest>;

/**
 * The answer of step 1: the invited e-mail when known (then step 2 locks it), whether the invitee
 * is an admin (then the flow jumps to step 3), the role, the premises name for the tenant
 * reference label, and the titles step 3 offers (the user has no token yet for `GET /user/titles`).
 * `postcodeRequired` says step 2 must also ask the premises' postcode: an
 * invitation that names no premises is identified by reference and postcode together, as
 * references alone are sequential and printed on bills. Optional, so an API without it still
 * validates; absent, no postcode is asked. `passwordRequired` is false for an invitee who will sign in through the
 * agent's identity provider (single sign-on); absent, a password is asked.
 *
 * @example
 * const invitation: SignupInvitation = { email: 'new.owner@example.com', admin: false, role: { type: 'customer', payload: 'owner' }, premisesName: 'Apartment 16', postcodeRequired: false, passwordRequired: true, titles: ['Mr', 'Ms'] };
 */
export const SignupInvitation = type({
  email: nullable(string()),
  admin: boolean(),
  role: SignupRole,
  premisesName: nullable(string()),
  postcodeRequired: optional(boolean()),
  passwordRequired: optional(boolean()),
  titles: array(string()),
});
export type SignupInvitation = Infer<typeof SignupInvitation>;

/**
 * `POST /user/signup/2`, confirm identity: the e-mail and the tenant reference number,
 * and (ours, beyond the spec's payload) the premises' postcode where step 1 answered
 * `postcodeRequired`. The reference is required except for subtenant and client_portal_access
 * invitations; only the API knows the invitation's role, so it enforces that and
 * when the postcode is needed. The confirm-e-mail field never leaves the form: a mismatch is the
 * form's dialog. The answer is a 204.
 *
 * @example
 * const step2: ConfirmIdentityRequest = { invitationKey: 'INVITE-UNCONFIRMED-1', email: 'una@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' };
 */
export const ConfirmIdentityRequest = object({
  invitationKey,
  email,
  tenantAccountNumber: optionalText({ max: 50 }),
  postalCode: optional(ukPostcode),
});
export type ConfirmIdentityRequest = Infer<typeof ConfirmIdentityRequest>;

/**
 * `POST /user/signup/3`, create the portal profile. The password is omitted when the
 * invitation needs none, and is at least 8 characters otherwise; the picture is a file
 * or null.
 *
 * @example
 * const step3: CreateProfileRequest = { invitationKey: 'INVITE-OWNER-1', profile, password: 'Portal-Demo-1', profilePicture: null, contactInformation, newsPreferences };
 */
export const CreateProfileRequest = object({
  invitationKey,
  profile: ProfileInput,
  password: optional(passwordText({ min: 8 })),
  profilePicture: optional(nullable(FileUpload)),
  contactInformation: ContactInformationInput,
  newsPreferences: NewsPreferencesInput,
});
export type CreateProfileRequest = Infer<typeof CreateProfileRequest>;

/**
 * The answer of step 3: with an unconfirmed e-mail the confirm-e-mail dialog follows and no tokens
 * are given; otherwise the tokens and the user sign the new user in at once.
 *
 * @example
 * const result: SignupResult = { unconfirmedEmail: true };
 */
export const SignupResult = type({
  unconfirmedEmail: boolean(),
  authToken: optional(string()),
  refreshToken: optional(string()),
  user: optional(User),
});
export type SignupResult = Infer<typeof SignupResult>;

/**
 * Confirming an e-mail with the token of its link (path not shown).
 *
 * @example
 * const confirm: ConfirmEmailRequest = { token: 'c0nf1rm-t0ken' };
 */
export const ConfirmEmailRequest = object({ token: tokenText });
export type ConfirmEmailRequest = Infer<typeof ConfirmEmailRequest>;

/**
 * What the sign-up flow has gathered so far (signup data), kept by the sign-up store
 * between steps. Everything but the key fills in step by step.
 *
 * @example
 * const draft: SignupData = { invitationKey: 'INVITE-OWNER-1', email: 'new.owner@example.com', admin: false };
 */
export const SignupData = type({
  invitationKey: string(),
  email: optional(nullable(string())),
  admin: optional(boolean()),
  unconfirmedEmail: optional(boolean()),
  role: optional(SignupRole),
  titles: optional(array(string())),
  premisesName: optional(nullable(string())),
  postcodeRequired: optional(boolean()),
  passwordRequired: optional(boolean()),
  profile: optional(Profile),
  contactInformation: optional(ContactInformation),
  newsPreferences: optional(NewsPreferences),
  password: optional(string()),
});
export type SignupData = Infer<typeof SignupData>;
