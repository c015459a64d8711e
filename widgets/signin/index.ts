// The sign-in area's public surface: the components (no side effects). `element.ts` defines the
// `portico-signin` element.
export { SignIn, CompactSignIn, RESEND_COOLDOWN_MS, type SignInProps } from './SignIn';
export { LazyCompactSignIn } from './LazyCompactSignIn';
export { SignOutButton, signOutAndTell } from './SignOut';
