import type { Generated, Selectable } from 'kysely';
import type { NotificationImportance } from '../../../core/schemas/notifications';
import type { Migration } from '../../database/migration';

/** The `notifications` table (spec 2 §3): one row per person told about something. */
export interface NotificationsTable {
  id: string;
  /** Who is told. */
  user_id: string;
  importance: NotificationImportance;
  /** Plain text, never HTML. */
  title: string;
  text: string;
  /** A path of the portal, or null. */
  link: string | null;
  /** What it is about (`news:<id>`, `reply:<feed event id>`...): one notification per person and source. */
  source: string;
  /** The developments it is about, a JSON array of ids. */
  development_ids: Generated<string>;
  created_at: string;
  read_at: string | null;
}

/** A row of `notifications`, as a query answers it. */
export type NotificationRow = Selectable<NotificationsTable>;

/** The notifications area's tables, as the query builder types them. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  /** The public page `/notification-preferences/{id}`: the id in the path is what authorises it. */
  notification_preference_pages: {
    id: string;
    user_id: string;
    created_at: string;
    unsubscribed_at: string | null;
  };
}

/**
 * Notifications (spec 2 §3), and the public notification-preferences pages.
 * @example const area: ServerArea = { name: 'notifications', migrations: notificationsMigrations, routes };
 */
export const notificationsMigrations: Migration[] = [
  `
  CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),      -- who is told
    importance TEXT NOT NULL,                        -- standard or urgent
    title TEXT NOT NULL,                             -- plain text, never HTML
    text TEXT NOT NULL,
    link TEXT,                                       -- a path of the portal, or null
    -- What it is about (news:<id>, reply:<feed event id>, booking-cancelled:<booking id>): one
    -- notification per person and source, so telling someone twice about the same thing tells them once.
    source TEXT NOT NULL,
    -- The developments it is about (a JSON array of ids): a view-as session shows only those of
    -- its development.
    development_ids TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    read_at TEXT,
    UNIQUE (user_id, source)
  );
  CREATE INDEX notifications_user ON notifications(user_id, created_at);
  CREATE INDEX notifications_source ON notifications(source);
  -- The public page /notification-preferences/{id}: the id in the path is what authorises it, so
  -- real ids are random (the demo ones are fixed by docs/demo-data.md). The preferences themselves
  -- live on the user (users.notification_preferences), one source for this page and GET /user.
  CREATE TABLE notification_preference_pages (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE REFERENCES users(id),
    created_at TEXT NOT NULL,
    unsubscribed_at TEXT
  );
  `,
];
