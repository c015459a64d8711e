import { safeStorage } from '../runtime/storage';

/** localStorage key of the language the user chose in settings. @example localStorage.getItem(LANGUAGE_KEY) // 'cy' */
export const LANGUAGE_KEY = 'portico.language';

// Kept on the device, like the other local choices (spec 2 §9).
const local = safeStorage(() => globalThis.localStorage);

/**
 * The language the page loads: the one chosen on this device while the configuration still offers
 * it, else the configuration's first.
 * @example preferredLanguage(['en', 'cy']) // 'cy' after setPreferredLanguage('cy')
 */
export function preferredLanguage(available: readonly string[]): string {
  const chosen = local.getItem(LANGUAGE_KEY);
  return chosen !== null && available.includes(chosen) ? chosen : (available[0] ?? 'en');
}

/**
 * Records the language to load from now on; the page loads its one language file at start, so
 * the choice shows after a reload.
 * @example setPreferredLanguage('cy'); location.reload();
 */
export function setPreferredLanguage(lang: string): void {
  local.setItem(LANGUAGE_KEY, lang);
}
