// Every query of the documents area: a development's folders and files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DocumentFolder } from '../../../core/schemas/documents';
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import { filesDir } from '../developments';
import type { DocumentFileRow } from './migrations';

/**
 * The folders of a development in their order, each with its files by name (case aside).
 * @example const folders = await documentFolders(db, 'dev-riverside-wharf');
 */
export async function documentFolders(db: Db, developmentId: string): Promise<DocumentFolder[]> {
  const folders = await db
    .selectFrom('document_folders')
    .select(['id', 'name'])
    .where('development_id', '=', developmentId)
    .orderBy('position')
    .orderBy('name')
    .execute();
  const files = await db
    .selectFrom('document_files as f')
    .innerJoin('document_folders as d', 'd.id', 'f.folder_id')
    .selectAll('f')
    .where('d.development_id', '=', developmentId)
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.id')
    .execute();
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    files: files.filter((file) => file.folder_id === folder.id).map((file) => ({ id: file.id, name: file.name, size: file.size, updatedAt: file.updated_at })),
  }));
}

/**
 * A file of the development's folders, or undefined (also for another development's file).
 * @example const file = await findDocumentFile(db, 'dev-riverside-wharf', 'doc-lift-inspection');
 */
export function findDocumentFile(db: Db, developmentId: string, fileId: string): Promise<DocumentFileRow | undefined> {
  return db
    .selectFrom('document_files as f')
    .innerJoin('document_folders as d', 'd.id', 'f.folder_id')
    .selectAll('f')
    .where('f.id', '=', fileId)
    .where('d.development_id', '=', developmentId)
    .executeTakeFirst();
}

/**
 * The bytes of a stored document, or null when the file is missing from the folder.
 * @example const content = readDocument(ctx, file.stored_name);
 */
export function readDocument(ctx: AppContext, storedName: string): Buffer | null {
  try {
    return readFileSync(join(filesDir(ctx, 'documents'), storedName));
  } catch {
    return null;
  }
}
