import { describe, expect, it } from 'vitest';
import { developmentPath, isDevelopmentPageTab, searchDevelopments, tileSize } from './developments';

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

  it('knows the tabs built so far and their addresses', () => {
    expect(isDevelopmentPageTab('news')).toBe(true);
    expect(isDevelopmentPageTab('requests')).toBe(true);
    expect(isDevelopmentPageTab('customers')).toBe(false);
    expect(developmentPath('d 1')).toBe('/developments/d%201/news');
    expect(developmentPath('d-1', 'requests')).toBe('/developments/d-1/requests');
  });
});
