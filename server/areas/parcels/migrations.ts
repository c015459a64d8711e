import type { Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The parcels area's tables, as the query builder types them. */
export interface ParcelsTables {
  parcel_types: {
    id: string;
    name: string;
    /** The order the add form offers them in. */
    position: number;
  };
  parcels: {
    id: string;
    development_id: string;
    premises_id: string;
    type_id: string;
    /** yyyy-MM-dd, the day in Europe/London it arrived. */
    received_on: string;
    note: string | null;
    /** Null while it waits for collection. */
    collected_at: string | null;
    created_at: string;
  };
}

/** A row of `parcels`, as a query answers it. */
export type ParcelRecord = Selectable<ParcelsTables['parcels']>;

/**
 * A development's parcel book (spec 2 §3 Parcel, §7 Parcels): the kinds of parcel, reference data
 * every database has (as relationship types), and the parcels held for premises.
 * @example const area: ServerArea = { name: 'parcels', migrations: parcelsMigrations, seed, routes };
 */
export const parcelsMigrations: Migration[] = [
  `
  CREATE TABLE parcel_types (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL -- the order the add form offers them in
  );
  INSERT INTO parcel_types (id, name, position) VALUES
    ('pty-letter', 'Letter', 0),
    ('pty-small-parcel', 'Small parcel', 1),
    ('pty-large-parcel', 'Large parcel', 2),
    ('pty-perishable', 'Perishable', 3);
  CREATE TABLE parcels (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    premises_id TEXT NOT NULL REFERENCES premises(id),
    type_id TEXT NOT NULL REFERENCES parcel_types(id),
    received_on TEXT NOT NULL,  -- yyyy-MM-dd, the day in Europe/London it arrived
    note TEXT,
    collected_at TEXT,          -- null while it waits for collection
    created_at TEXT NOT NULL
  );
  CREATE INDEX parcels_development ON parcels(development_id, received_on);
  CREATE INDEX parcels_premises ON parcels(premises_id);
  `,
];
