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
  `
  -- The developments a notification is about (a JSON array of ids): a view-as session shows only
  -- those of its development. Parcels' are filled by the parcels area, which comes after this one.
  ALTER TABLE notifications ADD COLUMN development_ids TEXT NOT NULL DEFAULT '[]';
  UPDATE notifications SET development_ids = (
    SELECT json_group_array(development_id) FROM news_developments WHERE news_id = substr(notifications.source, 6)
  ) WHERE source LIKE 'news:%';
  UPDATE notifications SET development_ids = COALESCE((
    SELECT json_array(t.development_id) FROM ticket_feed f JOIN tickets t ON t.id = f.ticket_id WHERE f.id = substr(notifications.source, 7)
  ), '[]') WHERE source LIKE 'reply:%';
  UPDATE notifications SET development_ids = COALESCE((
    SELECT json_array(f.development_id) FROM bookings b JOIN facilities f ON f.id = b.facility_id WHERE b.id = substr(notifications.source, 19)
  ), '[]') WHERE source LIKE 'booking-cancelled:%';
  `,
];

/** The notifications area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface NotificationsTables {}
