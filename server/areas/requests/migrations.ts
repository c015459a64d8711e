import type { Selectable } from 'kysely';
import type { FeedEventType, SendingRequestAs, TicketStatus } from '../../../core/schemas';
import type { Migration } from '../../database/migration';

/** The requests area's tables, as the query builder types them. */
export interface RequestsTables {
  /** spec 2 §3: categories (id, name, slug); clients always use slug request. */
  ticket_categories: {
    id: string;
    name: string;
    slug: string;
    /** Display order. */
    position: number;
  };
  /** spec 2 §3: owner types, the audience (code, name, slug); clients address property_manager. */
  ticket_owner_types: {
    code: string;
    name: string;
    slug: string;
    position: number;
  };
  tickets: {
    id: string;
    /** Who raised it. */
    user_id: string;
    development_id: string;
    /** Null for a client's request. */
    premises_id: string | null;
    title: string;
    description: string;
    sending_request_as: SendingRequestAs;
    category_id: string | null;
    owner_type_code: string | null;
    status: TicketStatus;
    created_at: string;
    updated_at: string;
  };
  ticket_attachments: {
    id: string;
    ticket_id: string;
    /** The uploader's file name, shown and downloaded as. */
    name: string;
    /** Random name under <dataDir>/files/attachments. */
    stored_name: string;
    /** The type its bytes were checked against. */
    content_type: string;
    size: number;
    uploaded_by: string;
    created_at: string;
    /** 1, 2, 3... per request, in upload order: the order of files attached in the same instant. */
    seq: number;
  };
  ticket_feed: {
    id: string;
    ticket_id: string;
    type: FeedEventType;
    message: string | null;
    /** Null for what the system records. */
    author_id: string | null;
    attachment_id: string | null;
    created_at: string;
    /** 0, 1, 2... per request: the order of events recorded in the same instant. */
    seq: number;
  };
}

/** A row of `tickets`, as a query answers it. */
export type TicketRow = Selectable<RequestsTables['tickets']>;

/**
 * Requests (cases, tickets in the API), their feeds and files. A request's feed events and files
 * are numbered per request (`seq`), under a lock on the request's row, so their order is the
 * order they were recorded in, whichever process recorded them.
 * @example const area: ServerArea = { name: 'requests', migrations: requestsMigrations, routes };
 */
export const requestsMigrations: Migration[] = [
  `
  CREATE TABLE ticket_categories (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL
  );
  CREATE TABLE ticket_owner_types (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL
  );
  CREATE TABLE tickets (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),      -- who raised it
    development_id TEXT NOT NULL REFERENCES developments(id),
    premises_id TEXT REFERENCES premises(id),        -- null for a client's request
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    sending_request_as TEXT NOT NULL CHECK (sending_request_as IN ('customer', 'client')),
    category_id TEXT REFERENCES ticket_categories(id),
    owner_type_code TEXT REFERENCES ticket_owner_types(code),
    status TEXT NOT NULL CHECK (status IN ('Open', 'In progress', 'Resolved', 'Closed')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX tickets_user ON tickets(user_id, created_at);
  CREATE INDEX tickets_development ON tickets(development_id, created_at);
  CREATE TABLE ticket_attachments (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES tickets(id),
    name TEXT NOT NULL,                              -- the uploader's file name, shown and downloaded as
    stored_name TEXT NOT NULL UNIQUE,                -- random name under <dataDir>/files/attachments
    content_type TEXT NOT NULL,                      -- the type its bytes were checked against
    size INTEGER NOT NULL,
    uploaded_by TEXT NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    seq INTEGER NOT NULL,                            -- 1, 2, 3... per request, in upload order
    UNIQUE (ticket_id, seq)
  );
  CREATE TABLE ticket_feed (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES tickets(id),
    type TEXT NOT NULL CHECK (type IN ('message', 'status', 'attachment')),
    message TEXT,
    author_id TEXT REFERENCES users(id),             -- null for what the system records
    attachment_id TEXT REFERENCES ticket_attachments(id),
    created_at TEXT NOT NULL,
    seq INTEGER NOT NULL,                            -- order of events recorded in the same instant
    UNIQUE (ticket_id, seq)
  );
  CREATE INDEX ticket_feed_ticket ON ticket_feed(ticket_id, created_at, seq);
  `,
  // Every portal's request categories and owner types, demo or not (a production start seeds no
  // demo data). `request` is the clients' category and `property_manager` their audience (spec 2
  // §2), `correspondence_address` the premises area's. ON CONFLICT: databases seeded before had them.
  `
  INSERT INTO ticket_categories (id, name, slug, position) VALUES
    ('cat-request', 'General request', 'request', 0),
    ('cat-repair', 'Repair', 'repair', 1),
    ('cat-maintenance', 'Maintenance', 'maintenance', 2),
    ('cat-noise', 'Noise', 'noise', 3),
    ('cat-parking', 'Parking', 'parking', 4),
    ('cat-cleaning', 'Cleaning', 'cleaning', 5),
    ('cat-correspondence-address', 'Change of correspondence address', 'correspondence_address', 6)
  ON CONFLICT DO NOTHING;
  INSERT INTO ticket_owner_types (code, name, slug, position) VALUES
    ('PM', 'Property manager', 'property_manager', 0),
    ('SS', 'Site staff', 'site_staff', 1)
  ON CONFLICT DO NOTHING;
  `,
];
