// spec 2 §7 Notifications: the signed-in user's own notifications, their counts and the two marks.
import type { Hono } from 'hono';
import { NOTIFICATIONS_DEFAULT_LIMIT, NotificationCountQuery, NotificationListQuery } from '../../../core/schemas/notifications';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { notificationJson, unreadCounts, whose, WHOSE, type NotificationRow } from './service';

/**
 * The notification routes. Every one is about the caller's own notifications: another person's id
 * is a 404, the same as an id that does not exist.
 * @example notificationRoutes(app);
 */
export function notificationRoutes(app: Hono<AppEnv>): void {
  app.get('/notifications', requireUser, (c) => {
    const { db } = c.var.ctx;
    const query = readQuery(c, NotificationListQuery);
    const rows = db
      .prepare<[ReturnType<typeof whose> & { importance: string | null; status: string | null; limit: number }], NotificationRow>(
        `SELECT * FROM notifications
          WHERE ${WHOSE} AND (@importance IS NULL OR importance = @importance)
            AND (@status IS NULL OR (@status = 'unread') = (read_at IS NULL))
          ORDER BY created_at DESC, id LIMIT @limit`,
      )
      .all({ ...whose(c.var.user), importance: query.importance ?? null, status: query.status ?? null, limit: query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT });
    return c.json({ data: { notifications: rows.map(notificationJson) } });
  });

  // Registered before /notifications/:id/..., which would otherwise take the path's word as an id.
  app.get('/notifications/count', requireUser, (c) => {
    readQuery(c, NotificationCountQuery);
    return c.json({ data: { counts: unreadCounts(c.var.ctx.db, c.var.user) } });
  });

  app.post('/notifications/mark-all-as-read', requireUser, (c) => {
    const { ctx, user } = c.var;
    const readAt = ctx.now().toISOString();
    ctx.db.prepare(`UPDATE notifications SET read_at = @readAt WHERE ${WHOSE} AND read_at IS NULL`).run({ ...whose(user), readAt });
    return c.json({ data: { readAt } });
  });

  app.post('/notifications/:id/mark-as-read', requireUser, (c) => {
    const { ctx, user } = c.var;
    const id = c.req.param('id');
    // Marking one already read keeps when it was first read.
    ctx.db.prepare(`UPDATE notifications SET read_at = COALESCE(read_at, @readAt) WHERE id = @id AND ${WHOSE}`).run({ ...whose(user), readAt: ctx.now().toISOString(), id });
    const row = ctx.db.prepare<[ReturnType<typeof whose> & { id: string }], NotificationRow>(`SELECT * FROM notifications WHERE id = @id AND ${WHOSE}`).get({ ...whose(user), id });
    if (!row) throw notFound('Notification');
    return c.json({ data: { notification: notificationJson(row) } });
  });
}
