import { createRouter } from '@nanostores/router';
import { describe, expect, it } from 'vitest';
import type { PermissionContext } from '../core/domain/permissions';
import { afterSignInPath, decide, pathWithSearch, ROUTES, type GuardSession, type ShellPage } from './routes';

// The route table as the shell's router parses it, on jsdom's history.
const router = createRouter(ROUTES);
function pageAt(href: string): ShellPage {
  router.open(href);
  return router.get();
}

const owner: PermissionContext = { role: { types: ['customer'], payloads: ['owner'] }, activeRole: 'customer' };
const signedIn = (permissions: PermissionContext = owner): GuardSession => ({ status: 'signed-in', permissions });
const admin: PermissionContext = { role: { types: ['admin'], payloads: ['global'] }, activeRole: 'admin' };
const client: PermissionContext = { role: { types: ['client'], payloads: ['client_portal_access'] }, activeRole: 'client' };
const signedOut: GuardSession = { status: 'signed-out' };
const loading: GuardSession = { status: 'loading' };

describe('the route table', () => {
  it('names each address of the slice, with its params; anything else has no route (the 404 page)', () => {
    expect(pageAt('/')?.route).toBe('home');
    expect(pageAt('/signin/forgot-password')?.route).toBe('forgotPassword');
    expect(pageAt('/signup/2')).toMatchObject({ route: 'signup', params: { step: '2' } });
    expect(pageAt('/reset-password/abc.def')).toMatchObject({ route: 'resetPassword', params: { token: 'abc.def' } });
    expect(pageAt('/charges/p1/statement')).toMatchObject({ route: 'statement', params: { id: 'p1' } });
    expect(pageAt('/charges/')?.route).toBe('chargesList');
    expect(pageAt('/news/n%201')).toMatchObject({ route: 'news', params: { newsId: 'n 1' } });
    expect(pageAt('/developments')?.route).toBe('developments');
    expect(pageAt('/developments/d1/requests')).toMatchObject({ route: 'developmentTab', params: { id: 'd1', tab: 'requests' } });
    expect(pageAt('/premises/p1')).toMatchObject({ route: 'premises', params: { id: 'p1' } });
    expect(pageAt('/client/requests/r1')).toMatchObject({ route: 'clientRequest', params: { id: 'r1' } });
    expect(pageAt('/admin/d1/facilities/f1')).toMatchObject({ route: 'adminRecord', params: { developmentId: 'd1', section: 'facilities', recordId: 'f1' } });
    expect(pageAt('/no/such/page')).toBeUndefined();
  });
});

describe('decide (the guards)', () => {
  it('sends the empty path to /dashboard and /signup to its first step, keeping the query', () => {
    expect(decide(pageAt('/'), signedOut)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/signup?invitationKey=K1'), signedOut)).toEqual({ kind: 'redirect', to: '/signup/1?invitationKey=K1' });
  });

  it('sends a signed-out user on a signed-in route to /signin with the path and query as redirect', () => {
    expect(decide(pageAt('/charges/p1?x=1'), signedOut)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fcharges%2Fp1%3Fx%3D1' });
    expect(decide(pageAt('/dashboard'), signedOut)).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fdashboard' });
  });

  it('waits while the user of a stored session loads, then shows the page', () => {
    expect(decide(pageAt('/dashboard'), loading)).toEqual({ kind: 'wait' });
    expect(decide(pageAt('/signin'), loading)).toEqual({ kind: 'wait' });
    expect(decide(pageAt('/dashboard'), signedIn())).toEqual({ kind: 'show' });
  });

  it('shows the public pages to anyone and the 404 page for an unknown address', () => {
    for (const path of ['/signin/forgot-password', '/reset-password/t', '/confirm-email/t', '/notification-preferences/NP-1', '/signup/3']) {
      expect(decide(pageAt(path), signedOut)).toEqual({ kind: 'show' });
      expect(decide(pageAt(path), signedIn())).toEqual({ kind: 'show' });
    }
    expect(decide(pageAt('/nowhere'), signedOut)).toEqual({ kind: 'show' });
  });

  it('sends a signed-in user from /signin to the redirect parameter, else to /dashboard', () => {
    expect(decide(pageAt('/signin'), signedOut)).toEqual({ kind: 'show' });
    expect(decide(pageAt('/signin?redirect=%2Frequests%2Fr1'), signedIn())).toEqual({ kind: 'redirect', to: '/requests/r1' });
    expect(decide(pageAt('/signin'), signedIn())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/signin'), signedIn(admin))).toEqual({ kind: 'redirect', to: '/developments' });
    expect(decide(pageAt('/signin'), signedIn(client))).toEqual({ kind: 'redirect', to: '/client' });
  });

  it('turns /news and /news/{newsId} into the dashboard, the latter with highlightNewsId', () => {
    expect(decide(pageAt('/news'), signedIn())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/news/nws%201'), signedIn())).toEqual({ kind: 'redirect', to: '/dashboard?highlightNewsId=nws+1' });
  });

  it('refuses the charges pages when a restriction applies and the role is neither global nor sl1 (spec 1 §6)', () => {
    const restricted: PermissionContext = { ...owner, flags: { RestrictChargesToGlobalAndSl1: true } };
    expect(decide(pageAt('/charges/p1'), signedIn(restricted))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/charges/a1/statement'), signedIn(restricted))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/charges/p1'), signedIn())).toEqual({ kind: 'show' });
    const sl1: PermissionContext = { role: { types: ['customer'], payloads: ['sl1'] }, activeRole: 'customer', flags: { RestrictChargesToGlobalAndSl1: true } };
    expect(decide(pageAt('/charges'), signedIn(sl1))).toEqual({ kind: 'show' });
  });
});

describe('afterSignInPath', () => {
  it('keeps a path of this site and refuses any other address', () => {
    expect(afterSignInPath('/charges/p1?x=1', owner)).toBe('/charges/p1?x=1');
    expect(afterSignInPath(undefined, owner)).toBe('/dashboard');
    expect(afterSignInPath('https://evil.example/', owner)).toBe('/dashboard');
    expect(afterSignInPath('//evil.example/', owner)).toBe('/dashboard');
    expect(afterSignInPath('/\\evil.example/', owner)).toBe('/dashboard');
    // Browsers drop tabs and line breaks from an address: '/<TAB>/host' is '//host'.
    for (const address of ['/\t/evil.example/x', '/\n/evil.example/x', '/\r\n/evil.example', '/\t\\evil.example', '/%09/evil.example/x', '/.//evil.example/x']) {
      const path = afterSignInPath(address, owner);
      expect(new URL(path, location.origin).origin, JSON.stringify(address)).toBe(location.origin);
      expect(path.startsWith('//'), JSON.stringify(address)).toBe(false);
    }
    expect(afterSignInPath('/\t/evil.example/x', owner)).toBe('/dashboard');
  });

  it('lands admins on /developments and client users on /client (spec 1 §2, §6)', () => {
    expect(afterSignInPath(undefined, admin)).toBe('/developments');
    expect(afterSignInPath('https://evil.example/', admin)).toBe('/developments');
    expect(afterSignInPath(undefined, client)).toBe('/client');
  });
});

describe('the role guards (spec 1 §6)', () => {
  const sl1Manager: PermissionContext = { role: { types: ['admin'], payloads: ['sl1'] }, activeRole: 'admin' };
  const subtenant: PermissionContext = { role: { types: ['customer'], payloads: ['subtenant'] }, activeRole: 'customer' };

  it('sends a client user from every other signed-in route to /client, and shows the client routes', () => {
    for (const path of ['/dashboard', '/requests', '/charges', '/developments', '/premises/p1', '/changelog', '/news/n1']) {
      expect(decide(pageAt(path), signedIn(client))).toEqual({ kind: 'redirect', to: '/client' });
    }
    expect(decide(pageAt('/client'), signedIn(client))).toEqual({ kind: 'show' });
    expect(decide(pageAt('/client/requests/r1'), signedIn(client))).toEqual({ kind: 'show' });
    // Public pages stay public.
    expect(decide(pageAt('/notification-preferences/NP-1'), signedIn(client))).toEqual({ kind: 'show' });
  });

  it('opens the client portal to property managers only with sl1 and the feature flag', () => {
    expect(decide(pageAt('/client'), signedIn(sl1Manager))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/client'), signedIn({ ...sl1Manager, flags: { ClientPortalForPropertyManagers: true } }))).toEqual({ kind: 'show' });
    expect(decide(pageAt('/client'), signedIn(owner))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('opens it to a user who holds the client type among others while they act as the client, and the dashboard while they act as the customer', () => {
    const director = (activeRole: 'customer' | 'client'): PermissionContext => ({
      role: { types: ['customer', 'client'], payloads: ['client_portal_access'] },
      activeRole,
      flags: { ClientPortalForPropertyManagers: true },
    });
    expect(decide(pageAt('/client'), signedIn(director('customer')))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/dashboard'), signedIn(director('customer')))).toEqual({ kind: 'show' });
    expect(decide(pageAt('/client'), signedIn(director('client')))).toEqual({ kind: 'show' });
    expect(decide(pageAt('/dashboard'), signedIn(director('client')))).toEqual({ kind: 'redirect', to: '/client' });
  });

  it('opens the premises pages to owners only', () => {
    expect(decide(pageAt('/premises'), signedIn())).toEqual({ kind: 'show' });
    expect(decide(pageAt('/premises/p1'), signedIn())).toEqual({ kind: 'show' });
    expect(decide(pageAt('/premises/p1'), signedIn(subtenant))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(pageAt('/premises'), signedIn(admin))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('opens the changelog to admins; others are checked again before they go to the dashboard', () => {
    expect(decide(pageAt('/changelog'), signedIn(admin))).toEqual({ kind: 'show' });
    expect(decide(pageAt('/changelog'), signedIn())).toEqual({ kind: 'recheck', to: '/dashboard' });
  });

  it('sends a bare development address to its news tab', () => {
    expect(decide(pageAt('/developments/d%201'), signedIn())).toEqual({ kind: 'redirect', to: '/developments/d%201/news' });
    expect(decide(pageAt('/developments/d1/requests'), signedIn())).toEqual({ kind: 'show' });
    expect(decide(pageAt('/developments'), signedIn(admin))).toEqual({ kind: 'show' });
  });
});

describe('pathWithSearch', () => {
  it('joins the path and the query', () => {
    expect(pathWithSearch({ path: '/a', search: {} })).toBe('/a');
    expect(pathWithSearch({ path: '/a', search: { b: 'c d' } })).toBe('/a?b=c+d');
  });
});

describe('the MFA route (spec 1 §2)', () => {
  it('needs mfa_token, otherwise it is the sign-in (keeping the redirect)', () => {
    expect(decide(pageAt('/signin/multi-factor-authentication?mfa_token=T'), signedOut)).toEqual({ kind: 'show' });
    expect(decide(pageAt('/signin/multi-factor-authentication'), signedOut)).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decide(pageAt('/signin/multi-factor-authentication?redirect=%2Frequests'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Frequests',
    });
    expect(decide(pageAt('/signin/multi-factor-authentication?mfa_token=T&redirect=%2Frequests'), signedIn())).toEqual({
      kind: 'redirect',
      to: '/requests',
    });
  });
});
