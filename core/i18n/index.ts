export { i18n, t, activateCatalogue, $activeLanguage, type Catalogue } from './catalogue';
export { useT } from './react';
