import type { Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The customers area's tables, as the query builder types them. Its columns of `premises_contacts` are defined with that table, in the core area. */
export interface CustomersTables {
  customer_files: {
    id: string;
    /** The customer as the API names them: their user, or their first contact (or its person_id). */
    customer_id: string;
    /** The development whose managing agent holds it: only its staff see it. */
    development_id: string;
    name: string;
    /** File name under <dataDir>/files/customers. */
    stored_name: string;
    content_type: string;
    size: number;
    updated_at: string;
  };
}

/** A row of `customer_files`, as a query answers it. */
export type CustomerFileRecord = Selectable<CustomersTables['customer_files']>;

/**
 * What staff hold about a customer beyond the core's premises contacts: the customer's files (the
 * relationship types are core's, as premises contacts name them). The contact details of people not registered in the portal, and the
 * offers' declines, are columns of `premises_contacts` (core/migrations.ts).
 * @example const area: ServerArea = { name: 'customers', migrations: customersMigrations, seed, routes };
 */
export const customersMigrations: Migration[] = [
  `
  -- customer_id is the customer as the API names them: their user, or their first contact. A file
  -- is held by one development's managing agent and shown only to its staff.
  CREATE TABLE customer_files (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    stored_name TEXT NOT NULL,         -- file name under <dataDir>/files/customers
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX customer_files_customer ON customer_files(customer_id, development_id, updated_at);
  `,
];
