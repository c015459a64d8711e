import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { TICKET_ATTACHMENT_MAX_BYTES, withoutControlCharacters } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { HttpError } from '../../http/errors';
import { requestsMessages } from './messages';

/**
 * The largest attachment accepted: 10 MB, the limit the portal checks before it uploads.
 * @example if (file.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
 */
export const MAX_ATTACHMENT_BYTES = TICKET_ATTACHMENT_MAX_BYTES;

/**
 * The kinds of file a request accepts: PDF, JPEG, PNG, HEIC, plain text and Word documents.
 * @example const kind: AttachmentKind = 'pdf';
 */
export type AttachmentKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'text' | 'doc' | 'docx';

const kinds: Record<AttachmentKind, { label: string; contentType: string; declared: readonly string[]; extensions: readonly string[] }> = {
  pdf: { label: 'PDF', contentType: 'application/pdf', declared: ['application/pdf'], extensions: ['pdf'] },
  jpeg: { label: 'JPEG image', contentType: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg'] },
  png: { label: 'PNG image', contentType: 'image/png', declared: ['image/png'], extensions: ['png'] },
  heic: { label: 'HEIC image', contentType: 'image/heic', declared: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'], extensions: ['heic', 'heif'] },
  text: { label: 'plain text file', contentType: 'text/plain; charset=utf-8', declared: ['text/plain'], extensions: ['txt'] },
  doc: { label: 'Word document', contentType: 'application/msword', declared: ['application/msword'], extensions: ['doc'] },
  docx: {
    label: 'Word document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
  },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// ISO base media brands of HEIF/HEIC stills and sequences (ISO/IEC 23008-12).
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

// What each kind's content must look like. Plain text has no signature: it must be UTF-8 without
// control characters other than tab, line feed, form feed and carriage return.
const contentMatches: Record<AttachmentKind, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, ascii('%PDF-')),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  heic: (bytes) => startsWith(bytes, ascii('ftyp'), 4) && heifBrands.has(String.fromCharCode(...bytes.subarray(8, 12))),
  text: (bytes) => {
    try {
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(utf8.decode(bytes));
    } catch {
      return false;
    }
  },
  // Word 97-2003: an OLE compound file.
  doc: (bytes) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // Word 2007+: a ZIP whose entries include the word/ part (entry names are stored uncompressed).
  docx: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/'),
};

/**
 * Why a file was refused, for the 415 message.
 * @example const refusal: AttachmentRefusal = { reason: 'content', expected: 'PNG image' };
 */
export type AttachmentRefusal = { reason: 'type'; declared: string } | { reason: 'content'; expected: string };

/**
 * Decides whether an upload is one of the accepted kinds, and which. The declared type (or, when
 * the browser declared none or `application/octet-stream`, the name's extension) says what the
 * file claims to be; its bytes must then look like that (magic bytes), so a renamed executable or
 * an HTML page sent as `image/png` is refused.
 * @example const verdict = checkAttachment(bytes, file.type, file.name); if ('reason' in verdict) throw new HttpError(415, [...]);
 */
export function checkAttachment(bytes: Uint8Array, declaredType: string, fileName: string): { kind: AttachmentKind; contentType: string } | AttachmentRefusal {
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const entries = Object.entries(kinds) as [AttachmentKind, (typeof kinds)[AttachmentKind]][];
  let kind: AttachmentKind | undefined;
  if (declared === '' || declared === 'application/octet-stream') {
    const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
    kind = entries.find(([, spec]) => spec.extensions.includes(extension))?.[0];
  } else {
    kind = entries.find(([, spec]) => spec.declared.includes(declared))?.[0];
  }
  if (kind === undefined) return { reason: 'type', declared: declared || fileName };
  if (!contentMatches[kind](bytes)) return { reason: 'content', expected: kinds[kind].label };
  return { kind, contentType: kinds[kind].contentType };
}

/**
 * The checks every uploaded attachment passes (requests' and tasks' files alike): at most
 * MAX_ATTACHMENT_BYTES (413), one of the accepted kinds with content to match (415). Answers the
 * name to keep and the type to serve it with.
 * @example const { name, contentType } = acceptAttachment(bytes, file.type, file.name);
 */
export function acceptAttachment(bytes: Uint8Array, declaredType: string, fileName: string): { name: string; contentType: string } {
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new HttpError(413, [requestsMessages.tooLarge]);
  const name = safeFileName(fileName);
  const verdict = checkAttachment(bytes, declaredType, name);
  if ('reason' in verdict) {
    throw new HttpError(415, [verdict.reason === 'type' ? requestsMessages.typeNotAccepted(verdict.declared) : requestsMessages.contentMismatch(verdict.expected)]);
  }
  return { name, contentType: verdict.contentType };
}

/**
 * The uploader's file name made safe to show and to send back: no folders, no control characters
 * or direction overrides (`invoice\u202efdp.exe` shows as `invoiceexe.pdf`), at most 255
 * characters, never empty. It is never used as a path.
 * @example safeFileName('C:\\Users\\olivia\\leak.jpg'); // 'leak.jpg'
 */
export function safeFileName(name: string): string {
  const base = withoutControlCharacters(name.split(/[\\/]/).pop() ?? '').trim();
  return [...base].slice(0, 255).join('') || 'attachment';
}

/**
 * A `Content-Disposition: attachment` header naming the file: a plain ASCII fallback and the exact
 * name percent-encoded as UTF-8 (RFC 6266, RFC 8187), so quotes, semicolons or line breaks in a
 * name cannot break or add to the header.
 * @example contentDisposition('Gas bill "May".pdf'); // attachment; filename="Gas bill _May_.pdf"; filename*=UTF-8''Gas%20bill%20%22May%22.pdf
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function attachmentsDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'files', 'attachments');
}

/**
 * Writes an attachment's bytes under `<dataDir>/files/attachments/` with a new random name, and
 * answers that name (the uploader's name is only ever data, never part of a path).
 * @example const storedName = storeAttachment(ctx, bytes);
 */
export function storeAttachment(ctx: AppContext, bytes: Uint8Array): string {
  const dir = attachmentsDir(ctx);
  mkdirSync(dir, { recursive: true });
  const storedName = randomUUID();
  writeFileSync(join(dir, storedName), bytes, { flag: 'wx', mode: 0o600 });
  return storedName;
}

/**
 * The bytes of a stored attachment.
 * @example const bytes = readAttachment(ctx, row.stored_name);
 */
export function readAttachment(ctx: AppContext, storedName: string): Buffer {
  return readFileSync(join(attachmentsDir(ctx), storedName));
}

/**
 * Deletes a stored attachment's bytes (gone already is fine).
 * @example removeAttachment(ctx, row.stored_name);
 */
export function removeAttachment(ctx: AppContext, storedName: string): void {
  rmSync(join(attachmentsDir(ctx), storedName), { force: true });
}

/**
 * The download answer of a stored attachment: its bytes, its type, `Content-Disposition:
 * attachment` with its name, never sniffed or cached.
 * @example return attachmentAnswer(c, ctx, row);
 */
export function attachmentAnswer(c: Context, ctx: AppContext, file: { name: string; stored_name: string; content_type: string }): Response {
  return c.body(new Uint8Array(readAttachment(ctx, file.stored_name)), 200, {
    'Content-Type': file.content_type,
    'Content-Disposition': contentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}
