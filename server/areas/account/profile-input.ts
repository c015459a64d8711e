// Turning a profile form as the client sends it (core/schemas ProfileInput, ContactInformationInput,
// NewsPreferencesInput) into what is stored: the checks core/schemas leaves to the API because
// they need libphonenumber-js or the list of titles, and the normalising spec 1 §5 asks for.
import type { ContactInformationInput, NewsPreferences, NewsPreferencesInput, ProfileInput } from '../../../core/schemas';
import { normaliseGbPhone, validateGbPhone, type PhoneError } from '../../../core/domain/phones';
import { checkStrongPassword } from '../../auth/passwords';
import { fieldError } from '../../http/errors';
import { accountRules } from './messages';

/**
 * The titles a profile may choose (`GET /user/titles`, and sign-up step 1's answer).
 * @example TITLES.includes('Mx') // true
 */
export const TITLES: readonly string[] = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Rev', 'Sir', 'Dame', 'Lord', 'Lady'];

export { fieldError };

/** The API's words for each core/domain phone error, as a field rule. */
export const phoneRules: Record<PhoneError, string> = {
  required: accountRules.required,
  tooLong: accountRules.phoneTooLong,
  invalid: accountRules.phoneInvalid,
};

/** An optional text as stored: trimmed, and null when nothing is left. */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The name fields as stored; a title must be one of `TITLES` (the form offers a select).
 * @example profileColumns({ title: 'Ms', firstName: ' Nora ', lastName: 'New' }) // { title: 'Ms', firstName: 'Nora', lastName: 'New' }
 */
export function profileColumns(profile: ProfileInput, path = 'profile'): { title: string | null; firstName: string; lastName: string } {
  const title = textOrNull(profile.title);
  if (title !== null && !TITLES.includes(title)) throw fieldError(`${path}.title`, accountRules.titleOneOf(TITLES));
  return { title, firstName: profile.firstName.trim(), lastName: profile.lastName.trim() };
}

/**
 * The phone numbers as stored: as typed, trimmed, null when empty (spec 1 §5 checks only their
 * length, which the struct did).
 * @example contactColumns({ mainNumber: '', mobileNumber: '07400 123456' }) // { mainNumber: null, mobileNumber: '07400 123456' }
 */
export function contactColumns(contact: ContactInformationInput): { mainNumber: string | null; mobileNumber: string | null } {
  return { mainNumber: textOrNull(contact.mainNumber), mobileNumber: textOrNull(contact.mobileNumber) };
}

/**
 * The news preferences as stored. spec 1 §5: with urgent news by text on, the sms number is
 * required and must be a GB number, and is stored normalised (E.164); with it off, no number is kept.
 * @example storedNewsPreferences({ ...news, urgentNewsText: true, smsNumber: '07400 123456' }).smsNumber // '+447400123456'
 */
export function storedNewsPreferences(news: NewsPreferencesInput, path = 'newsPreferences'): NewsPreferences {
  const { urgentNewsText, urgentNewsEmail, importantNewsEmail, standardNewsEmail } = news;
  if (!urgentNewsText) return { urgentNewsText, urgentNewsEmail, importantNewsEmail, standardNewsEmail, smsNumber: null };
  const typed = news.smsNumber ?? '';
  const error = validateGbPhone(typed, { required: true });
  if (error) throw fieldError(`${path}.smsNumber`, phoneRules[error]);
  return { urgentNewsText, urgentNewsEmail, importantNewsEmail, standardNewsEmail, smsNumber: normaliseGbPhone(typed) };
}

/**
 * spec 1 §5: a sign-up password is required, at least 8 characters (the struct checked both) and
 * strong (core/domain's rule, the one the form applies).
 * @example checkSignupPassword('Portal-Demo-1'); // passes
 */
export function checkSignupPassword(password: string | undefined): string {
  if (password === undefined) throw fieldError('password', accountRules.required);
  return checkStrongPassword('password', password);
}

// The portal is for UK homes: local times are London's, whatever zone the server runs in.
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as London's local `yyyy-MM-dd HH:mm:ss` (spec 1 §3: `feedbackInformation.datetime`).
 * @example londonDateTime(new Date('2026-07-01T08:30:00Z')) // '2026-07-01 09:30:00'
 */
export function londonDateTime(date: Date): string {
  const part = Object.fromEntries(londonTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
