// POST /feedback (the feedback box) and POST /support (the error dialog's contact-support action).
import type { Hono } from 'hono';
import type { AppEnv } from '../../area';
import { FeedbackRequest, SupportRequest } from '../../../core/schemas';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { accountMessages } from './messages';
import { recordFeedback, recordSupportRequest } from './service';

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
    await recordFeedback(ctx, user.id, { rating: body.rating, message: body.message?.trim() ?? null });
    return c.body(null, 204);
  });

  app.post('/support', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, SupportRequest);
    await recordSupportRequest(ctx, user.id, { message: body.message.trim(), errorType: body.errorType?.trim() || null, page: body.page?.trim() || null });
    return c.body(null, 204);
  });
}
