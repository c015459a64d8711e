// The staff week calendar's rules (spec 2 §9: calendar default view week): which week an address
// names, the address of a week and facility, and the bookings by London day. Weeks run Monday to
// Sunday in London time, as the residents' calendar and the facilities' opening hours do.
import { addLondonDays, isCalendarDay, londonDay } from '../../../core/domain/london';
import type { Booking } from '../../../core/schemas/facilities';
import { daysFrom, weekStart } from '../../../core/domain/weeks';

/**
 * What the bookings address says: `?facilityId=` one facility, `?week=` a Monday (`yyyy-MM-dd`),
 * `?show=slots` that facility's slots instead of its bookings.
 */
export interface BookingsView {
  facilityId?: string | undefined;
  week: string;
  show?: 'slots' | undefined;
}

/**
 * The view an address asks for: the Monday of `week` when it is a calendar day (any day of that
 * week is taken as its week), else this London week; an empty facility is every facility. Slots
 * are one facility's, so `show=slots` without a facility shows the bookings.
 * @example bookingsView({ week: '2026-11-26' }, '2026-12-01') // { facilityId: undefined, week: '2026-11-23', show: undefined }
 */
export function bookingsView(search: Record<string, string | undefined>, today: string): BookingsView {
  const week = search.week && isCalendarDay(search.week) ? search.week : today;
  const facilityId = search.facilityId || undefined;
  return { facilityId, week: weekStart(week), show: facilityId && search.show === 'slots' ? 'slots' : undefined };
}

/**
 * The address of a week's bookings of a development, or of one of its facilities: a plain
 * address a staff member can bookmark or share.
 * @example bookingsHref('dev-riverside-wharf', { facilityId: 'fac-riverside-gym', week: '2026-11-23' }) // '/admin/dev-riverside-wharf/bookings?facilityId=fac-riverside-gym&week=2026-11-23'
 */
export function bookingsHref(developmentId: string, view: BookingsView): string {
  const query = new URLSearchParams();
  if (view.facilityId) query.set('facilityId', view.facilityId);
  query.set('week', view.week);
  if (view.facilityId && view.show === 'slots') query.set('show', 'slots');
  return `/admin/${encodeURIComponent(developmentId)}/bookings?${query.toString()}`;
}

/**
 * The seven London days of the week starting `monday`.
 * @example weekDays('2026-11-23') // ['2026-11-23', …, '2026-11-29']
 */
export function weekDays(monday: string): string[] {
  return daysFrom(monday, 7);
}

/**
 * The Monday `weeks` weeks after (or, negative, before) `monday`.
 * @example shiftWeek('2026-11-23', -1) // '2026-11-16'
 */
export function shiftWeek(monday: string, weeks: number): string {
  return addLondonDays(monday, weeks * 7);
}

/**
 * The week's bookings by the London day they start on, each day's by start time; one that began
 * before the week (a night in the guest suite from Sunday) shows on its Monday. Cancelled
 * bookings stay, marked by their state: staff see what happened.
 * @example bookingsByDay(bookings, weekDays('2026-11-23'))['2026-11-24']?.length
 */
export function bookingsByDay(bookings: readonly Booking[], days: readonly string[]): Record<string, Booking[]> {
  const grouped: Record<string, Booking[]> = Object.fromEntries(days.map((day) => [day, [] as Booking[]]));
  const first = days[0] ?? '';
  const sorted = [...bookings].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  for (const booking of sorted) {
    const day = londonDay(new Date(booking.startAt));
    grouped[day < first ? first : day]?.push(booking);
  }
  return grouped;
}
