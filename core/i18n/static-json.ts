/** What `fetchStaticJson` needs besides the URL; both have defaults for the browser. */
export interface StaticJsonOptions {
  /** The fetch to use; tests pass a fake. Default: the page's `fetch`. */
  fetch?: typeof fetch;
  /** Give up after this many milliseconds, so a server that never answers counts as a failure. Default 10000. */
  timeoutMs?: number;
}

/** How long a start-up file may take before the portal treats it as failed. */
export const STATIC_JSON_TIMEOUT_MS = 10_000;

/**
 * Fetches one of the static start-up files (the configuration files and the language file) and
 * parses it as JSON. These are plain `fetch` calls with no bearer token (config and
 * the language file are static, no auth), so they do not go through core/api. Rejects on a
 * network error, a timeout, a non-2xx status or a body that is not JSON; the caller validates the
 * parsed value.
 * @example const raw = await fetchStaticJson('/config/config.json');
 */
export async function fetchStaticJson(url: string, options: StaticJsonOptions = {}): Promise<unknown> {
  // Called through a wrapper, not as a detached `globalThis.fetch`, so the browser's fetch keeps
  // its global receiver.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const response = await fetchFn(url, {
    headers: { Accept: 'application/json' },
    // Revalidate with the server each start, so a changed banner or flag is seen at once even
    // behind a CDN cache.
    cache: 'no-cache',
    signal: AbortSignal.timeout(options.timeoutMs ?? STATIC_JSON_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as unknown;
}
