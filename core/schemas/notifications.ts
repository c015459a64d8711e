// Imported by file (`core/schemas/notifications`), not through index.ts: the core barrel is at its
// size budget, and only the notifications store, the shell's pages and the API need these.
import { array, enums, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, nonNegativeInteger, queryInteger } from './common';
import { isoDateTime } from './instants';
import { rule } from './rules';

/**
 * How much a notification matters: urgent ones are counted apart (`urgentUnread`).
 *
 * @example
 * is('urgent', NotificationImportance); // true
 */
export const NotificationImportance = enums(['standard', 'urgent']);
export type NotificationImportance = Infer<typeof NotificationImportance>;

/**
 * Whether a notification has been read, as the list's status filter names it. Spec 2 names the
 * field without values; these are the reference API's (read is `readAt` set).
 *
 * @example
 * is('unread', NotificationStatus); // true
 */
export const NotificationStatus = enums(['unread', 'read']);
export type NotificationStatus = Infer<typeof NotificationStatus>;

/**
 * An address in the portal itself (`/requests/tkt-1`): a notification's link opens it in place.
 * Only a path of this site: never another origin (`//`), never `javascript:`.
 *
 * @example
 * is('/requests/tkt-flat-1-leak', portalPath); // true
 */
export const portalPath = rule(string(), 'url', (value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'));

/**
 * The notifications list's page size when the query names none.
 * @example NOTIFICATIONS_DEFAULT_LIMIT // 50
 */
export const NOTIFICATIONS_DEFAULT_LIMIT = 50;

/**
 * One notification (id, importance, status, readAt). Spec 2 does not show what it
 * says; the reference API gives a plain-text `title` and `text` (never HTML) and, when it is about
 * something the portal shows, a `link` to it. `status` is the API's text, shown by nothing: read is
 * `readAt` set.
 *
 * @example
 * const notification: Notification = { id: 'ntf-1', importance: 'urgent', status: 'unread', title: 'Urgent news: Water shut-off on Thursday', text: 'Riverside Wharf', createdAt: '2026-11-25T09:00:00.000Z', readAt: null, link: '/news/nws-riverside-water' };
 */
export const Notification = type({
  id,
  importance: NotificationImportance,
  status: string(),
  title: string(),
  text: string(),
  createdAt: isoDateTime,
  readAt: nullable(isoDateTime),
  link: nullable(portalPath),
});
export type Notification = Infer<typeof Notification>;

/**
 * `GET /notifications` answers `data.notifications`, newest first.
 *
 * @example
 * const { notifications } = create(json.data, NotificationsResponse);
 */
export const NotificationsResponse = type({ notifications: array(Notification) });
export type NotificationsResponse = Infer<typeof NotificationsResponse>;

/**
 * The unread counts of the header: every unread notification, and the urgent ones among them.
 *
 * @example
 * const counts: NotificationCounts = { urgentUnread: 1, unread: 3 };
 */
export const NotificationCounts = type({ urgentUnread: nonNegativeInteger, unread: nonNegativeInteger });
export type NotificationCounts = Infer<typeof NotificationCounts>;

/**
 * `GET /notifications/count` answers `data.counts`.
 *
 * @example
 * const { counts } = create(json.data, NotificationCountResponse);
 */
export const NotificationCountResponse = type({ counts: NotificationCounts });
export type NotificationCountResponse = Infer<typeof NotificationCountResponse>;

/**
 * `GET /notifications` query string: filters by importance and status, and how many
 * (1 to 100, 50 when absent).
 *
 * @example
 * const query = create({ importance: 'urgent', limit: '50' }, NotificationListQuery); // limit: 50
 */
export const NotificationListQuery = object({
  importance: optional(NotificationImportance),
  status: optional(NotificationStatus),
  limit: optional(queryInteger({ min: 1, max: 100 })),
});
export type NotificationListQuery = Infer<typeof NotificationListQuery>;

/**
 * `GET /notifications/count` query string (status): the counts are of unread
 * notifications, so `unread` is the one status it takes.
 *
 * @example
 * const query = create({ status: 'unread' }, NotificationCountQuery);
 */
export const NotificationCountQuery = object({ status: optional(enums(['unread'])) });
export type NotificationCountQuery = Infer<typeof NotificationCountQuery>;

/**
 * `POST /notifications/{id}/mark-as-read` answers the notification, its `readAt` set.
 *
 * @example
 * const { notification } = create(json.data, MarkedNotification);
 */
export const MarkedNotification = type({ notification: Notification });
export type MarkedNotification = Infer<typeof MarkedNotification>;

/**
 * `POST /notifications/mark-all-as-read` answers when it marked them: every unread one now has
 * this `readAt`.
 *
 * @example
 * const { readAt } = create(json.data, MarkedAllNotifications);
 */
export const MarkedAllNotifications = type({ readAt: isoDateTime });
export type MarkedAllNotifications = Infer<typeof MarkedAllNotifications>;
