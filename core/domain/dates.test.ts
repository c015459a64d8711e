import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { describe, expect, test } from 'vitest';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import {
  CUSTOM_RANGE_ERROR_MESSAGES,
  customRangeLimits,
  formatCalendarDate,
  formatFeedbackDatetime,
  formatStatementDate,
  isInStatementRange,
  statementRangeTest,
  parseFeedbackDatetime,
  parseIsoDate,
  resolveStatementRange,
  validateCustomRange,
  type CustomRangeErrors,
  type DateInput,
  type StatementFilter,
  type StatementRange,
} from './dates';
import { formatDateTime } from './datetime';
import { formatInstant, formatPeriod, formatTimeOfDay } from './dateTimeFormat';

// Local dates throughout, so the tests hold in any time zone.
const day = (y: number, m: number, d: number, h = 0, min = 0, s = 0): Date => new Date(y, m - 1, d, h, min, s);

describe('formats (spec 1 §9)', () => {
  test.each([
    ['2026-03-01', '01/03/2026'],
    ['2026-12-31T23:59:00', '31/12/2026'],
    [day(2025, 7, 4, 13, 0), '04/07/2025'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
    [new Date(Number.NaN), ''],
  ] as [DateInput, string][])('statement date %s -> %j', (value, text) => {
    expect(formatStatementDate(value)).toBe(text);
  });

  test.each([
    ['2026-03-01T14:05:00', 'Mar 1, 2026, 2:05 PM'],
    ['2026-11-22T00:30:00', 'Nov 22, 2026, 12:30 AM'],
    [day(2025, 12, 9, 9, 7), 'Dec 9, 2025, 9:07 AM'],
    [null, ''],
    ['2026-13-01', ''],
  ] as [DateInput, string][])('other date %s -> %j', (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });

  test('a named time zone wins over the reader\'s, in summer and winter, and the time of day alone', () => {
    expect(formatInstant(new Date('2026-07-01T12:30:00Z'), 'Europe/London')).toBe('Jul 1, 2026, 1:30 PM');
    expect(formatInstant(new Date('2026-12-01T12:30:00Z'), 'Europe/London')).toBe('Dec 1, 2026, 12:30 PM');
    expect(formatInstant(new Date('2026-07-01T12:30:00Z'), 'America/New_York')).toBe('Jul 1, 2026, 8:30 AM');
    expect(formatTimeOfDay(new Date('2026-07-01T13:30:00Z'), 'Europe/London')).toBe('2:30 PM');
  });

  test('a period: the start in full, the end as a time on the same day and in full on another, in London whatever the reader\'s zone', () => {
    const london = (start: string, end: string) => formatPeriod(new Date(start), new Date(end), 'Europe/London');
    expect(london('2026-11-29T10:30:00Z', '2026-11-29T11:00:00Z')).toEqual({ start: 'Nov 29, 2026, 10:30 AM', end: '11:00 AM' });
    // 23:30 to 00:30 BST: the end is another London day, though the same day in UTC.
    expect(london('2026-07-01T22:30:00Z', '2026-07-01T23:30:00Z')).toEqual({ start: 'Jul 1, 2026, 11:30 PM', end: 'Jul 2, 2026, 12:30 AM' });
    // An overnight fixed slot across the clocks going back: 20:00 BST to 08:00 GMT.
    expect(london('2026-10-24T19:00:00Z', '2026-10-25T08:00:00Z')).toEqual({ start: 'Oct 24, 2026, 8:00 PM', end: 'Oct 25, 2026, 8:00 AM' });
    expect(formatPeriod(new Date('2026-07-01T22:30:00Z'), new Date('2026-07-01T23:30:00Z'), 'UTC')).toEqual({ start: 'Jul 1, 2026, 10:30 PM', end: '11:30 PM' });
  });

  test('calendar dates for the wire are yyyy-MM-dd', () => {
    expect(formatCalendarDate(day(2026, 3, 1, 23, 59))).toBe('2026-03-01');
  });

  test.each([
    ['2026-03-01', day(2026, 3, 1)],
    ['2026-03-01T14:05:00', day(2026, 3, 1, 14, 5)],
    ['2026-02-30', null],
    ['01/03/2026', null],
    ['', null],
  ])('parseIsoDate(%j) -> %s', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date);
  });

  // Calendar dates take a hand-written fast path (statements parse thousands): it must answer
  // exactly what date-fns' parseISO answers, impossible days and early years included.
  test.each(['2026-03-01', '2024-02-29', '2025-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-12-31', '0099-06-15', '1900-01-01', '2026-03-29', '2026-10-25'])(
    'parseIsoDate(%j) agrees with parseISO',
    (text) => {
      const expected = parseISO(text);
      expect(parseIsoDate(text)).toEqual(isValid(expected) ? expected : null);
    },
  );

  test.each([
    ['2026-03-01', '01/03/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2025-02-29', ''],
    ['2026-13-01', ''],
  ])('formatStatementDate(%j) -> %j, as lightFormat would', (text, expected) => {
    expect(formatStatementDate(text)).toBe(expected);
  });

  test('feedbackInformation.datetime is yyyy-MM-dd HH:mm:ss and reads back', () => {
    const when = day(2026, 3, 1, 9, 5, 7);
    expect(formatFeedbackDatetime(when)).toBe('2026-03-01 09:05:07');
    expect(parseFeedbackDatetime('2026-03-01 09:05:07')).toEqual(when);
    expect(parseFeedbackDatetime('2026-03-01T09:05:07')).toBeNull();
    expect(parseFeedbackDatetime(null)).toBeNull();
    expect(parseFeedbackDatetime('')).toBeNull();
  });
});

describe('statement date filter (spec 1 §5)', () => {
  const today = day(2026, 3, 15, 16, 45);
  const oldest = day(2024, 4, 2);
  const bounds = { today, oldest };

  const presetRows: [StatementFilter, StatementRange][] = [
    [{ preset: 'all-transactions' }, { kind: 'all' }],
    [{ preset: 'last-month' }, { kind: 'range', from: day(2026, 2, 15), to: day(2026, 3, 15) }],
    [{ preset: 'last-year' }, { kind: 'range', from: day(2025, 3, 15), to: day(2026, 3, 15) }],
    [{ preset: 'all-transactions', from: day(2025, 1, 1), to: day(2025, 2, 1) }, { kind: 'all' }],
    [{ preset: 'custom' }, { kind: 'incomplete' }],
    [{ preset: 'custom', from: day(2025, 1, 1), to: null }, { kind: 'incomplete' }],
    [{ preset: 'custom', from: day(2025, 1, 1, 10), to: day(2025, 2, 1, 10) }, { kind: 'range', from: day(2025, 1, 1), to: day(2025, 2, 1) }],
    [{ preset: 'custom', from: null, to: day(2025, 2, 1) }, { kind: 'range', from: null, to: day(2025, 2, 1) }],
    [{ preset: 'custom', from: day(2026, 3, 15), to: day(2026, 3, 15, 23) }, { kind: 'range', from: day(2026, 3, 15), to: day(2026, 3, 15) }],
    [{ preset: 'custom', from: oldest, to: today }, { kind: 'range', from: oldest, to: day(2026, 3, 15) }],
    [{ preset: 'custom', from: day(2024, 4, 1), to: day(2025, 1, 1) }, { kind: 'invalid', errors: { from: 'beforeOldest' } }],
    [{ preset: 'custom', from: day(2025, 2, 2), to: day(2025, 2, 1) }, { kind: 'invalid', errors: { from: 'afterTo' } }],
    [{ preset: 'custom', from: day(2025, 1, 1), to: day(2026, 3, 16) }, { kind: 'invalid', errors: { to: 'afterToday' } }],
    [
      { preset: 'custom', from: day(2020, 1, 1), to: day(2027, 1, 1) },
      { kind: 'invalid', errors: { from: 'beforeOldest', to: 'afterToday' } },
    ],
  ];
  test.each(presetRows)('%j -> %j', (filter, range) => {
    expect(resolveStatementRange(filter, bounds)).toEqual(range);
  });

  test('last month from the 31st lands on the last day of the shorter month', () => {
    expect(resolveStatementRange({ preset: 'last-month' }, { today: day(2026, 3, 31), oldest: null })).toEqual({
      kind: 'range',
      from: day(2026, 2, 28),
      to: day(2026, 3, 31),
    });
  });

  const validationRows: [Date | null, Date | null, Date | null, CustomRangeErrors][] = [
    [null, null, oldest, {}],
    [day(2024, 4, 2, 18), null, oldest, {}], // later on the oldest day is the oldest day
    [day(2024, 4, 1, 23, 59), null, oldest, { from: 'beforeOldest' }],
    [day(2020, 1, 1), null, null, {}], // no transactions, no lower limit
    [day(2025, 6, 1), day(2025, 6, 1), oldest, {}],
    [day(2025, 6, 2), day(2025, 6, 1), oldest, { from: 'afterTo' }],
    [null, day(2026, 3, 15, 23, 59), oldest, {}],
    [null, day(2026, 3, 16), oldest, { to: 'afterToday' }],
    [day(2024, 1, 1), day(2024, 1, 2), oldest, { from: 'beforeOldest' }],
  ];
  test.each(validationRows)('custom from %s to %s with oldest %s -> %j', (from, to, oldestDay, errors) => {
    expect(validateCustomRange({ from, to }, { today, oldest: oldestDay })).toEqual(errors);
  });

  test('date pickers offer what the rules allow', () => {
    expect(customRangeLimits({}, bounds)).toEqual({
      from: { min: oldest, max: day(2026, 3, 15) },
      to: { min: oldest, max: day(2026, 3, 15) },
    });
    expect(customRangeLimits({ from: day(2025, 1, 1, 12), to: day(2025, 2, 1, 12) }, { today, oldest: null })).toEqual({
      from: { min: null, max: day(2025, 2, 1) },
      to: { min: day(2025, 1, 1), max: day(2026, 3, 15) },
    });
  });

  const range: StatementRange = { kind: 'range', from: day(2025, 1, 1), to: day(2025, 1, 31) };
  const inRangeRows: [DateInput, StatementRange, boolean][] = [
    ['2025-01-01', range, true],
    ['2025-01-31', range, true],
    ['2025-01-31T23:59:59', range, true],
    ['2024-12-31T23:59:59', range, false],
    ['2025-02-01', range, false],
    ['2020-05-05', { kind: 'range', from: null, to: day(2025, 1, 31) }, true],
    ['2020-05-05', { kind: 'all' }, true],
    [null, { kind: 'all' }, true],
    [null, range, false],
    ['2025-01-15', { kind: 'incomplete' }, false],
    ['2025-01-15', { kind: 'invalid', errors: { to: 'afterToday' } }, false],
  ];
  test.each(inRangeRows)('line dated %s in %j -> %s', (date, r, expected) => {
    expect(isInStatementRange(date, r)).toBe(expected);
    expect(statementRangeTest(r)(date)).toBe(expected);
  });

  test('statementRangeTest takes parsed dates too, whole days at both ends', () => {
    const inRange = statementRangeTest(range);
    expect([day(2024, 12, 31, 23, 59), day(2025, 1, 1), day(2025, 1, 31, 23, 59), day(2025, 2, 1)].map(inRange)).toEqual([false, true, true, false]);
  });
});

describe('catalogue messages', () => {
  test.each(Object.entries(CUSTOM_RANGE_ERROR_MESSAGES))('%s has a message in en.json (%s)', (_code, id) => {
    activateCatalogue(en);
    expect(id in en).toBe(true);
    expect(t(id)).not.toBe(id);
  });
});
