import { vi } from 'vitest';

/** What a fake URL answers: a JSON value, raw text, an HTTP status, a thrown error, or never. */
export type FakeAnswer = { json: unknown } | { text: string } | { status: number } | { error: Error } | 'hang';

/**
 * A `fetch` for tests of the static files a page loads before it talks to the API (the
 * configuration, the language file): it answers from a table of whole URLs (404 for any other)
 * and records the calls as a `vi.fn`. The API's fake is `fakeFetch` (fake-api.ts). A `hang` answer never resolves, but rejects when the request's signal aborts, as the real
 * fetch does on a timeout.
 * @example const fetch = fetchByUrl({ '/config/config.json': { json: config } });
 */
export function fetchByUrl(answers: Record<string, FakeAnswer>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = answers[String(input)];
    if (answer === undefined) return new Response('Not found', { status: 404 });
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if ('error' in answer) throw answer.error;
    if ('status' in answer) return new Response('{}', { status: answer.status });
    const body = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}
