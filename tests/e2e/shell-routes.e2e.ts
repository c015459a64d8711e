/**
 * Every route of the portal shell once in the browser, against the real API: the address is
 * shown, redirected or the 404 page as spec 1 §2 and §6 say, and axe finds no violation on any
 * page shown (light and dark). Which demo account may open which route is checked for every
 * account by the route records' unit tests; this suite checks the wiring. Accounts sign in through
 * the API once each (the sign-in pages have their own suite, shell.e2e.ts); the tokens go where
 * core/session keeps them, so the portal starts signed in.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { API, PORTAL } from './ports';
import { answer, type StoredSession } from './shell-support';

/** What an address does for one account: shows a page with this h1, goes elsewhere, or is the 404 page. */
type Outcome = { show: string | RegExp; at?: RegExp } | { to: RegExp } | 'not found';

/** The records an account's routes point at, read from the API as that account. */
interface Records {
  developmentIds: string[];
  chargeAccountId: string | null;
  requestId: string | null;
}

async function recordsOf(request: APIRequestContext, session: StoredSession): Promise<Records> {
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

const path = (text: string) => new RegExp(`^${text.replace(/[?]/g, '\\?')}$`);
const toDashboard: Outcome = { to: path('/dashboard') };

type Account = 'owner@example.com' | 'admin@example.com' | 'client@example.com';

const NAMES: Record<Account, string> = {
  'owner@example.com': 'Olivia Owner',
  'admin@example.com': 'Ada Admin',
  'client@example.com': 'Clara Client',
};

/** The records of each account, read once per file. */
const recordsByAccount = new Map<Account, Records>();

async function recordsOnce(request: APIRequestContext, email: Account, session: StoredSession): Promise<Records> {
  let records = recordsByAccount.get(email);
  if (!records) {
    records = await recordsOf(request, session);
    recordsByAccount.set(email, records);
  }
  return records;
}

/**
 * Every route of the shell once, as an account the route shows a page to (or, for the routes
 * that only lead elsewhere, one it redirects): the wiring of the route records to the pages, the
 * guards and the API. Which account may open what is a rule: shell/routes.ts's unit tests check
 * every route for every demo account.
 */
const ROUTES: { route: (records: Records) => string | null; as: Account; outcome: Outcome }[] = [
  { route: () => '/', as: 'owner@example.com', outcome: { show: 'Dashboard', at: path('/dashboard') } },
  { route: () => '/dashboard', as: 'owner@example.com', outcome: { show: 'Dashboard' } },
  { route: () => '/signin', as: 'admin@example.com', outcome: { to: path('/developments') } },
  { route: () => '/developments', as: 'admin@example.com', outcome: { show: 'Developments', at: path('/developments') } },
  { route: (r) => `/developments/${r.developmentIds[0]}`, as: 'owner@example.com', outcome: { to: /^\/developments\/[^/]+\/news$/ } },
  { route: (r) => `/developments/${r.developmentIds[0]}/news`, as: 'owner@example.com', outcome: { show: /.+/ } },
  { route: () => '/premises', as: 'owner@example.com', outcome: { show: /.+/, at: /^\/premises(\/[^/]+)?$/ } },
  { route: () => '/charges', as: 'owner@example.com', outcome: { show: 'Charges' } },
  { route: (r) => r.chargeAccountId && `/charges/${r.chargeAccountId}/statement`, as: 'owner@example.com', outcome: { show: 'Statement' } },
  { route: () => '/requests', as: 'owner@example.com', outcome: { show: 'Requests' } },
  { route: (r) => r.requestId && `/requests/${r.requestId}`, as: 'owner@example.com', outcome: { show: 'Requests' } },
  { route: () => '/news', as: 'owner@example.com', outcome: toDashboard },
  { route: () => '/news/nws-unknown', as: 'owner@example.com', outcome: { to: path('/dashboard?highlightNewsId=nws-unknown') } },
  { route: () => '/changelog', as: 'admin@example.com', outcome: { show: 'Changelog' } },
  { route: () => '/client', as: 'client@example.com', outcome: { show: 'Client portal' } },
  { route: (r) => r.requestId && `/client/requests/${r.requestId}`, as: 'client@example.com', outcome: { show: 'Client portal' } },
  { route: () => '/notifications', as: 'client@example.com', outcome: { show: 'Notifications' } },
  { route: () => '/settings', as: 'owner@example.com', outcome: { show: 'Settings' } },
  { route: () => '/settings/privacy-preferences', as: 'client@example.com', outcome: { show: 'Settings' } },
  { route: () => '/faq', as: 'owner@example.com', outcome: { show: 'Frequently asked questions' } },
  { route: () => '/documents', as: 'owner@example.com', outcome: { show: /^Documents: /, at: /^\/documents\/[^/]+$/ } },
  { route: (r) => `/documents/${r.developmentIds[0]}`, as: 'admin@example.com', outcome: { show: /^Documents: / } },
  { route: (r) => `/library/${r.developmentIds[0]}`, as: 'owner@example.com', outcome: { to: /^\/documents\/[^/]+$/ } },
  { route: (r) => `/library/${r.developmentIds[0]}/fld-any`, as: 'owner@example.com', outcome: { to: /^\/documents\/[^/]+\/fld-any$/ } },
  // The staff area: admins only. A resident's refusal waits out the role's recheck (10 × 500 ms,
  // spec 1 §4), so it is the route records' unit tests' (shell/route-access.dom.test.ts), not a row here.
  { route: () => '/admin', as: 'admin@example.com', outcome: { show: 'Staff area' } },
  { route: (r) => `/admin/${r.developmentIds[0]}`, as: 'admin@example.com', outcome: { to: /^\/admin\/[^/]+\/facilities$/ } },
  { route: (r) => `/admin/${r.developmentIds[0]}/facilities`, as: 'admin@example.com', outcome: { show: /.+/ } },
  { route: () => '/no/such/page', as: 'owner@example.com', outcome: 'not found' },
];

test.describe('every shell route in the browser', () => {
  test('signed out, every signed-in route goes to /signin with the address as redirect; the 404 page is public', async ({ page }) => {
    const errors = collectErrors(page);
    for (const route of ['/dashboard', '/developments', '/developments/d1/news', '/premises', '/premises/p1', '/charges', '/requests', '/changelog', '/client', '/faq', '/documents', '/admin']) {
      await page.goto(route);
      await expect(page).toHaveURL(`${PORTAL}/signin?redirect=${encodeURIComponent(route)}`);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page, signed out');
    expect(errors).toEqual([]);
  });

  for (const { route: routeOf, as, outcome } of ROUTES) {
    const title = routeOf({ developmentIds: ['{id}'], chargeAccountId: '{id}', requestId: '{id}' });
    test(`${title} as ${as}: ${outcome === 'not found' ? 'the 404 page' : 'to' in outcome ? 'redirected' : 'shown, axe-clean'}`, async ({ page, request, signInAs }) => {
      const records = await recordsOnce(request, as, await signInAs(as));
      const route = routeOf(records);
      expect(route, `${as} has the record ${title} needs`).toBeTruthy();
      const errors = collectErrors(page);
      await page.goto(route!);
      if (outcome === 'not found') {
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      } else if ('to' in outcome) {
        await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 10_000 }).toMatch(outcome.to);
      } else {
        await expect(page.getByRole('heading', { level: 1, name: outcome.show })).toBeVisible();
        if (outcome.at) await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toMatch(outcome.at);
        await expect(page.getByRole('banner').getByText(NAMES[as])).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${title} as ${as}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
