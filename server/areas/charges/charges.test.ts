// GET /charges, GET /charges/{id}/statement and GET /library/files/bill/{id} over real HTTP.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { sql } from 'kysely';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bill, ChargesResponse, Statement, type StatementLine } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { chargesDemoIds as accounts } from './seed';
import { benchmarkStatement, insertStatementLines } from './service';
import { ukDate } from './statements';
import { pdfProblems } from './testing';

let api: TestApi;
const tokens: Record<string, string> = {};
let today: string;
beforeAll(async () => {
  api = await startTestApi();
  for (const [name, id] of Object.entries({ olivia: demoIds.olivia, sam: demoIds.sam, mia: demoIds.mia, dee: demoIds.dee, ada: demoIds.ada })) tokens[name] = await api.tokenFor(id);
  today = ukDate(api.ctx.now());
});
afterAll(() => api.close());

async function charges(who: string): Promise<ChargesResponse> {
  const { status, body } = await api.call('/charges', { token: tokens[who] });
  expect(status).toBe(200);
  expect(validate(body.data, ChargesResponse)[0]).toBeUndefined();
  return body.data;
}

async function statement(accountId: string, query = '', who = 'olivia'): Promise<Statement> {
  const { status, body } = await api.call(`/charges/${accountId}/statement${query}`, { token: tokens[who] });
  expect(status).toBe(200);
  expect(validate(body.data, Statement)[0]).toBeUndefined();
  return body.data;
}

const pence = (pounds: number) => Math.round(pounds * 100);

function expectRunningBalance(lines: readonly StatementLine[], openingPence = 0): void {
  let balance = openingPence;
  for (const line of lines) {
    balance += pence(line.amount);
    expect(pence(line.balance)).toBe(balance);
  }
}

describe('GET /charges', () => {
  it('gives Olivia Owner her accounts by development and premises, hidden Flat 3 left out, the consolidated sum', async () => {
    const answer = await charges('olivia');
    expect(answer.developments.map((development) => [development.name, development.premises.map((premises) => premises.name)])).toEqual([
      ['Elm Court', ['Apartment 12']],
      ['Riverside Wharf', ['Flat 1', 'Flat 2']],
    ]);
    const flat1 = answer.developments[1]!.premises[0]!;
    expect(flat1).toMatchObject({ id: demoIds.flat1, legalOwner: 'Olivia Owner', totalBalance: 1113.75 });
    expect(flat1.chargeAccounts).toEqual([
      { id: accounts.flat1ServiceCharge, serviceDescription: 'Service charge', accountNumber: 'RW-0001-SC', paymentMethod: 'Direct debit', balance: 1234.5 },
      { id: accounts.flat1GroundRent, serviceDescription: 'Ground rent', accountNumber: 'RW-0001-GR', paymentMethod: 'Bank transfer', balance: -120.75 },
    ]);
    const allPremises = answer.developments.flatMap((development) => development.premises);
    expect(allPremises.map((premises) => premises.id)).not.toContain(demoIds.flat3);
    for (const premises of allPremises) {
      expect(pence(premises.totalBalance)).toBe(premises.chargeAccounts.reduce((sum, account) => sum + pence(account.balance), 0));
    }
    expect(pence(answer.totalBalance)).toBe(allPremises.reduce((sum, premises) => sum + pence(premises.totalBalance), 0));
    expect(answer.totalBalance).toBe(2289);
  });

  it('gives each other resident only their own premises', async () => {
    const ofWho = async (who: string) => (await charges(who)).developments.flatMap((development) => development.premises.flatMap((premises) => premises.chargeAccounts.map((account) => account.id)));
    expect(await ofWho('sam')).toEqual([accounts.flat4Rent]);
    expect(await ofWho('mia')).toEqual([accounts.apartment14ServiceCharge]);
    expect(await ofWho('dee')).toEqual([accounts.loft7ServiceCharge]);
    expect(await charges('ada')).toEqual({ totalBalance: 0, developments: [] });
  });

  it('needs a token', async () => {
    expect((await api.call('/charges')).status).toBe(401);
  });
});

describe('GET /charges/{id}/statement', () => {
  it('answers the header, how-to-pay details and 60+ lines over two years, oldest first, with running balances', async () => {
    const answer = await statement(accounts.flat1ServiceCharge);
    expect(answer).toMatchObject({
      serviceName: 'Service charge',
      premisesName: 'Flat 1',
      tenantAccountNumber: 'RW-0001-SC',
      paymentMethod: 'Direct debit',
      balance: 1234.5,
      toDate: today,
      additionalInfo: { bankSortCode: '12-34-56', bankAccountNumber: '12345678', bankIbanCode: 'GB33BUKB20201555555555', bankSwiftCode: 'BUKBGB22', creditControlPhone: '020 7946 0000' },
    });
    expect(answer.additionalInfo.importantNotes).toMatch(/<strong>.+<\/strong>/);
    expect(answer.lines.length).toBeGreaterThanOrEqual(60);
    const dates = answer.lines.map((line) => line.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= format(subYears(parseISO(today), 2), 'yyyy-MM-dd')).toBe(true);
    expect(dates.at(-1)! <= today).toBe(true);
    expectRunningBalance(answer.lines);
    expect(answer.lines.at(-1)!.balance).toBe(1234.5);
    expect(answer.lines.some((line) => line.amount > 0 && line.periodFromDate && line.periodToDate)).toBe(true);
    expect(answer.lines.some((line) => line.amount < 0)).toBe(true);
  });

  it('seeds every resident account with 60+ lines, last month and last year never empty, and ends on the account balance', async () => {
    const lastMonth = format(subMonths(parseISO(today), 1), 'yyyy-MM-dd');
    const lastYear = format(subYears(parseISO(today), 1), 'yyyy-MM-dd');
    const owned: [string, string][] = [
      [accounts.flat1ServiceCharge, 'olivia'], [accounts.flat1GroundRent, 'olivia'], [accounts.flat2ServiceCharge, 'olivia'],
      [accounts.apartment12ServiceCharge, 'olivia'], [accounts.flat4Rent, 'sam'], [accounts.apartment14ServiceCharge, 'mia'], [accounts.loft7ServiceCharge, 'dee'],
    ];
    for (const [accountId, who] of owned) {
      const all = await statement(accountId, '', who);
      expect(all.lines.length).toBeGreaterThanOrEqual(60);
      expect((await statement(accountId, `?fromDate=${lastMonth}&toDate=${today}`, who)).lines.length).toBeGreaterThan(0);
      expect((await statement(accountId, `?fromDate=${lastYear}&toDate=${today}`, who)).lines.length).toBeGreaterThan(25);
      expect(all.lines.at(-1)!.balance).toBe(all.balance);
    }
    expect((await statement(accounts.flat1GroundRent)).balance).toBeLessThan(0);
  });

  it('filters by range and keeps the balances of the whole history (balance brought forward = first balance - amount)', async () => {
    const all = (await statement(accounts.flat2ServiceCharge)).lines;
    const from = all[20]!.date;
    const to = all[40]!.date;
    const answer = await statement(accounts.flat2ServiceCharge, `?fromDate=${from}&toDate=${to}`);
    const expected = all.filter((line) => line.date >= from && line.date <= to);
    expect(answer.lines).toEqual(expected);
    expect(answer.toDate).toBe(to);
    expect(answer.balance).toBe(expected.at(-1)!.balance);
    const before = all.filter((line) => line.date < from).reduce((sum, line) => sum + pence(line.amount), 0);
    expect(pence(answer.lines[0]!.balance) - pence(answer.lines[0]!.amount)).toBe(before);
    expectRunningBalance(answer.lines, before);

    const onlyFrom = await statement(accounts.flat2ServiceCharge, `?fromDate=${from}`);
    expect(onlyFrom.lines).toEqual(all.filter((line) => line.date >= from));
    const onlyTo = await statement(accounts.flat2ServiceCharge, `?toDate=${to}`);
    expect(onlyTo.lines).toEqual(all.filter((line) => line.date <= to));
  });

  it('answers an empty range with no lines and the balance on its to-date', async () => {
    const answer = await statement(accounts.flat1ServiceCharge, '?fromDate=2001-01-01&toDate=2001-12-31');
    expect(answer.lines).toEqual([]);
    expect(answer.balance).toBe(0);
  });

  it.each([
    ['from after to', '?fromDate=2026-06-01&toDate=2026-01-01'],
    ['not a date', '?fromDate=yesterday'],
    ['no such day', '?toDate=2026-02-30'],
    ['an unknown parameter', '?page=2'],
    ['a date given twice', '?fromDate=2026-01-01&fromDate=2026-02-01'],
    // spec 1 §5: the to date cannot be after today (a day after, whatever the time of day in London).
    ['a to date after today', `?toDate=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`],
  ])('answers %s with 400 and messages', async (_case, query) => {
    const { status, body } = await api.call(`/charges/${accounts.flat1ServiceCharge}/statement${query}`, { token: tokens.olivia });
    expect(status).toBe(400);
    expect(body.messages.length).toBeGreaterThan(0);
  });

  it('answers another resident\u2019s account, or a hidden premises\u2019 one, exactly like a missing one', async () => {
    const missing = await api.call('/charges/acc-nowhere/statement', { token: tokens.olivia });
    expect(missing.status).toBe(404);
    for (const accountId of [accounts.flat4Rent, accounts.apartment14ServiceCharge, accounts.loft7ServiceCharge, accounts.flat3ServiceCharge]) {
      expect(await api.call(`/charges/${accountId}/statement`, { token: tokens.olivia })).toMatchObject({ status: 404, body: missing.body });
    }
    expect((await api.call(`/charges/${accounts.flat1ServiceCharge}/statement`, { token: tokens.sam })).status).toBe(404);
    expect((await api.call(`/charges/${accounts.flat1ServiceCharge}/statement`, { token: tokens.ada })).status).toBe(404);
    expect((await api.call(`/charges/${accounts.flat1ServiceCharge}/statement`)).status).toBe(401);
  });
});

describe('GET /library/files/bill/{id}', () => {
  it('answers every resident account\u2019s bill as a valid PDF naming the account', async () => {
    const owned: [string, string][] = [
      [accounts.flat1ServiceCharge, 'olivia'], [accounts.flat1GroundRent, 'olivia'], [accounts.flat2ServiceCharge, 'olivia'],
      [accounts.apartment12ServiceCharge, 'olivia'], [accounts.flat4Rent, 'sam'], [accounts.apartment14ServiceCharge, 'mia'], [accounts.loft7ServiceCharge, 'dee'],
    ];
    for (const [accountId, who] of owned) {
      const { status, body } = await api.call(`/library/files/bill/${accountId}`, { token: tokens[who] });
      expect(status).toBe(200);
      expect(validate(body.data, Bill)[0]).toBeUndefined();
      expect(body.data.fileName).toMatch(/\.pdf$/);
      const pdf = Buffer.from(body.data.content, 'base64');
      expect(pdfProblems(pdf)).toEqual([]);
      const { account_number: number } = await api.ctx.db.selectFrom('charge_accounts').select('account_number').where('id', '=', accountId).executeTakeFirstOrThrow();
      expect(pdf.toString('latin1')).toContain(`(Account number ${number}) Tj`);
    }
    const { body } = await api.call(`/library/files/bill/${accounts.flat1ServiceCharge}`, { token: tokens.olivia });
    expect(body.data.fileName).toBe(`Flat 1 service charge ${format(parseISO(today), 'MMMM yyyy')}.pdf`);
  });

  it('answers another resident\u2019s bill exactly like a missing one', async () => {
    const missing = await api.call('/library/files/bill/acc-nowhere', { token: tokens.olivia });
    expect(missing.status).toBe(404);
    for (const accountId of [accounts.flat4Rent, accounts.apartment14ServiceCharge, accounts.loft7ServiceCharge, accounts.flat3ServiceCharge]) {
      expect(await api.call(`/library/files/bill/${accountId}`, { token: tokens.olivia })).toMatchObject({ status: 404, body: missing.body });
    }
    expect((await api.call(`/library/files/bill/${accounts.flat1ServiceCharge}`, { token: tokens.mia })).status).toBe(404);
    expect((await api.call(`/library/files/bill/${accounts.flat1ServiceCharge}`)).status).toBe(401);
  });
});

describe('a statement of 10,000 lines', () => {
  it('keeps the balance and runs correctly, through the index (its speed is the bench\u2019s: bench/RESULTS.md)', async () => {
    const before = await statement(accounts.flat1ServiceCharge);
    expect(await benchmarkStatement(api.ctx.db, 10_000)).toBe(accounts.flat1ServiceCharge);
    const answer = await statement(accounts.flat1ServiceCharge);
    expect(answer.lines).toHaveLength(10_000);
    expectRunningBalance(answer.lines);
    expect(answer.balance).toBe(before.balance);
    expect(answer.lines.slice(-before.lines.length)).toEqual(before.lines);
    // A balance is summed through the index (on SQLite from the index alone): each database's own
    // words for its plan.
    const query = sql`SELECT SUM(amount_pence) FROM statement_lines WHERE account_id = ${accounts.flat1ServiceCharge} AND date >= '2026-01-01'`;
    if (api.ctx.dialect.name === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(api.ctx.db);
      expect(rows.map((row) => row.detail).join(' ')).toContain('COVERING INDEX statement_lines_account_date');
    } else {
      await sql`VACUUM ANALYZE statement_lines`.execute(api.ctx.db);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(api.ctx.db);
      // PostgreSQL picks an index-only or a bitmap scan by its statistics: either reads the index.
      expect(rows.map((row) => row['QUERY PLAN']).join(' ')).toMatch(/(Index Only Scan using|Bitmap Index Scan on) statement_lines_account_date/);
    }
  });

  it('adds an odd number of lines without moving the balance', async () => {
    const before = await statement(accounts.flat2ServiceCharge);
    await insertStatementLines(api.ctx.db, accounts.flat2ServiceCharge, 7);
    const after = await statement(accounts.flat2ServiceCharge);
    expect(after.lines).toHaveLength(before.lines.length + 7);
    expect(after.balance).toBe(before.balance);
    expectRunningBalance(after.lines);
  });
});
