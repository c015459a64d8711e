/**
 * Named example states of the facility booking view (STYLE.md 4), in the one example shape
 * (core/testing `PageExample`): the session the page starts with, what the API answers, what the
 * host names (development, facility, booking), the steps the user takes, and the instant the page
 * is looked at, `now`, since the calendar only offers slots after it. The week is Monday 23 to Sunday 29 November 2026 and
 * the page is looked at on the Monday at 09:00 (London, GMT), so with the Gym's one-hour lead time
 * its first free slot is 10:00. Texts here are fixture data as the server would send them.
 */
import type { AuthResult, Booking, Facility, Slot } from '../../core/schemas';
import { exampleAuthResult, ok, type ExampleAnswer, type ExampleAnswers, type ExampleStep, type PageExample } from '../../core/testing/examples';
import { sampleUser, sampleUserMetadata } from '../../core/testing/samples/account';
import { sampleBookingInfo } from '../../core/testing/samples/bookings';
import { sampleDevelopmentsResponse, sampleHarbourLofts } from '../../core/testing/samples/developments';
import { sampleFacility, sampleFixedFacility } from '../../core/testing/samples/facilities';
import { sampleIds } from '../../core/testing/samples/ids';

/**
 * A named state of the facility booking view.
 * @example const { answers, now } = facilityBookingExamples.week;
 */
export interface FacilityBookingExample extends PageExample {
  /** The instant the page is looked at (the tests and the gallery set the clock to it). */
  now: string;
  developmentId?: string;
  facilityId?: string;
  bookingId?: string;
}

/** Monday 23 November 2026, 09:00 in London. */
export const EXAMPLE_NOW = '2026-11-23T09:00:00.000Z';

/** Olivia Owner signed in: Riverside Wharf (Gym, Guest Suite) and Elm Court. */
export const exampleBookingSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-olivia-booking', user: sampleUser };

const riverside = sampleIds.riversideWharf;
const gym = sampleFacility;
/** The Guest Suite without its 48-hour lead time, so this week's slots show. */
const guestSuite: Facility = { ...sampleFixedFacility, rules: { ...sampleFixedFacility.rules, leadTime: 0 } };

const booked = (startTime: string, endTime: string, own?: { bookingId: string }): Slot => ({
  bookedByUuid: own ? sampleIds.olivia : null,
  bookingUuid: own?.bookingId ?? null,
  userUuid: own ? sampleIds.olivia : null,
  startTime,
  endTime,
  status: 'booked',
});

/** Olivia's Gym booking on Tuesday 07:00 to 08:00, with a note. */
export const exampleGymBooking: Booking = {
  id: sampleIds.gymBooking,
  state: 'confirmed',
  startAt: '2026-11-24T07:00:00.000Z',
  endAt: '2026-11-24T08:00:00.000Z',
  facility: { id: gym.id, name: gym.name },
  contact: { id: sampleIds.oliviaContact },
  note: 'Bringing my own towel.',
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

/** The Gym's booked slots this week: Olivia's on Tuesday 07:00, someone else's on Tuesday 09:00. */
export const exampleGymSlots: Slot[] = [
  booked(exampleGymBooking.startAt, exampleGymBooking.endAt, { bookingId: exampleGymBooking.id }),
  booked('2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z'),
];

/** Every Guest Suite slot of the week booked by someone else. */
const fullGuestSuite: Slot[] = ['23', '24', '25', '26', '27', '28', '29'].flatMap((day) =>
  [
    ['08', '12'],
    ['12', '16'],
    ['16', '20'],
  ].map(([from, to]) => booked(`2026-11-${day}T${from}:00:00.000Z`, `2026-11-${day}T${to}:00:00.000Z`)),
);

const booking = (id: string, day: string, hour: number, overrides: Partial<Booking> = {}): Booking => ({
  ...exampleGymBooking,
  id,
  startAt: `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  endAt: `2026-11-${day}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
  note: null,
  ...overrides,
});

/**
 * Olivia's bookings at Riverside Wharf as the API answers them: seven to come (two pages of five),
 * plus a cancelled one, one cancelled by staff and one already over, which the list leaves out.
 * @example upcomingBookings(exampleBookings, new Date(EXAMPLE_NOW)).length // 7
 */
export const exampleBookings: readonly Booking[] = [
  booking('bkg-cancelled', '25', 18, { state: 'cancelled' }),
  booking('bkg-staff-cancelled', '26', 18, { state: 'cancelled_by_staff' }),
  booking('bkg-over', '23', 7),
  exampleGymBooking,
  booking('bkg-wed', '25', 19),
  booking('bkg-thu', '26', 19),
  booking('bkg-fri', '27', 19),
  booking('bkg-sat', '28', 10, { facility: { id: guestSuite.id, name: guestSuite.name } }),
  booking('bkg-mon', '30', 19),
  { ...booking('bkg-next-tue', '30', 19), startAt: '2026-12-01T19:00:00.000Z', endAt: '2026-12-01T20:00:00.000Z' },
];

const developments = ok(sampleDevelopmentsResponse);
const facilities = (list: readonly Facility[]) => ok({ facilities: list });
const slots = (list: readonly Slot[]) => ok({ slots: list });
const bookings = (list: readonly Booking[]) => ok({ bookings: list });
const failure = (status: number, message: string): ExampleAnswer => ({ status, body: { messages: [message] } });

const GYM_SLOTS = `GET /facilities/${gym.id}/slots`;
const GUEST_SUITE_SLOTS = `GET /facilities/${guestSuite.id}/slots`;
const DEVELOPMENT_BOOKINGS = `GET /developments/${riverside}/bookings`;

/** The answers of a resident's week at Riverside Wharf. */
const weekAnswers: ExampleAnswers = {
  'GET /developments': developments,
  'GET /user/metadata': ok(sampleUserMetadata),
  'GET /user/doctrine': ok(sampleBookingInfo),
  'GET /facilities': facilities([gym, guestSuite]),
  [`GET /facilities/${gym.id}`]: ok(gym),
  [GYM_SLOTS]: slots(exampleGymSlots),
  [GUEST_SUITE_SLOTS]: slots([]),
  [DEVELOPMENT_BOOKINGS]: bookings([exampleGymBooking]),
  [`GET /facilities/${gym.id}/bookings/${exampleGymBooking.id}`]: ok(exampleGymBooking),
};

const base = { session: exampleBookingSession, now: EXAMPLE_NOW };
const cancelBooking: ExampleStep = { press: 'facilities.booking.cancel' };

/** Waiting for the slots and the bookings: spinners. */
export const loading: FacilityBookingExample = {
  ...base,
  name: 'loading',
  answers: { ...weekAnswers, [GYM_SLOTS]: 'pending', [DEVELOPMENT_BOOKINGS]: 'pending' },
};

/** The development has no facility the user may book: the empty text. */
export const noFacilities: FacilityBookingExample = {
  ...base,
  name: 'noFacilities',
  answers: { ...weekAnswers, 'GET /facilities': facilities([]), [DEVELOPMENT_BOOKINGS]: bookings([]) },
};

/** The Gym's week: free slots from Monday 10:00, Olivia's own on Tuesday 07:00 and a taken one at 09:00; one upcoming booking. */
export const week: FacilityBookingExample = { ...base, name: 'week', answers: weekAnswers };

/** The Guest Suite with every slot of the week taken; no upcoming bookings. */
export const fullyBooked: FacilityBookingExample = {
  ...base,
  name: 'fullyBooked',
  facilityId: guestSuite.id,
  answers: { ...weekAnswers, [GUEST_SUITE_SLOTS]: slots(fullGuestSuite), [DEVELOPMENT_BOOKINGS]: bookings([]) },
};

/** Saturday 28 November 2026, 10:00 in London: with its 48 hours, the Guest Suite has nothing left this week. */
export const SATURDAY_NOW = '2026-11-28T10:00:00.000Z';

/**
 * The Guest Suite (lead time 48 hours) looked at on the Saturday: the week has no free slot, and
 * Next free offers Monday 30 November 12:00 to 16:00, the first slot after the lead time.
 */
export const emptyWeek: FacilityBookingExample = {
  ...base,
  name: 'emptyWeek',
  now: SATURDAY_NOW,
  facilityId: guestSuite.id,
  answers: { ...weekAnswers, 'GET /facilities': facilities([gym, sampleFixedFacility]), [DEVELOPMENT_BOOKINGS]: bookings([]) },
};

/** The same Saturday with a horizon of one day: nothing is free within it, and the view says so. */
export const noneFreeWithinHorizon: FacilityBookingExample = {
  ...emptyWeek,
  name: 'noneFreeWithinHorizon',
  answers: { ...emptyWeek.answers, 'GET /facilities': facilities([gym, { ...sampleFixedFacility, rules: { ...sampleFixedFacility.rules, horizon: 1 } }]) },
};

/** Olivia holds as many upcoming Gym bookings as she may (3 of 3): no free slot is offered. */
export const atLimit: FacilityBookingExample = {
  ...base,
  name: 'atLimit',
  answers: { ...weekAnswers, 'GET /user/doctrine': ok({ facilities: [{ facilityId: gym.id, upcomingBookings: 3, maxUpcomingBookings: 3 }] }) },
};

/** Seven upcoming bookings (two pages of five) among cancelled and past ones. */
export const myBookings: FacilityBookingExample = {
  ...base,
  name: 'myBookings',
  answers: { ...weekAnswers, [DEVELOPMENT_BOOKINGS]: bookings(exampleBookings) },
};

/** Olivia's Gym booking opened (View booking): Add to calendar, the note, Cancel booking. */
export const bookingOpen: FacilityBookingExample = {
  ...base,
  name: 'bookingOpen',
  facilityId: gym.id,
  bookingId: exampleGymBooking.id,
  answers: weekAnswers,
};

/** Two developments with facilities booking: the development picker. */
export const twoDevelopments: FacilityBookingExample = {
  ...base,
  name: 'twoDevelopments',
  answers: { ...weekAnswers, 'GET /developments': ok({ developments: [...sampleDevelopmentsResponse.developments, sampleHarbourLofts] }) },
};

/** The slots failed: "Could not load slots for facility." with the server's message and Try again. */
export const slotsError: FacilityBookingExample = {
  ...base,
  name: 'slotsError',
  answers: { ...weekAnswers, [GYM_SLOTS]: failure(500, 'The booking service is unavailable.') },
};

/** The bookings failed: "Could not fetch bookings per development" with the server's message and Try again. */
export const bookingsError: FacilityBookingExample = {
  ...base,
  name: 'bookingsError',
  answers: { ...weekAnswers, [DEVELOPMENT_BOOKINGS]: failure(500, 'The booking service is unavailable.') },
};

/** Booking is refused (someone took the slot meanwhile): "Unable to create the booking." above the form, the note kept. */
export const createFailed: FacilityBookingExample = {
  ...base,
  name: 'createFailed',
  steps: [{ optionByText: '10:00 AM to 10:30 AM Available' }, { type: { 'facilities.booking.noteOptional': 'With a trainer.' }, press: 'facilities.booking.confirm' }],
  answers: { ...weekAnswers, [`POST /facilities/${gym.id}/bookings`]: failure(409, 'This slot has just been booked by someone else.') },
};

/** Cancel booking pressed and confirmed, and cancelling fails: the Error Occurred dialog with "Could not change the state of booking.". */
export const cancelFailed: FacilityBookingExample = {
  ...bookingOpen,
  name: 'cancelFailed',
  steps: [cancelBooking, { ...cancelBooking, within: 'facilities.booking.cancelConfirm' }],
  answers: { ...weekAnswers, [`PUT /facilities/${gym.id}/bookings/${exampleGymBooking.id}/change-state`]: failure(500, 'The booking service is unavailable.') },
};

/** A new note saved, and saving fails: "The booking note could not be updated." above the note, the text kept. */
export const noteFailed: FacilityBookingExample = {
  ...bookingOpen,
  name: 'noteFailed',
  steps: [{ type: { 'facilities.booking.note': 'Bringing a guest.' }, press: 'facilities.booking.addNote' }],
  answers: { ...weekAnswers, [`POST /facilities/${gym.id}/bookings/${exampleGymBooking.id}/add-note`]: failure(500, 'The booking service is unavailable.') },
};

/** Nobody signed in: the compact sign-in. */
export const signedOut: FacilityBookingExample = { ...base, name: 'signedOut', session: null, answers: {} };

/**
 * Every named state.
 * @example for (const example of Object.values(facilityBookingExamples)) render(example);
 */
export const facilityBookingExamples = {
  loading,
  noFacilities,
  week,
  fullyBooked,
  emptyWeek,
  noneFreeWithinHorizon,
  atLimit,
  myBookings,
  bookingOpen,
  twoDevelopments,
  slotsError,
  bookingsError,
  createFailed,
  cancelFailed,
  noteFailed,
  signedOut,
} as const;
