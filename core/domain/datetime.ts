// The date-and-time display format (spec 1 §9, spec 2 §9: MMM d, y, h:mm a), apart from dates.ts
// so that only the views that show it carry it (see the note in dates.ts).
import { toDate, type DateInput } from './dateInput';

/**
 * Any other date, `MMM d, y, h:mm a`; empty text when there is no (valid) date.
 * @example formatDateTime('2026-03-01T14:05:00Z') // 'Mar 1, 2026, 2:05 PM' in London
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  // Assembled from parts: ICU puts a narrow no-break space before AM/PM, the format a plain one.
  const parts = Object.fromEntries(dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

// `MMM d, y, h:mm a` in English month abbreviations whatever the browser's language.
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
