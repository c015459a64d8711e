// Invariants of the slot engine over random rules, bookings, viewers and moments (fast-check).
// Moments cluster round both 2026 clock changes, and opening hours include the hour that is
// skipped or repeated, so the time-zone edges are drawn often.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { BusinessDays, Facility, FixedSlot, OpeningHours, Slot } from '../schemas';
import { addLondonDays, londonDay, londonMidnight, londonTime, londonWeekday } from './london';
import { type BookedPeriod, type SlotInput, bookedPeriodsFromSlots, checkBooking, computeSlots } from './slots';

const RUNS = { numRuns: 100 };
const MINUTE = 60_000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const USERS = ['usr-olivia-owner', 'usr-sam-subtenant', 'usr-dee-downgraded'];

function clock(minutes: number): string {
  const wrapped = minutes % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

const openingHours: fc.Arbitrary<OpeningHours | null> = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 0, max: 288 }))
    .map(([open, close]) => ({ openingHour: clock(open * 5), closingHour: clock(close * 5) })),
  { freq: 4 },
);

// Fixed slots that do not overlap: consecutive pairs of sorted cut points in a day (an end at
// 24:00 is written 00:00).
const fixedSlots: fc.Arbitrary<FixedSlot[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 48 }), { minLength: 2, maxLength: 8 })
  .map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const slots: FixedSlot[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2) {
      slots.push({ startTime: clock((sorted[index] as number) * 30), endTime: clock((sorted[index + 1] as number) * 30) });
    }
    return slots;
  });

const facility: fc.Arbitrary<Pick<Facility, 'slotType' | 'rules'>> = fc
  .record({
    slotType: fc.constantFrom('flexible' as const, 'fixed' as const),
    leadTime: fc.option(fc.integer({ min: 0, max: 3000 })),
    horizon: fc.option(fc.integer({ min: 0, max: 40 })),
    days: fc.tuple(openingHours, openingHours, openingHours, openingHours, openingHours, openingHours, openingHours),
    minimum: fc.integer({ min: 5, max: 240 }),
    buffer: fc.integer({ min: 0, max: 90 }),
    fixed: fixedSlots,
  })
  .map(({ slotType, leadTime, horizon, days, minimum, buffer, fixed }) => ({
    slotType,
    rules: {
      leadTime,
      horizon,
      businessDays: Object.fromEntries(WEEKDAYS.map((day, index) => [day, days[index]])) as BusinessDays,
      minimumSlotDurationInMinutes: slotType === 'fixed' ? Math.min(minimum, 30) : minimum,
      bufferTimeInMinutes: buffer,
      fixedSlots: slotType === 'fixed' ? fixed : [],
    },
  }));

// Minutes since a base instant, around the clock changes (29 March, 25 October 2026) or anywhere
// in the year.
const moment: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 20 * 1440 }).map((minutes) => Date.parse('2026-03-18T00:00:00Z') + minutes * MINUTE),
  fc.integer({ min: 0, max: 20 * 1440 }).map((minutes) => Date.parse('2026-10-14T00:00:00Z') + minutes * MINUTE),
  fc.integer({ min: 0, max: 365 * 1440 }).map((minutes) => Date.parse('2026-01-01T00:00:00Z') + minutes * MINUTE),
);

const scenario: fc.Arbitrary<SlotInput> = fc
  .record({
    facility,
    now: moment,
    fromOffset: fc.integer({ min: -2, max: 12 }),
    span: fc.integer({ min: 0, max: 10 }),
    bookings: fc.array(
      fc.record({
        // In steps of 5 minutes: from a day before the range to 12 days into it, up to 4 hours long.
        offset: fc.integer({ min: -288, max: 12 * 288 }),
        length: fc.integer({ min: 1, max: 48 }),
        user: fc.constantFrom(...USERS),
      }),
      { maxLength: 12 },
    ),
    viewer: fc.record({ userId: fc.option(fc.constantFrom(...USERS)), seesBeyondLimits: fc.boolean() }),
  })
  .map(({ facility: rules, now, fromOffset, span, bookings, viewer }) => {
    const fromDate = addLondonDays(londonDay(now), fromOffset);
    const start = londonMidnight(fromDate);
    const booked: BookedPeriod[] = bookings.map((booking, index) => ({
      bookingId: `bkg-${index}`,
      userId: booking.user,
      startAt: new Date(start + booking.offset * 5 * MINUTE).toISOString(),
      endAt: new Date(start + (booking.offset + booking.length) * 5 * MINUTE).toISOString(),
    }));
    return { facility: rules, fromDate, toDate: addLondonDays(fromDate, span), bookings: booked, now: new Date(now), viewer };
  });

const times = (slot: Slot) => ({ start: Date.parse(slot.startTime), end: Date.parse(slot.endTime) });
const availableOf = (input: SlotInput) => computeSlots(input).filter((slot) => slot.status === 'available').map(times);

describe('computeSlots invariants', () => {
  test('slots are sorted by start, and available slots overlap neither each other nor any other slot', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const answered = computeSlots(input);
        // Instants are written as Date#toISOString writes them.
        for (const slot of answered) expect([slot.startTime, slot.endTime]).toEqual([new Date(slot.startTime).toISOString(), new Date(slot.endTime).toISOString()]);
        const slots = answered.map((slot) => ({ ...times(slot), status: slot.status }));
        slots.slice(1).forEach((slot, index) => expect(slot.start).toBeGreaterThanOrEqual((slots[index] as { start: number }).start));
        const available = slots.filter((slot) => slot.status === 'available');
        available.slice(1).forEach((slot, index) => expect(slot.start).toBeGreaterThanOrEqual((available[index] as { end: number }).end));
      }),
      RUNS,
    );
  });

  test('no available slot overlaps a booking or its buffer', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const buffer = input.facility.rules.bufferTimeInMinutes * MINUTE;
        for (const slot of availableOf(input)) {
          for (const booking of input.bookings) {
            const overlaps = slot.start < Date.parse(booking.endAt) + buffer && slot.end > Date.parse(booking.startAt) - buffer;
            expect(overlaps).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  test('every available slot lies on the asked days, within opening hours (or is a fixed slot of an open day), and lasts at least the minimum', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { rules } = input.facility;
        for (const slot of availableOf(input)) {
          const day = londonDay(slot.start);
          expect(day >= input.fromDate && day <= input.toDate).toBe(true);
          const hours = rules.businessDays[londonWeekday(day)];
          expect(hours).not.toBeNull();
          if (!hours) continue;
          expect(slot.end - slot.start).toBeGreaterThanOrEqual(rules.minimumSlotDurationInMinutes * MINUTE);
          if (input.facility.slotType === 'flexible') {
            const open = londonTime(day, hours.openingHour);
            const close = hours.closingHour === '00:00' ? londonMidnight(addLondonDays(day, 1)) : londonTime(day, hours.closingHour);
            expect(slot.start).toBeGreaterThanOrEqual(open);
            expect(slot.end).toBeLessThanOrEqual(close);
            expect((slot.start - open) % (rules.minimumSlotDurationInMinutes * MINUTE)).toBe(0);
          } else {
            const starts = rules.fixedSlots.map((fixed) => londonTime(day, fixed.startTime));
            expect(starts).toContain(slot.start);
          }
        }
      }),
      RUNS,
    );
  });

  test('no slot is in the past; none is inside the lead time or after the horizon unless the viewer sees beyond them', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { leadTime, horizon } = input.facility.rules;
        const now = input.now.getTime();
        const horizonEnd = horizon === null ? Infinity : londonMidnight(addLondonDays(londonDay(now), horizon + 1)) - 1;
        for (const slot of availableOf(input)) {
          expect(slot.start).toBeGreaterThanOrEqual(now);
          if (input.viewer.seesBeyondLimits) continue;
          expect(slot.start).toBeGreaterThanOrEqual(now + (leadTime ?? 0) * MINUTE);
          expect(slot.start).toBeLessThanOrEqual(horizonEnd);
        }
      }),
      RUNS,
    );
  });

  test('a booked slot names its booking only to the one who booked it', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const slot of computeSlots(input).filter((each) => each.status === 'booked')) {
          const mine = slot.userUuid !== null;
          if (mine) expect(slot.userUuid).toBe(input.viewer.userId);
          expect([slot.bookedByUuid, slot.bookingUuid].every((value) => (value === null) === !mine)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test('the browser, given only the booked slots the API answers, computes the same slots', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const server = computeSlots(input);
        expect(computeSlots({ ...input, bookings: bookedPeriodsFromSlots(server) })).toEqual(server);
      }),
      RUNS,
    );
  });
});

describe('checkBooking agrees with computeSlots', () => {
  test('every available slot is accepted', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const slot of computeSlots(input).filter((each) => each.status === 'available')) {
          expect(checkBooking(input, { startAt: slot.startTime, endAt: slot.endTime })).toBeNull();
        }
      }),
      RUNS,
    );
  });

  test('a flexible booking over consecutive available steps of one day is accepted', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.integer({ min: 2, max: 6 }), (input, pick, steps) => {
        if (input.facility.slotType !== 'flexible') return;
        const available = computeSlots(input).filter((each) => each.status === 'available');
        const first = pick % Math.max(available.length, 1);
        const run = available.slice(first, first + steps);
        if (run.length < steps) return;
        const consecutive = run.every((slot, index) => index === 0 || slot.startTime === run[index - 1]?.endTime);
        const oneDay = new Set(run.map((slot) => londonDay(Date.parse(slot.startTime)))).size === 1;
        if (!consecutive || !oneDay) return;
        expect(checkBooking(input, { startAt: run[0]!.startTime, endAt: run.at(-1)!.endTime })).toBeNull();
      }),
      RUNS,
    );
  });

  test('an available slot is refused as overlapping once someone books into it or its buffer', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.integer({ min: 0, max: 12 }), (input, pick, shift) => {
        const available = computeSlots(input).filter((each) => each.status === 'available');
        const slot = available[pick % Math.max(available.length, 1)];
        if (!slot) return;
        // A short booking somewhere from the slot's start up to its end plus the buffer.
        const span = Date.parse(slot.endTime) - Date.parse(slot.startTime) + input.facility.rules.bufferTimeInMinutes * MINUTE;
        const start = Date.parse(slot.startTime) + Math.floor((span * shift) / 13);
        const booking: BookedPeriod = { bookingId: 'bkg-new', userId: 'usr-other', startAt: new Date(start).toISOString(), endAt: new Date(start + MINUTE).toISOString() };
        expect(checkBooking({ ...input, bookings: [...input.bookings, booking] }, { startAt: slot.startTime, endAt: slot.endTime })).toBe('overlaps');
      }),
      RUNS,
    );
  });

  test('a booking made by the rules is then refused to anyone else', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const booking of input.bookings) {
          expect(checkBooking(input, { startAt: booking.startAt, endAt: booking.endAt })).not.toBeNull();
        }
      }),
      RUNS,
    );
  });
});
