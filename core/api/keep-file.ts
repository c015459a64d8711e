import type { Send } from './auth';

/**
 * A `send` for `request()` when the answer is a file, not the API's JSON envelope: a successful
 * answer's body goes to `keep` as a Blob and the client sees an empty 204, so the download keeps
 * the client's token, refresh on 401, time-out and error texts (a failure's body is the envelope,
 * read as usual).
 * @example let file: Blob | undefined; await request({ method: 'GET', path, schema: noData, send: sendKeepingFile((blob) => (file = blob)) });
 */
export function sendKeepingFile(keep: (file: Blob) => void): Send {
  return async (url, init) => {
    const response = await fetch(url, init);
    if (!response.ok) return response;
    keep(await response.blob());
    return new Response(null, { status: 204 });
  };
}
