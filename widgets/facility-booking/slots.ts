// The calendar's rules (spec 2 §3, §4): the week and days shown, what the slot engine's answer
// means to the resident, and the lengths a flexible booking may take. Loaded with the calendar,
// on demand, with the slot engine.
import { londonDay } from '../../core/domain/london';
import { checkBooking, type BookingCheckInput } from '../../core/domain/slots';
import type { Facility, Slot } from '../../core/schemas/facilities';

/**
 * What a slot is to the person looking: free to book, taken by someone else, or their own.
 * @example const kind: SlotKind = 'mine';
 */
export type SlotKind = 'free' | 'taken' | 'mine';

/**
 * A slot's kind: available is free; a booked slot carries its ids only when it is the viewer's
 * (the engine's rule), so those are theirs and the rest are taken.
 * @example slotKind({ ...slot, status: 'booked', bookingUuid: null }) // 'taken'
 */
export function slotKind(slot: Slot): SlotKind {
  if (slot.status === 'available') return 'free';
  return slot.status === 'booked' && slot.bookingUuid ? 'mine' : 'taken';
}

/**
 * The slots grouped by the London day they start on, one (possibly empty) list per day asked for.
 * @example slotsByDay(slots, ['2026-11-23'])['2026-11-23']?.length
 */
export function slotsByDay(slots: readonly Slot[], days: readonly string[]): Record<string, Slot[]> {
  const grouped: Record<string, Slot[]> = Object.fromEntries(days.map((day) => [day, [] as Slot[]]));
  for (const slot of slots) grouped[londonDay(new Date(slot.startTime))]?.push(slot);
  return grouped;
}

// A flexible booking is never offered longer than a day.
const MAX_BOOKING_MINUTES = 24 * 60;

/**
 * The ends a booking starting with `slot` may have: a fixed slot its own end; a flexible one every
 * step of the minimum duration for as long as the slot engine allows it (free, open, within the
 * rules), so the resident can only choose what the API will accept.
 * @example bookableEnds(input, gym, slot) // ['…T07:30:00.000Z', '…T08:00:00.000Z']
 */
export function bookableEnds(input: BookingCheckInput, facility: Pick<Facility, 'slotType' | 'rules'>, slot: Slot): string[] {
  const step = facility.rules.minimumSlotDurationInMinutes;
  if (facility.slotType === 'fixed' || step <= 0) return [slot.endTime];
  const start = Date.parse(slot.startTime);
  const ends: string[] = [];
  for (let minutes = step; minutes <= MAX_BOOKING_MINUTES; minutes += step) {
    const endAt = new Date(start + minutes * 60_000).toISOString();
    if (checkBooking(input, { startAt: slot.startTime, endAt }) !== null) break;
    ends.push(endAt);
  }
  return ends.length > 0 ? ends : [slot.endTime];
}
