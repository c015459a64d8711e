import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import type { Statement as StatementData, StatementLine } from '../../core/schemas';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleStatement } from '../../core/testing/samples/statement';
import { Statement, StatementView } from '.';
import { EXAMPLE_TODAY, generateStatement, inCreditStatement, statementExamples, statementPath } from './examples';
import { PRINT_ATTRIBUTE, PRINT_PATH_ATTRIBUTE } from './print';
import { startPage } from '../../core/testing/page';
import { clickCancelled, NEW_TAB_CLICKS } from '../../core/ui/links.test-support';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

/** 22 November 2026, the examples' day: the filter's "today". */
const TODAY = new Date(2026, 10, 22);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

function renderView(statement: StatementData = sampleStatement) {
  return render(<StatementView statement={statement} today={TODAY} />);
}

const table = () => screen.getByRole('table', { name: t('statement.transactions') });
/** The body rows' cells as text, without the header row. */
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const filterSelect = () => screen.getByRole('combobox', { name: t('statement.filter.label') });
const pageSizeSelect = () => screen.getByRole('combobox', { name: t('ui.paginator.pageSize') });
/** What the live regions say: the statement's own and the paginator's (`aria-live`). */
const statuses = () => [...document.querySelectorAll('[role="status"], [aria-live]')].map((status) => status.textContent);

function choose(preset: 'all-transactions' | 'last-month' | 'last-year' | 'custom') {
  fireEvent.change(filterSelect(), { target: { value: preset } });
}
function setDate(label: 'statement.filter.from' | 'statement.filter.to', value: string) {
  fireEvent.change(screen.getByLabelText(t(label)), { target: { value } });
}

describe('StatementView: header (spec 1 §2, §4)', () => {
  it('shows the service, premises, tenant account number, payment method, balance and to-date', () => {
    renderView();
    const region = screen.getByRole('region', { name: 'Service charge' });
    within(region).getByRole('heading', { level: 2, name: 'Service charge' });
    within(region).getByText(t('statement.header.toDate', { date: '22/11/2026' }));
    const terms = within(region).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(region).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual([t('common.premises'), t('common.accountNumber'), t('common.paymentMethod'), t('common.balance')]);
    expect(definitions).toEqual(['Flat 1', 'RW-0001-SC', 'Direct debit', '£1,234.50']);
  });

  it('labels a negative balance as credit, without its sign', () => {
    renderView(inCreditStatement);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.at(-1)).toBe(t('common.credit'));
    expect(screen.getAllByRole('definition').at(-1)?.textContent).toBe('£120.75');
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toContain('Bank transfer');
  });

  it('leaves the payment method out when the account has none', () => {
    renderView({ ...sampleStatement, paymentMethod: null });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).not.toContain(t('common.paymentMethod'));
  });
});

describe('StatementView: lines (spec 1 §3, §4, §9)', () => {
  it('shows dates as dd/MM/yyyy and each amount as a debit or a credit, with the running balance', () => {
    renderView();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Transaction Date',
      'Description',
      'Type',
      'Period',
      'Debit',
      'Credit',
      'Balance',
    ]);
    expect(bodyRows()).toEqual([
      ['01/07/2026', t('statement.balanceBroughtForward'), '', '', '', '', '£0.00'],
      ['01/07/2026', 'Service charge demand Q3 2026', 'Invoice', '01/07/2026 to 30/09/2026', '£450.00', '', '£450.00'],
      ['15/07/2026', 'Payment received, thank you', 'Payment', '', '', '£450.00', '£0.00'],
      ['01/10/2026', 'Service charge demand Q4 2026', 'Invoice', '01/10/2026 to 31/12/2026', '£450.00', '', '£450.00'],
      ['20/10/2026', 'Major works reserve contribution', 'Invoice', '01/10/2026 to 31/12/2026', '£784.50', '', '£1,234.50'],
    ]);
  });

  it('shows the balance brought forward on the first page only: the balance before the first line shown', async () => {
    renderView(generateStatement(130));
    const user = userEvent.setup();
    const first = bodyRows();
    expect(first).toHaveLength(26);
    expect(first[0]?.[1]).toBe(t('statement.balanceBroughtForward'));
    expect(first.slice(1).map((row) => row[1])).not.toContain(t('statement.balanceBroughtForward'));

    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    const second = bodyRows();
    expect(second).toHaveLength(25);
    expect(second.map((row) => row[1])).not.toContain(t('statement.balanceBroughtForward'));

    await user.click(screen.getByRole('button', { name: t('ui.paginator.previous') }));
    expect(bodyRows()[0]?.[1]).toBe(t('statement.balanceBroughtForward'));
  });

  it('brings forward the balance before the first line of a filtered range', () => {
    const statement = generateStatement(130);
    renderView(statement);
    choose('last-month');
    // Last month from 22/11/2026 starts on 22/10/2026; the line before it ends on the balance brought forward.
    const firstShown = statement.lines.findIndex((line) => line.date >= '2026-10-22');
    const before = statement.lines[firstShown - 1]!;
    expect(bodyRows()[0]).toEqual(['22/10/2026', t('statement.balanceBroughtForward'), '', '', '', '', `£${before.balance.toFixed(2)}`]);
    expect(bodyRows()[1]?.[0]).toBe('22/10/2026');
  });
});

describe('StatementView: date filter (spec 1 §2, §5)', () => {
  // generateStatement(130): two lines a day from 19/09/2026 to 22/11/2026.
  const many = generateStatement(130);

  it('offers all transactions, last month, last year and custom, all transactions first', () => {
    renderView(many);
    expect(within(filterSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      t('statement.filter.allTransactions'),
      t('statement.filter.lastMonth'),
      t('statement.filter.lastYear'),
      t('statement.filter.custom'),
    ]);
    expect((filterSelect() as HTMLSelectElement).value).toBe('all-transactions');
    expect(statuses()).toContain(t('ui.paginator.status', { from: 1, to: 25, total: 130, page: 1, pages: 6 }));
  });

  it.each([
    ['last-month', 64, '22/10/2026'],
    ['last-year', 130, '19/09/2026'],
    ['all-transactions', 130, '19/09/2026'],
  ] as const)('%s shows %i lines, the first dated %s', (preset, total, firstDate) => {
    renderView(many);
    choose(preset);
    expect(statuses()).toContain(t('ui.paginator.status', { from: 1, to: 25, total, page: 1, pages: Math.ceil(total / 25) }));
    expect(bodyRows()[1]?.[0]).toBe(firstDate);
  });

  it('last year of a shorter history keeps what is in the year, and an empty month says so', () => {
    renderView();
    choose('last-year');
    expect(bodyRows()).toHaveLength(5);
    choose('last-month');
    expect(bodyRows()).toEqual([[t('statement.empty.noCharges')]]);
    expect(statuses()).toContain(t('statement.empty.noCharges'));
  });

  it('custom: nothing applies until a to date is set, with the Please select a date interval text', () => {
    renderView(many);
    choose('custom');
    expect(bodyRows()).toEqual([[t('statement.empty.selectInterval')]]);
    setDate('statement.filter.from', '2026-11-01');
    expect(bodyRows()).toEqual([[t('statement.empty.selectInterval')]]);
    expect(statuses()).toContain(t('statement.empty.selectInterval'));
    setDate('statement.filter.to', '2026-11-10');
    // 1 to 10 November: ten days of two lines.
    expect(statuses()).toContain(t('ui.paginator.status', { from: 1, to: 20, total: 20, page: 1, pages: 1 }));
    expect(bodyRows()[1]?.[0]).toBe('01/11/2026');
    expect(bodyRows().at(-1)?.[0]).toBe('10/11/2026');
  });

  it.each([
    ['a from date before the oldest transaction', { from: '2026-09-18', to: '2026-10-01' }, 'statement.filter.from', 'validation.statementRange.beforeOldest'],
    ['a from date after the to date', { from: '2026-10-02', to: '2026-10-01' }, 'statement.filter.from', 'validation.statementRange.afterTo'],
    ['a to date after today', { from: '2026-10-01', to: '2026-11-23' }, 'statement.filter.to', 'validation.statementRange.afterToday'],
  ] as const)('custom: %s is refused beside its field and announced', (_case, dates, field, message) => {
    renderView(many);
    choose('custom');
    setDate('statement.filter.from', dates.from);
    setDate('statement.filter.to', dates.to);
    const input = screen.getByLabelText(t(field));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain(t(message));
    expect(statuses()).toContain(t(message));
    // An invalid range shows no lines until it is fixed.
    expect(bodyRows()).toEqual([[t('statement.empty.selectInterval')]]);
  });

  it('custom: the date pickers offer only the days the rules allow', () => {
    renderView(many);
    choose('custom');
    const from = screen.getByLabelText(t('statement.filter.from'));
    const to = screen.getByLabelText(t('statement.filter.to'));
    expect([from.getAttribute('min'), from.getAttribute('max'), to.getAttribute('min'), to.getAttribute('max')]).toEqual([
      '2026-09-19',
      '2026-11-22',
      '2026-09-19',
      '2026-11-22',
    ]);
    setDate('statement.filter.from', '2026-10-01');
    setDate('statement.filter.to', '2026-10-31');
    expect(from.getAttribute('max')).toBe('2026-10-31');
    expect(to.getAttribute('min')).toBe('2026-10-01');
  });

  it("without a today of its own, counts from London's today whatever the device's zone", () => {
    // 00:30 on 23 November in London is still the 22nd in New York.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T00:30:00Z'));
    try {
      render(<StatementView statement={many} />);
      choose('custom');
      expect(screen.getByLabelText(t('statement.filter.to')).getAttribute('max')).toBe('2026-11-23');
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('a filter change goes back to page 1', async () => {
    renderView(many);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    expect(statuses()).toContain(t('ui.paginator.status', { from: 51, to: 75, total: 130, page: 3, pages: 6 }));
    choose('last-month');
    expect(statuses()).toContain(t('ui.paginator.status', { from: 1, to: 25, total: 64, page: 1, pages: 3 }));
    expect(bodyRows()[0]?.[1]).toBe(t('statement.balanceBroughtForward'));
  });
});

describe('StatementView: pages (spec 1 §9)', () => {
  it('offers 25, 50 and 100 lines a page; a new size goes back to page 1', async () => {
    renderView(generateStatement(130));
    const user = userEvent.setup();
    expect(within(pageSizeSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    await user.selectOptions(pageSizeSelect(), '50');
    expect(bodyRows()).toHaveLength(51);
    expect(statuses()).toContain(t('ui.paginator.status', { from: 1, to: 50, total: 130, page: 1, pages: 3 }));
    await user.selectOptions(pageSizeSelect(), '100');
    expect(bodyRows()).toHaveLength(101);
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    expect(bodyRows()).toHaveLength(30);
    expect(bodyRows().at(-1)?.[0]).toBe('22/11/2026');
  });

  it('has no paginator when no line is shown', () => {
    renderView({ ...sampleStatement, lines: [] });
    expect(screen.queryByRole('navigation', { name: t('ui.paginator.label') })).toBeNull();
    expect(bodyRows()).toEqual([[t('statement.empty.noCharges')]]);
  });
});

describe('StatementView: CSV export (spec 1 §9)', () => {
  let blobs: Blob[];
  let downloads: { href: string; download: string; connected: boolean }[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:statement-${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    // jsdom does not download; the click is recorded instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download, connected: this.isConnected });
    });
  });

  async function exportCsv(): Promise<{ text: string; bytes: Uint8Array }> {
    await userEvent.setup().click(screen.getByRole('button', { name: t('statement.exportCsv') }));
    const blob = blobs.at(-1)!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // jsdom 27's Blob has no arrayBuffer(); FileReader reads it.
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), bytes };
  }

  it('downloads the filtered lines of every page with exactly the spec columns, as a named file', async () => {
    renderView();
    const { text, bytes } = await exportCsv();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Transaction Date,Description,Type,Period,Debit,Credit,Balance',
      '01/07/2026,Service charge demand Q3 2026,Invoice,01/07/2026 to 30/09/2026,450,,450',
      '15/07/2026,"Payment received, thank you",Payment,,,450,0',
      '01/10/2026,Service charge demand Q4 2026,Invoice,01/10/2026 to 31/12/2026,450,,450',
      '20/10/2026,Major works reserve contribution,Invoice,01/10/2026 to 31/12/2026,784.5,,1234.5',
      '',
    ]);
    // core/ui saveFile: a link that is never put in the page, so nothing of the host sees it.
    expect(downloads).toEqual([{ href: 'blob:statement-1', download: 'statement-RW-0001-SC-to-2026-11-22.csv', connected: false }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('holds every filtered line, not only the page shown, and names the range', async () => {
    renderView(generateStatement(130));
    choose('last-month');
    const { text } = await exportCsv();
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 64);
    expect(downloads.at(-1)?.download).toBe('statement-RW-0001-SC-2026-10-22-to-2026-11-22.csv');
  });

  it('makes text a spreadsheet would run as a formula inert, and keeps amounts numbers', async () => {
    const hostile: StatementLine = {
      ...sampleStatement.lines[0]!,
      id: 'stl-hostile',
      transactionDescription: '=HYPERLINK("http://evil.example","Refund")',
      typeDescription: '-2+3',
      periodFromDate: null,
      periodToDate: null,
      amount: -12.5,
      balance: -12.5,
    };
    renderView({ ...sampleStatement, lines: [hostile] });
    const { text } = await exportCsv();
    expect(text.split('\r\n')[1]).toBe(`01/07/2026,"'=HYPERLINK(""http://evil.example"",""Refund"")","'-2+3",,,12.5,-12.5`);
  });

  it('has nothing to download when no line is shown', async () => {
    renderView({ ...sampleStatement, lines: [] });
    const button = screen.getByRole('button', { name: t('statement.exportCsv') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(button);
    expect(blobs).toEqual([]);
  });
});

describe('StatementView: print view', () => {
  it('prints every filtered line with the host marked, and undoes it after printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = renderView(generateStatement(130));
    choose('last-month');
    const section = screen.getByRole('region', { name: 'Service charge' });
    await userEvent.setup().click(screen.getByRole('button', { name: t('statement.print') }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    // Rendered outside a shadow root, the component's own root is what prints; its ancestors are marked.
    expect(section.hasAttribute(PRINT_ATTRIBUTE)).toBe(true);
    expect(container.hasAttribute(PRINT_PATH_ATTRIBUTE)).toBe(true);
    expect(document.body.hasAttribute(PRINT_PATH_ATTRIBUTE)).toBe(true);
    const printTable = section.querySelector('.portico-statement__print-table')!;
    const printed = [...printTable.querySelectorAll('tbody tr')].map((row) => row.querySelector('th')?.textContent);
    expect(printed).toHaveLength(1 + 64);
    expect(printed[0]).toBe(t('statement.balanceBroughtForward'));

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(section.querySelector('.portico-statement__print-table')).toBeNull());
    expect(section.hasAttribute(PRINT_ATTRIBUTE)).toBe(false);
    expect(document.querySelectorAll(`[${PRINT_PATH_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

describe('StatementView: important notes and how to pay', () => {
  it('shows the important notes as sanitised HTML: no script or event handler reaches the DOM', async () => {
    const notes = '<p>Pay by the <strong>1st</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">x</a>';
    renderView({ ...sampleStatement, additionalInfo: { ...sampleStatement.additionalInfo, importantNotes: notes } });
    const region = screen.getByRole('region', { name: t('statement.importantNotes') });
    await waitFor(() => expect(region.querySelector('strong')?.textContent).toBe('1st'));
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(region.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(region.innerHTML).not.toContain('hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('has no notes section without notes', () => {
    renderView(inCreditStatement);
    expect(screen.queryByRole('region', { name: t('statement.importantNotes') })).toBeNull();
  });

  it('How to pay opens a dialog with the bank details, the reference, direct debit, cheque and a phone link; focus returns on close', async () => {
    renderView();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: t('statement.howToPay.title') });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t('statement.howToPay.title') });
    const pairs = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [t('statement.howToPay.sortCode'), '12-34-56'],
      [t('common.accountNumber'), '12345678'],
      [t('statement.howToPay.iban'), 'GB33BUKB20201555555555'],
      [t('statement.howToPay.swiftCode'), 'BUKBGB22'],
      [t('statement.howToPay.reference'), 'RW-0001-SC'],
    ]);
    for (const id of ['statement.howToPay.bankTransfer.title', 'statement.howToPay.directDebit.title', 'statement.howToPay.cheque.title']) {
      within(dialog).getByRole('heading', { level: 3, name: t(id) });
    }
    within(dialog).getByText(t('statement.howToPay.directDebit.text'));
    within(dialog).getByText(t('statement.howToPay.cheque.text', { reference: 'RW-0001-SC' }));
    const phone = within(dialog).getByRole('link', { name: '020 7946 0000' });
    expect(phone.getAttribute('href')).toBe('tel:02079460000');
    expect(phone.parentElement?.textContent).toBe(t('statement.howToPay.creditControl', { phone: '020 7946 0000' }));

    await user.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows only the bank details the statement has, and no phone link without a phone', async () => {
    renderView({ ...inCreditStatement, additionalInfo: { ...inCreditStatement.additionalInfo, creditControlPhone: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: t('statement.howToPay.title') }));
    const dialog = screen.getByRole('dialog', { name: t('statement.howToPay.title') });
    expect(within(dialog).getAllByRole('term').map((term) => term.textContent)).toEqual([
      t('statement.howToPay.sortCode'),
      t('common.accountNumber'),
      t('statement.howToPay.iban'),
      t('statement.howToPay.reference'),
    ]);
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('leaves the bank transfer section out when the statement has no bank details', async () => {
    const none = { bankSortCode: null, bankAccountNumber: null, bankIbanCode: null, bankSwiftCode: null };
    renderView({ ...sampleStatement, additionalInfo: { ...sampleStatement.additionalInfo, ...none } });
    await userEvent.setup().click(screen.getByRole('button', { name: t('statement.howToPay.title') }));
    const dialog = screen.getByRole('dialog', { name: t('statement.howToPay.title') });
    expect(within(dialog).queryByRole('heading', { name: t('statement.howToPay.bankTransfer.title') })).toBeNull();
    within(dialog).getByRole('heading', { name: t('statement.howToPay.cheque.title') });
  });
});

describe('Statement: loading, failure, account and session', () => {
  it('shows a spinner while the statement loads', async () => {
    startPage(statementExamples.loading);
    render(<Statement chargeAccountId={statementExamples.loading.chargeAccountId} />);
    expect((await screen.findByRole('status')).textContent).toContain(t('common.loading'));
  });

  it('loads the whole statement once, by the charge account id, and shows it', async () => {
    const calls = startPage(statementExamples.populated);
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    await screen.findByRole('heading', { level: 2, name: 'Service charge' });
    expect(calls.map((call) => `${call.method} ${call.path}${call.url.search}`)).toEqual([`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]);
    choose('last-year');
    expect(calls).toHaveLength(1);
  });

  it('says errors.statementApi with the server message and Try again, and recovers', async () => {
    let answers = 0;
    startPage(statementExamples.error, {
      [`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]: () =>
        Promise.resolve(++answers === 1 ? { status: 500, body: { messages: ['The statement service is unavailable.'] } } : { status: 200, body: { data: sampleStatement } }),
    });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.statementApi')} The statement service is unavailable.`);
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 2, name: 'Service charge' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers).toBe(2);
  });

  it('says errors.statementApi when the answer is not a statement', async () => {
    startPage(statementExamples.populated, { [`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]: { status: 200, body: { data: { lines: 'none' } } } });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    expect((await screen.findByRole('alert')).textContent).toContain(`${t('errors.statementApi')} ${t('api.invalidResponse')}`);
  });

  it('shows the first page while the other lines are checked, then the whole statement', async () => {
    const long = generateStatement(2500, '2026-11-22');
    startPage(statementExamples.populated, { [`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]: { status: 200, body: { data: long } } });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    await screen.findByRole('heading', { level: 2, name: long.serviceName });
    // However far the check has gone, the paginator counts every line and page 1 shows the first ones.
    expect(statuses().join(' ')).toContain(' of 2500,');
    await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
    expect(document.querySelector<HTMLElement>('[part="filter"]')!.inert).toBe(false);
    expect(bodyRows()).toHaveLength(26);
    expect(screen.getByRole('button', { name: t('statement.exportCsv') }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps the filter, the pages, Download CSV and Print waiting while lines are still unchecked', () => {
    const long = generateStatement(300, '2026-11-22');
    render(<StatementView statement={{ ...long, lines: long.lines.slice(0, 100) }} lineCount={300} today={TODAY} />);
    expect(document.querySelector<HTMLElement>('[part="filter"]')!.inert).toBe(true);
    expect(document.querySelector<HTMLElement>('[part="paginator"]')!.inert).toBe(true);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(statuses().join(' ')).toContain(' of 300,');
    for (const name of [t('statement.exportCsv'), t('statement.print')]) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(bodyRows().slice(1).map((row) => row[1])).toEqual(long.lines.slice(0, 25).map((line) => line.transactionDescription));
  });

  it('fails the whole statement for one bad line on page 3, shown as errors.statementApi with Try again', async () => {
    const long = generateStatement(2500, '2026-11-22');
    const lines: unknown[] = [...long.lines];
    lines[60] = { ...long.lines[60]!, amount: 'twelve pounds' };
    let answers = 0;
    startPage(statementExamples.populated, {
      [`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]: () => Promise.resolve({ status: 200, body: { data: ++answers === 1 ? { ...long, lines } : sampleStatement } }),
    });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.statementApi')} ${t('api.invalidResponse')}`);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 2, name: 'Service charge' });
    expect(answers).toBe(2);
  });

  it('fails the whole statement for one bad line beyond the first 100, checked later', async () => {
    const long = generateStatement(2500, '2026-11-22');
    const lines: unknown[] = [...long.lines];
    lines[2400] = { ...long.lines[2400]!, id: 42 };
    startPage(statementExamples.populated, { [`GET ${statementPath(sampleIds.flat1ServiceCharge)}`]: { status: 200, body: { data: { ...long, lines } } } });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.statementApi')} ${t('api.invalidResponse')}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads the account from the URL query parameter chargeAccountId when no id is given', async () => {
    const calls = startPage(statementExamples.populated);
    history.replaceState(null, '', `/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`);
    render(<Statement />);
    await screen.findByRole('heading', { level: 2, name: 'Service charge' });
    expect(calls.map((call) => call.path)).toEqual([statementPath(sampleIds.flat1ServiceCharge)]);
  });

  it('prefers the given id over the URL query parameter', async () => {
    const calls = startPage(statementExamples.inCredit);
    history.replaceState(null, '', `/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`);
    render(<Statement chargeAccountId={sampleIds.flat1GroundRent} />);
    await screen.findByRole('heading', { level: 2, name: 'Ground rent' });
    expect(calls.map((call) => call.path)).toEqual([statementPath(sampleIds.flat1GroundRent)]);
  });

  it('asks to choose an account when none is named, and calls nothing', () => {
    const calls = startPage(statementExamples.noAccount);
    render(<Statement />);
    screen.getByText(t('statement.chooseAccount'));
    expect(calls).toEqual([]);
  });

  it('when charges are restricted to global and sl1, an owner sees a notice and nothing is called', () => {
    const calls = startPage(statementExamples.restricted);
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    expect(screen.getByRole('status').textContent).toContain(t('statement.restricted'));
    expect(calls).toEqual([]);
  });

  it('signed out, shows the compact sign-in in its place', async () => {
    const calls = startPage({ ...statementExamples.populated, session: null });
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls).toEqual([]);
  });

  it('"Back to charges" emits a cancelable portico-navigate first; cancelled, the link stays put', async () => {
    startPage(statementExamples.populated);
    const emit = vi.fn(() => false);
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} chargesHref="/account/" emit={emit} />);
    const link = screen.getByRole('link', { name: t('statement.backToCharges') });
    expect(link.getAttribute('href')).toBe('/account/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/account/' });
    expect(click.defaultPrevented).toBe(true);
  });

  it.each(NEW_TAB_CLICKS)('a %s on "Back to charges" opens a new tab: nothing emitted, nothing cancelled', (_name, init) => {
    startPage(statementExamples.populated);
    const emit = vi.fn(() => false);
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} chargesHref="/account/" emit={emit} />);
    expect(clickCancelled(screen.getByRole('link', { name: t('statement.backToCharges') }), init)).toBe(false);
    expect(emit).not.toHaveBeenCalled();
  });

  it('has no back link without charges-href', async () => {
    startPage(statementExamples.populated);
    render(<Statement chargeAccountId={sampleIds.flat1ServiceCharge} />);
    await screen.findByRole('heading', { level: 2, name: 'Service charge' });
    expect(screen.queryByRole('link', { name: t('statement.backToCharges') })).toBeNull();
  });
});

describe('named examples', () => {
  it.each(Object.values(statementExamples).map((example) => [example.name, example] as const))(
    'the %s example renders catalogue texts only and passes axe',
    async (name, example) => {
      startPage(example);
      const { container } = render(<Statement chargeAccountId={example.chargeAccountId} chargesHref="/account/" />);
      if (name === 'loading' || name === 'noAccount' || name === 'restricted') await Promise.resolve();
      else await waitFor(() => expect(container.querySelector('[role="status"] .portico-spinner__ring')).toBeNull());
      if (name === 'populated') await waitFor(() => expect(container.querySelector('.portico-safe-html[aria-busy]')).toBeNull());
      const text = container.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );

  it('the examples are seen on the sample statement date', () => {
    expect(EXAMPLE_TODAY).toBe('2026-11-22');
    expect(generateStatement(130).lines.at(-1)?.date).toBe('2026-11-22');
  });
});
