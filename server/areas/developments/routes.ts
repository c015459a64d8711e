// The developments area's routes (README.md): developments as a user sees them (spec 1 §3, spec 2
// §3-4), the header image staff change, who looks after a development and its places (spec 2 §2,
// §6, §7), its pages as the staff who write them see them (spec 2 §4-§7), the images of its news
// and pages, and the public files. Parse, authorise, call, answer: the queries are in service.ts.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { PostInput, type Post } from '../../../core/schemas';
import { CONTENT_IMAGE_MAX_BYTES, ContentImageUpload } from '../../../core/schemas/content-images';
import { DevelopmentUpdate } from '../../../core/schemas/development-admin';
import type { AppContext, AppEnv } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { checkedWebImage } from '../../http/image-kind';
import { sanitisedHtml } from '../../http/sanitize-html';
import { readJson } from '../../http/validate';
import { accessTo, contentImagesDevelopment, imageDevelopment, pagesDevelopment } from './access';
import { registerPublicFiles, removePublicFile, writePublicFile } from './files';
import {
  addContentImage,
  contentImages,
  createPage,
  deleteContentImage,
  deletePage,
  developmentContacts,
  developmentJson,
  developmentLocations,
  developmentsFor,
  findContentImage,
  findPage,
  postsFor,
  replaceDevelopmentImage,
  updatePage,
} from './service';

/**
 * The largest development image accepted, decoded. The portal resizes it to 600 pixels wide
 * before it uploads (spec 2 §5), so a real one is far smaller; base64 of this fits the app's 4 MB
 * limit on JSON bodies.
 */
export const DEVELOPMENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The development's page, or 404 (also for a page of another development). */
async function pageOf(ctx: AppContext, developmentId: string, postId: string): Promise<Post> {
  const post = await findPage(ctx.db, developmentId, postId);
  if (!post) throw notFound('Page');
  return post;
}

/**
 * Every route of the developments area.
 * @example developmentRoutes(app);
 */
export function developmentRoutes(app: Hono<AppEnv>): void {
  registerPublicFiles(app);

  app.get('/developments', requireUser, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { developments: await developmentsFor(ctx, user) } });
  });

  app.get('/developments/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const access = await accessTo(ctx, user, c.req.param('id'));
    return c.json({ data: await developmentJson(ctx, user, access) });
  });

  // The new image gets a new random name, so a cached old image never shows under the new URL.
  app.put('/developments/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const access = await imageDevelopment(ctx, user, c.req.param('id'));
    const { picture } = await readJson(c, DevelopmentUpdate);
    const { bytes, kind } = checkedWebImage(picture.content, 'picture.content', DEVELOPMENT_IMAGE_MAX_BYTES);
    const name = `dim-${randomUUID()}.${kind.extension}`;
    writePublicFile(ctx, name, bytes);
    const previous = await replaceDevelopmentImage(ctx.db, access.developmentId, name);
    if (previous) removePublicFile(ctx, previous);
    return c.json({ data: await developmentJson(ctx, user, access) });
  });

  app.get('/developments/:id/contacts', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = await accessTo(ctx, user, c.req.param('id'));
    return c.json({ data: { contacts: await developmentContacts(ctx.db, developmentId) } });
  });

  app.get('/developments/:id/locations', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = await accessTo(ctx, user, c.req.param('id'));
    return c.json({ data: { locations: await developmentLocations(ctx.db, developmentId) } });
  });

  app.get('/developments/:id/posts', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await pagesDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { posts: await postsFor(ctx, user, developmentId) } });
  });

  app.post('/developments/:id/posts', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await pagesDevelopment(ctx, user, c.req.param('id'));
    const input = await readJson(c, PostInput);
    const description = await sanitisedHtml(input.description, 'description');
    const id = `pst-${randomUUID()}`;
    await createPage(ctx, developmentId, id, { title: input.title, description, published: input.published }, user.id);
    return c.json({ data: { post: await pageOf(ctx, developmentId, id) } }, 201);
  });

  app.get('/developments/:id/posts/:postId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await pagesDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { post: await pageOf(ctx, developmentId, c.req.param('postId')) } });
  });

  app.put('/developments/:id/posts/:postId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await pagesDevelopment(ctx, user, c.req.param('id'));
    const { id } = await pageOf(ctx, developmentId, c.req.param('postId'));
    const input = await readJson(c, PostInput);
    const description = await sanitisedHtml(input.description, 'description');
    await updatePage(ctx, id, { title: input.title, description, published: input.published });
    return c.json({ data: { post: await pageOf(ctx, developmentId, id) } });
  });

  app.delete('/developments/:id/posts/:postId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await pagesDevelopment(ctx, user, c.req.param('id'));
    const { id } = await pageOf(ctx, developmentId, c.req.param('postId'));
    await deletePage(ctx.db, id);
    return c.body(null, 204);
  });

  app.get('/developments/:id/images', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await contentImagesDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { images: await contentImages(ctx, developmentId) } });
  });

  // Each upload gets a new random name, so an image never changes under its URL.
  app.post('/developments/:id/images', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await contentImagesDevelopment(ctx, user, c.req.param('id'));
    const upload = await readJson(c, ContentImageUpload);
    const { bytes, kind } = checkedWebImage(upload.content, 'content', CONTENT_IMAGE_MAX_BYTES);
    const fileName = `cim-${randomUUID()}.${kind.extension}`;
    writePublicFile(ctx, fileName, bytes);
    const image = await addContentImage(ctx, { fileName, developmentId, name: upload.name, uploadedBy: user.id });
    return c.json({ data: image }, 201);
  });

  // A development picture, a facility image or an author's picture is no content image: 404, as
  // any other name. News or pages that still show a removed image show its alternative text.
  app.delete('/files/public/:name', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const image = await findContentImage(ctx.db, c.req.param('name'));
    if (!image) throw notFound('Image');
    await contentImagesDevelopment(ctx, user, image.development_id);
    await deleteContentImage(ctx.db, image.file_name);
    removePublicFile(ctx, image.file_name);
    return c.body(null, 204);
  });
}
