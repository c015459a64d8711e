// The facility booking area's public surface: the components (no side effects). `element.ts`
// defines the `portico-facility-booking` element.
export {
  FacilityBooking,
  FACILITY_QUERY_PARAMETER,
  BOOKING_QUERY_PARAMETER,
  type FacilityBookingProps,
  type BookingSelection,
} from './FacilityBooking';
export { Calendar, type CalendarProps, type CalendarMode } from './Calendar';
export { UpcomingBookings, type UpcomingBookingsProps } from './UpcomingBookings';
export { BOOKINGS_PAGE_SIZE, upcomingBookings, isActiveBooking, bookingDateTime, bookingPeriod } from './rules';
export { CancelBooking, BookingNoteForm, BOOKING_STATE_TEXT, type CancelBookingProps } from './BookingActions';
export { slotKind, slotsByDay, bookableEnds, type SlotKind } from './slots';
