// The statement date filter (spec 1 §5) counted from every day of 2026 and from the awkward days
// of 2027-2028 (31 December, 28 and 29 February, 1 March of a leap year), with today given as the
// statement view gives it (London's calendar day, as a local date) and the process in the
// machine's zone, New York's, Auckland's and Santiago's (where some days have no midnight: the
// filter's days are local midnights, so that is where they would slip). The filter must select
// the same statement lines, by their `yyyy-MM-dd` dates, in every zone.
import { describe, expect, test, vi } from 'vitest';
import { TEST_ZONES, daysFrom, inZone, plusDays } from '../testing/zones';
import { customRangeLimits, formatCalendarDate, parseIsoDate, resolveStatementRange, statementRangeTest, validateCustomRange, type StatementRange } from './dates';

// A year's sweep takes a second or two; on a loaded machine, more than the default five.
vi.setConfig({ testTimeout: 60_000 });

const ZONES = [...TEST_ZONES, 'America/Santiago'];
const DAYS = [...daysFrom('2026-01-01', '2026-12-31'), '2027-12-31', '2028-02-28', '2028-02-29', '2028-03-01', '2028-12-31'];

/** The same day `months` months earlier, or the last day of that month when it is shorter. */
function monthsBefore(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
}

const local = (day: string) => parseIsoDate(day)!;
const bounds = (range: StatementRange) => (range.kind === 'range' ? `${range.from && formatCalendarDate(range.from)}..${formatCalendarDate(range.to)}` : range.kind);

describe.each(ZONES)('with the process in %s', (zone) => {
  test('last month and last year run from the same day a month or a year before (the month end when shorter) to today, whole days', () => {
    const wrong: string[] = [];
    inZone(zone, () => {
      for (const today of DAYS) {
        const limits = { today: local(today), oldest: local('2020-01-01') };
        for (const [preset, months] of [['last-month', 1], ['last-year', 12]] as const) {
          const range = resolveStatementRange({ preset }, limits);
          const from = monthsBefore(today, months);
          if (bounds(range) !== `${from}..${today}`) wrong.push(`${preset} from ${today}: ${bounds(range)}`);
          // The lines it shows, by their dates: both ends in, the days beyond them out.
          const inRange = statementRangeTest(range);
          const shown = [plusDays(from, -1), from, today, plusDays(today, 1)].map((date) => inRange(date));
          if (shown.join() !== 'false,true,true,false') wrong.push(`${preset} from ${today} shows ${shown}`);
        }
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('a custom range may end today but not tomorrow, and the pickers stop at today, on every day', () => {
    const wrong: string[] = [];
    inZone(zone, () => {
      for (const today of DAYS) {
        const limits = { today: local(today), oldest: local('2020-01-01') };
        const tomorrow = validateCustomRange({ from: null, to: local(plusDays(today, 1)) }, limits);
        const upToToday = validateCustomRange({ from: local(plusDays(today, -1)), to: local(today) }, limits);
        const pickers = customRangeLimits({ from: null, to: null }, limits);
        if (tomorrow.to !== 'afterToday' || Object.keys(upToToday).length > 0) wrong.push(`${today}: ${JSON.stringify([tomorrow, upToToday])}`);
        if (formatCalendarDate(pickers.to.max) !== today || formatCalendarDate(pickers.from.max) !== today) wrong.push(`${today}: pickers to ${formatCalendarDate(pickers.to.max)}`);
        const custom = resolveStatementRange({ preset: 'custom', from: local(today), to: local(today) }, limits);
        if (bounds(custom) !== `${today}..${today}` || !statementRangeTest(custom)(today) || statementRangeTest(custom)(plusDays(today, 1))) wrong.push(`${today}: custom ${bounds(custom)}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
