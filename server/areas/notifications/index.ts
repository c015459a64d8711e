import type { ServerArea } from '../../area';
import { notificationsMigrations } from './migrations';
import { notificationRoutes } from './routes';
import { seedNotifications } from './seed';

/**
 * Notifications (spec 2 §3, §7): each user's own, their unread counts and marking them read. Urgent
 * news (the news area, through `notify`) and staff replies to requests (`notifyRequestReply`) make
 * them. And the
 * public notification-preferences page (`/notification-preferences/{id}`). Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, ..., notificationsArea];
 */
export const notificationsArea: ServerArea = {
  name: 'notifications',
  migrations: notificationsMigrations,
  seed: seedNotifications,
  routes: notificationRoutes,
};

export { notify, notifyRequestReply, unreadCounts, urgentNewsReaders, withdrawNotifications, type NewNotification } from './service';
export { notificationPreferencesPageFor, saveNotificationPreferences } from './preferences-service';
export { notificationsDemoIds } from './seed';
