export {
  $authToken,
  $refreshToken,
  $user,
  $isSignedIn,
  $activeRole,
  setActiveRole,
  chooseActiveRole,
  registerReset,
  AUTH_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  ACTIVE_ROLE_KEY,
} from './state';
export {
  signInWithPassword,
  signInWithMfa,
  signInWithSso,
  signInWithAuthResult,
  signOut,
  mfaEmail,
  type SignInOutcome,
} from './actions';
export { loadUser } from './user';
export { safeStorage, type KeyValueStorage } from '../runtime/storage';
// The React hooks and the gate (core/elements useSignedInUser, SessionGate, registerSignedOutView;
// displayName, useChargesAccess) are imported by their files, as shared code is (core/README.md,
// "Imports in what every element loads"); their types are here.
export type { SignedInUser, SessionGateProps, SignedOutViewProps } from './gate';
export type { ResendCooldown } from './resendCooldown';
