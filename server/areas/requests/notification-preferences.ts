import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { NotificationPreferencesUpdate, type NotificationPreferences } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';

interface PageRow {
  id: string;
  user_id: string;
  notification_preferences: string;
}

function findPage(db: Database.Database, id: string): PageRow {
  const row = db
    .prepare<[string], PageRow>(
      `SELECT p.id, p.user_id, u.notification_preferences
         FROM notification_preference_pages p JOIN users u ON u.id = p.user_id
        WHERE p.id = ?`,
    )
    .get(id);
  if (!row) throw notFound('Notification preferences');
  return row;
}

function preferencesJson(stored: string): NotificationPreferences {
  const { ownersCorrespondence, ownersReminders, email } = JSON.parse(stored) as NotificationPreferences;
  return { ownersCorrespondence, ownersReminders, email };
}

/**
 * The public notification-preferences page's routes (spec 1 §2, spec 2 §7): no token, the id in
 * the path is the key. The preferences are the user's own (`User.notificationPreferences`), so this
 * page and the settings page always agree.
 * @example notificationPreferencesRoutes(app);
 */
export function notificationPreferencesRoutes(app: Hono<AppEnv>): void {
  app.get('/notification-preferences/:id', (c) => {
    const page = findPage(c.var.ctx.db, c.req.param('id'));
    return c.json({ data: preferencesJson(page.notification_preferences) });
  });

  app.put('/notification-preferences/:id', async (c) => {
    const { db } = c.var.ctx;
    const page = findPage(db, c.req.param('id'));
    const update = await readJson(c, NotificationPreferencesUpdate);
    const preferences: NotificationPreferences = {
      ownersCorrespondence: update.ownersCorrespondence,
      ownersReminders: update.ownersReminders,
      email: update.email.trim(),
    };
    db.transaction(() => {
      db.prepare('UPDATE users SET notification_preferences = ? WHERE id = ?').run(JSON.stringify(preferences), page.user_id);
      // Turning anything back on ends an unsubscription; turning both off is not one (only DELETE is).
      if (preferences.ownersCorrespondence || preferences.ownersReminders) {
        db.prepare('UPDATE notification_preference_pages SET unsubscribed_at = NULL WHERE id = ?').run(page.id);
      }
    })();
    return c.json({ data: preferences });
  });

  app.delete('/notification-preferences/:id', (c) => {
    const { db, now } = c.var.ctx;
    const page = findPage(db, c.req.param('id'));
    const preferences: NotificationPreferences = { ...preferencesJson(page.notification_preferences), ownersCorrespondence: false, ownersReminders: false };
    db.transaction(() => {
      db.prepare('UPDATE users SET notification_preferences = ? WHERE id = ?').run(JSON.stringify(preferences), page.user_id);
      db.prepare('UPDATE notification_preference_pages SET unsubscribed_at = ? WHERE id = ?').run(now().toISOString(), page.id);
    })();
    return c.body(null, 204);
  });
}
