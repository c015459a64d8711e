// GET /developments/{id}/documents and GET /developments/{id}/documents/files/{fileId} (spec 2 §2
// documents area): a development's folders and files, to its members only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Bill } from '../../../core/schemas';
import type { DocumentFolder } from '../../../core/schemas/documents';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { canSeeDevelopment, type AuthUser } from '../core';
import { filesDir } from '../residents';

interface FileRow {
  id: string;
  folder_id: string;
  name: string;
  stored_name: string;
  size: number;
  updated_at: string;
}

/**
 * The development, when the user may see it (a customer with premises there, staff or a client
 * organisation whose role covers it: core `canSeeDevelopment`); else the 404 of an id that does
 * not exist, so developments cannot be probed.
 */
function visibleDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): string {
  if (!canSeeDevelopment(ctx.db, user, developmentId)) throw notFound('Development');
  return developmentId;
}

/**
 * The folders of a development in their order, each with its files by name.
 * @example const folders = documentFolders(ctx, 'dev-riverside-wharf');
 */
export function documentFolders(ctx: AppContext, developmentId: string): DocumentFolder[] {
  const folders = ctx.db
    .prepare<[string], { id: string; name: string }>('SELECT id, name FROM document_folders WHERE development_id = ? ORDER BY position, name')
    .all(developmentId);
  const files = ctx.db
    .prepare<[string], FileRow>(
      `SELECT f.* FROM document_files f JOIN document_folders d ON d.id = f.folder_id WHERE d.development_id = ? ORDER BY f.name COLLATE NOCASE, f.id`,
    )
    .all(developmentId);
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    files: files.filter((file) => file.folder_id === folder.id).map((file) => ({ id: file.id, name: file.name, size: file.size, updatedAt: file.updated_at })),
  }));
}

/**
 * The documents routes.
 * @example registerDocuments(app);
 */
export function registerDocuments(app: Hono<AppEnv>): void {
  app.get('/developments/:id/documents', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = visibleDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { folders: documentFolders(ctx, developmentId) } });
  });

  // The file as base64 with its name, the shape of a bill (spec 1 §7 library files): the portal
  // downloads it through its API client, with the bearer token a plain link could not carry.
  app.get('/developments/:id/documents/files/:fileId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = visibleDevelopment(ctx, user, c.req.param('id'));
    const file = ctx.db
      .prepare<[string, string], FileRow>(
        'SELECT f.* FROM document_files f JOIN document_folders d ON d.id = f.folder_id WHERE f.id = ? AND d.development_id = ?',
      )
      .get(c.req.param('fileId'), developmentId);
    // Another development's file is not found here, whoever asks.
    if (!file) throw notFound('File');
    let content: Buffer;
    try {
      content = readFileSync(join(filesDir(ctx, 'documents'), file.stored_name));
    } catch {
      throw notFound('File');
    }
    const answer: Bill = { content: content.toString('base64'), fileName: file.name };
    return c.json({ data: answer });
  });
}
