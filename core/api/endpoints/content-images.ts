// The images of a development's news and pages (staff): list, upload, and the spec's misc image
// removal, `DELETE` to the image's URL (spec 2 §7). Each change is announced under the
// development's images, so the list reads again. Imported by file by the staff area only.
import { ContentImage, ContentImagesResponse, type ContentImageUpload } from '../../schemas/content-images';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, noData, request, type CallOptions } from '../client';

/**
 * Where a development's images are listed, and their changes announced.
 * @example contentImagesPath('dev-riverside-wharf') // '/developments/dev-riverside-wharf/images'
 */
export function contentImagesPath(developmentId: string): string {
  return apiPath`/developments/${developmentId}/images`;
}

/**
 * `GET /developments/{id}/images`: the development's images for news and pages, newest first.
 * Fails with "Could not load the images of news and pages.".
 * @example const images = await listContentImages('dev-riverside-wharf');
 */
export async function listContentImages(developmentId: string, call?: CallOptions): Promise<ContentImage[]> {
  const { images } = await request({ method: 'GET', path: contentImagesPath(developmentId), schema: ContentImagesResponse, errorPrefix: t('errors.contentImages.load'), ...call });
  return images;
}

/**
 * `POST /developments/{id}/images`: adds an image (resized in the browser first). Fails with
 * "Unable to save the image." and the API's reason (a type or size it refuses).
 * @example const image = await uploadContentImage('dev-riverside-wharf', { name: 'Bin store map', fileName: 'bins.png', content });
 */
export async function uploadContentImage(developmentId: string, body: ContentImageUpload, call?: CallOptions): Promise<ContentImage> {
  const path = contentImagesPath(developmentId);
  return announceChange(path, await request({ method: 'POST', path, body, schema: ContentImage, errorPrefix: t('errors.contentImages.save'), ...call }));
}

/**
 * `DELETE` to the image's URL (`/files/public/{fileName}` of the API): removes it; news and pages
 * that still show it show their alternative text. Fails with "Unable to remove the image.".
 * @example await deleteContentImage('dev-riverside-wharf', image);
 */
export async function deleteContentImage(developmentId: string, image: Pick<ContentImage, 'fileName'>, call?: CallOptions): Promise<void> {
  await request({ method: 'DELETE', path: apiPath`/files/public/${image.fileName}`, schema: noData, errorPrefix: t('errors.contentImages.remove'), ...call });
  announceChange(contentImagesPath(developmentId), undefined);
}
