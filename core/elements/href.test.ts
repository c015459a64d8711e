import { describe, expect, it } from 'vitest';
import { hrefFrom } from './href';

describe('hrefFrom', () => {
  it('fills each {name} with its value, URL-encoded', () => {
    expect(hrefFrom('/my-account/statement?account={accountId}', { accountId: 'A 1&b' })).toBe(
      '/my-account/statement?account=A%201%26b',
    );
    expect(hrefFrom('/developments/{developmentId}/news/{newsId}', { developmentId: 'd1', newsId: 'n2' })).toBe(
      '/developments/d1/news/n2',
    );
  });

  it('answers the template as it is when it has no placeholder', () => {
    expect(hrefFrom('/dashboard', {})).toBe('/dashboard');
  });

  it('answers undefined without a template or when a placeholder has no value', () => {
    expect(hrefFrom(undefined, { accountId: 'A1' })).toBeUndefined();
    expect(hrefFrom('', { accountId: 'A1' })).toBeUndefined();
    expect(hrefFrom('/statement?account={accountId}', {})).toBeUndefined();
    // Only own values count, so `{constructor}` is not filled from Object.prototype.
    expect(hrefFrom('/x/{constructor}', {})).toBeUndefined();
  });
});
