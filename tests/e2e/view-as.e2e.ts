/**
 * View as customer (spec 2 §4, §6, §9), against the real reference API and the demo data
 * (docs/demo-data.md: Customers). Ada Admin (global) opens Olivia Owner's detail in Riverside Wharf and
 * views the portal as her: the banner on every page, her dashboard with her charges (global staff
 * see them) and /charges; a reload is Ada again; a second view's Exit returns to the customers tab
 * after the second of spec 2 §9. Uma Unregistered cannot be viewed; Manny Manager (sl1) can view
 * as Olivia (the banner opens the page on a phone too), whose password the API refuses to change from the view; Otto Officer (sl3) has no
 * such button. Nothing is changed: the one write tried is refused.
 */
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test, type Page } from './fixtures';
import { PORTAL } from './ports';

// A shared two-core machine: the staff area's chunks and the view's loads take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const RIVERSIDE = demoIds.riversideWharf;
const CUSTOMERS_TAB = `${PORTAL}/developments/${RIVERSIDE}/customers`;

/** Opens `name`'s detail from Riverside Wharf's customers tab. */
async function openCustomer(page: Page, name: string): Promise<void> {
  await page.goto(`/developments/${RIVERSIDE}/customers`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
}

/** The view's banner. */
const banner = (page: Page) => page.getByRole('region', { name: 'Customer view' });

test.describe('view as customer', () => {
  test('Ada views as Olivia: the banner, her dashboard and charges; a reload is Ada again; Exit returns to the customers tab', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs('admin@example.com');
    await openCustomer(page, 'Olivia Owner');

    await page.getByRole('button', { name: 'View as customer' }).click();

    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(banner(page)).toContainText('You are viewing the portal as Olivia Owner.');
    await expect(page.getByText('Consolidated balance')).toBeVisible();
    await expect(page.locator('.shell-user__name')).toHaveText('Olivia Owner');
    // The customer's portal: nothing of the staff area.
    await expect(page.getByRole('link', { name: 'Staff area' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'dashboard viewed as Olivia');

    // Within the portal (a page load would leave the view).
    await page.getByRole('navigation').getByRole('link', { name: 'Charges' }).click();
    await expect(page).toHaveURL(/\/charges/);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText('Consolidated balance')).toBeVisible();

    // The customer's tokens lived in memory only: a reload is the admin again.
    await page.reload();
    await expect(page.locator('.shell-user__name')).toHaveText('Ada Admin');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Staff area' })).toBeVisible();

    await openCustomer(page, 'Olivia Owner');
    await page.getByRole('button', { name: 'View as customer' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Exit customer view' }).click();
    await expect(banner(page)).toContainText('Returning to the staff area…');
    await expect(page).toHaveURL(CUSTOMERS_TAB);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('.shell-user__name')).toHaveText('Ada Admin');
    await expect(page.getByRole('link', { name: 'Olivia Owner', exact: true }).first()).toBeVisible();
  });

  test('Uma Unregistered cannot be viewed: the button is disabled with the reason', async ({ page, signInAs }) => {
    await signInAs('admin@example.com');
    await openCustomer(page, 'Uma Unregistered');

    const button = page.getByRole('button', { name: 'View as customer' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Only customers who are registered in the portal and active can be viewed.');
  });

  test('Manny (sl1) views as Olivia; the API refuses her password change from the view, with its reason', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('manager@example.com');
    await openCustomer(page, 'Olivia Owner');
    await page.getByRole('button', { name: 'View as customer' }).click();
    await expect(banner(page)).toContainText('Olivia Owner');
    // On a phone the banner and Exit open the page.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(banner(page)).toBeInViewport();
    await expect(banner(page).getByRole('button', { name: 'Exit customer view' })).toBeInViewport();
    if (wide) await page.setViewportSize(wide);

    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Portal-Demo-1');
    await form.getByLabel('New password').fill('Another-Demo-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toContainText('You are viewing the portal as a customer');

    await banner(page).getByRole('button', { name: 'Exit customer view' }).click();
    await expect(page).toHaveURL(CUSTOMERS_TAB);
  });

  test('Otto (sl3) has no View as customer', async ({ page, signInAs }) => {
    await signInAs('officer@example.com');
    await openCustomer(page, 'Olivia Owner');

    await expect(page.getByRole('button', { name: 'View as customer' })).toHaveCount(0);
  });
});
