/**
 * A development's parcel book (spec 2 §3 Parcel, §7 Parcels): the kinds of parcel, reference data
 * every database has (as relationship types), and the parcels held for premises.
 * @example const area: ServerArea = { name: 'parcels', migrations: parcelsMigrations, seed, routes };
 */
export const parcelsMigrations = [
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
  `
  -- The development of each parcel's notification (the notifications area's development_ids).
  UPDATE notifications SET development_ids = COALESCE((
    SELECT json_array(p.development_id) FROM parcels p WHERE p.id = substr(notifications.source, 8)
  ), '[]') WHERE source LIKE 'parcel:%';
  `,
];

/** The parcels area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface ParcelsTables {}
