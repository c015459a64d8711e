// Stored files: public images (development pictures, news authors, images of news and pages,
// facility images) served without sign-in, and the folders other areas keep their files in
// (`filesDir`: bills, documents), all under `<dataDir>/files`. No database: every process that
// shares the data folder finds the same files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../area';
import { notFound } from '../../http/errors';

// Only plain names of known image types: no separators, no dots but the extension, so a name can
// never leave the directory (`..%2Fjwt-secret` decodes to a name this refuses).
const PUBLIC_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.(svg|png|jpe?g|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Where a kind of stored file lives: `<dataDir>/files/<kind>`, created if missing.
 * @example const dir = filesDir(ctx, 'bills');
 */
export function filesDir(ctx: AppContext, kind: 'public' | 'bills' | 'documents'): string {
  const dir = join(ctx.config.dataDir, 'files', kind);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Stores a public file (an image anyone may load) under a plain name.
 * @example writePublicFile(ctx, 'dev-elm-court.svg', svg);
 */
export function writePublicFile(ctx: AppContext, name: string, content: string | Buffer): void {
  if (!PUBLIC_NAME.test(name)) throw new Error(`Not a public file name: ${name}`);
  writeFileSync(join(filesDir(ctx, 'public'), name), content);
}

/**
 * Removes a public file stored under a plain name (a missing one is no error).
 * @example removePublicFile(ctx, 'fim-0b9e.png');
 */
export function removePublicFile(ctx: AppContext, name: string): void {
  if (!PUBLIC_NAME.test(name)) throw new Error(`Not a public file name: ${name}`);
  rmSync(join(filesDir(ctx, 'public'), name), { force: true });
}

/**
 * The absolute URL of a public file, as answers carry it (`imgUrl`, `authorImage`), or null.
 * @example publicFileUrl(ctx, 'dev-elm-court.svg'); // 'http://localhost:4300/files/public/dev-elm-court.svg'
 */
export function publicFileUrl(ctx: AppContext, name: string | null): string | null {
  return name ? `${ctx.config.publicUrl}/files/public/${encodeURIComponent(name)}` : null;
}

/**
 * `GET /files/public/{name}`: a public image, no sign-in. Served so that it can only ever be an
 * image: a fixed type by extension, nosniff, and a CSP sandbox so that an SVG opened on its own
 * runs nothing; cross-origin so that the portal (another origin) may show it in an <img>.
 * @example registerPublicFiles(app);
 */
export function registerPublicFiles(app: Hono<AppEnv>): void {
  app.get('/files/public/:name', (c) => {
    const name = c.req.param('name');
    if (!PUBLIC_NAME.test(name)) throw notFound('File');
    let content: Buffer;
    try {
      content = readFileSync(join(filesDir(c.var.ctx, 'public'), name));
    } catch {
      throw notFound('File');
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': CONTENT_TYPES[extension]!,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
