import { randomUUID } from 'node:crypto';
import { object, optional, pattern, string, union } from 'superstruct';
import type { AppContext, ServerArea } from '../../area';
import { email } from '../../../core/schemas';
import { HttpError } from '../../http/errors';
import { readQuery } from '../../http/validate';

/** A message the API would send: an e-mail or a text (MFA codes, confirm and reset links). */
export interface OutgoingMessage {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
}

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A subject as one line of plain text: line breaks (a header injection in an e-mail) and other
 * controls become a space, whatever text of someone's it was made from.
 * @example oneLineSubject('Urgent\r\nBcc: x@example.com'); // 'Urgent Bcc: x@example.com'
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(CONTROLS, ' ').trim();
}

/**
 * "Sends" a message: the reference API has no mail or SMS gateway, so it writes the message to the
 * outbox table and, in demo mode, to the log (docs/demo-data.md: Outbox).
 * @example sendMessage(ctx, { to: user.email, channel: 'email', subject: 'Your sign-in code', body: `Your code is ${code}` });
 */
export function sendMessage(ctx: AppContext, message: OutgoingMessage): void {
  ctx.db
    .prepare('INSERT INTO outbox (id, to_address, channel, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), message.to.toLowerCase(), message.channel, oneLineSubject(message.subject), message.body, ctx.now().toISOString());
  // The log shows controls escaped: raw escape codes in someone's text would drive the terminal.
  // eslint-disable-next-line no-control-regex -- escaping controls is the point
  const printable = (text: string) => text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ctx.config.demoMode && !ctx.config.quiet) console.log(`[outbox] ${message.channel} to ${message.to}: ${oneLineSubject(message.subject)}\n${printable(message.body)}`);
}

/** `to`: an e-mail address, or a phone number as texts go to it (E.164, `+447400123456`). */
const OutboxQuery = object({ to: optional(union([email, pattern(string(), /^\+\d{7,15}$/)])) });

/** The outbox, and in demo mode its read route `GET /dev/outbox?to=` (newest first). */
export const outboxArea: ServerArea = {
  name: 'outbox',
  migrations: [
    `CREATE TABLE outbox (
       id TEXT PRIMARY KEY,
       to_address TEXT NOT NULL,
       channel TEXT NOT NULL,
       subject TEXT NOT NULL,
       body TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE INDEX outbox_to ON outbox(to_address, created_at);`,
  ],
  routes(app) {
    app.get('/dev/outbox', (c) => {
      // With demo mode off the route does not exist (docs/demo-data.md), so it answers like any unknown path.
      if (!c.var.ctx.config.demoMode) throw new HttpError(404, ['There is no such route.']);
      const { to } = readQuery(c, OutboxQuery);
      const rows = c.var.ctx.db
        .prepare<[string | null, string | null], { id: string; to_address: string; channel: string; subject: string; body: string; created_at: string }>(
          'SELECT * FROM outbox WHERE (? IS NULL OR to_address = lower(?)) ORDER BY created_at DESC, rowid DESC',
        )
        .all(to ?? null, to ?? null);
      return c.json({
        data: {
          messages: rows.map((row) => ({ id: row.id, to: row.to_address, channel: row.channel, subject: row.subject, body: row.body, createdAt: row.created_at })),
        },
      });
    });
  },
};
