import { NotificationPreferences, type NotificationPreferencesUpdate } from '../../schemas/notification-preferences';
import { apiPath, noData, request, type CallOptions } from '../client';

// spec 1 §2: /notification-preferences/{id} is a public page, opened from an e-mail by people who
// may not be signed in; the id in the path is what authorises the calls. They go without a bearer
// so that a refresh token left from an old session cannot turn them into a refresh and a 401.

/**
 * `GET /notification-preferences/{id}`.
 * @example const preferences = await getNotificationPreferences('NP-OWNER-1');
 */
export function getNotificationPreferences(preferencesId: string, call?: CallOptions): Promise<NotificationPreferences> {
  return request({
    method: 'GET',
    path: apiPath`/notification-preferences/${preferencesId}`,
    auth: false,
    schema: NotificationPreferences,
    ...call,
  });
}

/**
 * `PUT /notification-preferences/{id}`; answers the preferences as they now are.
 * @example await updateNotificationPreferences('NP-OWNER-1', { ownersCorrespondence: true, ownersReminders: false, email: 'owner@example.com' });
 */
export function updateNotificationPreferences(
  preferencesId: string,
  body: NotificationPreferencesUpdate,
  call?: CallOptions,
): Promise<NotificationPreferences> {
  return request({
    method: 'PUT',
    path: apiPath`/notification-preferences/${preferencesId}`,
    body,
    auth: false,
    schema: NotificationPreferences,
    ...call,
  });
}

/**
 * `DELETE /notification-preferences/{id}`: unsubscribes.
 * @example await unsubscribeNotifications('NP-OWNER-1');
 */
export async function unsubscribeNotifications(preferencesId: string, call?: CallOptions): Promise<void> {
  await request({
    method: 'DELETE',
    path: apiPath`/notification-preferences/${preferencesId}`,
    auth: false,
    schema: noData,
    ...call,
  });
}

/**
 * `POST /user/confirm-notification-email` `{ token }`: opens the link e-mailed to a new
 * correspondence address (route `/confirm-notification-email/{token}`), which makes it the address
 * in use; answers the preferences as they now are. Our extension, beside `POST /user/confirm-email`.
 * @example const { email } = await confirmNotificationEmail(tokenFromRoute);
 */
export function confirmNotificationEmail(token: string, call?: CallOptions): Promise<NotificationPreferences> {
  return request({ method: 'POST', path: '/user/confirm-notification-email', body: { token }, auth: false, schema: NotificationPreferences, ...call });
}
