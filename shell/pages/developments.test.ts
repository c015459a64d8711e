import { describe, expect, it } from 'vitest';
import type { PermissionContext } from '../../core/domain/permissions';
import { bookFacilitiesPath, developmentPageTabs, developmentPath, firstFacilitiesDevelopment, isDevelopmentPageTab, searchDevelopments, tileSize } from './developments';

const developments = [{ name: 'Riverside Wharf' }, { name: 'Elm Court' }, { name: 'Café Quay' }];

describe('searchDevelopments', () => {
  it('keeps the developments whose name contains the search, ignoring letter case, in their order', () => {
    expect(searchDevelopments(developments, 'ELM').map((development) => development.name)).toEqual(['Elm Court']);
    expect(searchDevelopments(developments, 'r').map((development) => development.name)).toEqual(['Riverside Wharf', 'Elm Court']);
  });

  it('matches whichever way an accented letter was typed, and answers every development for a blank search', () => {
    expect(searchDevelopments(developments, 'CAFE\u0301').map((development) => development.name)).toEqual(['Café Quay']);
    expect(searchDevelopments(developments, '  ')).toEqual(developments);
  });

  it('answers nothing when no name matches', () => {
    expect(searchDevelopments(developments, 'harbour')).toEqual([]);
  });
});

describe('tiles and tabs', () => {
  it('sizes the first tile large, the second medium and the rest normal (spec 1 §2)', () => {
    expect([0, 1, 2, 3].map(tileSize)).toEqual(['large', 'medium', 'normal', 'normal']);
  });

  it('knows the tabs and their addresses', () => {
    expect(isDevelopmentPageTab('news')).toBe(true);
    expect(isDevelopmentPageTab('requests')).toBe(true);
    expect(isDevelopmentPageTab('customers')).toBe(true);
    expect(isDevelopmentPageTab('reports')).toBe(true);
    expect(isDevelopmentPageTab('settings')).toBe(false);
    expect(developmentPath('d 1')).toBe('/developments/d%201/news');
    expect(developmentPath('d-1', 'requests')).toBe('/developments/d-1/requests');
  });
});

describe('facility booking in the developments pages (spec 2 §2, §6)', () => {
  const acting = (type: 'customer' | 'admin' | 'client', payload = 'owner'): PermissionContext =>
    ({ role: { types: [type], payloads: [payload] }, activeRole: type }) as PermissionContext;

  it('offers the book-facilities tab to a customer of a development with facilities booking only; the other tabs keep theirs', () => {
    expect(developmentPageTabs(acting('customer'), { hasFacilitiesBooking: true })).toEqual(['news', 'requests', 'book-facilities']);
    expect(developmentPageTabs(acting('customer', 'subtenant'), { hasFacilitiesBooking: true })).toEqual(['news', 'requests', 'book-facilities']);
    expect(developmentPageTabs(acting('customer'), { hasFacilitiesBooking: false })).toEqual(['news', 'requests']);
    expect(developmentPageTabs(acting('admin', 'global'), { hasFacilitiesBooking: true })).toEqual(['news', 'customers', 'reports']);
    expect(isDevelopmentPageTab('book-facilities')).toBe(true);
  });

  it('takes /book-facilities to the first development with facilities booking, none when there is none', () => {
    const elm = { name: 'Elm Court', hasFacilitiesBooking: false };
    const riverside = { name: 'Riverside Wharf', hasFacilitiesBooking: true };
    const harbour = { name: 'Harbour Lofts', hasFacilitiesBooking: true };
    expect(firstFacilitiesDevelopment([elm, riverside, harbour])).toBe(riverside);
    expect(firstFacilitiesDevelopment([elm])).toBeUndefined();
  });

  it('writes the booking page address with only the facility and booking it opens', () => {
    expect(bookFacilitiesPath('d 1')).toBe('/book-facilities/d%201');
    expect(bookFacilitiesPath('d-1', { facilityId: 'f-gym' })).toBe('/book-facilities/d-1?facilityId=f-gym');
    expect(bookFacilitiesPath('d-1', { facilityId: 'f-gym', bookingId: 'b 1' })).toBe('/book-facilities/d-1?facilityId=f-gym&bookingId=b+1');
    expect(bookFacilitiesPath('d-1', { facilityId: undefined, bookingId: 'b-1' })).toBe('/book-facilities/d-1?bookingId=b-1');
  });
});
