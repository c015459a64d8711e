/**
 * Sessions, sign-in codes and e-mailed links. Only hashes of secrets are stored: a copy of the
 * database must not let anyone sign in, reset a password or confirm an address.
 */
export const authMigrations = [
  `
  -- One signed-in session: every refresh token it ever had belongs to it, so reusing a spent
  -- token can end the whole session (revoked_at), the newest token included.
  CREATE TABLE refresh_families (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE INDEX refresh_families_user ON refresh_families(user_id);
  CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,       -- SHA-256 of the opaque token, hex
    family_id TEXT NOT NULL REFERENCES refresh_families(id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT                       -- set when it was exchanged: presenting it again is reuse
  );
  CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
  -- The second step of a sign-in; the MFA token's jti is the id.
  CREATE TABLE mfa_challenges (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    code_hash TEXT NOT NULL,           -- HMAC-SHA-256 with the API's secret: six digits alone are easy to guess from a plain hash
    code_expires_at TEXT NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'open', -- open, used, locked
    created_at TEXT NOT NULL
  );
  -- Single-use links sent by e-mail: password reset and e-mail confirmation.
  CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY,       -- SHA-256 of the opaque token, hex
    purpose TEXT NOT NULL,             -- reset-password, confirm-email
    user_id TEXT NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE INDEX email_tokens_user ON email_tokens(user_id, purpose);
  -- Single sign-on tokens already used (by jti), kept until they expire, so one cannot be replayed.
  CREATE TABLE sso_tokens_used (
    jti TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL
  );
  `,
  `
  -- A view-as session (spec 2 §4): staff see the portal as a customer. The family is the
  -- customer's (user_id), apart from the staff member's own sessions; view_as_by marks it and
  -- names who opened it, and ends_at is the fixed end that no refresh moves.
  ALTER TABLE refresh_families ADD COLUMN view_as_by TEXT REFERENCES users(id);
  ALTER TABLE refresh_families ADD COLUMN ends_at TEXT;
  `,
  `
  -- A view-as session reads only the development it was opened from. Those opened before it was
  -- recorded end now.
  ALTER TABLE refresh_families ADD COLUMN view_as_development TEXT REFERENCES developments(id);
  UPDATE refresh_families SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE view_as_by IS NOT NULL AND revoked_at IS NULL;
  `,
  `
  -- A password staff set (PUT /admin/users/{id}/password) is good only for choosing a new one,
  -- until this instant; NULL for a password the user chose. Every other way of setting a password
  -- clears it.
  ALTER TABLE users ADD COLUMN temporary_password_until TEXT;
  `,
];

/** The auth area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface AuthTables {}
