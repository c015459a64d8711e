import { array, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, nonNegativeInteger } from './common';
import { isoDateTime } from './instants';

/**
 * One file of a development's documents: the name it downloads under,
 * its size in bytes and when it last changed. Its content is `GET
 * /developments/{id}/documents/files/{fileId}`, base64 with the file name, the shape of a bill.
 *
 * @example
 * const file: DocumentFile = { id: 'doc-riverside-fire-risk', name: 'Fire risk assessment.pdf', size: 1024, updatedAt: '2026-11-01T09:00:00.000Z' };
 */
export const DocumentFile = type({
  id,
  name: string(),
  size: nonNegativeInteger,
  updatedAt: isoDateTime,
});
export type DocumentFile = Infer<typeof DocumentFile>;

/**
 * A folder of a development's documents with its files (the library folder of `/library/{developmentId}/{folderId}`).
 *
 * @example
 * const folder: DocumentFolder = { id: 'fld-riverside-building-safety', name: 'Building safety', files: [] };
 */
export const DocumentFolder = type({
  id,
  name: string(),
  files: array(DocumentFile),
});
export type DocumentFolder = Infer<typeof DocumentFolder>;

/**
 * The answer of `GET /developments/{id}/documents`: `data.folders`, in the order the development
 * keeps them, each with its files by name.
 *
 * @example
 * const { folders } = create(json.data, DocumentsResponse);
 */
export const DocumentsResponse = type({ folders: array(DocumentFolder) });
export type DocumentsResponse = Infer<typeof DocumentsResponse>;
