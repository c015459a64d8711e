/**
 * Samples of the demo data: facility bookings: bookings, booking information and what the client
 * sends. How to use them: README.md beside this file.
 */
import type { Booking, BookingCreate, BookingInfo, BookingNoteRequest, BookingsQuery, BookingsResponse, BookingStateChange } from '../../schemas';
import { sampleIds } from './ids';

/**
 * Olivia Owner's upcoming Gym booking.
 *
 * @example
 * sampleBooking.state; // 'confirmed'
 */
export const sampleBooking: Booking = {
  id: sampleIds.gymBooking,
  state: 'confirmed',
  startAt: '2026-11-24T07:00:00.000Z',
  endAt: '2026-11-24T08:00:00.000Z',
  facility: { id: sampleIds.gym, name: 'Gym' },
  contact: { id: sampleIds.oliviaContact },
  note: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

/**
 * Olivia Owner's cancelled Guest Suite booking.
 *
 * @example
 * sampleCancelledBooking.state; // 'cancelled'
 */
export const sampleCancelledBooking: Booking = {
  id: sampleIds.cancelledBooking,
  state: 'cancelled',
  startAt: '2026-12-12T14:00:00.000Z',
  endAt: '2026-12-13T11:00:00.000Z',
  facility: { id: sampleIds.guestSuite, name: 'Guest Suite' },
  contact: { id: sampleIds.oliviaContact },
  note: 'My parents are visiting.',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-03T08:30:00.000Z',
};

/**
 * Olivia Owner's bookings at Riverside Wharf.
 *
 * @example
 * sampleBookingsResponse.bookings.length; // 2
 */
export const sampleBookingsResponse: BookingsResponse = {
  bookings: [sampleBooking, sampleCancelledBooking],
};

/**
 * Olivia Owner's booking info.
 *
 * @example
 * sampleBookingInfo.facilities[0]?.upcomingBookings; // 1
 */
export const sampleBookingInfo: BookingInfo = {
  facilities: [
    { facilityId: sampleIds.gym, upcomingBookings: 1, maxUpcomingBookings: 3 },
    { facilityId: sampleIds.guestSuite, upcomingBookings: 0, maxUpcomingBookings: null },
  ],
};

/**
 * Bookings from the start of November.
 *
 * @example
 * sampleBookingsQuery.fromDate; // '2026-11-01'
 */
export const sampleBookingsQuery: BookingsQuery = { fromDate: '2026-11-01' };

/**
 * Booking the Gym for an hour.
 *
 * @example
 * sampleBookingCreate.startAt; // '2026-11-25T18:00:00.000Z'
 */
export const sampleBookingCreate: BookingCreate = {
  startAt: '2026-11-25T18:00:00.000Z',
  endAt: '2026-11-25T19:00:00.000Z',
  note: 'Personal trainer session.',
};

/**
 * Cancelling a booking.
 *
 * @example
 * sampleBookingStateChange.state; // 'cancelled'
 */
export const sampleBookingStateChange: BookingStateChange = { state: 'cancelled' };

/**
 * A note on a booking.
 *
 * @example
 * sampleBookingNote.note;
 */
export const sampleBookingNote: BookingNoteRequest = { note: 'Bringing a guest.' };

/**
 * A booking as staff read it: who booked, and their premises in the development.
 *
 * @example
 * sampleStaffBooking.contact.fullName; // 'Olivia Owner'
 */
export const sampleStaffBooking: Booking = {
  ...sampleBooking,
  contact: { id: sampleIds.olivia, fullName: 'Olivia Owner', premisesName: 'Flat 1' },
};
