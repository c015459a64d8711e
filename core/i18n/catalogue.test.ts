import { describe, expect, test } from 'vitest';
import { activateCatalogue, t, $activeLanguage } from './index';

describe('catalogue', () => {
  test('fills ICU values and bumps the active-language version', () => {
    activateCatalogue({ greet: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' });
    const first = $activeLanguage.get()?.version ?? 0;
    expect(t('greet', { name: 'Olivia' })).toBe('Hello Olivia');
    expect(t('count', { n: 1 })).toBe('1 item');
    expect(t('count', { n: 3 })).toBe('3 items');
    activateCatalogue({ greet: 'Hi' });
    expect($activeLanguage.get()?.version).toBe(first + 1);
  });

  test('a missing id shows the id itself', () => {
    activateCatalogue({});
    expect(t('nope.missing')).toBe('nope.missing');
  });
});
