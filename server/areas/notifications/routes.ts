// spec 2 §7 Notifications: the signed-in user's own notifications, their counts and the two marks;
// and the public notification-preferences page (preferences-routes.ts).
import type { Hono } from 'hono';
import { NOTIFICATIONS_DEFAULT_LIMIT, NotificationCountQuery, NotificationListQuery } from '../../../core/schemas/notifications';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { notificationPreferencesRoutes } from './preferences-routes';
import { listNotifications, markAllRead, markRead, notificationJson, unreadCounts } from './service';

/**
 * The notification routes. Every one is about the caller's own notifications: another person's id
 * is a 404, the same as an id that does not exist.
 * @example notificationRoutes(app);
 */
export function notificationRoutes(app: Hono<AppEnv>): void {
  app.get('/notifications', requireUser, async (c) => {
    const query = readQuery(c, NotificationListQuery);
    const rows = await listNotifications(c.var.ctx, c.var.user, {
      importance: query.importance,
      status: query.status,
      limit: query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT,
    });
    return c.json({ data: { notifications: rows.map(notificationJson) } });
  });

  // Registered before /notifications/:id/..., which would otherwise take the path's word as an id.
  app.get('/notifications/count', requireUser, async (c) => {
    readQuery(c, NotificationCountQuery);
    return c.json({ data: { counts: await unreadCounts(c.var.ctx, c.var.user) } });
  });

  app.post('/notifications/mark-all-as-read', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const readAt = ctx.now().toISOString();
    await markAllRead(ctx, user, readAt);
    return c.json({ data: { readAt } });
  });

  app.post('/notifications/:id/mark-as-read', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const row = await markRead(ctx, user, c.req.param('id'), ctx.now().toISOString());
    if (!row) throw notFound('Notification');
    return c.json({ data: { notification: notificationJson(row) } });
  });

  notificationPreferencesRoutes(app);
}
