// Dates: display formats (spec 1 §9), the wire formats of core/README.md, and the statement
// date filter (spec 1 §5). Everything is in the browser's local time, as a resident reads it;
// the filter takes `today` as a parameter so that it is a pure function.
//
// Size: date-fns' `format` carries every token formatter and the en-US locale, and `parse` its
// whole parser (together about 12 KB gzip, most of the core's budget). The numeric formats use
// `lightFormat`; the one format with a month name uses Intl, whose en-US parts are the same.
import { endOfDay } from 'date-fns/endOfDay';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { calendarDate, CALENDAR_DATE, toDate, type DateInput } from './dateInput';

/** Statement dates. */
export const STATEMENT_DATE_FORMAT = 'dd/MM/yyyy';
/** Every other date. */
export const DATE_TIME_FORMAT = 'MMM d, y, h:mm a';
/** The format of `feedbackInformation.datetime`. */
export const FEEDBACK_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const FEEDBACK_DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** core/README.md: calendar dates on the wire. */
export const CALENDAR_DATE_FORMAT = 'yyyy-MM-dd';

// Reading a date (toDate and its helpers) is in dateInput.ts: the views that only show instants
// (news, requests) load that, not the statement filter's date-fns functions below.
export { toDate, parseIsoDate, type DateInput } from './dateInput';

/**
 * A statement date, `dd/MM/yyyy`; empty text when there is no (valid) date, as for a line
 * without a period.
 * @example formatStatementDate('2026-03-01') // '01/03/2026'
 */
export function formatStatementDate(value: DateInput): string {
  // A valid calendar date is only rearranged: the statement formats up to 30,000 for a CSV.
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return calendarDate(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
  }
  const date = toDate(value);
  return date ? lightFormat(date, STATEMENT_DATE_FORMAT) : '';
}

// formatDateTime is in datetime.ts, so that the statement, which does not show it, does not
// carry its Intl formatter.

/**
 * A calendar date for the wire (`yyyy-MM-dd`), e.g. a booking query's fromDate.
 * @example formatCalendarDate(new Date(2026, 2, 1)) // '2026-03-01'
 */
export function formatCalendarDate(date: Date): string {
  return lightFormat(date, CALENDAR_DATE_FORMAT);
}

/**
 * `feedbackInformation.datetime` for the user record (`yyyy-MM-dd HH:mm:ss`).
 * @example formatFeedbackDatetime(new Date(2026, 2, 1, 9, 5, 7)) // '2026-03-01 09:05:07'
 */
export function formatFeedbackDatetime(date: Date): string {
  return lightFormat(date, FEEDBACK_DATETIME_FORMAT);
}

/**
 * Reads `feedbackInformation.datetime` back; null when it is missing or not in that format.
 * @example parseFeedbackDatetime('2026-03-01 09:05:07') // Date, 1 March 2026 09:05:07 local
 */
export function parseFeedbackDatetime(value: string | null | undefined): Date | null {
  if (!value || !FEEDBACK_DATETIME_PATTERN.test(value)) return null;
  const date = parseISO(value.replace(' ', 'T'));
  // parseISO rolls 2026-02-30 over to March; a date that changed on the way is not valid.
  return isValid(date) && lightFormat(date, FEEDBACK_DATETIME_FORMAT) === value ? date : null;
}

// --- Statement date filter (spec 1 §2 and §5) ---------------------------------------------

// London's calendar date through Intl alone: the statement element needs only today's date, not
// the offsets london.ts computes for the slot engine (and their time-zone data in its bundle).
// Made on first use: building a time-zone formatter costs some 80 ms of a slow phone's first load.
let londonDate: Intl.DateTimeFormat | undefined;

/**
 * Today in London (or the London day of `instant`) as a Date at the device's midnight of that
 * day, the form the statement's range rules compare: the statement's dates are London's.
 * @example londonToday(Date.parse('2026-11-23T00:30:00Z')) // 23 November 2026, 00:00 local
 */
export function londonToday(instant: number = Date.now()): Date {
  londonDate ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = londonDate.formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** The statement date filter's choices, in display order. */
export const STATEMENT_PRESETS = ['all-transactions', 'last-month', 'last-year', 'custom'] as const;
/** One of the statement date filter's choices. */
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

/** What the user chose; `from` and `to` matter only for the custom preset. */
export interface StatementFilter {
  readonly preset: StatementPreset;
  readonly from?: Date | null;
  readonly to?: Date | null;
}

/** What the filter is checked against. */
export interface StatementFilterBounds {
  readonly today: Date;
  /** The date of the account's oldest transaction; null when it has none. */
  readonly oldest: Date | null;
}

/** Why a custom range is refused; the form maps each code to a catalogue message. */
export type CustomRangeError = 'beforeOldest' | 'afterTo' | 'afterToday';

/** A custom range's problems, per field. */
export interface CustomRangeErrors {
  readonly from?: Extract<CustomRangeError, 'beforeOldest' | 'afterTo'>;
  readonly to?: Extract<CustomRangeError, 'afterToday'>;
}

/**
 * The catalogue message for each custom range error, for the statement filter to pass to `t()`.
 * @example errors.to && t(CUSTOM_RANGE_ERROR_MESSAGES[errors.to])
 */
export const CUSTOM_RANGE_ERROR_MESSAGES: Readonly<Record<CustomRangeError, string>> = {
  beforeOldest: 'validation.statementRange.beforeOldest',
  afterTo: 'validation.statementRange.afterTo',
  afterToday: 'validation.statementRange.afterToday',
};

/**
 * The range a filter selects:
 * - `all`: every line;
 * - `range`: lines dated from `from` (or from the start, when null) to `to`, whole days;
 * - `incomplete`: custom without a to date; nothing matches and the table shows its
 *   Please select a date interval state;
 * - `invalid`: custom with a range that breaks the rules; nothing is shown until it is fixed.
 */
export type StatementRange =
  | { readonly kind: 'all' }
  | { readonly kind: 'range'; readonly from: Date | null; readonly to: Date }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'invalid'; readonly errors: CustomRangeErrors };

/**
 * The problems of a custom range. The from date cannot be before the oldest
 * transaction nor after the to date; the to date cannot be after today. Days are compared,
 * not instants, so any time on today's date is allowed.
 * @example validateCustomRange({ from: null, to: tomorrow }, { today, oldest: null }) // { to: 'afterToday' }
 */
export function validateCustomRange(
  range: { readonly from?: Date | null; readonly to?: Date | null },
  bounds: StatementFilterBounds,
): CustomRangeErrors {
  const from = range.from ? startOfDay(range.from) : null;
  const to = range.to ? startOfDay(range.to) : null;
  let fromError: CustomRangeErrors['from'];
  if (from && bounds.oldest && isBefore(from, startOfDay(bounds.oldest))) fromError = 'beforeOldest';
  else if (from && to && isAfter(from, to)) fromError = 'afterTo';
  const toError = to && isAfter(to, startOfDay(bounds.today)) ? 'afterToday' : undefined;
  return { ...(fromError && { from: fromError }), ...(toError && { to: toError }) };
}

/**
 * The earliest and latest day each custom date picker should offer, following the same rules
 * as `validateCustomRange`.
 * @example customRangeLimits({ from: null, to: null }, { today, oldest }) // { from: { min: oldest, max: today }, to: { min: oldest, max: today } }
 */
export function customRangeLimits(
  range: { readonly from?: Date | null; readonly to?: Date | null },
  bounds: StatementFilterBounds,
): { from: { min: Date | null; max: Date }; to: { min: Date | null; max: Date } } {
  const today = startOfDay(bounds.today);
  const oldest = bounds.oldest ? startOfDay(bounds.oldest) : null;
  return {
    from: { min: oldest, max: range.to ? startOfDay(range.to) : today },
    to: { min: range.from ? startOfDay(range.from) : oldest, max: today },
  };
}

/**
 * The range a statement filter selects. Last month and last year are rolling: from the same
 * day one month (one year) ago up to today, so the choice means the same on any day of the
 * month. A custom range applies only once a to date is set.
 * @example resolveStatementRange({ preset: 'last-month' }, { today: new Date(2026, 2, 15), oldest: null }) // { kind: 'range', from: 15 Feb 2026, to: 15 Mar 2026 }
 */
export function resolveStatementRange(filter: StatementFilter, bounds: StatementFilterBounds): StatementRange {
  const today = startOfDay(bounds.today);
  switch (filter.preset) {
    case 'all-transactions':
      return { kind: 'all' };
    case 'last-month':
      return { kind: 'range', from: subMonths(today, 1), to: today };
    case 'last-year':
      return { kind: 'range', from: subYears(today, 1), to: today };
    case 'custom': {
      if (!filter.to) return { kind: 'incomplete' };
      const errors = validateCustomRange(filter, bounds);
      if (errors.from || errors.to) return { kind: 'invalid', errors };
      return { kind: 'range', from: filter.from ? startOfDay(filter.from) : null, to: startOfDay(filter.to) };
    }
  }
}

/**
 * Whether a statement line dated `date` is in `range` (whole days, both ends included).
 * An incomplete or invalid range matches nothing; a line without a valid date only shows
 * when nothing is filtered.
 * @example isInStatementRange('2026-03-01', { kind: 'range', from: null, to: new Date(2026, 2, 1) }) // true
 */
export function isInStatementRange(date: DateInput, range: StatementRange): boolean {
  return statementRangeTest(range)(date);
}

/**
 * `isInStatementRange` for many lines: the range's day bounds are worked out once, and the test
 * answers for one line's date. A statement filters thousands of lines on every filter change.
 * @example const inRange = statementRangeTest(range); const shown = lines.filter((line) => inRange(line.date));
 */
export function statementRangeTest(range: StatementRange): (date: DateInput) => boolean {
  if (range.kind === 'all') return () => true;
  if (range.kind !== 'range') return () => false;
  const from = range.from ? startOfDay(range.from).getTime() : -Infinity;
  const to = endOfDay(range.to).getTime();
  return (date) => {
    // A Date is read as it is (an invalid one is NaN, in no range); text is parsed first.
    const time = date instanceof Date ? date.getTime() : (toDate(date)?.getTime() ?? Number.NaN);
    return time >= from && time <= to;
  };
}
