import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fetchByUrl, type FakeAnswer } from '../testing/static-files';
import { compileCatalogue } from './compile';
import en from './en.json';
import fallback from './fallback.json';
import { discardRuntime } from '../runtime';

// Each test gets fresh modules: the language file is loaded once per page, and a test is a page.
async function freshI18n() {
  // The page's state lives in its runtime (core/runtime), which fresh modules alone would reuse.
  discardRuntime();
  vi.resetModules();
  return import('./index');
}

const config = { availableLangs: ['en'] };
const compiledEn = compileCatalogue(en);
const languageFileError = { type: 'Language file', description: "Couldn't load language file", reload: true };

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  error.mockRestore();
});

async function load(answer: FakeAnswer | undefined, languageConfig: { availableLangs: string[]; languageUrl?: string } = config) {
  const i18n = await freshI18n();
  const fetch = fetchByUrl(answer ? { '/i18n/en.json': answer } : {});
  const showErrorDialog = vi.fn();
  const state = await i18n.loadLanguage(languageConfig, { fetch, showErrorDialog, timeoutMs: 50 });
  return { i18n, fetch, showErrorDialog, state };
}

describe('loadLanguage', () => {
  test('activates the language file of the first available language', async () => {
    const { i18n, showErrorDialog, state } = await load({ json: compiledEn });
    expect(state).toEqual({ status: 'ready', lang: 'en' });
    expect(i18n.$language.get()).toEqual(state);
    expect(i18n.$activeLanguage.get()?.locale).toBe('en');
    expect(i18n.t('api.httpStatus', { status: 502 })).toBe('The server could not complete the request (status 502).');
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  test("takes the configuration's languageUrl and the first of its languages", async () => {
    const i18n = await freshI18n();
    const fetch = fetchByUrl({ 'https://cdn.example.com/lang/cy.json': { json: { 'common.close': ['Cau'] } } });
    const state = await i18n.loadLanguage(
      { availableLangs: ['cy', 'en'], languageUrl: 'https://cdn.example.com/lang/{lang}.json' },
      { fetch, showErrorDialog: vi.fn() },
    );
    expect(state).toEqual({ status: 'ready', lang: 'cy' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('common.close')).toBe('Cau');
  });

  test.each([
    ['a 404', undefined],
    ['a server error', { status: 500 }],
    ['a network error', { error: new TypeError('Failed to fetch') }],
    ['a server that never answers', 'hang'],
    ['a body that is not JSON', { text: '<!doctype html>' }],
    ['a list instead of a catalogue', { json: ['Close'] }],
    ['null instead of a catalogue', { json: null }],
    ['an empty catalogue', { json: {} }],
    ['a nested catalogue', { json: { common: { close: 'Close' } } }],
    ['a message that is a number', { json: { 'common.close': 3 } }],
    ['a placeholder without a name', { json: { 'api.httpStatus': ['status ', [7]] } }],
  ] satisfies [string, FakeAnswer | undefined][])(
    'fails on %s: the Language file error dialog shows, and every text in the built-in English',
    async (_case, answer) => {
      const { i18n, showErrorDialog, state } = await load(answer);
      expect(state).toEqual({ status: 'error', lang: 'en' });
      expect(i18n.$language.get()).toEqual(state);
      // spec 1 §8: type Language file, text Couldn't load language file.
      expect(showErrorDialog).toHaveBeenCalledExactlyOnceWith(languageFileError);
      expect(i18n.t('dialog.close')).toBe('Close');
      // Any text, not only the fallback's: never a message id.
      expect(i18n.t('signin.heading')).toBe(en['signin.heading']);
      expect(i18n.t('api.httpStatus', { status: 502 })).toBe('The server could not complete the request (status 502).');
      expect(error).toHaveBeenCalled();
    },
  );

  test('a relative URL resolves against the base: the bundle folder for the default, the configuration for its own', async () => {
    const i18n = await freshI18n();
    const fetch = fetchByUrl({ 'https://cdn.agent.example/portico/i18n/cy.json': { json: { 'common.close': ['Cau'] } } });
    const state = await i18n.loadLanguage({ availableLangs: ['cy'] }, { fetch, url: 'i18n/{lang}.json', base: 'https://cdn.agent.example/portico/' });
    expect(state).toEqual({ status: 'ready', lang: 'cy' });
    expect(i18n.t('common.close')).toBe('Cau');
  });

  test('concurrent and later callers share one load', async () => {
    const i18n = await freshI18n();
    const fetch = fetchByUrl({ '/i18n/en.json': { json: compiledEn } });
    const first = i18n.loadLanguage(config, { fetch });
    const second = i18n.loadLanguage({ availableLangs: ['cy'] }, { fetch });
    expect(second).toBe(first);
    await first;
    await i18n.loadLanguage(config, { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a dialog that cannot be shown still leaves the error state and the fallback', async () => {
    const i18n = await freshI18n();
    const showErrorDialog = vi.fn(() => {
      throw new Error('no dialog host');
    });
    const state = await i18n.loadLanguage(config, { fetch: fetchByUrl({}), showErrorDialog });
    expect(state).toEqual({ status: 'error', lang: 'en' });
    expect(i18n.t('errors.languageFile.type')).toBe('Language file');
  });
});

describe('languageSettled', () => {
  test('settles at once when no language load has started', async () => {
    const i18n = await freshI18n();
    await expect(i18n.languageSettled()).resolves.toBeUndefined();
  });

  test('settles only once the load on its way has activated a catalogue, so a message can be built then', async () => {
    const i18n = await freshI18n();
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    void i18n.loadLanguage(config, { fetch, showErrorDialog: vi.fn() });
    let settled = false;
    const waiting = i18n.languageSettled().then(() => {
      settled = true;
      return i18n.t('api.network');
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(new Response(JSON.stringify(compiledEn), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await waiting).toBe(en['api.network']);
  });
});

describe('the fallback catalogue', () => {
  test('is the compiled English of its ids, so it never drifts from en.json', () => {
    const ids = Object.keys(fallback);
    const source = Object.fromEntries(ids.map((id) => [id, (en as Record<string, string>)[id]]));
    expect(ids.every((id) => id in en)).toBe(true);
    expect(fallback).toEqual(compileCatalogue(source as Record<string, string>));
  });

  test('holds the Language file dialog, its buttons and the technical-issue message', () => {
    expect(Object.keys(fallback).sort()).toEqual(
      [
        'config.productName',
        'config.technicalIssue.description',
        'config.technicalIssue.title',
        'dialog.close',
        'dialog.error.reload',
        'errors.languageFile.description',
        'errors.languageFile.type',
      ].sort(),
    );
  });
});
