import { atom } from 'nanostores';
import { StructError, validate } from 'superstruct';
import { activateBuiltInEnglish, fetchStaticJson } from '../i18n';
import { shared } from '../runtime';
import { Config, type FeatureFlag } from '../schemas/config';
import { IN_CDN_BUNDLE } from './bundle';
import { LOCAL_API_BASE_URL, usesLocalApi, type PageLocation } from './location';

/**
 * The page's configuration: `loading` until `loadConfig` settles, then `ready` with the file that
 * was used, or `technical-issue` when neither file could be used.
 */
export type ConfigState =
  | { status: 'loading' }
  /** `url`: the address of the file used, absolute (states that tests make may leave it out). */
  | { status: 'ready'; config: Config; source: 'remote' | 'local'; url?: string }
  | { status: 'technical-issue'; problem: ConfigProblem };

/**
 * Why the remote configuration could not be used, for the message a deployer reads: `missing`
 * (no answer, or not a 2xx), `blocked` (the page's Content-Security-Policy refused the fetch; its
 * `connect-src` needs `origin`), `unreadable` (not JSON, or not an object), or `invalid` with
 * every field that is wrong, each with what is wrong (`fields`, one line for the message).
 * @example { kind: 'invalid', url: 'https://cdn.agent.example/portico/config.json', fields: 'baseUrl: missing; banners.0.enabled: Expected a value of type `boolean`, but received: `"yes"`' }
 */
export type ConfigProblem =
  | { kind: 'missing'; url: string }
  | { kind: 'blocked'; url: string; origin: string }
  | { kind: 'unreadable'; url: string }
  | { kind: 'invalid'; url: string; fields: string };

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
  /** The remote configuration's URL. Default: the `portico-config-url` meta, else `config.json` in `base`, else `/config/config.json`. */
  remoteUrl?: string;
  /** The local configuration's URL, `{hostname}` filled in. Default: the `portico-local-config-url` meta, else `config.{hostname}.json` in `base`, else `/config/config.{hostname}.json`. */
  localUrl?: string;
  /**
   * The folder the default files are in, absolute and ending in `/`: the element bundles pass
   * their own folder, so a copied CDN folder finds its `config.json` wherever it is served.
   * Absent: the page's `/config/` (the portal shell).
   */
  base?: string;
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
 * Loads the page's configuration: the remote file; if that fails, the per-host local
 * file; if that also fails, the `technical-issue` state. A file fails when it cannot be fetched
 * (network, timeout, non-2xx), is not JSON, or does not match `Config`. The page has one
 * configuration load: concurrent and later calls get the first call's promise, whatever options
 * they pass. Never rejects. On `technical-issue` (with the remote file's `problem`) the built-in
 * English is activated, so the message can be shown although no language file was named.
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
  const inBase = (name: string) => (options.base ? new URL(name, options.base).href : undefined);
  const remoteUrl = options.remoteUrl ?? metaContent(doc, CONFIG_URL_META) ?? inBase('config.json') ?? DEFAULT_REMOTE_CONFIG_URL;
  const hostname = encodeURIComponent(location?.hostname ?? 'localhost');
  const localUrl = (options.localUrl ?? metaContent(doc, LOCAL_CONFIG_URL_META) ?? inBase(`config.${hostname}.json`) ?? DEFAULT_LOCAL_CONFIG_URL).replaceAll(
    '{hostname}',
    hostname,
  );

  // A fetch the page's Content-Security-Policy refuses fails like a network error; only this
  // event tells the two apart. It stays: it records little, and only what the policy blocked.
  const blocked = new Set<string>();
  globalThis.addEventListener?.('securitypolicyviolation', (event) => blocked.add(event.blockedURI));
  let remoteError: unknown;
  for (const [source, url] of [['remote', remoteUrl], ['local', localUrl]] as const) {
    try {
      const [invalid, file] = validate(await fetchStaticJson(url, options), Config);
      if (invalid) throw invalid;
      // The defaults of the fields a file may leave out (core/schemas `Config`).
      return settle({ status: 'ready', config: { availableLangs: ['en'], styleUrls: [], banners: [], ...file }, source, url: absolute(url) });
    } catch (error) {
      // Operators need to see why a file was passed over, every wrong field of it; the page shows
      // the remote file's problem.
      console.warn(`Portico: the ${source} configuration ${url} could not be used`, error instanceof StructError ? error.failures() : error);
      remoteError ??= error;
    }
  }
  // No language file can be named without a configuration: the texts are the built-in English.
  // What went wrong is worked out on demand too, and by then the browser has dispatched the
  // violation events, which follow the failed fetch.
  const [{ configProblem }] = await Promise.all([import('./problem'), activateBuiltInEnglish()]);
  return settle({ status: 'technical-issue', problem: configProblem(absolute(remoteUrl), remoteError, blocked) });
}

/** `url` resolved against the page: the message names the real address, and a relative language URL resolves against it. */
function absolute(url: string): string {
  const page = globalThis.location?.href;
  try {
    return page ? new URL(url, page).href : url;
  } catch {
    return url;
  }
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
 * 4200 or had the `localhost` query flag when the configuration loaded (never in the
 * CDN bundles), otherwise the configuration's `baseUrl`. Throws when neither applies because the configuration is not ready
 * (still loading, or technical-issue): await `loadConfig()` before the first call.
 * @example const url = `${getApiBaseUrl()}/charges`;
 */
export function getApiBaseUrl(): string {
  if (!IN_CDN_BUNDLE && (page.localApi ?? usesLocalApi(globalThis.location))) return LOCAL_API_BASE_URL;
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
