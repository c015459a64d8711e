import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiredToken, fakeFetch, json, validToken } from '../testing/fake-api';
import defaults from '../config/defaults/config.json';
import { sampleUser } from '../testing/samples/account';
import { discardRuntime, getRuntime, RUNTIME_KEY, shared } from '.';

/** One copy of the core as a bundle carries it: its own module instances of every concern. */
async function loadCopyOfCore() {
  vi.resetModules();
  const [session, config, i18n] = await Promise.all([import('../session'), import('../config'), import('../i18n')]);
  return { ...session, ...config, ...i18n };
}

const BASE = 'https://api.example.test';
const configFile = { ...defaults, baseUrl: BASE };

beforeEach(() => {
  discardRuntime();
});

afterEach(() => {
  vi.unstubAllGlobals();
  discardRuntime();
});

describe('the runtime object', () => {
  it('lives on globalThis under Symbol.for("portico.runtime") and is created once', () => {
    expect(RUNTIME_KEY).toBe(Symbol.for('portico.runtime'));
    const runtime = getRuntime();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('portico.runtime')]).toBe(runtime);
    expect(getRuntime()).toBe(runtime);
  });

  it('creates a slot on first use and hands the same value to every later caller', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = shared('test.slot', create);
    const second = shared('test.slot', () => ({ count: 99 }));
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('two copies of the core on one page share one state', () => {
  it('share the session stores: a sign-in through one copy is seen by the other', async () => {
    const first = await loadCopyOfCore();
    const second = await loadCopyOfCore();
    // Distinct module instances, as two bundles would have.
    expect(second.signInWithAuthResult).not.toBe(first.signInWithAuthResult);
    expect(second.$user).toBe(first.$user);
    expect(second.$isSignedIn).toBe(first.$isSignedIn);

    first.signInWithAuthResult({ authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser });
    expect(second.$user.get()).toEqual(sampleUser);
    expect(second.$isSignedIn.get()).toBe(true);

    await second.signOut().catch(() => undefined);
    expect(first.$user.get()).toBeNull();
    expect(first.$isSignedIn.get()).toBe(false);
  });

  it('share the resets: a store registered by one copy is emptied by a sign-out in the other', async () => {
    const first = await loadCopyOfCore();
    const second = await loadCopyOfCore();
    const reset = vi.fn();
    first.registerReset(reset);
    await second.signOut();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('make one configuration load and one language load', async () => {
    const server = fakeFetch((call) =>
      json(200, call.path.startsWith('/i18n/') ? { 'common.close': 'Close' } : configFile),
    );
    const first = await loadCopyOfCore();
    const second = await loadCopyOfCore();
    const location = { hostname: 'www.agent.example', port: '', search: '' };
    const [a, b] = await Promise.all([
      first.loadConfig({ fetch: server.fetch, location, remoteUrl: 'https://cdn.example/config.json' }),
      second.loadConfig({ fetch: server.fetch, location, remoteUrl: 'https://cdn.example/config.json' }),
    ]);
    expect(b).toBe(a);
    expect(second.$config.get()).toMatchObject({ status: 'ready' });
    expect(second.getApiBaseUrl()).toBe(BASE);

    const languageUrl = 'https://cdn.example/i18n/{lang}.json';
    await Promise.all([
      first.loadLanguage({ availableLangs: ['en'], languageUrl }, { fetch: server.fetch }),
      second.loadLanguage({ availableLangs: ['en'], languageUrl }, { fetch: server.fetch }),
    ]);
    expect(server.calls.map((call) => call.url.href)).toEqual([
      'https://cdn.example/config.json',
      'https://cdn.example/i18n/en.json',
    ]);
    // One Lingui instance: the catalogue loaded through one copy speaks through the other.
    expect(second.i18n).toBe(first.i18n);
    expect(second.t('common.close')).toBe('Close');
  });

  it('make at most one token refresh at a time across both copies', async () => {
    let refreshes = 0;
    // The refresh is answered once every load has asked for the user, so they all overlap it.
    let answerRefresh!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    const server = fakeFetch(async (call) => {
      if (call.path === '/user/token') {
        refreshes += 1;
        await refreshAnswered;
        return json(200, { data: { authToken: validToken(), refreshToken: 'refresh-2', user: sampleUser } });
      }
      return json(200, { data: sampleUser });
    });
    vi.stubGlobal('fetch', server.fetch);
    const first = await loadCopyOfCore();
    const second = await loadCopyOfCore();
    await first.loadConfig({
      fetch: fakeFetch(() => json(200, configFile)).fetch,
      remoteUrl: 'https://cdn.example/config.json',
      location: { hostname: 'www.agent.example', port: '', search: '' },
    });
    first.signInWithAuthResult({ authToken: expiredToken(), refreshToken: 'refresh-1', user: sampleUser });

    const loads = Promise.all([first.loadUser(), second.loadUser(), first.loadUser(), second.loadUser()]);
    await vi.waitFor(() => expect(refreshes).toBe(1));
    answerRefresh();
    await loads;
    // Refresh tokens rotate: a second refresh with 'refresh-1' would be refused by the server.
    expect(refreshes).toBe(1);
    expect(server.calls.filter((call) => call.path === '/user').every((call) => call.bearer !== null)).toBe(true);
    expect(second.$refreshToken.get()).toBe('refresh-2');
  });
});
