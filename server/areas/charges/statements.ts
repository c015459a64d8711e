// Statement lines without a database: the UK calendar date, pence to pounds, the demo history of
// every charge account. The queries (the running balance, inserting lines) are in ./service.ts.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
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
 * `count` statement lines on the days up to `lastDay`, oldest first, in demand-and-payment pairs
 * that cancel out (an odd count starts with a zero opening balance line), so adding them before
 * an account's oldest line leaves its balance as it was. For the benchmark and tests of long
 * statements.
 * @example const lines = cancellingLines(4, '2024-11-30'); // two days of a demand and its payment
 */
export function cancellingLines(count: number, lastDay: string): LineDraft[] {
  const end = parseISO(lastDay);
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
  // Made newest first; answered oldest first so that each day's demand precedes its payment.
  return lines.reverse();
}

/**
 * The day before a `yyyy-MM-dd` date.
 * @example dayBefore('2026-03-01'); // '2026-02-28'
 */
export function dayBefore(date: string): string {
  return iso(subDays(parseISO(date), 1));
}
