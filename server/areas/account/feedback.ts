// POST /feedback (the feedback box) and POST /support (the error dialog's contact-support action).
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../area';
import { FeedbackRequest, SupportRequest } from '../../../core/schemas';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { accountMessages } from './messages';
import { londonDateTime } from './profile-input';

/**
 * The feedback and support routes. Both are for signed-in users: the client sends its bearer on
 * both (core/api/endpoints/support.ts), and a message nobody can answer is of no use to support.
 * Feedback is the customer role's (spec 1 §6: the feedback tab is shown to customers only), so a
 * client or staff gets 403; support is for everyone (the error dialog is on every page).
 * @example feedbackRoutes(app);
 */
export function feedbackRoutes(app: Hono<AppEnv>): void {
  app.post('/feedback', requireUser, async (c) => {
    const { ctx, user } = c.var;
    if (!user.roleTypes.includes('customer')) throw new HttpError(403, [accountMessages.feedbackCustomersOnly]);
    const body = await readJson(c, FeedbackRequest);
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db
        .prepare('INSERT INTO feedback (id, user_id, rating, message, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(`fbk-${randomUUID()}`, user.id, body.rating, body.message?.trim() ?? null, now.toISOString());
      // spec 1 §4: an answer is remembered on the user, so the feedback tab stays hidden everywhere.
      ctx.db
        .prepare('UPDATE users SET feedback_last_response = ?, feedback_datetime = ? WHERE id = ?')
        .run(body.rating, londonDateTime(now), user.id);
    })();
    return c.body(null, 204);
  });

  app.post('/support', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, SupportRequest);
    ctx.db
      .prepare('INSERT INTO support_requests (id, user_id, message, error_type, page, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(`sup-${randomUUID()}`, user.id, body.message.trim(), body.errorType?.trim() || null, body.page?.trim() || null, ctx.now().toISOString());
    return c.body(null, 204);
  });
}
