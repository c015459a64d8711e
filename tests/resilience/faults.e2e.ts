/**
 * Faults: with the API answering 500, timing out, answering malformed JSON or the wrong
 * shape, refusing an expired token (the refresh answered, or refused too) and the network dropping,
 * every page of the shell and every element of the agent website (facility booking's facilities,
 * slots and upcoming bookings included) shows an error with a retry,
 * comes back when the retry is pressed after the fault is lifted, leaks no uncaught exception to
 * the console, and loses nothing the user typed into a form whose save failed.
 *
 * Data-driven: `LOADS` (surfaces, each with the API calls its content needs) x `LOAD_FAULTS`, and
 * `SAVES` (forms, each with its save call) x `SAVE_FAULTS`; one test, one page load per case.
 * Faults are injected with `page.route` on the API's origin (faults-support.ts); every other call
 * reaches the real reference API of this run. A time-out does not wait the client's 20 s: the
 * page runs on Playwright's clock, jumped past the limit.
 */
import { randomUUID } from 'node:crypto';
import type { Route } from '@playwright/test';
import { addLondonDays } from '../../core/domain/london';
import { expect as baseExpect, test, type Locator, type Page, type StoredSessions } from '../e2e/fixtures';
import { testToday } from '../e2e/clock';
import { API, PORTAL, SITE } from '../e2e/ports';
import { latestLinkToken, PASSWORD, restoreCorrespondenceEmail } from '../e2e/agent-website-support';
import { apiSignIn, quietChrome, signedIn } from '../e2e/shell-support';
import { FAULTS, injectFault, installClock, passTime, watchForUncaught, type CallPattern, type FaultId, type InjectedFault } from './faults-support';
import { storedTokens } from './session-support';

// A shared two-core machine with two workers: a page's loads behind a fault may take more than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

// Every case is one page load that puts back what it saves: the cases spread over both workers
// rather than the whole matrix waiting for one.
test.describe.configure({ mode: 'parallel' });

const OWNER = 'owner@example.com';
const CLIENT = 'client@example.com';
const FLAT_1 = 'pre-riverside-flat-1';
const LEAK = 'tkt-flat-1-leak';
const FLAT_1_SERVICE_CHARGE = 'acc-flat-1-service-charge';
const RIVERSIDE = 'dev-riverside-wharf';

const get = (path: RegExp): CallPattern => ({ method: 'GET', path });

/** A page or element whose content comes from the API. */
interface LoadSurface {
  name: string;
  /** The full address: the shell at PORTAL, an element's page at SITE. */
  url: string;
  /** Signed in as this account; a public page has none. */
  account?: string;
  /** The calls the fault hits: the ones the surface's content needs. */
  calls: readonly CallPattern[];
  /** Where the error, the retry and the content are: the page, or the element. */
  scope(page: Page): Locator;
  /** What shows once the content has loaded. */
  content(scope: Locator): Locator[];
  /** What it shows depends on the day (slots, a week of bookings): also run on an awkward day (@calendar). */
  calendar?: true;
}

const shell = (page: Page) => page.locator('body');
const element = (tag: string) => (page: Page) => page.locator(tag);

const LOADS: readonly LoadSurface[] = [
  {
    name: 'shell: the signed-in user (GET /user) on /dashboard',
    url: `${PORTAL}/dashboard`,
    account: OWNER,
    calls: [get(/^\/user$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('banner').getByText('Olivia Owner'), scope.getByRole('heading', { level: 1, name: 'Dashboard' })],
  },
  {
    name: 'shell: /dashboard',
    url: `${PORTAL}/dashboard`,
    account: OWNER,
    calls: [get(/^\/charges$/), get(/^\/developments$/), get(/^\/tickets$/), { method: 'POST', path: /^\/news\/filter$/ }],
    scope: shell,
    content: (scope) => [
      scope.getByText('Consolidated balance'),
      scope.getByRole('region', { name: 'My premises' }).getByRole('link', { name: 'Flat 1' }),
      scope.getByRole('region', { name: 'My developments' }).getByRole('link', { name: 'Elm Court' }),
      scope.locator('[part~="item"]').first(),
    ],
  },
  {
    name: 'shell: /charges',
    url: `${PORTAL}/charges`,
    account: OWNER,
    calls: [get(/^\/charges$/)],
    scope: shell,
    content: (scope) => [scope.getByText('Consolidated balance')],
  },
  {
    name: 'shell: /charges/{id}/statement',
    url: `${PORTAL}/charges/${FLAT_1_SERVICE_CHARGE}/statement`,
    account: OWNER,
    calls: [get(/^\/charges(\/[^/]+\/statement)?$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('table', { name: 'Transactions' })],
  },
  {
    name: 'shell: /requests',
    url: `${PORTAL}/requests`,
    account: OWNER,
    calls: [get(/^\/tickets$/)],
    scope: shell,
    content: (scope) => [scope.locator('[part~="item"]').first()],
  },
  {
    name: 'shell: /requests/{id}',
    url: `${PORTAL}/requests/${LEAK}`,
    account: OWNER,
    calls: [get(/^\/tickets\/[^/]+(\/feed)?$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('textbox', { name: 'Your message' })],
  },
  {
    name: 'shell: /premises',
    url: `${PORTAL}/premises`,
    account: OWNER,
    calls: [get(/^\/developments$/), get(/^\/premises\/[^/]+$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 2, name: 'Apartment 12' })],
  },
  {
    name: 'shell: /premises/{id}',
    url: `${PORTAL}/premises/${FLAT_1}`,
    account: OWNER,
    calls: [get(/^\/developments$/), get(/^\/premises\/[^/]+$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 2, name: 'Flat 1' }), scope.getByRole('heading', { level: 3, name: 'Correspondence address' })],
  },
  {
    name: 'shell: /developments',
    url: `${PORTAL}/developments`,
    account: OWNER,
    calls: [get(/^\/developments$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('main').getByRole('link', { name: 'Riverside Wharf' })],
  },
  {
    name: 'shell: /developments/{id}/news',
    url: `${PORTAL}/developments/${RIVERSIDE}/news`,
    account: OWNER,
    calls: [get(/^\/developments(\/[^/]+)?$/), { method: 'POST', path: /^\/news\/filter$/ }],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 1, name: 'Riverside Wharf' }), scope.getByRole('main').getByRole('heading', { level: 3 }).first()],
  },
  {
    name: 'shell: /documents/{id}',
    url: `${PORTAL}/documents/${RIVERSIDE}`,
    account: OWNER,
    calls: [get(/^\/developments$/), get(/^\/developments\/[^/]+\/documents$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 1, name: 'Documents: Riverside Wharf' }), scope.getByText('Building safety')],
  },
  {
    name: 'shell: /admin/{id}/groups (the customer groups)',
    url: `${PORTAL}/admin/${RIVERSIDE}/groups`,
    account: 'admin@example.com',
    calls: [get(/^\/user-group\/get-by-development\/[^/]+$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('link', { name: 'Guest Suite users' })],
  },
  {
    // The demo group's page: its pick lists of customers and facilities.
    name: 'shell: /admin/{id}/groups/{uuid} (a group, customers, facilities)',
    url: `${PORTAL}/admin/${RIVERSIDE}/groups/grp-riverside-guest-suite-users`,
    account: 'admin@example.com',
    calls: [get(/^\/user-group\/get-by-development\/[^/]+$/), get(/^\/developments\/[^/]+\/customers$/), get(/^\/facilities$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('checkbox', { name: 'Sam Subtenant' }), scope.getByRole('checkbox', { name: 'Gym' })],
  },
  {
    name: 'shell: /client',
    url: `${PORTAL}/client`,
    account: CLIENT,
    calls: [get(/^\/developments$/), get(/^\/tickets$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('region', { name: 'My developments' }).getByText('Riverside Wharf'), scope.locator('[part~="item"]').first()],
  },
  {
    // The header's count fails silently (the link stays, without its badges) and is read again at
    // the next poll; the list says why it failed, with Try again.
    name: 'shell: /notifications and the header count',
    url: `${PORTAL}/notifications`,
    account: OWNER,
    calls: [get(/^\/notifications(\/count)?$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('main').getByRole('listitem').first(), scope.getByRole('banner').getByRole('link', { name: /^Notifications/ })],
  },
  {
    name: 'shell: /settings (titles, facilities booking settings)',
    url: `${PORTAL}/settings`,
    account: OWNER,
    calls: [get(/^\/user\/titles$/), get(/^\/user\/metadata$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('combobox', { name: 'Title' }), scope.getByRole('combobox', { name: 'Calendar view' })],
  },
  {
    name: 'shell: /notification-preferences/{id}',
    url: `${PORTAL}/notification-preferences/NP-OWNER-1`,
    calls: [get(/^\/notification-preferences\/[^/]+$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('form', { name: 'Notification preferences' })],
  },
  {
    // The staff week of bookings, the week of day 1 (Olivia's and Sam's Gym bookings, docs/demo-data.md).
    name: 'shell: /admin/{id}/bookings (the staff week and its facility filter)',
    url: `${PORTAL}/admin/${RIVERSIDE}/bookings?week=${addLondonDays(testToday(), 1)}`,
    account: 'admin@example.com',
    calls: [get(/^\/developments\/[^/]+\/bookings$/), get(/^\/facilities$/)],
    calendar: true,
    scope: shell,
    content: (scope) => [scope.getByRole('combobox', { name: 'Show bookings of' }), scope.getByRole('listitem').filter({ hasText: 'Sam Subtenant' }).first()],
  },
  {
    name: 'site: portico-signin (GET /user)',
    url: `${SITE}/`,
    account: OWNER,
    calls: [get(/^\/user$/)],
    scope: element('portico-signin'),
    content: (scope) => [scope.getByText(/Olivia Owner/)],
  },
  {
    name: 'site: portico-account (GET /user)',
    url: `${SITE}/account/`,
    account: OWNER,
    calls: [get(/^\/user$/)],
    scope: element('portico-account'),
    content: (scope) => [scope.getByText('owner@example.com')],
  },
  {
    name: 'site: portico-charges',
    url: `${SITE}/account/`,
    account: OWNER,
    calls: [get(/^\/charges$/)],
    scope: element('portico-charges'),
    content: (scope) => [scope.getByText('Consolidated balance')],
  },
  {
    name: 'site: portico-statement',
    url: `${SITE}/account/statement/?chargeAccountId=${FLAT_1_SERVICE_CHARGE}`,
    account: OWNER,
    calls: [get(/^\/charges(\/[^/]+\/statement)?$/)],
    scope: element('portico-statement'),
    content: (scope) => [scope.getByRole('table', { name: 'Transactions' })],
  },
  {
    name: 'site: portico-requests (list)',
    url: `${SITE}/contact/`,
    account: OWNER,
    calls: [get(/^\/tickets$/)],
    scope: element('portico-requests'),
    content: (scope) => [scope.locator('[part~="item"]').first()],
  },
  {
    name: 'site: portico-requests (one request)',
    url: `${SITE}/contact/?requestId=${LEAK}`,
    account: OWNER,
    calls: [get(/^\/tickets\/[^/]+(\/feed)?$/)],
    scope: element('portico-requests'),
    content: (scope) => [scope.getByRole('textbox', { name: 'Your message' })],
  },
  {
    name: 'site: portico-news',
    url: `${SITE}/news/`,
    account: OWNER,
    calls: [get(/^\/developments$/), { method: 'POST', path: /^\/news\/filter$/ }],
    scope: element('portico-news'),
    content: (scope) => [scope.locator('[part~="item"]').first()],
  },
  {
    name: 'site: portico-notification-preferences',
    url: `${SITE}/preferences/?preferencesId=NP-OWNER-1`,
    calls: [get(/^\/notification-preferences\/[^/]+$/)],
    scope: element('portico-notification-preferences'),
    content: (scope) => [scope.getByRole('form', { name: 'Notification preferences' })],
  },
  {
    name: 'site: portico-facility-booking',
    url: `${SITE}/facilities/`,
    account: OWNER,
    calls: [get(/^\/facilities$/), get(/^\/facilities\/[^/]+\/slots$/), get(/^\/developments\/[^/]+\/bookings$/)],
    calendar: true,
    scope: element('portico-facility-booking'),
    // The week's days, with slots or "no slots" (a weekend week may have none to offer).
    content: (scope) => [scope.getByRole('combobox', { name: 'Facility' }), scope.locator('[part~="day"]').first(), scope.locator('[part~="booking"]').first()],
  },
  {
    name: 'shell: the staff area (/admin/{id}/facilities)',
    url: `${PORTAL}/admin/${RIVERSIDE}/facilities`,
    account: 'admin@example.com',
    calls: [get(/^\/developments$/), get(/^\/facilities$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 1, name: 'Riverside Wharf' }), scope.getByRole('link', { name: 'Gym' })],
  },
  {
    name: "shell: a facility's staff page (/admin/{id}/facilities/{facilityId})",
    url: `${PORTAL}/admin/${RIVERSIDE}/facilities/fac-riverside-gym`,
    account: 'admin@example.com',
    calls: [get(/^\/facilities\/fac-riverside-gym$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 2, name: 'Gym' }), scope.getByRole('region', { name: "Next week's slots" })],
  },
  {
    name: "shell: a development's customers tab (/developments/{id}/customers)",
    url: `${PORTAL}/developments/${RIVERSIDE}/customers`,
    account: 'admin@example.com',
    calls: [get(/^\/developments\/[^/]+\/customers$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('table', { name: 'Customers of Riverside Wharf' }).getByRole('link', { name: 'Sam Subtenant' })],
  },
  {
    name: 'shell: a customer detail (/developments/{id}/customers/{relationshipId})',
    url: `${PORTAL}/developments/${RIVERSIDE}/customers/con-olivia-flat-1`,
    account: 'admin@example.com',
    calls: [get(/^\/customers\/[^/]+$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 2, name: 'Olivia Owner' }), scope.getByRole('region', { name: 'Files' }).getByRole('rowheader').first()],
  },
  {
    name: 'shell: /admin/{id}/tasks (the tasks by status)',
    url: `${PORTAL}/admin/${RIVERSIDE}/tasks`,
    account: 'admin@example.com',
    calls: [get(/^\/tasks\/statuses$/), get(/^\/tasks$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('region', { name: /^In progress/ }).getByRole('link', { name: 'Lift B inspection' })],
  },
  {
    name: "shell: a task's page (/admin/{id}/tasks/{taskId}, its files and feed)",
    url: `${PORTAL}/admin/${RIVERSIDE}/tasks/tsk-riverside-lift`,
    account: 'admin@example.com',
    calls: [get(/^\/tasks\/tsk-riverside-lift$/), get(/^\/tasks\/tsk-riverside-lift\/feed$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('heading', { level: 2, name: 'Lift B inspection' }), scope.getByRole('region', { name: 'Feed' }).getByRole('listitem').first()],
  },
  // Parcels: the staff area's two lists (one call each), and the resident's dashboard section (one
  // call per development she holds premises in).
  {
    name: 'shell: /admin/{id}/parcels (awaiting collection, collected)',
    url: `${PORTAL}/admin/${RIVERSIDE}/parcels`,
    account: 'admin@example.com',
    calls: [get(/^\/developments\/[^/]+\/parcels$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('table', { name: 'Awaiting collection' }).getByText('Left in the post room.'), scope.getByRole('table', { name: 'Collected' }).getByRole('rowheader').first()],
  },
  {
    name: "shell: /dashboard's parcels awaiting collection",
    url: `${PORTAL}/dashboard`,
    account: OWNER,
    calls: [get(/^\/developments\/[^/]+\/parcels$/)],
    scope: shell,
    content: (scope) => [scope.getByRole('region', { name: 'Parcels awaiting collection' }).getByRole('cell', { name: 'Small parcel' })],
  },
];

/**
 * The faults each load surface meets: one per kind of failure the client knows (http, timeout,
 * validation, network; core/api/error.ts) and both outcomes of an expired token. The two ways to
 * be unreadable (malformed JSON, wrong shape) and to lose the network (internet disconnected,
 * connection refused) reach the portal as the same `ApiError` kind and message, so they take
 * turns from surface to surface: each variant meets half the surfaces, every surface meets every
 * kind, and the suite stays one page load per case.
 */
function loadFaults(index: number): FaultId[] {
  return [
    'http500',
    'timeout',
    index % 2 === 0 ? 'malformedJson' : 'wrongShape',
    index % 2 === 0 ? 'internetDisconnected' : 'connectionRefused',
    'expiredTokenRefreshed',
    'expiredTokenRefused',
  ];
}

/**
 * Opens `url` as `account` (signed in through the API beforehand) or signed out, the chrome
 * answered, with `fault` on `calls`; a fault that holds calls runs the page on Playwright's clock.
 */
async function openWithFault(
  page: Page,
  url: string,
  account: string | undefined,
  faultId: FaultId,
  calls: readonly CallPattern[],
  storedSessions: StoredSessions,
): Promise<InjectedFault> {
  // The token faults refresh or end their session: a session of their own, never the stored one.
  const ownSession = faultId === 'expiredTokenRefreshed' || faultId === 'expiredTokenRefused';
  const session = !account ? undefined : ownSession ? await apiSignIn(page.request, account) : await storedSessions.of(account);
  if (session) await signedIn(page, session);
  else await quietChrome(page);
  if ('holds' in FAULTS[faultId]) await installClock(page);
  const injected = await injectFault(page, faultId, calls, session);
  await page.goto(url);
  return injected;
}

/**
 * Waits for `shown`. With a fault that holds calls, jumps the page's clock past the client's time
 * limit each time a new call is held, once nothing else is on its way: a jump while the language
 * file is still loading would time that out too, which no 20 s API outage does to a file that
 * arrives in milliseconds.
 */
async function waitForFailure(page: Page, faultId: FaultId, injected: InjectedFault, shown: Locator): Promise<void> {
  if ('holds' in FAULTS[faultId]) {
    let jumpedFor = 0;
    await expect
      .poll(async () => {
        if (injected.hits > jumpedFor && injected.othersInFlight === 0) {
          jumpedFor = injected.hits;
          await passTime(page);
        }
        return shown.count();
      })
      .toBeGreaterThan(0);
  }
  await expect(shown.first()).toBeVisible();
}

/** Presses every Try again in `scope`, one at a time (each press reloads its own part). */
async function pressEveryRetry(scope: Locator): Promise<void> {
  const retries = scope.getByRole('button', { name: 'Try again' });
  for (let pressed = 0; pressed < 10 && (await retries.count()) > 0; pressed += 1) await retries.first().click();
}

/**
 * The signed-out state: a sign-in form in `scope` (or, in an element after the page's first that
 * needs a session, the line that says to sign in above, one sign-in form a page), and no tokens
 * left in the tab.
 */
async function expectSignedOutCleanly(page: Page, scope: Locator): Promise<void> {
  await expect(scope.getByRole('textbox', { name: 'Email address' }).or(scope.getByRole('button', { name: 'Go to the sign-in' })).first()).toBeVisible();
  expect(await storedTokens(page), 'tokens left after the refresh was refused').toEqual({ authToken: null, refreshToken: null });
}

test.describe('faults while loading', () => {
  // The dashboard loads four parts, twice over; a shared two-core machine needs more than 30 s.
  test.describe.configure({ timeout: 60_000 });
  LOADS.forEach((surface, index) => {
    for (const faultId of loadFaults(index)) {
      const fault = FAULTS[faultId];
      if ('needsSession' in fault && !surface.account) continue;
      test(`${surface.name} x ${fault.name}`, { tag: surface.calendar ? '@calendar' : [] }, async ({ page, storedSessions }) => {
        const problems = watchForUncaught(page);
        const injected = await openWithFault(page, surface.url, surface.account, faultId, surface.calls, storedSessions);
        const scope = surface.scope(page);
        // Text only: the shell keeps an empty live region with role alert for its snackbars.
        const alerts = scope.getByRole('alert').filter({ hasText: /\S/ });
        if (fault.outcome === 'signed-out') {
          await expectSignedOutCleanly(page, scope);
          expect(injected.hits, 'calls refused for the expired token').toBeGreaterThan(0);
        } else {
          if (fault.outcome === 'error') {
            await waitForFailure(page, faultId, injected, scope.getByRole('button', { name: 'Try again' }));
            await expect(alerts.first()).toContainText(fault.message);
            // Every error shown offers its retry.
            await expect(alerts.filter({ hasNot: page.getByRole('button', { name: 'Try again' }) })).toHaveCount(0);
            await injected.lift();
            await pressEveryRetry(scope);
          }
          for (const content of surface.content(scope)) await expect(content).toBeVisible();
          await expect(alerts).toHaveCount(0);
          if (fault.outcome === 'recovers') {
            expect(injected.hits, 'calls refused for the expired token').toBeGreaterThan(0);
            expect(injected.refreshes, 'refreshes').toBe(1);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
});

/**
 * The FAQ is a static file beside the configuration (shell/pages/faq.ts), not an API call: its
 * faults are the portal origin's. A file that fails, is not JSON, is not a FAQ file, or does not
 * arrive: the error with Try again, and the questions once the fault is lifted.
 */
const FAQ_FAULTS = {
  http500: (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  malformedJson: (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"entries": [{"question": "cut off' }),
  wrongShape: (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unexpected: [1, 2, 3] }) }),
  internetDisconnected: (route: Route) => route.abort('internetdisconnected'),
} as const;

test.describe('faults while loading the FAQ file', () => {
  for (const [name, fault] of Object.entries(FAQ_FAULTS)) {
    test(`shell: /faq x ${name}`, async ({ page, storedSessions }) => {
      const problems = watchForUncaught(page);
      await signedIn(page, await storedSessions.of(OWNER));
      const faq = `${PORTAL}/config/faq.json`;
      await page.route(faq, fault);
      await page.goto(`${PORTAL}/faq`);
      const alert = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(alert).toContainText('The questions could not be loaded.');
      await page.unroute(faq, fault);
      await pressEveryRetry(page.locator('body'));
      await expect(page.locator('summary').first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      // Chromium's own line for the refused file (its network stack, not the portal) is the only one allowed.
      expect(problems.filter((problem) => !problem.startsWith('console.error: Failed to load resource: '))).toEqual([]);
    });
  }
});

test.describe('a fault before the language file has arrived', () => {
  // The boot asks for the user side by side with the language file: a call that fails first must
  // still become an error that says what went wrong (it once threw Lingui's "no locale" error
  // instead, and the element could only apologise).
  test('site: portico-account, GET /user dropped while the language file is still on its way', async ({ page, storedSessions }) => {
    const problems = watchForUncaught(page);
    let releaseLanguage = () => {};
    const languageHeld = new Promise<void>((resolve) => (releaseLanguage = resolve));
    await page.route(`${SITE}/portico/i18n/*.json`, async (route) => {
      await languageHeld;
      await route.fallback();
    });
    page.on('requestfailed', (request) => {
      if (request.url() === `${API}/user`) releaseLanguage();
    });
    const injected = await openWithFault(page, `${SITE}/account/`, OWNER, 'internetDisconnected', [get(/^\/user$/)], storedSessions);
    const account = page.locator('portico-account');
    await expect(account.getByRole('alert')).toContainText(FAULTS.internetDisconnected.message);
    await injected.lift();
    await pressEveryRetry(account);
    await expect(account.getByText('owner@example.com')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/** A form whose save the fault hits: what the user types must still be there for the retry. */
interface SaveSurface {
  name: string;
  url: string;
  account?: string;
  /** The save call. */
  call: CallPattern;
  scope(page: Page): Locator;
  /** Opens the form if needed and types into it; answers the form (a dialog, or the scope). */
  fill(scope: Locator, page: Page): Promise<Locator>;
  submit(form: Locator): Promise<void>;
  /** The error the failed save shows, with `message` in it. */
  failure(form: Locator, page: Page): Locator;
  /** Closes what stands in front of the form after a failure (the error dialog saying `message`), if anything. */
  dismiss?(page: Page, message: string): Promise<void>;
  /** Everything typed is still in the form. */
  expectKept(form: Locator): Promise<void>;
  /** The save went through. */
  expectSaved(form: Locator, page: Page): Promise<void>;
  /** Reads the shared data the save changes and answers how to put it back (the suites share the run's API). */
  keep?(page: Page): Promise<() => Promise<void>>;
}

/**
 * spec 1 §8, spec 2 §8: an edit's error shows in the generic error dialog (titled by what failed),
 * over the form it leaves as it was.
 */
const errorDialog = (page: Page) => page.getByRole('dialog');
const closeErrorDialog = async (page: Page, message: string) => {
  const dialog = errorDialog(page).filter({ hasText: message });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
};

const SUBJECT = 'Faults suite: damp under the window';
const MESSAGE = 'A damp patch has spread under the kitchen window since Sunday.';
const FEED_MESSAGE = 'Faults suite: I am in all day on Friday.';
const TOWN = 'Faultsford';
const PREFERENCES_EMAIL = 'olivia.faults@example.com';
const SETTINGS_MOBILE = '07400 111222';

/** The preferences behind the public page `id`, straight from the API. */
async function preferencesOf(page: Page, id: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`${API}/notification-preferences/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

const SAVES: readonly SaveSurface[] = [
  {
    name: 'shell: raise a request (/requests)',
    url: `${PORTAL}/requests`,
    account: OWNER,
    call: { method: 'POST', path: /^\/tickets$/ },
    scope: shell,
    async fill(scope) {
      await scope.getByRole('button', { name: 'Raise request' }).click();
      const dialog = scope.getByRole('dialog', { name: 'Raise a request' });
      await dialog.getByRole('combobox', { name: 'Development' }).selectOption({ label: 'Riverside Wharf' });
      await dialog.getByRole('combobox', { name: 'Premises' }).selectOption({ label: 'Flat 1' });
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
      await dialog.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
      await dialog.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Repair' }).check();
      await dialog.getByRole('group', { name: 'Who is this request for?' }).getByRole('radio', { name: 'Site staff' }).check();
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Send request' }).click(),
    failure: (form) => form.getByRole('alert'),
    async expectKept(form) {
      await expect(form.getByRole('combobox', { name: 'Development' }).locator('option:checked')).toHaveText('Riverside Wharf');
      await expect(form.getByRole('combobox', { name: 'Premises' }).locator('option:checked')).toHaveText('Flat 1');
      await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue(SUBJECT);
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
      await expect(form.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Repair' })).toBeChecked();
      await expect(form.getByRole('group', { name: 'Who is this request for?' }).getByRole('radio', { name: 'Site staff' })).toBeChecked();
    },
    expectSaved: (form) => expect(form.getByRole('heading', { name: 'Request raised' })).toBeVisible(),
  },
  {
    name: "shell: a message in a request's feed (/requests/{id})",
    url: `${PORTAL}/requests/${LEAK}`,
    account: OWNER,
    call: { method: 'POST', path: /^\/tickets\/[^/]+\/feed$/ },
    scope: shell,
    async fill(scope) {
      const composer = scope.locator('[part="composer"]');
      await composer.getByRole('textbox', { name: 'Your message' }).fill(FEED_MESSAGE);
      return composer;
    },
    submit: (form) => form.getByRole('button', { name: 'Send message' }).click(),
    failure: (_form, page) => errorDialog(page),
    dismiss: closeErrorDialog,
    expectKept: (form) => expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue(FEED_MESSAGE),
    async expectSaved(form, page) {
      await expect(page.locator('[part="event"]').filter({ hasText: FEED_MESSAGE }).first()).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    },
  },
  {
    name: 'shell: correspondence address (/premises/{id})',
    url: `${PORTAL}/premises/${FLAT_1}`,
    account: OWNER,
    call: { method: 'PUT', path: /^\/premises\/[^/]+$/ },
    scope: shell,
    async fill(scope) {
      await scope.getByRole('button', { name: 'Change correspondence address' }).click();
      const dialog = scope.getByRole('dialog', { name: 'Correspondence address' });
      await dialog.getByLabel('Address line 3 (optional)').fill('Unit 7');
      await dialog.getByLabel('Town or city').fill(TOWN);
      await dialog.getByLabel('Postcode (optional)').fill('SE1 9XX');
      await dialog.getByLabel('Country').fill('United Kingdom');
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Save' }).click(),
    failure: (_form, page) => errorDialog(page),
    dismiss: closeErrorDialog,
    async expectKept(form) {
      await expect(form.getByLabel('Address line 3 (optional)')).toHaveValue('Unit 7');
      await expect(form.getByLabel('Town or city')).toHaveValue(TOWN);
      await expect(form.getByLabel('Postcode (optional)')).toHaveValue('SE1 9XX');
      await expect(form.getByLabel('Country')).toHaveValue('United Kingdom');
    },
    expectSaved: (_form, page) =>
      expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('A request has been raised for changing the correspondence address.'),
  },
  {
    name: 'shell: sign-in (/signin)',
    url: `${PORTAL}/signin`,
    call: { method: 'POST', path: /^\/user\/login$/ },
    scope: shell,
    async fill(scope) {
      await scope.getByRole('textbox', { name: 'Email address' }).fill(OWNER);
      await scope.getByLabel('Password', { exact: true }).fill(PASSWORD);
      return scope.getByRole('main');
    },
    submit: (form) => form.getByRole('button', { name: 'Sign in', exact: true }).click(),
    failure: (form) => form.getByRole('alert'),
    async expectKept(form) {
      await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(OWNER);
      await expect(form.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    },
    expectSaved: (form) => expect(form.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
  },
  {
    name: 'site: portico-signup, the invitation code',
    url: `${SITE}/signup/`,
    call: { method: 'POST', path: /^\/user\/signup\/1$/ },
    scope: element('portico-signup'),
    async fill(scope) {
      // INVITE-EXISTING-1 answers the same every time, whatever other suites signed up before.
      await scope.getByRole('textbox', { name: 'Invitation code' }).fill('INVITE-EXISTING-1');
      return scope;
    },
    submit: (form) => form.getByRole('button', { name: 'Continue' }).click(),
    failure: (form) => form.getByRole('alert'),
    expectKept: (form) => expect(form.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('INVITE-EXISTING-1'),
    // The API's own answer to this key (docs/demo-data.md): the retry reached it.
    expectSaved: (form) => expect(form.getByRole('dialog', { name: 'Signing up with existing user' })).toBeVisible(),
  },
  {
    name: 'site: portico-notification-preferences, save',
    url: `${SITE}/preferences/?preferencesId=NP-OWNER-1`,
    call: { method: 'PUT', path: /^\/notification-preferences\/[^/]+$/ },
    scope: element('portico-notification-preferences'),
    async fill(scope) {
      await scope.getByRole('textbox', { name: 'Email address' }).fill(PREFERENCES_EMAIL);
      return scope;
    },
    submit: (form) => form.getByRole('button', { name: 'Save' }).click(),
    failure: (form) => form.getByRole('alert'),
    expectKept: (form) => expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(PREFERENCES_EMAIL),
    async expectSaved(form, page) {
      await expect(form.getByRole('status').filter({ hasText: 'Your notification preferences have been saved.' })).toBeVisible();
      // A new address waits for the link sent to it.
      expect((await preferencesOf(page, 'NP-OWNER-1'))['pendingEmail']).toBe(PREFERENCES_EMAIL);
    },
    async keep(page) {
      const { ownersCorrespondence, ownersReminders, email } = await preferencesOf(page, 'NP-OWNER-1');
      return async () => {
        // A saved address is confirmed through its link, then changed back the same way: the page
        // is left with no address waiting.
        const pending = (await preferencesOf(page, 'NP-OWNER-1'))['pendingEmail'];
        if (typeof pending === 'string') {
          const token = await latestLinkToken(page, pending, 'confirm-notification-email');
          expect((await page.request.post(`${API}/user/confirm-notification-email`, { data: { token } })).ok(), 'new address confirmed').toBe(true);
        }
        await restoreCorrespondenceEmail(page, 'NP-OWNER-1', email as string);
        const answer = await page.request.put(`${API}/notification-preferences/NP-OWNER-1`, { data: { ownersCorrespondence, ownersReminders, email } });
        expect(answer.ok(), 'preferences put back').toBe(true);
      };
    },
  },
  {
    name: 'shell: profile details (/settings)',
    url: `${PORTAL}/settings`,
    account: OWNER,
    call: { method: 'PUT', path: /^\/user$/ },
    scope: (page) => page.getByRole('region', { name: 'Profile details' }),
    async fill(scope) {
      await scope.getByRole('textbox', { name: 'Mobile number' }).fill(SETTINGS_MOBILE);
      await scope.getByRole('textbox', { name: 'Last name' }).fill('Owner-Faults');
      return scope;
    },
    submit: (form) => form.getByRole('button', { name: 'Save' }).click(),
    failure: (form) => form.getByRole('alert'),
    async expectKept(form) {
      await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(SETTINGS_MOBILE);
      await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Owner-Faults');
    },
    expectSaved: (_form, page) => expect(page.getByText('Your settings have been saved', { exact: true })).toBeVisible(),
    async keep(page) {
      const { authToken } = await apiSignIn(page.request, OWNER);
      const headers = { Authorization: `Bearer ${authToken}` };
      const before = ((await (await page.request.get(`${API}/user`, { headers })).json()) as { data: { profile: { title: string | null; firstName: string; lastName: string }; contactInformation: { mainNumber: string | null; mobileNumber: string | null } } }).data;
      return async () => {
        const data = { profile: before.profile, contactInformation: { mainNumber: before.contactInformation.mainNumber ?? '', mobileNumber: before.contactInformation.mobileNumber ?? '' } };
        const answer = await page.request.put(`${API}/user`, { headers, data });
        expect(answer.ok(), 'profile put back').toBe(true);
      };
    },
  },
  {
    // Each case adds a customer of its own (a new name), left inactive afterwards; the last name
    // sorts after Ivy Inactive's, so the customers tab's first page still shows her.
    name: 'shell: add customer (/developments/{id}/customers)',
    url: `${PORTAL}/developments/${RIVERSIDE}/customers`,
    account: 'admin@example.com',
    call: { method: 'POST', path: /^\/customers$/ },
    scope: shell,
    async fill(scope) {
      addedCustomer = `Newby ${randomUUID().slice(0, 8)}`;
      await scope.getByRole('main').getByRole('button', { name: 'Add customer' }).click();
      const dialog = scope.getByRole('dialog', { name: 'Add customer' });
      await dialog.getByLabel('Premises').selectOption({ label: 'Flat 5' });
      await dialog.getByLabel('Relationship').selectOption({ label: 'Tenant' });
      await dialog.getByLabel('Title').selectOption({ label: 'Mr' });
      await dialog.getByLabel('First name').fill('Faye');
      await dialog.getByLabel('Last name').fill(addedCustomer);
      await dialog.getByLabel('Email address', { exact: true }).fill(`${addedCustomer.replace(' ', '.').toLowerCase()}@example.com`);
      await dialog.getByLabel('Confirm email address').fill(`${addedCustomer.replace(' ', '.').toLowerCase()}@example.com`);
      return dialog;
    },
    submit: (form) => form.getByRole('button', { name: 'Add customer' }).click(),
    failure: (form) => form.getByRole('alert').filter({ hasText: 'The customer could not be added' }),
    async expectKept(form) {
      await expect(form.getByLabel('Premises').locator('option:checked')).toHaveText('Flat 5');
      await expect(form.getByLabel('Last name')).toHaveValue(addedCustomer);
      await expect(form.getByLabel('Confirm email address')).toHaveValue(`${addedCustomer.replace(' ', '.').toLowerCase()}@example.com`);
    },
    expectSaved: (_form, page) => expect(page.getByText('The customer was successfully added!')).toBeVisible(),
    async keep(page) {
      return async () => {
        const { authToken } = await apiSignIn(page.request, 'admin@example.com');
        const headers = { Authorization: `Bearer ${authToken}` };
        const list = (await (await page.request.get(`${API}/developments/${RIVERSIDE}/customers`, { headers })).json()) as { data: { customers: { lastName: string; relationshipId: string }[] } };
        for (const row of list.data.customers.filter((customer) => customer.lastName === addedCustomer)) {
          const answer = await page.request.patch(`${API}/contact-relationships/${row.relationshipId}`, { headers, data: { active: false } });
          expect(answer.ok(), 'added customer left inactive').toBe(true);
        }
      };
    },
  },
];

/** The last name of the customer the add customer case adds (one case at a time per worker). */
let addedCustomer = '';

/**
 * The faults each save meets: one per kind, the network as a dropped connection, and an expired
 * token refreshed mid-save (a public form has no token). Malformed JSON stands for the unreadable
 * answers: after a save the portal reads nothing of it but the envelope.
 */
const SAVE_FAULTS: readonly FaultId[] = ['http500', 'timeout', 'malformedJson', 'internetDisconnected', 'expiredTokenRefreshed'];

test.describe('faults while saving: nothing typed is lost', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const surface of SAVES) {
    for (const faultId of SAVE_FAULTS) {
      const fault = FAULTS[faultId];
      if ('needsSession' in fault && !surface.account) continue;
      test(`${surface.name} x ${fault.name}`, async ({ page, storedSessions }) => {
        const problems = watchForUncaught(page);
        const putBack = await surface.keep?.(page);
        const injected = await openWithFault(page, surface.url, surface.account, faultId, [surface.call], storedSessions);
        try {
          const form = await surface.fill(surface.scope(page), page);
          await surface.submit(form);
          if (fault.outcome === 'error') {
            const failure = surface.failure(form, page).filter({ hasText: fault.message });
            await waitForFailure(page, faultId, injected, failure);
            await surface.dismiss?.(page, fault.message);
            await surface.expectKept(form);
            await injected.lift();
            await surface.submit(form);
          }
          await surface.expectSaved(form, page);
          expect(injected.hits, 'saves the fault answered').toBeGreaterThan(0);
          if (fault.outcome === 'recovers') expect(injected.refreshes, 'refreshes').toBe(1);
          expect(problems).toEqual([]);
        } finally {
          await putBack?.();
        }
      });
    }
  }
});
