/**
 * The settings page (/settings) of the portal shell against the reference API of this run, as
 * Olivia Owner (owner@example.com). Checked: a new mobile number saved and still there after a
 * reload; the password changed (a wrong current password first, spec 2 §8's Incorrect current
 * password) and a sign-in with the new one; multi-factor authentication turned on with the code
 * from the outbox and off again with the password; a new correspondence address waiting for the
 * link sent to it, which the portal's confirmation page opens; /settings/privacy-preferences; axe
 * on the page.
 *
 * Each test puts Olivia back as docs/demo-data.md has her (number, password, MFA off, address) in `finally`, so
 * the other suites of this worker, which share its API and her stored session, find her as
 * always. The page runs on her stored session: a password change ends her other sessions but
 * never the caller's, so that session goes on for the suites after this one.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, latestCode, latestLinkToken, PASSWORD, restoreCorrespondenceEmail } from './agent-website-support';
import { putOnWorkerClock } from './clock';
import { API, PORTAL } from './ports';
import { quietChrome } from './shell-support';
import { demoIds } from '../../core/schemas/demo-ids';

const OLIVIA = 'owner@example.com';
const NEW_PASSWORD = 'Portal-Settings-9';

/** A call to the API with Olivia's stored session (to put her back after a test). */
function asOlivia(request: APIRequestContext, authToken: string) {
  const headers = { Authorization: `Bearer ${authToken}` };
  return {
    user: async () => (await (await request.get(`${API}/user`, { headers })).json()).data as { contactInformation: { mobileNumber: string | null; mainNumber: string | null }; multiFactorPreferences: { multifactorEnabled: boolean } },
    put: (path: string, data: unknown) => request.put(`${API}${path}`, { headers, data }),
  };
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The titles are the last load of the profile section.
  await expect(page.getByRole('combobox', { name: 'Title' })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('settings', () => {
  test('a new mobile number is saved and still there after a reload', async ({ page, signInAs }) => {
    const { authToken } = await signInAs(OLIVIA);
    const api = asOlivia(page.request, authToken);
    const before = (await api.user()).contactInformation;
    try {
      await openSettings(page);
      await expectNoAxeViolations(page, 'the settings page');
      const profile = section(page, 'Profile details');
      await profile.getByRole('textbox', { name: 'Mobile number' }).fill('07400 987654');
      await profile.getByRole('button', { name: 'Save' }).click();
      await expect(snackbar(page, 'Your settings have been saved')).toBeVisible();
      await page.reload();
      await expect(section(page, 'Profile details').getByRole('textbox', { name: 'Mobile number' })).toHaveValue('07400 987654');
    } finally {
      expect((await api.put('/user', { contactInformation: { mainNumber: before.mainNumber ?? '', mobileNumber: before.mobileNumber ?? '' } })).status()).toBe(200);
    }
  });

  test('the password is changed (a wrong current password first) and signs in', async ({ page, browser, signInAs }) => {
    const { authToken } = await signInAs(OLIVIA);
    const api = asOlivia(page.request, authToken);
    let changed = false;
    try {
      await openSettings(page);
      const password = section(page, 'Password');
      await password.getByLabel('Current password', { exact: true }).fill('Not-The-Password-1');
      await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      const refused = password.getByRole('alert').filter({ hasText: 'Incorrect current password' });
      await expect(refused).toContainText('The current password you entered is incorrect. Please try again.');
      await expect(password.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

      await password.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(snackbar(page, 'Your password was successfully changed.')).toBeVisible();
      changed = true;
      await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');

      // A browser of its own: this page's session stays as it is.
      const other = await browser.newContext({ baseURL: PORTAL });
      await putOnWorkerClock(other);
      try {
        const signIn = await other.newPage();
        await quietChrome(signIn);
        await signIn.goto('/signin');
        await signIn.getByRole('textbox', { name: 'Email address' }).fill(OLIVIA);
        await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
        await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(signIn).toHaveURL(/\/dashboard$/);
      } finally {
        await other.close();
      }
    } finally {
      if (changed) expect((await api.put('/user/new-password', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD })).status()).toBe(204);
    }
  });

  test('multi-factor authentication is turned on with the code from the outbox, and off again', async ({ page, signInAs }) => {
    const { authToken } = await signInAs(OLIVIA);
    const api = asOlivia(page.request, authToken);
    try {
      await openSettings(page);
      const mfa = section(page, 'Multi-factor authentication');
      await expect(mfa).toContainText('Off: signing in asks only for your email address and password.');
      await mfa.getByRole('button', { name: 'Turn on' }).click();
      const code = mfa.getByRole('textbox', { name: 'Verification code' });
      await expect(code).toBeFocused();
      await code.fill(await latestCode(page, OLIVIA));
      await expectNoAxeViolations(page, 'the MFA code form');
      await mfa.getByRole('button', { name: 'Confirm and turn on' }).click();
      await expect(snackbar(page, 'Multi-factor authentication is now enabled.')).toBeVisible();
      await expect(mfa).toContainText(`On: signing in asks for a 6-digit code we email to ${OLIVIA}.`);
      // The API now asks for a code at sign-in.
      expect((await page.request.post(`${API}/user/login`, { data: { method: 'password', email: OLIVIA, password: PASSWORD } })).status()).toBe(403);

      await mfa.getByRole('button', { name: 'Turn off' }).click();
      await mfa.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await mfa.getByRole('button', { name: 'Confirm and turn off' }).click();
      await expect(snackbar(page, 'Multi-factor authentication is now disabled.')).toBeVisible();
      await expect(mfa).toContainText('Off: signing in asks only for your email address and password.');
      expect((await page.request.post(`${API}/user/login`, { data: { method: 'password', email: OLIVIA, password: PASSWORD } })).status()).toBe(200);
    } finally {
      if ((await api.user()).multiFactorPreferences.multifactorEnabled) {
        expect((await api.put('/user/mfa', { multifactorEnabled: false, currentPassword: PASSWORD })).status()).toBe(200);
      }
    }
  });

  test('a new correspondence address waits for the link sent to it; opening the link makes it the one in use', async ({ page, signInAs }) => {
    await signInAs(OLIVIA);
    const NEW_ADDRESS = 'olivia.letters@example.com';
    const pending = `We have sent a link to ${NEW_ADDRESS}. Your notices go to ${OLIVIA} until you open it.`;
    try {
      await openSettings(page);
      const notifications = section(page, 'Notification and news preferences');
      const address = notifications.getByRole('textbox', { name: 'Send these emails to' });
      await expect(address).toHaveValue(OLIVIA);
      await address.fill(NEW_ADDRESS);
      await notifications.getByRole('button', { name: 'Save' }).click();
      await expect(snackbar(page, 'Your settings have been saved')).toBeVisible();
      await expect(notifications.getByRole('status').filter({ hasText: pending })).toBeVisible();
      await expect(address).toHaveValue(OLIVIA);
      await expectNoAxeViolations(page, 'settings, a new address waiting for its link');

      const token = await latestLinkToken(page, NEW_ADDRESS, 'confirm-notification-email');
      await page.goto(`/confirm-notification-email/${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new address' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `Your new address is confirmed: your notices now go to ${NEW_ADDRESS}.` })).toBeVisible();
      await expectNoAxeViolations(page, 'the new address confirmed');
      await page.getByRole('link', { name: 'Go to your settings' }).click();
      await expect(section(page, 'Notification and news preferences').getByRole('textbox', { name: 'Send these emails to' })).toHaveValue(NEW_ADDRESS);
      await expect(page.getByText(pending)).toHaveCount(0);

      // The link works once: opened again, it says why not, with the way on.
      await page.goto(`/confirm-notification-email/${token}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Your new address could not be confirmed.' })).toContainText('This link does not work any more');
      await expect(page.getByRole('link', { name: 'Go to your settings' })).toBeVisible();
      await expectNoAxeViolations(page, 'a used link');
    } finally {
      await restoreCorrespondenceEmail(page, demoIds.notificationPreferences, OLIVIA);
    }
  });

  test('/settings/privacy-preferences opens the page at the cookie preferences', async ({ page, signInAs }) => {
    await signInAs(OLIVIA);
    await page.goto('/settings/privacy-preferences');
    const cookies = section(page, 'Cookie preferences');
    await expect(cookies.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(cookies.getByRole('checkbox', { name: 'Allow optional cookies' })).toBeVisible();
  });
});
