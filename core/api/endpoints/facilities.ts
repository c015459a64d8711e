import {
  Booking,
  BookingInfo,
  BookingsResponse,
  FacilitiesResponse,
  Facility,
  SlotsResponse,
  type BookingCreate,
  type BookingsQuery,
  type BookingState,
  type Slot,
  type SlotQuery,
} from '../../schemas/facilities';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

// spec 2 §7 Facilities and bookings, the calls a resident makes, with the user's booking info
// (`GET /user/doctrine`; the facilities booking settings, `/user/metadata`, are in user.ts). A
// failure is an `ApiError` whose message starts with the spec 2 §8 text of the call (a caller's
// own `errorPrefix` wins). Apart from user.ts, which every element loads: a bundler places a
// module's code by which entries reach the module, so the booking schemas stay with the booking view. Every change is announced under `/facilities/{id}/bookings`, so the stores of
// bookings, slots and booking info read again (spec 2 §4).

/**
 * The path under which a facility's bookings change: what the booking stores listen for.
 * @example facilityBookingsPath('fac-riverside-gym') // '/facilities/fac-riverside-gym/bookings'
 */
export function facilityBookingsPath(facilityId: string): string {
  return apiPath`/facilities/${facilityId}/bookings`;
}

/**
 * `GET /facilities?developmentUuids=`: the facilities of the developments that the user may book
 * (the API answers only those).
 * @example const facilities = await listFacilities(['dev-riverside-wharf']);
 */
export async function listFacilities(developmentIds: readonly string[], call?: CallOptions): Promise<Facility[]> {
  const { facilities } = await request({
    method: 'GET',
    path: '/facilities',
    query: { developmentUuids: developmentIds.join(',') },
    schema: FacilitiesResponse,
    ...call,
  });
  return facilities;
}

/**
 * `GET /facilities/{id}`: one facility with its rules.
 * @example const gym = await getFacility('fac-riverside-gym');
 */
export function getFacility(facilityId: string, call?: CallOptions): Promise<Facility> {
  return request({ method: 'GET', path: apiPath`/facilities/${facilityId}`, schema: Facility, ...call });
}

/**
 * `GET /facilities/{id}/slots`: the facility's slots between two London days (inclusive), the
 * booked ones among them. Fails with "Could not load slots for facility.".
 * @example const slots = await getSlots('fac-riverside-gym', { fromDate: '2026-11-23', toDate: '2026-11-29' });
 */
export async function getSlots(facilityId: string, range: SlotQuery, call?: CallOptions): Promise<Slot[]> {
  const { slots } = await request({
    method: 'GET',
    path: apiPath`/facilities/${facilityId}/slots`,
    query: { fromDate: range.fromDate, toDate: range.toDate },
    schema: SlotsResponse,
    errorPrefix: t('errors.slots.load'),
    ...call,
  });
  return slots;
}

/**
 * `GET /facilities/{id}/bookings`, optionally between two days. Fails with "Could not fetch
 * bookings per facility".
 * @example const bookings = await getFacilityBookings('fac-riverside-gym', { fromDate: '2026-11-26' });
 */
export async function getFacilityBookings(facilityId: string, range: BookingsQuery = {}, call?: CallOptions): Promise<Booking[]> {
  const { bookings } = await request({ method: 'GET', path: facilityBookingsPath(facilityId), query: bookingsRange(range), schema: BookingsResponse, errorPrefix: t('errors.booking.fetchByFacility'), ...call });
  return bookings;
}

/**
 * `GET /developments/{id}/bookings`, optionally between two days: the user's bookings there.
 * Fails with "Could not fetch bookings per development".
 * @example const bookings = await getDevelopmentBookings('dev-riverside-wharf', { fromDate: '2026-11-26' });
 */
export async function getDevelopmentBookings(developmentId: string, range: BookingsQuery = {}, call?: CallOptions): Promise<Booking[]> {
  const { bookings } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/bookings`, query: bookingsRange(range), schema: BookingsResponse, errorPrefix: t('errors.booking.fetchByDevelopment'), ...call });
  return bookings;
}

// The range as a query: the calls' paths stay literal, so the authorisation matrix's scan of the
// portal's calls can read them.
const bookingsRange = (range: BookingsQuery) => ({ fromDate: range.fromDate, toDate: range.toDate });

/**
 * `GET /facilities/{id}/bookings/{bookingId}`: one booking (someone else's is a 404).
 * @example const booking = await getBooking('fac-riverside-gym', 'bkg-gym-upcoming');
 */
export function getBooking(facilityId: string, bookingId: string, call?: CallOptions): Promise<Booking> {
  return request({ method: 'GET', path: apiPath`/facilities/${facilityId}/bookings/${bookingId}`, schema: Booking, ...call });
}

/**
 * `POST /facilities/{id}/bookings`: books a slot; answers the booking. Fails with "Unable to
 * create the booking." and the API's reason (a slot taken meanwhile, a rule broken).
 * @example const booking = await createBooking('fac-riverside-gym', { startAt, endAt, note: 'With a trainer.' });
 */
export async function createBooking(facilityId: string, body: BookingCreate, call?: CallOptions): Promise<Booking> {
  const booking = await request({
    method: 'POST',
    path: facilityBookingsPath(facilityId),
    body,
    schema: Booking,
    errorPrefix: t('errors.booking.create'),
    ...call,
  });
  return announceChange(facilityBookingsPath(facilityId), booking);
}

/**
 * `PUT /facilities/{id}/bookings/{bookingId}/change-state`: a resident cancels their booking.
 * Fails with "Could not change the state of booking.".
 * @example await changeBookingState('fac-riverside-gym', 'bkg-gym-upcoming', 'cancelled');
 */
export async function changeBookingState(facilityId: string, bookingId: string, state: BookingState, call?: CallOptions): Promise<Booking> {
  const path = apiPath`/facilities/${facilityId}/bookings/${bookingId}/change-state`;
  const booking = await request({ method: 'PUT', path, body: { state }, schema: Booking, errorPrefix: t('errors.booking.changeState'), ...call });
  return announceChange(path, booking);
}

/**
 * `POST /facilities/{id}/bookings/{bookingId}/add-note`: replaces the booking's note (empty
 * clears it). Fails with "The booking note could not be updated.".
 * @example await addBookingNote('fac-riverside-gym', 'bkg-gym-upcoming', 'Bringing a guest.');
 */
export async function addBookingNote(facilityId: string, bookingId: string, note: string, call?: CallOptions): Promise<Booking> {
  const path = apiPath`/facilities/${facilityId}/bookings/${bookingId}/add-note`;
  const booking = await request({ method: 'POST', path, body: { note }, schema: Booking, errorPrefix: t('errors.booking.updateNote'), ...call });
  return announceChange(path, booking);
}

/**
 * `GET /user/doctrine`: the user's booking info (upcoming bookings per facility and the cap).
 * @example const { facilities } = await getBookingInfo();
 */
export function getBookingInfo(call?: CallOptions): Promise<BookingInfo> {
  return request({ method: 'GET', path: '/user/doctrine', schema: BookingInfo, ...call });
}
