// Statement lines: the demo history of every charge account, the running balance (computed by
// SQLite's window function, never stored), and the long statement the benchmark needs.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import type { StatementLine } from '../../../core/schemas';
import { between, seededRandom } from './random';

const londonDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar date (`yyyy-MM-dd`) of an instant in the UK, where the developments are: a
 * statement "to today" at 00:30 BST is today's, not yesterday's UTC date.
 * @example ukDate(new Date('2026-06-30T23:30:00Z')); // '2026-07-01'
 */
export function ukDate(instant: Date): string {
  const parts = Object.fromEntries(londonDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Pence to pounds for the wire (core/README.md: money in pounds, at most two decimals).
 * @example pounds(123450); // 1234.5
 */
export function pounds(pence: number): number {
  return pence / 100;
}

/**
 * What kind of charge an account is; it decides the demo descriptions of its lines.
 * @example const kind: AccountKind = 'ground-rent';
 */
export type AccountKind = 'service-charge' | 'ground-rent' | 'rent';

/**
 * How to make a demo account's history.
 * @example const plan: AccountPlan = { id: 'acc-x', kind: 'service-charge', label: 'Service charge', paymentMethod: null, monthlyPence: 15000, balancePence: 54000 };
 */
export interface AccountPlan {
  readonly id: string;
  readonly kind: AccountKind;
  /** The service description (spec 1 §3), also the demand lines' description. */
  readonly label: string;
  readonly paymentMethod: string | null;
  /** The monthly demand in the first year (it rises 3% a year). */
  readonly monthlyPence: number;
  /** The balance the history ends on: positive owed, negative in credit (docs/demo-data.md). */
  readonly balancePence: number;
}

/**
 * A statement line before it has an id and a running balance.
 * @example const line: LineDraft = { date: '2026-11-01', description: 'Service charge November 2026', type: 'Invoice', periodFrom: '2026-11-01', periodTo: '2026-11-30', amountPence: 18500 };
 */
export interface LineDraft {
  readonly date: string;
  readonly description: string;
  readonly type: string;
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  readonly amountPence: number;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

function paymentDescription(method: string | null): string {
  if (method === 'Direct debit') return 'Direct debit collection';
  if (method === 'Cheque') return 'Cheque received, thank you';
  return 'Payment received, thank you';
}

// Two kinds of occasional line per account kind: a charge with a period, and a credit or fee.
const EXTRAS: Record<AccountKind, { charge: [string, number, number]; other: [string, string, number, number] }> = {
  'service-charge': { charge: ['Reserve fund contribution', 2500, 6000], other: ['Buildings insurance rebate', 'Credit note', -2000, -500] },
  'ground-rent': { charge: ['Administration charge', 1500, 3000], other: ['Interest on late payment', 'Interest', 100, 900] },
  rent: { charge: ['Utilities recharge', 1500, 4000], other: ['Rent adjustment', 'Credit note', -1500, -300] },
};

/**
 * A demo account's statement over the `months` months up to `today`, oldest first: a demand on
 * the first of each month (with its period), a payment a few days later (sometimes short,
 * sometimes over), a periodic extra charge every other month, a credit or fee every third month,
 * and one adjustment so that the history ends exactly on the plan's balance. No line is after
 * `today`. Deterministic: the same plan and day give the same lines.
 * @example const lines = demoStatement(plan, '2026-11-22'); // 60+ lines, the last balance plan.balancePence
 */
export function demoStatement(plan: AccountPlan, today: string, months = 24): LineDraft[] {
  const random = seededRandom(plan.id);
  const end = parseISO(today);
  const extras = EXTRAS[plan.kind];
  const drafts: LineDraft[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const month = startOfMonth(subMonths(end, back));
    const year = Math.floor((months - 1 - back) / 12);
    // Demands in whole 5p steps, as a managing agent's budget divides.
    const demand = Math.round((plan.monthlyPence * (1 + 0.03 * year)) / 5) * 5;
    drafts.push({
      date: iso(month),
      description: `${plan.label} ${format(month, 'MMMM yyyy')}`,
      type: 'Invoice',
      periodFrom: iso(month),
      periodTo: iso(endOfMonth(month)),
      amountPence: demand,
    });
    const roll = random();
    const paid = roll < 0.12 ? Math.round(demand / 2) : roll < 0.2 ? demand + between(random, 1, 40) * 100 : demand;
    drafts.push({ date: iso(addDays(month, between(random, 2, 18))), description: paymentDescription(plan.paymentMethod), type: 'Payment', periodFrom: null, periodTo: null, amountPence: -paid });
    if (back % 2 === 0) {
      const [description, min, max] = extras.charge;
      drafts.push({
        date: iso(addDays(month, between(random, 19, 26))),
        description,
        type: 'Invoice',
        periodFrom: iso(month),
        periodTo: iso(endOfMonth(addMonths(month, 1))),
        amountPence: between(random, min, max),
      });
    }
    if (back % 3 === 1) {
      const [description, type, min, max] = extras.other;
      drafts.push({ date: iso(addDays(month, between(random, 8, 27))), description, type, periodFrom: null, periodTo: null, amountPence: between(random, min, max) });
    }
  }
  const lines = drafts.filter((line) => line.date <= today);
  const difference = plan.balancePence - lines.reduce((sum, line) => sum + line.amountPence, 0);
  if (difference !== 0) {
    const lastYear = startOfMonth(subMonths(end, 12));
    lines.push(
      difference > 0
        ? { date: iso(startOfMonth(end)), description: `${plan.label} year-end balancing charge`, type: 'Invoice', periodFrom: iso(lastYear), periodTo: iso(endOfMonth(subMonths(end, 1))), amountPence: difference }
        : { date: iso(startOfMonth(end)), description: 'Account credit adjustment', type: 'Credit note', periodFrom: null, periodTo: null, amountPence: difference },
    );
  }
  // Stable sort: lines of the same day keep the order they were made in (demand before payment).
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Inserts lines for an account in the given order (the order breaks ties between lines of one
 * day). Ids are `${idPrefix}-0001`... when given, random otherwise.
 * @example insertLines(db, 'acc-flat-1-service-charge', demoStatement(plan, today), 'stl-flat-1-service-charge');
 */
export function insertLines(db: Database.Database, accountId: string, lines: readonly LineDraft[], idPrefix?: string): void {
  const insert = db.prepare(
    `INSERT INTO statement_lines (id, account_id, date, transaction_description, type_description, period_from, period_to, amount_pence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    lines.forEach((line, index) => {
      const id = idPrefix ? `${idPrefix}-${String(index + 1).padStart(4, '0')}` : `stl-${randomUUID()}`;
      insert.run(id, accountId, line.date, line.description, line.type, line.periodFrom, line.periodTo, line.amountPence);
    });
  })();
}

/**
 * Adds `count` older lines to an account, before its oldest line (or up to today when it has
 * none), in demand-and-payment pairs that cancel out (an odd count starts with a zero opening
 * balance line), so the current balance stays as it was. For the benchmark and tests of long
 * statements.
 * @example insertStatementLines(db, 'acc-flat-1-service-charge', 10_000);
 */
export function insertStatementLines(db: Database.Database, accountId: string, count: number, today = ukDate(new Date())): number {
  const oldest = db.prepare<[string], { oldest: string | null }>('SELECT MIN(date) AS oldest FROM statement_lines WHERE account_id = ?').get(accountId)?.oldest;
  const end = oldest ? subDays(parseISO(oldest), 1) : parseISO(today);
  const lines: LineDraft[] = [];
  for (let index = 0; index < count; index += 1) {
    const date = subDays(end, Math.floor(index / 2));
    const amount = 5000 + (Math.floor(index / 2) % 7) * 1000;
    if (index === count - 1 && index % 2 === 0) {
      lines.push({ date: iso(date), description: 'Opening balance', type: 'Balance', periodFrom: null, periodTo: null, amountPence: 0 });
    } else {
      lines.push(
        index % 2 === 0
          ? { date: iso(date), description: 'Payment received, thank you', type: 'Payment', periodFrom: null, periodTo: null, amountPence: -amount }
          : { date: iso(date), description: 'Service charge instalment', type: 'Invoice', periodFrom: iso(startOfMonth(date)), periodTo: iso(endOfMonth(date)), amountPence: amount },
      );
    }
  }
  // Made newest first; inserted oldest first so that each day's demand precedes its payment.
  insertLines(db, accountId, lines.reverse());
  return count;
}

/**
 * Olivia Owner's Flat 1 service charge account (docs/demo-data.md): the one the benchmark grows.
 * @example await fetch(`${base}/charges/${BENCHMARK_ACCOUNT_ID}/statement`, { headers });
 */
export const BENCHMARK_ACCOUNT_ID = 'acc-flat-1-service-charge';

/**
 * Gives Olivia Owner's Flat 1 service charge account `totalLines` statement lines (adding older
 * ones) and answers its id, for `npm run bench` (GET /charges/{id}/statement with 10,000 lines).
 * @example const accountId = benchmarkStatement(db, 10_000);
 */
export function benchmarkStatement(db: Database.Database, totalLines: number): string {
  const existing = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM statement_lines WHERE account_id = ?').get(BENCHMARK_ACCOUNT_ID)!.n;
  insertStatementLines(db, BENCHMARK_ACCOUNT_ID, Math.max(0, totalLines - existing));
  return BENCHMARK_ACCOUNT_ID;
}

interface LineRow {
  id: string;
  date: string;
  transaction_description: string;
  type_description: string;
  period_from: string | null;
  period_to: string | null;
  amount_pence: number;
  balance_pence: number;
}

/**
 * An account's statement lines in a date range (either end optional), oldest first, each with
 * the running balance after it. The balance runs over the whole history (the window sums every
 * earlier line, also those before the range), so a filtered statement shows true balances and
 * the first line's balance minus its amount is the balance brought forward (spec 1 §4).
 * @example const lines = statementLines(db, 'acc-flat-1-service-charge', { fromDate: '2026-01-01' });
 */
export function statementLines(db: Database.Database, accountId: string, range: { fromDate?: string; toDate?: string }): StatementLine[] {
  const rows = db
    .prepare<{ account: string; from: string | null; to: string | null }, LineRow>(
      `SELECT id, date, transaction_description, type_description, period_from, period_to, amount_pence, balance_pence
         FROM (SELECT l.*, l.rowid AS seq,
                      SUM(l.amount_pence) OVER (ORDER BY l.date, l.rowid ROWS UNBOUNDED PRECEDING) AS balance_pence
                 FROM statement_lines l WHERE l.account_id = @account)
        WHERE (@from IS NULL OR date >= @from) AND (@to IS NULL OR date <= @to)
        ORDER BY date, seq`,
    )
    .all({ account: accountId, from: range.fromDate ?? null, to: range.toDate ?? null });
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    transactionDescription: row.transaction_description,
    typeDescription: row.type_description,
    periodFromDate: row.period_from,
    periodToDate: row.period_to,
    amount: pounds(row.amount_pence),
    balance: pounds(row.balance_pence),
  }));
}

/**
 * An account's balance in pence after every line up to and including `onDate` (all lines when
 * omitted).
 * @example const owed = balanceOn(db, 'acc-flat-1-service-charge', '2026-11-22');
 */
export function balanceOn(db: Database.Database, accountId: string, onDate?: string): number {
  return db
    .prepare<[string, string | null, string | null], { pence: number }>(
      'SELECT COALESCE(SUM(amount_pence), 0) AS pence FROM statement_lines WHERE account_id = ? AND (? IS NULL OR date <= ?)',
    )
    .get(accountId, onDate ?? null, onDate ?? null)!.pence;
}
