// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import {
  getBooking,
  getBookingInfo,
  getDevelopmentBookings,
  getFacility,
  getFacilityBookings,
  getSlots,
  listFacilities,
} from '../api/endpoints/facilities';
import { getUserMetadata } from '../api/endpoints/user';
import type { Booking, BookingInfo, Facility, Slot } from '../schemas/facilities';
import type { UserMetadata } from '../schemas/user';
import { resourceStore, type ResourceStore } from './query';

// spec 2 §4: creating a booking, or changing its state or note, reads the bookings, the slots
// and the user's booking info again. Every such change is announced under /facilities/.
const BOOKING_CHANGES = ['/facilities/'];

/** Splits a store's param back into the parts `key` joined. */
const parts = (param: string) => param.split('|');
const key = (...values: (string | undefined)[]) => values.map((value) => value ?? '').join('|');

const facilities = { name: 'facilities', load: (developmentId: string) => listFacilities([developmentId]) };

/**
 * `GET /facilities?developmentUuids=`: the facilities of one development that the user may book.
 * @example const { data } = useStore(facilitiesStore('dev-riverside-wharf'));
 */
export function facilitiesStore(developmentId: string): ResourceStore<Facility[]> {
  return resourceStore(facilities, developmentId);
}

const facility = { name: 'facility', load: (facilityId: string) => getFacility(facilityId) };

/**
 * `GET /facilities/{id}`: one facility with its rules.
 * @example const { data } = useStore(facilityStore('fac-riverside-gym'));
 */
export function facilityStore(facilityId: string): ResourceStore<Facility> {
  return resourceStore(facility, facilityId);
}

const slots = {
  name: 'facility-slots',
  load: (param: string) => {
    const [facilityId = '', fromDate = '', toDate = ''] = parts(param);
    return getSlots(facilityId, { fromDate, toDate });
  },
  changedBy: BOOKING_CHANGES,
};

/**
 * `GET /facilities/{id}/slots` for London days `fromDate` to `toDate`; a booking made, cancelled
 * or noted reads it again.
 * @example const { data } = useStore(slotsStore('fac-riverside-gym', '2026-11-23', '2026-11-29'));
 */
export function slotsStore(facilityId: string, fromDate: string, toDate: string): ResourceStore<Slot[]> {
  return resourceStore(slots, key(facilityId, fromDate, toDate));
}

/** A bookings list of one facility or development, by `<id>|<fromDate>|<toDate>`. */
const bookingsResource = (name: string, load: typeof getFacilityBookings) => ({
  name,
  load: (param: string) => {
    const [id = '', fromDate, toDate] = parts(param);
    return load(id, { fromDate: fromDate || undefined, toDate: toDate || undefined });
  },
  changedBy: BOOKING_CHANGES,
});
const facilityBookings = bookingsResource('facility-bookings', getFacilityBookings);
const developmentBookings = bookingsResource('development-bookings', getDevelopmentBookings);

/**
 * `GET /facilities/{id}/bookings`, optionally between two days.
 * @example const { data } = useStore(facilityBookingsStore('fac-riverside-gym', { fromDate: '2026-11-26' }));
 */
export function facilityBookingsStore(facilityId: string, range: { fromDate?: string; toDate?: string } = {}): ResourceStore<Booking[]> {
  return resourceStore(facilityBookings, key(facilityId, range.fromDate, range.toDate));
}

/**
 * `GET /developments/{id}/bookings`, optionally between two days: the user's bookings there (the
 * upcoming bookings list).
 * @example const { data } = useStore(developmentBookingsStore('dev-riverside-wharf', { fromDate: '2026-11-26' }));
 */
export function developmentBookingsStore(developmentId: string, range: { fromDate?: string; toDate?: string } = {}): ResourceStore<Booking[]> {
  return resourceStore(developmentBookings, key(developmentId, range.fromDate, range.toDate));
}

const booking = {
  name: 'booking',
  load: (param: string) => {
    const [facilityId = '', bookingId = ''] = parts(param);
    return getBooking(facilityId, bookingId);
  },
  changedBy: BOOKING_CHANGES,
};

/**
 * `GET /facilities/{id}/bookings/{bookingId}`: one booking, read again when it changes.
 * @example const { data } = useStore(bookingStore('fac-riverside-gym', 'bkg-gym-upcoming'));
 */
export function bookingStore(facilityId: string, bookingId: string): ResourceStore<Booking> {
  return resourceStore(booking, key(facilityId, bookingId));
}

/**
 * `GET /user/doctrine`: the user's booking info (upcoming bookings per facility and the cap),
 * read again after every booking change.
 * @example const { data } = useStore($bookingInfo);
 */
export const $bookingInfo: ResourceStore<BookingInfo> = resourceStore({ name: 'booking-info', load: () => getBookingInfo(), changedBy: BOOKING_CHANGES });

/**
 * `GET /user/metadata`: the user meta, with the facilities booking settings (the calendar view).
 * @example const { data } = useStore($userMetadata); data?.facilitiesBooking.calendarView
 */
export const $userMetadata: ResourceStore<UserMetadata> = resourceStore({ name: 'user-metadata', load: () => getUserMetadata(), changedBy: ['/user/metadata'] });
