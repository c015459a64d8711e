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
    subject: string;
    body: string;
    created_at: string;
  };
}

/** The messages the API would have sent (docs/demo-data.md: Outbox). */
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
];
