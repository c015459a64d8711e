/**
 * Every route of the shell for every demo account (docs/demo-data.md) and for nobody signed in: where
 * the guards leave the user, following each redirect as the shell does. The roles are the demo
 * accounts' and the feature flags the default configuration's, as the portal runs them.
 */
import { createRouter } from '@nanostores/router';
import { describe, expect, it } from 'vitest';
import defaultConfig from '../core/config/defaults/config.json';
import { DEMO_ACCOUNT_ROLES, demoGuardSession } from './demo-accounts.test-support';
import { decide, ROUTES, type GuardSession, type RouteName } from './routes';

const router = createRouter(ROUTES);

/** One address of each route, the ids as any. */
const ADDRESS: Record<RouteName, string> = {
  home: '/',
  signin: '/signin',
  mfa: '/signin/multi-factor-authentication?mfa_token=T',
  ssoCallback: '/signin/sso?redirect=%2Frequests',
  forgotPassword: '/signin/forgot-password',
  signupStart: '/signup',
  signup: '/signup/2',
  confirmEmail: '/confirm-email/T',
  confirmNotificationEmail: '/confirm-notification-email/T',
  resetPassword: '/reset-password/T',
  notificationPreferences: '/notification-preferences/NP-OWNER-1',
  loadingUserContext: '/loading-user-context',
  dashboard: '/dashboard',
  chargesList: '/charges',
  charges: '/charges/prm-1',
  statement: '/charges/acc-1/statement',
  requests: '/requests',
  request: '/requests/r1',
  newsList: '/news',
  news: '/news/nws-unknown',
  developments: '/developments',
  development: '/developments/d1',
  developmentTab: '/developments/d1/news',
  developmentRecord: '/developments/d1/customers/con-1',
  bookFacilitiesStart: '/book-facilities',
  bookFacilities: '/book-facilities/d1?facilityId=f1&bookingId=b1',
  premisesList: '/premises',
  premises: '/premises/p1',
  changelog: '/changelog',
  faq: '/faq',
  documentsStart: '/documents',
  documents: '/documents/d1?folder=f1',
  documentsFolder: '/documents/d1/f1',
  libraryStart: '/library',
  library: '/library/d1',
  libraryFolder: '/library/d1/f1',
  client: '/client',
  clientRequest: '/client/requests/r1',
  notifications: '/notifications?status=unread',
  settings: '/settings',
  settingsPrivacy: '/settings/privacy-preferences',
  admin: '/admin',
  adminDevelopment: '/admin/d1',
  adminSection: '/admin/d1/bookings?facilityId=f1',
  adminRecord: '/admin/d1/facilities/f1',
};

const WHO = ['signed out', ...Object.keys(DEMO_ACCOUNT_ROLES)] as const;

/**
 * Where `who` ends up at `address`: the address of the page shown after every redirect, `404`
 * for no page, or `recheck <to>` for an admin-only route that checks the role again first.
 */
function settle(address: string, session: GuardSession): string {
  let at = address;
  for (let hop = 0; hop < 5; hop += 1) {
    router.open(at);
    const page = router.get();
    const decision = decide(page, session);
    if (decision.kind === 'redirect') {
      at = decision.to;
      continue;
    }
    if (decision.kind === 'recheck') return `recheck ${decision.to}`;
    if (decision.kind === 'wait') return 'wait';
    return page ? at : '404';
  }
  throw new Error(`${address} redirects in a loop`);
}

const signIn = (address: string) => `/signin?${new URLSearchParams({ redirect: address }).toString()}`;

const SHOWN = 'shown here';

/**
 * What each address does for each of WHO, in that order (signed out, owner, mfa, subtenant,
 * downgraded, client, admin, manager, officer, director): `SHOWN` is the page at that very address.
 */
const MATRIX: Record<string, string[]> = {
  '/': [signIn('/dashboard'), '/dashboard', '/dashboard', '/dashboard', '/dashboard', '/client', '/dashboard', '/dashboard', '/dashboard'],
  '/signin': [SHOWN, '/dashboard', '/dashboard', '/dashboard', '/dashboard', '/client', '/developments', '/developments', '/developments'],
  '/signin/multi-factor-authentication?mfa_token=T': [SHOWN, '/dashboard', '/dashboard', '/dashboard', '/dashboard', '/client', '/developments', '/developments', '/developments'],
  // Signed in, the sign-in's redirect as on /signin (a client user goes to /client from there).
  '/signin/sso?redirect=%2Frequests': [SHOWN, '/requests', '/requests', '/requests', '/requests', '/client', '/requests', '/requests', '/requests'],
  '/signin/forgot-password': Array(9).fill(SHOWN),
  '/signup': Array(9).fill('/signup/1'),
  '/signup/2': Array(9).fill(SHOWN),
  '/confirm-email/T': Array(9).fill(SHOWN),
  '/confirm-notification-email/T': Array(9).fill(SHOWN),
  '/reset-password/T': Array(9).fill(SHOWN),
  '/notification-preferences/NP-OWNER-1': Array(9).fill(SHOWN),
  '/loading-user-context': Array(9).fill(SHOWN),
  '/dashboard': [signIn('/dashboard'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/charges': [signIn('/charges'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/charges/prm-1': [signIn('/charges/prm-1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/charges/acc-1/statement': [signIn('/charges/acc-1/statement'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/requests': [signIn('/requests'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/requests/r1': [signIn('/requests/r1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/news': [signIn('/news'), '/dashboard', '/dashboard', '/dashboard', '/dashboard', '/client', '/dashboard', '/dashboard', '/dashboard'],
  '/news/nws-unknown': [
    signIn('/news/nws-unknown'),
    ...Array(4).fill('/dashboard?highlightNewsId=nws-unknown'),
    '/client',
    ...Array(3).fill('/dashboard?highlightNewsId=nws-unknown'),
  ],
  '/developments': [signIn('/developments'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/developments/d1': [signIn('/developments/d1'), ...Array(4).fill('/developments/d1/news'), '/client', ...Array(3).fill('/developments/d1/news')],
  '/developments/d1/news': [signIn('/developments/d1/news'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  // spec 2 §2, §6: a tab's record (a customer, a page) is signed in; the page itself decides which tabs the role has (404 otherwise).
  '/developments/d1/customers/con-1': [signIn('/developments/d1/customers/con-1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/developments/d1/article/pst-1': [signIn('/developments/d1/article/pst-1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  // spec 2 §2, §6: facility booking, residents only (the page itself finds a development with facilities).
  '/book-facilities': [signIn('/book-facilities'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', '/dashboard', '/dashboard', '/dashboard'],
  '/book-facilities/d1?facilityId=f1&bookingId=b1': [
    signIn('/book-facilities/d1?facilityId=f1&bookingId=b1'),
    ...Array(4).fill(SHOWN),
    '/client',
    ...Array(3).fill('/dashboard'),
  ],
  // spec 1 §6: the premises pages are the owners'.
  '/premises': [signIn('/premises'), SHOWN, SHOWN, '/dashboard', SHOWN, '/client', '/dashboard', '/dashboard', '/dashboard'],
  '/premises/p1': [signIn('/premises/p1'), SHOWN, SHOWN, '/dashboard', SHOWN, '/client', '/dashboard', '/dashboard', '/dashboard'],
  // spec 1 §6, §9: the changelog is the admins'; anyone else is checked again before going to /dashboard.
  '/changelog': [signIn('/changelog'), ...Array(4).fill('recheck /dashboard'), '/client', SHOWN, SHOWN, SHOWN],
  // spec 1 §6: client users, and sl1 property managers with ClientPortalForPropertyManagers (on in the default configuration).
  '/client': [signIn('/client'), ...Array(4).fill('/dashboard'), SHOWN, '/dashboard', SHOWN, '/dashboard'],
  '/client/requests/r1': [signIn('/client/requests/r1'), ...Array(4).fill('/dashboard'), SHOWN, '/dashboard', SHOWN, '/dashboard'],
  // spec 2 §2: everyone's own notifications, client users' too.
  '/notifications?status=unread': [signIn('/notifications?status=unread'), ...Array(8).fill(SHOWN)],
  // spec 2 §2: every signed-in user's own settings, client users' too (their password and sign-in are theirs to change).
  '/settings': [signIn('/settings'), ...Array(8).fill(SHOWN)],
  '/settings/privacy-preferences': [signIn('/settings/privacy-preferences'), ...Array(8).fill(SHOWN)],
  // spec 2 §2, §6: the FAQ and the documents, signed in; the library addresses are the documents'.
  '/faq': [signIn('/faq'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/documents': [signIn('/documents'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/documents/d1?folder=f1': [signIn('/documents/d1?folder=f1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/documents/d1/f1': [signIn('/documents/d1/f1'), SHOWN, SHOWN, SHOWN, SHOWN, '/client', SHOWN, SHOWN, SHOWN],
  '/library': [signIn('/library'), ...Array(4).fill('/documents'), '/client', ...Array(3).fill('/documents')],
  '/library/d1': [signIn('/library/d1'), ...Array(4).fill('/documents/d1'), '/client', ...Array(3).fill('/documents/d1')],
  '/library/d1/f1': [signIn('/library/d1/f1'), ...Array(4).fill('/documents/d1/f1'), '/client', ...Array(3).fill('/documents/d1/f1')],
  // spec 1 §2, §6, §9: the staff area is the admins'; anyone else is checked again before going to /dashboard.
  '/admin': [signIn('/admin'), ...Array(4).fill('recheck /dashboard'), '/client', SHOWN, SHOWN, SHOWN],
  '/admin/d1': [signIn('/admin/d1'), ...Array(4).fill('recheck /dashboard'), '/client', '/admin/d1/facilities', '/admin/d1/facilities', '/admin/d1/facilities'],
  '/admin/d1/bookings?facilityId=f1': [signIn('/admin/d1/bookings?facilityId=f1'), ...Array(4).fill('recheck /dashboard'), '/client', SHOWN, SHOWN, SHOWN],
  '/admin/d1/facilities/f1': [signIn('/admin/d1/facilities/f1'), ...Array(4).fill('recheck /dashboard'), '/client', SHOWN, SHOWN, SHOWN],
  '/no/such/page': Array(9).fill('404'),
};

// The director acting as a customer holds no owner payload: every address treats her as the subtenant.
const SUBTENANT_COLUMN = WHO.indexOf('subtenant@example.com');
for (const cells of Object.values(MATRIX)) cells.push(cells[SUBTENANT_COLUMN]!);

describe('every route for every demo account and signed out', () => {
  it('has a row for an address of every route', () => {
    for (const address of Object.values(ADDRESS)) expect(Object.keys(MATRIX)).toContain(address);
  });

  for (const [column, who] of WHO.entries()) {
    it(`${who}: each address is shown, redirected (to its final page) or the 404 page`, () => {
      const session = demoGuardSession(who);
      const found = Object.fromEntries(Object.keys(MATRIX).map((address) => [address, settle(address, session)]));
      const expected = Object.fromEntries(
        Object.entries(MATRIX).map(([address, cells]) => [address, cells[column] === SHOWN ? address : cells[column]]),
      );
      expect(found).toEqual(expected);
    });
  }

  it('keeps the flags the matrix assumes: the client portal open to sl1 managers, charges unrestricted', () => {
    expect(defaultConfig.featureFlags).toMatchObject({ ClientPortalForPropertyManagers: true, RestrictChargesToGlobalAndSl1: false });
  });
});
