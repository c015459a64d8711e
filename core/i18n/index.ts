export { i18n, t, activateCatalogue, $activeLanguage, type Catalogue } from './catalogue';
export { useT } from './react';
export {
  loadLanguage,
  languageSettled,
  activateFallbackCatalogue,
  activateBuiltInEnglish,
  $language,
  DEFAULT_LANGUAGE_URL,
  type LanguageState,
  type LoadLanguageOptions,
  type LanguageErrorDialog,
} from './load';
export { fetchStaticJson, STATIC_JSON_TIMEOUT_MS, type StaticJsonOptions } from './static-json';
