// The page side of bench/slots.bench.ts: computes a facility's slots over 60 days with the slot
// engine (core/domain/slots.ts), as the facility-booking element does in the browser, and times
// each call. Nothing here asserts a time (STYLE.md); bench/slots.bench.ts reports them.
import { type BookedPeriod, type SlotInput, computeSlots } from '../core/domain/slots';
import { addLondonDays, londonMidnight } from '../core/domain/london';
import { sampleFacility } from '../core/testing/samples/facilities';

/** What one call measured. */
export interface SlotsRun {
  /** Milliseconds for one `computeSlots` call. */
  time: number;
  available: number;
  booked: number;
}

declare global {
  interface Window {
    /** One `computeSlots` call over the 60 days. */
    runSlotsOnce: () => SlotsRun;
  }
}

export const DAYS = 60;
// A fixed moment (Monday 23 November 2026, 05:00 GMT), so every machine computes the same slots.
const now = new Date('2026-11-23T05:00:00.000Z');
const fromDate = '2026-11-23';
const toDate = addLondonDays(fromDate, DAYS - 1);

// The demo Gym (flexible, 30-minute steps, 15-minute buffer, 60-minute lead time) with a 60-day
// horizon, and two bookings a day, so the buffer check has work to do.
const facility: SlotInput['facility'] = { slotType: 'flexible', rules: { ...sampleFacility.rules, horizon: DAYS } };
const bookings: BookedPeriod[] = [];
for (let day = 0; day < DAYS; day += 1) {
  const midnight = londonMidnight(addLondonDays(fromDate, day));
  for (const [hour, userId] of [[9, 'usr-sam-subtenant'], [18, 'usr-olivia-owner']] as const) {
    const start = midnight + hour * 3_600_000;
    bookings.push({ bookingId: `bkg-${day}-${hour}`, userId, startAt: new Date(start).toISOString(), endAt: new Date(start + 3_600_000).toISOString() });
  }
}
const input: SlotInput = { facility, fromDate, toDate, bookings, now, viewer: { userId: 'usr-olivia-owner', seesBeyondLimits: false } };

window.runSlotsOnce = () => {
  const start = performance.now();
  const slots = computeSlots(input);
  const time = performance.now() - start;
  const available = slots.filter((slot) => slot.status === 'available').length;
  return { time, available, booked: slots.length - available };
};
