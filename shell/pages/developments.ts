// The developments pages' pure rules (spec 1 §2 Developments list, spec 2 §2 development tabs):
// the search by name, the size of each tile and the tabs each role has.
import { developmentTabs, type PermissionContext } from '../../core/domain/permissions';
import type { Development } from '../../core/schemas';
import { foldText } from '../../core/domain/text';
import { pathWithSearch } from '../routes';

/**
 * The development detail's tabs, in display order (spec 2 §2); a page (article) is a tab of its own.
 * @example DEVELOPMENT_PAGE_TABS.includes('news') // true
 */
export const DEVELOPMENT_PAGE_TABS = ['news', 'requests', 'customers', 'reports', 'book-facilities'] as const;

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
 * The tabs `permissions` may open on `development` (spec 2 §6): news for everyone, requests for
 * customers, customers for admins, reports for global and sl1, book-facilities for a customer when
 * the development has facilities booking; any other is the 404 page.
 * @example developmentPageTabs(owner, { hasFacilitiesBooking: true }) // ['news', 'requests', 'book-facilities']
 */
export function developmentPageTabs(
  permissions: PermissionContext,
  development: Pick<Development, 'hasFacilitiesBooking'>,
): DevelopmentPageTab[] {
  return developmentTabs(permissions, development);
}

/**
 * The first of `developments` whose facilities the user may book, where /book-facilities takes
 * a resident who named no development; undefined when none has facilities booking.
 * @example firstFacilitiesDevelopment([elmCourt, riversideWharf])?.name // 'Riverside Wharf'
 */
export function firstFacilitiesDevelopment<T extends Pick<Development, 'hasFacilitiesBooking'>>(developments: readonly T[]): T | undefined {
  return developments.find((development) => development.hasFacilitiesBooking);
}

/**
 * Where View booking opens a booking (spec 2 §2), as `FacilityBooking`'s `bookingHref` template:
 * from the booking page and from the development's book-facilities tab alike.
 */
export const BOOKING_HREF = '/book-facilities/{developmentId}?facilityId={facilityId}&bookingId={bookingId}';

/**
 * A news item's link to a linked file or folder (widgets/news `fileHref`), from the dashboard and
 * the development's news alike: the development's documents with `?file=` or `?folder=`, so that
 * the documents page opens the folder that holds it. Here rather than in pages/documents.ts, which
 * the dashboard would then load whole.
 */
export const LIBRARY_FILE_HREF = '/documents/{developmentId}?{type}={id}';

/**
 * The facility booking page of a development, with the facility and the booking it opens.
 * @example bookFacilitiesPath('d-1', { facilityId: 'f-gym' }) // '/book-facilities/d-1?facilityId=f-gym'
 */
export function bookFacilitiesPath(developmentId: string, open: { facilityId?: string | undefined; bookingId?: string | undefined } = {}): string {
  const search = Object.fromEntries(Object.entries(open).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return pathWithSearch({ path: `/book-facilities/${encodeURIComponent(developmentId)}`, search });
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
