import type { ServerArea } from '../../area';
import { newsMigrations } from './migrations';
import { newsRoutes } from './routes';
import { seedNews } from './seed';

/**
 * News: what residents read of their developments, what staff write, and what publishing it tells
 * its readers (notifications, e-mails and texts). Needs the core and developments areas.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, premisesArea, chargesArea, newsArea];
 */
export const newsArea: ServerArea = {
  name: 'news',
  migrations: newsMigrations,
  seed: seedNews,
  routes: newsRoutes,
};

export { publishNews, reviseNews, sendNewsMessages, type NewNews, type NewsChanges, type TellReaders } from './service';
export { newsDemoIds } from './seed';
