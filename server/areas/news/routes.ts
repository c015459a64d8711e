// The news routes (README.md): `POST /news/filter` (spec 2 §3, §7), what residents and staff read;
// and staff writing news (spec 2 §7): `POST /news`, `GET`, `PUT` and `DELETE /news/{id}`. Staff
// only, in the developments they work in; the description is stored sanitised; documents are
// linked by id and answered with their names and folders. Parse, authorise, call, answer: the
// queries are in service.ts.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { NewsFilterRequest, type LinkedLibraryFile } from '../../../core/schemas';
import { NewsInput, type NewsAdminItem } from '../../../core/schemas/news-admin';
import type { AppContext, AppEnv } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { fieldError, notFound } from '../../http/errors';
import { sanitisedHtml } from '../../http/sanitize-html';
import { readJson } from '../../http/validate';
import type { AuthUser } from '../core';
import { ownDevelopments, readableDevelopments, workedIn } from './access';
import { newsTexts } from './messages';
import type { NewsRow } from './migrations';
import { authorOf, findNews, linkedDocument, newsItemJson, newsOf, publishNews, reviseNews, withdrawNews } from './service';

interface StaffNews {
  readonly row: NewsRow;
  /** All the developments it is shown in, the caller's or not. */
  readonly developmentIds: readonly string[];
  /** Those of them the caller works in, in name order. */
  readonly mine: readonly string[];
}

/** The item, when it is shown in at least one development the caller works in; else 404, like an id that does not exist. */
async function staffNews(ctx: AppContext, user: AuthUser, newsId: string): Promise<StaffNews> {
  const found = await findNews(ctx.db, newsId);
  const mine = found ? (await workedIn(ctx, user)).filter((id) => found.developmentIds.includes(id)) : [];
  if (!found || mine.length === 0) throw notFound('News item');
  return { row: found.row, developmentIds: found.developmentIds, mine };
}

async function adminItem(ctx: AppContext, user: AuthUser, newsId: string): Promise<NewsAdminItem> {
  const { row, mine } = await staffNews(ctx, user, newsId);
  return { ...newsItemJson(ctx, row), developmentIds: [...mine] };
}

/**
 * The linked documents as news items carry them (name, development, folder), each a file or folder
 * of one of `developmentIds`; any other id is a 400 on its place in the list.
 */
async function resolvedLinks(ctx: AppContext, links: NewsInput['linkedLibraryFiles'], developmentIds: readonly string[]): Promise<LinkedLibraryFile[]> {
  const resolved: LinkedLibraryFile[] = [];
  for (const [index, link] of links.entries()) {
    const found = await linkedDocument(ctx.db, link);
    if (!found || !developmentIds.includes(found.payload.developmentId)) throw fieldError(`linkedLibraryFiles.${index}.id`, newsTexts.notTheirDocument);
    resolved.push(found);
  }
  return resolved;
}

/**
 * Every route of the news area.
 * @example newsRoutes(app);
 */
export function newsRoutes(app: Hono<AppEnv>): void {
  // Developments the user may not see are left out silently, exactly like ids that do not exist,
  // so the answer tells nothing about them (and a client asking for all it knows of after losing
  // access to one still gets the rest).
  app.post('/news/filter', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { developmentUUIDs } = await readJson(c, NewsFilterRequest);
    return c.json({ data: { news: await newsOf(ctx, await readableDevelopments(ctx, user, developmentUUIDs)) } });
  });

  app.post('/news', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const input = await readJson(c, NewsInput);
    const developmentIds = await ownDevelopments(ctx, user, input.developmentIds);
    const description = await sanitisedHtml(input.description, 'description');
    const linkedLibraryFiles = await resolvedLinks(ctx, input.linkedLibraryFiles, developmentIds);
    const id = `nws-${randomUUID()}`;
    const author = await authorOf(ctx, user.id);
    await publishNews(ctx, { id, developmentIds, category: input.category, title: input.title, description, author, createdAt: ctx.now().toISOString(), linkedLibraryFiles });
    return c.json({ data: { news: await adminItem(ctx, user, id) } }, 201);
  });

  app.get('/news/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { news: await adminItem(ctx, user, c.req.param('id')) } });
  });

  // The item's developments the caller does not work in stay as they are: they can neither see nor change them.
  app.put('/news/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const current = await staffNews(ctx, user, c.req.param('id'));
    const input = await readJson(c, NewsInput);
    const chosen = await ownDevelopments(ctx, user, input.developmentIds);
    const developmentIds = [...chosen, ...current.developmentIds.filter((id) => !current.mine.includes(id) && !chosen.includes(id))];
    const description = await sanitisedHtml(input.description, 'description');
    const linkedLibraryFiles = await resolvedLinks(ctx, input.linkedLibraryFiles, developmentIds);
    await reviseNews(ctx, current.row.id, { developmentIds, category: input.category, title: input.title, description, linkedLibraryFiles }, user.id);
    return c.json({ data: { news: await adminItem(ctx, user, current.row.id) } });
  });

  // Taken out of the caller's developments; gone (with its notifications) once it is in none.
  app.delete('/news/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const { row, mine } = await staffNews(ctx, user, c.req.param('id'));
    await withdrawNews(ctx, row.id, mine);
    return c.body(null, 204);
  });
}
