import {
  SignupInvitation,
  SignupResult,
  type ConfirmIdentityRequest,
  type CreateProfileRequest,
} from '../../schemas';
import { noData, request, type CallOptions } from '../client';

// spec 1 §7: the three sign-up steps. Made by someone without an account yet, so without a bearer
// (a refresh token left from an old session must not turn them into a refresh).

/**
 * `POST /user/signup/1`: checks the invitation key; answers the invitation (e-mail, admin, role).
 * @example const invitation = await submitInvitationKey('INVITE-OWNER-1');
 */
export function submitInvitationKey(invitationKey: string, call?: CallOptions): Promise<SignupInvitation> {
  return request({
    method: 'POST',
    path: '/user/signup/1',
    body: { invitationKey },
    auth: false,
    schema: SignupInvitation,
    ...call,
  });
}

/**
 * `POST /user/signup/2`: confirms the invitee's identity (answers 204).
 * @example await confirmIdentity({ invitationKey, email, tenantAccountNumber: 'EC-0016' });
 */
export async function confirmIdentity(body: ConfirmIdentityRequest, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/user/signup/2', body, auth: false, schema: noData, ...call });
}

/**
 * `POST /user/signup/3`: creates the portal profile. With `unconfirmedEmail` the user must confirm
 * the e-mail first; otherwise the answer holds tokens and user for signing in at once.
 * @example const result = await createProfile(profile); if (!result.unconfirmedEmail) ...
 */
export function createProfile(body: CreateProfileRequest, call?: CallOptions): Promise<SignupResult> {
  return request({ method: 'POST', path: '/user/signup/3', body, auth: false, schema: SignupResult, ...call });
}
