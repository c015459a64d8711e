/**
 * Samples of the demo data: users, sessions, sign-in and password requests, profile and settings
 * updates. How to use them: README.md beside this file.
 */
import type { AdminPasswordResetRequest, AdminPasswordResetResult, ApiErrorBody, AuthResult, ChangePasswordRequest, FileUpload, ForgottenPasswordRequest, MfaChallenge, MfaLoginRequest, PasswordChangeRequired, PasswordLoginRequest, ResendMfaCodeRequest, ResetPasswordRequest, SsoLoginRequest, User, UserMetadata, UserMetadataUpdate, UserTitles, UserUpdate } from '../../schemas';
import { demoPassword, sampleIds } from './ids';

/**
 * Olivia Owner: customer / owner of Flat 1-3 and Apartment 12, no MFA, feedback never answered,
 * paperless dialog due.
 *
 * @example
 * sampleUser.role.payloads; // ['owner']
 */
export const sampleUser: User = {
  id: sampleIds.olivia,
  email: 'owner@example.com',
  role: { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: false },
  profile: { title: 'Ms', firstName: 'Olivia', lastName: 'Owner' },
  contactInformation: { mobileNumber: '07700 900123', mainNumber: '020 7946 0018' },
  newsPreferences: {
    urgentNewsText: true,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: false,
    smsNumber: '+447700900123',
  },
  notificationPreferences: { ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com' },
  paperlessPreference: { showPaperlessDialog: true },
  multiFactorPreferences: { multifactorEnabled: false },
  profilePictureUrl: null,
  feedbackInformation: { lastResponse: null, datetime: null },
};

/**
 * Sam Subtenant: customer / subtenant of Flat 4.
 *
 * @example
 * sampleSubtenantUser.role.payloads; // ['subtenant']
 */
export const sampleSubtenantUser: User = {
  ...sampleUser,
  id: sampleIds.sam,
  email: 'subtenant@example.com',
  role: { types: ['customer'], payloads: ['subtenant'], hasBeenDowngraded: false },
  profile: { title: 'Mr', firstName: 'Sam', lastName: 'Subtenant' },
  contactInformation: { mobileNumber: null, mainNumber: null },
  newsPreferences: {
    urgentNewsText: false,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: true,
    smsNumber: null,
  },
  notificationPreferences: { ownersCorrespondence: false, ownersReminders: false, email: 'subtenant@example.com' },
  paperlessPreference: { showPaperlessDialog: false },
  feedbackInformation: { lastResponse: 4, datetime: '2026-10-03 18:42:10' },
};

/**
 * Dee Downgraded: customer / owner, downgraded, with Loft 7 in breach.
 *
 * @example
 * sampleDowngradedUser.role.hasBeenDowngraded; // true
 */
export const sampleDowngradedUser: User = {
  ...sampleUser,
  id: 'usr-dee-downgraded',
  email: 'downgraded@example.com',
  role: { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: true },
  profile: { title: 'Mx', firstName: 'Dee', lastName: 'Downgraded' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Clara Client: client / client_portal_access, client organisation of Riverside Wharf.
 *
 * @example
 * sampleClientUser.role.types; // ['client']
 */
export const sampleClientUser: User = {
  ...sampleUser,
  id: sampleIds.clara,
  email: 'client@example.com',
  role: { types: ['client'], payloads: ['client_portal_access'], hasBeenDowngraded: false },
  profile: { title: 'Ms', firstName: 'Clara', lastName: 'Client' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Dora Director: a customer who is also the client of Riverside Wharf (types customer and
 * client), so her dashboard has the client-portal widget.
 *
 * @example
 * sampleDirectorUser.role.types; // ['customer', 'client']
 */
export const sampleDirectorUser: User = {
  ...sampleUser,
  id: sampleIds.dora,
  email: 'director@example.com',
  role: { types: ['customer', 'client'], payloads: ['client_portal_access'], hasBeenDowngraded: false },
  profile: { title: 'Mrs', firstName: 'Dora', lastName: 'Director' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Ada Admin: admin / global, sees every development.
 *
 * @example
 * sampleAdminUser.role.payloads; // ['global']
 */
export const sampleAdminUser: User = {
  ...sampleUser,
  id: sampleIds.ada,
  email: 'admin@example.com',
  role: { types: ['admin'], payloads: ['global'], hasBeenDowngraded: false },
  profile: { title: 'Dr', firstName: 'Ada', lastName: 'Admin' },
  paperlessPreference: { showPaperlessDialog: false },
  multiFactorPreferences: { multifactorEnabled: false },
};

/**
 * Manny Manager: admin / sl1 of Riverside Wharf and Elm Court.
 *
 * @example
 * sampleManagerUser.role.payloads; // ['sl1']
 */
export const sampleManagerUser: User = {
  ...sampleAdminUser,
  id: sampleIds.manny,
  email: 'manager@example.com',
  role: { types: ['admin'], payloads: ['sl1'], hasBeenDowngraded: false },
  profile: { title: 'Mr', firstName: 'Manny', lastName: 'Manager' },
};

/**
 * Olivia Owner signed in.
 *
 * @example
 * sampleAuthResult.user.email; // 'owner@example.com'
 */
export const sampleAuthResult: AuthResult = {
  authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3Itb2xpdmlhLW93bmVyIn0.auth-signature',
  refreshToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3Itb2xpdmlhLW93bmVyIiwidHlwIjoicmVmcmVzaCJ9.refresh-signature',
  user: sampleUser,
};

/**
 * The 403 answer to Mia Multifactor's password.
 *
 * @example
 * sampleMfaChallenge.mfaToken;
 */
export const sampleMfaChallenge: MfaChallenge = {
  messages: ['A verification code has been sent to m***@example.com.'],
  mfaToken: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1mYUBleGFtcGxlLmNvbSJ9.mfa-signature',
};

/**
 * The 403 answer to a temporary password, one staff set.
 *
 * @example
 * samplePasswordChangeRequired.passwordChangeToken;
 */
export const samplePasswordChangeRequired: PasswordChangeRequired = {
  messages: ['Your password was reset by your property manager. Choose a new password to continue.'],
  passwordChangeToken: 'hN3v0c9k2QmZp7TqYb1sXw4rLf8aJd6uEi5oGy0tKcM',
};

/**
 * A 400 body with one field message.
 *
 * @example
 * sampleApiErrorBody.fields?.title; // ['must be at most 150 characters']
 */
export const sampleApiErrorBody: ApiErrorBody = {
  messages: ['title: must be at most 150 characters'],
  fields: { title: ['must be at most 150 characters'] },
};

/**
 * Titles a profile may choose.
 *
 * @example
 * sampleUserTitles.titles.includes('Ms'); // true
 */
export const sampleUserTitles: UserTitles = { titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] };

/**
 * Olivia Owner's facilities booking settings.
 *
 * @example
 * sampleUserMetadata.facilitiesBooking.calendarView; // 'week'
 */
export const sampleUserMetadata: UserMetadata = {
  facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false },
};

/**
 * Olivia Owner signing in with her password.
 *
 * @example
 * samplePasswordLogin.method; // 'password'
 */
export const samplePasswordLogin: PasswordLoginRequest = {
  method: 'password',
  email: 'owner@example.com',
  password: demoPassword,
};

/**
 * Mia Multifactor sending her code.
 *
 * @example
 * sampleMfaLogin.code; // '482913'
 */
export const sampleMfaLogin: MfaLoginRequest = {
  method: 'mfa',
  token: sampleMfaChallenge.mfaToken,
  code: '482913',
};

/**
 * A single sign-on.
 *
 * @example
 * sampleSsoLogin.method; // 'sso'
 */
export const sampleSsoLogin: SsoLoginRequest = {
  method: 'sso',
  token: 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.sso-signature',
};

/**
 * Asking for another MFA code.
 *
 * @example
 * sampleResendMfaCode.mfaToken === sampleMfaChallenge.mfaToken; // true
 */
export const sampleResendMfaCode: ResendMfaCodeRequest = { mfaToken: sampleMfaChallenge.mfaToken };

/**
 * Olivia Owner forgot her password.
 *
 * @example
 * sampleForgottenPassword.email; // 'owner@example.com'
 */
export const sampleForgottenPassword: ForgottenPasswordRequest = { email: 'owner@example.com' };

/**
 * A new password after a reset link.
 *
 * @example
 * sampleResetPassword.newPassword.length; // 13
 */
export const sampleResetPassword: ResetPasswordRequest = { newPassword: 'Portal-Demo-2' };

/**
 * Olivia Owner changing her password in settings.
 *
 * @example
 * sampleChangePassword.currentPassword; // 'Portal-Demo-1'
 */
export const sampleChangePassword: ChangePasswordRequest = {
  currentPassword: demoPassword,
  newPassword: 'Portal-Demo-2',
};

/**
 * Ada Admin resetting a customer's password to a generated one.
 *
 * @example
 * sampleAdminPasswordReset.newPassword.length; // 9
 */
export const sampleAdminPasswordReset: AdminPasswordResetRequest = { newPassword: 'aB3$kLm9x' };

/**
 * The API's answer to a staff password reset.
 *
 * @example
 * sampleAdminPasswordResetResult.message;
 */
export const sampleAdminPasswordResetResult: AdminPasswordResetResult = {
  message: 'The password of Olivia Owner was changed.',
};

/**
 * A small PNG as an upload.
 *
 * @example
 * sampleFileUpload.fileName; // 'profile.png'
 */
export const sampleFileUpload: FileUpload = { fileName: 'profile.png', content: 'iVBORw0KGgoAAAAN' };

/**
 * Olivia Owner dismissing the paperless dialog for good.
 *
 * @example
 * sampleUserUpdate.paperlessPreference?.showPaperlessDialog; // false
 */
export const sampleUserUpdate: UserUpdate = { paperlessPreference: { showPaperlessDialog: false } };

/**
 * Saving facilities booking settings.
 *
 * @example
 * sampleUserMetadataUpdate.facilitiesBooking.calendarView; // 'day'
 */
export const sampleUserMetadataUpdate: UserMetadataUpdate = {
  facilitiesBooking: { calendarView: 'day', bookingConfirmationEmails: true, bookingReminderEmails: true },
};
