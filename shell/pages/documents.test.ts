import { describe, expect, it } from 'vitest';
import { hrefFrom } from '../../core/elements/href';
import { sampleDocumentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { LIBRARY_FILE_HREF } from './developments';
import { documentsPath, folderToOpen, formatFileSize, libraryPath } from './documents';

const { folders } = sampleDocumentsResponse;

describe('the documents rules (spec 1 §2, spec 2 §2)', () => {
  it('builds the documents and library addresses, ids encoded', () => {
    expect(documentsPath(sampleIds.riversideWharf)).toBe('/documents/dev-riverside-wharf');
    expect(documentsPath(sampleIds.riversideWharf, 'a/b')).toBe('/documents/dev-riverside-wharf/a%2Fb');
    expect(libraryPath(sampleIds.riversideWharf, sampleIds.riversideAccounts)).toBe('/library/dev-riverside-wharf/fld-riverside-accounts');
  });

  it("links a news item's file and folder to the development's documents with the one to open", () => {
    expect(hrefFrom(LIBRARY_FILE_HREF, { type: 'file', id: sampleIds.liftInspection, developmentId: sampleIds.riversideWharf })).toBe(
      `/documents/dev-riverside-wharf?file=${sampleIds.liftInspection}`,
    );
    expect(hrefFrom(LIBRARY_FILE_HREF, { type: 'folder', id: sampleIds.riversideAccounts, developmentId: sampleIds.riversideWharf })).toBe(
      `/documents/dev-riverside-wharf?folder=${sampleIds.riversideAccounts}`,
    );
  });

  it('opens the folder the address names, or the folder of the named file; none for an unknown one', () => {
    expect(folderToOpen(folders, { folder: sampleIds.riversideAccounts })).toBe(sampleIds.riversideAccounts);
    expect(folderToOpen(folders, { file: sampleIds.liftInspection })).toBe(sampleIds.riversideBuildingSafety);
    expect(folderToOpen(folders, { folder: 'fld-gone' })).toBeUndefined();
    expect(folderToOpen(folders, {})).toBeUndefined();
  });

  it('says a size in bytes, kB or MB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
});
