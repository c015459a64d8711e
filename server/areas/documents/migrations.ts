import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The documents area's tables, as the query builder types them. */
export interface DocumentsTables {
  document_folders: {
    id: string;
    development_id: string;
    name: string;
    /** Order within the development. */
    position: Generated<number>;
  };
  document_files: {
    id: string;
    folder_id: string;
    /** The name it downloads under. */
    name: string;
    /** Under <dataDir>/files/documents. */
    stored_name: string;
    /** Bytes. */
    size: number;
    updated_at: string;
  };
}

/** A row of `document_files`, as a query answers it. */
export type DocumentFileRow = Selectable<DocumentsTables['document_files']>;

/**
 * A development's documents (spec 2 §2 documents area): folders, and the files in them, stored
 * under `<dataDir>/files/documents`.
 * @example const area: ServerArea = { name: 'documents', migrations: documentsMigrations, seed, routes };
 */
export const documentsMigrations: Migration[] = [
  `
  CREATE TABLE document_folders (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0 -- order within the development
  );
  CREATE INDEX document_folders_development ON document_folders(development_id, position);
  CREATE TABLE document_files (
    id TEXT PRIMARY KEY,
    folder_id TEXT NOT NULL REFERENCES document_folders(id),
    name TEXT NOT NULL,                 -- the name it downloads under
    stored_name TEXT NOT NULL,          -- under <dataDir>/files/documents
    size INTEGER NOT NULL,              -- bytes
    updated_at TEXT NOT NULL
  );
  CREATE INDEX document_files_folder ON document_files(folder_id, name);
  `,
];
