/**
 * The premises pages of the portal shell (/premises, /premises/{id}) against the reference API of
 * this run (fresh demo data, docs/demo-data.md). Olivia Owner (owner@example.com) owns Flat 1 (her main
 * residence), Flat 2 and Flat 3 (hidden) of Riverside Wharf and Apartment 12 of Elm Court. Checked:
 * the list (hidden Flat 3 left out) and /premises going to the first premises, the detail's
 * sections, each of the three edits saved and still there after a reload (what is changed is put
 * back at the end, since the suites share the run's data), the address form's messages on bad
 * input, Link another premises, the narrow list, a subtenant sent to /dashboard, the header link
 * and the dashboard widget, and axe on the list, the detail and every dialog.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { PORTAL } from './ports';

const APARTMENT_12 = 'pre-elm-apartment-12';
const FLAT_1 = 'pre-riverside-flat-1';
const FLAT_2 = 'pre-riverside-flat-2';

function premisesList(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Developments and premises' });
}

/** Each development of the list with the names of its premises. */
async function listed(page: Page): Promise<string[][]> {
  return premisesList(page)
    .locator('details')
    .evaluateAll((groups) => groups.map((group) => [group.querySelector('summary')?.textContent ?? '', ...[...group.querySelectorAll('li a')].map((link) => link.textContent ?? '')]));
}

/** The premises the list marks as the main residence. */
async function markedMain(page: Page): Promise<string[]> {
  return premisesList(page)
    .locator('li')
    .evaluateAll((items) => items.filter((item) => item.textContent?.includes('Main residence')).map((item) => item.querySelector('a')?.textContent ?? ''));
}

async function openPremises(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/premises/${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Saves the open edit dialog and closes the success dialog that follows, checking its text. */
async function saveAndConfirm(page: Page, dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText(text);
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the premises pages', () => {
  // Each test saves, reloads and runs axe in two schemes several times: more than the default
  // 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list leaves hidden premises out; /premises goes to the first premises; the detail, the header link and the dashboard widget', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs('owner@example.com');
    // Developments come in name order: Elm Court's Apartment 12 is the first premises.
    await page.goto('/premises');
    await expect(page).toHaveURL(`${PORTAL}/premises/${APARTMENT_12}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Premises' })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Premises | Portico');
    await expect.poll(() => listed(page)).toEqual([
      ['Elm Court', 'Apartment 12'],
      ['Riverside Wharf', 'Flat 1', 'Flat 2'],
    ]);
    await expect(premisesList(page).getByRole('link', { name: 'Apartment 12' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Apartment 12' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My charges' })).toContainText('Service charge Balance £310.00');

    await premisesList(page).getByRole('link', { name: 'Flat 1' }).click();
    await expect(page).toHaveURL(`${PORTAL}/premises/${FLAT_1}`);
    await expect(premisesList(page).getByRole('link', { name: 'Flat 1' })).toHaveAttribute('aria-current', 'page');
    for (const section of ['My charges', 'My people', 'Document delivery preferences', 'Resident status', 'Correspondence address', 'Legal owner address']) {
      await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    const charges = page.getByRole('region', { name: 'My charges' });
    await expect(charges).toContainText('Service charge Balance £1,234.50');
    await expect(charges).toContainText('Ground rent Credit £120.75');
    await expect(charges.getByRole('link', { name: 'View the charges of this premises' })).toHaveAttribute('href', `/charges/${FLAT_1}`);
    await expect(page.getByRole('region', { name: 'My people' })).toContainText('Olivia Owner, Owner');
    await expect.poll(() => markedMain(page)).toEqual(['Flat 1']);
    await expectNoAxeViolations(page, 'premises detail');

    // A development's premises fold away (spec 1 §2: collapsible).
    await premisesList(page).getByText('Elm Court', { exact: true }).click();
    await expect(premisesList(page).getByRole('link', { name: 'Apartment 12' })).toBeHidden();

    await premisesList(page).getByRole('link', { name: 'Flat 2' }).click();
    await expect(page).toHaveURL(`${PORTAL}/premises/${FLAT_2}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Flat 2' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    const widget = page.getByRole('region', { name: 'My premises' });
    await expect(widget.getByRole('link', { name: 'Flat 1' })).toHaveAttribute('href', `/premises/${FLAT_1}`);
    await expect(widget.getByRole('link')).toHaveCount(4);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Premises' }).click();
    await expect(page).toHaveURL(`${PORTAL}/premises/${APARTMENT_12}`);
    expect(errors).toEqual([]);
  });

  test('contact preferences: saved, still saved after a reload, then put back', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    await openPremises(page, FLAT_1, 'Flat 1');
    const section = page.getByRole('region', { name: 'Document delivery preferences' });
    const post = section.locator('dt', { hasText: 'Receive service charge letters by post' }).locator('+ dd');
    const before = (await post.textContent())!;
    const after = before === 'Yes' ? 'No' : 'Yes';

    const dialog = page.getByRole('dialog', { name: 'Document delivery preferences' });
    const toggle = async () => {
      await section.getByRole('button', { name: 'Change document delivery preferences' }).click();
      await dialog.getByLabel('Receive service charge letters by post').click();
    };
    await toggle();
    await expectNoAxeViolations(page, 'contact preferences dialog');
    await saveAndConfirm(page, dialog, 'The contact preferences was successfully updated.');
    await expect(post).toHaveText(after);
    await page.reload();
    await expect(post).toHaveText(after);

    await toggle();
    await saveAndConfirm(page, dialog, 'The contact preferences was successfully updated.');
    await page.reload();
    await expect(post).toHaveText(before);
  });

  test('main residence: ticking Flat 2 unticks Flat 1, after a reload too; then Flat 1 again', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    await openPremises(page, FLAT_2, 'Flat 2');
    const status = page.getByRole('region', { name: 'Resident status' });
    await expect(status.locator('dd')).toHaveText('No');
    await status.getByRole('button', { name: 'Change main residence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main residence' });
    await expect(dialog.getByLabel('This is my main residence')).not.toBeChecked();
    await expectNoAxeViolations(page, 'main residence dialog');
    await dialog.getByLabel('This is my main residence').check();
    await saveAndConfirm(page, dialog, 'Main residence status updated successfully.');
    await expect(status.locator('dd')).toHaveText('Yes');
    await expect.poll(() => markedMain(page)).toEqual(['Flat 2']);

    await page.reload();
    await expect(status.locator('dd')).toHaveText('Yes');
    await expect.poll(() => markedMain(page)).toEqual(['Flat 2']);

    // Put back: Flat 1 is the seeded main residence.
    await premisesList(page).getByRole('link', { name: 'Flat 1' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Flat 1' })).toBeVisible();
    await expect(status.locator('dd')).toHaveText('No');
    await status.getByRole('button', { name: 'Change main residence' }).click();
    await dialog.getByLabel('This is my main residence').check();
    await saveAndConfirm(page, dialog, 'Main residence status updated successfully.');
    await page.reload();
    await expect(status.locator('dd')).toHaveText('Yes');
    await expect.poll(() => markedMain(page)).toEqual(['Flat 1']);
  });

  test('correspondence address: messages on bad input; a valid change raises a request, listed in My requests', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    await openPremises(page, FLAT_1, 'Flat 1');
    await page.getByRole('button', { name: 'Change correspondence address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correspondence address' });
    await expectNoAxeViolations(page, 'correspondence address dialog');

    await dialog.getByLabel('Town or city').fill('');
    await dialog.getByLabel('Postcode (optional)').fill('SE');
    await dialog.getByLabel('Country').fill('x'.repeat(41));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['This field is required', 'Maximum length 40 characters exceeded', 'Enter at least 3 characters']);
    await expect(dialog.getByLabel('Town or city')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'correspondence address dialog with errors');

    const stamp = `Unit ${Date.now() % 100000}`;
    await dialog.getByLabel('Address line 3 (optional)').fill(stamp);
    await dialog.getByLabel('Town or city').fill('London');
    await dialog.getByLabel('Postcode (optional)').fill('SE1 9XX');
    await dialog.getByLabel('Country').fill('United Kingdom');
    await saveAndConfirm(page, dialog, 'A request has been raised for changing the correspondence address.');

    // spec 1 §8: the change is a request for the managing agent to register, listed in My requests.
    await page.goto('/requests');
    await expect(page.getByRole('link', { name: 'Change of correspondence address: Flat 1' }).first()).toBeVisible();
  });

  test('Link another premises raises a request', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    await openPremises(page, FLAT_1, 'Flat 1');
    await premisesList(page).getByRole('button', { name: 'Link another premises' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link another premises' });
    const details = dialog.getByLabel('Which premises would you like to link?');
    await expect(details).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('This field is required');
    await expectNoAxeViolations(page, 'link another premises dialog');
    await details.fill('Flat 9, Elm Court, 12 Elm Street, Bristol BS1 4XX');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success).toContainText('A request has been raised for linking another premises.');
    await success.getByRole('button', { name: 'Close' }).click();
    await page.goto('/requests');
    await expect(page.getByRole('link', { name: 'Link another premises' }).first()).toBeVisible();
  });

  test('narrow: /premises shows the list; a premises shows alone with a way back', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('owner@example.com');
    await page.goto('/premises');
    await expect(premisesList(page).getByRole('link', { name: 'Apartment 12' })).toBeVisible();
    await expect(page).toHaveURL(`${PORTAL}/premises`);
    await expectNoAxeViolations(page, 'premises list, narrow');
    await premisesList(page).getByRole('link', { name: 'Apartment 12' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Apartment 12' })).toBeVisible();
    await expect(premisesList(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'All premises' }).click();
    await expect(page).toHaveURL(`${PORTAL}/premises`);
  });

  test('a subtenant is sent to /dashboard and has no Premises link', async ({ page, signInAs }) => {
    await signInAs('subtenant@example.com');
    await page.goto(`/premises/${FLAT_1}`);
    await expect(page).toHaveURL(`${PORTAL}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Premises' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My premises' })).toHaveCount(0);
  });
});
