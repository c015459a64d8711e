import type { ServerArea } from '../../area';
import { outboxMigrations } from './migrations';
import { outboxRoutes } from './routes';

/** The outbox, and in demo mode its read route `GET /dev/outbox?to=` (newest first). README.md. */
export const outboxArea: ServerArea = {
  name: 'outbox',
  migrations: outboxMigrations,
  routes: outboxRoutes,
};

export { oneLineSubject, outboxMessages, sendMessage, type OutboxRow, type OutgoingMessage } from './service';
