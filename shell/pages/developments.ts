// The developments pages' pure rules (spec 1 §2 Developments list, spec 2 §2 development tabs):
// the search by name, the size of each tile and the tabs built so far.
import { getDevelopments } from '../../core/api';
import { t } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import { foldText } from '../../core/domain/text';

/**
 * `GET /developments` with spec 1 §8's failure text before the server's messages ("Something went
 * wrong while fetching the developments." then what the server said), for `useLoad`.
 * @example const developments = useLoad(loadDevelopments, t('errors.developments'));
 */
export function loadDevelopments(): Promise<Development[]> {
  return getDevelopments({ errorPrefix: t('errors.developments') });
}

/**
 * The development detail's tabs that exist (spec 2 §2 lists more: customers, reports,
 * book-facilities, article; they are not built, so their addresses are the 404 page).
 * @example DEVELOPMENT_TABS.includes('news') // true
 */
export const DEVELOPMENT_TABS = ['news', 'requests'] as const;

/**
 * One tab of the development detail.
 * @example const tab: DevelopmentTab = 'requests';
 */
export type DevelopmentTab = (typeof DEVELOPMENT_TABS)[number];

/**
 * Whether the address's `tab` is one of the tabs that exist.
 * @example isDevelopmentTab('customers') // false
 */
export function isDevelopmentTab(tab: string): tab is DevelopmentTab {
  return (DEVELOPMENT_TABS as readonly string[]).includes(tab);
}

/**
 * The address of a development's tab.
 * @example developmentPath('d-riverside', 'requests') // '/developments/d-riverside/requests'
 */
export function developmentPath(developmentId: string, tab: DevelopmentTab = 'news'): string {
  return `/developments/${encodeURIComponent(developmentId)}/${tab}`;
}

/**
 * The developments whose name contains the search, ignoring letter case (the news search's
 * folding), in their order. A blank search matches every development.
 * @example searchDevelopments(developments, 'ELM').map((development) => development.name) // ['Elm Court']
 */
export function searchDevelopments<T extends Pick<Development, 'name'>>(developments: readonly T[], search: string): T[] {
  const needle = foldText(search.trim());
  return needle === '' ? [...developments] : developments.filter((development) => foldText(development.name).includes(needle));
}

/**
 * A tile's size in the grid (spec 1 §2): the first is large, the second medium, the rest normal.
 * @example tileSize(1) // 'medium'
 */
export function tileSize(index: number): 'large' | 'medium' | 'normal' {
  if (index === 0) return 'large';
  if (index === 1) return 'medium';
  return 'normal';
}
