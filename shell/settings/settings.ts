// The settings page's rules, pure: each form's values from the user as loaded, their checks and
// the update each sends (spec 2 §2 settings; spec 1 §5 for the profile and password rules, which
// are sign-up's and reset's, from core).
import { PASSWORD_ERROR_MESSAGES, validateResetPassword } from '../../core/domain/passwords';
import type { Phones } from '../../core/forms/gbPhones';
import { checkProfileFields, newsPreferencesRequest } from '../../core/forms/profile';
import { checkForm } from '../../core/forms/rules';
import { t } from '../../core/i18n';
import type { ChangePasswordRequest, FacilitiesBookingSettings, User, UserUpdate } from '../../core/schemas';
import { preferencesRules } from '../../widgets/notification-preferences';

/**
 * The profile details form: title, names and phone numbers.
 * @example const values: DetailsValues = detailsValues(user, phones);
 */
export interface DetailsValues {
  title: string;
  firstName: string;
  lastName: string;
  mainNumber: string;
  mobileNumber: string;
}

/**
 * The details form as the user has them now (a missing title or number is an empty field).
 * @example detailsValues(olivia).firstName // 'Olivia'
 */
export function detailsValues(user: User): DetailsValues {
  return {
    title: user.profile.title ?? '',
    firstName: user.profile.firstName,
    lastName: user.profile.lastName,
    mainNumber: user.contactInformation.mainNumber ?? '',
    mobileNumber: user.contactInformation.mobileNumber ?? '',
  };
}

/**
 * spec 1 §5: names required, numbers at most 17 characters (the profile rules of sign-up).
 * @example checkDetails({ ...values, firstName: ' ' }, phones).firstName // 'This field is required'
 */
export function checkDetails(values: DetailsValues, phones: Phones): Partial<Record<keyof DetailsValues, string>> {
  return checkProfileFields({ ...values, urgentNewsText: false, smsNumber: '' }, phones);
}

/**
 * `PUT /user` for the details: names and numbers trimmed; an empty title or number is cleared.
 * @example detailsUpdate(values).contactInformation // { mainNumber: '', mobileNumber: '07400 123456' }
 */
export function detailsUpdate(values: DetailsValues): UserUpdate {
  return {
    profile: { title: values.title || null, firstName: values.firstName.trim(), lastName: values.lastName.trim() },
    contactInformation: { mainNumber: values.mainNumber.trim(), mobileNumber: values.mobileNumber.trim() },
  };
}

/**
 * The notification and news preferences form: how news reaches the user (spec 1 §3) and the
 * owners' e-mails of the public preferences page (spec 2 §3), on the user's own record.
 * @example const values: PreferencesValues = preferencesValues(user, phones);
 */
export interface PreferencesValues {
  urgentNewsText: boolean;
  urgentNewsEmail: boolean;
  importantNewsEmail: boolean;
  standardNewsEmail: boolean;
  smsNumber: string;
  ownersCorrespondence: boolean;
  ownersReminders: boolean;
  email: string;
}

/**
 * The preferences as the user has them now; the SMS number in the national form it is typed in.
 * @example preferencesValues(olivia, phones).email // 'owner@example.com'
 */
export function preferencesValues(user: User, phones: Phones): PreferencesValues {
  const { smsNumber, ...news } = user.newsPreferences;
  return { ...news, smsNumber: smsNumber ? phones.formatGbPhone(smsNumber) : '', ...user.notificationPreferences };
}

/**
 * spec 1 §5: the SMS number required and a GB number with urgent news by text on; the
 * preferences' e-mail required and valid (the public preferences page's rule).
 * @example checkPreferences({ ...values, email: 'owner@' }, phones).email // 'Enter a valid email address'
 */
export function checkPreferences(values: PreferencesValues, phones: Phones): Partial<Record<keyof PreferencesValues, string>> {
  const { smsNumber } = checkProfileFields({ firstName: '-', lastName: '-', mainNumber: '', mobileNumber: '', urgentNewsText: values.urgentNewsText, smsNumber: values.smsNumber }, phones);
  return { ...(smsNumber ? { smsNumber } : {}), ...checkForm(preferencesRules, values) };
}

/**
 * `PUT /user` for the preferences: the news preferences (the SMS number normalised, sent only
 * with urgent news by text) and the notification preferences.
 * @example preferencesUpdate(values, phones).notificationPreferences.email // 'owner@example.com'
 */
export function preferencesUpdate(values: PreferencesValues, phones: Phones): UserUpdate & Required<Pick<UserUpdate, 'notificationPreferences'>> {
  return {
    newsPreferences: newsPreferencesRequest(values, phones),
    notificationPreferences: { ownersCorrespondence: values.ownersCorrespondence, ownersReminders: values.ownersReminders, email: values.email.trim() },
  };
}

/**
 * The change-password form.
 * @example const values: PasswordValues = { currentPassword: '', newPassword: '' };
 */
export type PasswordValues = ChangePasswordRequest;

/**
 * The current password required; the new one as reset password's (spec 1 §5: 8 to 64 characters
 * and the strength rule of sign-up and reset).
 * @example checkPassword({ currentPassword: '', newPassword: 'aaaaaaaa' }) // both fields
 */
export function checkPassword(values: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  const errors: Partial<Record<keyof PasswordValues, string>> = checkCurrentPassword(values);
  const [newError] = validateResetPassword(values.newPassword);
  if (newError) errors.newPassword = t(PASSWORD_ERROR_MESSAGES[newError]);
  return errors;
}

/**
 * The current password required (the password change, and turning multi-factor authentication off).
 * @example checkCurrentPassword({ currentPassword: '' }).currentPassword // 'Enter a password'
 */
export function checkCurrentPassword(values: { currentPassword: string }): { currentPassword?: string } {
  return values.currentPassword === '' ? { currentPassword: t(PASSWORD_ERROR_MESSAGES.required) } : {};
}

/**
 * The facilities booking settings form: the user meta's (spec 2 §3, §4).
 * @example const values: BookingValues = { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: true };
 */
export type BookingValues = FacilitiesBookingSettings;
