import { atom, type ReadableAtom } from 'nanostores';
// By file, not through the barrels: only the sign-up element loads these.
import { confirmIdentity, createProfile, submitInvitationKey } from '../api/endpoints/signup';
import { shared } from '../runtime';
import type { CreateProfileRequest, SignupData } from '../schemas/signup';
import type { User } from '../schemas/user';
import { signInWithAuthResult } from '../session/actions';

/**
 * The sign-up step after another: 2 confirm identity, 3 create the portal profile.
 * @example const next: SignupStep = 3;
 */
export type SignupStep = 1 | 2 | 3;

/**
 * How sign-up ended: signed in at once as `user`, or the e-mail must be confirmed first.
 * @example if (outcome.status === 'confirm-email') showConfirmEmailDialog();
 */
export type SignupOutcome = { status: 'signed-in'; user: User } | { status: 'confirm-email' };

// What the flow has gathered (spec 1 §3 signup data). In memory only, never in storage: it holds
// an invitation key and an identity, and a reload that loses it starts again at step 1 (spec 1
// §2: a missing key on step 2 or 3 returns to step 1). One per page, so the shell's routes share it.
const $state = shared('signup.data', () => atom<SignupData | null>(null));

/**
 * The sign-up so far, or null before step 1 succeeded. Read-only: the step actions change it.
 * @example const signup = useStore($signup); if (!signup) goTo(1);
 */
export const $signup: ReadableAtom<SignupData | null> = $state;

/**
 * Step 1: `POST /user/signup/1`. Keeps the invitation and answers the next step: 3 for an admin
 * invitation, else 2. Rejects with the `ApiError` (409 existing user, 410 used key,
 * 403 locked, 404 unknown), leaving the store as it was.
 * @example const next = await startSignup('INVITE-OWNER-1');
 */
export async function startSignup(invitationKey: string): Promise<SignupStep> {
  const key = invitationKey.trim();
  const invitation = await submitInvitationKey(key);
  $state.set({ invitationKey: key, ...invitation });
  return invitation.admin ? 3 : 2;
}

/**
 * Step 2: `POST /user/signup/2` with the e-mail, the tenant reference and the premises' postcode
 * (each of the last two sent only when given); keeps the confirmed e-mail.
 * @example await confirmSignupIdentity({ email: 'una@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' });
 */
export async function confirmSignupIdentity(identity: { email: string; tenantAccountNumber?: string; postalCode?: string }): Promise<void> {
  const current = requireSignup();
  const email = identity.email.trim();
  const tenantAccountNumber = identity.tenantAccountNumber?.trim();
  const postalCode = identity.postalCode?.trim();
  await confirmIdentity({ invitationKey: current.invitationKey, email, ...(tenantAccountNumber ? { tenantAccountNumber } : {}), ...(postalCode ? { postalCode } : {}) });
  $state.set({ ...current, email });
}

/**
 * Step 3: `POST /user/signup/3`. With a confirmed e-mail the answer's tokens sign the new user in
 *; otherwise the e-mail must be confirmed first. Either way the sign-up is over and the
 * store empties.
 * @example const outcome = await completeSignup({ profile, password, profilePicture: null, contactInformation, newsPreferences });
 */
export async function completeSignup(profile: Omit<CreateProfileRequest, 'invitationKey'>): Promise<SignupOutcome> {
  const current = requireSignup();
  const result = await createProfile({ ...profile, invitationKey: current.invitationKey });
  $state.set(null);
  if (result.unconfirmedEmail || !result.authToken || !result.refreshToken || !result.user) return { status: 'confirm-email' };
  return { status: 'signed-in', user: signInWithAuthResult({ authToken: result.authToken, refreshToken: result.refreshToken, user: result.user }) };
}

/**
 * Forgets the sign-up (the invitation failed, or the user starts again).
 * @example resetSignup();
 */
export function resetSignup(): void {
  $state.set(null);
}

function requireSignup(): SignupData {
  const current = $state.get();
  if (!current) throw new Error('Sign-up step 1 has not succeeded: no invitation key');
  return current;
}
