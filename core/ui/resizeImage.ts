import type { FileUpload } from '../schemas/common';

/**
 * A picture resized for upload, with a data URL to preview it (a `data:` image passes a strict
 * `img-src`, where a `blob:` URL would need the host's policy to allow it).
 * @example const { upload, preview } = await resizeImage(file, PROFILE_PICTURE_WIDTH);
 */
export interface ResizedImage {
  upload: FileUpload;
  preview: string;
}

/** Profile and author pictures are resized to width 132. @example resizeImage(file, PROFILE_PICTURE_WIDTH) */
export const PROFILE_PICTURE_WIDTH = 132;

/**
 * Draws `file` (any image the browser decodes) `width` pixels wide, its height in proportion, and
 * answers it as a PNG: the file name with a .png extension and the base64 content the API takes
 * (`FileUpload`). Rejects when the browser cannot decode the file as an image.
 * @example const { upload } = await resizeImage(input.files[0], 132); // { fileName: 'me.png', content: 'iVBORw0…' }
 */
export async function resizeImage(file: Blob & { name?: string }, width: number): Promise<ResizedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context to resize the picture with');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const preview = canvas.toDataURL('image/png');
    const baseName = (file.name ?? 'picture').replace(/\.[^.]*$/, '') || 'picture';
    return { upload: { fileName: `${baseName}.png`, content: preview.slice(preview.indexOf(',') + 1) }, preview };
  } finally {
    bitmap.close();
  }
}
