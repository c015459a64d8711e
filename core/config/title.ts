import { t } from '../i18n';
import { $config } from './load';
import type { PageEnvironment } from './location';

/**
 * The product name for titles: the configuration's `productName`, else the catalogue's
 * `config.productName`. Needs an active catalogue when the configuration names none.
 * @example getProductName() // 'Portico'
 */
export function getProductName(): string {
  const state = $config.get();
  return (state.status === 'ready' ? state.config.productName : undefined) ?? t('config.productName');
}

/**
 * The page title (the route title, the product name and an environment prefix: dev,
 * stage, localhost, none in production). The format is `[<environment>] <route title> | <product>`:
 * `[dev] Charges | Portico`, `[localhost] Charges | Portico`, `Charges | Portico` in production.
 * With an empty route title the title is the prefix and the product alone: `[stage] Portico`.
 * The brackets and the bar are not words, so they are not catalogue messages; the environment
 * names are the spec's own.
 * @example document.title = buildPageTitle(t('charges.title'), detectEnvironment(location, config));
 */
export function buildPageTitle(routeTitle: string, environment: PageEnvironment, productName: string = getProductName()): string {
  const prefix = environment === 'production' ? '' : `[${environment}] `;
  const route = routeTitle.trim();
  return `${prefix}${route ? `${route} | ` : ''}${productName}`;
}
