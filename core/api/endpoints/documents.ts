// spec 2 §2: a development's documents (folders and files) and a file's download.
import { Bill } from '../../schemas/charges';
import { DocumentsResponse, type DocumentFolder } from '../../schemas/documents';
import { apiPath, request, type CallOptions } from '../client';

/**
 * `GET /developments/{id}/documents`: the development's folders in order, each with its files
 * (the answer's `data.folders`).
 * @example const folders = await getDocuments('dev-riverside-wharf');
 */
export async function getDocuments(developmentId: string, call?: CallOptions): Promise<DocumentFolder[]> {
  const { folders } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/documents`, schema: DocumentsResponse, ...call });
  return folders;
}

/**
 * `GET /developments/{id}/documents/files/{fileId}`: one file as base64 content with the name it
 * is saved under, the shape of a bill.
 * @example const { content, fileName } = await getDocumentFile('dev-riverside-wharf', 'doc-riverside-lift-inspection');
 */
export function getDocumentFile(developmentId: string, fileId: string, call?: CallOptions): Promise<Bill> {
  return request({ method: 'GET', path: apiPath`/developments/${developmentId}/documents/files/${fileId}`, schema: Bill, ...call });
}
