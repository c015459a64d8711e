/**
 * The shell's chrome (shell/chrome/, spec 1 §2, §4, §6) against the real API of this run: the
 * cookie banner on a fresh device (Accept all, Reject all, the fade-out, not on the sign-up
 * routes), the configuration's banners, the feedback box as owner@ (rating 2 with a message, the
 * tab gone after a reload, the answer on the user), the in-breach notice as downgraded@ (Loft 7;
 * one premises, so no dialog: spec 1 §4) and the paperless dialog as owner@ (its dismissal kept
 * after a reload). axe on every state; no console errors.
 *
 * downgraded@ signs in with the demo password: this file runs before shell.e2e.ts, whose reset
 * test changes that password (files run in name order, one worker).
 */
import { expect, test, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { storeSession } from './shell-support';
import { testNow } from './clock';
import { API } from './ports';

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies on the portal' });

test.describe('the cookie banner (spec 1 §2, §4)', () => {
  test('a fresh device is asked; Accept all is stored, the follow-up shows, then the banner fades away', async ({ page }) => {
    const errors = collectErrors(page);
    // The page's clock, so that the test jumps over the banner's 5 seconds rather than waiting them
    // (the exact times are the DOM test's).
    await page.clock.install({ time: testNow() });
    await page.goto('/signin');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    const reject = banner.getByRole('button', { name: 'Reject all' });
    const accept = banner.getByRole('button', { name: 'Accept all' });
    // Equal prominence: the same class and the same size.
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(rejectBox?.width).toBe(acceptBox?.width);
    await expectNoAxeViolations(page, 'cookie banner');

    // The fade is a CSS transition of 0.5 s (none with prefers-reduced-motion).
    expect(await banner.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.5s');
    await accept.click();
    expect(await page.evaluate(() => localStorage.getItem('portico.cookieConsent'))).toBe('accepted');
    await expect(banner.getByText('You have accepted optional cookies.')).toBeFocused();
    await expect(banner.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoAxeViolations(page, 'cookie banner follow-up');
    // spec 1 §9: 5 seconds, then a 0.5 second fade.
    await page.clock.fastForward(5500);
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Reject all is stored; Close hides the banner at once', async ({ page }) => {
    await page.goto('/signin');
    await cookieBanner(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await page.evaluate(() => localStorage.getItem('portico.cookieConsent'))).toBe('rejected');
    await expect(cookieBanner(page).getByText('You have rejected optional cookies.')).toBeVisible();
    await cookieBanner(page).getByRole('button', { name: 'Close' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test('is not shown on the sign-up routes', async ({ page }) => {
    await page.goto('/signup/1');
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
    await page.goto('/signin');
    await expect(cookieBanner(page)).toBeVisible();
  });
});

test('configuration banners: the signed-out user sees the public one; a dismissal lasts for the session', async ({ page }) => {
  const errors = collectErrors(page);
  // The configuration is the deployment's static file: this run serves it with two banners.
  await page.route('**/config/*.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    const banners = [
      { type: 'warning', text: 'Planned maintenance on Sunday', dismissible: true, enabled: true, requireAuth: false },
      { type: 'info', text: 'Residents meeting on Friday', dismissible: false, enabled: true, requireAuth: true },
    ];
    await route.fulfill({ response, json: { ...config, banners } });
  });
  await page.addInitScript(() => localStorage.setItem('portico.cookieConsent', 'accepted'));
  await page.goto('/signin');
  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region.getByText('Planned maintenance on Sunday')).toBeVisible();
  await expect(region.getByText('Residents meeting on Friday')).toHaveCount(0);
  await expectNoAxeViolations(page, 'configuration banner');
  await region.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(page.getByText('Planned maintenance on Sunday')).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
  await expect(page.getByText('Planned maintenance on Sunday')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('feedback as owner@: rate 2, write, send; the confirmation; the tab stays away after a reload; the API has the answer', async ({ page, storedSessions }) => {
  const errors = collectErrors(page);
  const session = await storedSessions.of('owner@example.com');
  await storeSession(page, session, { 'portico.cookieConsent': 'accepted', 'portico.paperlessDialog': 'dismissed' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const tab = page.getByRole('complementary', { name: 'Feedback' }).getByRole('button', { name: 'Feedback', exact: true });
  await expect(tab).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'feedback tab');

  await tab.click();
  const dialog = page.getByRole('dialog', { name: 'Tell us what you think' });
  const faces = dialog.getByRole('group', { name: 'How happy are you with the portal?' });
  for (const name of ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy']) {
    await expect(faces.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'feedback initial');

  await faces.getByRole('button', { name: 'Unhappy', exact: true }).click();
  await expect(dialog.getByText('We are sorry to hear that. What went wrong?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'feedback negative with an error');
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('The statement page is hard to find.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(tab).toHaveCount(0);
  await expectNoAxeViolations(page, 'feedback submitted');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const user = await page.request.get(`${API}/user`, { headers: { Authorization: `Bearer ${session.authToken}` } });
  const { data } = (await user.json()) as { data: { feedbackInformation: { lastResponse: number | null; datetime: string | null } } };
  expect(data.feedbackInformation.lastResponse).toBe(2);
  expect(data.feedbackInformation.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // Without this device's record the user's own answer keeps the tab away.
  await page.evaluate(() => localStorage.removeItem('portico.feedbackLastResponse'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Feedback' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('paperless dialog as owner@: shown, closed, and still closed after a reload', async ({ page, storedSessions }) => {
  const errors = collectErrors(page);
  await storeSession(page, await storedSessions.of('owner@example.com'), { 'portico.cookieConsent': 'accepted' });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Go paperless' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Receive your bills and statements by email instead of by post.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'paperless dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('portico.paperlessDialog'))).toBe('dismissed');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Go paperless' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in breach as downgraded@: the notice lists Loft 7; with one premises there is no dialog (spec 1 §4)', async ({ page, storedSessions }) => {
  const errors = collectErrors(page);
  await storeSession(page, await storedSessions.of('downgraded@example.com'), { 'portico.cookieConsent': 'accepted' });
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Your portal access is restricted' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/referred to our client's solicitors/)).toBeVisible();
  await expect(notice.getByRole('list')).toHaveText('Loft 7, Harbour Lofts');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'in-breach notice');
  expect(errors).toEqual([]);
});
