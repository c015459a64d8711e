import { array, boolean, enums, nullable, object, optional, refine, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  atLeastOneKey,
  FileUpload,
  id,
  localDateTime,
  NAME_MAX,
  optionalText,
  phoneNumber,
  requiredText,
  webUrl,
} from './common';
import { Rating } from './feedback';
import { NotificationPreferences, NotificationPreferencesUpdate } from './notification-preferences';
import { fieldFailure } from './rules';

/**
 * A role type: what kind of user, and so which part of the portal.
 *
 * @example
 * is('customer', RoleType); // true
 */
export const RoleType = enums(['admin', 'client', 'customer', 'others']);
export type RoleType = Infer<typeof RoleType>;

/**
 * A role payload: the role within the type, which the permission rules read.
 *
 * @example
 * is('owner', RolePayload); // true
 */
export const RolePayload = enums([
  'global',
  'sl1',
  'sl3',
  'sl4',
  'owner',
  'subtenant',
  'client_portal_access',
]);
export type RolePayload = Infer<typeof RolePayload>;

/**
 * The user's roles (types, payloads, hasBeenDowngraded).
 *
 * @example
 * const role: Role = { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: false };
 */
export const Role = type({
  types: array(RoleType),
  payloads: array(RolePayload),
  hasBeenDowngraded: boolean(),
});
export type Role = Infer<typeof Role>;

/**
 * A person's name as the portal shows it.
 *
 * @example
 * const profile: Profile = { title: 'Ms', firstName: 'Olivia', lastName: 'Owner' };
 */
export const Profile = type({
  title: nullable(string()),
  firstName: string(),
  lastName: string(),
});
export type Profile = Infer<typeof Profile>;

/**
 * Phone numbers as stored.
 *
 * @example
 * const contact: ContactInformation = { mobileNumber: '07700 900123', mainNumber: null };
 */
export const ContactInformation = type({
  mobileNumber: nullable(string()),
  mainNumber: nullable(string()),
});
export type ContactInformation = Infer<typeof ContactInformation>;

/**
 * Which news reaches the user and how (sign-up news preferences).
 *
 * @example
 * const news: NewsPreferences = { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: '+447700900123' };
 */
export const NewsPreferences = type({
  urgentNewsText: boolean(),
  urgentNewsEmail: boolean(),
  importantNewsEmail: boolean(),
  standardNewsEmail: boolean(),
  smsNumber: nullable(string()),
});
export type NewsPreferences = Infer<typeof NewsPreferences>;

/**
 * Whether the paperless-billing dialog should be offered.
 *
 * @example
 * const paperless: PaperlessPreference = { showPaperlessDialog: true };
 */
export const PaperlessPreference = type({ showPaperlessDialog: boolean() });
export type PaperlessPreference = Infer<typeof PaperlessPreference>;

/**
 * Whether sign-in asks for a code.
 *
 * @example
 * const mfa: MultiFactorPreferences = { multifactorEnabled: false };
 */
export const MultiFactorPreferences = type({ multifactorEnabled: boolean() });
export type MultiFactorPreferences = Infer<typeof MultiFactorPreferences>;

/**
 * When the user last answered the feedback box: `datetime` is `yyyy-MM-dd HH:mm:ss`
 * and `lastResponse` the rating then given; both `null` until the first answer.
 *
 * @example
 * const feedback: FeedbackInformation = { lastResponse: 4, datetime: '2026-10-03 18:42:10' };
 */
export const FeedbackInformation = type({
  lastResponse: nullable(Rating),
  datetime: nullable(localDateTime),
});
export type FeedbackInformation = Infer<typeof FeedbackInformation>;

/**
 * The signed-in user (`GET /user`, and `user` in every sign-in answer).
 *
 * @example
 * const user = create(json, User);
 * user.role.payloads.includes('owner');
 */
export const User = type({
  id,
  email: string(),
  role: Role,
  profile: Profile,
  contactInformation: ContactInformation,
  newsPreferences: NewsPreferences,
  notificationPreferences: NotificationPreferences,
  paperlessPreference: PaperlessPreference,
  multiFactorPreferences: MultiFactorPreferences,
  profilePictureUrl: nullable(webUrl),
  feedbackInformation: FeedbackInformation,
});
export type User = Infer<typeof User>;

/**
 * Name fields of a form (sign-up step 3, settings): first and last name required.
 *
 * @example
 * const profile: ProfileInput = { title: 'Ms', firstName: 'Olivia', lastName: 'Owner' };
 */
export const ProfileInput = object({
  title: optionalText({ max: 20 }),
  firstName: requiredText({ max: NAME_MAX }),
  lastName: requiredText({ max: NAME_MAX }),
});
export type ProfileInput = Infer<typeof ProfileInput>;

/**
 * Phone numbers of a form: each optional, at most 17 characters.
 *
 * @example
 * const contact: ContactInformationInput = { mainNumber: '', mobileNumber: '07700 900123' };
 */
export const ContactInformationInput = object({
  mainNumber: phoneNumber,
  mobileNumber: phoneNumber,
});
export type ContactInformationInput = Infer<typeof ContactInformationInput>;

/**
 * News preferences of a form. The SMS number is required when urgent news by text is on
 *; that it is a GB number is core/domain's phone rule, applied by the form and the API.
 *
 * @example
 * const news: NewsPreferencesInput = { urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: null };
 */
export const NewsPreferencesInput = refine(
  object({
    urgentNewsText: boolean(),
    urgentNewsEmail: boolean(),
    importantNewsEmail: boolean(),
    standardNewsEmail: boolean(),
    smsNumber: phoneNumber,
  }),
  'required',
  // superstruct still runs this when a field failed only a refinement (smsNumber too long), so
  // the check stays on the number being present and says nothing about its length.
  (value, ctx) =>
    !value.urgentNewsText ||
    (typeof value.smsNumber === 'string' && value.smsNumber.trim() !== '') ||
    fieldFailure(ctx, 'smsNumber', value.smsNumber, 'required'),
);
export type NewsPreferencesInput = Infer<typeof NewsPreferencesInput>;

/**
 * `PUT /user`: the parts of the user to replace; at least one. Settings sends the
 * section being saved; the feedback box sends `feedbackInformation` after an answer.
 * A new profile picture travels as a file; removing it is `DELETE /user/profile-picture`.
 * `multiFactorPreferences` is spec 1 §3's way to switch multi-factor authentication; the portal
 * uses it only where the API lacks `PUT /user/mfa`, which asks for a code or the password.
 *
 * @example
 * const update: UserUpdate = { paperlessPreference: { showPaperlessDialog: false } };
 */
export const UserUpdate = atLeastOneKey(
  object({
    profile: optional(ProfileInput),
    contactInformation: optional(ContactInformationInput),
    newsPreferences: optional(NewsPreferencesInput),
    notificationPreferences: optional(NotificationPreferencesUpdate),
    paperlessPreference: optional(object({ showPaperlessDialog: boolean() })),
    feedbackInformation: optional(object({ lastResponse: nullable(Rating), datetime: localDateTime })),
    profilePicture: optional(FileUpload),
    multiFactorPreferences: optional(object({ multifactorEnabled: boolean() })),
  }),
  [
    'profile',
    'contactInformation',
    'newsPreferences',
    'notificationPreferences',
    'paperlessPreference',
    'feedbackInformation',
    'profilePicture',
    'multiFactorPreferences',
  ],
);
export type UserUpdate = Infer<typeof UserUpdate>;

/**
 * `GET /user/titles` answers `data.titles`: the titles a profile may choose.
 *
 * @example
 * const answer: UserTitles = { titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] };
 */
export const UserTitles = type({ titles: array(string()) });
export type UserTitles = Infer<typeof UserTitles>;

/**
 * The calendar views of facility booking; week is the default.
 *
 * @example
 * is('week', CalendarView); // true
 */
export const CalendarView = enums(['day', 'week', 'month']);
export type CalendarView = Infer<typeof CalendarView>;

/**
 * The user's facilities booking settings. Spec 2 names them but not their fields; these are ours.
 *
 * @example
 * const settings: FacilitiesBookingSettings = { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false };
 */
export const FacilitiesBookingSettings = type({
  calendarView: CalendarView,
  bookingConfirmationEmails: boolean(),
  bookingReminderEmails: boolean(),
});
export type FacilitiesBookingSettings = Infer<typeof FacilitiesBookingSettings>;

/**
 * `GET /user/metadata`: the user meta, which holds the facilities booking settings.
 *
 * @example
 * const meta: UserMetadata = { facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false } };
 */
export const UserMetadata = type({ facilitiesBooking: FacilitiesBookingSettings });
export type UserMetadata = Infer<typeof UserMetadata>;

/**
 * `PUT /user/metadata`: the settings to save.
 *
 * @example
 * const update: UserMetadataUpdate = { facilitiesBooking: { calendarView: 'day', bookingConfirmationEmails: true, bookingReminderEmails: true } };
 */
export const UserMetadataUpdate = object({
  facilitiesBooking: object({
    calendarView: CalendarView,
    bookingConfirmationEmails: boolean(),
    bookingReminderEmails: boolean(),
  }),
});
export type UserMetadataUpdate = Infer<typeof UserMetadataUpdate>;
