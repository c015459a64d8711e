// The sign-in area's public surface: the components (no side effects). `element.ts` defines the
// `portico-signin` element.
export { SignIn, CompactSignIn, SignOutButton, signOutAndTell, RESEND_COOLDOWN_MS, type SignInProps } from './SignIn';
export { useSignedInUser, displayName, type SignedInUser } from './useSignedInUser';
export { checkForm, passwordRules, mfaRules, type FormRules, type PasswordValues, type MfaValues } from './forms';
