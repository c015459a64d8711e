// GET /developments/{id}/documents and GET /developments/{id}/documents/files/{fileId} (spec 2 §2
// documents area): a development's folders and files, to its members only.
import type { Hono } from 'hono';
import type { Bill } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { canSeeDevelopment, type AuthUser } from '../core';
import { documentFolders, findDocumentFile, readDocument } from './service';

/**
 * The development, when the user may see it (a customer with premises there, staff or a client
 * organisation whose role covers it: core `canSeeDevelopment`); else the 404 of an id that does
 * not exist, so developments cannot be probed.
 */
async function visibleDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): Promise<string> {
  if (!(await canSeeDevelopment(ctx.db, user, developmentId))) throw notFound('Development');
  return developmentId;
}

/**
 * The documents routes.
 * @example registerDocuments(app);
 */
export function registerDocuments(app: Hono<AppEnv>): void {
  app.get('/developments/:id/documents', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await visibleDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { folders: await documentFolders(ctx.db, developmentId) } });
  });

  // The file as base64 with its name, the shape of a bill (spec 1 §7 library files): the portal
  // downloads it through its API client, with the bearer token a plain link could not carry.
  app.get('/developments/:id/documents/files/:fileId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = await visibleDevelopment(ctx, user, c.req.param('id'));
    // Another development's file is not found here, whoever asks.
    const file = await findDocumentFile(ctx.db, developmentId, c.req.param('fileId'));
    const content = file ? readDocument(ctx, file.stored_name) : null;
    if (!file || !content) throw notFound('File');
    const answer: Bill = { content: content.toString('base64'), fileName: file.name };
    return c.json({ data: answer });
  });
}
