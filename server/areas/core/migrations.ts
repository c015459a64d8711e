import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The `users` table: a column with a default is `Generated`, which an insert may leave out. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  email_confirmed: Generated<number>;
  title: string | null;
  first_name: string;
  last_name: string;
  /** JSON array of role types. */
  role_types: string;
  /** JSON array of role payloads. */
  role_payloads: string;
  has_been_downgraded: Generated<number>;
  mfa_enabled: Generated<number>;
  main_number: string | null;
  mobile_number: string | null;
  profile_picture_url: string | null;
  /** JSON, core/schemas NewsPreferences. */
  news_preferences: string;
  /** JSON, core/schemas NotificationPreferences. */
  notification_preferences: string;
  /** A new correspondence address, waiting until the link e-mailed to it is opened. */
  pending_notification_email: string | null;
  show_paperless_dialog: Generated<number>;
  feedback_last_response: number | null;
  feedback_datetime: string | null;
  /** JSON, core/schemas UserMetadata. */
  metadata: Generated<string>;
  created_at: string;
  /** Set while the password is one staff set: it then only leads to choosing a new one. */
  temporary_password_until: string | null;
}

/** A row of `users`, as a query answers it. */
export type UserRow = Selectable<UsersTable>;

/** The core area's tables, as the query builder types them. */
export interface CoreTables {
  users: UsersTable;
  developments: {
    id: string;
    name: string;
    address_line1: string;
    address_line2: string | null;
    city: string;
    postal_code: string;
    /** File name under <dataDir>/files/public. */
    image_file: string | null;
    has_facilities_booking: Generated<number>;
    has_ecomms_log_report: Generated<number>;
    has_site_staff: Generated<number>;
    has_client_portal: Generated<number>;
  };
  premises: {
    id: string;
    development_id: string;
    name: string;
    legal_owner: string;
    tenant_reference: string;
    hidden: Generated<number>;
    in_breach: Generated<number>;
    /** JSON, core/schemas CorrespondenceAddress. */
    correspondence_address: string;
    legal_owner_address: string;
    service_change_receive_post: Generated<number>;
    statutory_notices_receive_digital: Generated<number>;
  };
  relationship_types: {
    id: string;
    name: string;
    /** What premises_contacts.relationship stores for the type. */
    role_payload: 'owner' | 'subtenant';
    position: number;
  };
  premises_contacts: {
    id: string;
    premises_id: string;
    user_id: string | null;
    title: string | null;
    first_name: string;
    last_name: string;
    relationship: string;
    is_main_residence: Generated<number>;
    active: Generated<number>;
    /** The customers area's relationship type (relationship_types.id); null for the contacts sign-up makes. */
    relationship_type_id: string | null;
    /** What staff typed for a person not registered in the portal. */
    email: string | null;
    main_number: string | null;
    /** Ties the contacts (one per premises) of one unregistered person into one customer. */
    person_id: string | null;
    /** When the customer declined this contact staff made with their e-mail. */
    declined_at: string | null;
  };
  development_members: {
    user_id: string;
    development_id: string;
    role_payload: string;
  };
}

/** The records every other area refers to: users, developments, premises and who is whose. */
export const coreMigrations: Migration[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
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
    created_at TEXT NOT NULL,
    pending_notification_email TEXT,
    -- A password staff set (PUT /admin/users/{id}/password) is good only for choosing a new one,
    -- until this instant; NULL for a password the user chose (the auth area's rule).
    temporary_password_until TEXT
  );
  -- One account per address, whatever its case, on both databases.
  CREATE UNIQUE INDEX users_email ON users (lower(email));
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
  -- spec 2 §3 relationship types; reference data, so every database has them, demo or not.
  -- role_payload is what premises_contacts.relationship stores for the type: the role the
  -- portal gives the customer there (an owner's premises pages, a subtenant's lesser access).
  -- premises_contacts.relationship_type_id names one of them.
  CREATE TABLE relationship_types (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role_payload TEXT NOT NULL CHECK (role_payload IN ('owner', 'subtenant')),
    position INTEGER NOT NULL
  );
  INSERT INTO relationship_types (id, name, role_payload, position) VALUES
    ('rel-owner', 'Owner', 'owner', 1),
    ('rel-subtenant', 'Subtenant', 'subtenant', 2),
    ('rel-tenant', 'Tenant', 'subtenant', 3),
    ('rel-director', 'Director', 'owner', 4);
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
    active INTEGER NOT NULL DEFAULT 1,
    -- The rest is the customers area's (README.md there). The type the contact holds; null for
    -- the contacts sign-up makes, which hold their role payload's own type.
    relationship_type_id TEXT REFERENCES relationship_types(id),
    -- A person not registered in the portal has no user: staff keep their e-mail and main phone
    -- on the contact, and person_id ties their contacts (one per premises) into one customer.
    email TEXT,
    main_number TEXT,
    person_id TEXT,
    -- A contact staff made with a confirmed account's e-mail is offered to that customer, who
    -- takes it or declines it; a declined one is not offered again.
    declined_at TEXT
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
];
