import type { ServerArea } from '../../area';
import { registerCharges } from './charges';
import { registerDevelopments } from './developments';
import { registerPublicFiles } from './files';
import { residentsMigrations } from './migrations';
import { registerNews } from './news';
import { registerNewsAdmin } from './news-admin';
import { registerPosts } from './posts';
import { registerPremises } from './premises';
import { seedResidents } from './seed';

/**
 * Residents' records: developments (with pages), premises, charges, statements, bills, news, and
 * the public images they link to. Needs the core area (and requests', for address changes).
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, residentsArea, requestsArea];
 */
export const residentsArea: ServerArea = {
  name: 'residents',
  migrations: residentsMigrations,
  seed: seedResidents,
  routes(app) {
    registerPublicFiles(app);
    registerDevelopments(app);
    registerPremises(app);
    registerCharges(app);
    registerNews(app);
    registerNewsAdmin(app);
    registerPosts(app);
  },
};

export { benchmarkStatement, insertStatementLines, statementLines, ukDate, BENCHMARK_ACCOUNT_ID } from './statements';
export { filesDir, publicFileUrl, removePublicFile, writePublicFile } from './files';
export { residentsDemoIds } from './seed';
export { developmentAdminArea, DEVELOPMENT_IMAGE_MAX_BYTES } from './development-admin';
export { contentImagesArea } from './content-images';
