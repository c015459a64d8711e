// Staff writing news (spec 2 §7): POST /news, GET, PUT and DELETE /news/{id}. Staff only, in the
// developments they work in; the description is stored sanitised; documents are linked by id and
// answered with their names and folders.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { LinkedLibraryFile, RolePayload } from '../../../core/schemas';
import { NewsInput, type NewsAdminItem } from '../../../core/schemas/news-admin';
import type { AppContext, AppEnv } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { fieldError, notFound } from '../../http/errors';
import { sanitisedHtml } from '../../http/sanitize-html';
import { readJson } from '../../http/validate';
import { developmentAccess, type AuthUser } from '../core';
import { withdrawNotifications } from '../notifications';
import { writePublicFile } from './files';
import { avatarSvg } from './images';
import { newsItemJson, publishNews, reviseNews, type NewsRow } from './news';

/** Staff roles that write news: the admin role type, each in the developments it works in (spec 2 §6). */
const NEWS_ROLES: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3', 'sl4']);

/** The developments the staff member works in (global staff: all), in name order. */
function workedIn(ctx: AppContext, user: AuthUser): string[] {
  return developmentAccess(ctx.db, user)
    .filter((access) => NEWS_ROLES.has(access.userRole))
    .map((access) => access.developmentId);
}

interface StaffNews {
  readonly row: NewsRow;
  /** All the developments it is shown in, the caller's or not. */
  readonly developmentIds: readonly string[];
  /** Those of them the caller works in, in name order. */
  readonly mine: readonly string[];
}

/** The item, when it is shown in at least one development the caller works in; else 404, like an id that does not exist. */
function staffNews(ctx: AppContext, user: AuthUser, newsId: string): StaffNews {
  const row = ctx.db.prepare<[string], NewsRow>('SELECT * FROM news WHERE id = ?').get(newsId);
  const developmentIds = ctx.db
    .prepare<[string], { development_id: string }>('SELECT development_id FROM news_developments WHERE news_id = ?')
    .all(newsId)
    .map((link) => link.development_id);
  const mine = workedIn(ctx, user).filter((id) => developmentIds.includes(id));
  if (!row || mine.length === 0) throw notFound('News item');
  return { row, developmentIds, mine };
}

function adminItem(ctx: AppContext, user: AuthUser, newsId: string): NewsAdminItem {
  const { row, mine } = staffNews(ctx, user, newsId);
  return { ...newsItemJson(ctx, row), developmentIds: [...mine] };
}

/** The asked developments, each once, when the caller works in every one of them; else a 400 (a body's ids that are not the caller's). */
function ownDevelopments(ctx: AppContext, user: AuthUser, asked: readonly string[]): string[] {
  const mine = new Set(workedIn(ctx, user));
  if (asked.some((id) => !mine.has(id))) throw fieldError('developmentIds', 'must be developments you work in');
  return [...new Set(asked)];
}

interface LinkRow {
  id: string;
  name: string;
  development_id: string;
  folder_id: string | null;
}

/**
 * The linked documents as news items carry them (name, development, folder), each a file or folder
 * of one of `developmentIds`; any other id is a 400 on its place in the list.
 */
function resolvedLinks(ctx: AppContext, links: NewsInput['linkedLibraryFiles'], developmentIds: readonly string[]): LinkedLibraryFile[] {
  // A folder is at the top of its development's documents: it is in no folder.
  const file = ctx.db.prepare<[string], LinkRow>(
    'SELECT f.id, f.name, d.development_id, f.folder_id FROM document_files f JOIN document_folders d ON d.id = f.folder_id WHERE f.id = ?',
  );
  const folder = ctx.db.prepare<[string], LinkRow>('SELECT id, name, development_id, NULL AS folder_id FROM document_folders WHERE id = ?');
  return links.map((link, index) => {
    const found = link.type === 'file' ? file.get(link.id) : folder.get(link.id);
    if (!found || !developmentIds.includes(found.development_id)) {
      throw fieldError(`linkedLibraryFiles.${index}.id`, 'must be a document of the item\u2019s developments');
    }
    return { type: link.type, payload: { id: found.id, name: found.name, developmentId: found.development_id, folderId: found.folder_id } };
  });
}

/** The staff member as a news author: their name, and a picture of their initials like the demo authors'. */
function authorOf(ctx: AppContext, user: AuthUser): { id: string; name: string; image: string } {
  const { first_name: firstName, last_name: lastName } = ctx.db
    .prepare<[string], { first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = ?')
    .get(user.id)!;
  const name = `${firstName} ${lastName}`.trim();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || user.id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const image = `author-${slug}.svg`;
  // The picture depends on the name alone, so writing it again for the same name changes nothing.
  writePublicFile(ctx, image, avatarSvg(name));
  return { id: user.id, name, image };
}

/**
 * The staff's news routes.
 * @example registerNewsAdmin(app);
 */
export function registerNewsAdmin(app: Hono<AppEnv>): void {
  app.post('/news', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const input = await readJson(c, NewsInput);
    const developmentIds = ownDevelopments(ctx, user, input.developmentIds);
    const description = await sanitisedHtml(input.description, 'description');
    const linkedLibraryFiles = resolvedLinks(ctx, input.linkedLibraryFiles, developmentIds);
    const id = `nws-${randomUUID()}`;
    publishNews(ctx, {
      id,
      developmentIds,
      category: input.category,
      title: input.title,
      description,
      author: authorOf(ctx, user),
      createdAt: ctx.now().toISOString(),
      linkedLibraryFiles,
    });
    return c.json({ data: { news: adminItem(ctx, user, id) } }, 201);
  });

  app.get('/news/:id', requireUser, requireStaff, (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { news: adminItem(ctx, user, c.req.param('id')) } });
  });

  // The item's developments the caller does not work in stay as they are: they can neither see nor change them.
  app.put('/news/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const current = staffNews(ctx, user, c.req.param('id'));
    const input = await readJson(c, NewsInput);
    const chosen = ownDevelopments(ctx, user, input.developmentIds);
    const developmentIds = [...chosen, ...current.developmentIds.filter((id) => !current.mine.includes(id) && !chosen.includes(id))];
    const description = await sanitisedHtml(input.description, 'description');
    const linkedLibraryFiles = resolvedLinks(ctx, input.linkedLibraryFiles, developmentIds);
    reviseNews(ctx, current.row.id, { developmentIds, category: input.category, title: input.title, description, linkedLibraryFiles }, user.id);
    return c.json({ data: { news: adminItem(ctx, user, current.row.id) } });
  });

  // Taken out of the caller's developments; gone (with its notifications) once it is in none.
  app.delete('/news/:id', requireUser, requireStaff, (c) => {
    const { ctx, user } = c.var;
    const { row, developmentIds, mine } = staffNews(ctx, user, c.req.param('id'));
    const { db } = ctx;
    db.transaction(() => {
      const unlink = db.prepare('DELETE FROM news_developments WHERE news_id = ? AND development_id = ?');
      for (const developmentId of mine) unlink.run(row.id, developmentId);
      if (developmentIds.length === mine.length) {
        db.prepare('DELETE FROM news WHERE id = ?').run(row.id);
        withdrawNotifications(ctx, `news:${row.id}`);
      }
    })();
    return c.body(null, 204);
  });
}
