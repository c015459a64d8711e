// London days and clock times any screen may name (facilities keep London time whatever the
// reader's own zone): a day's name, a date with its year, a time of day, and today.
import { formatTimeOfDay } from './dateTimeFormat';
import { londonDay, LONDON_TIME_ZONE } from './london';

// Made on first use: each formatter costs tens of milliseconds of a slow phone's page load.
let formatters: { dayLabel: Intl.DateTimeFormat; shortDayLabel: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat } | undefined;
const made = () =>
  (formatters ??= {
    dayLabel: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    shortDayLabel: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
    longDate: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  });
/** A calendar day as a UTC noon instant, so a formatter in UTC names that very day. */
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * The London clock time of an instant, `h:mm a`: a slot under its day's name, a length's end.
 * @example londonClock('2026-11-24T07:00:00.000Z') // '7:00 AM'
 */
export function londonClock(instant: string): string {
  return formatTimeOfDay(new Date(instant), LONDON_TIME_ZONE);
}

/**
 * A day's name: `long` for a heading or a label ("Monday 23 November"), `short` for a column ("Mon 23 Nov").
 * @example dayName('2026-11-23', 'short') // 'Mon 23 Nov'
 */
export function dayName(day: string, width: 'long' | 'short' = 'long'): string {
  return (width === 'long' ? made().dayLabel : made().shortDayLabel).format(noon(day)).replace(',', '');
}

/**
 * A day with its year, for the week's range: "23 November 2026".
 * @example dateName('2026-11-23') // '23 November 2026'
 */
export function dateName(day: string): string {
  return made().longDate.format(noon(day));
}

/**
 * Today's London day, `yyyy-MM-dd`.
 * @example developmentBookingsStore(id, { fromDate: londonToday() })
 */
export function londonToday(): string {
  return londonDay(new Date());
}
