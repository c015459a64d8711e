import type { ServerArea } from '../../area';
import { requestsMigrations } from './migrations';
import { ATTACHMENT_UPLOAD, requestsRoutes } from './routes';
import { seedRequests } from './seed';

/**
 * Requests (cases; tickets in the API) with their feeds and attachments, and the confirmation of a
 * new correspondence address (spec 2 §7 Cases, Notification preferences). Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, premisesArea, chargesArea, newsArea, requestsArea];
 */
export const requestsArea: ServerArea = {
  name: 'requests',
  migrations: requestsMigrations,
  seed: seedRequests,
  routes: requestsRoutes,
  uploads: [ATTACHMENT_UPLOAD],
};

export { createTicket, addFeedEvent, type NewTicket } from './service';
export { requestDemoIds } from './seed';
