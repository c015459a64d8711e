/**
 * The portal shell (shell/), its production build, against the worker's reference API (fresh
 * demo data; tests/e2e/servers.ts serves the configuration with that API's URL and sends the
 * e-mails' links to this portal). Password sign-in lands on /dashboard; the redirect parameter
 * returns the user; MFA sign-in with the code from the outbox; forgotten and reset password through
 * the outbox link, then sign-in with the new password (downgraded@example.com, whom no other suite
 * signs in); /news/{id} to the dashboard with the item highlighted; the 404 page; signed-out access
 * to a signed-in route; page titles; axe on every page; no console errors.
 */
import { expect, test, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations, latestCode, PASSWORD } from './agent-website-support';
import { quietChrome } from './shell-support';
import { testNow } from './clock';
import { API, PORTAL } from './ports';

const OWNER = 'owner@example.com';

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest message the API sent to `to` (demo mode's outbox). */
async function latestMessage(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { messages: { body: string }[] } };
  return body.data.messages[0]?.body ?? '';
}

test.describe('the portal shell', () => {
  // The chrome (cookie banner, feedback tab, paperless and in-breach dialogs) has its own suite,
  // chrome.e2e.ts; here it is answered beforehand so no dialog stands in front of the pages.
  test.beforeEach(async ({ page }) => {
    await quietChrome(page);
  });

  test('until its script has run, the page shows its own loading indicator, which the portal replaces', async ({ page }) => {
    const errors = collectErrors(page);
    // The entry script is held until the page without it has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    const indicator = page.locator('#root > [role="status"]');
    await expect(indicator).toHaveText('Loading');
    await expect(indicator.locator('svg')).toBeVisible();
    await expectNoAxeViolations(page, 'the page before its script');

    release();
    await expect(page.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    await expect(indicator).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a language file that fails: every text in the built-in English, and the Language file dialog', async ({ page }) => {
    await page.route('**/i18n/en.json', (route) => route.fulfill({ status: 500, body: 'unavailable' }));
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(page.getByRole('dialog').filter({ hasText: "Couldn't load language file" })).toBeVisible();
  });

  test('signed out, /dashboard goes to /signin?redirect=; a password sign-in lands on /dashboard; sign out', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${PORTAL}/signin?redirect=%2Fdashboard`);
    await expect(page.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Sign in | Portico');
    await expectNoAxeViolations(page, 'sign-in');

    // Every section of the dashboard reads the developments; the page asks the API for them once.
    const developmentsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().split('?')[0] === `${API}/developments`) developmentsRequests.push(request.url());
    });
    await signIn(page, OWNER);
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Dashboard | Portico');
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My requests', level: 2 })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
    await expect(page.getByText('Consolidated balance')).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard');
    await expect(page.getByRole('region', { name: 'My developments' }).getByRole('link').first()).toBeVisible();
    expect(developmentsRequests).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signin`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the redirect parameter returns the user to the page asked for; charges, statement and requests by links and deep links', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/requests');
    await expect(page).toHaveURL(`${PORTAL}/signin?redirect=%2Frequests`);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(`${PORTAL}/requests`);
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Requests | Portico');
    await expectNoAxeViolations(page, 'requests');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Charges' }).click();
    await expect(page.getByRole('heading', { name: 'Charges', level: 1 })).toBeVisible();
    await expect(page.getByText('Consolidated balance')).toBeVisible();
    await expectNoAxeViolations(page, 'charges');
    await page.getByRole('link', { name: 'View statement' }).first().click();
    await expect(page).toHaveURL(/\/charges\/[^/]+\/statement$/);
    await expect(page.getByRole('heading', { name: 'Statement', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Statement | Portico');
    await expectNoAxeViolations(page, 'statement');

    // Deep links: one premises' charges, one request, each loaded afresh.
    await page.goto('/charges');
    const premises = page.locator('a[href^="/charges/"]').filter({ hasNotText: 'View statement' }).nth(1);
    const premisesHref = (await premises.getAttribute('href'))!;
    await page.goto(premisesHref);
    await expect(page.getByText('Consolidated balance')).toBeVisible();
    await expect(page).toHaveURL(`${PORTAL}${premisesHref}`);
    await page.goto('/requests');
    const request = page.locator('[part="item"] a').first();
    const requestTitle = (await request.textContent())!.trim();
    await request.click();
    await expect(page).toHaveURL(/\/requests\/[^/]+$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: requestTitle })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Request | Portico');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'one request');
    await page.getByRole('link', { name: 'Back to requests' }).click();
    await expect(page).toHaveURL(`${PORTAL}/requests`);
    expect(errors).toEqual([]);
  });

  test('MFA sign-in: the MFA route with the code from the outbox; resend kept in its cookie', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signin?redirect=%2Frequests');
    await signIn(page, 'mfa@example.com');
    await expect(page).toHaveURL(/\/signin\/multi-factor-authentication\?mfa_token=[^&]+&redirect=%2Frequests$/);
    await expect(page).toHaveTitle('[localhost] Multi-factor authentication | Portico');
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText('mfa@example.com')).toBeVisible();
    await expectNoAxeViolations(page, 'MFA route');

    // spec 1 §2: the resend countdown survives a page load (the resend_clicked cookie).
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('We have sent you a new code.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'resend_clicked')).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeVisible();

    // Whitespace is stripped as typed; the redirect parameter survives the code step.
    await code.fill(` ${(await latestCode(page, 'mfa@example.com')).replace(/(\d{3})/, '$1 ')}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${PORTAL}/requests`);
    await expect(page.getByRole('banner').getByText('Mia Multifactor')).toBeVisible();
    // The API asks for the code with a 403 (core/README.md: wire format); that one is expected.
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
  });

  test('the MFA route verifies an access_code of its address at once; without mfa_token it is the sign-in', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signin/multi-factor-authentication?redirect=%2Frequests');
    await expect(page).toHaveURL(`${PORTAL}/signin?redirect=%2Frequests`);

    const login = await page.request.post(`${API}/user/login`, { data: { method: 'password', email: 'mfa@example.com', password: PASSWORD } });
    expect(login.status()).toBe(403);
    const { mfaToken } = (await login.json()) as { mfaToken: string };
    const accessCode = await latestCode(page, 'mfa@example.com');
    await page.goto(`/signin/multi-factor-authentication?${new URLSearchParams({ mfa_token: mfaToken, access_code: accessCode }).toString()}`);
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(page.getByRole('banner').getByText('Mia Multifactor')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Back on the MFA route returns to the sign-in', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, 'mfa@example.com');
    await expect(page).toHaveURL(/\/signin\/multi-factor-authentication\?mfa_token=/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signin`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  test('forgot password, then reset it through the link in the outbox, then sign in with it', async ({ page }) => {
    const errors = collectErrors(page);
    const email = 'downgraded@example.com';
    const newPassword = 'Portal-Demo-2';
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signin/forgot-password`);
    await expect(page).toHaveTitle('[localhost] Forgot password | Portico');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByRole('link', { name: 'Enter a valid email address' })).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password, invalid');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password, sent');

    const link = /(http\S+\/reset-password\/[^\s"<]+)/.exec(await latestMessage(page, email))?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${PORTAL}/reset-password/`)).toBe(true);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
    await expect(page.getByText('between 8 and 64 characters')).toBeVisible();
    const field = page.getByLabel('New password');
    await field.fill('short');
    await field.press('Enter');
    await expect(page.getByRole('link', { name: 'Password must be at least 8 characters' })).toBeVisible();
    await expectNoAxeViolations(page, 'reset password, invalid');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await field.fill(newPassword);
    await field.press('Enter');
    await expect(page.getByText('Your password has been changed. You can now sign in.')).toBeVisible();
    await expectNoAxeViolations(page, 'reset password, done');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(page.getByRole('banner').getByText('Dee Downgraded')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/news/{id} shows the dashboard with that item; an unknown address shows the 404 page', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signin');
    await signIn(page, OWNER);
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    const link = page.locator('a[href^="/news/"]').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    const newsId = decodeURIComponent(href.slice('/news/'.length));
    const title = (await link.textContent())!.trim();
    await page.goto(href);
    await expect(page).toHaveURL(`${PORTAL}/dashboard?highlightNewsId=${encodeURIComponent(newsId)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all news' })).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard, highlighted news');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Page not found | Portico');
    await expectNoAxeViolations(page, '404');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    expect(errors).toEqual([]);
  });

  test('public pages: sign-up steps routed by the shell, notification preferences, confirm e-mail with a bad token, loading user context', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signup');
    await expect(page).toHaveURL(`${PORTAL}/signup/1`);
    await expect(page).toHaveTitle('[localhost] Sign up | Portico');
    await expectNoAxeViolations(page, 'sign-up step 1');
    await page.getByRole('textbox', { name: 'Invitation code' }).fill('INVITE-USED-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitation key already used' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up, used key');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signin`);
    // A valid key moves to step 2 at its own address (step 1 changes nothing on the server).
    await page.goto('/signup/1');
    await page.getByRole('textbox', { name: 'Invitation code' }).fill('INVITE-OWNER-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signup/2`);
    await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 2');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signup/1`);

    await page.goto('/notification-preferences/NP-OWNER-1');
    await expect(page.getByRole('form', { name: 'Notification preferences' })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Notification preferences | Portico');
    await expectNoAxeViolations(page, 'notification preferences');

    await page.goto('/confirm-email/not-a-token');
    await expect(page.getByRole('heading', { name: 'Confirm email', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'confirm e-mail, refused');

    await page.goto('/loading-user-context');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading user context');
    await expectNoAxeViolations(page, 'loading user context');
    // The used key and the bad token are refused by the API: those answers are expected.
    expect(errors.filter((error) => !/^4\d\d |status of 4\d\d/.test(error))).toEqual([]);
  });

  // Every demo account without MFA (mfa@ is above; downgraded@ changes its password above, and
  // each test starts signed out, so its turn is the reset test) signs in through the form and
  // lands where spec 1 §6 says: admins on /developments, client users on /client, others on the
  // dashboard. What each route then shows is shell-routes.e2e.ts's matrix.
  for (const [email, name, landing] of [
    ['owner@example.com', 'Olivia Owner', '/dashboard'],
    ['subtenant@example.com', 'Sam Subtenant', '/dashboard'],
    ['client@example.com', 'Clara Client', '/client'],
    ['admin@example.com', 'Ada Admin', '/developments'],
    ['manager@example.com', 'Manny Manager', '/developments'],
    ['officer@example.com', 'Otto Officer', '/developments'],
  ] as const) {
    test(`${email}: signs in through the form and lands on ${landing}; charges only for the owner role`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/signin');
      await signIn(page, email);
      // officer@ has one development: /developments goes straight on to it.
      await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${landing}(/[^/]+/news)?$`));
      await expect(page.getByRole('banner').getByText(name)).toBeVisible();
      const owner = email === 'owner@example.com';
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Charges' })).toHaveCount(owner ? 1 : 0);
      if (landing === '/dashboard') {
        await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'My requests', level: 2 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Charges', level: 2 })).toHaveCount(owner ? 1 : 0);
      }
      expect(errors).toEqual([]);
    });
  }

  test('a navigation in the first second after load waits on /loading-user-context, then is replayed', async ({ page }) => {
    const errors = collectErrors(page);
    // The page's time stands still from before its load and moves in 10 ms steps until the link
    // shows, so the click is inside the page's first second however slowly the machine renders.
    const start = testNow();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await page.goto('/signin');
    const link = page.getByRole('link', { name: 'Forgot your password?' });
    for (let step = 0; step < 50 && !(await link.isVisible()); step += 1) await page.clock.runFor(10);
    // Effects run after a frame (Preact: requestAnimationFrame, else a 35 ms timer), the store
    // subscriptions among them: 100 ms more lets them, still far inside the first second.
    await page.clock.runFor(100);
    await link.click();
    await expect(page).toHaveURL(`${PORTAL}/loading-user-context`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading user context');
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(`${PORTAL}/signin/forgot-password`);
    await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
