import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { discardRuntime } from '../runtime';
import { demoIds } from '../schemas/demo-ids';
import { sampleAdminUser, sampleUser } from '../testing/samples/account';
import { sampleDevelopmentsResponse } from '../testing/samples/developments';
import { expiredToken, fakeFetch, json, noContent, validToken, type RecordedCall } from '../testing/fake-api';

// The view as a customer against jsdom's Web Storage (spec 2 §4): each test loads a fresh page's
// modules with the admin signed in from storage, as after a sign-in.

const adminToken = validToken('admin');
const customerToken = validToken('customer');
const olivia = {
  customerId: demoIds.olivia,
  relationshipId: 'con-olivia-flat-1',
  developmentId: demoIds.riversideWharf,
  customerName: 'Olivia Owner',
};

/** What the API answers: the view-as session, the token refresh, the user of each bearer. */
interface Answers {
  viewAs?: (call: RecordedCall) => Response;
  refresh?: (call: RecordedCall) => Response;
}

async function adminPage(answers: Answers = {}) {
  sessionStorage.setItem('portico.authToken', adminToken);
  localStorage.setItem('portico.refreshToken', 'admin-refresh');
  localStorage.setItem('portico.activeRole', 'admin');
  discardRuntime();
  vi.resetModules();
  const session = await import('../session');
  const state = await import('../session/state');
  const viewAs = await import('./view-as');
  // The configuration and catalogue of the same fresh modules.
  const { readyConfig } = await import('../testing/fake-api');
  const { activateCatalogue } = await import('../i18n');
  activateCatalogue(en);
  readyConfig('https://api.example.test');
  const server = fakeFetch((call) => {
    if (call.path.endsWith('/view-as')) return answers.viewAs?.(call) ?? json(200, { data: { customer: { authToken: customerToken, refreshToken: 'customer-refresh', user: sampleUser } } });
    if (call.path === '/user/token') return answers.refresh?.(call) ?? json(401, { messages: ['Refresh token expired.'] });
    if (call.path === '/user/logout') return noContent();
    if (call.path === '/developments') return json(200, { data: sampleDevelopmentsResponse });
    return json(200, { data: call.bearer === adminToken ? sampleAdminUser : sampleUser });
  });
  vi.stubGlobal('fetch', server.fetch);
  await session.loadUser();
  server.calls.length = 0;
  return { session, state, viewAs, calls: server.calls };
}

function storedSession() {
  return {
    authToken: sessionStorage.getItem('portico.authToken'),
    refreshToken: localStorage.getItem('portico.refreshToken'),
    activeRole: localStorage.getItem('portico.activeRole'),
  };
}

const adminStored = { authToken: adminToken, refreshToken: 'admin-refresh', activeRole: 'admin' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('starting the view (spec 2 §4)', () => {
  it('asks for the customer’s session with the admin’s, then speaks as the customer from memory only', async () => {
    const { session, state, viewAs, calls } = await adminPage();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    await viewAs.startViewAs(olivia);

    expect(calls[0]).toMatchObject({ method: 'GET', path: `/customers/${demoIds.olivia}/view-as`, bearer: adminToken });
    expect(calls[0]?.url.searchParams.get('developmentUUID')).toBe(demoIds.riversideWharf);
    // The user and the developments reload, as the customer.
    expect(calls.slice(1).map((call) => [call.path, call.bearer])).toEqual(
      expect.arrayContaining([
        ['/user', customerToken],
        ['/developments', customerToken],
      ]),
    );
    expect(session.$user.get()?.id).toBe(sampleUser.id);
    expect(session.$activeRole.get()).toBe('customer');
    expect(state.$viewAsAdmin.get()).toEqual({ adminRole: sampleAdminUser.role });
    expect(viewAs.$viewAs.get()).toEqual({ target: olivia, status: 'viewing' });
    // The admin's session stays saved, untouched; nothing of the customer's reaches storage.
    expect(storedSession()).toEqual(adminStored);
    expect(setItem).not.toHaveBeenCalled();
    expect(session.$isSignedIn.get()).toBe(true);
  });

  it('empties every store of user data before the customer’s show', async () => {
    const { session, viewAs } = await adminPage();
    const reset = vi.fn();
    session.registerReset(reset);

    await viewAs.startViewAs(olivia);

    expect(reset).toHaveBeenCalledOnce();
  });

  it('refuses to switch the active role while viewing, keeping the admin’s choice stored', async () => {
    const { session, viewAs } = await adminPage();
    await viewAs.startViewAs(olivia);

    expect(session.setActiveRole('customer')).toBe(false);
    expect(storedSession().activeRole).toBe('admin');
  });

  it('fails with the API’s reasons and leaves the admin as they were', async () => {
    const { session, viewAs } = await adminPage({ viewAs: () => json(403, { messages: ['This customer is not registered in the portal.'] }) });
    const reset = vi.fn();
    session.registerReset(reset);

    await expect(viewAs.startViewAs(olivia)).rejects.toMatchObject({ status: 403, messages: ['This customer is not registered in the portal.'] });

    expect(session.$user.get()?.id).toBe(sampleAdminUser.id);
    expect(viewAs.$viewAs.get()).toBeNull();
    expect(reset).not.toHaveBeenCalled();
    expect(storedSession()).toEqual(adminStored);
  });
});

describe('refreshing while viewing', () => {
  it('rotates the customer’s tokens in memory only, without the other tabs’ lock', async () => {
    const rotated = validToken('customer-2');
    const { session, viewAs, calls } = await adminPage({
      viewAs: () => json(200, { data: { customer: { authToken: expiredToken('customer'), refreshToken: 'customer-refresh', user: sampleUser } } }),
      refresh: (call) => json(call.bearer === 'customer-refresh' ? 200 : 401, { data: { authToken: rotated, refreshToken: 'customer-refresh-2', user: sampleUser } }),
    });
    const locks = { request: vi.fn() };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    try {
      await viewAs.startViewAs(olivia);
      await session.loadUser();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }

    const refreshes = calls.filter((call) => call.path === '/user/token');
    expect(refreshes.map((call) => call.bearer)).toEqual(['customer-refresh']);
    expect(calls.at(-1)).toMatchObject({ path: '/user', bearer: rotated });
    expect(locks.request).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(storedSession()).toEqual(adminStored);
    expect(viewAs.$viewAs.get()?.status).toBe('viewing');
  });

  it('leaves the view when the API refuses to renew it, the admin still signed in', async () => {
    const { session, viewAs } = await adminPage({
      viewAs: () => json(200, { data: { customer: { authToken: expiredToken('customer'), refreshToken: 'customer-refresh', user: sampleUser } } }),
      refresh: () => json(401, { messages: ['The view as this customer has ended.'] }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const starting = viewAs.startViewAs(olivia);
    await vi.advanceTimersByTimeAsync(0);
    await starting;

    expect(session.$user.get()?.id).toBe(sampleAdminUser.id);
    expect(viewAs.$viewAs.get()?.status).toBe('leaving');
    expect(storedSession()).toEqual(adminStored);
    expect(session.$isSignedIn.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(viewAs.$viewAs.get()).toBeNull();
  });

  it('keeps the admin’s stored refresh token when another tab rotates it, and the view its own', async () => {
    const { session, viewAs, calls } = await adminPage();
    await viewAs.startViewAs(olivia);

    localStorage.setItem('portico.refreshToken', 'admin-refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portico.refreshToken', newValue: 'admin-refresh-2', storageArea: localStorage }));
    await session.loadUser();

    expect(session.$refreshToken.get()).toBe('admin-refresh-2');
    expect(calls.at(-1)).toMatchObject({ path: '/user', bearer: customerToken });
    expect(viewAs.$viewAs.get()?.status).toBe('viewing');
  });
});

describe('leaving the view', () => {
  it('restores the admin at once and ends the view after 1 second (spec 2 §9)', async () => {
    const { session, state, viewAs, calls } = await adminPage();
    await viewAs.startViewAs(olivia);
    const reset = vi.fn();
    session.registerReset(reset);
    calls.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const leaving = viewAs.exitViewAs();

    expect(session.$user.get()?.id).toBe(sampleAdminUser.id);
    expect(session.$activeRole.get()).toBe('admin');
    expect(state.$viewAsAdmin.get()).toBeNull();
    expect(viewAs.$viewAs.get()).toEqual({ target: olivia, status: 'leaving' });
    expect(reset).toHaveBeenCalledOnce();
    // A second Exit joins the first.
    expect(viewAs.exitViewAs()).toBe(leaving);
    await vi.advanceTimersByTimeAsync(999);
    expect(viewAs.$viewAs.get()?.status).toBe('leaving');
    await vi.advanceTimersByTimeAsync(1);
    await expect(leaving).resolves.toEqual(olivia);
    expect(viewAs.$viewAs.get()).toBeNull();
    // The server ends the view's session; the user and the developments reload with the admin's
    // session, which was kept.
    expect(calls.map((call) => [call.path, call.bearer])).toEqual(
      expect.arrayContaining([
        ['/user/logout', customerToken],
        ['/user', adminToken],
        ['/developments', adminToken],
      ]),
    );
    expect(calls.some((call) => call.path === '/user/logout' && call.bearer === adminToken)).toBe(false);
    expect(storedSession()).toEqual(adminStored);
  });

  it('answers null without a view', async () => {
    const { viewAs } = await adminPage();
    await expect(viewAs.exitViewAs()).resolves.toBeNull();
  });
});

describe('signing out while viewing', () => {
  it('signs the admin out with the admin’s session and ends the view', async () => {
    const { session, state, viewAs, calls } = await adminPage();
    await viewAs.startViewAs(olivia);
    calls.length = 0;

    await session.signOut();

    // The admin's session ends, and the view's with it on the server.
    await vi.waitFor(() =>
      expect(calls.map((call) => [call.path, call.bearer])).toEqual([
        ['/user/logout', adminToken],
        ['/user/logout', customerToken],
      ]),
    );
    expect(viewAs.$viewAs.get()).toBeNull();
    expect(state.$viewAsAdmin.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
    expect(storedSession()).toEqual({ authToken: null, refreshToken: null, activeRole: 'admin' });
  });

  it('ends the view on the way back too, with nothing to return to', async () => {
    const { session, viewAs } = await adminPage();
    await viewAs.startViewAs(olivia);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const leaving = viewAs.exitViewAs();

    const signingOut = session.signOut();
    await vi.advanceTimersByTimeAsync(1000);
    await signingOut;

    await expect(leaving).resolves.toBeNull();
    expect(viewAs.$viewAs.get()).toBeNull();
  });
});
