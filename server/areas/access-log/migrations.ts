import type { Migration } from '../../database/migration';

/**
 * What an access-log entry records: a sign-in by each way in, the start of a view-as session, or a
 * password a staff member set for the customer.
 */
export type AccessEvent = 'password' | 'mfa' | 'sso' | 'view-as' | 'staff-password-reset';

/** The access log's tables, as the query builder types them. */
export interface AccessLogTables {
  /** One row per sign-in, view-as start or staff password reset; names are read from users when the log is read. */
  access_log: {
    id: string;
    /** ISO instant. */
    at: string;
    user_id: string;
    event: AccessEvent;
    /** The staff member of a view-as or a password reset. */
    viewed_by: string | null;
  };
  /** The developments an entry concerns, as they were then. */
  access_log_developments: {
    development_id: string;
    entry_id: string;
    /** The entry's `at`, so a development's range is read from one index. */
    at: string;
  };
}

/** The access log's one table and the developments each entry concerns. */
export const accessLogMigrations: Migration[] = [
  `
  -- One row per sign-in or view-as start. The names are read from users when the log is read, so
  -- an entry holds ids only.
  CREATE TABLE access_log (
    id TEXT PRIMARY KEY,
    at TEXT NOT NULL,                  -- ISO instant
    user_id TEXT NOT NULL REFERENCES users(id),
    event TEXT NOT NULL,               -- password, mfa, sso, view-as, staff-password-reset
    viewed_by TEXT REFERENCES users(id) -- the staff member of a view-as or a password reset
  );
  CREATE INDEX access_log_user ON access_log(user_id, at);
  -- The developments an entry concerns, as they were then: a sign-in, those the user was an active
  -- customer of; a view-as, the development it was opened from. A later move does not rewrite history.
  CREATE TABLE access_log_developments (
    development_id TEXT NOT NULL REFERENCES developments(id),
    entry_id TEXT NOT NULL REFERENCES access_log(id),
    at TEXT NOT NULL,                  -- the entry's, so a development's range is read from one index
    PRIMARY KEY (development_id, at, entry_id)
  );
  `,
];
