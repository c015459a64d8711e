// The rules of sign-up step 3, Create Portal Profile (spec 1 §5), pure: the values, their check
// and the payload. The profile's own rules are core/forms' (the settings page has them too); the
// GB phone rules come in as an argument, loaded on demand with the step (core/forms `gbPhones`).
import { PASSWORD_ERROR_MESSAGES, validateSignupPassword } from '../../core/domain/passwords';
import type { Phones } from '../../core/forms/gbPhones';
import { checkProfileFields, newsPreferencesRequest } from '../../core/forms/profile';
import { t } from '../../core/i18n';
import type { FileUpload } from '../../core/schemas/common';
import type { CreateProfileRequest, SignupData } from '../../core/schemas/signup';

/**
 * Step 3's values, as typed and ticked.
 * @example const values: ProfileValues = { ...EMPTY_PROFILE, firstName: 'Nora', lastName: 'New', password: 'Portal-Demo-1' };
 */
export interface ProfileValues {
  title: string;
  firstName: string;
  lastName: string;
  mainNumber: string;
  mobileNumber: string;
  password: string;
  urgentNewsText: boolean;
  urgentNewsEmail: boolean;
  importantNewsEmail: boolean;
  standardNewsEmail: boolean;
  smsNumber: string;
  optionalCookies: boolean;
}

export type { Phones };

/**
 * Step 3 before anything is typed: news by e-mail on, by text off, optional cookies off (consent is
 * given, never assumed).
 * @example const [values] = useState(EMPTY_PROFILE);
 */
export const EMPTY_PROFILE: ProfileValues = {
  title: '',
  firstName: '',
  lastName: '',
  mainNumber: '',
  mobileNumber: '',
  password: '',
  urgentNewsText: false,
  urgentNewsEmail: true,
  importantNewsEmail: true,
  standardNewsEmail: true,
  smsNumber: '',
  optionalCookies: false,
};

/**
 * Whether step 3 asks a password (omitted when not needed): unless the invitation says
 * it needs none, as for a resident who signs in through the identity provider.
 * @example asksPassword({ invitationKey: 'INVITE-SSO-1', passwordRequired: false }) // false
 */
export function asksPassword(signup: Pick<SignupData, 'passwordRequired'>): boolean {
  return signup.passwordRequired !== false;
}

/**
 * Step 3: first and last name required; main and mobile number at most 17
 * characters; where asked (`withPassword`), the password required, at least 8 characters and
 * strong; with urgent news by text on, the SMS number required and a valid GB number.
 * @example checkProfile({ ...EMPTY_PROFILE, urgentNewsText: true }, phones).smsNumber // 'Enter a phone number'
 */
export function checkProfile(values: ProfileValues, phones: Phones, withPassword = true): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = checkProfileFields(values, phones);
  const [passwordError] = withPassword ? validateSignupPassword(values.password) : [];
  if (passwordError) errors.password = t(PASSWORD_ERROR_MESSAGES[passwordError]);
  return errors;
}

/**
 * The step 3 payload from checked values: names and numbers
 * trimmed, the SMS number normalised and sent only with urgent news by text on, the
 * password left out where it is not asked (`withPassword` false).
 * @example const body = profileRequest(values, picture, phones);
 */
export function profileRequest(values: ProfileValues, picture: FileUpload | null, phones: Phones, withPassword = true): Omit<CreateProfileRequest, 'invitationKey'> {
  return {
    profile: { title: values.title || undefined, firstName: values.firstName.trim(), lastName: values.lastName.trim() },
    ...(withPassword ? { password: values.password } : {}),
    profilePicture: picture,
    contactInformation: { mainNumber: values.mainNumber.trim() || undefined, mobileNumber: values.mobileNumber.trim() || undefined },
    newsPreferences: newsPreferencesRequest(values, phones),
  };
}
