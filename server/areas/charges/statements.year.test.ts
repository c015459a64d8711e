// Statement dates on every day of 2026 and on the awkward days of 2027-2028 (31 December, 28 and
// 29 February, 1 March of a leap year): the UK date of an instant, the demo statement made "up to
// today", and the balance on a date with the running balance and the balance brought forward.
// Each runs in the machine's zone and with the process in New York and in Auckland time (where a
// sweep is slow, day by day in turn).
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FOREIGN_ZONES, TEST_ZONES, daysFrom, inZone, inZoneAsync, londonAt, plusDays } from '../../../core/testing/zones';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { balanceOn, insertLines, statementLines } from './service';
import { demoStatement, ukDate, type AccountPlan, type LineDraft } from './statements';

// A year's sweep takes a second or two; on a loaded machine, more than the default five.
vi.setConfig({ testTimeout: 60_000 });

const DAYS = [...daysFrom('2026-01-01', '2026-12-31'), '2027-12-31', '2028-02-28', '2028-02-29', '2028-03-01', '2028-12-31'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Three of docs/demo-data.md's accounts: owed, in credit, and rent.
const plans: AccountPlan[] = [
  { id: 'acc-flat-1-service-charge', kind: 'service-charge', label: 'Service charge', paymentMethod: 'Direct debit', monthlyPence: 18500, balancePence: 123450 },
  { id: 'acc-flat-1-ground-rent', kind: 'ground-rent', label: 'Ground rent', paymentMethod: 'Bank transfer', monthlyPence: 2100, balancePence: -12075 },
  { id: 'acc-flat-4-rent', kind: 'rent', label: 'Rent', paymentMethod: 'Direct debit', monthlyPence: 95000, balancePence: 9540 },
];

/** The last day of a day's month, by the calendar alone. */
const monthEnd = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);
/** The first of the month `back` months before a day's. */
const monthStart = (day: string, back = 0) => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/** What is wrong with a demo statement made up to `today`, by the rules its JSDoc states. */
function statementProblems(plan: AccountPlan, today: string, lines: readonly LineDraft[]): string[] {
  const problems: string[] = [];
  const sorted = lines.every((line, index) => index === 0 || lines[index - 1]!.date <= line.date);
  if (!sorted) problems.push('not oldest first');
  const after = lines.filter((line) => line.date > today || !/^\d{4}-\d{2}-\d{2}$/.test(line.date) || monthEnd(line.date) < line.date);
  if (after.length) problems.push(`lines after today or not days: ${after.map((line) => line.date)}`);
  const total = lines.reduce((sum, line) => sum + line.amountPence, 0);
  if (total !== plan.balancePence) problems.push(`ends on ${total}, not ${plan.balancePence}`);
  if (lines[0]?.date !== monthStart(today, 23)) problems.push(`starts on ${lines[0]?.date}, not ${monthStart(today, 23)}`);
  // A demand on the first of each of the 24 months up to today's, for that month.
  const demands = lines.filter((line) => line.type === 'Invoice' && line.description.startsWith(`${plan.label} `) && !line.description.endsWith('balancing charge'));
  const want = Array.from({ length: 24 }, (_, index) => {
    const first = monthStart(today, 23 - index);
    return `${first} ${plan.label} ${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)} ${first}..${monthEnd(first)}`;
  });
  const got = demands.map((line) => `${line.date} ${line.description} ${line.periodFrom}..${line.periodTo}`);
  if (got.join('\n') !== want.join('\n')) problems.push(`demands:\n${got.join('\n')}`);
  // Every other period runs from the first of a month to the end of that month or the next.
  for (const line of lines.filter((each) => each.periodFrom !== null && !demands.includes(each) && !each.description.endsWith('balancing charge'))) {
    if (line.periodFrom !== monthStart(line.date) || line.periodTo !== monthEnd(plusDays(monthEnd(line.date), 1))) problems.push(`period ${line.date} ${line.periodFrom}..${line.periodTo}`);
  }
  // Payments fall on the 3rd to the 19th of their month; the balancing line on the first of today's.
  const payments = lines.filter((line) => line.type === 'Payment' && (Number(line.date.slice(8)) < 3 || Number(line.date.slice(8)) > 19));
  if (payments.length) problems.push(`payments on ${payments.map((line) => line.date)}`);
  const balancing = lines.filter((line) => line.description.endsWith('balancing charge') || line.description === 'Account credit adjustment');
  if (balancing.some((line) => line.date !== monthStart(today))) problems.push(`balancing on ${balancing.map((line) => line.date)}`);
  return problems;
}

describe('ukDate', () => {
  test.each(TEST_ZONES)('is the London day of every instant of 2026 at 00:15, 12:00 and 23:30, and of the awkward days, with the process in %s', (zone) => {
    const wrong: string[] = [];
    inZone(zone, () => {
      for (const day of DAYS) {
        for (const time of ['00:15', '12:00', '23:30']) {
          const instant = londonAt(day, time);
          if (ukDate(new Date(instant)) !== day) wrong.push(`${day} ${time}: ${ukDate(new Date(instant))}`);
        }
        // The last millisecond of the day is still that day; the next is the next day.
        const midnight = londonAt(plusDays(day, 1), '00:00');
        if (ukDate(new Date(midnight - 1)) !== day || ukDate(new Date(midnight)) !== plusDays(day, 1)) wrong.push(`${day} at midnight`);
      }
    });
    expect(wrong).toEqual([]);
  });
});

describe('demoStatement', () => {
  // Made once in the machine's zone; every zone must make exactly these lines.
  const made = new Map(plans.map((plan) => [plan.id, new Map(DAYS.map((today) => [today, demoStatement(plan, today)]))]));

  test('made up to each day, it has 24 monthly demands with their months as periods, nothing after today, and ends on the plan balance', () => {
    const wrong: string[] = [];
    for (const plan of plans) {
      for (const today of DAYS) {
        const problems = statementProblems(plan, today, made.get(plan.id)!.get(today)!);
        if (problems.length) wrong.push(`${plan.id} ${today}: ${problems.join('; ')}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('29 February 2028 and 31 December: the month of today is the last demanded, its period to the month end', () => {
    const leap = made.get(plans[0]!.id)!.get('2028-02-29')!;
    expect(leap.filter((line) => line.description === 'Service charge February 2028')).toMatchObject([{ date: '2028-02-01', periodFrom: '2028-02-01', periodTo: '2028-02-29' }]);
    expect(leap.at(-1)!.date <= '2028-02-29').toBe(true);
    const newYearsEve = made.get(plans[0]!.id)!.get('2026-12-31')!;
    expect(newYearsEve.filter((line) => line.description === 'Service charge December 2026')).toMatchObject([{ date: '2026-12-01', periodTo: '2026-12-31' }]);
    expect(newYearsEve.some((line) => line.date > '2026-12-31')).toBe(false);
  });

  test(`with the process in ${FOREIGN_ZONES.join(' and in ')} (day by day in turn) it makes the same lines on every day`, () => {
    const differ: string[] = [];
    DAYS.forEach((today, index) => {
      const zone = FOREIGN_ZONES[index % FOREIGN_ZONES.length]!;
      inZone(zone, () => {
        for (const plan of plans) {
          if (JSON.stringify(demoStatement(plan, today)) !== JSON.stringify(made.get(plan.id)!.get(today))) differ.push(`${plan.id} ${today} in ${zone}`);
        }
      });
    });
    expect(differ).toEqual([]);
  });
});

describe('balances on a date', () => {
  // The real schema (SQLite or PostgreSQL, as the suite runs), with two accounts of their own: one
  // with a statement made up to 31 December 2026 and one made up to 29 February 2028.
  let api: TestApi;
  const accounts = [
    { id: 'acc-year-test-owed', plan: plans[0]!, lines: demoStatement(plans[0]!, '2026-12-31'), days: daysFrom('2025-12-31', '2027-01-01') },
    { id: 'acc-year-test-credit', plan: plans[1]!, lines: demoStatement(plans[1]!, '2028-02-29'), days: daysFrom('2028-01-01', '2028-03-02') },
  ];
  beforeAll(async () => {
    api = await startTestApi();
    await api.ctx.db
      .insertInto('charge_accounts')
      .values(accounts.map((account, index) => ({ id: account.id, premises_id: demoIds.flat1, service_description: account.plan.label, account_number: `YEAR-TEST-${index}`, payment_method: null })))
      .execute();
    for (const account of accounts) await insertLines(api.ctx.db, account.id, account.lines, `stl-${account.id}`);
  });
  afterAll(() => api.close());

  test(`balanceOn, the running balance and the balance brought forward agree with the lines on every day, with the process in ${TEST_ZONES.join(', ')} in turn`, async () => {
    const { db } = api.ctx;
    const wrong: string[] = [];
    for (const { id, lines, days } of accounts) {
      for (const [index, day] of days.entries()) {
        await inZoneAsync(TEST_ZONES[index % TEST_ZONES.length]!, async () => {
          const owed = lines.filter((line) => line.date <= day).reduce((sum, line) => sum + line.amountPence, 0);
          const before = lines.filter((line) => line.date < day).reduce((sum, line) => sum + line.amountPence, 0);
          const balance = await balanceOn(db, id, day);
          if (balance !== owed) wrong.push(`${id} ${day}: balanceOn ${balance}, lines ${owed}`);
          // The running balance of the last line up to the day is the balance on it.
          const upTo = (await statementLines(db, id, { toDate: day })).at(-1);
          if (upTo && Math.round(upTo.balance * 100) !== owed) wrong.push(`${id} ${day}: running ${upTo.balance}`);
          // From the day on, the first line's balance less its amount is what was owed the day before.
          const from = (await statementLines(db, id, { fromDate: day }))[0];
          if (from && Math.round((from.balance - from.amount) * 100) !== before) wrong.push(`${id} ${day}: brought forward ${from.balance - from.amount}`);
        });
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(await balanceOn(db, accounts[0]!.id)).toBe(plans[0]!.balancePence);
    expect(await balanceOn(db, accounts[1]!.id, '2028-02-29')).toBe(plans[1]!.balancePence);
  });
});
