// The rules of a person's profile (spec 1 §5), shared by sign-up step 3 and the settings page:
// names, phone numbers and the SMS number of urgent news by text. The GB phone rules come in as an
// argument (`gbPhones`, loaded on demand with the form).
import { t } from '../i18n';
import type { NewsPreferencesInput } from '../schemas/user';
import type { Phones } from './gbPhones';

/**
 * The profile fields of a form, as typed.
 * @example const values: ProfileFieldValues = { firstName: 'Nora', lastName: 'New', mainNumber: '', mobileNumber: '', urgentNewsText: false, smsNumber: '' };
 */
export interface ProfileFieldValues {
  firstName: string;
  lastName: string;
  mainNumber: string;
  mobileNumber: string;
  urgentNewsText: boolean;
  smsNumber: string;
}

/**
 * First and last name required; main and mobile number at most 17 characters; with
 * urgent news by text on, the SMS number required and a valid GB number. Catalogue messages.
 * @example checkProfileFields({ ...values, urgentNewsText: true, smsNumber: '' }, phones).smsNumber // 'Enter a phone number'
 */
export function checkProfileFields(values: ProfileFieldValues, phones: Phones): Partial<Record<keyof ProfileFieldValues, string>> {
  const { PHONE_ERROR_MESSAGES, PHONE_MAX_LENGTH, validateGbPhone } = phones;
  const errors: Partial<Record<keyof ProfileFieldValues, string>> = {};
  if (values.firstName.trim() === '') errors.firstName = t('validation.required');
  if (values.lastName.trim() === '') errors.lastName = t('validation.required');
  for (const name of ['mainNumber', 'mobileNumber'] as const) {
    if (values[name].trim().length > PHONE_MAX_LENGTH) errors[name] = t(PHONE_ERROR_MESSAGES.tooLong);
  }
  if (values.urgentNewsText) {
    const smsError = validateGbPhone(values.smsNumber, { required: true });
    if (smsError) errors.smsNumber = t(PHONE_ERROR_MESSAGES[smsError]);
  }
  return errors;
}

/**
 * The news preferences as the API takes them: the SMS number normalised, and sent only
 * with urgent news by text on.
 * @example newsPreferencesRequest({ urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: '07400 123456' }, phones).smsNumber // '+447400123456'
 */
export function newsPreferencesRequest(
  values: Omit<NewsPreferencesInput, 'smsNumber'> & { smsNumber: string },
  phones: Phones,
): NewsPreferencesInput {
  return {
    urgentNewsText: values.urgentNewsText,
    urgentNewsEmail: values.urgentNewsEmail,
    importantNewsEmail: values.importantNewsEmail,
    standardNewsEmail: values.standardNewsEmail,
    smsNumber: values.urgentNewsText ? phones.normaliseGbPhone(values.smsNumber) : null,
  };
}
