// Every query of the notification preferences: the public page (`/notification-preferences/{id}`)
// and the correspondence address of a user's notices, saved from the settings or the page and
// confirmed by the link e-mailed to it. The preferences themselves are the user's own
// (`users.notification_preferences`): the page and the settings page always agree.
import { randomUUID } from 'node:crypto';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { inTransaction } from '../../database/connection';
import { consumeEmailLinkToken, createEmailLinkToken, EMAIL_LINK_SECONDS, hasLiveEmailLink } from '../auth';
import { findUserRow } from '../core';
import { sendMessage } from '../outbox';
import { notificationEmails } from './messages';

/** A page with its user's preferences as stored. */
export interface PreferencesPage {
  readonly id: string;
  readonly userId: string;
  /** JSON, core/schemas NotificationPreferences without `pendingEmail`. */
  readonly notificationPreferences: string;
  readonly pendingEmail: string | null;
}

/**
 * The page with this id, or undefined.
 * @example const page = await findPreferencesPage(ctx, 'NP-OWNER-1');
 */
export async function findPreferencesPage(ctx: AppContext, id: string): Promise<PreferencesPage | undefined> {
  const row = await ctx.db
    .selectFrom('notification_preference_pages as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'u.notification_preferences', 'u.pending_notification_email'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, notificationPreferences: row.notification_preferences, pendingEmail: row.pending_notification_email };
}

/**
 * The preferences a page answers.
 * @example return c.json({ data: preferencesJson(page) });
 */
export function preferencesJson(page: PreferencesPage): NotificationPreferences {
  const { ownersCorrespondence, ownersReminders, email } = JSON.parse(page.notificationPreferences) as NotificationPreferences;
  return { ownersCorrespondence, ownersReminders, email, pendingEmail: page.pendingEmail };
}

/**
 * Saves the page's user's preferences (a new address waits for its own link: requests'
 * `saveNotificationPreferences`); turning anything back on ends an unsubscription (turning both
 * off is not one: only `unsubscribe` is).
 * @example await savePreferencesPage(ctx, page, { ownersCorrespondence: true, ownersReminders: false, email });
 */
export async function savePreferencesPage(ctx: AppContext, page: PreferencesPage, update: NotificationPreferencesUpdate): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await saveNotificationPreferences({ ...ctx, db: trx }, page.userId, update);
    if (update.ownersCorrespondence || update.ownersReminders) {
      await trx.updateTable('notification_preference_pages').set({ unsubscribed_at: null }).where('id', '=', page.id).execute();
    }
  });
}

/**
 * Unsubscribes: both choices off on the user, and the time recorded on the page.
 * @example await unsubscribe(ctx, page);
 */
export async function unsubscribe(ctx: AppContext, page: PreferencesPage): Promise<void> {
  const preferences = { ...(JSON.parse(page.notificationPreferences) as NotificationPreferences), ownersCorrespondence: false, ownersReminders: false };
  await inTransaction(ctx.db, async (trx) => {
    await trx.updateTable('users').set({ notification_preferences: JSON.stringify(preferences) }).where('id', '=', page.userId).execute();
    await trx.updateTable('notification_preference_pages').set({ unsubscribed_at: ctx.now().toISOString() }).where('id', '=', page.id).execute();
  });
}

/**
 * The id of the user's public notification-preferences page (`/notification-preferences/{id}`,
 * linked from e-mails), made on first use. The id is the page's only key, so a new one is random
 * (`np-` and a UUID: unguessable); only the demo pages (NP-OWNER-1...) have readable ids.
 * @example const link = `/notification-preferences/${await notificationPreferencesPageFor(ctx, user.id)}`;
 */
export async function notificationPreferencesPageFor(ctx: AppContext, userId: string): Promise<string> {
  const id = `np-${randomUUID()}`;
  // One statement makes it, so two first uses at once (two processes) keep one page.
  await ctx.db
    .insertInto('notification_preference_pages')
    .values({ id, user_id: userId, created_at: ctx.now().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const page = await ctx.db.selectFrom('notification_preference_pages').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return page.id;
}

// The correspondence address of a user's notices (`notificationPreferences.email`): a new address
// is used only once the link e-mailed to it is opened, and the address in use is told of the request.

const PURPOSE = 'confirm-notification-email';
const LINK_HOURS = EMAIL_LINK_SECONDS[PURPOSE] / 3600;

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Saves a user's notification preferences, for `PUT /user` and the public page alike. The choices
 * apply at once; a new address becomes pending: a single-use link goes to it, the address in use
 * is told, and notices keep going there until the link is opened. The address in use, or the
 * pending one while its link still works, changes nothing and sends nothing. All in one
 * transaction: the caller's when `ctx.db` is one (other columns written too).
 * @example await saveNotificationPreferences(ctx, userId, { ownersCorrespondence: true, ownersReminders: false, email: 'new@example.com' });
 */
export async function saveNotificationPreferences(ctx: AppContext, userId: string, update: NotificationPreferencesUpdate): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const inTrx = { ...ctx, db: trx };
    const row = await findUserRow(trx, userId);
    if (!row) throw new Error(`saveNotificationPreferences: there is no user ${userId}`);
    const current = (JSON.parse(row.notification_preferences) as NotificationPreferences).email;
    const requested = update.email.trim();
    const preferences: NotificationPreferences = { ownersCorrespondence: update.ownersCorrespondence, ownersReminders: update.ownersReminders, email: current };
    await trx.updateTable('users').set({ notification_preferences: JSON.stringify(preferences) }).where('id', '=', userId).execute();
    if (sameAddress(current, requested)) return;
    if (sameAddress(row.pending_notification_email, requested) && (await hasLiveEmailLink(inTrx, userId, PURPOSE))) return;
    // A new token drops the earlier one, so the link of a replaced request stops working.
    const token = await createEmailLinkToken(inTrx, userId, PURPOSE);
    await trx.updateTable('users').set({ pending_notification_email: requested }).where('id', '=', userId).execute();
    const link = `${ctx.config.portalOrigin}/confirm-notification-email/${token}`;
    await sendMessage(inTrx, { to: requested, channel: 'email', ...notificationEmails.confirmNotificationEmail(link, LINK_HOURS, current) });
    await sendMessage(inTrx, { to: current, channel: 'email', ...notificationEmails.notificationEmailChangeAsked(requested, LINK_HOURS) });
  });
}

/**
 * Uses up an e-mailed confirmation token and makes the user's pending address the one in use, in
 * one transaction; answers the preferences as they now are, or null when the token does not work
 * (unknown, used, expired or replaced) or nothing is pending. The token is checked and used up in
 * one statement: two requests with one link cannot both pass.
 * @example const preferences = await confirmNotificationEmail(ctx, token);
 */
export async function confirmNotificationEmail(ctx: AppContext, token: string): Promise<NotificationPreferences | null> {
  return inTransaction(ctx.db, async (trx) => {
    const userId = await consumeEmailLinkToken({ ...ctx, db: trx }, token, PURPOSE);
    const row = userId ? await findUserRow(trx, userId) : undefined;
    if (!row?.pending_notification_email) return null;
    const preferences = { ...(JSON.parse(row.notification_preferences) as NotificationPreferences), email: row.pending_notification_email };
    await trx.updateTable('users').set({ notification_preferences: JSON.stringify(preferences), pending_notification_email: null }).where('id', '=', row.id).execute();
    return { ...preferences, pendingEmail: null };
  });
}
