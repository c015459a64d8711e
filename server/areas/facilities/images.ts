// A facility's images (spec 2 §2): upload, rename, mark main, delete. Stored as public files like
// the development images (residents' files.ts), because an <img> cannot send a bearer token; each
// upload gets a new random name, so an image never changes under its URL.
import { randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FACILITY_IMAGE_MAX_BYTES, FacilityImageUpdate, FacilityImageUpload } from '../../../core/schemas/facility-admin';
import type { AppContext, AppEnv, UploadRoute } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { checkedWebImage } from '../../http/image-kind';
import { readJson } from '../../http/validate';
import { removePublicFile, writePublicFile } from '../residents';
import { staffFacility, type FacilityRow } from './access';
import { facilityJson } from './service';

/**
 * The upload's route. The app's 4 MB limit on request bodies leaves it to `imageBodyLimit`: a
 * facility image of `FACILITY_IMAGE_MAX_BYTES` is larger once in base64.
 * @example export const facilitiesArea: ServerArea = { ..., uploads: [FACILITY_IMAGE_UPLOAD] };
 */
export const FACILITY_IMAGE_UPLOAD: UploadRoute = { method: 'POST', path: /^\/facilities\/[^/]+\/images$/ };

// Base64 is 4/3 of the bytes; the rest of the body is a name and a file name. A body that could not
// hold an image within the limit is refused (413) before it is read; one that could is decoded and
// measured, and refused with a 400 saying the limit.
const imageBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: Math.ceil((FACILITY_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
  onError: () => {
    throw new HttpError(413, ['The request is too large.']);
  },
});

/** The stored file name of an upload: its real type told by its first bytes, never by its name. */
function storedImage(ctx: AppContext, content: string): string {
  const { bytes, kind } = checkedWebImage(content, 'content', FACILITY_IMAGE_MAX_BYTES);
  const name = `fim-${randomUUID()}.${kind.extension}`;
  writePublicFile(ctx, name, bytes);
  return name;
}

interface ImageRow {
  id: string;
  file_name: string;
  is_main_image: number;
}

/** The image of a facility the user manages as staff; 404 when the facility has no such image. */
function facilityImage(ctx: AppContext, facility: FacilityRow, imageId: string): ImageRow {
  const image = ctx.db
    .prepare<[string, string], ImageRow>('SELECT id, file_name, is_main_image FROM facility_images WHERE id = ? AND facility_id = ?')
    .get(imageId, facility.id);
  if (!image) throw notFound('Image');
  return image;
}

/**
 * The routes of facility images (staff of the facility's development only).
 * @example facilityImageRoutes(app);
 */
export function facilityImageRoutes(app: Hono<AppEnv>): void {
  app.post('/facilities/:id/images', requireUser, imageBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = staffFacility(ctx.db, user, c.req.param('id'));
    const upload = await readJson(c, FacilityImageUpload);
    const fileName = storedImage(ctx, upload.content);
    ctx.db.transaction(() => {
      const { images, last } = ctx.db
        .prepare<[string], { images: number; last: number | null }>('SELECT COUNT(*) AS images, MAX(position) AS last FROM facility_images WHERE facility_id = ?')
        .get(facility.id)!;
      // A facility's first image is its main image: there is always exactly one while it has any.
      ctx.db
        .prepare('INSERT INTO facility_images (id, facility_id, name, file_name, is_main_image, position) VALUES (?, ?, ?, ?, ?, ?)')
        .run(`img-${randomUUID()}`, facility.id, upload.name, fileName, images === 0 ? 1 : 0, (last ?? -1) + 1);
    })();
    return c.json({ data: facilityJson(ctx, scope, facility) }, 201);
  });

  app.put('/facilities/:id/images/:imageId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = staffFacility(ctx.db, user, c.req.param('id'));
    const image = facilityImage(ctx, facility, c.req.param('imageId'));
    const change = await readJson(c, FacilityImageUpdate);
    ctx.db.transaction(() => {
      if (change.name !== undefined) ctx.db.prepare('UPDATE facility_images SET name = ? WHERE id = ?').run(change.name, image.id);
      if (change.isMainImage) {
        // The previous main image first: the unique index allows one main image per facility.
        ctx.db.prepare('UPDATE facility_images SET is_main_image = 0 WHERE facility_id = ? AND id <> ?').run(facility.id, image.id);
        ctx.db.prepare('UPDATE facility_images SET is_main_image = 1 WHERE id = ?').run(image.id);
      }
    })();
    return c.json({ data: facilityJson(ctx, scope, facility) });
  });

  app.delete('/facilities/:id/images/:imageId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = staffFacility(ctx.db, user, c.req.param('id'));
    const image = facilityImage(ctx, facility, c.req.param('imageId'));
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM facility_images WHERE id = ?').run(image.id);
      if (image.is_main_image === 1) {
        ctx.db
          .prepare(
            `UPDATE facility_images SET is_main_image = 1
              WHERE id = (SELECT id FROM facility_images WHERE facility_id = ? ORDER BY position, id LIMIT 1)`,
          )
          .run(facility.id);
      }
    })();
    removePublicFile(ctx, image.file_name);
    return c.json({ data: facilityJson(ctx, scope, facility) });
  });
}
