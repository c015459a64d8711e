// The date-and-time display format (spec 1 §9, spec 2 §9: MMM d, y, h:mm a) of any date input,
// apart from dates.ts so that only the views that show it carry it (see the note in dates.ts).
import { toDate, type DateInput } from './dateInput';
import { formatInstant } from './dateTimeFormat';

/**
 * Any other date, `MMM d, y, h:mm a`, in the reader's time zone; empty text when there is no
 * (valid) date.
 * @example formatDateTime('2026-03-01T14:05:00Z') // 'Mar 1, 2026, 2:05 PM' in London
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatInstant(date) : '';
}
