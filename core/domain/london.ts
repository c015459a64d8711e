// Europe/London calendar days and wall-clock times as instants, for the slot engine and the
// calendar file. Days are `yyyy-MM-dd` strings, instants epoch milliseconds; the offsets come from
// the runtime's time zone data through @date-fns/tz, so every British Summer Time change is right.
import { tzOffset } from '@date-fns/tz/tzOffset';

/** The IANA name of the time zone every facility keeps. */
export const LONDON_TIME_ZONE = 'Europe/London';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetByHour = new Map<number, number>();
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
// Indexed by Date#getUTCDay (0 is Sunday).
const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * London's offset from UTC in minutes at an instant: 0 (GMT) or 60 (BST).
 * @example londonOffset(Date.parse('2026-07-01T12:00:00Z')) // 60
 */
export function londonOffset(instant: number): number {
  // London's offset changes only on the hour (01:00 UTC), so it is asked once per UTC hour: the
  // Intl call behind it is most of the slot engine's time otherwise.
  const hour = Math.floor(instant / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= OFFSET_CACHE_LIMIT) offsetByHour.clear();
    offset = tzOffset(LONDON_TIME_ZONE, new Date(instant));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The London calendar day of an instant (a Date or epoch milliseconds).
 * @example londonDay(new Date('2026-06-30T23:30:00Z')) // '2026-07-01': 00:30 BST
 */
export function londonDay(date: Date | number): string {
  const instant = typeof date === 'number' ? date : date.getTime();
  return utcDay(instant + londonOffset(instant) * MINUTE);
}

/**
 * A calendar day `days` later (earlier when negative); calendar arithmetic, no time zone.
 * @example addLondonDays('2026-03-28', 2) // '2026-03-30'
 */
export function addLondonDays(day: string, days: number): string {
  return utcDay(dayNumber(day) * DAY + days * DAY);
}

/**
 * The instant at the same London wall-clock time `days` London days later (earlier when
 * negative): "three days ago" as a resident counts it. Counting 24-hour days, or days of the
 * machine's zone, lands on the wrong London day near midnight when a clock change lies between.
 * A time the target day skips or repeats reads as `londonTime` reads it.
 * @example shiftLondonDays(Date.parse('2026-03-29T23:15:00Z'), -1) // Date.parse('2026-03-29T00:15:00Z'): Monday 00:15 BST to Sunday 00:15 GMT
 */
export function shiftLondonDays(instant: number, days: number): number {
  const wall = instant + londonOffset(instant) * MINUTE;
  const day = utcDay(wall);
  return londonTime(addLondonDays(day, days), (wall - dayNumber(day) * DAY) / MINUTE);
}

/**
 * The weekday of a calendar day, named as `BusinessDays` names it.
 * @example londonWeekday('2026-03-29') // 'sunday'
 */
export function londonWeekday(day: string): Weekday {
  return WEEKDAYS[new Date(dayNumber(day) * DAY).getUTCDay()] as Weekday;
}

/**
 * The instant of a London wall-clock time (`HH:mm`, or minutes after midnight) on a day. On the
 * day clocks go back the repeated hour answers its first (BST) occurrence; a time in the hour
 * skipped when they go forward answers the instant as many minutes after midnight (01:30 is
 * 02:30 BST), so every instant of the day is reachable exactly once.
 * @example londonTime('2026-07-01', '09:00') // Date.parse('2026-07-01T08:00:00Z')
 */
export function londonTime(day: string, time: string | number): number {
  const minutes = typeof time === 'number' ? time : clockMinutes(time);
  const wall = dayNumber(day) * DAY + minutes * MINUTE;
  // The offset in force before and after this wall time; they differ only on a change day.
  const before = londonOffset(wall - DAY);
  const after = londonOffset(wall + DAY);
  if (before === after) return wall - before * MINUTE;
  const earliest = Math.max(before, after);
  for (const offset of earliest === before ? [before, after] : [after, before]) {
    const instant = wall - offset * MINUTE;
    if (londonOffset(instant) === offset) return instant;
  }
  return wall - before * MINUTE;
}

/**
 * Whether a wall-clock time happens on a London day: false only in the hour skipped when clocks
 * go forward.
 * @example isLondonWallTime('2026-03-29', '01:30') // false
 */
export function isLondonWallTime(day: string, time: string | number): boolean {
  const minutes = typeof time === 'number' ? time : clockMinutes(time);
  const instant = londonTime(day, minutes);
  return instant + londonOffset(instant) * MINUTE === dayNumber(day) * DAY + minutes * MINUTE;
}

/**
 * The instant a London day starts.
 * @example londonMidnight('2026-07-01') // Date.parse('2026-06-30T23:00:00Z')
 */
export function londonMidnight(day: string): number {
  return londonTime(day, 0);
}

/**
 * Minutes after midnight of an `HH:mm` clock time.
 * @example clockMinutes('06:30') // 390
 */
export function clockMinutes(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether a string is a real calendar day `yyyy-MM-dd`.
 * @example isCalendarDay('2026-02-30') // false
 */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  return match !== null && utcDay(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

// Days since 1970-01-01 of a calendar day.
function dayNumber(day: string): number {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY;
}

function utcDay(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}
