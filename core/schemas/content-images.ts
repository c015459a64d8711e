// The images staff upload for a development's news and pages (spec 2 §7, the misc image removed by
// `DELETE` to its URL). Imported by file (the staff area and the API), out of the core's public
// surface.
import { array, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { base64, requiredText } from './common';

/** The longest name an image of news and pages may have. */
export const CONTENT_IMAGE_NAME_MAX = 100;

/**
 * The largest image accepted, decoded. The portal resizes it to 600 pixels wide first (as
 * development images are), so a real one is far smaller; base64 of this fits the app's 4 MB limit
 * on JSON bodies.
 */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `POST /developments/{id}/images` (an extension: spec 2 names the removal, not the upload): an
 * image for the development's news and pages, resized in the browser. The API checks its real type
 * and size as for facility images. Answers 201 `ContentImage`.
 *
 * @example
 * const upload: ContentImageUpload = { name: 'Bin store map', fileName: 'bins.png', content: 'iVBORw0KGgo=' };
 */
export const ContentImageUpload = object({
  name: requiredText({ max: CONTENT_IMAGE_NAME_MAX }),
  fileName: requiredText({ max: 255 }),
  content: base64,
});
export type ContentImageUpload = Infer<typeof ContentImageUpload>;

/**
 * An image of a development's news and pages: its stored file name (the last segment of `url`),
 * the name staff gave it, where it is served (`GET /files/public/{fileName}`, no sign-in, so news
 * can show it) and when it was uploaded. `DELETE` to its URL removes it.
 *
 * @example
 * const image: ContentImage = { fileName: 'cim-riverside-site-plan.svg', name: 'Site plan', url: 'http://localhost:4300/files/public/cim-riverside-site-plan.svg', createdAt: '2026-11-26T10:00:00.000Z' };
 */
export const ContentImage = type({ fileName: string(), name: string(), url: string(), createdAt: string() });
export type ContentImage = Infer<typeof ContentImage>;

/**
 * `GET /developments/{id}/images` answers `data.images`, newest first.
 *
 * @example
 * const { images } = create(json.data, ContentImagesResponse);
 */
export const ContentImagesResponse = type({ images: array(ContentImage) });
export type ContentImagesResponse = Infer<typeof ContentImagesResponse>;
