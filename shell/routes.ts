import type { Page } from '@nanostores/router';
import type { ComponentType } from 'react';
import {
  canAccessAdminArea,
  canAccessChangelog,
  canAccessCharges,
  canAccessClientPortal,
  canAccessPremises,
  canBookFacilities,
  isClientUser,
  type PermissionContext,
} from '../core/domain/permissions';

/**
 * Who may open a route: `public` anyone; `signed-out` only while nobody is signed in (a signed-in
 * user goes on to where a sign-in would have taken them); `signed-in` only with a session.
 */
export type RouteAccess = 'public' | 'signed-out' | 'signed-in';

/** The props every page gets: the router's page (its params and query). */
export interface PageProps {
  page: NonNullable<ShellPage>;
}

/** A page's chunk, loaded on demand; the browser fetches and runs a module once however often it is asked. */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** The page of an address the shell sends elsewhere, when it does (see `decide`). */
type Redirect = (page: { params: Record<string, string>; search: Record<string, string> }) => string | undefined;

/** One route of the shell: everything the router, the guards, the title and the page need. */
interface RouteRecord {
  /** The address pattern, as `@nanostores/router` reads it. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The catalogue id of the page title (core/config `buildPageTitle` adds the product and the environment). */
  readonly title: string;
  /** The page, its own chunk (DESIGN.md: lazy pages); none when the route always redirects. */
  readonly page?: PageLoader;
  /**
   * Where the route sends a user who may open it, instead of showing a page; `undefined` shows
   * the page. Applied after the access checks, so a signed-in route still asks for a sign-in first.
   */
  readonly redirect?: Redirect;
  /** A signed-in route that also depends on the role and the flags (spec 1 §6); refused, the user goes to /dashboard. */
  readonly allow?: (permissions: PermissionContext) => boolean;
  /** The role may still arrive (an admin-only route): refused, check again before giving up (`ADMIN_GUARD_RETRY`). */
  readonly recheck?: true;
  /** A route a client user may open: the client portal's (spec 1 §6) and their own settings; every other signed-in route sends them to /client. */
  readonly clientPortal?: true;
}

const queryString = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * The shell's routes (spec 1 §2, §6; spec 2 §2), one record each; any other address is the 404
 * page.
 */
export const ROUTE_RECORDS = {
  home: { path: '/', access: 'public', title: 'routes.dashboard', redirect: () => '/dashboard' },
  signin: {
    path: '/signin',
    access: 'signed-out',
    title: 'routes.signin',
    page: () => import('./pages/SignInPage').then((module) => ({ default: module.SignInPage })),
  },
  mfa: {
    path: '/signin/multi-factor-authentication',
    access: 'signed-out',
    title: 'routes.mfa',
    page: () => import('./pages/SignInPage').then((module) => ({ default: module.MfaPage })),
    // spec 1 §2: the MFA screen needs its mfa_token, otherwise it is the sign-in (keeping the redirect).
    redirect: ({ search }) => {
      if (search.mfa_token) return undefined;
      return search.redirect ? `/signin?${queryString({ redirect: search.redirect })}` : '/signin';
    },
  },
  // spec 1 §1, §2: where the identity provider sends the user back with the token (pages/SsoCallbackPage.tsx).
  ssoCallback: {
    path: '/signin/sso',
    access: 'signed-out',
    title: 'routes.ssoCallback',
    page: () => import('./pages/SsoCallbackPage').then((module) => ({ default: module.SsoCallbackPage })),
  },
  forgotPassword: {
    path: '/signin/forgot-password',
    access: 'public',
    title: 'routes.forgotPassword',
    page: () => import('./pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
  },
  signupStart: {
    path: '/signup',
    access: 'public',
    title: 'routes.signup',
    redirect: ({ search }) => pathWithSearch({ path: '/signup/1', search }),
  },
  signup: {
    path: '/signup/:step',
    access: 'public',
    title: 'routes.signup',
    page: () => import('./pages/SignupPage').then((module) => ({ default: module.SignupPage })),
  },
  confirmEmail: {
    path: '/confirm-email/:token',
    access: 'public',
    title: 'routes.confirmEmail',
    page: () => import('./pages/ConfirmEmailPage').then((module) => ({ default: module.ConfirmEmailPage })),
  },
  // The link e-mailed to a new correspondence address (the account area of the API).
  confirmNotificationEmail: {
    path: '/confirm-notification-email/:token',
    access: 'public',
    title: 'routes.confirmNotificationEmail',
    page: () => import('./pages/ConfirmEmailPage').then((module) => ({ default: module.ConfirmNotificationEmailPage })),
  },
  resetPassword: {
    path: '/reset-password/:token',
    access: 'public',
    title: 'routes.resetPassword',
    page: () => import('./pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
  },
  notificationPreferences: {
    path: '/notification-preferences/:id',
    access: 'public',
    title: 'routes.notificationPreferences',
    page: () => import('./pages/NotificationPreferencesPage').then((module) => ({ default: module.NotificationPreferencesPage })),
  },
  loadingUserContext: {
    path: '/loading-user-context',
    access: 'public',
    title: 'shell.loadingUserContext',
    page: () => import('./LoadingUserContext').then((module) => ({ default: module.LoadingUserContext })),
  },
  dashboard: {
    path: '/dashboard',
    access: 'signed-in',
    title: 'routes.dashboard',
    page: () => import('./pages/DashboardPage').then((module) => ({ default: module.DashboardPage })),
  },
  // spec 1 §6: the charges pages are refused when a restriction applies and the role is neither global nor sl1.
  chargesList: {
    path: '/charges',
    access: 'signed-in',
    title: 'routes.charges',
    page: () => import('./pages/ChargesPage').then((module) => ({ default: module.ChargesPage })),
    allow: canAccessCharges,
  },
  charges: {
    path: '/charges/:id',
    access: 'signed-in',
    title: 'routes.charges',
    page: () => import('./pages/ChargesPage').then((module) => ({ default: module.ChargesPage })),
    allow: canAccessCharges,
  },
  statement: {
    path: '/charges/:id/statement',
    access: 'signed-in',
    title: 'routes.statement',
    page: () => import('./pages/StatementPage').then((module) => ({ default: module.StatementPage })),
    allow: canAccessCharges,
  },
  requests: {
    path: '/requests',
    access: 'signed-in',
    title: 'routes.requests',
    page: () => import('./pages/RequestsPage').then((module) => ({ default: module.RequestsPage })),
  },
  request: {
    path: '/requests/:id',
    access: 'signed-in',
    title: 'routes.request',
    page: () => import('./pages/RequestsPage').then((module) => ({ default: module.RequestsPage })),
  },
  // spec 1 §2: /news and /news/{newsId} are the dashboard, the latter with the item highlighted.
  newsList: { path: '/news', access: 'signed-in', title: 'routes.news', redirect: () => '/dashboard' },
  news: {
    path: '/news/:newsId',
    access: 'signed-in',
    title: 'routes.news',
    redirect: ({ params }) => `/dashboard?${queryString({ highlightNewsId: params.newsId ?? '' })}`,
  },
  developments: {
    path: '/developments',
    access: 'signed-in',
    title: 'routes.developments',
    page: () => import('./pages/DevelopmentsPage').then((module) => ({ default: module.DevelopmentsPage })),
  },
  // spec 2 §2: a bare development address opens its news tab.
  development: {
    path: '/developments/:id',
    access: 'signed-in',
    title: 'routes.developments',
    redirect: ({ params }) => `/developments/${encodeURIComponent(params.id ?? '')}/news`,
  },
  developmentTab: {
    path: '/developments/:id/:tab',
    access: 'signed-in',
    title: 'routes.developments',
    page: () => import('./pages/DevelopmentPage').then((module) => ({ default: module.DevelopmentPage })),
  },
  // spec 2 §2: one record of a tab: a customer (customers/{relationshipId}), a page (article/{articleId}).
  developmentRecord: {
    path: '/developments/:id/:tab/:recordId',
    access: 'signed-in',
    title: 'routes.developments',
    page: () => import('./pages/DevelopmentPage').then((module) => ({ default: module.DevelopmentPage })),
  },
  // spec 2 §2: facility booking, residents only; the query's facilityId and bookingId open that facility and booking.
  // The bare address goes to the user's first development with facilities booking (the page decides:
  // it needs the developments).
  bookFacilitiesStart: {
    path: '/book-facilities',
    access: 'signed-in',
    title: 'routes.bookFacilities',
    page: () => import('./pages/BookFacilitiesPage').then((module) => ({ default: module.BookFacilitiesPage })),
    allow: canBookFacilities,
  },
  bookFacilities: {
    path: '/book-facilities/:developmentId',
    access: 'signed-in',
    title: 'routes.bookFacilities',
    page: () => import('./pages/BookFacilitiesPage').then((module) => ({ default: module.BookFacilitiesPage })),
    allow: canBookFacilities,
  },
  premisesList: {
    path: '/premises',
    access: 'signed-in',
    title: 'routes.premises',
    page: () => import('./pages/PremisesPage').then((module) => ({ default: module.PremisesPage })),
    allow: canAccessPremises,
  },
  premises: {
    path: '/premises/:id',
    access: 'signed-in',
    title: 'routes.premises',
    page: () => import('./pages/PremisesPage').then((module) => ({ default: module.PremisesPage })),
    allow: canAccessPremises,
  },
  // spec 2 §2, §6: the FAQ, its entries chosen by the active role, so for signed-in users.
  faq: {
    path: '/faq',
    access: 'signed-in',
    title: 'routes.faq',
    page: () => import('./pages/FaqPage').then((module) => ({ default: module.FaqPage })),
  },
  // spec 1 §2, spec 2 §2: a development's documents, a folder open when the address names it; the
  // library addresses redirect to them (the query kept). The paths are written out rather than
  // taken from pages/documents.ts, which would put that module in the first load.
  documentsStart: {
    path: '/documents',
    access: 'signed-in',
    title: 'routes.documents',
    page: () => import('./pages/DocumentsPage').then((module) => ({ default: module.DocumentsPage })),
  },
  documents: {
    path: '/documents/:developmentId',
    access: 'signed-in',
    title: 'routes.documents',
    page: () => import('./pages/DocumentsPage').then((module) => ({ default: module.DocumentsPage })),
  },
  documentsFolder: {
    path: '/documents/:developmentId/:folderId',
    access: 'signed-in',
    title: 'routes.documents',
    page: () => import('./pages/DocumentsPage').then((module) => ({ default: module.DocumentsPage })),
  },
  libraryStart: { path: '/library', access: 'signed-in', title: 'routes.documents', redirect: ({ search }) => pathWithSearch({ path: '/documents', search }) },
  library: {
    path: '/library/:developmentId',
    access: 'signed-in',
    title: 'routes.documents',
    redirect: ({ params, search }) => pathWithSearch({ path: `/documents/${encodeURIComponent(params.developmentId ?? '')}`, search }),
  },
  libraryFolder: {
    path: '/library/:developmentId/:folderId',
    access: 'signed-in',
    title: 'routes.documents',
    redirect: ({ params, search }) =>
      pathWithSearch({ path: `/documents/${encodeURIComponent(params.developmentId ?? '')}/${encodeURIComponent(params.folderId ?? '')}`, search }),
  },
  // spec 1 §2, §6: the staff area, admins only, its own chunk. Plain addresses for every screen
  // (a development's facilities, a facility, its bookings, its customer groups), so staff can
  // bookmark and share them; the section and record are read by the page.
  admin: {
    path: '/admin',
    access: 'signed-in',
    title: 'routes.admin',
    page: () => import('./admin/AdminPage').then((module) => ({ default: module.AdminPage })),
    allow: canAccessAdminArea,
    recheck: true,
  },
  adminDevelopment: {
    path: '/admin/:developmentId',
    access: 'signed-in',
    title: 'routes.admin',
    redirect: ({ params }) => `/admin/${encodeURIComponent(params.developmentId ?? '')}/facilities`,
  },
  adminSection: {
    path: '/admin/:developmentId/:section',
    access: 'signed-in',
    title: 'routes.admin',
    page: () => import('./admin/AdminPage').then((module) => ({ default: module.AdminPage })),
    allow: canAccessAdminArea,
    recheck: true,
  },
  adminRecord: {
    path: '/admin/:developmentId/:section/:recordId',
    access: 'signed-in',
    title: 'routes.admin',
    page: () => import('./admin/AdminPage').then((module) => ({ default: module.AdminPage })),
    allow: canAccessAdminArea,
    recheck: true,
  },
  changelog: {
    path: '/changelog',
    access: 'signed-in',
    title: 'routes.changelog',
    page: () => import('./pages/ChangelogPage').then((module) => ({ default: module.ChangelogPage })),
    allow: canAccessChangelog,
    recheck: true,
  },
  // spec 2 §2: the user's profile and settings, every signed-in user's (a client user's too: their
  // password and sign-in are theirs to change); spec 1 §2: the cookie banner links to its privacy preferences.
  settings: {
    path: '/settings',
    access: 'signed-in',
    title: 'routes.settings',
    page: () => import('./pages/SettingsPage').then((module) => ({ default: module.SettingsPage })),
    clientPortal: true,
  },
  settingsPrivacy: {
    path: '/settings/privacy-preferences',
    access: 'signed-in',
    title: 'routes.privacyPreferences',
    page: () => import('./pages/SettingsPage').then((module) => ({ default: module.SettingsPage })),
    clientPortal: true,
  },
  client: {
    path: '/client',
    access: 'signed-in',
    title: 'routes.client',
    page: () => import('./pages/ClientPage').then((module) => ({ default: module.ClientPage })),
    allow: canAccessClientPortal,
    clientPortal: true,
  },
  clientRequest: {
    path: '/client/requests/:id',
    access: 'signed-in',
    title: 'routes.request',
    page: () => import('./pages/ClientPage').then((module) => ({ default: module.ClientPage })),
    allow: canAccessClientPortal,
    clientPortal: true,
  },
  // spec 2 §2 notifications list: every signed-in user's own, client users' too (the header counts them everywhere).
  notifications: {
    path: '/notifications',
    access: 'signed-in',
    title: 'notifications.title',
    page: () => import('./pages/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
    clientPortal: true,
  },
} as const satisfies Record<string, RouteRecord>;

export type RouteName = keyof typeof ROUTE_RECORDS;

/** The address pattern of each route, for `@nanostores/router`. */
export const ROUTES = Object.fromEntries(Object.entries(ROUTE_RECORDS).map(([name, record]) => [name, record.path])) as {
  readonly [Name in RouteName]: (typeof ROUTE_RECORDS)[Name]['path'];
};

/** A page of the shell's router; `undefined` when no route matches (the 404 page). */
export type ShellPage = Page<typeof ROUTES> | undefined;

/**
 * The record of `route`, read through its common shape.
 * @example routeRecord('changelog').recheck // true
 */
export function routeRecord(route: RouteName): RouteRecord {
  return ROUTE_RECORDS[route];
}

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
 * The path `address` leads to when, read as the browser reads it (which drops tabs and line breaks
 * and takes a backslash for a slash), it stays on `origin`; undefined when it leaves it.
 */
function ownPath(address: string, origin: string): string | undefined {
  if (!address.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return undefined;
  }
  // A path that normalises to '//…' ('/.//host') would itself name another host.
  return url.origin === origin && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Where a signed-in user goes after the sign-in (spec 1 §2): the `redirect` query parameter when it
 * is a path of this site, else the landing page: /developments for admins, /client for client
 * users (spec 1 §6), /dashboard for everyone else.
 * @example afterSignInPath('/charges/p1?x=1', owner) // '/charges/p1?x=1'
 */
export function afterSignInPath(redirect: string | undefined, permissions: PermissionContext, origin = location.origin): string {
  const own = redirect ? ownPath(redirect, origin) : undefined;
  if (own) return own;
  if (permissions.activeRole === 'admin') return '/developments';
  if (isClientUser(permissions)) return '/client';
  return '/dashboard';
}

/**
 * The guard of one address (spec 1 §2, §6), from the route's record: the sign-in only for
 * signed-out users, signed-in routes for signed-in users only (others go to
 * /signin?redirect=<path>), a client user only on the client portal, then the route's own
 * redirect and its role rule. A pure function of the page and the session.
 * @example decide({ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }, { status: 'signed-out' })
 * // { kind: 'redirect', to: '/signin?redirect=%2Fdashboard' }
 */
export function decide(page: ShellPage, session: GuardSession): GuardDecision {
  if (!page) return { kind: 'show' };
  const record = routeRecord(page.route);
  if (record.access === 'signed-out' && session.status !== 'signed-out') {
    return session.status === 'loading'
      ? { kind: 'wait' }
      : { kind: 'redirect', to: afterSignInPath(page.search.redirect, session.permissions) };
  }
  if (record.access === 'signed-in') {
    if (session.status === 'signed-out') return { kind: 'redirect', to: `/signin?${queryString({ redirect: pathWithSearch(page) })}` };
    if (session.status === 'loading') return { kind: 'wait' };
    // spec 1 §6: a client user is sent from every other signed-in route to the client portal.
    if (isClientUser(session.permissions) && !record.clientPortal) return { kind: 'redirect', to: '/client' };
  }
  const to = record.redirect?.({ params: page.params as Record<string, string>, search: page.search });
  if (to !== undefined) return { kind: 'redirect', to };
  if (record.allow && session.status === 'signed-in' && !record.allow(session.permissions)) {
    return { kind: record.recheck ? 'recheck' : 'redirect', to: '/dashboard' };
  }
  return { kind: 'show' };
}
