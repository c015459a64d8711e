// Writing a message to the outbox, and reading those sent to one address; delivering them is ./delivery.ts.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../area';
import { delivers } from '../../delivery';
import { AFTER_COMMIT_MS, deliveryWorker } from './delivery';
import type { OutboxStatus, OutboxTables } from './migrations';

/** A message the API would send: an e-mail or a text (MFA codes, confirm and reset links). */
export interface OutgoingMessage {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
}

/** A row of `outbox`, as a query answers it. */
export type OutboxRow = Selectable<OutboxTables['outbox']>;

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
 * Sends a message: writes it to the outbox table, `pending` when the configuration has a transport
 * for its channel (the delivery worker, nudged here, sends it: README.md, Delivery) and `kept`
 * when it has none, and in demo mode to the log (docs/demo-data.md: Outbox). Inside a transaction,
 * pass the transaction's context (`{ ...ctx, db: trx }`): the message is then written, and sent,
 * only if the transaction commits (and on SQLite, a query outside the open transaction would wait
 * for it); a failed delivery never undoes the write it belongs to.
 * @example await sendMessage(ctx, { to: user.email, channel: 'email', subject: 'Your sign-in code', body: `Your code is ${code}` });
 */
export async function sendMessage(ctx: AppContext, message: OutgoingMessage): Promise<void> {
  const now = ctx.now().toISOString();
  const deliverable = delivers(ctx.config.delivery, message.channel);
  await ctx.db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      to_address: message.to.toLowerCase(),
      channel: message.channel,
      subject: oneLineSubject(message.subject),
      body: message.body,
      created_at: now,
      status: deliverable ? 'pending' : 'kept',
      next_attempt_at: deliverable ? now : null,
    })
    .execute();
  // Written in a transaction, the message is there for the worker only once that commits.
  if (deliverable) deliveryWorker(ctx)?.nudge(ctx.db.isTransaction ? AFTER_COMMIT_MS : 0);
  // The log shows controls escaped: raw escape codes in someone's text would drive the terminal.
  // eslint-disable-next-line no-control-regex -- escaping controls is the point
  const printable = (text: string) => text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ctx.config.demoMode && !ctx.config.quiet) console.log(`[outbox] ${message.channel} to ${message.to}: ${oneLineSubject(message.subject)}\n${printable(message.body)}`);
}

/**
 * The messages sent, newest first (in the order they were written, within one instant): all of
 * them, or those to one address (whatever its case).
 * @example const rows = await outboxMessages(ctx, 'owner@example.com');
 */
export function outboxMessages(ctx: AppContext, to: string | undefined): Promise<OutboxRow[]> {
  let query = ctx.db.selectFrom('outbox').selectAll();
  if (to !== undefined) query = query.where('to_address', '=', to.toLowerCase());
  return query.orderBy('created_at', 'desc').orderBy('seq', 'desc').execute();
}

/**
 * Where the newest message to an address is on its way out (`kept`, `pending`, `sent`, `failed`),
 * or undefined when none was written.
 * @example if ((await latestMessageStatus(ctx, 'ada@example.com')) === 'sent') ...
 */
export async function latestMessageStatus(ctx: AppContext, to: string): Promise<OutboxStatus | undefined> {
  const row = await ctx.db.selectFrom('outbox').select('status').where('to_address', '=', to.toLowerCase()).orderBy('seq', 'desc').executeTakeFirst();
  return row?.status;
}
