/**
 * Invitations (sign-up), feedback and support messages.
 * @example const area: ServerArea = { name: 'account', migrations: accountMigrations, seed, routes };
 */
export const accountMigrations = [
  `
  -- spec 1 §2 sign-up: one row per invitation key; single use (used_at), the e-mail when the
  -- invitation names one, the role it grants, and where: a premises for customers (NULL: any
  -- premises, found by the tenant reference of step 2), a development for staff and clients
  -- (NULL for global staff, who see every development).
  CREATE TABLE invitations (
    key TEXT PRIMARY KEY COLLATE NOCASE,
    email TEXT COLLATE NOCASE,
    role_type TEXT NOT NULL,
    role_payload TEXT NOT NULL,
    premises_id TEXT REFERENCES premises(id),
    development_id TEXT REFERENCES developments(id),
    identity_email TEXT,               -- step 2's e-mail, once the identity is confirmed
    identity_premises_id TEXT REFERENCES premises(id), -- the premises step 2's reference named
    identity_confirmed_at TEXT,
    identity_failures INTEGER NOT NULL DEFAULT 0, -- wrong e-mails or references at step 2
    used_at TEXT,
    used_by TEXT REFERENCES users(id),
    created_at TEXT NOT NULL
  );
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
  `
  -- spec 1 §2 step 3: the password is omitted when not needed, as for residents of an agent whose
  -- identity provider signs them in (single sign-on): 0 for such an invitation.
  ALTER TABLE invitations ADD COLUMN password_required INTEGER NOT NULL DEFAULT 1;
  `,
];

/** The account area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface AccountTables {}
