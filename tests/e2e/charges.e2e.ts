/**
 * `<portico-charges>` on the agent website's My account page (examples/agent-website), against the
 * reference API's demo data: Olivia Owner (owner@example.com, no MFA) starts signed in (the last
 * test signs in through the element's compact sign-in) and sees her seeded charges (server/areas/charges/seed.ts, docs/demo-data.md):
 * Elm Court's Apartment 12 (service charge, 310.00), Riverside Wharf's Flat 1 (service charge
 * 1,234.50 owed, ground rent 120.75 in credit) and Flat 2 (service charge 865.25, no payment
 * method); 2,289.00 in all. Developments come in name order, so Apartment 12 opens first.
 * Checked: the figures, another premises, a real bill download with its own name, the View
 * statement link, the overlay on a narrow viewport with Escape and Close, the error state and its
 * Try again, axe in the loaded, overlay and error states (light and dark), and no CSP violation.
 * Each worker starts the reference API (fresh data) and the site (tests/e2e/servers.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type SignInAs } from './fixtures';
import { collectErrors, expectNavigatedTo, expectNoAxeViolations, expectNoCspViolations, open, signIn } from './agent-website-support';
import { API, SITE } from './ports';

test.use({ baseURL: SITE });

const OWNER = 'owner@example.com';

/** Opens the account page signed in as Olivia Owner and waits for her charges (signing in there is the last test's). */
async function openAsOwner(page: Page, signInAs: SignInAs): Promise<Locator> {
  await signInAs(OWNER);
  await open(page, '/account/');
  const charges = page.locator('portico-charges');
  await expect(charges.locator('[part="summary"]')).toBeVisible();
  return charges;
}

/** The text of each cell of a premises table's body rows. */
async function rows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** Term and definition pairs of each account card in `container`. */
async function accounts(container: Locator): Promise<{ service: string; details: string[][] }[]> {
  return container.locator('[part="account"]').evaluateAll((items) =>
    items.map((item) => ({
      service: item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '',
      details: [...item.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    })),
  );
}

test.describe('portico-charges on the agent website', () => {
  test('wide: the consolidated balance, the premises with seeded figures, another premises, a bill, the statement link', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors = collectErrors(page);
    const charges = await openAsOwner(page, signInAs);

    await expect(charges.locator('[part="summary"]')).toHaveText('Consolidated balanceBalance £2,289.00');
    const elmCourt = charges.getByRole('table', { name: 'Elm Court' });
    const riverside = charges.getByRole('table', { name: 'Riverside Wharf' });
    await expect.poll(() => rows(elmCourt)).toEqual([['Apartment 12', 'Olivia Owner', 'Balance £310.00']]);
    await expect.poll(() => rows(riverside)).toEqual([
      ['Flat 1', 'Olivia Owner', 'Balance £1,113.75'],
      ['Flat 2', 'Olivia Owner', 'Balance £865.25'],
    ]);
    // The headings sit under the page's "Your charges" (heading-level="3").
    await expect(charges.getByRole('heading', { level: 3, name: 'Elm Court' })).toBeVisible();

    // The first premises of the first development opens by itself.
    const apartment12 = charges.getByRole('region', { name: 'Apartment 12' });
    await expect(apartment12).toBeVisible();
    await expect(charges.getByRole('button', { name: 'Apartment 12' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => accounts(apartment12)).toEqual([
      { service: 'Service charge', details: [['Account number', 'EC-0012-SC'], ['Payment method', 'Cheque'], ['Balance', '£310.00']] },
    ]);
    await expect(charges.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'charges loaded, Apartment 12 open');

    // Another premises: Flat 1, a balance owed and a credit.
    await charges.getByRole('button', { name: 'Flat 1' }).click();
    const flat1 = charges.getByRole('region', { name: 'Flat 1' });
    await expect(flat1).toBeVisible();
    await expect(apartment12).toHaveCount(0);
    await expect.poll(() => accounts(flat1)).toEqual([
      { service: 'Service charge', details: [['Account number', 'RW-0001-SC'], ['Payment method', 'Direct debit'], ['Balance', '£1,234.50']] },
      { service: 'Ground rent', details: [['Account number', 'RW-0001-GR'], ['Payment method', 'Bank transfer'], ['Credit', '£120.75']] },
    ]);

    // Each account's View statement link, from the page's template.
    const groundRent = flat1.getByRole('article', { name: 'Ground rent' });
    await expect(groundRent.getByRole('link', { name: 'View statement' })).toHaveAttribute(
      'href',
      '/account/statement/?chargeAccountId=acc-flat-1-ground-rent',
    );
    await expect(flat1.getByRole('article', { name: 'Service charge' }).getByRole('link', { name: 'View statement' })).toHaveAttribute(
      'href',
      '/account/statement/?chargeAccountId=acc-flat-1-service-charge',
    );

    // The bill arrives under its own name, a real PDF.
    const downloading = page.waitForEvent('download');
    await groundRent.getByRole('button', { name: 'Download bill' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Flat 1 ground rent [A-Z][a-z]+ \d{4}\.pdf$/);
    const file = readFileSync(await download.path());
    expect(file.length).toBeGreaterThan(100);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(groundRent.getByRole('button', { name: 'Download bill' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(groundRent.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page, 'charges loaded, Flat 1 open after a download');

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('a cancelled portico-navigate keeps the page; otherwise View statement leads to the template', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const charges = await openAsOwner(page, signInAs);
    const link = charges.getByRole('region', { name: 'Apartment 12' }).getByRole('link', { name: 'View statement' });
    await page.evaluate(() => {
      document.addEventListener('portico-navigate', (event) => {
        (window as unknown as { navigated: string[] }).navigated = [...((window as unknown as { navigated?: string[] }).navigated ?? []), event.detail.href];
        event.preventDefault();
      });
    });
    await link.click();
    expect(await page.evaluate(() => (window as unknown as { navigated: string[] }).navigated)).toEqual([
      '/account/statement/?chargeAccountId=acc-apartment-12-service-charge',
    ]);
    await expect(page).toHaveURL(`${SITE}/account/`);

    // Nobody cancels it now: the link leads where the template says, the site's statement page,
    // whose portico-statement shows that account's statement (the id from the page's query).
    await page.evaluate(() => {
      document.addEventListener('portico-navigate', (event) => event.stopImmediatePropagation(), { capture: true });
    });
    await link.click();
    await expectNavigatedTo(page, `${SITE}/account/statement/?chargeAccountId=acc-apartment-12-service-charge`);
    const statement = page.locator('portico-statement');
    await expect(statement.getByRole('heading', { level: 2, name: 'Service charge' })).toBeVisible();
    await expect(statement.getByText('Apartment 12', { exact: true })).toBeVisible();
    await expect(statement.getByRole('table', { name: 'Transactions' })).toBeVisible();
  });

  test('narrow: a premises opens as an overlay that Escape and Close close, focus back on its row', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    const charges = await openAsOwner(page, signInAs);
    // Nothing opens by itself on a narrow screen.
    await expect(charges.getByRole('table', { name: 'Riverside Wharf' })).toBeVisible();
    await expect(charges.locator('[part="detail"]')).toHaveCount(0);
    await expect(charges.getByRole('dialog')).toHaveCount(0);

    const flat2Row = charges.getByRole('button', { name: 'Flat 2' });
    await flat2Row.click();
    const dialog = charges.getByRole('dialog', { name: 'Flat 2' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => accounts(dialog)).toEqual([
      { service: 'Service charge', details: [['Account number', 'RW-0002-SC'], ['Payment method', 'None set up'], ['Balance', '£865.25']] },
    ]);
    await expect(dialog.getByRole('link', { name: 'View statement' })).toHaveAttribute('href', '/account/statement/?chargeAccountId=acc-flat-2-service-charge');
    await expectNoAxeViolations(page, 'charges overlay open');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(flat2Row).toBeFocused();

    // Keyboard only: Enter on a row opens it, the Close button closes it.
    const flat1Row = charges.getByRole('button', { name: 'Flat 1' });
    await flat1Row.focus();
    await page.keyboard.press('Enter');
    const flat1 = charges.getByRole('dialog', { name: 'Flat 1' });
    await expect(flat1).toBeVisible();
    await flat1.getByRole('button', { name: 'Close' }).click();
    await expect(flat1).toHaveCount(0);
    await expect(flat1Row).toBeFocused();

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('error: the spec text in an error alert with Try again, which recovers', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The API's own answer, turned into a 500 (its CORS headers kept, so the page may read it).
    let failing = true;
    await page.route(`${API}/charges`, async (route) => {
      if (!failing || route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, status: 500, body: JSON.stringify({ messages: ['The charges service is unavailable.'] }) });
    });
    await signInAs(OWNER);
    await open(page, '/account/');
    const charges = page.locator('portico-charges');
    const alert = charges.getByRole('alert');
    await expect(alert).toContainText('Something went wrong while fetching the charges. The charges service is unavailable.');
    await expectNoAxeViolations(page, 'charges error');

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(charges.locator('[part="summary"]')).toHaveText('Consolidated balanceBalance £2,289.00');
    await expect(charges.getByRole('alert')).toHaveCount(0);
    await expectNoCspViolations(page);
  });

  test('signed out, the charges element says to sign in above, where the account holds the page\'s one sign-in; signing in there fills it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/account/');
    const charges = page.locator('portico-charges');
    const account = page.locator('portico-account');
    await expect(charges.getByText('Sign in above to see this part of your portal.')).toBeVisible();
    await expect(charges.getByRole('textbox')).toHaveCount(0);
    await charges.getByRole('button', { name: 'Go to the sign-in' }).click();
    await expect(account.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expectNoAxeViolations(page, 'charges and account, signed out');
    await signIn(account, OWNER);
    await expect(charges.locator('[part="summary"]')).toHaveText('Consolidated balanceBalance £2,289.00');
    await expect(page.locator('portico-account').getByText('Olivia Owner')).toBeVisible();
    await expectNoCspViolations(page);
  });
});
