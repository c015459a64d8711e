// The documents pages' pure rules (spec 1 §2, spec 2 §2 documents area): their addresses, the
// library addresses that redirect to them, and what a file's line says.
import type { DocumentFolder } from '../../core/schemas/documents';

/**
 * The documents page of a development, with a folder open when one is named.
 * @example documentsPath('dev-riverside-wharf', 'fld-riverside-accounts') // '/documents/dev-riverside-wharf/fld-riverside-accounts'
 */
export function documentsPath(developmentId: string, folderId?: string): string {
  const development = `/documents/${encodeURIComponent(developmentId)}`;
  return folderId ? `${development}/${encodeURIComponent(folderId)}` : development;
}

/**
 * The library address of a folder (spec 2 §2: the development page's folder tiles link to it; the
 * shell redirects it to `documentsPath`).
 * @example libraryPath('dev-riverside-wharf', 'fld-riverside-accounts') // '/library/dev-riverside-wharf/fld-riverside-accounts'
 */
export function libraryPath(developmentId: string, folderId: string): string {
  return `/library/${encodeURIComponent(developmentId)}/${encodeURIComponent(folderId)}`;
}

/**
 * The folder the page opens: the one the address names (its path or `?folder=`), else the one
 * holding the file of `?file=`; undefined when it names none of the development's folders.
 * @example folderToOpen(folders, { file: 'doc-riverside-lift-inspection' }) // 'fld-riverside-building-safety'
 */
export function folderToOpen(folders: readonly DocumentFolder[], named: { folder?: string | undefined; file?: string | undefined }): string | undefined {
  if (named.folder) return folders.find((folder) => folder.id === named.folder)?.id;
  if (named.file) return folders.find((folder) => folder.files.some((file) => file.id === named.file))?.id;
  return undefined;
}

const sizeUnits = [
  [1024 * 1024, 'megabyte'],
  [1024, 'kilobyte'],
  [1, 'byte'],
] as const;

/**
 * A file's size as people read it, in en-GB: bytes, kB or MB with at most one decimal.
 * @example formatFileSize(1536) // '1.5 kB'
 */
export function formatFileSize(bytes: number): string {
  const [divisor, unit] = sizeUnits.find(([size]) => bytes >= size) ?? sizeUnits[2];
  // Short units read "1.5 kB", but "900 byte": bytes are spelt out.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat('en-GB', { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(bytes / divisor);
}
