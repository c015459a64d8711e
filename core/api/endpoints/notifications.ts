import {
  MarkedAllNotifications,
  MarkedNotification,
  NotificationCountResponse,
  NotificationsResponse,
  type Notification,
  type NotificationCounts,
  type NotificationListQuery,
} from '../../schemas/notifications';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

// spec 2 §7 Notifications: the signed-in user's own.

/**
 * `GET /notifications`: the user's notifications, newest first, filtered by importance and status
 * (the API takes 50 when no limit is given).
 * @example const notifications = await listNotifications({ status: 'unread', limit: 50 });
 */
export async function listNotifications(query: NotificationListQuery = {}, call?: CallOptions): Promise<Notification[]> {
  const { notifications } = await request({ method: 'GET', path: '/notifications', query: { ...query }, schema: NotificationsResponse, ...call });
  return notifications;
}

/**
 * `GET /notifications/count?status=unread`: the unread counts, urgent ones apart.
 * @example const { unread, urgentUnread } = await getNotificationCount();
 */
export async function getNotificationCount(call?: CallOptions): Promise<NotificationCounts> {
  const { counts } = await request({ method: 'GET', path: '/notifications/count', query: { status: 'unread' }, schema: NotificationCountResponse, ...call });
  return counts;
}

/**
 * `POST /notifications/{id}/mark-as-read` (empty body): answers the notification with its `readAt`.
 * @example const { readAt } = await markNotificationAsRead('ntf-1');
 */
export async function markNotificationAsRead(notificationId: string, call?: CallOptions): Promise<Notification> {
  const { notification } = await request({ method: 'POST', path: apiPath`/notifications/${notificationId}/mark-as-read`, schema: MarkedNotification, ...call });
  return announceChange(apiPath`/notifications/${notificationId}/mark-as-read`, notification);
}

/**
 * `POST /notifications/mark-all-as-read` (empty body): answers when they were marked.
 * @example const { readAt } = await markAllNotificationsAsRead();
 */
export async function markAllNotificationsAsRead(call?: CallOptions): Promise<MarkedAllNotifications> {
  const answer = await request({ method: 'POST', path: '/notifications/mark-all-as-read', schema: MarkedAllNotifications, ...call });
  return announceChange('/notifications/mark-all-as-read', answer);
}
