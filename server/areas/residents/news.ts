// POST /news/filter (spec 2 §3, §7): the news of the developments the user asks for and may see;
// and the one way news is published and changed, with what that tells its readers.
import type { Hono } from 'hono';
import { NewsFilterRequest, type LinkedLibraryFile, type NewsCategory, type NewsItem } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { developmentAccess, type AuthUser } from '../core';
import { requireUser } from '../../http/auth';
import { readJson } from '../../http/validate';
import { notifyUrgentNews } from '../notifications';
import { sendNewsMessages } from './news-messages';
import { publicFileUrl } from './files';

/** A row of `news` as SQLite answers it. */
export interface NewsRow {
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
  return rows.map((row) => newsItemJson(ctx, row));
}

/**
 * A row of `news` as the API answers it (core/schemas `NewsItem`).
 * @example const item = newsItemJson(ctx, row);
 */
export function newsItemJson(ctx: AppContext, row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.created_at,
    authorName: row.author_name,
    authorImage: publicFileUrl(ctx, row.author_image),
    linkedLibraryFiles: JSON.parse(row.linked_library_files) as LinkedLibraryFile[],
  };
}

/**
 * A news item to publish: its words, category and developments, who wrote it and when.
 * @example const item: NewNews = { id: 'nws-1', developmentIds: ['dev-riverside-wharf'], category: 'urgent', title: 'Water off', description: '<p>From 9:00.</p>', author: { id: 'usr-manny-manager', name: 'Manny Manager', image: null }, createdAt: new Date().toISOString(), linkedLibraryFiles: [] };
 */
export interface NewNews {
  id: string;
  developmentIds: readonly string[];
  category: NewsCategory;
  title: string;
  /** HTML: the staff's routes store it sanitised, and the portal sanitises it again where it shows it. */
  description: string;
  /** The author's user id (never told of their own news), name and picture file (under the public files). */
  author: { id: string | null; name: string | null; image: string | null };
  createdAt: string;
  linkedLibraryFiles: readonly LinkedLibraryFile[];
}

/**
 * What publishing or changing news does besides storing it: urgent news notifies everyone who may
 * read it (notifications `notifyUrgentNews`, which tells nobody twice) and, with `messages`,
 * e-mails and texts go out as each reader's news preferences say (`sendNewsMessages`).
 * @example publishNews(ctx, item, { messages: false });
 */
export interface TellReaders {
  /** Send the e-mails and texts too (not for the demo seed's past news). */
  readonly messages?: boolean;
}

/**
 * Publishes a news item in its developments and tells its readers (`TellReaders`). The one way
 * news is made: the demo seed and the staff's `POST /news` use it.
 * @example publishNews(ctx, item);
 */
export function publishNews(ctx: AppContext, item: NewNews, { messages = true }: TellReaders = {}): void {
  const { db } = ctx;
  db.transaction(() => {
    db.prepare(
      'INSERT INTO news (id, title, description, category, author_id, author_name, author_image, created_at, linked_library_files) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(item.id, item.title, item.description, item.category, item.author.id, item.author.name, item.author.image, item.createdAt, JSON.stringify(item.linkedLibraryFiles));
    linkDevelopments(ctx, item.id, item.developmentIds);
    notifyUrgentNews(ctx, item.id, item.author.id);
    if (messages) sendNewsMessages(ctx, item.id, [item.author.id]);
  })();
}

/**
 * A news item's new words, category, documents and developments (`PUT /news/{id}`).
 * @example const changes: NewsChanges = { developmentIds: ['dev-riverside-wharf'], category: 'urgent', title: 'Water off', description: '<p>From 9:00.</p>', linkedLibraryFiles: [] };
 */
export type NewsChanges = Pick<NewNews, 'developmentIds' | 'category' | 'title' | 'description' | 'linkedLibraryFiles'>;

/**
 * Changes a news item (its author and time stay) and tells its readers as publishing does when it
 * is urgent: new readers (of developments added) are notified, and when it has just become urgent
 * the urgent e-mails and texts go out. Nobody is told of the change they made.
 * @example reviseNews(ctx, 'nws-1', changes, user.id);
 */
export function reviseNews(ctx: AppContext, newsId: string, changes: NewsChanges, editorId: string): void {
  const { db } = ctx;
  db.transaction(() => {
    const before = db.prepare<[string], { category: NewsCategory; author_id: string | null }>('SELECT category, author_id FROM news WHERE id = ?').get(newsId)!;
    db.prepare('UPDATE news SET title = ?, description = ?, category = ?, linked_library_files = ? WHERE id = ?').run(
      changes.title,
      changes.description,
      changes.category,
      JSON.stringify(changes.linkedLibraryFiles),
      newsId,
    );
    db.prepare('DELETE FROM news_developments WHERE news_id = ?').run(newsId);
    linkDevelopments(ctx, newsId, changes.developmentIds);
    notifyUrgentNews(ctx, newsId, editorId, ctx.now().toISOString());
    if (changes.category === 'urgent' && before.category !== 'urgent') sendNewsMessages(ctx, newsId, [editorId, before.author_id]);
  })();
}

function linkDevelopments(ctx: AppContext, newsId: string, developmentIds: readonly string[]): void {
  const link = ctx.db.prepare('INSERT INTO news_developments (news_id, development_id) VALUES (?, ?)');
  for (const developmentId of new Set(developmentIds)) link.run(newsId, developmentId);
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
