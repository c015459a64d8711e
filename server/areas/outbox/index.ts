import type { ServerArea } from '../../area';
import { outboxMigrations } from './migrations';
import { outboxRoutes } from './routes';

/** The outbox (every message sent, and the queue it is delivered from), and in demo mode its read route `GET /dev/outbox?to=` (newest first). README.md. */
export const outboxArea: ServerArea = {
  name: 'outbox',
  migrations: outboxMigrations,
  routes: outboxRoutes,
};

export { deliverDue, deliveryWorker, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, startDeliveryWorker, type DeliveryRound, type DeliveryWorker } from './delivery';
export { type OutboxStatus } from './migrations';
export { latestMessageStatus, oneLineSubject, outboxMessages, sendMessage, type OutboxRow, type OutgoingMessage } from './service';
