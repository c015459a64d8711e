import { useRef, useState } from 'react';
import { isApiError } from '../api/error';
import { Alert } from './Alert';
import { base64ToBlob, contentTypeOf, saveFile } from './download';

/**
 * A download as a view holds it (`useFileDownload`).
 * @example const { pending, error, start } = download;
 */
export interface FileDownload {
  pending: boolean;
  /** What to show when the last attempt failed; null otherwise. */
  error: string | null;
  start: () => Promise<void>;
}

/**
 * A file the API answers as base64 content with its name (a bill, a development's document), or
 * as the file itself (a report's CSV, `blob`), as a view downloads it: idle, pending while it is
 * fetched, then saved under its own name, or failed with the text to show (the `ApiError`'s
 * message with its prefix, else `failureText`).
 * @example const bill = useFileDownload(() => getBill(id, { errorPrefix }), errorPrefix); <button onClick={() => void bill.start()} />
 */
export function useFileDownload(
  load: () => Promise<{ content: string; fileName: string } | { blob: Blob; fileName: string }>,
  failureText: string,
): FileDownload {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  // A second press while the first is on its way is ignored, whatever the render it comes from.
  const inFlight = useRef(false);
  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState((current) => ({ ...current, pending: true }));
    try {
      const file = await load();
      saveFile('blob' in file ? file.blob : base64ToBlob(file.content, contentTypeOf(file.fileName)), file.fileName);
      setState({ pending: false, error: null });
    } catch (error) {
      setState({ pending: false, error: isApiError(error) ? error.message : failureText });
    } finally {
      inFlight.current = false;
    }
  };
  return { ...state, start };
}

/**
 * The failure of a download, once it is no longer pending: an error alert with Try again, which
 * starts it again (`onRetry` first, say to move focus where the new attempt shows).
 * @example <DownloadFailure download={download} />
 */
export function DownloadFailure({ download, onRetry, className }: { download: FileDownload; onRetry?: () => void; className?: string }) {
  if (!download.error || download.pending) return null;
  return (
    <Alert
      type="error"
      className={className}
      onRetry={() => {
        onRetry?.();
        void download.start();
      }}
    >
      {download.error}
    </Alert>
  );
}
