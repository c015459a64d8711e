// The type of an uploaded image, told by its first bytes, never by the file name or type the
// client gave. Profile pictures and facility images are checked with it.

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
