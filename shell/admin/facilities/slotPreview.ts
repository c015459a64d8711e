import { formatTimeOfDay } from '../../../core/domain/dateTimeFormat';
import { addLondonDays, londonDay, londonWeekday, LONDON_TIME_ZONE } from '../../../core/domain/london';
import { computeSlots } from '../../../core/domain/slots';
import type { FacilityRules, SlotType } from '../../../core/schemas/facilities';
import { WEEKDAYS } from './facilityForm';

/** One day of the preview: its London day, whether the facility is closed, and its slots' times. */
export interface PreviewDay {
  day: string;
  closed: boolean;
  slots: { start: string; end: string }[];
}

/** Why a week shows no slot at all, or `null` when some day has one. */
export type EmptyWeekReason = 'closed' | 'noFixedSlots' | 'beyondHorizon' | 'none' | null;

/**
 * The coming week, Monday to Sunday in London, after the one `now` falls in.
 * @example nextWeek(new Date('2026-11-26T12:00:00Z')) // { fromDate: '2026-11-30', toDate: '2026-12-06' }
 */
export function nextWeek(now: Date): { fromDate: string; toDate: string } {
  const today = londonDay(now);
  const fromDate = addLondonDays(today, 7 - WEEKDAYS.indexOf(londonWeekday(today)));
  return { fromDate, toDate: addLondonDays(fromDate, 6) };
}

/**
 * The slots a resident would be offered next week under these rules, with nothing booked: the
 * slot engine residents' calendars and the API use, so the preview can never promise otherwise.
 * @example previewWeek({ slotType: 'flexible', rules }, new Date())[0]?.slots[0] // { start: '6:00 AM', end: '6:30 AM' }
 */
export function previewWeek(facility: { slotType: SlotType; rules: FacilityRules }, now: Date): PreviewDay[] {
  const { fromDate, toDate } = nextWeek(now);
  const slots = computeSlots({ facility, fromDate, toDate, bookings: [], now, viewer: { userId: null, seesBeyondLimits: false } });
  return Array.from({ length: 7 }, (_, index) => {
    const day = addLondonDays(fromDate, index);
    return {
      day,
      closed: facility.rules.businessDays[londonWeekday(day)] === null,
      slots: slots
        .filter((slot) => londonDay(new Date(slot.startTime)) === day)
        .map((slot) => ({ start: formatTimeOfDay(new Date(slot.startTime), LONDON_TIME_ZONE), end: formatTimeOfDay(new Date(slot.endTime), LONDON_TIME_ZONE) })),
    };
  });
}

/**
 * Why the week has no slot: closed every day, a fixed facility without fixed slots, a horizon
 * that ends before the week, or none of these (the lead time, or hours too short for a slot).
 */
export function emptyWeekReason(facility: { slotType: SlotType; rules: FacilityRules }, week: readonly PreviewDay[], now: Date): EmptyWeekReason {
  if (week.some((day) => day.slots.length > 0)) return null;
  if (week.every((day) => day.closed)) return 'closed';
  if (facility.slotType === 'fixed' && facility.rules.fixedSlots.length === 0) return 'noFixedSlots';
  const { horizon } = facility.rules;
  if (horizon !== null && addLondonDays(londonDay(now), horizon) < nextWeek(now).fromDate) return 'beyondHorizon';
  return 'none';
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/**
 * A London day as the preview names it.
 * @example previewDayLabel('2026-11-30') // 'Mon 30 Nov'
 */
export function previewDayLabel(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return dayLabel.format(new Date(Date.UTC(year, month - 1, date))).replace(',', '');
}
