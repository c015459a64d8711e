import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
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
