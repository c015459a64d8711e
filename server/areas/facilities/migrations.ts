import type { Generated, Selectable } from 'kysely';
import type { BookingState } from '../../../core/schemas';
import type { Migration } from '../../database/migration';

/**
 * Facilities, their images and the users allowed to book them, customer groups, and bookings.
 * @example const area: ServerArea = { name: 'facilities', migrations: facilitiesMigrations, seed, routes };
 */
export const facilitiesMigrations: Migration[] = [
  `
  -- spec 2 §3 Facility; the rules as core/schemas FacilityRules has them.
  CREATE TABLE facilities (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    description TEXT,
    slot_type TEXT NOT NULL CHECK (slot_type IN ('flexible', 'fixed')),
    lead_time_minutes INTEGER CHECK (lead_time_minutes >= 0),          -- null: no lead time
    horizon_days INTEGER CHECK (horizon_days >= 0),                    -- null: no horizon
    minimum_slot_minutes INTEGER NOT NULL CHECK (minimum_slot_minutes >= 0),
    buffer_minutes INTEGER NOT NULL CHECK (buffer_minutes >= 0),
    business_days TEXT NOT NULL,        -- JSON, core/schemas BusinessDays
    fixed_slots TEXT NOT NULL DEFAULT '[]', -- JSON, core/schemas FixedSlot[]
    max_upcoming_bookings INTEGER CHECK (max_upcoming_bookings >= 0), -- per user; null: no cap
    created_at TEXT NOT NULL,
    -- A deleted facility keeps its row, so that its residents' past and cancelled bookings still
    -- read with its name; every route but those bookings treats it as gone.
    deleted_at TEXT
  );
  CREATE INDEX facilities_development ON facilities(development_id, name);

  -- spec 2 §2: a facility's images, one of them the main image.
  CREATE TABLE facility_images (
    id TEXT PRIMARY KEY,
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    name TEXT NOT NULL,
    file_name TEXT NOT NULL,            -- under <dataDir>/files/public
    is_main_image INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE UNIQUE INDEX facility_images_one_main ON facility_images(facility_id) WHERE is_main_image = 1;

  -- The users allowed to book a facility themselves (spec 2 §2 "manage the users allowed").
  CREATE TABLE facility_users (
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (facility_id, user_id)
  );

  -- spec 2 §3 Customer group: its users may book its facilities.
  CREATE TABLE customer_groups (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT,
    development_id TEXT NOT NULL REFERENCES developments(id),
    created_at TEXT NOT NULL
  );
  CREATE INDEX customer_groups_development ON customer_groups(development_id, name);
  CREATE TABLE customer_group_users (
    group_id TEXT NOT NULL REFERENCES customer_groups(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (group_id, user_id)
  );
  CREATE TABLE customer_group_facilities (
    group_id TEXT NOT NULL REFERENCES customer_groups(id),
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    PRIMARY KEY (group_id, facility_id)
  );
  CREATE INDEX customer_group_facilities_facility ON customer_group_facilities(facility_id);

  -- spec 2 §3 Booking; the contact is the user who booked. Instants are ISO 8601 in UTC
  -- (toISOString), so they compare as text.
  CREATE TABLE bookings (
    id TEXT PRIMARY KEY,
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'cancelled', 'cancelled_by_staff')),
    start_at TEXT NOT NULL,
    end_at TEXT NOT NULL CHECK (end_at > start_at),
    note TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX bookings_facility_time ON bookings(facility_id, start_at);
  CREATE INDEX bookings_user ON bookings(user_id, end_at);
  `,
];

/** The `facilities` table (spec 2 §3 Facility). */
export interface FacilitiesTable {
  id: string;
  development_id: string;
  name: string;
  description: string | null;
  slot_type: 'flexible' | 'fixed';
  /** Null: no lead time. */
  lead_time_minutes: number | null;
  /** Null: no horizon. */
  horizon_days: number | null;
  minimum_slot_minutes: number;
  buffer_minutes: number;
  /** JSON, core/schemas BusinessDays. */
  business_days: string;
  /** JSON, core/schemas FixedSlot[]. */
  fixed_slots: Generated<string>;
  /** Per user; null: no cap. */
  max_upcoming_bookings: number | null;
  created_at: string;
  /** Set when staff deleted the facility: its row stays for its bookings' sake. */
  deleted_at: string | null;
}

/** The `bookings` table (spec 2 §3 Booking): instants are ISO 8601 UTC strings. */
export interface BookingsTable {
  id: string;
  facility_id: string;
  user_id: string;
  state: BookingState;
  start_at: string;
  end_at: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of `facilities`, as a query answers it. */
export type FacilityRow = Selectable<FacilitiesTable>;

/** The facilities area's tables, as the query builder types them. */
export interface FacilitiesTables {
  facilities: FacilitiesTable;
  facility_images: {
    id: string;
    facility_id: string;
    name: string;
    /** Under <dataDir>/files/public. */
    file_name: string;
    is_main_image: Generated<number>;
    position: Generated<number>;
  };
  facility_users: { facility_id: string; user_id: string };
  customer_groups: {
    id: string;
    name: string;
    description: string | null;
    development_id: string;
    created_at: string;
  };
  customer_group_users: { group_id: string; user_id: string };
  customer_group_facilities: { group_id: string; facility_id: string };
  bookings: BookingsTable;
}
