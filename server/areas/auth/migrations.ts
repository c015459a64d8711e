import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** Where a sign-in that waits for its code stands: `ended` when a password change ended it. */
export type ChallengeStatus = 'open' | 'used' | 'locked' | 'ended';

/** What an e-mailed link is for; a token made for one never works for another. */
export type EmailLinkPurpose = 'reset-password' | 'confirm-email' | 'confirm-notification-email';

/** The auth area's tables, as the query builder types them. */
export interface AuthTables {
  /**
   * One signed-in session: every refresh token it ever had belongs to it. A view-as session names
   * its staff member (`view_as_by`), the development it was opened from and its fixed end.
   */
  refresh_families: {
    id: string;
    user_id: string;
    created_at: string;
    revoked_at: string | null;
    view_as_by: string | null;
    view_as_development: string | null;
    ends_at: string | null;
  };
  refresh_tokens: {
    /** SHA-256 of the opaque token, hex. */
    token_hash: string;
    family_id: string;
    created_at: string;
    expires_at: string;
    /** Set when it was exchanged: presenting it again is reuse. */
    used_at: string | null;
  };
  mfa_challenges: {
    /** The MFA token's jti: `mfa-…` for a sign-in, `mfa-switch-…` for the settings switch. */
    id: string;
    user_id: string;
    /** HMAC-SHA-256 of the code with the API's secret, hex. */
    code_hash: string;
    code_expires_at: string;
    failed_attempts: Generated<number>;
    status: Generated<ChallengeStatus>;
    created_at: string;
  };
  email_tokens: {
    /** SHA-256 of the opaque token, hex. */
    token_hash: string;
    purpose: EmailLinkPurpose;
    user_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  sso_tokens_used: {
    jti: string;
    expires_at: string;
  };
  rate_limits: {
    /** `<group>:address:<ip>` or `<group>:account:<id or address>`. */
    key: string;
    /** Epoch milliseconds when the current window ends: the next attempt from then starts a new one. */
    window_end: number;
    /** Attempts in the current window. */
    count: number;
  };
}

/** A refresh family (a session), as a query answers it. */
export type RefreshFamilyRow = Selectable<AuthTables['refresh_families']>;

/**
 * Sessions, sign-in codes, e-mailed links and the rate limits' counters. Only hashes of secrets are
 * stored: a copy of the database must not let anyone sign in, reset a password or confirm an address.
 */
export const authMigrations: Migration[] = [
  `
  -- One signed-in session: every refresh token it ever had belongs to it, so reusing a spent
  -- token can end the whole session (revoked_at), the newest token included. A view-as session
  -- (spec 2 §4) is the customer's (user_id), apart from the staff member's own sessions:
  -- view_as_by names who opened it, view_as_development the only development it reads, and
  -- ends_at is the fixed end that no refresh moves.
  CREATE TABLE refresh_families (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    revoked_at TEXT,
    view_as_by TEXT REFERENCES users(id),
    view_as_development TEXT REFERENCES developments(id),
    ends_at TEXT
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
    status TEXT NOT NULL DEFAULT 'open', -- open, used, locked, ended
    created_at TEXT NOT NULL
  );
  CREATE INDEX mfa_challenges_user ON mfa_challenges(user_id, created_at);
  -- Single-use links sent by e-mail: password reset and e-mail confirmation.
  CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY,       -- SHA-256 of the opaque token, hex
    purpose TEXT NOT NULL,             -- reset-password, confirm-email, confirm-notification-email
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
  -- Fixed-window counters of the rate limits (sign-in, MFA, forgotten password...), in the
  -- database so that every API process counts the same attempts.
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_end BIGINT NOT NULL,        -- epoch milliseconds when the current window ends
    count INTEGER NOT NULL             -- attempts in the current window
  );
  CREATE INDEX rate_limits_window_end ON rate_limits(window_end);
  `,
];
