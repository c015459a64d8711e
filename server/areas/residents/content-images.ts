// The images staff upload for a development's news and pages (spec 2 §7: the misc image, removed
// by `DELETE` to its URL): `GET` and `POST /developments/{id}/images` (extensions: the spec names
// no upload) and `DELETE /files/public/{name}`. Public files like the development images, since an
// <img> in news cannot send a bearer token; only these can be deleted through their URL.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { RolePayload } from '../../../core/schemas';
import { CONTENT_IMAGE_MAX_BYTES, ContentImageUpload, type ContentImage } from '../../../core/schemas/content-images';
import type { AppContext, AppEnv, ServerArea } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { checkedWebImage } from '../../http/image-kind';
import { readJson } from '../../http/validate';
import { demoIds, developmentAccess, type AuthUser } from '../core';
import { publicFileUrl, removePublicFile, writePublicFile } from './files';
import { developmentImageSvg } from './images';

/** Whoever writes the development's news or pages (spec 2 §6): every staff role, in its own developments. */
const IMAGE_ROLES: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3', 'sl4']);

const contentImagesMigrations = [
  `
  CREATE TABLE content_images (
    file_name TEXT PRIMARY KEY,          -- under <dataDir>/files/public
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    uploaded_by TEXT REFERENCES users(id),
    created_at TEXT NOT NULL
  );
  CREATE INDEX content_images_development ON content_images(development_id, created_at);
  `,
];

interface ContentImageRow {
  file_name: string;
  development_id: string;
  name: string;
  created_at: string;
}

const imageJson = (ctx: AppContext, row: ContentImageRow): ContentImage => ({
  fileName: row.file_name,
  name: row.name,
  url: publicFileUrl(ctx, row.file_name)!,
  createdAt: row.created_at,
});

/**
 * The development, when the caller is its staff: 404 when they may not see it (like one that does
 * not exist), 403 when they see it as a resident or a client.
 */
function imagesDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): string {
  const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === developmentId);
  if (!access) throw notFound('Development');
  if (!user.roleTypes.includes('admin') || !IMAGE_ROLES.has(access.userRole)) throw new HttpError(403, ['Only the development\u2019s staff may manage the images of its news and pages.']);
  return access.developmentId;
}

function contentImageRoutes(app: Hono<AppEnv>): void {
  app.get('/developments/:id/images', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = imagesDevelopment(ctx, user, c.req.param('id'));
    const rows = ctx.db
      .prepare<[string], ContentImageRow>('SELECT * FROM content_images WHERE development_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(developmentId);
    return c.json({ data: { images: rows.map((row) => imageJson(ctx, row)) } });
  });

  // Each upload gets a new random name, so an image never changes under its URL.
  app.post('/developments/:id/images', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = imagesDevelopment(ctx, user, c.req.param('id'));
    const upload = await readJson(c, ContentImageUpload);
    const { bytes, kind } = checkedWebImage(upload.content, 'content', CONTENT_IMAGE_MAX_BYTES);
    const row: ContentImageRow = { file_name: `cim-${randomUUID()}.${kind.extension}`, development_id: developmentId, name: upload.name, created_at: ctx.now().toISOString() };
    writePublicFile(ctx, row.file_name, bytes);
    ctx.db
      .prepare('INSERT INTO content_images (file_name, development_id, name, uploaded_by, created_at) VALUES (@file_name, @development_id, @name, @uploaded_by, @created_at)')
      .run({ ...row, uploaded_by: user.id });
    return c.json({ data: imageJson(ctx, row) }, 201);
  });

  // A development picture, a facility image or an author's picture is no content image: 404, as
  // any other name. News or pages that still show a removed image show its alternative text.
  app.delete('/files/public/:name', requireUser, (c) => {
    const { ctx, user } = c.var;
    const row = ctx.db.prepare<[string], ContentImageRow>('SELECT * FROM content_images WHERE file_name = ?').get(c.req.param('name'));
    if (!row) throw notFound('Image');
    imagesDevelopment(ctx, user, row.development_id);
    ctx.db.prepare('DELETE FROM content_images WHERE file_name = ?').run(row.file_name);
    removePublicFile(ctx, row.file_name);
    return c.body(null, 204);
  });
}

/** One image per demo development (`cim-<slug>-site-plan.svg`, docs/demo-data.md), uploaded by Manny Manager. */
function seedContentImages(ctx: AppContext): void {
  const developments = { [demoIds.riversideWharf]: 'riverside', [demoIds.elmCourt]: 'elm-court', [demoIds.harbourLofts]: 'harbour-lofts' };
  const insert = ctx.db.prepare('INSERT INTO content_images (file_name, development_id, name, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)');
  const uploadedAt = new Date(ctx.now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const seeded = new Set(ctx.db.prepare<[], { id: string }>('SELECT id FROM developments').all().map((row) => row.id));
  for (const [developmentId, slug] of Object.entries(developments)) {
    if (!seeded.has(developmentId)) continue;
    const fileName = `cim-${slug}-site-plan.svg`;
    writePublicFile(ctx, fileName, developmentImageSvg('Site plan', fileName));
    insert.run(fileName, developmentId, 'Site plan', demoIds.manny, uploadedAt);
  }
}

/**
 * The images of news and pages: their table, demo images and routes. After the residents' area
 * (developments, public files).
 * @example export const areas = [...others, contentImagesArea];
 */
export const contentImagesArea: ServerArea = {
  name: 'content-images',
  migrations: contentImagesMigrations,
  seed: seedContentImages,
  routes: contentImageRoutes,
};
