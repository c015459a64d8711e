import { compileCatalogue } from './compile';
import en from './en.json';

/**
 * The whole English catalogue, compiled: what the page shows when its language file (or its
 * configuration, which names that file) cannot be loaded, so no message id ever shows. Loaded on
 * demand (`activateBuiltInEnglish`), so the code every element loads does not grow. The CDN
 * build replaces this module by the catalogue compiled at build time (scripts/cdn-rollup.ts),
 * so the bundles still carry no message compiler; elsewhere it compiles when it loads.
 * @example const { englishCatalogue } = await import('./english'); activateCatalogue(englishCatalogue, 'en');
 */
export const englishCatalogue = compileCatalogue(en);
