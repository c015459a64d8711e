import type { Page } from '@nanostores/router';
import { canAccessCharges, type PermissionContext } from '../core/domain/permissions';

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
};

/** The session as the guards see it: no tokens, tokens but the user still loading, or the user. */
export type GuardSession = { status: 'signed-out' } | { status: 'loading' } | { status: 'signed-in'; permissions: PermissionContext };

/** What the shell does with an address: show the route's page, show the loading screen, or go elsewhere. */
export type GuardDecision = { kind: 'show' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

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
 * is a path of this site, else the landing page. Admins land on /developments in the spec; that
 * area is not built yet, so everyone lands on /dashboard for now.
 * @example afterSignInPath('/charges/p1?x=1') // '/charges/p1?x=1'
 */
export function afterSignInPath(redirect: string | undefined): string {
  // Only a path on this origin: '//host' and 'https://host' would send the user to another site.
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
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
    return session.status === 'loading' ? { kind: 'wait' } : { kind: 'redirect', to: afterSignInPath(page.search.redirect) };
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
  // spec 1 §2: /news and /news/{newsId} are the dashboard, the latter with the item highlighted.
  if (page.route === 'newsList') return { kind: 'redirect', to: '/dashboard' };
  if (page.route === 'news') return { kind: 'redirect', to: `/dashboard?${new URLSearchParams({ highlightNewsId: page.params.newsId }).toString()}` };
  if (page.route === 'chargesList' || page.route === 'charges' || page.route === 'statement') {
    // spec 1 §6: the charges pages are refused when a restriction applies and the role is neither global nor sl1.
    return canAccessCharges(session.permissions) ? { kind: 'show' } : { kind: 'redirect', to: '/dashboard' };
  }
  return { kind: 'show' };
}
