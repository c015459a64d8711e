import type { Migration } from '../../database/migration';

/** The import area's tables, as the query builder types them. */
export interface ImportTables {
  /** Which Portico record each of the agent's own references names, per kind of record. */
  import_references: {
    /** developments, premises, customers, customer-relationships, charge-accounts or transactions. */
    kind: string;
    /** The agent's reference, as the file wrote it (surrounding spaces removed). */
    reference: string;
    /** The Portico id: a development, premises, contact (a customer's first), charge account or statement line. */
    record_id: string;
  };
}

/**
 * The agent's references and the records they name: what makes importing the same file twice
 * change nothing, and a changed row update its record.
 * @example const area: ServerArea = { name: 'import', migrations: importMigrations, routes };
 */
export const importMigrations: Migration[] = [
  `
  -- One record per reference and kind; the same reference may name a premises and an account.
  CREATE TABLE import_references (
    kind TEXT NOT NULL,
    reference TEXT NOT NULL,
    record_id TEXT NOT NULL,
    PRIMARY KEY (kind, reference)
  );
  `,
];
