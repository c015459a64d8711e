/**
 * Sessions across every element of a page, in Chromium against the reference API:
 * - with an expired access token, the agent website's page of seven elements (/all/) makes one
 *   refresh (`GET /user/token`) for all of them, and every element shows the resident's data;
 * - a revoked refresh token signs out cleanly: every element shows its signed-out state, with no
 *   error, no stale data, no uncaught exception and no token left in storage; the portal shell
 *   sends /dashboard to /signin;
 * - an access token that expires while the page is open: the resident's next action makes one
 *   refresh and succeeds, and nothing typed is lost.
 * The expired tokens are genuine: signed with the shared API's own key, only issued in the past
 * (session-support.ts), or issued by an API of the suite's own whose tokens live 45 seconds.
 */
import { collectErrors, expectNoAxeViolations, open, signIn } from '../e2e/agent-website-support';
import { expect, test, type Page } from '../e2e/fixtures';
import { OWN_API, OWN_SITE, startOwnServers, type OwnServers } from '../e2e/own-servers';
import { putOnWorkerClock } from '../e2e/clock';
import { API, PORTAL, SITE } from '../e2e/ports';
import { apiSignIn, signedIn, type Session } from '../e2e/shell-support';
import {
  ALL_ELEMENTS,
  ALL_ELEMENTS_PATH,
  countRefreshes,
  expectAllSignedIn,
  expectAllSignedOut,
  expiredCopy,
  revokeSession,
  slowRefreshes,
  storedTokens,
  userStatus,
} from './session-support';

const OWNER = 'owner@example.com';

/** Uncaught exceptions of the page (a console error from a refused call is the browser's, not ours). */
function collectUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

/** The page holds new tokens from the one refresh (refresh tokens rotate), and the API accepts them. */
async function expectRefreshedTokens(page: Page, before: Session, expired: string): Promise<void> {
  const tokens = await storedTokens(page);
  expect(tokens.authToken).not.toBe(expired);
  expect(tokens.refreshToken).not.toBe(before.refreshToken);
  expect(await userStatus(page, API, tokens.authToken!)).toBe(200);
}

test.describe('sessions on the page with seven elements', () => {
  test.use({ baseURL: SITE });

  test('an expired access token: one refresh for all seven elements, each shows the resident’s data', async ({ page }) => {
    const session = await apiSignIn(page.request, OWNER);
    const expired = await expiredCopy(session.authToken);
    // Genuinely expired: the API refuses it, while the session's own token still works.
    expect(await userStatus(page, API, expired)).toBe(401);
    expect(await userStatus(page, API, session.authToken)).toBe(200);

    const errors = collectErrors(page);
    const refreshes = countRefreshes(page);
    await signedIn(page, { authToken: expired, refreshToken: session.refreshToken });
    await open(page, ALL_ELEMENTS_PATH);
    expect(await page.locator(ALL_ELEMENTS.join(', ')).count()).toBe(7);
    await expectAllSignedIn(page);
    await page.waitForLoadState('networkidle');

    // The page's boot asks for the user alone before the elements load theirs
    // (core/elements/boot.ts), so the refresh comes first and every element uses its token; calls
    // that meet a refresh in flight are the mid-session test's (below).
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    // The page saw the token had expired and refreshed first: no call came back 401.
    expect(errors).toEqual([]);
    await expectRefreshedTokens(page, session, expired);
    await expectNoAxeViolations(page, 'Everything in one place, signed in');
  });

  test('a device clock ten minutes slow: the API refuses the token the page thinks valid; one refresh after the 401s, every call retried', async ({ page }) => {
    const session = await apiSignIn(page.request, OWNER);
    const expired = await expiredCopy(session.authToken);
    // By the page's clock the token has minutes left, so every element sends it and meets a 401.
    await putOnWorkerClock(page.context(), -10 * 60 * 1000);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
    });
    const uncaught = collectUncaught(page);
    const refreshes = countRefreshes(page);
    await signedIn(page, { authToken: expired, refreshToken: session.refreshToken });
    await open(page, ALL_ELEMENTS_PATH);
    await expectAllSignedIn(page);
    await page.waitForLoadState('networkidle');

    expect(refused.length, 'calls refused with the expired token').toBeGreaterThan(0);
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    expect(uncaught).toEqual([]);
    await expectRefreshedTokens(page, session, expired);
  });

  test('the session is revoked while the page is open: the next action signs every element out cleanly', async ({ page }) => {
    const uncaught = collectUncaught(page);
    await open(page, ALL_ELEMENTS_PATH);
    await signIn(page.locator('portico-signin'), OWNER);
    await expectAllSignedIn(page);
    // Signed out elsewhere (another device, a password reset): the API ends the session.
    const { authToken } = await storedTokens(page);
    await revokeSession(page, API, authToken!);

    const refreshes = countRefreshes(page);
    await page.locator('portico-requests [part~="item"]').first().getByRole('button').first().click();
    await expectAllSignedOut(page);
    await page.waitForLoadState('networkidle');
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    expect(await storedTokens(page)).toEqual({ authToken: null, refreshToken: null });
    expect(uncaught).toEqual([]);
  });

  for (const accessToken of ['still unexpired', 'expired'] as const) {
    test(`a revoked refresh token with ${accessToken === 'expired' ? 'an' : 'a'} ${accessToken} access token: every element signs out cleanly`, async ({ page }) => {
      const session = await apiSignIn(page.request, OWNER);
      const stale: Session = {
        authToken: accessToken === 'expired' ? await expiredCopy(session.authToken) : session.authToken,
        refreshToken: session.refreshToken,
      };
      await revokeSession(page, API, session.authToken);
      // Both tokens are worthless now: sign-out ended the session the access token names.
      expect(await userStatus(page, API, stale.authToken)).toBe(401);
      expect((await page.request.get(`${API}/user/token`, { headers: { Authorization: `Bearer ${session.refreshToken}` } })).status()).toBe(401);

      const uncaught = collectUncaught(page);
      const refreshes = countRefreshes(page);
      await signedIn(page, stale);
      await open(page, ALL_ELEMENTS_PATH);
      await expectAllSignedOut(page);
      await page.waitForLoadState('networkidle');
      await expectAllSignedOut(page);

      // One refresh was tried, for all seven elements, and refused.
      expect(refreshes, 'GET /user/token').toHaveLength(1);
      expect(await storedTokens(page)).toEqual({ authToken: null, refreshToken: null });
      expect(uncaught).toEqual([]);
      if (accessToken === 'expired') await expectNoAxeViolations(page, 'Everything in one place, signed out');

      // The page still works: signing in again in any element signs in every element.
      await signIn(page.locator('portico-account'), OWNER);
      await expectAllSignedIn(page);
      expect(uncaught).toEqual([]);
    });
  }
});

test.describe('sessions in the portal shell', () => {
  test.use({ baseURL: PORTAL });

  test('an expired access token on /dashboard: one refresh, the dashboard and its sections show', async ({ page }) => {
    const session = await apiSignIn(page.request, OWNER);
    const expired = await expiredCopy(session.authToken);
    const errors = collectErrors(page);
    const refreshes = countRefreshes(page);
    await signedIn(page, { authToken: expired, refreshToken: session.refreshToken });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My requests', level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    expect(errors).toEqual([]);
    await expectRefreshedTokens(page, session, expired);
  });

  test('a revoked refresh token on /dashboard lands on /signin with no error', async ({ page }) => {
    const session = await apiSignIn(page.request, OWNER);
    const stale: Session = { authToken: await expiredCopy(session.authToken), refreshToken: session.refreshToken };
    await revokeSession(page, API, session.authToken);

    const uncaught = collectUncaught(page);
    const refreshes = countRefreshes(page);
    await signedIn(page, stale);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${PORTAL}/signin?redirect=${encodeURIComponent('/dashboard')}`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    expect(await storedTokens(page)).toEqual({ authToken: null, refreshToken: null });
    expect(uncaught).toEqual([]);
  });
});

test.describe('an access token that expires while the page is open', () => {
  // The suite's own API issues access tokens that live 45 seconds: the client counts a token as
  // expired 30 seconds early (core/api/jwt.ts), so the page has 15 seconds to load with it, and
  // the test waits until the API itself refuses it.
  const ACCESS_TOKEN_SECONDS = 45;
  let servers: OwnServers;
  test.use({ baseURL: OWN_SITE });
  test.beforeAll(async () => {
    servers = await startOwnServers({ accessTokenSeconds: ACCESS_TOKEN_SECONDS });
  });
  test.afterAll(async () => {
    await servers.close();
  });

  test('the resident sends a message and downloads a bill after the token expired: one refresh, both succeed, nothing typed is lost', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    await open(page, ALL_ELEMENTS_PATH);
    await signIn(page.locator('portico-signin'), OWNER);
    await expectAllSignedIn(page);

    // Open the first request in place and type a reply; the raise form's draft is typed too.
    const requests = page.locator('portico-requests');
    await requests.locator('[part~="item"]').first().getByRole('button').first().click();
    const composer = requests.locator('[part="composer"]');
    const reply = 'The leak is back after the rain last night; I am in all day tomorrow.';
    await composer.getByRole('textbox', { name: 'Your message' }).fill(reply);

    // Wait until the API itself refuses the token the page holds now: it has expired.
    const { authToken } = await storedTokens(page);
    await expect.poll(() => userStatus(page, OWN_API, authToken!), { timeout: (ACCESS_TOKEN_SECONDS + 15) * 1000, intervals: [2000] }).toBe(401);
    const refreshes = countRefreshes(page, OWN_API);
    // Two elements act at once (a bill downloaded as the message goes) on a slow network, so the
    // second call meets the first one's refresh in flight: they share it.
    await slowRefreshes(page, OWN_API, 1000);
    const downloading = page.waitForEvent('download');
    await Promise.all([
      page.locator('portico-charges').getByRole('button', { name: 'Download bill' }).first().click(),
      composer.getByRole('button', { name: 'Send message' }).click(),
    ]);

    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(requests.locator('[part="event"]').filter({ hasText: reply })).toBeVisible();
    await expect(composer.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await page.waitForLoadState('networkidle');
    expect(refreshes, 'GET /user/token').toHaveLength(1);
    // Every element kept the resident's data through the refresh.
    await requests.getByRole('button', { name: 'Back to requests' }).click();
    await expectAllSignedIn(page);
    const tokens = await storedTokens(page);
    expect(tokens.authToken).not.toBe(authToken);
    expect(errors).toEqual([]);
  });
});

test.describe('two tabs', () => {
  test.use({ baseURL: SITE });

  test('two tabs opened at once with an expired access token and a slow network: each refreshes once, in turn; both stay signed in', async ({ context, page }) => {
    const session = await apiSignIn(page.request, OWNER);
    const expired = await expiredCopy(session.authToken);
    // A slow network: every refresh takes three seconds more, so the two tabs' refreshes would
    // overlap, and the API ends a session whose spent refresh token comes back (a copied token).
    await slowRefreshes(context, API, 3000);
    const second = await context.newPage();
    const uncaught = [...collectUncaught(page), ...collectUncaught(second)];
    const refreshes = [countRefreshes(page), countRefreshes(second)];
    for (const tab of [page, second]) await signedIn(tab, { authToken: expired, refreshToken: session.refreshToken });
    await Promise.all([open(page, ALL_ELEMENTS_PATH), open(second, ALL_ELEMENTS_PATH)]);
    await expectAllSignedIn(page);
    await expectAllSignedIn(second);
    for (const tab of [page, second]) await tab.waitForLoadState('networkidle');
    expect(refreshes.map((tab) => tab.length)).toEqual([1, 1]);
    // Each tab refreshed with the refresh token the other left, so the session is still open.
    const [first, other] = [await storedTokens(page), await storedTokens(second)];
    expect(first.refreshToken).toBe(other.refreshToken);
    expect((await page.request.get(`${API}/user/token`, { headers: { Authorization: `Bearer ${first.refreshToken}` } })).status()).toBe(200);
    expect(uncaught).toEqual([]);
  });
});
