import type { ServerArea } from '../../area';
import { developmentsMigrations } from './migrations';
import { developmentRoutes } from './routes';
import { seedDevelopments } from './seed';

/**
 * Developments as their residents and staff see them: their pages, header image, contacts and
 * places, the images of their news and pages, and the public files. Needs the core area.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea];
 */
export const developmentsArea: ServerArea = {
  name: 'developments',
  migrations: developmentsMigrations,
  seed: seedDevelopments,
  routes: developmentRoutes,
};

export { filesDir, publicFileUrl, removePublicFile, writePublicFile } from './files';
export { avatarSvg, developmentImageSvg } from './images';
export { developmentsDemoIds } from './seed';
export { DEVELOPMENT_IMAGE_MAX_BYTES } from './routes';
