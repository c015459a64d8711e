/**
 * A development's documents (spec 2 §2 documents area): folders, and the files in them, stored
 * under `<dataDir>/files/documents`.
 * @example const area: ServerArea = { name: 'documents', migrations: documentsMigrations, seed, routes };
 */
export const documentsMigrations = [
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

/** The documents area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface DocumentsTables {}
