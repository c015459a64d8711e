// Profile pictures: stored as files under <dataDir>/files/profile-pictures, named at random so a
// new picture gets a new URL (and may be cached for ever), served publicly because an <img>
// cannot send a bearer token.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv } from '../../area';
import type { FileUpload } from '../../../core/schemas';
import { HttpError, notFound } from '../../http/errors';
import { IMAGE_KINDS, imageKind } from '../../http/image-kind';
import { accountMessages, accountRules } from './messages';
import { fieldError } from './profile-input';

/**
 * The largest picture accepted, decoded (the portal shows it 132 pixels wide, spec 1 §9).
 * @example if (bytes.length > PICTURE_MAX_BYTES) throw new HttpError(413, [accountMessages.pictureTooLarge]);
 */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Refuses a body that could not hold a picture within the limit (base64 is 4/3 of the bytes)
 * before it is read, with a 413.
 * @example app.put('/user', requireUser, pictureBodyLimit, handler)
 */
export const pictureBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 64 * 1024,
  onError: () => {
    throw new HttpError(413, [accountMessages.requestTooLarge]);
  },
});

const PATH = '/files/profile-pictures/';
const NAME_PATTERN = /^pic-[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

function folder(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'files', 'profile-pictures');
}

/**
 * Stores an uploaded picture and answers its public URL under the configured public URL (the
 * portal and the elements run on other origins, so a root-relative path would point at them; the
 * request's Host header is the client's to choose, so it never decides a stored URL).
 * Not an image (PNG, JPEG, GIF or WebP): 400 on `path`; too large: 413.
 * @example const url = savePicture(ctx, body.profilePicture, 'profilePicture');
 */
export function savePicture(ctx: AppContext, upload: FileUpload, path: string): string {
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length > PICTURE_MAX_BYTES) throw new HttpError(413, [accountMessages.pictureTooLarge]);
  const kind = imageKind(bytes);
  if (!kind) throw fieldError(`${path}.content`, accountRules.notAnImage);
  const name = `pic-${randomUUID()}.${kind.extension}`;
  mkdirSync(folder(ctx), { recursive: true });
  writeFileSync(join(folder(ctx), name), bytes);
  return `${ctx.config.publicUrl}${PATH}${name}`;
}

/**
 * Deletes the file behind a picture URL this API made; any other URL (or none) is left alone.
 * @example removePicture(ctx, row.profile_picture_url);
 */
export function removePicture(ctx: AppContext, url: string | null): void {
  if (!url) return;
  const name = new URL(url, 'http://localhost').pathname.split(PATH)[1] ?? '';
  if (NAME_PATTERN.test(name)) rmSync(join(folder(ctx), name), { force: true });
}

/**
 * `GET /files/profile-pictures/{name}`: public, with the type its bytes were stored as.
 * @example pictureRoutes(app);
 */
export function pictureRoutes(app: Hono<AppEnv>): void {
  app.get(`${PATH}:name`, (c) => {
    const name = c.req.param('name');
    if (!NAME_PATTERN.test(name)) throw notFound('Picture');
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(folder(c.var.ctx), name));
    } catch {
      throw notFound('Picture');
    }
    const kind = IMAGE_KINDS.find((candidate) => name.endsWith(`.${candidate.extension}`))!;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': kind.contentType,
      // The name changes with every upload, so a picture never changes under its URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The portal and the elements show it from other origins (app.ts keeps this header).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
