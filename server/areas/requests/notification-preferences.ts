import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { NotificationPreferencesUpdate, type NotificationPreferences } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { clientAddress, rateLimiter } from '../auth/rate-limit';
import { saveNotificationPreferences } from './notification-email';

interface PageRow {
  id: string;
  user_id: string;
  notification_preferences: string;
  pending_notification_email: string | null;
}

function findPage(db: Database.Database, id: string): PageRow {
  const row = db
    .prepare<[string], PageRow>(
      `SELECT p.id, p.user_id, u.notification_preferences, u.pending_notification_email
         FROM notification_preference_pages p JOIN users u ON u.id = p.user_id
        WHERE p.id = ?`,
    )
    .get(id);
  if (!row) throw notFound('Notification preferences');
  return row;
}

function preferencesJson(page: PageRow): NotificationPreferences {
  const { ownersCorrespondence, ownersReminders, email } = JSON.parse(page.notification_preferences) as NotificationPreferences;
  return { ownersCorrespondence, ownersReminders, email, pendingEmail: page.pending_notification_email };
}

/**
 * The public notification-preferences page's routes (spec 1 §2, spec 2 §7): no token, the id in
 * the path is the key. The preferences are the user's own (`User.notificationPreferences`), so this
 * page and the settings page always agree.
 * @example notificationPreferencesRoutes(app);
 */
export function notificationPreferencesRoutes(app: Hono<AppEnv>): void {
  // Anyone holding a page's link may save it, and a new address e-mails two people: saves count
  // against the page and against the caller's address, as sign-in attempts do.
  const limiter = rateLimiter();
  app.get('/notification-preferences/:id', (c) => {
    return c.json({ data: preferencesJson(findPage(c.var.ctx.db, c.req.param('id'))) });
  });

  app.put('/notification-preferences/:id', async (c) => {
    const { db, config } = c.var.ctx;
    limiter.hit(`notification-preferences:page:${c.req.param('id')}`, c.var.ctx.now(), config.rateLimit);
    limiter.hit(`notification-preferences:address:${clientAddress(c)}`, c.var.ctx.now(), config.rateLimit);
    const page = findPage(db, c.req.param('id'));
    const update = await readJson(c, NotificationPreferencesUpdate);
    db.transaction(() => {
      // Anyone holding this page's link gets here, so a new address waits for its own link.
      saveNotificationPreferences(c.var.ctx, page.user_id, update);
      // Turning anything back on ends an unsubscription; turning both off is not one (only DELETE is).
      if (update.ownersCorrespondence || update.ownersReminders) {
        db.prepare('UPDATE notification_preference_pages SET unsubscribed_at = NULL WHERE id = ?').run(page.id);
      }
    })();
    return c.json({ data: preferencesJson(findPage(db, page.id)) });
  });

  app.delete('/notification-preferences/:id', (c) => {
    const { db, now } = c.var.ctx;
    const page = findPage(db, c.req.param('id'));
    const preferences = { ...(JSON.parse(page.notification_preferences) as NotificationPreferences), ownersCorrespondence: false, ownersReminders: false };
    db.transaction(() => {
      db.prepare('UPDATE users SET notification_preferences = ? WHERE id = ?').run(JSON.stringify(preferences), page.user_id);
      db.prepare('UPDATE notification_preference_pages SET unsubscribed_at = ? WHERE id = ?').run(now().toISOString(), page.id);
    })();
    return c.body(null, 204);
  });
}
