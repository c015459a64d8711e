import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import type * as PartsModule from './bookingChunk';
import type * as CalendarModule from './calendarChunk';

/**
 * The calendar with the slot engine (core/domain `computeSlots`, Europe/London time), loaded on
 * demand: `FacilityBooking` fetches it as it mounts, side by side with its first call to the API
 * (the developments, then the facilities, then the slots), so the calendar never waits for it in
 * practice while the element's own file stays within its size budget.
 * @example <WithOnDemand module={calendarParts}>{(parts) => <parts.Calendar {...props} />}</WithOnDemand>
 */
export const calendarParts = onDemand<typeof CalendarModule>(() => import('./calendarChunk'));

/** The calendar from its chunk, with a spinner until it has loaded. */
export function Calendar(props: Parameters<(typeof CalendarModule)['Calendar']>[0]) {
  return <WithOnDemand module={calendarParts}>{(parts) => <parts.Calendar {...props} />}</WithOnDemand>;
}

/**
 * The module of the parts loaded on demand.
 * @example const form: BookingParts['BookingForm'] = parts.BookingForm;
 */
export type BookingParts = typeof PartsModule;

/**
 * The booking view's forms, loaded on demand in one chunk with react-hook-form (core/forms): the
 * booking form and one booking (its note, Cancel booking, Add to calendar with the calendar-file
 * writer). The calendar and the upcoming list stay light; the chunk is fetched as soon as the
 * calendar shows.
 * @example <WithOnDemand module={bookingParts}>{(parts) => <parts.BookingDetail {...props} />}</WithOnDemand>
 */
export const bookingParts = onDemand<BookingParts>(() => import('./bookingChunk'));

/** The booking form from the parts loaded on demand, with a spinner until they are. */
export function BookingForm(props: Parameters<BookingParts['BookingForm']>[0]) {
  return <WithOnDemand module={bookingParts}>{(parts) => <parts.BookingForm {...props} />}</WithOnDemand>;
}

/** One booking from the parts loaded on demand, with a spinner until they are. */
export function BookingDetail(props: Parameters<BookingParts['BookingDetail']>[0]) {
  return <WithOnDemand module={bookingParts}>{(parts) => <parts.BookingDetail {...props} />}</WithOnDemand>;
}
