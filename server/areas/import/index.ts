import type { ServerArea } from '../../area';
import { importMigrations } from './migrations';
import { IMPORT_UPLOAD, importRoutes } from './routes';

/**
 * Importing an agent's developments, premises, customers, charge accounts and statement lines from
 * CSV files (README.md; the formats in docs/import/README.md): `POST /import/{kind}` for global
 * staff, and the operator's `portico import` command (./command.ts). Needs the core, account,
 * charges and customers areas' tables.
 * @example export const areas = [coreArea, ..., customersArea, importArea];
 */
export const importArea: ServerArea = {
  name: 'import',
  migrations: importMigrations,
  routes: importRoutes,
  uploads: [IMPORT_UPLOAD],
};

export { runImport, type ImportProgress } from './service';
export { MAX_IMPORT_BYTES } from './csv';
export { IMPORT_KINDS, type ImportKindName, type ImportReport } from './session';
