// A file the browser downloads from text made on the page (the statement's CSV): a Blob, an
// object URL, and a temporary <a download> clicked once. No data: URL and nothing inline, so a
// strict Content-Security-Policy has nothing to object to.

/**
 * How long the object URL outlives the click. Revoking it at once can cancel the download in
 * some browsers (Firefox reads the blob after the click returns); FileSaver.js waits 40 s.
 * @example setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
 */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Downloads `text` as a file named `fileName`. The link is added beside `near` (inside the
 * element's shadow root, so the host page's DOM is not touched; Firefox follows only links that
 * are in a document), clicked, and removed at once.
 * @example downloadText('statement.csv', csv, 'text/csv;charset=utf-8', buttonElement);
 */
export function downloadText(fileName: string, text: string, type: string, near: Element): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  near.after(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
