// The date-and-time display format (spec 1 §9, spec 2 §9: MMM d, y, h:mm a) of a Date, apart from
// datetime.ts so that a view holding Dates already (the facility booking) does not load date-fns'
// parseISO with it: Rollup puts a module whole in the chunk of every element that imports it.

/**
 * A Date as `MMM d, y, h:mm a`, in the reader's time zone unless `timeZone` names one
 * (facilities keep London time wherever the reader is).
 * @example formatInstant(new Date('2026-07-01T12:30:00Z'), 'Europe/London') // 'Jul 1, 2026, 1:30 PM' anywhere
 */
export function formatInstant(date: Date, timeZone?: string): string {
  return dateTimeOf(partsOf(date, timeZone));
}

/**
 * The time of day alone, `h:mm a` (the end of a period that starts the same day).
 * @example formatTimeOfDay(new Date('2026-07-01T13:30:00Z'), 'Europe/London') // '2:30 PM'
 */
export function formatTimeOfDay(date: Date, timeZone?: string): string {
  return clockOf(partsOf(date, timeZone));
}

/**
 * A period (a booking, a slot) as the product writes it everywhere: its start `MMM d, y, h:mm a`,
 * its end the same, or its time alone when it ends on the day it starts, in the reader's time
 * zone unless `timeZone` names one. The caller joins the two with the catalogue's words.
 * @example formatPeriod(new Date('2026-11-29T10:30:00Z'), new Date('2026-11-29T11:00:00Z'), 'Europe/London') // { start: 'Nov 29, 2026, 10:30 AM', end: '11:00 AM' }
 */
export function formatPeriod(start: Date, end: Date, timeZone?: string): { start: string; end: string } {
  const from = partsOf(start, timeZone);
  const to = partsOf(end, timeZone);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  return { start: dateTimeOf(from), end: sameDay ? clockOf(to) : dateTimeOf(to) };
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

// Assembled from parts: ICU puts a narrow no-break space before AM/PM, the format a plain one.
const clockOf = (parts: Parts) => `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
const dateTimeOf = (parts: Parts) => `${parts.month} ${parts.day}, ${parts.year}, ${clockOf(parts)}`;

const partsOf = (date: Date, timeZone: string | undefined): Parts =>
  Object.fromEntries(formatter(timeZone).formatToParts(date).map((part) => [part.type, part.value]));

// English month abbreviations whatever the browser's language; one formatter per time zone asked
// for, since making one costs far more than using it.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    formatters.set(timeZone, made);
  }
  return made;
}
