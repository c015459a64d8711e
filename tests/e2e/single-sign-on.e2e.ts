/**
 * The portal's sign-up and sign-in beyond the password (spec 1 §1, §2), on the production build
 * against the worker's reference API (fresh demo data): step 3 of the portal's own sign-up links
 * the terms and privacy policy of the configuration; INVITE-SSO-1, an invitation that needs no
 * password, registers without one; Sign in with the configuration's identity provider (the
 * reference API's demo provider, which tests/e2e/servers.ts's configuration points at this API)
 * goes there and comes back signed in at the page asked for, with the token neither in the address
 * bar nor in the history; a token the API refuses is said, with a way back to the sign-in. Axe on
 * every page; no Content-Security-Policy violation (fixtures.ts).
 */
import { expect, test, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { quietChrome } from './shell-support';
import { API, PORTAL } from './ports';

/** The sign-in page's single sign-on entry, as the shipped configuration names the demo provider. */
const signInWithProvider = (page: Page) => page.getByRole('link', { name: 'Sign in with Portico demo ID' });

/** Errors but the refusals a test provokes on purpose. */
const unexpected = (errors: string[]) => errors.filter((error) => !/^4\d\d |status of 4\d\d/.test(error));

test.describe('sign-up and single sign-on in the portal', () => {
  test.beforeEach(async ({ page }) => {
    await quietChrome(page);
  });

  test("sign-up step 3 links the configuration's terms and privacy policy; INVITE-SSO-1 asks no password and registers", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signup?invitationKey=INVITE-SSO-1');
    await expect(page).toHaveURL(`${PORTAL}/signup/2`);
    await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue('new.sso@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signup/3`);
    await expect(page.getByRole('heading', { name: 'Create Portal Profile', level: 1 })).toBeVisible();

    const terms = page.getByRole('link', { name: /Terms and conditions/ });
    await expect(terms).toHaveAttribute('href', 'http://localhost:4400/legal/#terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', 'http://localhost:4400/legal/#privacy');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'sign-up step 3 without a password');

    await page.getByRole('textbox', { name: 'First name' }).fill('Sunil');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Singh');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(page.getByRole('banner').getByText('Sunil Singh')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Sign in with the demo provider: its page, then back signed in at the page asked for; the token stays neither in the address nor in the history', async ({ page }) => {
    const errors = collectErrors(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto('/requests');
    await expect(page).toHaveURL(`${PORTAL}/signin?redirect=%2Frequests`);
    await expect(signInWithProvider(page)).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in with single sign-on');

    await signInWithProvider(page).click();
    await expect(page).toHaveURL(new RegExp(`^${API}/dev/sso/authorize\\?`));
    await expect(page.getByRole('heading', { name: 'Portico demo ID' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email address' }).fill('owner@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(`${PORTAL}/requests`);
    await expect(page.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
    // The browser arrived with the token in the fragment; the page replaced that address at once.
    expect(addresses.some((address) => address.includes('#token='))).toBe(true);
    expect(await page.evaluate(() => location.href)).toBe(`${PORTAL}/requests`);
    // Back is the provider's page, and forward again the requests: no history entry kept the token.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`^${API}/dev/sso/authorize\\?`));
    await page.goForward();
    await expect(page).toHaveURL(`${PORTAL}/requests`);
    expect(errors).toEqual([]);
  });

  test('a token the API refuses: the reason, Sign in with the provider again, and Back to sign in', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/signin');
    await signInWithProvider(page).click();
    await expect(page).toHaveURL(new RegExp(`^${API}/dev/sso/authorize\\?`));
    const state = new URL(page.url()).searchParams.get('state');
    // A token of no provider's, with this tab's own state: the API is the one to refuse it.
    await page.goto(`${PORTAL}/signin/sso#token=not-a-provider-token&state=${state}`);
    await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      "Your identity provider's sign-in could not be accepted: it has expired, it has already been used, or the portal has no account for your email address.",
    );
    expect(await page.evaluate(() => location.href)).toBe(`${PORTAL}/signin/sso`);
    await expect(signInWithProvider(page)).toBeVisible();
    await expectNoAxeViolations(page, 'single sign-on refused');

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(`${PORTAL}/signin`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });
});
