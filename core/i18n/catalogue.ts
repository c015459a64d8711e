import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { atom } from 'nanostores';

/** The language file's shape: message id (dotted, e.g. `errors.statementApi`) to ICU text. */
export type Catalogue = Record<string, string>;

/**
 * The one Lingui instance of the page. The language file holds plain ICU strings (not Lingui's
 * compiled form) so that a managing agent can edit or replace it; the runtime compiler turns
 * them into messages when they are loaded.
 */
export const i18n = setupI18n();
i18n.setMessagesCompiler(compileMessage);

/** The active language, or null before a catalogue is active; components re-render on change. */
export const $activeLanguage = atom<{ locale: string; version: number } | null>(null);

/**
 * Makes `messages` the active catalogue for `locale`. Used by the language loader and by tests.
 * @example activateCatalogue(en, 'en')
 */
export function activateCatalogue(messages: Catalogue, locale = 'en'): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
  $activeLanguage.set({ locale, version: ($activeLanguage.get()?.version ?? 0) + 1 });
}

/**
 * The text of message `id` in the active catalogue, with ICU `values` filled in.
 * An id missing from the catalogue comes back as the id itself, so a gap is visible, not blank.
 * @example t('dialog.close') // 'Close'
 */
export function t(id: string, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}
