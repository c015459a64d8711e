import { array, boolean, enums, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  clockTime,
  id,
  idList,
  isoDate,
  nonNegativeInteger,
  optionalText,
  textOrEmpty,
  webUrl,
} from './common';
import { datesInOrder, isoDateTime } from './instants';

/**
 * How a facility is booked: flexible (any start, a minimum duration) or fixed slots.
 *
 * @example
 * is('flexible', SlotType); // true
 */
export const SlotType = enums(['flexible', 'fixed']);
export type SlotType = Infer<typeof SlotType>;

/**
 * An image of a facility; one is the main image.
 *
 * @example
 * const image: FacilityImage = { id: 'img-gym', facilityUuid: 'f-gym', name: 'Gym', isMainImage: true, url: 'https://cdn.example.com/gym.jpg' };
 */
export const FacilityImage = type({
  id,
  facilityUuid: id,
  name: string(),
  isMainImage: boolean(),
  url: webUrl,
});
export type FacilityImage = Infer<typeof FacilityImage>;

/**
 * A day's opening hours as `HH:mm`; a closing hour of `00:00` means midnight at the end of the day
 *.
 *
 * @example
 * const weekday: OpeningHours = { openingHour: '06:00', closingHour: '22:00' };
 */
export const OpeningHours = type({ openingHour: clockTime, closingHour: clockTime });
export type OpeningHours = Infer<typeof OpeningHours>;

/**
 * Opening hours per weekday; `null` is closed all day.
 *
 * @example
 * const days: BusinessDays = { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday: weekend, sunday: weekend };
 */
export const BusinessDays = type({
  monday: nullable(OpeningHours),
  tuesday: nullable(OpeningHours),
  wednesday: nullable(OpeningHours),
  thursday: nullable(OpeningHours),
  friday: nullable(OpeningHours),
  saturday: nullable(OpeningHours),
  sunday: nullable(OpeningHours),
});
export type BusinessDays = Infer<typeof BusinessDays>;

/**
 * One fixed slot of a facility, offered on every day that is open (`BusinessDays`); an end of
 * `00:00` is midnight at the end of the day, and an end before the start ends the next day.
 *
 * @example
 * const morning: FixedSlot = { startTime: '08:00', endTime: '12:00' };
 */
export const FixedSlot = type({ startTime: clockTime, endTime: clockTime });
export type FixedSlot = Infer<typeof FixedSlot>;

/**
 * A facility's booking rules. `leadTime` is in minutes (how soon before its start a
 * slot can still be booked) and `horizon` in days (how far ahead; it ends at 23:59:59.999 of its
 * last day); `null` is no limit. Roles global, sl3 and sl4 may see past both.
 * `fixedSlots` are the slots of a fixed facility (empty for a flexible one).
 *
 * @example
 * const rules: FacilityRules = { leadTime: 60, horizon: 14, businessDays: days, minimumSlotDurationInMinutes: 30, bufferTimeInMinutes: 15, fixedSlots: [] };
 */
export const FacilityRules = type({
  leadTime: nullable(nonNegativeInteger),
  horizon: nullable(nonNegativeInteger),
  businessDays: BusinessDays,
  minimumSlotDurationInMinutes: nonNegativeInteger,
  bufferTimeInMinutes: nonNegativeInteger,
  fixedSlots: array(FixedSlot),
});
export type FacilityRules = Infer<typeof FacilityRules>;

/**
 * A bookable facility (`GET /facilities/{id}`). `users` are the ids of the users
 * allowed to book it.
 *
 * @example
 * const facility = create(json.data, Facility);
 * facility.slotType === 'flexible';
 */
export const Facility = type({
  id,
  developmentId: id,
  name: string(),
  description: nullable(string()),
  images: array(FacilityImage),
  users: array(id),
  slotType: SlotType,
  rules: FacilityRules,
});
export type Facility = Infer<typeof Facility>;

/**
 * `GET /facilities?developmentUuids=...` answers `data.facilities`.
 *
 * @example
 * const { facilities } = create(json.data, FacilitiesResponse);
 */
export const FacilitiesResponse = type({ facilities: array(Facility) });
export type FacilitiesResponse = Infer<typeof FacilitiesResponse>;

/**
 * `GET /facilities` query string: the developments, comma-separated or repeated.
 *
 * @example
 * const query = create({ developmentUuids: 'd-riverside,d-harbour' }, FacilityListQuery);
 */
export const FacilityListQuery = object({ developmentUuids: idList });
export type FacilityListQuery = Infer<typeof FacilityListQuery>;

/**
 * The state of a slot.
 *
 * @example
 * is('available', SlotStatus); // true
 */
export const SlotStatus = enums(['available', 'booked', 'unavailable']);
export type SlotStatus = Infer<typeof SlotStatus>;

/**
 * A slot of a facility. Flexible slots are generated in the browser as available; the
 * API sends fixed slots and the taken ones. The uuids are `null` on an available slot.
 *
 * @example
 * const slot: Slot = { bookedByUuid: 'u-olivia', bookingUuid: 'b-gym-1', userUuid: 'u-olivia', startTime: '2026-11-24T07:00:00.000Z', endTime: '2026-11-24T08:00:00.000Z', status: 'booked' };
 */
export const Slot = type({
  bookedByUuid: nullable(id),
  bookingUuid: nullable(id),
  userUuid: nullable(id),
  startTime: isoDateTime,
  endTime: isoDateTime,
  status: SlotStatus,
});
export type Slot = Infer<typeof Slot>;

/**
 * `GET /facilities/{id}/slots` answers `data.slots`.
 *
 * @example
 * const { slots } = create(json.data, SlotsResponse);
 */
export const SlotsResponse = type({ slots: array(Slot) });
export type SlotsResponse = Infer<typeof SlotsResponse>;

/**
 * `GET /facilities/{id}/slots` query string: both dates required, from not after to.
 *
 * @example
 * const query = create({ fromDate: '2026-11-23', toDate: '2026-11-29' }, SlotQuery);
 */
export const SlotQuery = datesInOrder(object({ fromDate: isoDate, toDate: isoDate }), 'fromDate', 'toDate');
export type SlotQuery = Infer<typeof SlotQuery>;

/**
 * The state of a booking; cancelled ones leave the upcoming list.
 *
 * @example
 * is('cancelled_by_staff', BookingState); // true
 */
export const BookingState = enums(['pending', 'confirmed', 'cancelled', 'cancelled_by_staff']);
export type BookingState = Infer<typeof BookingState>;

/**
 * A booking.
 *
 * @example
 * const booking = create(json.data, Booking);
 * booking.facility.name; // 'Gym'
 */
export const Booking = type({
  id,
  state: BookingState,
  startAt: isoDateTime,
  endAt: isoDateTime,
  facility: type({ id, name: string() }),
  // Staff see who booked (name and premises); a resident's own bookings carry only their id.
  contact: type({ id, fullName: optional(string()), premisesName: optional(nullable(string())) }),
  note: nullable(string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = Infer<typeof Booking>;

/**
 * `GET /facilities/{id}/bookings` and `GET /developments/{id}/bookings` answer `data.bookings`.
 *
 * @example
 * const { bookings } = create(json.data, BookingsResponse);
 */
export const BookingsResponse = type({ bookings: array(Booking) });
export type BookingsResponse = Infer<typeof BookingsResponse>;

/**
 * The bookings query string: an optional date range, from not after to.
 *
 * @example
 * const query = create({ fromDate: '2026-11-01' }, BookingsQuery);
 */
export const BookingsQuery = datesInOrder(
  object({ fromDate: optional(isoDate), toDate: optional(isoDate) }),
  'fromDate',
  'toDate',
);
export type BookingsQuery = Infer<typeof BookingsQuery>;

/**
 * The longest booking note, as long as a request message: spec 2 sets none, and a note is a line
 * or two for the staff (who is coming, what is needed).
 *
 * @example
 * BOOKING_NOTE_MAX // 500
 */
export const BOOKING_NOTE_MAX = 500;

/**
 * `POST /facilities/{id}/bookings`: start not after end, and an optional note. Whether the slot
 * fits the facility's rules is the API's check.
 *
 * @example
 * const booking: BookingCreate = { startAt: '2026-11-24T07:00:00.000Z', endAt: '2026-11-24T08:00:00.000Z', note: null };
 */
export const BookingCreate = datesInOrder(
  object({ startAt: isoDateTime, endAt: isoDateTime, note: optionalText({ max: BOOKING_NOTE_MAX, multiline: true }) }),
  'startAt',
  'endAt',
);
export type BookingCreate = Infer<typeof BookingCreate>;

/**
 * `PUT /facilities/{id}/bookings/{bookingId}/change-state`.
 *
 * @example
 * const change: BookingStateChange = { state: 'cancelled' };
 */
export const BookingStateChange = object({ state: BookingState });
export type BookingStateChange = Infer<typeof BookingStateChange>;

/**
 * `POST /facilities/{id}/bookings/{bookingId}/add-note`: the note replaces the previous one; an
 * empty note clears it; at most `BOOKING_NOTE_MAX` characters.
 *
 * @example
 * const note: BookingNoteRequest = { note: 'Bringing a guest.' };
 */
export const BookingNoteRequest = object({ note: textOrEmpty({ max: BOOKING_NOTE_MAX, multiline: true }) });
export type BookingNoteRequest = Infer<typeof BookingNoteRequest>;

/**
 * One facility's count in the user's booking info.
 *
 * @example
 * const entry: FacilityBookingAllowance = { facilityId: 'f-gym', upcomingBookings: 1, maxUpcomingBookings: 3 };
 */
export const FacilityBookingAllowance = type({
  facilityId: id,
  upcomingBookings: nonNegativeInteger,
  maxUpcomingBookings: nullable(nonNegativeInteger),
});
export type FacilityBookingAllowance = Infer<typeof FacilityBookingAllowance>;

/**
 * `GET /user/doctrine`: the user's booking info, reloaded after a booking changes
 *. Spec 2 does not show its fields; ours are the upcoming bookings per facility and
 * the cap, `null` when there is none.
 *
 * @example
 * const info: BookingInfo = { facilities: [{ facilityId: 'f-gym', upcomingBookings: 1, maxUpcomingBookings: 3 }] };
 */
export const BookingInfo = type({ facilities: array(FacilityBookingAllowance) });
export type BookingInfo = Infer<typeof BookingInfo>;
