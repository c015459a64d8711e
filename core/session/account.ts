// The settings page's changes to the signed-in user: each answers the user as it now is, which
// replaces `$user`, so the header's name, the chrome and every view show the change at once (and
// the user meta, whose store is read again).
// Apart from user.ts, which every element loads (only the settings page needs these).
import type { CallOptions } from '../api/client';
import { confirmNotificationEmail } from '../api/endpoints/notification-preferences';
import { removeProfilePicture, startMultiFactorSwitch, switchMultiFactor } from '../api/endpoints/settings';
import { announceChange } from '../api/changes';
import { updateUser, updateUserMetadata } from '../api/endpoints/user';
import type { NotificationPreferences, User, UserMetadata, UserMetadataUpdate, UserUpdate } from '../schemas';
import type { MfaSwitchChallenge, MfaSwitchRequest } from '../schemas/settings';
import { $isSignedIn, storeUser } from './state';
import { loadUser } from './user';

/**
 * `PUT /user` with the parts to replace; the answer becomes `$user`.
 * @example await saveUser({ contactInformation: { mainNumber: '', mobileNumber: '07400 123456' } });
 */
export async function saveUser(update: UserUpdate, call?: CallOptions): Promise<User> {
  const user = await updateUser(update, call);
  storeUser(user);
  return user;
}

/**
 * `DELETE /user/profile-picture`; the answer becomes `$user`.
 * @example await removeUserPicture();
 */
export async function removeUserPicture(call?: CallOptions): Promise<User> {
  const user = await removeProfilePicture(call);
  storeUser(user);
  return user;
}

/**
 * Turns MFA on: answers the challenge whose e-mailed code `switchUserMultiFactor` then takes, or
 * null when the API turned it on at once (one without the code step, core/api/extensions.ts),
 * whose answer then becomes `$user`.
 * @example const challenge = await startUserMultiFactorSwitch(); if (challenge) askForCode(challenge);
 */
export async function startUserMultiFactorSwitch(call?: CallOptions): Promise<MfaSwitchChallenge | null> {
  const next = await startMultiFactorSwitch(call);
  if ('challenge' in next) return next.challenge;
  storeUser(next.user);
  return null;
}

/**
 * `PUT /user/mfa`: on with the e-mailed code, off with the current password; the answer becomes `$user`.
 * @example await switchUserMultiFactor({ multifactorEnabled: false, currentPassword });
 */
export async function switchUserMultiFactor(body: MfaSwitchRequest, call?: CallOptions): Promise<User> {
  const user = await switchMultiFactor(body, call);
  storeUser(user);
  return user;
}

/**
 * `PUT /user/metadata` (the facilities booking settings); the user meta's store, which the booking
 * calendar reads too, is read again. Announced here rather than by the endpoint, which every page
 * loads at first, so the change bookkeeping stays out of that load.
 * @example await saveUserMetadata({ facilitiesBooking: { calendarView: 'day', bookingConfirmationEmails: true, bookingReminderEmails: true } });
 */
export async function saveUserMetadata(update: UserMetadataUpdate, call?: CallOptions): Promise<UserMetadata> {
  return announceChange('/user/metadata', await updateUserMetadata(update, call));
}

/**
 * Opens the link e-mailed to a new correspondence address (`POST /user/confirm-notification-email`),
 * then, when someone is signed in, loads `$user` again: the address is most likely theirs, and the
 * settings would otherwise still show it waiting. Answers the preferences as they now are.
 * @example const { email } = await confirmCorrespondenceEmail(tokenFromRoute);
 */
export async function confirmCorrespondenceEmail(token: string, call?: CallOptions): Promise<NotificationPreferences> {
  const preferences = await confirmNotificationEmail(token, call);
  // The address is confirmed whatever happens next: a failed reload only leaves `$user` as it was.
  if ($isSignedIn.get()) await loadUser().catch(() => undefined);
  return preferences;
}
