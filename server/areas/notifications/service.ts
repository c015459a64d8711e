import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Notification, NotificationCounts, NotificationImportance } from '../../../core/schemas/notifications';
import type { AppContext } from '../../area';
import type { AuthUser } from '../core';
import { notificationTexts } from './messages';

/** The longest reply quoted in a notification: enough to recognise it, the request holds the rest. */
const QUOTED_REPLY_MAX = 200;

/**
 * A row of `notifications` as SQLite answers it.
 * @example const row = db.prepare<[string], NotificationRow>('SELECT * FROM notifications WHERE id = ?').get(id);
 */
export interface NotificationRow {
  id: string;
  user_id: string;
  importance: NotificationImportance;
  title: string;
  text: string;
  link: string | null;
  source: string;
  /** The developments it is about, a JSON array of ids. */
  development_ids: string;
  created_at: string;
  read_at: string | null;
}

/**
 * The SQL condition (on `notifications`) selecting the user's own: a view-as session's only those
 * about its development. Its named values come from `whose(user)`.
 * @example db.prepare(`SELECT * FROM notifications WHERE ${WHOSE}`).all(whose(user));
 */
export const WHOSE = `user_id = @userId AND (@onlyDevelopment IS NULL OR EXISTS (SELECT 1 FROM json_each(development_ids) WHERE value = @onlyDevelopment))`;

/**
 * The values of `WHOSE` for a user.
 * @example db.prepare(`SELECT * FROM notifications WHERE ${WHOSE}`).all(whose(user));
 */
export function whose(user: AuthUser): { userId: string; onlyDevelopment: string | null } {
  return { userId: user.id, onlyDevelopment: user.onlyDevelopment ?? null };
}

/**
 * The notification as the API answers it (core/schemas `Notification`).
 * @example return c.json({ data: { notification: notificationJson(row) } });
 */
export function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    importance: row.importance,
    status: row.read_at === null ? 'unread' : 'read',
    title: row.title,
    text: row.text,
    createdAt: row.created_at,
    readAt: row.read_at,
    link: row.link,
  };
}

/**
 * The user's unread counts (spec 2 §3): all unread, and the urgent among them.
 * @example const { unread } = unreadCounts(db, user);
 */
export function unreadCounts(db: Database.Database, user: AuthUser): NotificationCounts {
  return db
    .prepare<[ReturnType<typeof whose>], NotificationCounts>(
      `SELECT COUNT(*) AS unread, COALESCE(SUM(importance = 'urgent'), 0) AS urgentUnread
         FROM notifications WHERE ${WHOSE} AND read_at IS NULL`,
    )
    .get(whose(user))!;
}

/**
 * One thing to tell some people: the same notification for each of them.
 * @example const news: NewNotification = { importance: 'urgent', title, text, link: '/news/nws-1', source: 'news:nws-1', createdAt };
 */
export interface NewNotification {
  importance: NotificationImportance;
  title: string;
  text: string;
  link: string | null;
  /** What it is about; each person is told about one source once. */
  source: string;
  /** The developments it is about. */
  developmentIds: readonly string[];
  /** When it happened (the news item's or the reply's time); now when absent. */
  createdAt?: string;
}

/**
 * Tells each of `userIds` about `notification`, unread; someone already told about its source is
 * not told again. Answers how many were told.
 * @example notify(ctx, [demoIds.olivia], { importance: 'standard', title, text, link: null, source: 'reply:fev-1', developmentIds: ['dev-riverside-wharf'] });
 */
export function notify(ctx: AppContext, userIds: readonly string[], notification: NewNotification): number {
  const insert = ctx.db.prepare(
    `INSERT INTO notifications (id, user_id, importance, title, text, link, source, development_ids, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, source) DO NOTHING`,
  );
  const createdAt = notification.createdAt ?? ctx.now().toISOString();
  let told = 0;
  ctx.db.transaction(() => {
    for (const userId of new Set(userIds)) {
      told += insert.run(
        `ntf-${randomUUID()}`,
        userId,
        notification.importance,
        notification.title,
        notification.text,
        notification.link,
        notification.source,
        JSON.stringify(notification.developmentIds),
        createdAt,
      ).changes;
    }
  })();
  return told;
}

/**
 * Takes back every notification about `source` (a news item that was deleted), read or not.
 * @example withdrawNotifications(ctx, 'news:nws-1');
 */
export function withdrawNotifications(ctx: AppContext, source: string): number {
  return ctx.db.prepare('DELETE FROM notifications WHERE source = ?').run(source).changes;
}

/**
 * Everyone who may read news of these developments, whom urgent news tells: the active contacts
 * of their premises, the staff and client organisations who are members of them, and global staff.
 * @example const readers = urgentNewsReaders(db, ['dev-riverside-wharf']);
 */
export function urgentNewsReaders(db: Database.Database, developmentIds: readonly string[]): string[] {
  const ids = JSON.stringify(developmentIds);
  return db
    .prepare<[string, string], { id: string }>(
      `SELECT c.user_id AS id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
        WHERE c.active = 1 AND c.user_id IS NOT NULL AND p.development_id IN (SELECT value FROM json_each(?))
       UNION
       SELECT user_id FROM development_members WHERE development_id IN (SELECT value FROM json_each(?))
       UNION
       SELECT id FROM users
        WHERE EXISTS (SELECT 1 FROM json_each(role_types) WHERE value = 'admin')
          AND EXISTS (SELECT 1 FROM json_each(role_payloads) WHERE value = 'global')`,
    )
    .all(ids, ids)
    .map((row) => row.id);
}

/**
 * When an urgent news item is published (spec 2 §4: urgent news), everyone who may read it is
 * told: the active contacts of premises in its developments, the staff and client organisations
 * who are members of them, and global staff; not its author. Other categories tell nobody. This is
 * what publishing news calls (residents' `publishNews`); the demo seed calls it too.
 * `toldAt` is when it became urgent, when that was after it was published (a change); the item's
 * time otherwise.
 * @example notifyUrgentNews(ctx, 'nws-riverside-water', demoIds.manny);
 */
export function notifyUrgentNews(ctx: AppContext, newsId: string, authorId: string | null, toldAt?: string): number {
  const { db } = ctx;
  const news = db
    .prepare<[string], { title: string; category: string; created_at: string; author_id: string | null }>(
      'SELECT title, category, created_at, author_id FROM news WHERE id = ?',
    )
    .get(newsId);
  if (!news || news.category !== 'urgent') return 0;
  const developments = db
    .prepare<[string], { id: string; name: string }>(
      'SELECT d.id, d.name FROM news_developments n JOIN developments d ON d.id = n.development_id WHERE n.news_id = ? ORDER BY d.name',
    )
    .all(newsId);
  const developmentIds = developments.map((item) => item.id);
  // Whoever changes an item is not told of it, nor is whoever wrote it.
  const readers = urgentNewsReaders(db, developmentIds).filter((id) => id !== authorId && id !== news.author_id);
  return notify(ctx, readers, {
    importance: 'urgent',
    title: notificationTexts.urgentNewsTitle(news.title),
    text: developments.map((item) => item.name).join(', '),
    link: `/news/${encodeURIComponent(newsId)}`,
    source: `news:${newsId}`,
    developmentIds,
    createdAt: toldAt ?? news.created_at,
  });
}

/**
 * When staff reply to a request (a message in its feed), whoever raised it is told, with the
 * reply's first words and a link to the request (the client portal's for a client's request).
 * Nobody is told of their own message. Answers how many were told (0 or 1).
 * @example notifyRequestReply(ctx, eventId);
 */
export function notifyRequestReply(ctx: AppContext, feedEventId: string): number {
  const reply = ctx.db
    .prepare<
      [string],
      { ticket_id: string; development_id: string; title: string; raised_by: string; sending_request_as: string; message: string | null; author_id: string | null; author: string | null; created_at: string }
    >(
      `SELECT f.ticket_id, t.development_id, t.title, t.user_id AS raised_by, t.sending_request_as, f.message, f.author_id, f.created_at,
              u.first_name || ' ' || u.last_name AS author
         FROM ticket_feed f JOIN tickets t ON t.id = f.ticket_id LEFT JOIN users u ON u.id = f.author_id
        WHERE f.id = ? AND f.type = 'message'`,
    )
    .get(feedEventId);
  if (!reply || reply.author_id === reply.raised_by) return 0;
  const message = reply.message ?? '';
  const quoted = message.length > QUOTED_REPLY_MAX ? `${message.slice(0, QUOTED_REPLY_MAX - 1)}\u2026` : message;
  const requestPath = reply.sending_request_as === 'client' ? '/client/requests/' : '/requests/';
  return notify(ctx, [reply.raised_by], {
    importance: 'standard',
    title: notificationTexts.replyTitle(reply.title),
    text: notificationTexts.replyText(reply.author, quoted),
    link: `${requestPath}${encodeURIComponent(reply.ticket_id)}`,
    source: `reply:${feedEventId}`,
    developmentIds: [reply.development_id],
    createdAt: reply.created_at,
  });
}
