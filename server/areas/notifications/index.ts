import type { ServerArea } from '../../area';
import { notificationsMigrations } from './migrations';
import { notificationRoutes } from './routes';
import { seedNotifications } from './seed';

/**
 * Notifications (spec 2 §3, §7): each user's own, their unread counts and marking them read. Urgent
 * news and staff replies to requests make them (`notifyUrgentNews`, `notifyRequestReply`). Routes
 * in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, residentsArea, requestsArea, facilitiesArea, notificationsArea];
 */
export const notificationsArea: ServerArea = {
  name: 'notifications',
  migrations: notificationsMigrations,
  seed: seedNotifications,
  routes: notificationRoutes,
};

export { notify, notifyRequestReply, notifyUrgentNews, unreadCounts, urgentNewsReaders, withdrawNotifications, type NewNotification } from './service';
