/**
 * Every route of the portal shell for every demo account (DEMO-DATA.md), against the real API:
 * each address is shown, redirected or the 404 page as spec 1 §2 and §6 say, and axe finds no
 * violation on any page shown (each route once, light and dark). Accounts sign in through the API
 * (the sign-in pages have their own suite, shell.e2e.ts); the MFA account with the code from the
 * outbox. The tokens go where core/session keeps them, so the portal starts signed in.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { API, PORTAL } from './ports';
import { answer, apiSignIn, signedIn, type Session } from './shell-support';

/** What an address does for one account: shows a page with this h1, goes elsewhere, or is the 404 page. */
type Outcome = { show: string | RegExp; at?: RegExp } | { to: RegExp } | 'not found';

/** The records an account's routes point at, read from the API as that account. */
interface Records {
  developmentIds: string[];
  chargeAccountId: string | null;
  requestId: string | null;
}

async function recordsOf(request: APIRequestContext, session: Session): Promise<Records> {
  const headers = { Authorization: `Bearer ${session.authToken}` };
  const { developments } = await answer<{ developments: { id: string }[] }>(await request.get(`${API}/developments`, { headers }));
  const charges = await request.get(`${API}/charges`, { headers });
  const chargeAccountId = charges.ok()
    ? ((await answer<{ developments: { premises: { chargeAccounts: { id: string }[] }[] }[] }>(charges)).developments.flatMap((d) =>
        d.premises.flatMap((p) => p.chargeAccounts.map((a) => a.id)),
      )[0] ?? null)
    : null;
  const tickets = await request.get(`${API}/tickets?limit=1&offset=0`, { headers });
  const requestId = tickets.ok() ? ((await answer<{ tickets: { id: string }[] }>(tickets)).tickets[0]?.id ?? null) : null;
  return { developmentIds: developments.map((d) => d.id), chargeAccountId, requestId };
}

type Kind = 'owner' | 'subtenant' | 'client' | 'admin';

const ACCOUNTS: { email: string; name: string; kind: Kind; developments: number }[] = [
  { email: 'owner@example.com', name: 'Olivia Owner', kind: 'owner', developments: 2 },
  { email: 'mfa@example.com', name: 'Mia Multifactor', kind: 'owner', developments: 1 },
  { email: 'subtenant@example.com', name: 'Sam Subtenant', kind: 'subtenant', developments: 1 },
  { email: 'downgraded@example.com', name: 'Dee Downgraded', kind: 'owner', developments: 1 },
  { email: 'client@example.com', name: 'Clara Client', kind: 'client', developments: 1 },
  { email: 'admin@example.com', name: 'Ada Admin', kind: 'admin', developments: 3 },
  { email: 'manager@example.com', name: 'Manny Manager', kind: 'admin', developments: 2 },
  { email: 'officer@example.com', name: 'Otto Officer', kind: 'admin', developments: 1 },
];

const path = (text: string) => new RegExp(`^${text.replace(/[?]/g, '\\?')}$`);
const toClient: Outcome = { to: path('/client') };
const toDashboard: Outcome = { to: path('/dashboard') };

/** The routes of issue 8 and what each does for an account of `kind` (spec 1 §2, §6; spec 2 §2). */
function routesFor(kind: Kind, developments: number, records: Records): [string, Outcome][] {
  const client = kind === 'client';
  const admin = kind === 'admin';
  const owner = kind === 'owner';
  const development = records.developmentIds[0] ?? 'none';
  const routes: [string, Outcome][] = [
    ['/', client ? toClient : { show: 'Dashboard', at: path('/dashboard') }],
    ['/dashboard', client ? toClient : { show: 'Dashboard' }],
    ['/signin', { to: path(admin ? '/developments' : client ? '/client' : '/dashboard') }],
    [
      '/developments',
      client
        ? toClient
        : developments === 1
          ? { show: /.+/, at: path(`/developments/${development}/news`) }
          : { show: 'Developments', at: path('/developments') },
    ],
    [`/developments/${development}`, client ? toClient : { to: path(`/developments/${development}/news`) }],
    [`/developments/${development}/news`, client ? toClient : { show: /.+/ }],
    ['/premises', client ? toClient : owner ? { show: /.+/, at: /^\/premises(\/[^/]+)?$/ } : toDashboard],
    ['/charges', client ? toClient : { show: 'Charges' }],
    ['/requests', client ? toClient : { show: 'Requests' }],
    ['/news', client ? toClient : toDashboard],
    ['/news/nws-unknown', client ? toClient : { to: path('/dashboard?highlightNewsId=nws-unknown') }],
    ['/changelog', client ? toClient : admin ? { show: 'Changelog' } : toDashboard],
    ['/client', client ? { show: 'Client portal' } : kind === 'admin' && developments === 2 ? { show: 'Client portal' } : toDashboard],
    ['/admin', client ? 'not found' : 'not found'],
    ['/no/such/page', 'not found'],
  ];
  if (records.chargeAccountId) routes.push([`/charges/${records.chargeAccountId}/statement`, { show: 'Statement' }]);
  if (records.requestId) {
    routes.push([client ? `/client/requests/${records.requestId}` : `/requests/${records.requestId}`, client ? { show: 'Client portal' } : { show: 'Requests' }]);
  }
  return routes;
}

// Each route's page is checked with axe once (the first account that is shown it), to keep the run short.
const axeDone = new Set<string>();

test.describe('every shell route for every demo account', () => {
  test('signed out, every signed-in route goes to /signin with the address as redirect; the 404 page is public', async ({ page }) => {
    const errors = collectErrors(page);
    for (const route of ['/dashboard', '/developments', '/developments/d1/news', '/premises', '/premises/p1', '/charges', '/requests', '/changelog', '/client']) {
      await page.goto(route);
      await expect(page).toHaveURL(`${PORTAL}/signin?redirect=${encodeURIComponent(route)}`);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page, signed out');
    expect(errors).toEqual([]);
  });

  for (const account of ACCOUNTS) {
    test(`${account.email}: each route shown, redirected or 404 as spec 1 §2 and §6 say`, async ({ page, request }) => {
      // A non-admin on /changelog waits 10 x 500 ms before the guard gives up (spec 1 §6).
      test.setTimeout(120_000);
      const session = await apiSignIn(request, account.email);
      const records = await recordsOf(request, session);
      expect(records.developmentIds.length, `developments of ${account.email}`).toBe(account.developments);
      await signedIn(page, session);
      const errors = collectErrors(page);
      for (const [route, outcome] of routesFor(account.kind, account.developments, records)) {
        await test.step(`${route}`, async () => {
          await page.goto(route);
          if (outcome === 'not found') {
            await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
            return;
          }
          if ('to' in outcome) {
            await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 10_000 }).toMatch(outcome.to);
            return;
          }
          await expect(page.getByRole('heading', { level: 1, name: outcome.show })).toBeVisible();
          if (outcome.at) await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toMatch(outcome.at);
          await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
          // The page's route, its ids left out: /developments/{id}/news.
          const shown = new URL(page.url()).pathname
            .split('/')
            .map((segment, index) => (index < 2 || ['news', 'requests', 'statement'].includes(segment) ? segment : '{id}'))
            .join('/');
          if (!axeDone.has(shown)) {
            axeDone.add(shown);
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page, `${shown} as ${account.email}`);
          }
        });
      }
      // Refused records (another user's id in a route) answer 404 from the API: nothing else may fail.
      expect(errors.filter((error) => !/^404 /.test(error))).toEqual([]);
    });
  }
});
