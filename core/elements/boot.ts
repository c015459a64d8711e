import { loadConfig, type SettledConfigState } from '../config';
import { loadLanguage, type LoadLanguageOptions } from '../i18n';
import { shared } from '../runtime';
import { $isSignedIn, $user } from '../session/state';
import { loadUser } from '../session/user';

/**
 * The attribute any Portico element accepts to name the configuration file, as the
 * `<meta name="portico-config-url">` tag does for the whole page (the documented place). The first
 * element on the page to boot the runtime decides; it wins over the meta tag.
 * @example <portico-signin config-url="https://cdn.agent.example/portico/config.json"></portico-signin>
 */
export const CONFIG_URL_ATTRIBUTE = 'config-url';

/** Where the page's runtime finds the files it starts with, unless the page names them. */
export interface BootOptions {
  /** The configuration's URL (an element's `config-url`); wins over the meta tag. */
  configUrl?: string;
  /**
   * The folder of the element bundles (absolute, ending in `/`), where `config.json` and
   * `i18n/{lang}.json` are by default. Absent (the portal shell): `/config/` and `/i18n/`.
   */
  base?: string;
  /**
   * No language file is served (the React components): without a `languageUrl` in the
   * configuration, English comes with the code, and another language from `/i18n/{lang}.json`.
   */
  builtInEnglish?: boolean;
}

// One boot per page, in the page's runtime: every element of every copy of the core joins it.
const page = shared('elements.boot', () => ({ pending: null as Promise<void> | null, userFailure: null as unknown }));

/**
 * Starts the page's runtime once: the configuration (from `configUrl` when given, else the
 * `portico-config-url` meta tag, else `config.json` in `base`, else `/config/config.json`), then,
 * side by side, the language file (the configuration's `languageUrl`, relative to the
 * configuration's address, else `i18n/{lang}.json` in `base`, else the built-in English when
 * `builtInEnglish`, else `/i18n/{lang}.json`) and the
 * signed-in user when the page holds a session but no user yet (one `GET /user` for all
 * elements). Later calls get the first call's promise, whatever they pass. Never rejects: the
 * stores (`$config`, `$language`, `$user`) say how each step ended.
 * @example await bootPage({ configUrl: element.getAttribute('config-url') ?? undefined, base: 'https://cdn.agent.example/portico/' });
 */
export function bootPage(options: BootOptions = {}): Promise<void> {
  page.pending ??= boot(options);
  return page.pending;
}

async function boot({ configUrl, base, builtInEnglish }: BootOptions): Promise<void> {
  const state = await loadConfig({ ...(configUrl ? { remoteUrl: configUrl } : {}), ...(base ? { base } : {}) });
  if (state.status !== 'ready') return;
  // Both need only the configuration: side by side, a signed-in page waits for one round trip
  // less before it shows.
  await Promise.all([loadLanguage(state.config, languageSource(state, base, builtInEnglish)), loadSignedInUser()]);
}

/** The configuration's own `languageUrl` resolves against the configuration's address; the default lives in `base`, or in the code. */
function languageSource(state: Extract<SettledConfigState, { status: 'ready' }>, base?: string, builtInEnglish?: boolean): LoadLanguageOptions {
  if (state.config.languageUrl) return state.url ? { base: state.url } : {};
  return base ? { url: 'i18n/{lang}.json', base } : { builtInEnglish: !!builtInEnglish };
}

async function loadSignedInUser(): Promise<void> {
  if (!$isSignedIn.get() || $user.get() !== null) return;
  try {
    await loadUser();
  } catch (error) {
    // A refused refresh has ended the session already (the elements show the sign-in); any
    // other failure leaves the tokens for the next call to try again, and is kept so that what
    // shows the failure can say what went wrong (`bootUserFailure`).
    page.userFailure = error;
    console.warn('Portico: the signed-in user could not be loaded', error);
  }
}

/**
 * Why the page's boot could not load the signed-in user (an `ApiError` as a rule), or null when
 * it did or has not tried.
 * @example await bootPage(); const failure = bootUserFailure(); if (isApiError(failure)) show(failure.message);
 */
export function bootUserFailure(): unknown {
  return page.userFailure;
}
