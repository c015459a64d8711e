// The customers tab's search, page size and "show inactive" live in the address (spec 2 §2), so
// that back, forward, a shared link and the detail's way back all keep them.
import { developmentPath } from '../../pages/developments';
import { CUSTOMER_PAGE_SIZES, type CustomerListQuery } from './CustomersList';

/**
 * The list's query read from the address's parameters; anything unknown falls back to the first
 * page size and active customers only.
 * @example customerListQuery({ search: 'flat 2', pageSize: '25' }) // { search: 'flat 2', pageSize: 25, inactive: false }
 */
export function customerListQuery(search: Partial<Record<string, string>>): CustomerListQuery {
  const size = Number(search.pageSize);
  return {
    search: search.search ?? '',
    pageSize: CUSTOMER_PAGE_SIZES.find((option) => option === size) ?? CUSTOMER_PAGE_SIZES[0],
    inactive: search.inactive === '1',
  };
}

/**
 * The query string of `query` (empty for the defaults), to follow a path.
 * @example customerListSearch({ search: 'olivia', pageSize: 10, inactive: true }) // '?search=olivia&inactive=1'
 */
export function customerListSearch(query: CustomerListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.pageSize !== CUSTOMER_PAGE_SIZES[0]) params.set('pageSize', String(query.pageSize));
  if (query.inactive) params.set('inactive', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The customers tab's address with `query`.
 * @example customersTabPath('dev-riverside-wharf', { search: '', pageSize: 25, inactive: false }) // '/developments/dev-riverside-wharf/customers?pageSize=25'
 */
export function customersTabPath(developmentId: string, query: CustomerListQuery): string {
  return `${developmentPath(developmentId, 'customers')}${customerListSearch(query)}`;
}

/**
 * A customer's detail address, carrying the list's query so that its way back returns to the same list.
 * @example customerPath('dev-riverside-wharf', 'con-olivia-flat-2', query) // '/developments/dev-riverside-wharf/customers/con-olivia-flat-2?search=olivia'
 */
export function customerPath(developmentId: string, relationshipId: string, query: CustomerListQuery): string {
  return `${developmentPath(developmentId, 'customers')}/${encodeURIComponent(relationshipId)}${customerListSearch(query)}`;
}
