/**
 * The statement on the agent website (examples/agent-website, /account/statement/), as a demo owner
 * meets it: signed in through the element's compact sign-in, the charge account taken from the
 * page's query, under the site's strict Content-Security-Policy. The header, the filters (last
 * year, a custom range refused and then accepted), page sizes, the CSV against the table, How to
 * pay closed with Escape, the print view under print media; axe in every state, light and dark;
 * no CSP violation. Each worker starts the reference API (fresh data) and the site (tests/e2e/servers.ts).
 */
import { readFileSync } from 'node:fs';
import { format, parseISO, subYears } from 'date-fns';
import { addLondonDays } from '../../core/domain/london';
import { testToday } from './clock';
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNavigatedTo, expectNoAxeViolations, expectNoCspViolations, expectSignedOut, open, PASSWORD, signIn } from './agent-website-support';
import { API, SITE } from './ports';

test.use({ baseURL: SITE, acceptDownloads: true });

const OWNER = 'owner@example.com';
const CSV_HEADER = 'Transaction Date,Description,Type,Period,Debit,Credit,Balance';
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

declare global {
  interface Window {
    printCalls: number;
  }
}

interface Account {
  id: string;
  serviceDescription: string;
  accountNumber: string;
  paymentMethod: string | null;
  balance: number;
}
interface Line {
  date: string;
}

/** Olivia Owner's Flat 1 service charge account and its statement lines, asked of the API itself. */
async function flat1ServiceCharge(page: Page): Promise<{ account: Account; lines: Line[] }> {
  const login = await page.request.post(`${API}/user/login`, { data: { method: 'password', email: OWNER, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { authToken } = ((await login.json()) as { data: { authToken: string } }).data;
  const headers = { Authorization: `Bearer ${authToken}` };
  const charges = (await (await page.request.get(`${API}/charges`, { headers })).json()) as {
    data: { developments: { premises: { name: string; chargeAccounts: Account[] }[] }[] };
  };
  const flat1 = charges.data.developments.flatMap((development) => development.premises).find((premises) => premises.name === 'Flat 1');
  const account = flat1?.chargeAccounts.find((candidate) => candidate.serviceDescription === 'Service charge');
  if (!account) throw new Error('Flat 1 has no service charge account in the demo data');
  const statement = (await (await page.request.get(`${API}/charges/${account.id}/statement`, { headers })).json()) as { data: { lines: Line[] } };
  return { account, lines: statement.data.lines };
}

/** The London date `days` days from today on the suites' clock, as the date inputs take it. */
const isoDay = (days = 0): string => addLondonDays(testToday(), days);

/** The same day one year before today (the last-year preset's first day). */
const yearAgo = (): string => format(subYears(parseISO(testToday()), 1), 'yyyy-MM-dd');

/** `yyyy-MM-dd` as the statement shows it, `dd/MM/yyyy`. */
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** RFC 4180 rows (quoted fields with doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

/** An amount as the table shows it (`£1,234.50`, `-£5.00`, empty) as the CSV writes it (`1234.5`, `-5`, empty). */
const asCsvNumber = (cell: string) => (cell === '' ? '' : String(Number(cell.replace(/[£,]/g, ''))));

async function cells(row: Locator): Promise<string[]> {
  return row.locator('th, td').allTextContents();
}

async function signedInStatement(page: Page, chargeAccountId: string): Promise<Locator> {
  await open(page, `/account/statement/?chargeAccountId=${encodeURIComponent(chargeAccountId)}`);
  await expect(page).toHaveTitle('Your statement | Harbour & Wharf Property Management');
  const statement = page.locator('portico-statement');
  await expectSignedOut(statement);
  await expectNoAxeViolations(page, 'statement, signed out');
  await signIn(statement, OWNER);
  await expect(statement.getByRole('heading', { level: 2, name: 'Service charge' })).toBeVisible();
  return statement;
}

test.describe('statement on the agent website', { tag: '@calendar' }, () => {
  test('header, filters, page sizes, CSV, how to pay and print for a demo owner', async ({ page }) => {
    const errors = collectErrors(page);
    const { account, lines } = await flat1ServiceCharge(page);
    const statement = await signedInStatement(page, account.id);
    const table = statement.getByRole('table', { name: 'Transactions' });
    const status = (text: RegExp | string) => statement.getByText(text);

    // Header (spec 1 §2): premises, tenant account number, payment method, balance labelled by its sign.
    const details = statement.locator('[part="details"]');
    await expect(details.getByRole('definition').nth(0)).toHaveText('Flat 1');
    await expect(details.getByRole('definition').nth(1)).toHaveText(account.accountNumber);
    await expect(details.getByRole('definition').nth(2)).toHaveText(account.paymentMethod ?? '');
    await expect(details.getByRole('term').last()).toHaveText(account.balance < 0 ? 'Credit' : 'Balance');
    await expect(statement.locator('[part="balance"]')).toHaveText(gbp.format(Math.abs(account.balance)));
    await expect(statement.getByText(`Statement to ${shown(isoDay())}`)).toBeVisible();
    // All transactions, 25 a page, the balance brought forward first.
    await expect(status(`Showing 1 to 25 of ${lines.length}, page 1 of ${Math.ceil(lines.length / 25)}`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(26);
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText('Balance brought forward');
    await expectNoAxeViolations(page, 'statement, loaded');

    // Last year: the lines dated from the same day a year ago, counted from the API's own answer.
    const lastYear = lines.filter((line) => line.date >= yearAgo()).length;
    await statement.getByLabel('Show transactions').selectOption({ label: 'Last year' });
    await expect(status(new RegExp(`^Showing 1 to 25 of ${lastYear}, page 1 of`))).toBeVisible();
    const firstShown = lines.find((line) => line.date >= yearAgo())!;
    await expect(table.locator('tbody tr').nth(1).locator('td').first()).toHaveText(shown(firstShown.date));

    // Page size 50 goes back to page 1 with 50 lines and the balance brought forward.
    await statement.getByRole('button', { name: 'Next page' }).click();
    await expect(status(new RegExp(`^Showing 26 to ${Math.min(50, lastYear)} of ${lastYear}, page 2 of`))).toBeVisible();
    await statement.getByLabel('Rows per page').selectOption('50');
    await expect(status(new RegExp(`^Showing 1 to ${Math.min(50, lastYear)} of ${lastYear}, page 1 of`))).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1 + Math.min(50, lastYear));

    // The CSV holds every line of the filter, with exactly the spec's columns; a row matches the table.
    const download = page.waitForEvent('download');
    await statement.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`statement-${account.accountNumber}-${yearAgo()}-to-${isoDay()}.csv`);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]?.join(',')).toBe(CSV_HEADER);
    expect(rows).toHaveLength(1 + lastYear);
    const [date, description, type, period, debit, credit, balance] = await cells(table.locator('tbody tr').nth(1));
    expect(rows[1]).toEqual([date, description, type, period, asCsvNumber(debit!), asCsvNumber(credit!), asCsvNumber(balance!)]);

    // Custom: a to date after today is refused beside its field and nothing shows; then a valid range.
    await statement.getByLabel('Show transactions').selectOption({ label: 'Custom' });
    await expect(table.getByText('Please select a date interval')).toBeVisible();
    await expectNoAxeViolations(page, 'statement, custom range without dates');
    await statement.getByLabel('From', { exact: true }).fill(isoDay(-90));
    await statement.getByLabel('To', { exact: true }).fill(isoDay(1));
    await expect(statement.getByText('The end date cannot be after today').first()).toBeVisible();
    await expect(statement.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(table.getByText('Please select a date interval')).toBeVisible();
    await expectNoAxeViolations(page, 'statement, invalid custom range');
    await statement.getByLabel('To', { exact: true }).fill(isoDay());
    const inRange = lines.filter((line) => line.date >= isoDay(-90) && line.date <= isoDay()).length;
    await expect(status(new RegExp(`^Showing 1 to ${Math.min(50, inRange)} of ${inRange}, page 1 of`))).toBeVisible();
    await expect(statement.getByText('The end date cannot be after today')).toHaveCount(0);

    // A day without transactions: the filtered-empty state.
    const dates = new Set(lines.map((line) => line.date));
    let quiet = -1;
    while (dates.has(isoDay(quiet))) quiet -= 1;
    await statement.getByLabel('From', { exact: true }).fill(isoDay(quiet));
    await statement.getByLabel('To', { exact: true }).fill(isoDay(quiet));
    await expect(table.getByText('No charges found for the selected period')).toBeVisible();
    await expectNoAxeViolations(page, 'statement, no lines in the range');
    await statement.getByLabel('Show transactions').selectOption({ label: 'All transactions' });

    // How to pay: bank details with the tenant account number as reference, the phone as a link; Escape closes.
    const howToPay = statement.getByRole('button', { name: 'How to pay' });
    await howToPay.click();
    const dialog = statement.getByRole('dialog', { name: 'How to pay' });
    await expect(dialog).toBeVisible();
    for (const label of ['Sort code', 'Account number', 'IBAN', 'Swift code', 'Reference']) await expect(dialog.getByRole('term').filter({ hasText: label })).toHaveCount(1);
    await expect(dialog.getByRole('term').filter({ hasText: 'Reference' }).locator('xpath=following-sibling::dd[1]')).toHaveText(account.accountNumber);
    await expect(dialog.getByRole('heading', { name: 'Direct debit' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Cheque' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
    await expectNoAxeViolations(page, 'statement, how to pay');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(howToPay).toBeFocused();

    // Print: the document sheet hides the site around the element for the print, and goes after it.
    await page.evaluate(() => {
      window.printCalls = 0;
      window.print = () => {
        window.printCalls += 1;
      };
    });
    const sheetsBefore = await page.evaluate(() => document.adoptedStyleSheets.length);
    await statement.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(sheetsBefore + 1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(statement.getByRole('heading', { level: 2, name: 'Service charge' })).toBeVisible();
    await expect(statement.getByLabel('Show transactions')).toBeHidden();
    await expect(statement.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(statement.locator('.portico-statement__print-table tbody tr')).toHaveCount(1 + lines.length);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-header')).toBeVisible();
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(sheetsBefore);
    await expect(statement.locator('.portico-statement__print-table')).toHaveCount(0);

    // Back to charges leads to the page named by charges-href.
    await statement.getByRole('link', { name: 'Back to charges' }).click();
    await expectNavigatedTo(page, `${SITE}/account/`);

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('an account that is not the resident\'s: errors.statementApi with Try again; no account: the empty text', async ({ page, signInAs }) => {
    const { account } = await flat1ServiceCharge(page);
    // Signing in through the element is the test above's; this one starts signed in.
    await signInAs(OWNER);
    await open(page, `/account/statement/?chargeAccountId=${encodeURIComponent(account.id)}`);
    await expect(page.locator('portico-statement').getByRole('heading', { level: 2, name: 'Service charge' })).toBeVisible();

    await open(page, '/account/statement/?chargeAccountId=acc-not-yours');
    const statement = page.locator('portico-statement');
    const alert = statement.getByRole('alert');
    await expect(alert).toContainText('Something went wrong while fetching the statement.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page, 'statement, error');
    await expectNoCspViolations(page);

    await open(page, '/account/statement/');
    await expect(statement.getByText('Choose one of your charge accounts to see its statement.')).toBeVisible();
    await expect(statement.getByRole('link', { name: 'Back to charges' })).toHaveAttribute('href', '/account/');
    await expectNoAxeViolations(page, 'statement, no account named');
    await expectNoCspViolations(page);
  });
});
