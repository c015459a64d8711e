/**
 * The customers tab and the customer detail against the real reference API and the demo data
 * (docs/demo-data.md, Customers): Ada Admin (global) searches Riverside Wharf's customers, shows the
 * inactive ones (Ivy Inactive), changes the page size, opens Olivia Owner and sees her premises,
 * news preferences and her 12 files paging 10 + 2, and downloads one; Otto Officer (sl3) has the
 * tab too; Olivia, a customer, gets the 404 page there. Read only: no demo record changes.
 */
import { readFile } from 'node:fs/promises';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test } from './fixtures';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const RIVERSIDE = demoIds.riversideWharf;
const TAB = `/developments/${RIVERSIDE}/customers`;

test.describe('staff area: customers', () => {
  test('Ada searches, shows the inactive, changes the page size, opens Olivia and downloads a file', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('admin@example.com');
    await page.goto(TAB);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
    const table = main.getByRole('table', { name: 'Customers of Riverside Wharf' });
    const names = table.getByRole('rowheader');
    await expect(table.getByRole('link', { name: 'Uma Unregistered' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Ivy Inactive' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the customers tab');

    // The search rule: every word in the name, premises or relationship.
    const search = main.getByRole('searchbox', { name: 'Search customers' });
    await search.fill('olivia, flat 2');
    await expect(names).toHaveText(['Olivia Owner']);
    await expect(main.getByRole('status').filter({ hasText: 'customer found' })).toHaveText('1 customer found');
    await expect(page).toHaveURL(/search=olivia%2C\+flat\+2/);
    await search.fill('nobody at all');
    await expect(table.getByText('No customers found')).toBeVisible();
    await search.fill('');

    // Show inactive: Ivy appears, and the switch is in the address.
    await main.getByRole('switch', { name: 'Show inactive customers' }).check();
    const ivy = table.getByRole('row', { name: /Ivy Inactive/ });
    await expect(ivy).toBeVisible();
    await expect(ivy.getByRole('cell', { name: 'Inactive' })).toBeVisible();
    await expect(page).toHaveURL(/inactive=1/);

    // Page size 25, kept in the address and after a reload.
    await main.getByLabel('Rows per page').selectOption('25');
    await expect(page).toHaveURL(/pageSize=25/);
    await page.reload();
    await expect(main.getByLabel('Rows per page')).toHaveValue('25');
    await expect(main.getByRole('switch', { name: 'Show inactive customers' })).toBeChecked();

    // Olivia's Flat 2 row opens her detail, the list's query carried for the way back.
    await search.fill('olivia flat 2');
    await table.getByRole('link', { name: 'Olivia Owner' }).click();
    await expect(page).toHaveURL(new RegExp(`${TAB}/con-olivia-flat-2\\?`));
    await expect(main.getByRole('heading', { level: 2, name: 'Olivia Owner' })).toBeVisible();
    const premises = main.getByRole('region', { name: 'Linked premises' });
    await expect(premises.getByRole('rowheader')).toHaveText(['Flat 1', 'Flat 2', 'Flat 3']);
    const news = main.getByRole('region', { name: 'News preferences' });
    await expect(news.getByText('Urgent news by text')).toBeVisible();
    await expect(news.getByText('not set')).toHaveCount(0);

    const files = main.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('rowheader')).toHaveCount(10);
    await expect(files.getByRole('rowheader').first()).toHaveText('Letter - change of correspondence address.pdf');
    await expectNoAxeViolations(page, "Olivia's detail");
    await files.getByRole('button', { name: 'Next page' }).click();
    await expect(files.getByRole('rowheader')).toHaveText(['Lease Flat 2.pdf', 'Lease Flat 1.pdf']);

    const downloading = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download Lease Flat 1.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Lease Flat 1.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Back to the list as it was left.
    await main.getByRole('link', { name: 'All customers' }).click();
    await expect(search).toHaveValue('olivia flat 2');
    await expect(names).toHaveText(['Olivia Owner']);
  });

  test('Otto (sl3) has the customers tab; Olivia, a customer, gets the 404 page there', async ({ page, context, signInAs }) => {
    await signInAs('officer@example.com');
    await page.goto(TAB);
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: 'Customers of Riverside Wharf' }).getByRole('link', { name: 'Sam Subtenant' })).toBeVisible();

    const ownerPage = await context.newPage();
    await signInAs('owner@example.com', ownerPage);
    await ownerPage.goto(TAB);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await ownerPage.goto(`${TAB}/con-olivia-flat-2`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
