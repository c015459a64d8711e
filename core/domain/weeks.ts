// London weeks (Monday to Sunday, as a facility's business days) and runs of days, for a calendar.
import { addLondonDays, londonWeekday } from './london';

/**
 * The Monday of the London week that holds `day` (weeks run Monday to Sunday, as BusinessDays).
 * @example weekStart('2026-11-26') // '2026-11-23'
 */
export function weekStart(day: string): string {
  const index = WEEKDAY_ORDER.indexOf(londonWeekday(day));
  return addLondonDays(day, -index);
}

const WEEKDAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * `count` London days from `first`.
 * @example daysFrom('2026-11-23', 7) // ['2026-11-23', …, '2026-11-29']
 */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addLondonDays(first, index));
}
