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
export { safeStorage, type KeyValueStorage } from './storage';
export { useSignedInUser, displayName, type SignedInUser } from './useSignedInUser';
export { SessionGate, registerSignedOutView, type SessionGateProps, type SignedOutViewProps } from './SessionGate';
export type { ResendCooldown } from './resendCooldown';
