/**
 * Notifications (spec 2 §3): one row per person told about something.
 * @example const area: ServerArea = { name: 'notifications', migrations: notificationsMigrations, routes };
 */
export const notificationsMigrations = [
  `
  CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),      -- who is told
    importance TEXT NOT NULL,                        -- standard or urgent
    title TEXT NOT NULL,                             -- plain text, never HTML
    text TEXT NOT NULL,
    link TEXT,                                       -- a path of the portal, or null
    -- What it is about (news:<id>, reply:<feed event id>): one notification per person and
    -- source, so telling someone twice about the same thing (a seed run again) tells them once.
    source TEXT NOT NULL,
    created_at TEXT NOT NULL,
    read_at TEXT,
    UNIQUE (user_id, source)
  );
  CREATE INDEX notifications_user ON notifications(user_id, created_at);
  `,
];
