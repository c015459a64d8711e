// Instants (full ISO 8601 date-times) and the date-order rule, apart from common.ts: common.ts is
// in the chunk every CDN element loads (its ids, texts and local date-times validate the user),
// and esbuild puts a module's used code in the chunk of every element that can reach the module,
// so a struct used only by some areas (news, bookings, statements) lives in a file of its own.
import { refine, string, type Struct } from 'superstruct';
import { datePartIsCalendarDate, isCalendarDate } from './common';
import { fieldFailure, rule } from './rules';

const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An instant: full ISO 8601 with a time zone offset (`Z` or `+01:00`), as `toISOString()` writes.
 *
 * @example
 * is('2026-11-22T09:30:00.000Z', isoDateTime); // true
 */
export const isoDateTime = rule(string(), 'isoDateTime', (value) =>
  datePartIsCalendarDate(DATE_TIME_PATTERN, value),
);

/**
 * A rule on an object that a `from` date is not after a `to` date; reported on the `from` field.
 * Only checked when both are present and both are valid dates (their own rules speak otherwise).
 *
 * @example
 * const Range = datesInOrder(object({ fromDate: optional(isoDate), toDate: optional(isoDate) }), 'fromDate', 'toDate');
 */
export function datesInOrder<T extends Record<string, unknown>, S>(
  struct: Struct<T, S>,
  from: keyof T & string,
  to: keyof T & string,
): Struct<T, S> {
  return refine(struct, 'dateOrder', (value, ctx) => {
    const start = value[from];
    const end = value[to];
    if (typeof start !== 'string' || typeof end !== 'string') return true;
    if (!isInstantOrDate(start) || !isInstantOrDate(end)) return true;
    return Date.parse(start) <= Date.parse(end) || fieldFailure(ctx, from, start, 'dateOrder', { other: to });
  });
}

function isInstantOrDate(value: string): boolean {
  return isCalendarDate(value) || datePartIsCalendarDate(DATE_TIME_PATTERN, value);
}
