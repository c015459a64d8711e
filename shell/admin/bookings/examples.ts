// The named states of the staff bookings week (STYLE.md 4): Ada Admin at Riverside Wharf on
// Thursday 26 November 2026, 10:00 London, looking at the week of Monday 23 to Sunday 29 November.
// The DOM tests render each one and check it with axe.
import type { AuthResult } from '../../../core/schemas';
import type { Booking, Slot } from '../../../core/schemas/facilities';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleBooking } from '../../../core/testing/samples/bookings';
import { sampleFacilitiesResponse, sampleFixedFacility } from '../../../core/testing/samples/facilities';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswers, type PageExample } from '../../../core/testing/examples';

/** The instant every example is seen at. */
export const BOOKINGS_NOW = '2026-11-26T10:00:00.000Z';
/** The Monday of the examples' week. */
export const BOOKINGS_WEEK = '2026-11-23';

/** Ada Admin signed in (global staff). */
export const adminSession: AuthResult = { ...sampleAuthResult, user: sampleAdminUser };

/** Olivia's Gym booking on Tuesday, over by now: no Cancel booking. */
export const pastGymBooking: Booking = {
  ...sampleBooking,
  contact: { id: sampleIds.oliviaContact, fullName: 'Olivia Owner', premisesName: 'Flat 1' },
  note: 'Bringing a personal trainer.',
};

/** Sam's Gym booking on Friday evening, still to come. */
export const upcomingGymBooking: Booking = {
  ...sampleBooking,
  id: sampleIds.samGymBooking,
  startAt: '2026-11-27T18:00:00.000Z',
  endAt: '2026-11-27T19:00:00.000Z',
  contact: { id: sampleIds.samContact, fullName: 'Sam Subtenant', premisesName: 'Flat 2' },
  note: null,
};

/** Olivia's Guest Suite night from Saturday to Sunday, cancelled by staff: shown, marked. */
export const cancelledGuestSuiteBooking: Booking = {
  ...sampleBooking,
  id: sampleIds.guestSuiteBooking,
  state: 'cancelled_by_staff',
  startAt: '2026-11-28T16:00:00.000Z',
  endAt: '2026-11-29T11:00:00.000Z',
  facility: { id: sampleIds.guestSuite, name: 'Guest Suite' },
  contact: { id: sampleIds.oliviaContact, fullName: 'Olivia Owner', premisesName: 'Flat 1' },
  note: null,
};

/** The week's call of every facility's bookings, and of the Gym's alone. */
export const developmentWeekCall = `GET /developments/${sampleIds.riversideWharf}/bookings`;
export const gymWeekCall = `GET /facilities/${sampleIds.gym}/bookings`;
const facilitiesCall = 'GET /facilities';
/** The Guest Suite's slots and the facility itself (lead time 48 hours, horizon 60 days). */
export const guestSuiteSlotsCall = `GET /facilities/${sampleIds.guestSuite}/slots`;
const guestSuiteCall = `GET /facilities/${sampleIds.guestSuite}`;
/** The week the Guest Suite's horizon ends in: its last bookable day is Monday 25 January 2027. */
export const HORIZON_WEEK = '2027-01-25';

const slot = (startTime: string, endTime: string, status: Slot['status'] = 'available'): Slot => ({ bookedByUuid: null, bookingUuid: null, userUuid: null, startTime, endTime, status });

/** What the API answers global staff for the horizon's week: Tuesday lies beyond a resident's horizon. */
export const horizonWeekSlots: Slot[] = [
  slot('2027-01-25T08:00:00.000Z', '2027-01-25T12:00:00.000Z'),
  slot('2027-01-26T08:00:00.000Z', '2027-01-26T12:00:00.000Z'),
  slot('2027-01-26T12:00:00.000Z', '2027-01-26T16:00:00.000Z', 'booked'),
];

/** And for this week: Thursday evening is inside the 48 hours of lead time, Saturday is not. */
export const thisWeekSlots: Slot[] = [slot('2026-11-26T16:00:00.000Z', '2026-11-26T20:00:00.000Z'), slot('2026-11-28T12:00:00.000Z', '2026-11-28T16:00:00.000Z')];
const unavailable = { status: 500, body: { messages: ['The booking service is unavailable.'] } };

/** One state of the bookings week: its address's query and the API's answers. */
export interface BookingsExample extends PageExample {
  search: Record<string, string>;
}

const example = (name: string, search: Record<string, string>, answers: ExampleAnswers): BookingsExample => ({
  name,
  session: adminSession,
  search,
  answers: { [facilitiesCall]: ok(sampleFacilitiesResponse), ...answers },
});

const week = ok({ bookings: [pastGymBooking, upcomingGymBooking, cancelledGuestSuiteBooking] });

/** Every named state of `BookingsSection`. */
export const bookingsExamples = {
  loading: example('loading', {}, { [developmentWeekCall]: 'pending' }),
  empty: example('empty', { week: BOOKINGS_WEEK }, { [developmentWeekCall]: ok({ bookings: [] }) }),
  error: example('error', { week: BOOKINGS_WEEK }, { [developmentWeekCall]: unavailable }),
  facilityError: example('facilityError', { facilityId: sampleIds.gym, week: BOOKINGS_WEEK }, { [gymWeekCall]: unavailable }),
  week: example('week', { week: BOOKINGS_WEEK }, { [developmentWeekCall]: week }),
  gymWeek: example('gymWeek', { facilityId: sampleIds.gym, week: BOOKINGS_WEEK }, { [gymWeekCall]: ok({ bookings: [pastGymBooking, upcomingGymBooking] }) }),
  cancelFailed: example('cancelFailed', { week: BOOKINGS_WEEK }, {
    [developmentWeekCall]: week,
    [`PUT /facilities/${sampleIds.gym}/bookings/${sampleIds.samGymBooking}/change-state`]: unavailable,
  }),
  noteFailed: example('noteFailed', { week: BOOKINGS_WEEK }, {
    [developmentWeekCall]: week,
    [`POST /facilities/${sampleIds.gym}/bookings/${sampleIds.samGymBooking}/add-note`]: unavailable,
  }),
  slots: example('slots', { facilityId: sampleIds.guestSuite, week: HORIZON_WEEK, show: 'slots' }, {
    [guestSuiteCall]: ok(sampleFixedFacility),
    [guestSuiteSlotsCall]: ok({ slots: horizonWeekSlots }),
  }),
  slotsSoon: example('slotsSoon', { facilityId: sampleIds.guestSuite, week: BOOKINGS_WEEK, show: 'slots' }, {
    [guestSuiteCall]: ok(sampleFixedFacility),
    [guestSuiteSlotsCall]: ok({ slots: thisWeekSlots }),
  }),
  slotsEmpty: example('slotsEmpty', { facilityId: sampleIds.guestSuite, week: BOOKINGS_WEEK, show: 'slots' }, {
    [guestSuiteCall]: ok(sampleFixedFacility),
    [guestSuiteSlotsCall]: ok({ slots: [] }),
  }),
  slotsError: example('slotsError', { facilityId: sampleIds.guestSuite, week: BOOKINGS_WEEK, show: 'slots' }, {
    [guestSuiteCall]: ok(sampleFixedFacility),
    [guestSuiteSlotsCall]: unavailable,
  }),
} as const satisfies Record<string, BookingsExample>;
