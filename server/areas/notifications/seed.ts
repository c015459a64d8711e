// docs/demo-data.md for notifications: Olivia Owner has 4 (1 urgent unread, 2 standard unread, 1 read),
// Ada Admin at least 2. They are made the way the API makes them: urgent news tells its readers,
// a staff reply tells whoever raised the request.
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { notifyRequestReply, notifyUrgentNews } from './service';

/**
 * Seeds the notifications: every urgent news item's (its author found by the name it carries), and
 * the latest staff reply of each request still open; then Olivia Owner has read the older of her
 * two urgent ones. Needs the residents' and requests' areas' records; safe to run on a database
 * whose news already told their readers (nobody is told twice).
 * @example seedNotifications(ctx);
 */
export function seedNotifications(ctx: AppContext): void {
  const { db } = ctx;
  db.transaction(() => {
    const urgentNews = db
      .prepare<[], { id: string; author_id: string | null }>(
        `SELECT n.id, (SELECT u.id FROM users u WHERE u.first_name || ' ' || u.last_name = n.author_name) AS author_id
           FROM news n WHERE n.category = 'urgent'`,
      )
      .all();
    for (const news of urgentNews) notifyUrgentNews(ctx, news.id, news.author_id);

    const latestStaffReplies = db
      .prepare<[], { id: string }>(
        `SELECT (SELECT f.id FROM ticket_feed f JOIN users u ON u.id = f.author_id
                  WHERE f.ticket_id = t.id AND f.type = 'message' AND f.author_id <> t.user_id
                    AND EXISTS (SELECT 1 FROM json_each(u.role_types) WHERE value = 'admin')
                  ORDER BY f.created_at DESC, f.seq DESC LIMIT 1) AS id
           FROM tickets t WHERE t.status NOT IN ('Resolved', 'Closed')`,
      )
      .all();
    for (const reply of latestStaffReplies) if (reply.id) notifyRequestReply(ctx, reply.id);

    db.prepare(
      `UPDATE notifications SET read_at = ? WHERE id = (
         SELECT id FROM notifications WHERE user_id = ? AND importance = 'urgent' ORDER BY created_at LIMIT 1)`,
    ).run(ctx.now().toISOString(), demoIds.olivia);
  })();
}
