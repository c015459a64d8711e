// A facility's images (spec 2 §2): upload, rename, mark main, delete. Stored as public files like
// the development images (the developments area's files.ts), because an <img> cannot send a
// bearer token; each upload gets a new random name, so an image never changes under its URL.
import { randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FACILITY_IMAGE_MAX_BYTES, FacilityImageUpdate, FacilityImageUpload } from '../../../core/schemas/facility-admin';
import type { AppContext, AppEnv, UploadRoute } from '../../area';
import type { Db } from '../../database/connection';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { checkedWebImage } from '../../http/image-kind';
import { readJson } from '../../http/validate';
import { removePublicFile, writePublicFile } from '../developments';
import { staffFacility, type FacilityRow } from './access';
import { addFacilityImage, deleteFacilityImage, facilityJson, findFacilityImage, updateFacilityImage, type ImageRow } from './service';

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

/** The image of a facility the user manages as staff; 404 when the facility has no such image. */
async function facilityImage(db: Db, facility: FacilityRow, imageId: string): Promise<ImageRow> {
  const image = await findFacilityImage(db, facility.id, imageId);
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
    const { facility, scope } = await staffFacility(ctx.db, user, c.req.param('id'));
    const upload = await readJson(c, FacilityImageUpload);
    const fileName = storedImage(ctx, upload.content);
    await addFacilityImage(ctx, facility.id, upload.name, fileName);
    return c.json({ data: await facilityJson(ctx, scope, facility) }, 201);
  });

  app.put('/facilities/:id/images/:imageId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await staffFacility(ctx.db, user, c.req.param('id'));
    const image = await facilityImage(ctx.db, facility, c.req.param('imageId'));
    const change = await readJson(c, FacilityImageUpdate);
    await updateFacilityImage(ctx, facility.id, image.id, change);
    return c.json({ data: await facilityJson(ctx, scope, facility) });
  });

  app.delete('/facilities/:id/images/:imageId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await staffFacility(ctx.db, user, c.req.param('id'));
    const image = await facilityImage(ctx.db, facility, c.req.param('imageId'));
    await deleteFacilityImage(ctx, facility.id, image);
    removePublicFile(ctx, image.file_name);
    return c.json({ data: await facilityJson(ctx, scope, facility) });
  });
}
