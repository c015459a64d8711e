import { MfaSwitchChallenge, type MfaSwitchRequest } from '../../schemas/settings';
import { User, UserTitles } from '../../schemas/user';
import type { ChangePasswordRequest } from '../../schemas/auth';
import { noData, request, type CallOptions } from '../client';
import { withFallback } from '../extensions';
import { updateUser } from './user';

// spec 2 §7: the calls only the settings page makes, apart from user.ts, which every element loads;
// imported by file, not through core/api's barrel, so the core's public surface stays in its budget.

/**
 * `GET /user/titles`: the titles a profile may choose.
 * @example const titles = await getUserTitles(); // ['Mr', 'Mrs', ...]
 */
export async function getUserTitles(call?: CallOptions): Promise<string[]> {
  const answer = await request({ method: 'GET', path: '/user/titles', schema: UserTitles, ...call });
  return answer.titles;
}

/**
 * `DELETE /user/profile-picture`: answers the user without a picture.
 * @example storeUser(await removeProfilePicture());
 */
export function removeProfilePicture(call?: CallOptions): Promise<User> {
  return request({ method: 'DELETE', path: '/user/profile-picture', schema: User, ...call });
}

/**
 * `PUT /user/new-password`. A wrong current password is a 401 about the body, so it
 * is not retried after a token refresh.
 * @example await changePassword({ currentPassword: 'Portal-Demo-1', newPassword: 'Portal-Demo-2' });
 */
export async function changePassword(body: ChangePasswordRequest, call?: CallOptions): Promise<void> {
  await request({ method: 'PUT', path: '/user/new-password', body, schema: noData, credentialInBody: true, ...call });
}

/**
 * What turning MFA on asks for next: the code e-mailed for `challenge`, or nothing, the API having
 * turned it on at once (`user`, as it now is).
 * @example const next: MultiFactorStart = { challenge: { challengeToken, email } };
 */
export type MultiFactorStart = { challenge: MfaSwitchChallenge } | { user: User };

// spec 1 §3, §7: without the switch that confirms with a code or the password (an extension), MFA is
// `multiFactorPreferences` of `PUT /user`.
const multiFactorByUpdate = (multifactorEnabled: boolean, call?: CallOptions) => updateUser({ multiFactorPreferences: { multifactorEnabled } }, call);

/**
 * `POST /user/mfa/start`: e-mails a code that `switchMultiFactor` needs to turn MFA on. An API
 * without it (`withFallback`) turns MFA on at once with `PUT /user`: the answer is then the user.
 * @example const next = await startMultiFactorSwitch(); if ('challenge' in next) askForCode(next.challenge.email);
 */
export function startMultiFactorSwitch(call?: CallOptions): Promise<MultiFactorStart> {
  return withFallback<MultiFactorStart>(
    'mfaSwitch',
    async () => ({ challenge: await request({ method: 'POST', path: '/user/mfa/start', schema: MfaSwitchChallenge, ...call }) }),
    async () => ({ user: await multiFactorByUpdate(true, call) }),
  );
}

/**
 * `PUT /user/mfa`: on with the e-mailed code, off with the current password; answers the user.
 * A wrong code or password is a 401 about the body, not retried. An API without it
 * (`withFallback`) switches with `PUT /user`, which checks neither.
 * @example const user = await switchMultiFactor({ multifactorEnabled: false, currentPassword });
 */
export function switchMultiFactor(body: MfaSwitchRequest, call?: CallOptions): Promise<User> {
  return withFallback(
    'mfaSwitch',
    () => request({ method: 'PUT', path: '/user/mfa', body, schema: User, credentialInBody: true, ...call }),
    () => multiFactorByUpdate(body.multifactorEnabled, call),
  );
}
