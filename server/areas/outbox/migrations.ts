import type { Generated } from 'kysely';
import type { Migration } from '../../database/migration';

/** The outbox area's tables, as the query builder types them. */
export interface OutboxTables {
  outbox: {
    /** The order messages were written in, also among those written in the same instant. */
    seq: Generated<number>;
    id: string;
    /** Lower case: an e-mail address, or a phone number as texts go to it (E.164). */
    to_address: string;
    channel: string;
    /** Emptied once a message is sent or given up on outside demo mode: codes and links do not stay. */
    subject: string;
    body: string;
    created_at: string;
    /** `kept` (no transport for its channel: the outbox only), `pending`, `sent` or `failed` (given up). */
    status: OutboxStatus;
    /** Delivery attempts begun, counted as each starts. */
    attempts: Generated<number>;
    /** When a pending message is next due to be tried. */
    next_attempt_at: string | null;
    /** Until when a process trying it holds it: another takes it only after this. */
    claimed_until: string | null;
    /** The last failure in words (no secrets), for whoever looks into an undelivered message. */
    last_error: string | null;
    sent_at: string | null;
  };
}

/** Where a message is on its way out (README.md, Delivery). */
export type OutboxStatus = 'kept' | 'pending' | 'sent' | 'failed';

/** Every message the API sends, and the queue they are delivered from (README.md). */
export const outboxMigrations: Migration[] = [
  (d) => `
  CREATE TABLE outbox (
    seq ${d.types.serialKey},
    id TEXT NOT NULL UNIQUE,
    to_address TEXT NOT NULL,
    channel TEXT NOT NULL,             -- email or sms
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX outbox_to ON outbox(to_address, created_at);
  `,
  // The delivery queue. Messages written before delivery existed stay kept: never sent late.
  `
  ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'kept';
  ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
  ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
  ALTER TABLE outbox ADD COLUMN last_error TEXT;
  ALTER TABLE outbox ADD COLUMN sent_at TEXT;
  CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
  `,
];
