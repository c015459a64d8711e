// docs/demo-data.md for notifications: Olivia Owner has 4 (1 urgent unread, 2 standard unread, 1 read),
// Ada Admin at least 2. They are made the way the API makes them: urgent news told its readers when
// the news area's seed published it, and a staff reply tells whoever raised the request. And the public notification-preferences pages of
// Olivia Owner and Sam Subtenant.
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { notifyRequestReply } from './service';

/** The public notification-preferences pages (docs/demo-data.md), whose ids are their links' keys. */
export const notificationsDemoIds = {
  oliviaPreferences: 'NP-OWNER-1',
  samPreferences: 'NP-SUBTENANT-1',
} as const;

/**
 * Seeds the notifications of the latest staff reply of each request still open (urgent news told
 * its readers as the news area's seed published it); then Olivia Owner has read the older of her
 * two urgent ones. Needs the news' and requests' areas' records. Then the demo
 * notification-preferences pages.
 * @example await seedNotifications(ctx);
 */
export async function seedNotifications(ctx: AppContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const inTransaction: AppContext = { ...ctx, db: trx };
    const people = await trx.selectFrom('users').select(['id', 'role_types']).orderBy('id').execute();

    // The latest message of staff on each request still open that they did not raise.
    const staff = new Set(people.filter((person) => (JSON.parse(person.role_types) as string[]).includes('admin')).map((person) => person.id));
    const messages = await trx
      .selectFrom('ticket_feed as f')
      .innerJoin('tickets as t', 't.id', 'f.ticket_id')
      .select(['f.id', 'f.ticket_id', 'f.author_id', 't.user_id'])
      .where('f.type', '=', 'message')
      .where('t.status', 'not in', ['Resolved', 'Closed'])
      .orderBy('f.ticket_id')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.seq', 'desc')
      .execute();
    const latest = new Map<string, string>();
    for (const message of messages) {
      if (message.author_id === null || message.author_id === message.user_id || !staff.has(message.author_id)) continue;
      if (!latest.has(message.ticket_id)) latest.set(message.ticket_id, message.id);
    }
    for (const eventId of latest.values()) await notifyRequestReply(inTransaction, eventId);

    const oldestUrgent = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', demoIds.olivia)
      .where('importance', '=', 'urgent')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (oldestUrgent) await trx.updateTable('notifications').set({ read_at: ctx.now().toISOString() }).where('id', '=', oldestUrgent.id).execute();

    const created = ctx.now().toISOString();
    await trx
      .insertInto('notification_preference_pages')
      .values([
        { id: notificationsDemoIds.oliviaPreferences, user_id: demoIds.olivia, created_at: created },
        { id: notificationsDemoIds.samPreferences, user_id: demoIds.sam, created_at: created },
      ])
      .execute();
  });
}
