// What the session suites share: an access token the API refuses for being expired (signed with
// the API's own key and lifetime, only issued in the past), the agent website's page with seven
// elements and what each shows signed in and signed out, and a count of the page's refreshes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { accessTokens } from '../../server/auth/access-tokens';
import { expect, type Locator, type Page, type Request } from '../e2e/fixtures';
import { testNow } from '../e2e/clock';
import { API } from '../e2e/ports';
import { WORKER_ACCESS_TOKEN_SECONDS } from '../e2e/servers';

/**
 * A copy of `authToken` (same user, same session family) as the shared API would have issued it
 * its lifetime and five minutes ago: signed with the API's key from its data directory (the
 * worker's servers, tests/e2e/servers.ts, name the directory in PORTICO_E2E_DATA_DIR), so it is
 * genuine, and expired five minutes ago.
 * @example const stale = await expiredCopy(session.authToken);
 */
export async function expiredCopy(authToken: string): Promise<string> {
  const dataDir = process.env.PORTICO_E2E_DATA_DIR;
  if (!dataDir) throw new Error('PORTICO_E2E_DATA_DIR is not set: run through the end-to-end fixtures (tests/e2e/fixtures.ts)');
  const secret = Buffer.from(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'), 'base64');
  const claims = decodeJwt(authToken);
  if (typeof claims.sub !== 'string') throw new Error('the access token names no user');
  const issuedAt = new Date(testNow() - (WORKER_ACCESS_TOKEN_SECONDS + 5 * 60) * 1000);
  const tokens = accessTokens(secret, WORKER_ACCESS_TOKEN_SECONDS, () => issuedAt);
  return tokens.sign(claims.sub, issuedAt, typeof claims.fam === 'string' ? { fam: claims.fam } : {});
}

/** Ends the session `authToken` belongs to on the server (`GET /user/logout`): its refresh token is revoked. */
export async function revokeSession(page: Page, api: string, authToken: string): Promise<void> {
  const response = await page.request.get(`${api}/user/logout`, { headers: { Authorization: `Bearer ${authToken}` } });
  expect(response.status(), 'GET /user/logout').toBe(204);
}

/** The status `GET /user` answers with `authToken`: 200 while the API accepts it, 401 once it is expired or revoked. */
export async function userStatus(page: Page, api: string, authToken: string): Promise<number> {
  const response = await page.request.get(`${api}/user`, { headers: { Authorization: `Bearer ${authToken}` } });
  return response.status();
}

/**
 * A slow network for refreshes: every `GET /user/token` to `api` from `target` (a page, or every
 * page of a context) leaves `delayMs` late, so that calls made meanwhile meet a refresh in flight.
 * The API answers it as always.
 */
export async function slowRefreshes(target: Pick<Page, 'route'>, api: string, delayMs: number): Promise<void> {
  await target.route(`${api}/user/token`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** Every refresh the page asks of `api` (`GET /user/token`) from now on. */
export function countRefreshes(page: Page, api: string = API): Request[] {
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === `${api}/user/token`) refreshes.push(request);
  });
  return refreshes;
}

/** The tokens core/session keeps in the page's storage (spec 1 §3). */
export async function storedTokens(page: Page): Promise<{ authToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    authToken: sessionStorage.getItem('portico.authToken'),
    refreshToken: localStorage.getItem('portico.refreshToken'),
  }));
}

/** Olivia Owner's Flat 1 service charge account and e-mail preferences page (docs/demo-data.md). */
export const OWNER_CHARGE_ACCOUNT = 'acc-flat-1-service-charge';
export const OWNER_PREFERENCES = 'NP-OWNER-1';

/** The agent website's page with seven elements (examples/agent-website/public/all/), on Olivia Owner's ids. */
export const ALL_ELEMENTS_PATH = `/all/?chargeAccountId=${OWNER_CHARGE_ACCOUNT}&preferencesId=${OWNER_PREFERENCES}`;

/** The seven elements of the page, by tag. */
export const ALL_ELEMENTS = [
  'portico-signin',
  'portico-account',
  'portico-charges',
  'portico-statement',
  'portico-requests',
  'portico-news',
  'portico-notification-preferences',
] as const;

type Tag = (typeof ALL_ELEMENTS)[number];

/** What each element shows once Olivia Owner's data has loaded. */
const SIGNED_IN: Record<Tag, (element: Locator) => Locator> = {
  'portico-signin': (element) => element.getByRole('button', { name: 'Sign out' }),
  'portico-account': (element) => element.getByText('owner@example.com'),
  'portico-charges': (element) => element.locator('[part="summary"]').filter({ hasText: 'Consolidated balance' }),
  'portico-statement': (element) => element.locator('[part="balance"]'),
  'portico-requests': (element) => element.locator('[part~="item"]').first(),
  'portico-news': (element) => element.locator('[part~="item"]').first(),
  'portico-notification-preferences': (element) => element.getByRole('form', { name: 'Notification preferences' }),
};

// Seven elements load at once, on a machine that may run other suites beside this one.
const LOADED_TIMEOUT_MS = 20_000;

/** Every element of the page shows Olivia Owner's data. */
export async function expectAllSignedIn(page: Page): Promise<void> {
  for (const tag of ALL_ELEMENTS) {
    await expect(SIGNED_IN[tag](page.locator(tag)), `${tag} signed in`).toBeVisible({ timeout: LOADED_TIMEOUT_MS });
  }
  await expect(page.locator('portico-signin').getByText(/Olivia Owner/)).toBeVisible();
}

/** An element's error state: an alert with something in it, or a Try again button. */
function errorState(element: Locator): Locator {
  return element.getByRole('alert').filter({ hasText: /\S/ }).or(element.getByRole('button', { name: 'Try again' }));
}

/**
 * Every element of the page shows its signed-out state: the sign-in element and the first element
 * that needs a session (the account) a sign-in form, the later ones the line that says to sign in
 * above (one compact sign-in a page), the notification preferences (which need no session) their
 * form; no Sign out button, no error, and none of the signed-in data.
 */
export async function expectAllSignedOut(page: Page): Promise<void> {
  for (const tag of ALL_ELEMENTS) {
    const element = page.locator(tag);
    if (tag === 'portico-notification-preferences') {
      await expect(SIGNED_IN[tag](element), `${tag} (no session needed)`).toBeVisible();
    } else if (tag !== 'portico-signin' && tag !== 'portico-account') {
      await expect(element.getByText('Sign in above to see this part of your portal.'), `${tag} says where to sign in`).toBeVisible({ timeout: LOADED_TIMEOUT_MS });
      await expect(element.getByRole('button', { name: 'Go to the sign-in' }), `${tag} says where to sign in`).toBeVisible();
      await expect(element.getByRole('textbox'), `${tag} shows no second sign-in form`).toHaveCount(0);
      await expect(SIGNED_IN[tag](element), `${tag} shows no signed-in data`).toHaveCount(0);
    } else {
      await expect(element.getByRole('textbox', { name: 'Email address' }), `${tag} sign-in form`).toBeVisible({ timeout: LOADED_TIMEOUT_MS });
      await expect(element.getByLabel('Password', { exact: true }), `${tag} sign-in form`).toBeVisible();
      await expect(SIGNED_IN[tag](element), `${tag} shows no signed-in data`).toHaveCount(0);
    }
    await expect(element.getByRole('button', { name: 'Sign out' }), `${tag} offers no Sign out`).toHaveCount(0);
    await expect(errorState(element), `${tag} shows no error`).toHaveCount(0);
  }
  await expect(page.getByText(/Olivia Owner|owner@example\.com/)).toHaveCount(0);
}
