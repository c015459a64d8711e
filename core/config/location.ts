import type { Config, Environment } from '../schemas';

/** The parts of `window.location` the configuration reads; tests pass a plain object. */
export type PageLocation = Pick<Location, 'hostname' | 'port' | 'search'>;

/** The reference API of local development . */
export const LOCAL_API_BASE_URL = 'http://localhost:4300';

/** The port of the local development shell. */
export const LOCAL_SHELL_PORT = '4200';

/** The query flag that points any page at the local API, e.g. `?localhost`. */
export const LOCALHOST_QUERY_FLAG = 'localhost';

/**
 * True when the page must call the local reference API instead of the configured one: it is served
 * on port 4200, or its query has the `localhost` flag. The flag counts by its presence,
 * whatever its value.
 * @example usesLocalApi({ hostname: 'portal.example.com', port: '', search: '?localhost' }) // true
 */
export function usesLocalApi(location: PageLocation | undefined): boolean {
  if (!location) return false;
  return location.port === LOCAL_SHELL_PORT || new URLSearchParams(location.search).has(LOCALHOST_QUERY_FLAG);
}

/** The environment named in a page title: the configuration's, or `localhost` on a local host. */
export type PageEnvironment = Environment | 'localhost';

/**
 * The environment of the page, for the title prefix (dev, stage, localhost, none in
 * production). A page on a loopback host (`localhost`, a `*.localhost` name, `127.0.0.1`, `[::1]`)
 * is `localhost` whatever its configuration says; otherwise the configuration's `environment`;
 * with no configuration or no `environment`, `production`, so an unknown deployment never shows a
 * misleading prefix.
 * @example detectEnvironment({ hostname: 'stage.portal.example.com' }, { environment: 'stage' }) // 'stage'
 */
export function detectEnvironment(
  location: Pick<PageLocation, 'hostname'>,
  config?: Pick<Config, 'environment'> | null,
): PageEnvironment {
  const host = location.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1') {
    return 'localhost';
  }
  return config?.environment ?? 'production';
}
