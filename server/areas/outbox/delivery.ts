// Delivering the outbox: each process claims the messages that are due, sends them through their
// channel's transport, and marks them sent or tries them again later (README.md, Delivery).
import type { AppContext } from '../../area';
import type { ServerConfig } from '../../config';
import { SMTP_CONNECTIONS, transportsFor, type Channel, type DeliverableMessage, type MessageTransport, type TransportOptions } from '../../delivery';

/**
 * How long after each failed attempt the next one starts: 1 min, 5 min, 15 min, 1 h, 4 h, 8 h,
 * 12 h. Eight attempts over 25 h 21 min ride out a mail server's or a provider's bad day; the
 * eighth failure gives the message up (`failed`).
 */
export const RETRY_DELAYS_SECONDS: readonly number[] = [60, 5 * 60, 15 * 60, 60 * 60, 4 * 60 * 60, 8 * 60 * 60, 12 * 60 * 60];

/** Attempts before a message is given up: the first, and one after each delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/**
 * How long a process holds a message it is sending: far longer than any transport's time-out, so
 * another takes it over only when the first process died while sending.
 */
const CLAIM_SECONDS = 5 * 60;

/** Messages claimed, and sent side by side, at a time: one per SMTP connection. */
const BATCH_SIZE = SMTP_CONNECTIONS;

/** The longest `last_error` kept. */
const MAX_ERROR_LENGTH = 500;

/** What one `deliverDue` did. */
export interface DeliveryRound {
  readonly sent: number;
  /** Failed this time and due again later. */
  readonly retrying: number;
  /** Failed for the last time: given up. */
  readonly failed: number;
}

/** Options of `deliverDue`: the transports' time-out (tests shorten it), or transports of a test's own. */
export interface DeliverOptions extends TransportOptions {
  readonly transports?: Partial<Record<Channel, MessageTransport>>;
}

const addSeconds = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000).toISOString();

// The failure in words for the table and the log: one line, the address left out (the log names
// the message by its id), shortened.
function errorWords(error: unknown, to: string): string {
  const words = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim() || 'an unknown failure';
  return words.split(to).join('<recipient>').slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers every pending message that is due (by `ctx.now()`), through the transports of
 * `ctx.config.delivery`, until none is left: each is first claimed with a conditional update, so
 * that two processes (or two calls) never send one message twice. A sent message is marked `sent`
 * and, outside demo mode, its subject and body emptied; a failure is logged (warn) and tried again
 * after `RETRY_DELAYS_SECONDS`, or after the last attempt marked `failed` and logged (error).
 * @example const { sent } = await deliverDue(ctx);
 */
export async function deliverDue(ctx: AppContext, options: DeliverOptions = {}): Promise<DeliveryRound> {
  const transports = options.transports ?? transportsFor(ctx.config.delivery, options);
  const channels = Object.keys(transports) as Channel[];
  const round = { sent: 0, retrying: 0, failed: 0 };
  try {
    for (;;) {
      const { due, claimed } = channels.length === 0 ? { due: 0, claimed: [] } : await claimDue(ctx, channels);
      // Messages due but all claimed by another process: look again, for those after them.
      if (due === 0) return round;
      const outcomes = await Promise.all(claimed.map((message) => deliverOne(ctx, transports[message.channel]!, message)));
      for (const outcome of outcomes) round[outcome] += 1;
    }
  } finally {
    // The round's own transports end with it; a caller's stay the caller's.
    if (!options.transports) for (const transport of Object.values(transports)) transport.close?.();
  }
}

interface ClaimedMessage extends DeliverableMessage {
  readonly channel: Channel;
  /** This attempt's number, from 1. */
  readonly attempt: number;
}

async function claimDue(ctx: AppContext, channels: readonly Channel[]): Promise<{ due: number; claimed: ClaimedMessage[] }> {
  const now = ctx.now();
  const nowIso = now.toISOString();
  const due = await ctx.db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('channel', 'in', channels)
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
    .orderBy('next_attempt_at')
    .orderBy('seq')
    .limit(BATCH_SIZE)
    .execute();
  const claimed: ClaimedMessage[] = [];
  for (const { id } of due) {
    // The same conditions again, in the update itself: of two processes that both saw the message
    // due, the database lets one update it; the other updates no row and leaves it.
    const row = await ctx.db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: addSeconds(now, CLAIM_SECONDS) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
      .returning(['id', 'to_address', 'channel', 'subject', 'body', 'attempts'])
      .executeTakeFirst();
    if (row) claimed.push({ id: row.id, to: row.to_address, channel: row.channel as Channel, subject: row.subject, body: row.body, attempt: row.attempts });
  }
  return { due: due.length, claimed };
}

async function deliverOne(ctx: AppContext, transport: MessageTransport, message: ClaimedMessage): Promise<keyof DeliveryRound> {
  const about = { messageId: message.id, channel: message.channel, attempt: message.attempt };
  // Outside demo mode a code or a link stays in the database no longer than it takes to send it.
  const forgetWords = ctx.config.demoMode ? {} : { subject: '', body: '' };
  try {
    await transport.send(message);
  } catch (error) {
    const lastError = errorWords(error, message.to);
    const now = ctx.now();
    if (message.attempt >= MAX_ATTEMPTS) {
      await ctx.db.updateTable('outbox').set({ status: 'failed', claimed_until: null, next_attempt_at: null, last_error: lastError, ...forgetWords }).where('id', '=', message.id).execute();
      ctx.log.error({ ...about, error: lastError }, 'A message could not be delivered and will not be tried again');
      return 'failed';
    }
    const nextAttemptAt = addSeconds(now, RETRY_DELAYS_SECONDS[message.attempt - 1]!);
    await ctx.db.updateTable('outbox').set({ claimed_until: null, next_attempt_at: nextAttemptAt, last_error: lastError }).where('id', '=', message.id).execute();
    ctx.log.warn({ ...about, error: lastError, nextAttemptAt }, 'A message could not be delivered; it will be tried again');
    return 'retrying';
  }
  await ctx.db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: ctx.now().toISOString(), claimed_until: null, next_attempt_at: null, last_error: null, ...forgetWords })
    .where('id', '=', message.id)
    .execute();
  ctx.log.debug({ ...about, to: message.to }, 'Message delivered');
  return 'sent';
}

/** A process's delivery worker (`startDeliveryWorker`). */
export interface DeliveryWorker {
  /**
   * Delivers what is due in `delayMs` (default at once) rather than at the next poll: a message
   * was just written (in a transaction, a moment later, once it has committed).
   */
  nudge(delayMs?: number): void;
  /** Stops polling and waits for a round under way to end. */
  stop(): Promise<void>;
}

/** How often a worker looks for due messages, besides the nudges. */
export const POLL_SECONDS = 5;

/**
 * How long after a message written in a transaction its nudge comes: the transactions that send
 * messages last milliseconds, and until they commit the worker (on PostgreSQL, on a connection of
 * its own) cannot see the message. A longer one is found by the next poll.
 */
export const AFTER_COMMIT_MS = 200;

// One worker per API instance, found from any context of it (a transaction's too) by the
// configuration object they all share.
const workers = new WeakMap<ServerConfig, DeliveryWorker>();

/**
 * Starts this process's delivery worker: `deliverDue` every `POLL_SECONDS` and at each `nudge`,
 * one round at a time. Without a transport it does nothing, but outside demo mode it warns once
 * of each channel whose messages are only kept in the outbox (texts with no webhook).
 * @example const worker = startDeliveryWorker(ctx); … await worker.stop();
 */
export function startDeliveryWorker(ctx: AppContext, { pollSeconds = POLL_SECONDS }: { pollSeconds?: number } = {}): DeliveryWorker {
  const { smtp, sms } = ctx.config.delivery;
  if (!ctx.config.demoMode) {
    if (!smtp) ctx.log.warn({ channel: 'email' }, 'E-mails are not delivered: PORTICO_SMTP_HOST is not set, so they are only kept in the outbox table');
    if (!sms) ctx.log.warn({ channel: 'sms' }, 'Texts are not delivered: PORTICO_SMS_WEBHOOK_URL is not set, so they are only kept in the outbox table');
  }
  let stopped = !smtp && !sms;
  let round: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await deliverDue(ctx);
        } catch (error) {
          // The database away or the table missing: the next poll tries again.
          ctx.log.error({ error: (error as Error).message }, 'Delivering the outbox failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      round = null;
    });
  };
  const timer = stopped ? null : setInterval(run, pollSeconds * 1000);
  // A poll never keeps the process alive on its own.
  timer?.unref();
  const worker: DeliveryWorker = {
    // Never in the caller's turn: the request that wrote the message answers first.
    nudge: (delayMs = 0) => void setTimeout(run, delayMs).unref(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
      if (workers.get(ctx.config) === worker) workers.delete(ctx.config);
    },
  };
  workers.set(ctx.config, worker);
  return worker;
}

/**
 * The delivery worker of the API instance `ctx` belongs to, if it runs (tests stop it to deliver
 * with `deliverDue` alone).
 * @example await deliveryWorker(api.ctx)?.stop();
 */
export function deliveryWorker(ctx: AppContext): DeliveryWorker | undefined {
  return workers.get(ctx.config);
}
