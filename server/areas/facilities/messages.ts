import { formatPeriod } from '../../../core/domain/dateTimeFormat';
import { LONDON_TIME_ZONE } from '../../../core/domain/london';
import type { BookingRefusal } from '../../../core/domain/slots';

// The texts this area answers with (English only, as every area's: the portal shows them after its
// own translated prefix, spec 2 §8: Unable to create the booking. ...).

/**
 * Error messages of the facilities and bookings routes (the error envelope's `messages`).
 * @example throw new HttpError(409, [facilitiesMessages.slotTaken]);
 */
export const facilitiesMessages = {
  residentsBook: 'Bookings are made by the residents who may use the facility.',
  slotTaken: 'This slot is no longer free: it has just been booked. Please choose another.',
  tooManyUpcoming: (facility: string, max: number) =>
    `You already have ${max} upcoming ${max === 1 ? 'booking' : 'bookings'} of the ${facility}, the most allowed. Cancel one to book again.`,
  residentCancelsOnly: 'You may cancel your own booking; other changes of state are for staff.',
  staffCancelsOnly: 'Staff may cancel a booking (cancelled_by_staff); other changes of state are the resident\u2019s.',
  alreadyCancelled: 'This booking is already cancelled.',
  alreadyEnded: 'This booking has already ended.',
  staffOnly: 'Only staff of the facility\u2019s development may manage it.',
  upcomingBookings: (facility: string, count: number) =>
    `The ${facility} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}. Deleting it cancels ${count === 1 ? 'it' : 'them'}, and each resident is told.`,
} as const;

/**
 * When a booking is, in London time and written as the portal writes every booking (spec 2 §9:
 * MMM d, y, h:mm a): `Nov 27, 2026, 7:00 AM to 8:00 AM`.
 * @example bookingPeriod('2026-11-27T07:00:00.000Z', '2026-11-27T08:00:00.000Z');
 */
function bookingPeriod(startAt: string, endAt: string): string {
  const { start, end } = formatPeriod(new Date(startAt), new Date(endAt), LONDON_TIME_ZONE);
  return `${start} to ${end}`;
}

/**
 * What a resident is told, in the portal and by e-mail, when staff delete a facility they had booked.
 * @example notify(ctx, [userId], { title: facilityDeletedNotice.title(name), text: facilityDeletedNotice.text(name, start, end), ... });
 */
export const facilityDeletedNotice = {
  title: (facility: string) => `Your booking of the ${facility} is cancelled`,
  text: (facility: string, startAt: string, endAt: string) =>
    `The ${facility} is no longer available, so staff cancelled your booking on ${bookingPeriod(startAt, endAt)}.`,
} as const;

/**
 * What a resident is told when staff cancel one booking of a facility that stays open.
 * @example tellResidentOfCancellation(ctx, facility, booking, bookingCancelledByStaffNotice);
 */
export const bookingCancelledByStaffNotice = {
  title: facilityDeletedNotice.title,
  text: (facility: string, startAt: string, endAt: string) =>
    `Staff cancelled your booking of the ${facility} on ${bookingPeriod(startAt, endAt)}. Please contact your managing agent if you have any questions.`,
} as const;

/**
 * Why a booking is refused by the facility's rules (core/domain/slots `checkBooking`), one text each.
 * `overlaps` is the slot taken since the client loaded it: 409 with `slotTaken`, not one of these.
 * @example throw new HttpError(400, [bookingRefusalMessages[refusal]]);
 */
export const bookingRefusalMessages = {
  past: 'This slot has already started. Please choose a later one.',
  'too-soon': 'This slot starts too soon to be booked: the facility must be booked further ahead.',
  'beyond-horizon': 'This slot is too far ahead to be booked yet.',
  closed: 'The facility is closed at that time.',
  'not-a-slot': 'That is not one of the facility\u2019s slots: a booking starts and ends on its steps, or is exactly one of its fixed slots.',
  'too-short': 'The booking is shorter than the facility\u2019s minimum duration.',
} as const satisfies Record<Exclude<BookingRefusal, 'overlaps'>, string>;

/**
 * Rules of one field, worded as core/schemas words a struct failure (`<path>: <rule>`).
 * @example throw fieldError('toDate', facilityFieldRules.rangeTooLong(366));
 */
export const facilityFieldRules = {
  rangeTooLong: (days: number) => `must be at most ${days} days after fromDate`,
  notACustomer: (userId: string) => `${userId} is not a registered customer of the facility\u2019s development`,
} as const;

/**
 * The rules a customer group change may break, worded as core/schemas words a field failure.
 * @example throw fieldError('developmentUuid', groupFieldRules.staffDevelopment);
 */
export const groupFieldRules = {
  staffDevelopment: 'must be a development you work in',
  notCustomer: (id: string) => `${id} is not a registered, active customer of the group's development`,
  notMember: (id: string) => `${id} is not a member of the group`,
  notFacility: (id: string) => `${id} is not a facility of the group's development`,
  notHeld: (id: string) => `${id} is not one of the group's facilities`,
} as const;
