import { atom } from 'nanostores';
import { validate } from 'superstruct';
import { activateFallbackCatalogue, fetchStaticJson } from '../i18n';
import { shared } from '../runtime';
import { Config, type FeatureFlag } from '../schemas/config';
import { LOCAL_API_BASE_URL, usesLocalApi, type PageLocation } from './location';

/**
 * The page's configuration: `loading` until `loadConfig` settles, then `ready` with the file that
 * was used, or `technical-issue` when neither file could be used (spec 1 §1, §8).
 */
export type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: Config; source: 'remote' | 'local' }
  | { status: 'technical-issue' };

/** A settled configuration state, as `loadConfig` resolves. */
export type SettledConfigState = Exclude<ConfigState, { status: 'loading' }>;

/**
 * The one configuration of the page, shared by the shell and every element.
 * @example const state = useStore($config); if (state.status === 'technical-issue') return <TechnicalIssue />;
 */
export const $config = shared('config.state', () => atom<ConfigState>({ status: 'loading' }));

/** Where the remote configuration is unless the page says otherwise. */
export const DEFAULT_REMOTE_CONFIG_URL = '/config/config.json';

/** Where the per-host local configuration is unless the page says otherwise; `{hostname}` is the page's host name. */
export const DEFAULT_LOCAL_CONFIG_URL = '/config/config.{hostname}.json';

/** The `<meta name>` with which a host page names the remote configuration's URL. */
export const CONFIG_URL_META = 'portico-config-url';

/** The `<meta name>` with which a host page names the local configuration's URL (may hold `{hostname}`). */
export const LOCAL_CONFIG_URL_META = 'portico-local-config-url';

/** What `loadConfig` needs; everything has a browser default. */
export interface LoadConfigOptions {
  /** The remote configuration's URL. Default: the `portico-config-url` meta, else `/config/config.json`. */
  remoteUrl?: string;
  /** The local configuration's URL, `{hostname}` filled in. Default: the `portico-local-config-url` meta, else `/config/config.{hostname}.json`. */
  localUrl?: string;
  /** The page's location; default `window.location`. */
  location?: PageLocation;
  /** Where to look for the meta tags; default `window.document`. */
  document?: Pick<Document, 'querySelector'>;
  /** The fetch to use; tests pass a fake. Default: the page's `fetch`. */
  fetch?: typeof fetch;
  /** Per file: give up after this many milliseconds. Default 10000. */
  timeoutMs?: number;
}

// The page's one load, in the page's runtime so that a second copy of the core joins it.
// `localApi` is decided once, when the configuration loads, so that the `localhost` query flag
// keeps the page on the local API after the router has navigated away from the URL that carried it.
const page = shared('config.load', () => ({
  pending: null as Promise<SettledConfigState> | null,
  localApi: undefined as boolean | undefined,
}));

/**
 * Loads the page's configuration (spec 1 §1): the remote file; if that fails, the per-host local
 * file; if that also fails, the `technical-issue` state. A file fails when it cannot be fetched
 * (network, timeout, non-2xx), is not JSON, or does not match `Config`. The page has one
 * configuration load: concurrent and later calls get the first call's promise, whatever options
 * they pass. Never rejects. On `technical-issue` the built-in fallback catalogue is activated, so
 * the shell can show the technical-issue message although no language file was named.
 * @example const state = await loadConfig(); if (state.status === 'ready') appendStyleUrls(state.config, document);
 */
export function loadConfig(options: LoadConfigOptions = {}): Promise<SettledConfigState> {
  page.pending ??= load(options);
  return page.pending;
}

async function load(options: LoadConfigOptions): Promise<SettledConfigState> {
  const location = options.location ?? globalThis.location;
  page.localApi = usesLocalApi(location);
  const doc = options.document ?? globalThis.document;
  const remoteUrl = options.remoteUrl ?? metaContent(doc, CONFIG_URL_META) ?? DEFAULT_REMOTE_CONFIG_URL;
  const localUrl = (options.localUrl ?? metaContent(doc, LOCAL_CONFIG_URL_META) ?? DEFAULT_LOCAL_CONFIG_URL).replaceAll(
    '{hostname}',
    encodeURIComponent(location?.hostname ?? 'localhost'),
  );

  for (const [source, url] of [['remote', remoteUrl], ['local', localUrl]] as const) {
    try {
      const [invalid, config] = validate(await fetchStaticJson(url, options), Config);
      if (invalid) throw invalid;
      return settle({ status: 'ready', config, source });
    } catch (error) {
      // Operators need to see why a file was passed over; the page itself shows nothing yet.
      console.warn(`Portico: the ${source} configuration ${url} could not be used`, error);
    }
  }
  activateFallbackCatalogue();
  return settle({ status: 'technical-issue' });
}

function settle(state: SettledConfigState): SettledConfigState {
  $config.set(state);
  return state;
}

function metaContent(doc: Pick<Document, 'querySelector'> | undefined, name: string): string | undefined {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/**
 * The API base URL without a trailing slash: `http://localhost:4300` when the page is on port
 * 4200 or had the `localhost` query flag when the configuration loaded (spec 1 §9), otherwise the
 * configuration's `baseUrl`. Throws when neither applies because the configuration is not ready
 * (still loading, or technical-issue): await `loadConfig()` before the first call.
 * @example const url = `${getApiBaseUrl()}/charges`;
 */
export function getApiBaseUrl(): string {
  if (page.localApi ?? usesLocalApi(globalThis.location)) return LOCAL_API_BASE_URL;
  const state = $config.get();
  if (state.status !== 'ready') {
    throw new Error(`Portico: the API base URL was asked for while the configuration is ${state.status}`);
  }
  return state.config.baseUrl.replace(/\/+$/, '');
}

/**
 * True when the configuration is ready and turns `flag` on; an absent flag, or a configuration
 * that is not ready, means off. A component passes the state it subscribed to, so that it
 * re-renders when the configuration arrives.
 * @example const showResend = isFeatureEnabled('ShowResendMfaCodeButton', useStore($config));
 */
export function isFeatureEnabled(flag: FeatureFlag, state: ConfigState = $config.get()): boolean {
  return state.status === 'ready' && state.config.featureFlags?.[flag] === true;
}
