/**
 * Samples of the demo data: notifications and notification preferences. How to use them: README.md
 * beside this file.
 */
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../schemas';
import type { MarkedAllNotifications, MarkedNotification, Notification, NotificationCountResponse, NotificationListQuery, NotificationsResponse } from '../../schemas/notifications';
import { sampleUser } from './account';
import { sampleIds } from './ids';

/**
 * Olivia Owner's notification preferences (public page NP-OWNER-1).
 *
 * @example
 * sampleNotificationPreferences.email; // 'owner@example.com'
 */
export const sampleNotificationPreferences: NotificationPreferences = sampleUser.notificationPreferences;

/**
 * Olivia Owner's preferences saved from NP-OWNER-1.
 *
 * @example
 * sampleNotificationPreferencesUpdate.ownersReminders; // false
 */
export const sampleNotificationPreferencesUpdate: NotificationPreferencesUpdate = {
  ownersCorrespondence: true,
  ownersReminders: false,
  email: 'owner@example.com',
};

/**
 * Olivia Owner's urgent unread notification: urgent news at Riverside Wharf.
 *
 * @example
 * sampleUrgentNotification.importance; // 'urgent'
 */
export const sampleUrgentNotification: Notification = {
  id: 'ntf-olivia-water',
  importance: 'urgent',
  status: 'unread',
  title: 'Urgent news: Water shut-off on Thursday',
  text: 'Riverside Wharf',
  createdAt: '2026-11-25T03:00:00.000Z',
  readAt: null,
  link: '/news/nws-riverside-water',
};

/**
 * A staff reply to Olivia Owner's leak request, unread.
 *
 * @example
 * sampleReplyNotification.link; // '/requests/tkt-flat-1-leak'
 */
export const sampleReplyNotification: Notification = {
  id: 'ntf-olivia-leak-reply',
  importance: 'standard',
  status: 'unread',
  title: 'New reply to your request: Leak in the bathroom ceiling',
  text: 'Manny Manager: A plumber will call on Monday morning.',
  createdAt: '2026-11-24T09:15:00.000Z',
  readAt: null,
  link: `/requests/${sampleIds.leakTicket}`,
};

/**
 * Olivia Owner's four notifications as docs/demo-data.md has them: 1 urgent unread, 2 standard unread, 1 read.
 *
 * @example
 * sampleNotificationsResponse.notifications.filter((item) => item.readAt === null).length; // 3
 */
export const sampleNotificationsResponse: NotificationsResponse = {
  notifications: [
    sampleUrgentNotification,
    sampleReplyNotification,
    {
      id: 'ntf-olivia-parking-reply',
      importance: 'standard',
      status: 'unread',
      title: 'New reply to your request: Second parking permit',
      text: "Otto Officer: Could you send the registration number of your visitor's car?",
      createdAt: '2026-11-09T11:00:00.000Z',
      readAt: null,
      link: '/requests/tkt-flat-2-parking',
    },
    {
      id: 'ntf-olivia-fire-alarm',
      importance: 'urgent',
      status: 'read',
      title: 'Urgent news: Fire alarm test moved',
      text: 'Elm Court',
      createdAt: '2026-11-26T03:00:00.000Z',
      readAt: '2026-11-26T06:00:00.000Z',
      link: null,
    },
  ],
};

/**
 * Olivia Owner's counts: 3 unread, 1 of them urgent.
 *
 * @example
 * sampleNotificationCountResponse.counts.urgentUnread; // 1
 */
export const sampleNotificationCountResponse: NotificationCountResponse = { counts: { urgentUnread: 1, unread: 3 } };

/**
 * The list's query for unread urgent ones.
 *
 * @example
 * sampleNotificationListQuery.limit; // 50
 */
export const sampleNotificationListQuery: NotificationListQuery = { importance: 'urgent', status: 'unread', limit: 50 };

/**
 * The leak reply marked as read.
 *
 * @example
 * sampleMarkedNotification.notification.readAt; // '2026-11-26T10:00:00.000Z'
 */
export const sampleMarkedNotification: MarkedNotification = {
  notification: { ...sampleReplyNotification, status: 'read', readAt: '2026-11-26T10:00:00.000Z' },
};

/**
 * Every notification marked as read at once.
 *
 * @example
 * sampleMarkedAllNotifications.readAt; // '2026-11-26T10:00:00.000Z'
 */
export const sampleMarkedAllNotifications: MarkedAllNotifications = { readAt: '2026-11-26T10:00:00.000Z' };
