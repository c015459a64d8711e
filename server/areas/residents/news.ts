// POST /news/filter (spec 2 §3, §7): the news of the developments the user asks for and may see.
import type { Hono } from 'hono';
import { NewsFilterRequest, type LinkedLibraryFile, type NewsCategory, type NewsItem } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { developmentAccess, type AuthUser } from '../core';
import { requireUser } from '../../http/auth';
import { readJson } from '../../http/validate';
import { publicFileUrl } from './files';

interface NewsRow {
  id: string;
  title: string;
  description: string;
  category: NewsCategory;
  author_name: string | null;
  author_image: string | null;
  linked_library_files: string;
  created_at: string;
}

/**
 * The news of the asked developments, newest first, each item once even when it is shown in
 * several of them. Developments the user may not see are left out silently, exactly like ids that
 * do not exist, so the answer tells nothing about them (and a client asking for all it knows of
 * after losing access to one still gets the rest).
 * @example const news = newsFor(ctx, user, ['dev-riverside-wharf']);
 */
export function newsFor(ctx: AppContext, user: AuthUser, developmentIds: readonly string[]): NewsItem[] {
  const visible = new Set(developmentAccess(ctx.db, user).map((access) => access.developmentId));
  const asked = developmentIds.filter((id) => visible.has(id));
  const rows = ctx.db
    .prepare<[string], NewsRow>(
      `SELECT n.* FROM news n
        WHERE n.id IN (SELECT news_id FROM news_developments WHERE development_id IN (SELECT value FROM json_each(?)))
        ORDER BY n.created_at DESC, n.id`,
    )
    .all(JSON.stringify(asked));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.created_at,
    authorName: row.author_name,
    authorImage: publicFileUrl(ctx, row.author_image),
    linkedLibraryFiles: JSON.parse(row.linked_library_files) as LinkedLibraryFile[],
  }));
}

/**
 * The news route.
 * @example registerNews(app);
 */
export function registerNews(app: Hono<AppEnv>): void {
  app.post('/news/filter', requireUser, async (c) => {
    const { developmentUUIDs } = await readJson(c, NewsFilterRequest);
    return c.json({ data: { news: newsFor(c.var.ctx, c.var.user, developmentUUIDs) } });
  });
}
