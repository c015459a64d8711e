import type { Send } from './auth';

/**
 * How far an upload has gone: bytes sent of the bytes to send (`total` 0 until the browser knows).
 * @example const progress: UploadProgress = { loaded: 512_000, total: 1_024_000 };
 */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A `Send` that goes out as an `XMLHttpRequest` and reports the upload's progress. The client
 * sends through wretch, which sends through `fetch`, and `fetch` cannot report how much of a
 * request body has been sent, while a file upload must show it: so this one call leaves `fetch`
 * for `XMLHttpRequest`, and wretch takes it as its fetch (`send`). It honours the call's method,
 * headers, body and abort signal, and answers a `Response` like `fetch` (a network failure
 * rejects with a `TypeError`, an abort with an `AbortError`), so the client's time-out, token
 * refresh middleware and error handling apply to uploads unchanged.
 * @example await request({ method: 'POST', path, body: form, schema, send: sendWithProgress((p) => show(p)) });
 */
export function sendWithProgress(onProgress: (progress: UploadProgress) => void): Send {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const aborted = () => new DOMException('This operation was aborted', 'AbortError');
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
      xhr.addEventListener('load', () => {
        // A 204 (or any null-body status) cannot carry a body in a Response.
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers: responseHeaders(xhr) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Failed to upload')));
      xhr.addEventListener('abort', () => reject(aborted()));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
