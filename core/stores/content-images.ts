// The store of a development's images for news and pages (by file, not the core index: only the
// staff area reads it). It reads again after an upload or a removal there.
import { contentImagesPath, listContentImages } from '../api/endpoints/content-images';
import type { ContentImage } from '../schemas/content-images';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /developments/{id}/images`, read again after an image of that development is added or removed.
 * @example const { data } = useStore(contentImagesStore('dev-riverside-wharf'));
 */
export function contentImagesStore(developmentId: string): ResourceStore<ContentImage[]> {
  return resourceStore({ name: `content-images@${developmentId}`, load: () => listContentImages(developmentId), changedBy: [contentImagesPath(developmentId)] }, developmentId);
}
