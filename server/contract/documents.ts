// A development's documents (server/areas/documents): its members only.
import { Bill } from '../../core/schemas';
import { DocumentsResponse } from '../../core/schemas/documents';
import { sampleBill } from '../../core/testing/samples/charges';
import { sampleDocumentsResponse } from '../../core/testing/samples/developments';
import { EVERYONE, type Operation } from './operation';

const tag = 'Documents';

/** The document folders of a development and a file of them. */
export const documentsOperations: readonly Operation[] = [
  {
    method: 'GET',
    route: '/developments/:id/documents',
    tag,
    summary: 'The development’s document folders and files',
    description: 'The development’s residents, client organisation and staff.',
    withoutIt:
      'The documents page and the development page’s documents card show their load failure with Retry, and so does the news editor’s list of documents to link; the rest of each page works.',
    access: 'user',
    callers: EVERYONE,
    params: { id: 'The development' },
    answer: { status: 200, data: DocumentsResponse, example: sampleDocumentsResponse },
    failures: [404],
  },
  {
    method: 'GET',
    route: '/developments/:id/documents/files/:fileId',
    tag,
    summary: 'One document, as base64 content and a file name',
    withoutIt: 'Downloading a document, from the documents page or a news item’s linked file, says the download failed.',
    access: 'user',
    callers: EVERYONE,
    params: { id: 'The development', fileId: 'The document' },
    answer: { status: 200, data: Bill, example: sampleBill },
    failures: [404],
  },
];
