import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiredToken, fakeFetch, json, validToken } from '../testing/fake-api';
import en from '../i18n/en.json';
import { discardRuntime } from '../runtime';
import type { User } from '../schemas';
import { sampleAdminUser, sampleUser } from '../testing/samples/account';

// Each test loads a fresh copy of the session module, as a page load would, against jsdom's
// Web Storage.
async function loadSession() {
  // The page's state lives in its runtime (core/runtime), which fresh modules alone would reuse.
  discardRuntime();
  vi.resetModules();
  return import('.');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('storage of the session (spec 1 §3, §6)', () => {
  it('keeps the auth token in sessionStorage, the refresh token and the active role in localStorage', async () => {
    const session = await loadSession();
    const authToken = validToken();
    const user: User = { ...sampleAdminUser, role: { ...sampleAdminUser.role, types: ['admin', 'customer'] } };

    session.signInWithAuthResult({ authToken, refreshToken: 'refresh-1', user });
    session.setActiveRole('customer');

    expect(sessionStorage.getItem('portico.authToken')).toBe(authToken);
    expect(localStorage.getItem('portico.authToken')).toBeNull();
    expect(localStorage.getItem('portico.refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('portico.activeRole')).toBe('customer');
  });

  it('starts from the stored tokens and role on the next page load', async () => {
    const authToken = validToken();
    sessionStorage.setItem('portico.authToken', authToken);
    localStorage.setItem('portico.refreshToken', 'refresh-1');
    localStorage.setItem('portico.activeRole', 'customer');

    const session = await loadSession();

    expect(session.$authToken.get()).toBe(authToken);
    expect(session.$refreshToken.get()).toBe('refresh-1');
    expect(session.$isSignedIn.get()).toBe(true);
    // The role waits for the user: spec 1 §6, chosen from the user's role types.
    expect(session.$activeRole.get()).toBeNull();
    session.signInWithAuthResult({ authToken, refreshToken: 'refresh-1', user: sampleUser });
    expect(session.$activeRole.get()).toBe('customer');
  });

  it('sign-out removes the tokens from storage', async () => {
    const session = await loadSession();
    // The same fresh module graph as the session's.
    const { $config } = await import('../config');
    const { activateCatalogue } = await import('../i18n');
    activateCatalogue(en);
    $config.set({
      status: 'ready',
      source: 'remote',
      config: { baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], banners: [] },
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    session.signInWithAuthResult({ authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser });
    expect(localStorage.getItem('portico.refreshToken')).toBe('refresh-1');

    await session.signOut();

    expect(sessionStorage.getItem('portico.authToken')).toBeNull();
    expect(localStorage.getItem('portico.refreshToken')).toBeNull();
  });

  it('survives a browser whose storage throws (private mode), keeping the session in memory', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const session = await loadSession();
    const authToken = validToken();
    session.signInWithAuthResult({ authToken, refreshToken: 'refresh-1', user: sampleUser });

    expect(session.$authToken.get()).toBe(authToken);
    expect(session.$refreshToken.get()).toBe('refresh-1');
    expect(session.setActiveRole('customer')).toBe(true);
    expect(session.$activeRole.get()).toBe('customer');
  });
});

describe('other tabs', () => {
  const fromOtherTab = (key: string, newValue: string | null) => {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  };

  it('takes the refresh token another tab rotated', async () => {
    const session = await loadSession();
    session.signInWithAuthResult({ authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser });

    fromOtherTab('portico.refreshToken', 'refresh-2');

    expect(session.$refreshToken.get()).toBe('refresh-2');
    expect(session.$user.get()).toEqual(sampleUser);
  });

  it('ends the session when another tab signed out', async () => {
    const session = await loadSession();
    session.signInWithAuthResult({ authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser });
    const reset = vi.fn();
    session.registerReset(reset);

    fromOtherTab('portico.refreshToken', null);

    expect([session.$authToken.get(), session.$refreshToken.get(), session.$user.get()]).toEqual([null, null, null]);
    expect(reset).toHaveBeenCalledOnce();
  });

  it('ignores the other keys', async () => {
    const session = await loadSession();
    session.signInWithAuthResult({ authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser });

    fromOtherTab('portico.feedbackDismissed', 'true');

    expect(session.$refreshToken.get()).toBe('refresh-1');
  });
});

describe('refreshing with other tabs (Web Locks)', () => {
  type Grant = (lock: { name: string } | null) => unknown;

  /**
   * A lock manager that grants each lock name to one holder at a time, in order of request; with
   * `ifAvailable`, a held lock answers null at once. `requested` and `granted` count, per name,
   * the requests made and the locks handed over, so a test waits for them rather than for time.
   */
  function fakeLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const held = new Map<string, number>();
    const counts = { requested: new Map<string, number>(), granted: new Map<string, number>() };
    const count = (counter: Map<string, number>, name: string) => counter.set(name, (counter.get(name) ?? 0) + 1);
    return {
      requested: (name: string) => counts.requested.get(name) ?? 0,
      granted: (name: string) => counts.granted.get(name) ?? 0,
      request(name: string, optionsOrCallback: { ifAvailable?: boolean } | Grant, maybeCallback?: Grant) {
        const [options, callback] = typeof optionsOrCallback === 'function' ? [{}, optionsOrCallback] : [optionsOrCallback, maybeCallback!];
        count(counts.requested, name);
        if (options.ifAvailable && (held.get(name) ?? 0) > 0) return Promise.resolve().then(() => callback(null));
        held.set(name, (held.get(name) ?? 0) + 1);
        const granted = (queues.get(name) ?? Promise.resolve())
          .then(() => {
            count(counts.granted, name);
            return callback({ name });
          })
          .finally(() => held.set(name, held.get(name)! - 1));
        queues.set(name, granted.catch(() => undefined));
        return granted;
      },
    };
  }

  /**
   * A tab whose auth token has expired, holding refresh-1, with Web Locks and an API that takes
   * only refresh-2 (the token another tab rotated to) and answers with `fresh` and refresh-3.
   */
  async function expiredTabWithLocks() {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    sessionStorage.setItem('portico.authToken', expiredToken());
    localStorage.setItem('portico.refreshToken', 'refresh-1');
    const session = await loadSession();
    const { $config } = await import('../config');
    const { activateCatalogue } = await import('../i18n');
    activateCatalogue(en);
    $config.set({
      status: 'ready',
      source: 'remote',
      config: { baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], banners: [] },
    });
    const fresh = validToken('fresh');
    const server = fakeFetch((call) =>
      call.path === '/user/token'
        ? json(call.bearer === 'refresh-2' ? 200 : 401, { data: { authToken: fresh, refreshToken: 'refresh-3', user: sampleUser } })
        : json(200, { data: sampleUser }),
    );
    vi.stubGlobal('fetch', server.fetch);
    return { locks, session, server, fresh };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits while another tab refreshes, then refreshes with the token that tab left', async () => {
    const { locks, session, server, fresh } = await expiredTabWithLocks();

    // The other tab holds the lock; its rotation reaches storage before the lock reaches us.
    let otherTabDone!: () => void;
    void locks.request('portico.refresh', () => new Promise<void>((resolve) => (otherTabDone = resolve)));
    const loading = session.loadUser();
    // The other tab's request, then this tab's: if free (it is not), then in the queue.
    await vi.waitFor(() => expect(locks.requested('portico.refresh')).toBe(3));
    expect(server.calls).toHaveLength(0);
    localStorage.setItem('portico.refreshToken', 'refresh-2');
    otherTabDone();

    await expect(loading).resolves.toEqual(sampleUser);
    expect(server.calls.filter((call) => call.path === '/user/token').map((call) => call.bearer)).toEqual(['refresh-2']);
    expect([session.$authToken.get(), session.$refreshToken.get()]).toEqual([fresh, 'refresh-3']);
  });

  it("waits for the other tab's rotation to reach this tab's storage when it comes after the lock", async () => {
    const { locks, session, server } = await expiredTabWithLocks();

    let otherTabDone!: () => void;
    void locks.request('portico.refresh', () => new Promise<void>((resolve) => (otherTabDone = resolve)));
    const loading = session.loadUser();
    await vi.waitFor(() => expect(locks.requested('portico.refresh')).toBe(3));
    otherTabDone();
    await vi.waitFor(() => expect(locks.granted('portico.refresh')).toBe(2));
    // The lock is this tab's, but the rotated token has not reached its storage: no refresh yet.
    expect(server.calls).toHaveLength(0);
    localStorage.setItem('portico.refreshToken', 'refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portico.refreshToken', newValue: 'refresh-2', storageArea: localStorage }));

    await expect(loading).resolves.toEqual(sampleUser);
    expect(server.calls.filter((call) => call.path === '/user/token').map((call) => call.bearer)).toEqual(['refresh-2']);
  });
});
