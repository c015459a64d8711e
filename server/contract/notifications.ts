// The signed-in user's notifications (server/areas/notifications): each person's own only.
import { MarkedAllNotifications, MarkedNotification, NotificationCountQuery, NotificationCountResponse, NotificationListQuery, NotificationsResponse } from '../../core/schemas/notifications';
import { sampleMarkedAllNotifications, sampleMarkedNotification, sampleNotificationCountResponse, sampleNotificationsResponse } from '../../core/testing/samples/notifications';
import { EVERYONE, type Operation } from './operation';

const tag = 'Notifications';

/** The notification list, its unread counts, and marking them read. */
export const notificationsOperations: readonly Operation[] = [
  {
    method: 'GET',
    route: '/notifications',
    tag,
    summary: 'The caller’s notifications, newest first, by importance and status',
    spec: 'spec 2 §7',
    access: 'user',
    callers: EVERYONE,
    query: NotificationListQuery,
    answer: { status: 200, data: NotificationsResponse, example: sampleNotificationsResponse },
    failures: [400],
  },
  {
    method: 'GET',
    route: '/notifications/count',
    tag,
    summary: 'How many of the caller’s notifications are unread, by importance',
    spec: 'spec 2 §7',
    access: 'user',
    callers: EVERYONE,
    query: NotificationCountQuery,
    answer: { status: 200, data: NotificationCountResponse, example: sampleNotificationCountResponse },
    failures: [400],
  },
  {
    method: 'POST',
    route: '/notifications/:id/mark-as-read',
    tag,
    summary: 'Marks one of the caller’s notifications read',
    spec: 'spec 2 §7',
    access: 'user',
    callers: EVERYONE,
    params: { id: 'The notification' },
    answer: { status: 200, data: MarkedNotification, example: sampleMarkedNotification },
    failures: [404],
  },
  {
    method: 'POST',
    route: '/notifications/mark-all-as-read',
    tag,
    summary: 'Marks every notification of the caller read',
    spec: 'spec 2 §7',
    access: 'user',
    callers: EVERYONE,
    answer: { status: 200, data: MarkedAllNotifications, example: sampleMarkedAllNotifications },
    failures: [],
  },
];
