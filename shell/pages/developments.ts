// The developments pages' pure rules (spec 1 §2 Developments list, spec 2 §2 development tabs):
// the search by name, the size of each tile and the tabs built so far.
import type { Development } from '../../core/schemas';
import { foldText } from '../../core/domain/text';

/**
 * The development detail's tabs that exist (spec 2 §2 lists more: customers, reports,
 * book-facilities, article; they are not built, so their addresses are the 404 page).
 * @example DEVELOPMENT_PAGE_TABS.includes('news') // true
 */
export const DEVELOPMENT_PAGE_TABS = ['news', 'requests'] as const;

/**
 * One tab of the development detail.
 * @example const tab: DevelopmentPageTab = 'requests';
 */
export type DevelopmentPageTab = (typeof DEVELOPMENT_PAGE_TABS)[number];

/**
 * Whether the address's `tab` is one of the tabs that exist.
 * @example isDevelopmentPageTab('customers') // false
 */
export function isDevelopmentPageTab(tab: string): tab is DevelopmentPageTab {
  return (DEVELOPMENT_PAGE_TABS as readonly string[]).includes(tab);
}

/**
 * The address of a development's tab.
 * @example developmentPath('d-riverside', 'requests') // '/developments/d-riverside/requests'
 */
export function developmentPath(developmentId: string, tab: DevelopmentPageTab = 'news'): string {
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
