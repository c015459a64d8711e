// GET /dev/outbox: in demo mode only, the messages the API would have sent.
import type { Hono } from 'hono';
import { object, optional, pattern, string, union } from 'superstruct';
import type { AppEnv } from '../../area';
import { email } from '../../../core/schemas';
import { HttpError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { outboxMessages } from './service';

/** `to`: an e-mail address, or a phone number as texts go to it (E.164, `+447400123456`). */
const OutboxQuery = object({ to: optional(union([email, pattern(string(), /^\+\d{7,15}$/)])) });

/**
 * The outbox's read route `GET /dev/outbox?to=` (newest first), in demo mode.
 * @example outboxRoutes(app);
 */
export function outboxRoutes(app: Hono<AppEnv>): void {
  app.get('/dev/outbox', async (c) => {
    // With demo mode off the route does not exist (docs/demo-data.md), so it answers like any unknown path.
    if (!c.var.ctx.config.demoMode) throw new HttpError(404, ['There is no such route.']);
    const { to } = readQuery(c, OutboxQuery);
    const rows = await outboxMessages(c.var.ctx, to);
    return c.json({
      data: {
        messages: rows.map((row) => ({ id: row.id, to: row.to_address, channel: row.channel, subject: row.subject, body: row.body, createdAt: row.created_at })),
      },
    });
  });
}
