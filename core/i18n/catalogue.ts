import { setupI18n, type Messages } from '@lingui/core';
import { atom } from 'nanostores';
import { shared } from '../runtime';

/**
 * A language file's shape: message id (dotted, e.g. `errors.statementApi`) to its message.
 * Published language files hold Lingui's compiled form (see `compile.ts`); a plain string
 * without ICU placeholders is also a valid compiled message, so a host can override simple texts.
 */
export type Catalogue = Messages;

/**
 * The one Lingui instance of the page. It carries no runtime message compiler: the compiler and
 * its parser cost 6.8 KB gzip, more than a quarter of the element bundles' shared-chunk budget,
 * so catalogues are compiled when they are built and served (`compileCatalogue`). It lives in the
 * page's runtime, so every copy of the core on the page speaks the one loaded language.
 */
export const i18n = shared('i18n.lingui', () => setupI18n());

/** The active language, or null before a catalogue is active; components re-render on change. */
export const $activeLanguage = shared('i18n.activeLanguage', () => atom<{ locale: string; version: number } | null>(null));

/**
 * Makes `messages` (a compiled catalogue) the active catalogue for `locale`.
 * Used by the language loader and by tests.
 * @example activateCatalogue(compileCatalogue(en), 'en')
 */
export function activateCatalogue(messages: Catalogue, locale = 'en'): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
  $activeLanguage.set({ locale, version: ($activeLanguage.get()?.version ?? 0) + 1 });
}

/**
 * The text of message `id` in the active catalogue, with ICU `values` filled in.
 * An id missing from the catalogue comes back as the id itself, so a gap is visible, not blank.
 * @example t('common.close') // 'Close'
 */
export function t(id: string, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}
