import { describe, expect, test } from 'vitest';
import { activateCatalogue, i18n, t, $activeLanguage } from './index';
import { compileCatalogue } from './compile';
import en from './en.json';

describe('catalogue', () => {
  test('a compiled catalogue fills ICU values without a runtime compiler', () => {
    const compiler = (i18n as unknown as { _messageCompiler?: unknown })._messageCompiler;
    (i18n as unknown as { _messageCompiler?: unknown })._messageCompiler = undefined;
    try {
      activateCatalogue(compileCatalogue({ greet: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' }));
      expect(t('greet', { name: 'Olivia' })).toBe('Hello Olivia');
      expect(t('count', { n: 1 })).toBe('1 item');
      expect(t('count', { n: 3 })).toBe('3 items');
    } finally {
      (i18n as unknown as { _messageCompiler?: unknown })._messageCompiler = compiler;
    }
  });

  test('each activation bumps the active-language version so components re-render', () => {
    activateCatalogue({ greet: 'Hi' });
    const first = $activeLanguage.get()?.version ?? 0;
    activateCatalogue({ greet: 'Hi again' });
    expect($activeLanguage.get()?.version).toBe(first + 1);
  });

  test('a missing id shows the id itself', () => {
    activateCatalogue({});
    expect(t('nope.missing')).toBe('nope.missing');
  });

  test('every message of the English catalogue compiles', () => {
    const compiled = compileCatalogue(en);
    expect(Object.keys(compiled)).toEqual(Object.keys(en));
  });
});
