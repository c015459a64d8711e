/**
 * Samples of the demo data: sign-up: the invitation, the three steps and the e-mail confirmation.
 * How to use them: README.md beside this file.
 */
import type { ConfirmEmailRequest, ConfirmIdentityRequest, CreateProfileRequest, InvitationKeyRequest, SignupData, SignupInvitation, SignupResult } from '../../schemas';
import { sampleFileUpload, sampleUserTitles } from './account';
import { demoPassword } from './ids';

/**
 * Step 1's answer for INVITE-OWNER-1: owner of Elm Court Apartment 16.
 *
 * @example
 * sampleSignupInvitation.admin; // false
 */
export const sampleSignupInvitation: SignupInvitation = {
  email: 'new.owner@example.com',
  admin: false,
  role: { type: 'customer', payload: 'owner' },
  premisesName: 'Apartment 16',
  postcodeRequired: false,
  passwordRequired: true,
  titles: sampleUserTitles.titles,
};

/**
 * Step 3's answer for INVITE-UNCONFIRMED-1: confirm the e-mail first.
 *
 * @example
 * sampleSignupResult.unconfirmedEmail; // true
 */
export const sampleSignupResult: SignupResult = { unconfirmedEmail: true };

/**
 * The sign-up store after step 2 of INVITE-OWNER-1.
 *
 * @example
 * sampleSignupData.invitationKey; // 'INVITE-OWNER-1'
 */
export const sampleSignupData: SignupData = {
  invitationKey: 'INVITE-OWNER-1',
  email: 'new.owner@example.com',
  admin: false,
  role: { type: 'customer', payload: 'owner' },
  titles: sampleUserTitles.titles,
  premisesName: 'Apartment 16',
};

/**
 * Sign-up step 1 with INVITE-OWNER-1.
 *
 * @example
 * sampleInvitationKey.invitationKey; // 'INVITE-OWNER-1'
 */
export const sampleInvitationKey: InvitationKeyRequest = { invitationKey: 'INVITE-OWNER-1' };

/**
 * Sign-up step 2 with INVITE-OWNER-1: the reference of Elm Court Apartment 16.
 *
 * @example
 * sampleConfirmIdentity.tenantAccountNumber; // 'EC-0016'
 */
export const sampleConfirmIdentity: ConfirmIdentityRequest = {
  invitationKey: 'INVITE-OWNER-1',
  email: 'new.owner@example.com',
  tenantAccountNumber: 'EC-0016',
};

/**
 * Sign-up step 3 with INVITE-OWNER-1.
 *
 * @example
 * sampleCreateProfile.profile.firstName; // 'Nora'
 */
export const sampleCreateProfile: CreateProfileRequest = {
  invitationKey: 'INVITE-OWNER-1',
  profile: { title: 'Mrs', firstName: 'Nora', lastName: 'Newowner' },
  password: demoPassword,
  profilePicture: sampleFileUpload,
  contactInformation: { mainNumber: '', mobileNumber: '07700 900456' },
  newsPreferences: {
    urgentNewsText: true,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: false,
    smsNumber: '07700 900456',
  },
};

/**
 * Confirming an e-mail with its link's token.
 *
 * @example
 * sampleConfirmEmail.token;
 */
export const sampleConfirmEmail: ConfirmEmailRequest = { token: 'cnf-new-owner-7f3a' };
