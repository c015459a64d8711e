import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import type * as PartsModule from './bookingChunk';

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
