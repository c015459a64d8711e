import type { Page } from '@nanostores/router';
import {
  canAccessChangelog,
  canAccessCharges,
  canAccessClientPortal,
  canAccessPremises,
  isClientUser,
  type PermissionContext,
} from '../core/domain/permissions';

/**
 * The shell's route table (spec 1 §2), for `@nanostores/router`. Only the areas built so far are
 * here; any other address, including the spec's routes whose areas do not exist yet, is the 404
 * page (no placeholder pages).
 */
export const ROUTES = {
  home: '/',
  signin: '/signin',
  mfa: '/signin/multi-factor-authentication',
  forgotPassword: '/signin/forgot-password',
  signupStart: '/signup',
  signup: '/signup/:step',
  confirmEmail: '/confirm-email/:token',
  resetPassword: '/reset-password/:token',
  notificationPreferences: '/notification-preferences/:id',
  loadingUserContext: '/loading-user-context',
  dashboard: '/dashboard',
  chargesList: '/charges',
  charges: '/charges/:id',
  statement: '/charges/:id/statement',
  requests: '/requests',
  request: '/requests/:id',
  newsList: '/news',
  news: '/news/:newsId',
  developments: '/developments',
  development: '/developments/:id',
  developmentTab: '/developments/:id/:tab',
  premisesList: '/premises',
  premises: '/premises/:id',
  changelog: '/changelog',
  client: '/client',
  clientRequest: '/client/requests/:id',
} as const;

export type RouteName = keyof typeof ROUTES;

/** A page of the shell's router; `undefined` when no route matches (the 404 page). */
export type ShellPage = Page<typeof ROUTES> | undefined;

/**
 * Who may open a route: `public` anyone; `signed-out` only while nobody is signed in (a signed-in
 * user goes on to where a sign-in would have taken them); `signed-in` only with a session.
 */
export type RouteAccess = 'public' | 'signed-out' | 'signed-in';

const ACCESS: Readonly<Record<RouteName, RouteAccess>> = {
  home: 'public',
  signin: 'signed-out',
  mfa: 'signed-out',
  forgotPassword: 'public',
  signupStart: 'public',
  signup: 'public',
  confirmEmail: 'public',
  resetPassword: 'public',
  notificationPreferences: 'public',
  loadingUserContext: 'public',
  dashboard: 'signed-in',
  chargesList: 'signed-in',
  charges: 'signed-in',
  statement: 'signed-in',
  requests: 'signed-in',
  request: 'signed-in',
  newsList: 'signed-in',
  news: 'signed-in',
  developments: 'signed-in',
  development: 'signed-in',
  developmentTab: 'signed-in',
  premisesList: 'signed-in',
  premises: 'signed-in',
  changelog: 'signed-in',
  client: 'signed-in',
  clientRequest: 'signed-in',
};

/**
 * The catalogue id of each route's title (core/config `buildPageTitle` adds the product and the
 * environment).
 */
export const TITLES: Readonly<Record<RouteName, string>> = {
  home: 'routes.dashboard',
  signin: 'routes.signin',
  mfa: 'routes.mfa',
  forgotPassword: 'routes.forgotPassword',
  signupStart: 'routes.signup',
  signup: 'routes.signup',
  confirmEmail: 'routes.confirmEmail',
  resetPassword: 'routes.resetPassword',
  notificationPreferences: 'routes.notificationPreferences',
  loadingUserContext: 'shell.loadingUserContext',
  dashboard: 'routes.dashboard',
  chargesList: 'routes.charges',
  charges: 'routes.charges',
  statement: 'routes.statement',
  requests: 'routes.requests',
  request: 'routes.request',
  newsList: 'routes.news',
  news: 'routes.news',
  developments: 'routes.developments',
  development: 'routes.developments',
  developmentTab: 'routes.developments',
  premisesList: 'routes.premises',
  premises: 'routes.premises',
  changelog: 'routes.changelog',
  client: 'routes.client',
  clientRequest: 'routes.request',
};

/** The client portal's routes: the only signed-in routes a client user may open (spec 1 §6). */
const CLIENT_ROUTES: ReadonlySet<RouteName> = new Set(['client', 'clientRequest']);

/** spec 1 §6, §9: an admin-only route checks the role up to 10 times, 500 ms apart, before it gives up. */
export const ADMIN_GUARD_RETRY = { attempts: 10, intervalMs: 500 } as const;

/** The session as the guards see it: no tokens, tokens but the user still loading, or the user. */
export type GuardSession = { status: 'signed-out' } | { status: 'loading' } | { status: 'signed-in'; permissions: PermissionContext };

/** What the shell does with an address: show the route's page, show the loading screen, or go elsewhere. */
export type GuardDecision =
  | { kind: 'show' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** An admin-only route refused for now: check again (`ADMIN_GUARD_RETRY`), then go to `to`. */
  | { kind: 'recheck'; to: string };

/**
 * The path and query of a page, as the `redirect` query parameter carries it.
 * @example pathWithSearch({ path: '/charges/p1', search: { a: '1' } }) // '/charges/p1?a=1'
 */
export function pathWithSearch(page: { path: string; search: Record<string, string> }): string {
  const query = new URLSearchParams(page.search).toString();
  return query ? `${page.path}?${query}` : page.path;
}

/**
 * Where a signed-in user goes after the sign-in (spec 1 §2): the `redirect` query parameter when it
 * is a path of this site, else the landing page: /developments for admins, /client for client
 * users (spec 1 §6), /dashboard for everyone else.
 * @example afterSignInPath('/charges/p1?x=1', owner) // '/charges/p1?x=1'
 */
export function afterSignInPath(redirect: string | undefined, permissions: PermissionContext): string {
  // Only a path on this origin: '//host' and 'https://host' would send the user to another site.
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
  if (permissions.activeRole === 'admin') return '/developments';
  if (isClientUser(permissions)) return '/client';
  return '/dashboard';
}

/**
 * The guard of one address (spec 1 §2, §6): redirects of the route table, signed-in routes for
 * signed-in users only (others go to /signin?redirect=<path>), the sign-in only for signed-out users.
 * @example decide({ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }, { status: 'signed-out' })
 * // { kind: 'redirect', to: '/signin?redirect=%2Fdashboard' }
 */
export function decide(page: ShellPage, session: GuardSession): GuardDecision {
  if (!page) return { kind: 'show' };
  if (page.route === 'home') return { kind: 'redirect', to: '/dashboard' };
  if (page.route === 'signupStart') return { kind: 'redirect', to: pathWithSearch({ path: '/signup/1', search: page.search }) };
  const access = ACCESS[page.route as RouteName];
  if (access === 'signed-out' && session.status !== 'signed-out') {
    return session.status === 'loading'
      ? { kind: 'wait' }
      : { kind: 'redirect', to: afterSignInPath(page.search.redirect, session.permissions) };
  }
  // spec 1 §2: the MFA screen needs its mfa_token, otherwise it is the sign-in.
  if (page.route === 'mfa' && !page.search.mfa_token) {
    const { redirect } = page.search;
    return { kind: 'redirect', to: redirect ? `/signin?${new URLSearchParams({ redirect }).toString()}` : '/signin' };
  }
  if (access !== 'signed-in') return { kind: 'show' };
  if (session.status === 'signed-out') {
    return { kind: 'redirect', to: `/signin?${new URLSearchParams({ redirect: pathWithSearch(page) }).toString()}` };
  }
  if (session.status === 'loading') return { kind: 'wait' };
  const { permissions } = session;
  const route = page.route as RouteName;
  // spec 1 §6: a client user is sent from every other signed-in route to the client portal.
  if (isClientUser(permissions) && !CLIENT_ROUTES.has(route)) return { kind: 'redirect', to: '/client' };
  // spec 1 §2: /news and /news/{newsId} are the dashboard, the latter with the item highlighted.
  if (route === 'newsList') return { kind: 'redirect', to: '/dashboard' };
  if (route === 'news') return { kind: 'redirect', to: `/dashboard?${new URLSearchParams({ highlightNewsId: page.params.newsId }).toString()}` };
  // spec 2 §2: a bare development address opens its news tab.
  if (page.route === 'development') return { kind: 'redirect', to: `/developments/${encodeURIComponent(page.params.id)}/news` };
  if (route === 'chargesList' || route === 'charges' || route === 'statement') {
    // spec 1 §6: the charges pages are refused when a restriction applies and the role is neither global nor sl1.
    return canAccessCharges(permissions) ? { kind: 'show' } : { kind: 'redirect', to: '/dashboard' };
  }
  if (route === 'premisesList' || route === 'premises') {
    return canAccessPremises(permissions) ? { kind: 'show' } : { kind: 'redirect', to: '/dashboard' };
  }
  if (CLIENT_ROUTES.has(route)) {
    return canAccessClientPortal(permissions) ? { kind: 'show' } : { kind: 'redirect', to: '/dashboard' };
  }
  if (route === 'changelog') return canAccessChangelog(permissions) ? { kind: 'show' } : { kind: 'recheck', to: '/dashboard' };
  return { kind: 'show' };
}
