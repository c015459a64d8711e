// The type of an uploaded image, told by its first bytes, never by the file name or type the
// client gave. Profile pictures, facility images and development images are checked with it.
import { fieldError } from './errors';

/** The image types an upload may be. SVG is not one: it can carry script. */
export const IMAGE_KINDS = [
  { extension: 'png', contentType: 'image/png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: 'jpg', contentType: 'image/jpeg', matches: (b: Buffer) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { extension: 'gif', contentType: 'image/gif', matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { extension: 'webp', contentType: 'image/webp', matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

/**
 * The image type of some bytes by their first bytes (PNG, JPEG, GIF or WebP), or undefined.
 * @example const kind = imageKind(bytes); // { extension: 'png', contentType: 'image/png', ... }
 */
export function imageKind(bytes: Buffer): (typeof IMAGE_KINDS)[number] | undefined {
  return IMAGE_KINDS.find((candidate) => candidate.matches(bytes));
}

/** The image types a picture shown on a page may be: what every browser shows, and never SVG. */
export const WEB_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The words of an image upload's 400s, on its `content` field. */
export const imageUploadRules = {
  type: 'must be a JPEG, PNG or WebP image',
  tooLarge: (megabytes: number) => `must be an image of at most ${megabytes} MB`,
} as const;

/**
 * The bytes and real type of a base64 image upload of at most `maxBytes`, JPEG, PNG or WebP; a 400
 * on `path` otherwise (too large, or bytes that are not such an image whatever the file name says).
 * @example const { bytes, kind } = checkedWebImage(upload.content, 'picture.content', 2 * 1024 * 1024);
 */
export function checkedWebImage(content: string, path: string, maxBytes: number): { bytes: Buffer; kind: (typeof IMAGE_KINDS)[number] } {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > maxBytes) throw fieldError(path, imageUploadRules.tooLarge(maxBytes / 1024 / 1024));
  const kind = imageKind(bytes);
  if (!kind || !WEB_IMAGE_TYPES.includes(kind.contentType)) throw fieldError(path, imageUploadRules.type);
  return { bytes, kind };
}
