/** The records every other area refers to: users, developments, premises and who is whose. */
export const coreMigrations = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    email_confirmed INTEGER NOT NULL DEFAULT 1,
    title TEXT,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role_types TEXT NOT NULL,          -- JSON array of role types
    role_payloads TEXT NOT NULL,       -- JSON array of role payloads
    has_been_downgraded INTEGER NOT NULL DEFAULT 0,
    mfa_enabled INTEGER NOT NULL DEFAULT 0,
    main_number TEXT,
    mobile_number TEXT,
    profile_picture_url TEXT,
    news_preferences TEXT NOT NULL,    -- JSON, core/schemas NewsPreferences
    notification_preferences TEXT NOT NULL, -- JSON, core/schemas NotificationPreferences
    show_paperless_dialog INTEGER NOT NULL DEFAULT 0,
    feedback_last_response INTEGER,
    feedback_datetime TEXT,
    metadata TEXT NOT NULL DEFAULT '{}', -- JSON, core/schemas UserMetadata
    created_at TEXT NOT NULL
  );
  CREATE TABLE developments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    address_line1 TEXT NOT NULL,
    address_line2 TEXT,
    city TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    image_file TEXT,                   -- file name under <dataDir>/files/public
    has_facilities_booking INTEGER NOT NULL DEFAULT 0,
    has_ecomms_log_report INTEGER NOT NULL DEFAULT 0,
    has_site_staff INTEGER NOT NULL DEFAULT 0,
    has_client_portal INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE premises (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    legal_owner TEXT NOT NULL,
    tenant_reference TEXT NOT NULL,    -- the tenant reference number sign-up step 2 asks for
    hidden INTEGER NOT NULL DEFAULT 0,
    in_breach INTEGER NOT NULL DEFAULT 0,
    correspondence_address TEXT NOT NULL, -- JSON, core/schemas CorrespondenceAddress
    legal_owner_address TEXT NOT NULL,    -- JSON, same shape
    service_change_receive_post INTEGER NOT NULL DEFAULT 1,
    statutory_notices_receive_digital INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX premises_development ON premises(development_id);
  -- A person's relationship to a premises (spec 1 §3 people); user_id is set once they registered.
  CREATE TABLE premises_contacts (
    id TEXT PRIMARY KEY,
    premises_id TEXT NOT NULL REFERENCES premises(id),
    user_id TEXT REFERENCES users(id),
    title TEXT,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    relationship TEXT NOT NULL,        -- role payload: owner or subtenant
    is_main_residence INTEGER NOT NULL DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX premises_contacts_user ON premises_contacts(user_id);
  CREATE INDEX premises_contacts_premises ON premises_contacts(premises_id);
  -- Staff and client organisations per development (global staff see every development).
  CREATE TABLE development_members (
    user_id TEXT NOT NULL REFERENCES users(id),
    development_id TEXT NOT NULL REFERENCES developments(id),
    role_payload TEXT NOT NULL,
    PRIMARY KEY (user_id, development_id)
  );
  `,
  `
  -- A new correspondence address (notification_preferences.email) waits here until the link
  -- e-mailed to it is opened: notices keep going to the current one meanwhile.
  ALTER TABLE users ADD COLUMN pending_notification_email TEXT;
  `,
];
