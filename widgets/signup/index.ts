// The sign-up area's public surface: the component (no side effects). `element.ts` defines the
// `portico-signup` element.
export { Signup, INVITATION_KEY_PARAMETER, type SignupProps } from './Signup';
export { checkKey, checkIdentity, emailsDiffer, identityFields, type KeyValues, type IdentityValues } from './rules';
export { checkProfile, profileRequest, EMPTY_PROFILE, type ProfileValues } from './profile';
