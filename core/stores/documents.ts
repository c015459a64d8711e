// One store per resource (core/README.md, Stores), by file like the others.
import { getDocuments } from '../api/endpoints/documents';
import type { DocumentFolder } from '../schemas/documents';
import { resourceStore, type ResourceStore } from './query';

const documents = { name: 'documents', load: (developmentId: string) => getDocuments(developmentId) };

/**
 * A development's documents: its folders with their files (`GET /developments/{id}/documents`).
 * @example const { data } = useStore(documentsStore('dev-riverside-wharf'));
 */
export function documentsStore(developmentId: string): ResourceStore<DocumentFolder[]> {
  return resourceStore(documents, developmentId);
}
