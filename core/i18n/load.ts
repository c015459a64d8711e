import { atom } from 'nanostores';
import { define, validate } from 'superstruct';
import { shared } from '../runtime';
import type { Config } from '../schemas';
import { activateCatalogue, t, type Catalogue } from './catalogue';
import fallback from './fallback.json';
import { preferredLanguage } from './preference';
import { fetchStaticJson, type StaticJsonOptions } from './static-json';

/** Where the language file is when the configuration names no `languageUrl` and no `base` is given; `{lang}` is the language code. */
export const DEFAULT_LANGUAGE_URL = '/i18n/{lang}.json';

/** The language load: `loading` until `loadLanguage` settles, then `ready` or `error`. */
export type LanguageState =
  | { status: 'loading' }
  | { status: 'ready'; lang: string }
  | { status: 'error'; lang: string };

/**
 * The state of the page's one language load. Components need not read it to re-render (they
 * follow `$activeLanguage` through `useT`); the shell reads it to hold its first paint.
 * @example if ($language.get().status === 'ready') renderShell();
 */
export const $language = shared('i18n.language', () => atom<LanguageState>({ status: 'loading' }));

/** The arguments of core/ui `showErrorDialog` that the loader uses. */
export interface LanguageErrorDialog {
  type: string;
  description: string;
  /** Offer the reload button: a new page load is the one retry of the language file. */
  reload: boolean;
}

/**
 * The Language file error dialog a failed load asks for, until something shows it: core/ui's
 * dialog store shows it as it arrives (the loader sits below core/ui, so it cannot call it).
 * @example $languageFailureDialog.subscribe((dialog) => dialog && console.info(dialog.type));
 */
export const $languageFailureDialog = atom<LanguageErrorDialog | null>(null);

/** What `loadLanguage` needs besides the configuration; all optional. */
export interface LoadLanguageOptions extends StaticJsonOptions {
  /** The language file's URL with `{lang}`; overrides the configuration's `languageUrl`. */
  url?: string;
  /**
   * The address a relative language URL resolves against (absolute): the configuration file's
   * address for its `languageUrl`, the element bundle's folder for the default `i18n/{lang}.json`.
   * Absent: the page, and the default `/i18n/{lang}.json`.
   */
  base?: string;
  /**
   * The page serves no language file: English comes with the code (`activateBuiltInEnglish`), and
   * only another language is fetched. For the React components, which a host installs from npm.
   */
  builtInEnglish?: boolean;
  /** Shows the failure; default: core/ui `showErrorDialog`. */
  showErrorDialog?: (dialog: LanguageErrorDialog) => unknown;
}

// A published language file is the English catalogue compiled for Lingui (core/i18n/compile.ts):
// each message is a plain string or a list of text and placeholder tokens. Only that outer shape
// is checked; a token is a string or a list starting with the placeholder's name. One pass over
// the file, not a composed record-of-unions: the composed check took a quarter of the shell's first
// long task with the CPU slowed 4 times, for a file of about 1,000 messages every page load checks.
const isToken = (token: unknown) => typeof token === 'string' || (Array.isArray(token) && typeof token[0] === 'string');
const isMessage = (message: unknown) => typeof message === 'string' || (Array.isArray(message) && message.every(isToken));
const LanguageFile = define<Catalogue>(
  'LanguageFile',
  (file) =>
    typeof file === 'object' && file !== null && !Array.isArray(file) && Object.keys(file).length > 0 && Object.values(file).every(isMessage),
);

/**
 * The few messages the page needs when the language file itself cannot be loaded: the Language
 * file error dialog with its buttons and the technical-issue message. They cannot come from the
 * language file, which is what failed, so this small compiled copy of those `en.json` entries is
 * built in (a test keeps it equal to `en.json`). The last resort, when even the built-in English
 * (`activateBuiltInEnglish`) cannot be loaded.
 * @example activateFallbackCatalogue(); t('errors.languageFile.type') // 'Language file'
 */
export function activateFallbackCatalogue(): void {
  // A copy, because Lingui keeps the first catalogue object it is given and merges later ones into it.
  activateCatalogue({ ...(fallback as Catalogue) }, 'en');
}

/**
 * Activates the whole English catalogue that ships with the code (an on-demand chunk), for a page
 * whose language file or configuration failed: every text shows in English, never as its id. If
 * that chunk cannot be loaded either, the small fallback catalogue. Never rejects.
 * @example await activateBuiltInEnglish(); t('signin.heading') // 'Sign in'
 */
export async function activateBuiltInEnglish(): Promise<void> {
  try {
    const { englishCatalogue } = await import('./english');
    activateCatalogue({ ...englishCatalogue }, 'en');
  } catch (error) {
    console.error('Portico: the built-in English texts could not be loaded', error);
    activateFallbackCatalogue();
  }
}

// The page's one language load, in the page's runtime so that a second copy of the core joins it.
const page = shared('i18n.load', () => ({ pending: null as Promise<LanguageState> | null }));

/**
 * Loads the language file of the configuration's first available language, or the
 * one chosen in settings (`preferredLanguage`), makes it
 * the active catalogue and settles `$language`. The page has one language load: concurrent and
 * later calls get the first call's promise, whatever arguments they pass. Never rejects: on a
 * failure (network, timeout, status, a file that is not a catalogue) it activates the built-in
 * English (`activateBuiltInEnglish`), shows the error dialog of type Language file and
 * resolves `error`. A relative URL resolves against `options.base` (default: the page).
 * @example const state = await loadLanguage(config); // { status: 'ready', lang: 'en' }
 */
export function loadLanguage(
  config: Pick<Config, 'availableLangs' | 'languageUrl'>,
  options: LoadLanguageOptions = {},
): Promise<LanguageState> {
  page.pending ??= load(config, options);
  return page.pending;
}

/**
 * Settles once the page's language load has (at once when none has started). For text that must
 * wait for the catalogue: an API call that fails while the boot still loads the language file
 * beside it would otherwise build its error message with no catalogue active, and Lingui throws.
 * @example await languageSettled(); throw new ApiError({ kind: 'network', messages: [t('api.network')] });
 */
export function languageSettled(): Promise<unknown> {
  return page.pending ?? Promise.resolve();
}

async function load(config: Pick<Config, 'availableLangs' | 'languageUrl'>, options: LoadLanguageOptions): Promise<LanguageState> {
  // spec 1 §1: the first available language, unless the user chose another in settings.
  const lang = preferredLanguage(config.availableLangs);
  if (options.builtInEnglish && lang === 'en') {
    await activateBuiltInEnglish();
    return settle({ status: 'ready', lang });
  }
  const template = options.url ?? config.languageUrl ?? DEFAULT_LANGUAGE_URL;
  // `{lang}` is filled in before the URL is resolved, which would escape its braces.
  const filled = template.replaceAll('{lang}', encodeURIComponent(lang));
  const url = options.base ? new URL(filled, options.base).href : filled;
  try {
    const [invalid, catalogue] = validate(await fetchStaticJson(url, options), LanguageFile);
    if (invalid) throw invalid;
    activateCatalogue(catalogue, lang);
    return settle({ status: 'ready', lang });
  } catch (error) {
    console.error(`Portico: the language file ${url} could not be loaded`, error);
    await activateBuiltInEnglish();
    const state = settle({ status: 'error', lang });
    showLanguageFileFailure(options);
    return state;
  }
}

function settle(state: LanguageState): LanguageState {
  $language.set(state);
  return state;
}

// Not showApiFailure: the language file is no API call (no status, no server reasons), its one retry is a
// reload, and an embedding page may show it its own way (`options.showErrorDialog`).
function showLanguageFileFailure(options: LoadLanguageOptions): void {
  // spec 1 §8: language load failure shows type Language file, text Couldn't load language file.
  const dialog = { type: t('errors.languageFile.type'), description: t('errors.languageFile.description'), reload: true };
  try {
    if (options.showErrorDialog) {
      options.showErrorDialog(dialog);
    } else {
      $languageFailureDialog.set(dialog);
    }
  } catch (error) {
    console.error('Portico: the Language file error dialog could not be shown', error);
  }
}
