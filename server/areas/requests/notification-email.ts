// Where the notices about a user's home go (`notificationPreferences.email`): a new address is used
// only once the link e-mailed to it is opened, and the address in use is told of the request.
import type { Hono } from 'hono';
import { ConfirmEmailRequest, type NotificationPreferences, type NotificationPreferencesUpdate } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { consumeEmailLinkToken, createEmailLinkToken, EMAIL_LINK_SECONDS, hasLiveEmailLink } from '../auth';
import { findUserRow } from '../core';
import { sendMessage } from '../outbox';
import { requestsEmails, requestsMessages } from './messages';

const PURPOSE = 'confirm-notification-email';
const LINK_HOURS = EMAIL_LINK_SECONDS[PURPOSE] / 3600;

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Saves a user's notification preferences, for `PUT /user` and the public page alike. The choices
 * apply at once; a new address becomes pending: a single-use link goes to it, the address in use
 * is told, and notices keep going there until the link is opened. The address in use, or the
 * pending one while its link still works, changes nothing and sends nothing. Call it inside the
 * caller's transaction when other columns are written too.
 * @example saveNotificationPreferences(ctx, userId, { ownersCorrespondence: true, ownersReminders: false, email: 'new@example.com' });
 */
export function saveNotificationPreferences(ctx: AppContext, userId: string, update: NotificationPreferencesUpdate): void {
  const row = findUserRow(ctx.db, userId);
  if (!row) throw new Error(`saveNotificationPreferences: there is no user ${userId}`);
  const current = (JSON.parse(row.notification_preferences) as NotificationPreferences).email;
  const requested = update.email.trim();
  const preferences: NotificationPreferences = { ownersCorrespondence: update.ownersCorrespondence, ownersReminders: update.ownersReminders, email: current };
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET notification_preferences = ? WHERE id = ?').run(JSON.stringify(preferences), userId);
    if (sameAddress(current, requested)) return;
    if (sameAddress(row.pending_notification_email, requested) && hasLiveEmailLink(ctx, userId, PURPOSE)) return;
    // A new token drops the earlier one, so the link of a replaced request stops working.
    const token = createEmailLinkToken(ctx, userId, PURPOSE);
    ctx.db.prepare('UPDATE users SET pending_notification_email = ? WHERE id = ?').run(requested, userId);
    const link = `${ctx.config.portalOrigin}/confirm-notification-email/${token}`;
    sendMessage(ctx, { to: requested, channel: 'email', ...requestsEmails.confirmNotificationEmail(link, LINK_HOURS, current) });
    sendMessage(ctx, { to: current, channel: 'email', ...requestsEmails.notificationEmailChangeAsked(requested, LINK_HOURS) });
  })();
}

/**
 * `POST /user/confirm-notification-email` `{ token }`: public, the e-mailed token is the key. The
 * pending address becomes the one in use; answers the preferences as they now are.
 * @example notificationEmailRoutes(app);
 */
export function notificationEmailRoutes(app: Hono<AppEnv>): void {
  app.post('/user/confirm-notification-email', async (c) => {
    const { token } = await readJson(c, ConfirmEmailRequest);
    const { ctx } = c.var;
    const confirmed = ctx.db.transaction((): NotificationPreferences | null => {
      // Checked and used up in one statement: two requests with one link cannot both pass.
      const userId = consumeEmailLinkToken(ctx, token, PURPOSE);
      const row = userId ? findUserRow(ctx.db, userId) : undefined;
      if (!row?.pending_notification_email) return null;
      const preferences = { ...(JSON.parse(row.notification_preferences) as NotificationPreferences), email: row.pending_notification_email };
      ctx.db.prepare('UPDATE users SET notification_preferences = ?, pending_notification_email = NULL WHERE id = ?').run(JSON.stringify(preferences), row.id);
      return { ...preferences, pendingEmail: null };
    })();
    if (!confirmed) throw new HttpError(401, [requestsMessages.notificationEmailLinkInvalid]);
    return c.json({ data: confirmed });
  });
}
