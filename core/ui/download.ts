// Saving a file the page holds in memory (a bill the API sent as base64, a CSV made in the
// browser) under its own name. A temporary `<a download>` on an object URL is the one way that
// works under a strict Content-Security-Policy: no data: URL navigation, no window.open, no
// inline script. The anchor is never put in the document, so a host page's click handlers (a
// router that intercepts links) never see it.

/** How long an object URL outlives its click: long enough for a slow disk or a save-as prompt. */
const REVOKE_AFTER_MS = 40_000;

/** Content types by file extension, for the few kinds of file the portal hands out. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

/**
 * The content type of a file by its extension; `application/octet-stream` for anything else.
 * @example contentTypeOf('Flat 1 service charge.pdf') // 'application/pdf'
 */
export function contentTypeOf(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Standard base64 (as the API sends file content, core/schemas `base64`) as a Blob of `type`.
 * @example const pdf = base64ToBlob(bill.content, 'application/pdf');
 */
export function base64ToBlob(content: string, type: string): Blob {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * Hands `blob` to the browser as a download named `fileName`: a temporary `<a download>` on an
 * object URL, clicked and let go; the URL is revoked once the download has had time to start.
 * @example saveFile(base64ToBlob(bill.content, contentTypeOf(bill.fileName)), bill.fileName);
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
