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
} as const;
