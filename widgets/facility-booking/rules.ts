// The booking view's pure rules that need no slot engine: the upcoming bookings and the London
// times and days every facility keeps (spec 2 §4, §9). The calendar's own are in slots.ts.
import { validate } from 'superstruct';
import { formatInstant, formatPeriod } from '../../core/domain/dateTimeFormat';
import { LONDON_TIME_ZONE } from '../../core/domain/london';
import { BookingNoteRequest, type Booking } from '../../core/schemas/facilities';
import { sharedTextMessage } from '../../core/forms/text-messages';
import type { RuleParams } from '../../core/schemas/rules';

/**
 * Upcoming bookings per page (facility bookings 5).
 * @example upcoming.slice(0, BOOKINGS_PAGE_SIZE)
 */
export const BOOKINGS_PAGE_SIZE = 5;

/**
 * The bookings still to come, soonest first: cancelled ones (by the resident or by staff) and
 * those already over are left out.
 * @example upcomingBookings(bookings, new Date()).slice(0, BOOKINGS_PAGE_SIZE)
 */
export function upcomingBookings(bookings: readonly Booking[], now: Date): Booking[] {
  const at = now.getTime();
  return bookings
    .filter((booking) => booking.state !== 'cancelled' && booking.state !== 'cancelled_by_staff' && Date.parse(booking.endAt) > at)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}

/**
 * Whether a booking can still be cancelled or noted: not cancelled and not over.
 * @example isActiveBooking(booking, new Date())
 */
export function isActiveBooking(booking: Booking, now: Date): boolean {
  return upcomingBookings([booking], now).length === 1;
}

// Facilities keep London time whatever the reader's own zone (spec 2 §4), so every time shown
// here is London's.

/**
 * An instant in London as the spec writes dates (MMM d, y, h:mm a).
 * @example bookingDateTime('2026-11-24T07:00:00.000Z') // 'Nov 24, 2026, 7:00 AM'
 */
export function bookingDateTime(instant: string): string {
  return formatInstant(new Date(instant), LONDON_TIME_ZONE);
}

/**
 * A booking's (or a slot's) period in London, the one way every view writes it: its start as
 * `bookingDateTime`, its end the same or, on the same day, its time alone (core/domain `formatPeriod`).
 * @example t('facilities.timeRange', bookingPeriod(booking)) // 'Nov 24, 2026, 7:00 AM to 8:00 AM'
 */
export function bookingPeriod(booking: { startAt: string; endAt: string }): { start: string; end: string } {
  return formatPeriod(new Date(booking.startAt), new Date(booking.endAt), LONDON_TIME_ZONE);
}

/**
 * The note's problem, if any: at most `BOOKING_NOTE_MAX` characters, as the API checks it.
 * @example noteProblem('x'.repeat(501)) // 'Maximum length 500 characters exceeded'
 */
export function noteProblem(note: string): string | undefined {
  const [failure] = validate({ note }, BookingNoteRequest);
  if (!failure) return undefined;
  return sharedTextMessage(failure.refinement, (failure as typeof failure & { params?: RuleParams }).params);
}

/**
 * Minutes between two instants.
 * @example minutesBetween('2026-11-24T07:00:00.000Z', '2026-11-24T08:30:00.000Z') // 90
 */
export function minutesBetween(startAt: string, endAt: string): number {
  return Math.round((Date.parse(endAt) - Date.parse(startAt)) / 60_000);
}
