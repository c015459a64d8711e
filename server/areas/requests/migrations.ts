/**
 * Requests (cases, tickets in the API), their feeds and files, and the public preferences pages.
 * @example const area: ServerArea = { name: 'requests', migrations: requestsMigrations, routes };
 */
export const requestsMigrations = [
  `
  -- spec 2 §3: categories (id, name, slug); clients always use slug request.
  CREATE TABLE ticket_categories (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL
  );
  -- spec 2 §3: owner types, the audience (code, name, slug); clients address property_manager.
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
    sending_request_as TEXT NOT NULL,                -- customer or client
    category_id TEXT REFERENCES ticket_categories(id),
    owner_type_code TEXT REFERENCES ticket_owner_types(code),
    status TEXT NOT NULL,
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
    created_at TEXT NOT NULL
  );
  CREATE INDEX ticket_attachments_ticket ON ticket_attachments(ticket_id);
  CREATE TABLE ticket_feed (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES tickets(id),
    type TEXT NOT NULL,                              -- message, status or attachment
    message TEXT,
    author_id TEXT REFERENCES users(id),             -- null for what the system records
    attachment_id TEXT REFERENCES ticket_attachments(id),
    created_at TEXT NOT NULL,
    seq INTEGER NOT NULL                             -- order of events recorded in the same instant
  );
  CREATE INDEX ticket_feed_ticket ON ticket_feed(ticket_id, created_at, seq);
  -- The public page /notification-preferences/{id}: the id in the path is what authorises it, so
  -- real ids are random (the demo one is fixed by docs/demo-data.md). The preferences themselves live on
  -- the user (users.notification_preferences), one source for this page and GET /user.
  CREATE TABLE notification_preference_pages (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE REFERENCES users(id),
    created_at TEXT NOT NULL,
    unsubscribed_at TEXT
  );
  `,
];

/** The requests area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface RequestsTables {}
