import type { ServerArea } from '../../area';
import { requestsMigrations } from './migrations';
import { notificationEmailRoutes } from './notification-email';
import { notificationPreferencesRoutes } from './notification-preferences';
import { seedRequests } from './seed';
import { ATTACHMENT_UPLOAD, ticketRoutes } from './tickets';

/**
 * Requests (cases; tickets in the API) with their feeds and attachments, and the public
 * notification-preferences page with the confirmation of a new correspondence address (spec 2 §7
 * Cases, Notification preferences). Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, residentsArea, requestsArea];
 */
export const requestsArea: ServerArea = {
  name: 'requests',
  migrations: requestsMigrations,
  seed: seedRequests,
  routes(app) {
    ticketRoutes(app);
    notificationPreferencesRoutes(app);
    notificationEmailRoutes(app);
  },
  uploads: [ATTACHMENT_UPLOAD],
};

export { createTicket, addFeedEvent, notificationPreferencesPageFor, type NewTicket } from './service';
export { requestDemoIds } from './seed';
export { saveNotificationPreferences } from './notification-email';
