import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The `invitations` table (spec 1 §2 sign-up). */
export interface InvitationsTable {
  /** Compared whatever its case (`sameText`), and unique so. */
  key: string;
  /** The address the invitation was sent to, when it names one (compared whatever its case). */
  email: string | null;
  role_type: string;
  role_payload: string;
  premises_id: string | null;
  development_id: string | null;
  /** Step 2's e-mail, once the identity is confirmed. */
  identity_email: string | null;
  /** The premises step 2's reference named. */
  identity_premises_id: string | null;
  identity_confirmed_at: string | null;
  /** Wrong e-mails or references at step 2. */
  identity_failures: Generated<number>;
  /** 0 for an invitee who signs in through the identity provider: step 3 asks no password. */
  password_required: Generated<number>;
  used_at: string | null;
  used_by: string | null;
  created_at: string;
}

/** A row of `invitations`, as a query answers it. */
export type InvitationRow = Selectable<InvitationsTable>;

/** The account area's tables, as the query builder types them. */
export interface AccountTables {
  invitations: InvitationsTable;
  feedback: {
    id: string;
    user_id: string;
    rating: number;
    message: string | null;
    created_at: string;
  };
  support_requests: {
    id: string;
    user_id: string;
    message: string;
    error_type: string | null;
    page: string | null;
    created_at: string;
  };
}

/**
 * Invitations (sign-up), feedback and support messages.
 * @example const area: ServerArea = { name: 'account', migrations: accountMigrations, seed, routes };
 */
export const accountMigrations: Migration[] = [
  `
  -- spec 1 §2 sign-up: one row per invitation key; single use (used_at), the e-mail when the
  -- invitation names one, the role it grants, and where: a premises for customers (NULL: any
  -- premises, found by the tenant reference of step 2), a development for staff and clients
  -- (NULL for global staff, who see every development).
  CREATE TABLE invitations (
    key TEXT PRIMARY KEY,
    email TEXT,
    role_type TEXT NOT NULL,
    role_payload TEXT NOT NULL,
    premises_id TEXT REFERENCES premises(id),
    development_id TEXT REFERENCES developments(id),
    identity_email TEXT,               -- step 2's e-mail, once the identity is confirmed
    identity_premises_id TEXT REFERENCES premises(id), -- the premises step 2's reference named
    identity_confirmed_at TEXT,
    identity_failures INTEGER NOT NULL DEFAULT 0, -- wrong e-mails or references at step 2
    -- spec 1 §2 step 3: the password is omitted when not needed, as for residents of an agent whose
    -- identity provider signs them in (single sign-on): 0 for such an invitation.
    password_required INTEGER NOT NULL DEFAULT 1,
    used_at TEXT,
    used_by TEXT REFERENCES users(id),
    created_at TEXT NOT NULL
  );
  -- A key is typed by hand: one invitation per key whatever its case, on both databases.
  CREATE UNIQUE INDEX invitations_key ON invitations (lower(key));
  CREATE TABLE feedback (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    rating INTEGER NOT NULL,
    message TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX feedback_user ON feedback(user_id);
  CREATE TABLE support_requests (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    message TEXT NOT NULL,
    error_type TEXT,
    page TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX support_requests_user ON support_requests(user_id);
  `,
];
