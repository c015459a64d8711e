/**
 * The ways into the client portal (spec 1 §2, §6), against the reference API and the demo data:
 * Dora Director, a customer who is also the client of Riverside Wharf (which has a client
 * portal), finds the client-portal widget on her dashboard and follows it, by keyboard, to
 * /client as the client; Manny Manager (sl1, with ClientPortalForPropertyManagers on in the
 * default configuration) reaches /client from the header's link; Otto Officer (sl3) and Olivia
 * Owner get neither.
 */
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test, type Page } from './fixtures';
import { PORTAL } from './ports';

// A shared two-core machine: the lazy pages take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const widget = (page: Page) => page.getByRole('region', { name: 'Client portal' });

test.describe('the ways into the client portal', () => {
  test('Dora Director: the dashboard’s client-portal widget names Riverside Wharf and leads to /client, as the client', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs('director@example.com');
    await page.goto('/dashboard');
    await expect(widget(page)).toBeVisible();
    await expect(widget(page).getByRole('listitem')).toHaveText(['Riverside Wharf']);
    // The customer's header: no link to the portal, the dashboard's widget is the way in.
    await expect(nav(page).getByRole('link', { name: 'Client portal' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'dashboard with the client-portal widget');

    await widget(page).getByRole('link', { name: 'Go to the client portal' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PORTAL}/client`);
    await expect(page.getByRole('heading', { name: 'Client portal', level: 1 })).toBeVisible();
    // Acting as the client now: the client's header (the portal and settings), with the role switch.
    await expect(nav(page).getByRole('link')).toHaveText(['Client portal', 'Settings']);
    await expect(page.getByRole('button', { name: 'Client', pressed: true })).toBeVisible();
    await expectNoAxeViolations(page, 'client portal reached from the widget');
    expect(errors).toEqual([]);
  });

  test('Manny Manager (sl1) reaches /client from the header’s link', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs('manager@example.com');
    await page.goto('/developments');
    await nav(page).getByRole('link', { name: 'Client portal' }).click();
    await expect(page).toHaveURL(`${PORTAL}/client`);
    await expect(page.getByRole('heading', { name: 'Client portal', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My developments', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, 'client portal as a property manager');
    expect(errors).toEqual([]);
  });

  for (const [email, name, landing] of [
    ['officer@example.com', 'Otto Officer', '/developments'],
    ['owner@example.com', 'Olivia Owner', '/dashboard'],
  ] as const) {
    test(`${name}: no link to the client portal, and no widget`, async ({ page, signInAs }) => {
      await signInAs(email);
      await page.goto(landing);
      await expect(page.locator('.shell-user__name')).toHaveText(name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Client portal' })).toHaveCount(0);
      await expect(widget(page)).toHaveCount(0);
    });
  }
});
