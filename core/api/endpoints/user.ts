import { User, UserMetadata, type UserMetadataUpdate, type UserUpdate } from '../../schemas/user';
import { request, type CallOptions } from '../client';

// spec 1 §7: the signed-in user's calls. The sign-in, sign-out and signed-out calls are in
// session.ts: every element loads this file (the user), only the sign-in form and a Sign out
// button need those, and a bundler splitting code places a file's code by which entries reach it.

/**
 * `GET /user`: the signed-in user.
 * @example const user = await getUser();
 */
export function getUser(call?: CallOptions): Promise<User> {
  return request({ method: 'GET', path: '/user', schema: User, ...call });
}

/**
 * `PUT /user`: replaces the given parts of the user; answers the user as it now is.
 * @example const user = await updateUser({ paperlessPreference: { showPaperlessDialog: false } });
 */
export function updateUser(body: UserUpdate, call?: CallOptions): Promise<User> {
  return request({ method: 'PUT', path: '/user', body, schema: User, ...call });
}

/**
 * `GET /user/metadata`: the user meta (facilities booking settings).
 * @example const { facilitiesBooking } = await getUserMetadata();
 */
export function getUserMetadata(call?: CallOptions): Promise<UserMetadata> {
  return request({ method: 'GET', path: '/user/metadata', schema: UserMetadata, ...call });
}

/**
 * `PUT /user/metadata`: saves the user meta; answers it as it now is.
 * @example await updateUserMetadata({ facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false } });
 */
export function updateUserMetadata(body: UserMetadataUpdate, call?: CallOptions): Promise<UserMetadata> {
  return request({ method: 'PUT', path: '/user/metadata', body, schema: UserMetadata, ...call });
}
