/**
 * The managing agent's website (examples/agent-website) in Chromium, as a resident meets it: the
 * Portico elements embedded with plain HTML on another origin than the API, under the site's
 * strict Content-Security-Policy. Signing in or out in one element updates every element on the
 * page; the MFA step takes the code the API sent; a page with several elements loads one
 * configuration, one language file and one user; no CSP violation; axe finds nothing in any state,
 * light or dark.
 * Each worker starts the reference API (fresh data) and the site (tests/e2e/servers.ts).
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Request } from './fixtures';
import { collectErrors, expectNoAxeViolations, expectNoCspViolations, expectSignedOut, latestCode, open, signIn } from './agent-website-support';
import { API, PORTAL, SITE } from './ports';

test.use({ baseURL: SITE });

test.describe('agent website', () => {
  test('home page: the sign-in element on a well-formed page, no CSP violation, no axe violation', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/');
    await expect(page).toHaveTitle('Harbour & Wharf Property Management');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    const signin = page.locator('portico-signin');
    await expectSignedOut(signin);
    // The element really renders in an open shadow root.
    expect(await signin.evaluate((host) => host.shadowRoot?.mode)).toBe('open');
    await expectNoAxeViolations(page, 'home, signed out');
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('My account: signing in in portico-signin updates portico-account; signing out in one signs out both', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/account/');
    await expect(page).toHaveTitle('My account | Harbour & Wharf Property Management');
    const signin = page.locator('portico-signin');
    const account = page.locator('portico-account');
    // Signed out, the account element shows the compact sign-in in its place.
    await expectSignedOut(signin);
    await expectSignedOut(account);
    await expectNoAxeViolations(page, 'My account, signed out');

    await signIn(signin, 'owner@example.com');
    await expect(account.getByText('Olivia Owner')).toBeVisible();
    await expect(account.getByText('owner@example.com')).toBeVisible();
    await expect(signin.getByText(/Olivia Owner/)).toBeVisible();
    await expect(account.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'My account, signed in');

    await account.getByRole('button', { name: 'Sign out' }).click();
    await expectSignedOut(account);
    await expectSignedOut(signin);
    await expectNoAxeViolations(page, 'My account, signed out again');
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('My account: MFA sign-in in the compact sign-in with the code the API sent', async ({ page }) => {
    await open(page, '/account/');
    const signin = page.locator('portico-signin');
    const account = page.locator('portico-account');
    await signIn(account, 'mfa@example.com');
    const code = account.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeVisible();
    await expectNoAxeViolations(page, 'My account, MFA step');
    await code.fill(await latestCode(page, 'mfa@example.com'));
    await account.getByRole('button', { name: 'Verify' }).click();
    await expect(account.getByText('Mia Multifactor')).toBeVisible();
    await expect(signin.getByText(/Mia Multifactor/)).toBeVisible();

    await signin.getByRole('button', { name: 'Sign out' }).click();
    await expectSignedOut(signin);
    await expectSignedOut(account);
    await expectNoCspViolations(page);
  });

  test('a page with several elements loads one configuration, one language file and one user', async ({ page }) => {
    const path = (request: Request) => new URL(request.url()).pathname;
    const signedOut: Request[] = [];
    page.on('request', (request) => signedOut.push(request));
    await open(page, '/account/');
    await expectSignedOut(page.locator('portico-account'));
    await page.waitForLoadState('networkidle');
    expect(signedOut.filter((request) => path(request) === '/portico/config.json')).toHaveLength(1);
    expect(signedOut.filter((request) => path(request) === '/portico/i18n/en.json')).toHaveLength(1);
    // Nobody is signed in: there is no user to ask for.
    expect(signedOut.filter((request) => request.url().startsWith(`${API}/user`))).toHaveLength(0);
    page.removeAllListeners('request');

    await signIn(page.locator('portico-signin'), 'owner@example.com');
    await expect(page.locator('portico-account').getByText('Olivia Owner')).toBeVisible();

    // Reload signed in (the tokens survive in the tab's storage) and count what the page asks for.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.reload();
    await expect(page.locator('portico-account').getByText('Olivia Owner')).toBeVisible();
    await expect(page.locator('portico-signin').getByText(/Olivia Owner/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const count = (test: (request: Request) => boolean) => requests.filter(test).length;
    expect(count((request) => path(request) === '/portico/config.json'), 'configuration loads').toBe(1);
    expect(count((request) => path(request) === '/portico/i18n/en.json'), 'language file loads').toBe(1);
    expect(count((request) => request.method() === 'GET' && request.url() === `${API}/user`), 'GET /user').toBe(1);
    // Each element script once; whatever else the page fetched came from the site or the API.
    expect(count((request) => path(request) === '/portico/portico-signin.js')).toBe(1);
    expect(count((request) => path(request) === '/portico/portico-account.js')).toBe(1);
    for (const request of requests) expect([SITE, API]).toContain(new URL(request.url()).origin);
    await expectNoCspViolations(page);
  });

  test('the site answers every path with the strict policy; an unknown page is a 404 page', async ({ page }) => {
    await open(page, '/no-such-page');
    const response = await page.request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`connect-src 'self' ${API}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page');
    await expectNoCspViolations(page);
  });
});

test.describe('CMS snippet page', () => {
  test('is a readable, accessible page with a snippet per element', async ({ page }) => {
    // Built into dist/examples and served beside the portal (tests/e2e/servers.ts).
    await page.goto(`${PORTAL}/examples/cms-snippet/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Every element the build makes (dist/cdn/portico-*.js), so a new element needs its snippet.
    const tags = readdirSync('dist/cdn').flatMap((file) => /^(portico-[a-z-]+)\.js$/.exec(file)?.[1] ?? []);
    expect(tags.length).toBeGreaterThanOrEqual(8);
    for (const tag of tags) {
      await expect(page.locator('code').filter({ hasText: `<${tag}` }).first()).toBeVisible();
      await expect(page.locator('code').filter({ hasText: `/portico/${tag}.js` }).first()).toBeVisible();
      // Every element with attributes of its own documents them (portico-account has none).
      if (tag !== 'portico-account') await expect(page.getByRole('table', { name: `Attributes of ${tag} (all optional)` })).toBeVisible();
    }
    await expect(page.locator('code').filter({ hasText: 'portico-config-url' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'CMS snippet page');
  });
});
