import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../core/ui/testSetup.dom';
import { t } from '../core/i18n';
import type { User } from '../core/schemas';
import { sampleAdminUser, sampleClientUser, sampleDirectorUser, sampleManagerUser, sampleSubtenantUser, sampleUser } from '../core/testing/samples/account';
import { startPage } from '../core/testing/page';
import { exampleAuthResult, signedIn, signedOut } from '../core/testing/examples';
import { App } from './App';
import { shellEmit } from './emit';
import { $router, followLinks, LOAD_DELAY_MS, navigate, restartLoadDelay } from './router';
import { expectNoAxeViolations } from '../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function at(path: string): void {
  act(() => $router.open(path));
}

describe('App: the guarded page of the address', () => {
  it('sends a signed-out user from /dashboard to /signin?redirect=/dashboard, shows the sign-in and sets the title', async () => {
    startPage(signedOut);
    at('/dashboard');
    render(<App />);
    await screen.findByRole('heading', { name: t('signin.heading') });
    expect(location.pathname + location.search).toBe('/signin?redirect=%2Fdashboard');
    expect(document.title).toBe(`[localhost] ${t('routes.signin')} | Portico`);
  });

  it('shows the 404 page for an address without a route', async () => {
    startPage(signedOut);
    at('/no/such/page');
    render(<App />);
    await screen.findByRole('heading', { name: t('routes.notFound'), level: 1 });
    expect(document.title).toBe(`[localhost] ${t('routes.notFound')} | Portico`);
  });
});

describe('App: the admin-only guard (spec 1 §6, §9)', () => {
  afterEach(() => {
    // What the page queued for after its first paint (shell/renderTurn.tsx) runs before the real
    // clock returns, or the next test's parts would wait behind a timer that never fires.
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('keeps a non-admin on the loading screen while the role is checked 10 times at 500 ms, then sends them to /dashboard', () => {
    vi.useFakeTimers();
    startPage(signedIn);
    at('/changelog');
    render(<App />);
    screen.getByText(t('shell.loadingUserContext'));
    act(() => vi.advanceTimersByTime(10 * 500 - 1));
    expect($router.get()?.route).toBe('changelog');
    act(() => vi.advanceTimersByTime(1));
    expect($router.get()?.route).toBe('dashboard');
  });
});

describe('App: the header’s link to the client portal, by role (spec 1 §6)', () => {
  const officer: User = { ...sampleManagerUser, role: { ...sampleManagerUser.role, payloads: ['sl3'] } };
  const linksOf = async (user: User, flags: Record<string, boolean>) => {
    startPage({ session: { ...exampleAuthResult, user }, answers: {}, featureFlags: flags });
    at('/no/such/page');
    const view = render(<App />);
    // The header's signed-in part renders in its turn, after the first paint (shell/renderTurn.tsx).
    const nav = await screen.findByRole('navigation', { name: t('shell.nav.label') });
    return { view, hrefs: within(nav).getAllByRole('link').map((link) => link.getAttribute('href')) };
  };
  const on = { ClientPortalForPropertyManagers: true };

  it.each([
    ['a client user, first (their landing page)', sampleClientUser, on, ['/client', '/settings']],
    ['an sl1 property manager with the flag, after the staff area', sampleManagerUser, on, ['/developments', '/requests', '/admin', '/client', '/documents', '/faq', '/settings']],
  ] as const)('%s', async (_who, user, flags, expected) => {
    const { hrefs } = await linksOf(user, flags);
    expect(hrefs).toEqual(expected);
  });

  it.each([
    ['an sl1 property manager without the flag', sampleManagerUser, {}],
    ['global staff', sampleAdminUser, on],
    ['sl3 staff', officer, on],
    ['an owner', sampleUser, on],
    ['a subtenant', sampleSubtenantUser, on],
    ['a customer who is also a client, acting as the customer (the dashboard’s widget is hers)', sampleDirectorUser, on],
  ] as const)('%s: none', async (_who, user, flags) => {
    expect((await linksOf(user, flags)).hrefs).not.toContain('/client');
  });

  it('axe finds nothing in the property manager’s header', async () => {
    const { view } = await linksOf(sampleManagerUser, on);
    const header = view.container.querySelector('header')!;
    await expectNoAxeViolations(header);
  });
});

describe('shellEmit', () => {
  it('routes portico-navigate in place and answers false (cancelled); other events go to the document', () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    at('/signin');
    expect(shellEmit('portico-navigate', { href: '/signin/forgot-password' })).toBe(false);
    expect($router.get()?.route).toBe('forgotPassword');
    const heard = vi.fn();
    document.addEventListener('portico-signed-out', heard);
    expect(shellEmit('portico-signed-out', {})).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('portico-signed-out', heard);
  });
});

describe('navigate: the first second after load (spec 1 §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defers a navigation to /loading-user-context, then replays the latest one in its place', () => {
    vi.useFakeTimers();
    at('/signin');
    restartLoadDelay();
    navigate('/signin/forgot-password');
    expect($router.get()?.route).toBe('loadingUserContext');
    navigate('/signup/1');
    vi.advanceTimersByTime(LOAD_DELAY_MS);
    expect($router.get()?.path).toBe('/signup/1');
    expect(location.pathname).toBe('/signup/1');
  });

  it('never defers a redirect, nor a navigation after the first second', () => {
    vi.useFakeTimers();
    restartLoadDelay();
    navigate('/signin', true);
    expect($router.get()?.route).toBe('signin');
    vi.advanceTimersByTime(LOAD_DELAY_MS);
    navigate('/signin/forgot-password');
    expect($router.get()?.route).toBe('forgotPassword');
  });

  it('followLinks routes a same-origin link click through navigate, and leaves modified clicks and other origins alone', () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    at('/signin');
    const root = document.createElement('div');
    root.innerHTML = '<a href="/signup/2">step</a><a href="https://elsewhere.example/">away</a>';
    document.body.append(root);
    const stop = followLinks(root);
    const [inside, outside] = root.querySelectorAll('a');
    const click = (link: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click(inside!, { ctrlKey: true })).toBe(false);
    expect(click(outside!)).toBe(false);
    expect(click(inside!)).toBe(true);
    expect($router.get()?.path).toBe('/signup/2');
    stop();
    root.remove();
  });
});
