// Loaded on demand (LibraryFiles.tsx) when a reader opens a file: the news element itself never
// carries the documents endpoint.
import { getDocumentFile } from '../../core/api/endpoints/documents';
import { t } from '../../core/i18n';
import type { LinkedLibraryFile } from '../../core/schemas/news';

/**
 * A linked file's content and name, from its development's documents (the API's bearer-token
 * download: a bare link to the API would be refused).
 * @example saveFile(...await libraryFileContent(link.payload));
 */
export function libraryFileContent(file: LinkedLibraryFile['payload']): Promise<{ content: string; fileName: string }> {
  return getDocumentFile(file.developmentId, file.id, { errorPrefix: t('documents.download.failed') });
}
