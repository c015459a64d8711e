import { formatTimeOfDay } from '../../../core/domain/dateTimeFormat';
import { addLondonDays, londonDay, londonWeekday, LONDON_TIME_ZONE } from '../../../core/domain/london';
import { computeSlots, nextFreeRange, nextFreeSlot, type SlotInput } from '../../../core/domain/slots';
import type { FacilityRules, Slot, SlotType } from '../../../core/schemas/facilities';
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
 * The Monday of the London week holding `day`: the first day of the preview that shows it.
 * @example mondayOf('2026-12-03') // '2026-11-30'
 */
export function mondayOf(day: string): string {
  return addLondonDays(day, -WEEKDAYS.indexOf(londonWeekday(day)));
}

/**
 * The coming week, Monday to Sunday in London, after the one `now` falls in.
 * @example nextWeek(new Date('2026-11-26T12:00:00Z')) // { fromDate: '2026-11-30', toDate: '2026-12-06' }
 */
export function nextWeek(now: Date): { fromDate: string; toDate: string } {
  const fromDate = addLondonDays(mondayOf(londonDay(now)), 7);
  return { fromDate, toDate: addLondonDays(fromDate, 6) };
}

// The preview shows what a resident is offered: nothing booked, the lead time and horizon kept.
const asResident = (facility: SlotInput['facility'], now: Date) => ({ facility, bookings: [], now, viewer: { userId: null, seesBeyondLimits: false } });

/**
 * The slots a resident would be offered in the week from `fromDate` (next week unless given)
 * under these rules, with nothing booked: the slot engine residents' calendars and the API use,
 * so the preview can never promise otherwise.
 * @example previewWeek({ slotType: 'flexible', rules }, new Date())[0]?.slots[0] // { start: '6:00 AM', end: '6:30 AM' }
 */
export function previewWeek(facility: { slotType: SlotType; rules: FacilityRules }, now: Date, fromDate = nextWeek(now).fromDate): PreviewDay[] {
  const toDate = addLondonDays(fromDate, 6);
  const slots = computeSlots({ ...asResident(facility, now), fromDate, toDate });
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
 * Why the week shown has no slot: closed every day, a fixed facility without fixed slots, a
 * horizon that ends before the week, or none of these (the lead time, or hours too short for a slot).
 */
export function emptyWeekReason(facility: { slotType: SlotType; rules: FacilityRules }, week: readonly PreviewDay[], now: Date): EmptyWeekReason {
  if (week.some((day) => day.slots.length > 0)) return null;
  if (week.every((day) => day.closed)) return 'closed';
  if (facility.slotType === 'fixed' && facility.rules.fixedSlots.length === 0) return 'noFixedSlots';
  const { horizon } = facility.rules;
  if (horizon !== null && addLondonDays(londonDay(now), horizon) < (week[0]?.day ?? nextWeek(now).fromDate)) return 'beyondHorizon';
  return 'none';
}

/**
 * The first slot a resident would be offered after `afterDay` (the preview's last day) with
 * nothing booked, within the horizon (core/domain `nextFreeRange`); `null` when there is none.
 * @example nextFreeAfter(settings, '2026-12-06', new Date())?.startTime
 */
export function nextFreeAfter(facility: { slotType: SlotType; rules: FacilityRules }, afterDay: string, now: Date): Slot | null {
  const input = asResident(facility, now);
  const range = nextFreeRange(input, afterDay);
  return range ? nextFreeSlot({ ...input, ...range }) : null;
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
