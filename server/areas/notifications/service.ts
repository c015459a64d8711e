// Every query of the notifications: the user's own, their counts and marks, and what makes them.
// None opens a transaction of its own, so a caller may run any of them inside its transaction, with
// the transaction's context (`{ ...ctx, db: trx }`).
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import { hasPayload } from '../../../core/domain/permissions';
import type { RolePayload, RoleType } from '../../../core/schemas';
import type { Notification, NotificationCounts, NotificationImportance } from '../../../core/schemas/notifications';
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import type { DialectSql } from '../../database/dialect';
import type { Tables } from '../../database/tables';
import { residentsOf, type AuthUser } from '../core';
import { notificationTexts } from './messages';
import type { NotificationRow } from './migrations';

export type { NotificationRow } from './migrations';

/** The longest reply quoted in a notification: enough to recognise it, the request holds the rest. */
const QUOTED_REPLY_MAX = 200;

/**
 * The condition (on `notifications`) selecting the user's own: a view-as session's only those
 * about its development.
 * @example db.selectFrom('notifications').selectAll().where(whose(ctx.dialect, user))
 */
function whose(dialect: DialectSql, user: AuthUser) {
  return (eb: ExpressionBuilder<Tables, 'notifications'>): Expression<SqlBool> => {
    const own = eb('notifications.user_id', '=', user.id);
    return user.onlyDevelopment === undefined ? own : eb.and([own, dialect.jsonArrayHas(sql.ref('notifications.development_ids'), user.onlyDevelopment)]);
  };
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

/** What `GET /notifications` may ask for. */
export interface NotificationFilter {
  readonly importance?: NotificationImportance;
  readonly status?: 'unread' | 'read';
  readonly limit: number;
}

/**
 * The user's own notifications, newest first.
 * @example const rows = await listNotifications(ctx, user, { status: 'unread', limit: 50 });
 */
export function listNotifications(ctx: AppContext, user: AuthUser, filter: NotificationFilter): Promise<NotificationRow[]> {
  let query = ctx.db.selectFrom('notifications').selectAll().where(whose(ctx.dialect, user));
  if (filter.importance !== undefined) query = query.where('importance', '=', filter.importance);
  if (filter.status !== undefined) query = query.where('read_at', filter.status === 'unread' ? 'is' : 'is not', null);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
}

/**
 * The user's unread counts (spec 2 §3): all unread, and the urgent among them.
 * @example const { unread } = await unreadCounts(ctx, user);
 */
export async function unreadCounts(ctx: AppContext, user: AuthUser): Promise<NotificationCounts> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('unread'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('importance', '=', 'urgent').then(eb.lit(1)).else(eb.lit(0)).end()), eb.lit(0)).as('urgentUnread'),
    ])
    .where(whose(ctx.dialect, user))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), urgentUnread: Number(row.urgentUnread) };
}

/**
 * Marks every unread notification of the user's own read, at `readAt`.
 * @example await markAllRead(ctx, user, ctx.now().toISOString());
 */
export async function markAllRead(ctx: AppContext, user: AuthUser, readAt: string): Promise<void> {
  await ctx.db.updateTable('notifications').set({ read_at: readAt }).where(whose(ctx.dialect, user)).where('read_at', 'is', null).execute();
}

/**
 * Marks one of the user's own read (one already read keeps when it was first read) and answers it;
 * undefined when it is not theirs or does not exist.
 * @example const row = await markRead(ctx, user, id, ctx.now().toISOString());
 */
export async function markRead(ctx: AppContext, user: AuthUser, id: string, readAt: string): Promise<NotificationRow | undefined> {
  await ctx.db.updateTable('notifications').set({ read_at: readAt }).where('id', '=', id).where(whose(ctx.dialect, user)).where('read_at', 'is', null).execute();
  return ctx.db.selectFrom('notifications').selectAll().where('id', '=', id).where(whose(ctx.dialect, user)).executeTakeFirst();
}

/**
 * One thing to tell some people: the same notification for each of them.
 * @example const news: NewNotification = { importance: 'urgent', title, text, link: '/news/nws-1', source: 'news:nws-1', developmentIds, createdAt };
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
 * not told again. Answers how many were told. One statement: inside the caller's transaction or not.
 * @example await notify(ctx, [demoIds.olivia], { importance: 'standard', title, text, link: null, source: 'reply:fev-1', developmentIds: ['dev-riverside-wharf'] });
 */
export async function notify(ctx: AppContext, userIds: readonly string[], notification: NewNotification): Promise<number> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return 0;
  const createdAt = notification.createdAt ?? ctx.now().toISOString();
  const result = await ctx.db
    .insertInto('notifications')
    .values(
      people.map((userId) => ({
        id: `ntf-${randomUUID()}`,
        user_id: userId,
        importance: notification.importance,
        title: notification.title,
        text: notification.text,
        link: notification.link,
        source: notification.source,
        development_ids: JSON.stringify(notification.developmentIds),
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'source']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Takes back every notification about `source` (a news item that was deleted), read or not.
 * @example await withdrawNotifications(ctx, 'news:nws-1');
 */
export async function withdrawNotifications(ctx: AppContext, source: string): Promise<number> {
  const result = await ctx.db.deleteFrom('notifications').where('source', '=', source).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Everyone who may read news of these developments, whom urgent news tells: the active contacts
 * of their premises, the staff and client organisations who are members of them, and global staff.
 * @example const readers = await urgentNewsReaders(ctx.db, ['dev-riverside-wharf']);
 */
export async function urgentNewsReaders(db: Db, developmentIds: readonly string[]): Promise<string[]> {
  const readers = new Set<string>();
  if (developmentIds.length > 0) {
    for (const userId of await residentsOf(db, developmentIds)) readers.add(userId);
    const members = await db.selectFrom('development_members').select('user_id').where('development_id', 'in', developmentIds).execute();
    for (const row of members) readers.add(row.user_id);
  }
  // Global staff: the role lists are JSON, so the few accounts that may be are read, then checked.
  const staff = await db.selectFrom('users').select(['id', 'role_types', 'role_payloads']).where('role_payloads', 'like', '%"global"%').execute();
  for (const row of staff) {
    const role = { types: JSON.parse(row.role_types) as RoleType[], payloads: JSON.parse(row.role_payloads) as RolePayload[] };
    if (role.types.includes('admin') && hasPayload(role, 'global')) readers.add(row.id);
  }
  return [...readers].sort();
}

/**
 * When staff reply to a request (a message in its feed), whoever raised it is told, with the
 * reply's first words and a link to the request (the client portal's for a client's request).
 * Nobody is told of their own message. Answers how many were told (0 or 1).
 * @example await notifyRequestReply(ctx, eventId);
 */
export async function notifyRequestReply(ctx: AppContext, feedEventId: string): Promise<number> {
  const reply = await ctx.db
    .selectFrom('ticket_feed as f')
    .innerJoin('tickets as t', 't.id', 'f.ticket_id')
    .leftJoin('users as u', 'u.id', 'f.author_id')
    .select(['f.ticket_id', 't.development_id', 't.title', 't.user_id as raised_by', 't.sending_request_as', 'f.message', 'f.author_id', 'f.created_at', 'u.first_name', 'u.last_name'])
    .where('f.id', '=', feedEventId)
    .where('f.type', '=', 'message')
    .executeTakeFirst();
  if (!reply || reply.author_id === reply.raised_by) return 0;
  const author = reply.first_name === null ? null : `${reply.first_name} ${reply.last_name}`;
  const message = reply.message ?? '';
  const quoted = message.length > QUOTED_REPLY_MAX ? `${message.slice(0, QUOTED_REPLY_MAX - 1)}\u2026` : message;
  const requestPath = reply.sending_request_as === 'client' ? '/client/requests/' : '/requests/';
  return notify(ctx, [reply.raised_by], {
    importance: 'standard',
    title: notificationTexts.replyTitle(reply.title),
    text: notificationTexts.replyText(author, quoted),
    link: `${requestPath}${encodeURIComponent(reply.ticket_id)}`,
    source: `reply:${feedEventId}`,
    developmentIds: [reply.development_id],
    createdAt: reply.created_at,
  });
}
