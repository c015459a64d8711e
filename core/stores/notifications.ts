// One store per resource (core/README.md, Stores): the header's unread counts and the lists of the
// notifications page, with the two marks that change both in place (spec 2 §4).
import { getNotificationCount, listNotifications, markAllNotificationsAsRead, markNotificationAsRead } from '../api/endpoints/notifications';
import type { Notification, NotificationCounts, NotificationListQuery } from '../schemas/notifications';
import { resourceStore, updateResource, type ResourceStore } from './query';

/**
 * How often the header's count is read again while the tab is visible (120 seconds).
 * @example NOTIFICATION_COUNT_POLL_MS // 120000
 */
export const NOTIFICATION_COUNT_POLL_MS = 120_000;

const COUNT = 'notification-count';
const LIST = 'notifications';

/**
 * `GET /notifications/count`: the unread counts, urgent ones apart. Loaded once the user is (the
 * stores load nothing without one), then every 120 seconds while a view reads it and the tab is
 * visible; a hidden tab asks nothing and reads it again as it comes back.
 * @example const { data } = useStore($notificationCount);
 */
export const $notificationCount: ResourceStore<NotificationCounts> = resourceStore({
  name: COUNT,
  load: () => getNotificationCount(),
  pollEveryMs: NOTIFICATION_COUNT_POLL_MS,
});

const notifications = {
  name: LIST,
  load: (query: string) => listNotifications(JSON.parse(query) as NotificationListQuery),
};

/**
 * `GET /notifications` with these filters: one store per filter and limit.
 * @example const { data } = useStore(notificationsStore({ status: 'unread', limit: 50 }));
 */
export function notificationsStore(query: NotificationListQuery): ResourceStore<Notification[]> {
  const { importance, status, limit } = query;
  // The key orders the fields, so the same list is one store whichever order the caller wrote.
  return resourceStore(notifications, JSON.stringify({ importance, status, limit }));
}

/**
 * Marks one notification read: its `readAt` set in every list, and the counts one
 * lower (the urgent count too for an urgent one), without waiting for the next read. Throws the
 * `ApiError` of a failure, changing nothing.
 * @example await markAsRead(notification);
 */
export async function markAsRead(notification: Notification): Promise<Notification> {
  const marked = await markNotificationAsRead(notification.id);
  updateResource<Notification[]>(LIST, (list) => list.map((item) => (item.id === marked.id ? marked : item)));
  if (notification.readAt === null) {
    const urgent = notification.importance === 'urgent' ? 1 : 0;
    updateResource<NotificationCounts>(COUNT, ({ unread, urgentUnread }) => ({
      unread: Math.max(0, unread - 1),
      urgentUnread: Math.max(0, urgentUnread - urgent),
    }));
  }
  return marked;
}

/**
 * Marks every notification read: `readAt` set on every unread one in every list, and
 * the counts cleared. Throws the `ApiError` of a failure, changing nothing.
 * @example await markAllAsRead();
 */
export async function markAllAsRead(): Promise<void> {
  const { readAt } = await markAllNotificationsAsRead();
  updateResource<Notification[]>(LIST, (list) => list.map((item) => (item.readAt === null ? { ...item, readAt, status: 'read' } : item)));
  updateResource<NotificationCounts>(COUNT, () => ({ unread: 0, urgentUnread: 0 }));
}
