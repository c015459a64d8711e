/**
 * The customer actions of the staff area (spec 2 §2, §4, §5, §6), against the real reference API
 * and the demo data (docs/demo-data.md, "Customers"). Ada Admin (global) adds a customer to Riverside
 * Wharf, first with two different e-mails (Emails don't match), then as she should; the snackbar
 * says so and the new customer is in the list. On that customer's page she adds a premises and
 * deactivates it. With `?support=1` she resets the password of Ivy Inactive (registered, and no
 * other suite signs in as her), copies it (Copied!, then Copy again); Ivy signs in with it, which
 * takes her to the reset-password page saying why, chooses a password of her own there and signs
 * in with that. Without `?support=1` there is no Reset password, and Manny Manager (sl1) has no
 * Add customer.
 *
 * What the tests change: the customer they add (its relationships all deactivated at the end, so
 * it is listed only with Show inactive customers), and Ivy's password, which is set back to the
 * demo password when the test ends.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations, PASSWORD } from './agent-website-support';
import { expect as baseExpect, test, type Page } from './fixtures';
import { putOnWorkerClock } from './clock';
import { API, PORTAL } from './ports';
import { answer, quietChrome } from './shell-support';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
const RIVERSIDE = demoIds.riversideWharf;
const IVY_RELATIONSHIP = demoIds.ivyFlat5;
const customersTab = `/developments/${RIVERSIDE}/customers`;

/** Signs `email` in with `password` through the API; answers the auth token. */
async function signInWith(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}/user/login`, { data: { method: 'password', email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return (await answer<{ authToken: string }>(response)).authToken;
}

/** Signs in through the portal's own form, as the customer on the phone would. */
async function signInOnTheForm(page: Page, email: string, password: string): Promise<void> {
  await quietChrome(page);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('staff area: customer actions', () => {
  test('Ada adds a customer (mismatched e-mails first), gives them a premises and deactivates it', async ({ page, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const suffix = randomUUID().slice(0, 8);
    // A last name sorting after Ivy Inactive's: the customers tab's first page still shows her.
    const lastName = `Newcomer ${suffix}`;
    const email = `nia.${suffix}@example.com`;
    const authToken = (await storedSessions.of(ADMIN)).authToken;
    const headers = { Authorization: `Bearer ${authToken}` };
    let customerId: string | null = null;
    try {
      await signInAs(ADMIN);
      await page.goto(customersTab);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add customer' });
      // Flats 5 and 6: held by customers no suite signs in as, so no resident's page changes.
      await dialog.getByLabel('Premises').selectOption({ label: 'Flat 5' });
      await dialog.getByLabel('Relationship').selectOption({ label: 'Tenant' });
      await dialog.getByLabel('Title').selectOption({ label: 'Ms' });
      await dialog.getByLabel('First name').fill('Nia');
      await dialog.getByLabel('Last name').fill(lastName);
      await dialog.getByLabel('Email address', { exact: true }).fill(email);
      await dialog.getByLabel('Confirm email address').fill(`nia.${suffix}@example.org`);
      await dialog.getByLabel('Main number').fill('020 7946 0001');
      await dialog.getByRole('button', { name: 'Add customer' }).click();
      await expect(dialog.getByLabel('Confirm email address')).toHaveAccessibleDescription(/Emails don't match/);
      await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText("Emails don't match");
      await expectNoAxeViolations(page, 'the add customer dialog with two different e-mails');

      await dialog.getByLabel('Confirm email address').fill(email);
      await dialog.getByRole('button', { name: 'Add customer' }).click();
      await expect(page.getByText('The customer was successfully added!')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The list read again on the announced change: the new customer is in it.
      await main.getByRole('searchbox', { name: 'Search customers' }).fill(suffix);
      const row = main.getByRole('link', { name: `Nia ${lastName}` });
      await expect(row).toBeVisible();

      await row.click();
      await expect(main.getByRole('heading', { level: 2, name: `Nia ${lastName}` })).toBeVisible();
      await main.getByRole('button', { name: 'Add premises' }).click();
      const addPremises = page.getByRole('dialog', { name: 'Add premises' });
      // Flat 5 she holds already: not offered.
      await expect(addPremises.getByLabel('Premises').locator('option', { hasText: 'Flat 5' })).toHaveCount(0);
      await addPremises.getByLabel('Premises').selectOption({ label: 'Flat 6' });
      await addPremises.getByLabel('Relationship').selectOption({ label: 'Director' });
      await addPremises.getByRole('button', { name: 'Add premises' }).click();
      await expect(page.getByText('The premises was successfully added!')).toBeVisible();
      await expect(addPremises).toBeHidden();
      const premises = main.getByRole('table', { name: "This customer's premises in the development" });
      const flat6 = premises.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Flat 6' }) });
      await expect(flat6).toContainText('Director');
      await expect(flat6).toContainText('Active');

      await flat6.getByRole('button', { name: 'Deactivate Flat 6' }).click();
      const confirm = page.getByRole('dialog', { name: 'Deactivate premises' });
      await expect(confirm).toContainText(`Deactivate Flat 6 for Nia ${lastName}?`);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText('The relationship was deactivated successfully.')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(flat6).toContainText('Inactive');
      await expect(flat6.getByRole('button', { name: 'Activate Flat 6' })).toBeVisible();
      customerId = await customerIdOf(request, headers, suffix);
    } finally {
      // The added customer is left inactive: listed only with Show inactive customers.
      customerId ??= await customerIdOf(request, headers, suffix).catch(() => null);
      if (customerId) {
        const detail = await request.get(`${API}/customers/${customerId}?developmentId=${RIVERSIDE}`, { headers });
        const { customer } = await answer<{ customer: { premises: { relationshipId: string; relationshipActive: boolean }[] } }>(detail);
        for (const held of customer.premises.filter((each) => each.relationshipActive)) {
          const ended = await request.patch(`${API}/contact-relationships/${held.relationshipId}`, { headers, data: { active: false } });
          expect(ended.status(), await ended.text()).toBe(200);
        }
      }
    }
  });

  test('with ?support=1 Ada resets Ivy’s password and copies it; Ivy signs in with it, must choose a new one, and signs in with that; without it there is no Reset password', async ({ page, context, browser, signInAs, request }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
    await signInAs(ADMIN);
    await page.goto(`${customersTab}/${IVY_RELATIONSHIP}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Ivy Inactive' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add premises' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reset password' })).toHaveCount(0);

    await page.goto(`${customersTab}/${IVY_RELATIONSHIP}?support=1`);
    // Her own details: the development's contacts on the same page have addresses too.
    const ivyEmail = (await main.getByRole('region', { name: 'Details' }).getByText(/@example\.com$/).first().textContent())?.trim() ?? '';
    expect(ivyEmail).toMatch(/@example\.com$/);
    let password: string | null = null;
    const chosen = `Ivy-Own-${randomUUID().slice(0, 8)}`;
    try {
      await main.getByRole('button', { name: 'Reset password' }).click();
      const confirm = page.getByRole('dialog', { name: "Reset this customer's password?" });
      await confirm.getByRole('button', { name: 'Reset password' }).click();
      const success = page.getByRole('dialog', { name: 'Success!' });
      await expect(success).toContainText('Give the customer this temporary password');
      password = (await success.locator('code').textContent())?.trim() ?? null;
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{9}$/);
      await expectNoAxeViolations(page, 'the reset password success dialog');
      await success.getByRole('button', { name: 'Copy' }).click();
      await expect(success.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
      // spec 2 §9: Copied! for 2 seconds, then Copy again.
      await expect(success.getByRole('button', { name: 'Copy' })).toBeVisible();
      await success.getByRole('button', { name: 'Close' }).click();
      await expect(main.getByRole('button', { name: 'Reset password' })).toBeFocused();

      // Ivy, on the phone, signs in with it in a browser of her own: a temporary password only
      // leads to choosing a new one, on the reset-password page, which says why.
      const ivyContext = await browser.newContext({ baseURL: PORTAL });
      await putOnWorkerClock(ivyContext);
      try {
        const ivyPage = await ivyContext.newPage();
        await signInOnTheForm(ivyPage, ivyEmail, password!);
        await expect(ivyPage).toHaveURL(/\/reset-password\/[A-Za-z0-9_-]+\?temporary=1$/);
        const ivyMain = ivyPage.getByRole('main');
        await expect(ivyMain.getByText('Your password was reset by your property manager. Choose a new password to continue.')).toBeVisible();
        await expectNoAxeViolations(ivyPage, 'the reset-password page after a temporary password');
        const newPassword = ivyMain.getByLabel('New password', { exact: true });
        await newPassword.fill(chosen);
        await newPassword.press('Enter');
        await expect(ivyMain.getByText('Your password has been changed. You can now sign in.')).toBeVisible();
        await ivyMain.getByRole('link', { name: 'Sign in' }).click();
        await ivyPage.getByRole('textbox', { name: 'Email address' }).fill(ivyEmail);
        await ivyPage.getByLabel('Password', { exact: true }).fill(chosen);
        await ivyPage.getByRole('button', { name: 'Sign in' }).click();
        await expect(ivyPage).not.toHaveURL(/\/signin|\/reset-password/);
        await expect(ivyPage.getByRole('button', { name: 'Sign out' }).or(ivyPage.getByRole('button', { name: 'Menu' }))).toBeVisible();
      } finally {
        await ivyContext.close();
      }
    } finally {
      if (password) await restoreIvy(request, ivyEmail, password, chosen);
    }
  });

  test('Manny Manager (sl1) has no Add customer', async ({ page, signInAs }) => {
    await signInAs(MANAGER);
    await page.goto(customersTab);
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add customer' })).toHaveCount(0);
  });
});

/**
 * Sets Ivy's password back to the demo password: from the one she chose, or, when the test stopped
 * before she chose one, with the token her temporary password's sign-in answers.
 */
async function restoreIvy(request: APIRequestContext, email: string, temporary: string, chosen: string): Promise<void> {
  const withTemporary = await request.post(`${API}/user/login`, { data: { method: 'password', email, password: temporary } });
  if (withTemporary.status() === 403) {
    const { passwordChangeToken } = (await withTemporary.json()) as { passwordChangeToken: string };
    const reset = await request.put(`${API}/user/password`, { headers: { Authorization: `Bearer ${passwordChangeToken}` }, data: { newPassword: PASSWORD } });
    expect(reset.status(), await reset.text()).toBe(204);
    return;
  }
  const ivyToken = await signInWith(request, email, chosen);
  const restored = await request.put(`${API}/user/new-password`, { headers: { Authorization: `Bearer ${ivyToken}` }, data: { currentPassword: chosen, newPassword: PASSWORD } });
  expect(restored.status(), await restored.text()).toBe(204);
}

/** The id of the customer the first test added, found in the development's list by its name. */
async function customerIdOf(request: APIRequestContext, headers: Record<string, string>, suffix: string): Promise<string> {
  const list = await request.get(`${API}/developments/${RIVERSIDE}/customers`, { headers });
  const { customers } = await answer<{ customers: { id: string; lastName: string }[] }>(list);
  const found = customers.find((customer) => customer.lastName.endsWith(suffix));
  if (!found) throw new Error(`no customer named …${suffix}`);
  return found.id;
}
