import type { ServerArea } from '../../area';
import { documentsMigrations } from './migrations';
import { registerDocuments } from './routes';
import { seedDocuments } from './seed';

/**
 * A development's documents (spec 2 §2 documents area): folders and files, to the development's
 * members only. Needs the core area's developments and the developments area's files folder.
 * Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, requestsArea, facilitiesArea, documentsArea];
 */
export const documentsArea: ServerArea = {
  name: 'documents',
  migrations: documentsMigrations,
  seed: seedDocuments,
  routes: registerDocuments,
};
