// The slot engine on every day of 2026, both clock changes included, at 00:15, 12:00 and 23:30
// London: the free slots of the demo facilities are exactly those an independent reading of their
// rules gives (London wall-clock times through Intl, core/testing/zones.ts), and checkBooking
// answers the lead time, the horizon and the opening days the same way. Each sweep runs in the
// machine's zone and again with the process in New York and in Auckland time, so nothing may
// read the machine's zone. slots.test.ts and slots.property.test.ts hold the single cases and
// random rules; this file holds the calendar.
import { describe, expect, test, vi } from 'vitest';
import type { Slot } from '../schemas';
import { demoIds } from '../schemas/demo-ids';
import { sampleFacility, sampleFixedFacility } from '../testing/samples/facilities';
import { type FacilityRules as Rules, everyHour, roofTerrace } from '../testing/facilities';
import { TEST_ZONES, daysFrom, inZone, londonAt, londonInstant, londonWall, plusDays, weekdayOf } from '../testing/zones';
import { type BookedPeriod, type BookingRefusal, checkBooking, computeSlots } from './slots';

// A year's sweep takes a second or two; on a loaded machine, more than the default five.
vi.setConfig({ testTimeout: 60_000 });

const MINUTE = 60_000;
const YEAR = daysFrom('2026-01-01', '2026-12-31');
const TIMES = ['00:15', '12:00', '23:30'];

// docs/demo-data.md's three facilities: the Gym and the Guest Suite as the samples hold them, the Roof
// Terrace of Harbour Lofts (weekends only).
const facilities: Record<string, Rules> = { gym: sampleFacility, guestSuite: sampleFixedFacility, roofTerrace };

const olivia = { userId: demoIds.olivia, seesBeyondLimits: false };
const officer = { userId: demoIds.otto, seesBeyondLimits: true };

interface Period {
  start: number;
  end: number;
}

interface OracleSlot extends Period {
  /** The London day it starts on. */
  day: string;
}

// A day's slots by the rules alone, read as wall-clock times. The demo facilities open after 02:00,
// so a clock change never falls inside their hours and each step of the minimum is as long on the
// wall clock as in elapsed time; the oracle checks that rather than assumes it.
const oracleCache = new Map<string, OracleSlot[]>();
function oracleDay(name: string, day: string): OracleSlot[] {
  const key = `${name} ${day}`;
  let slots = oracleCache.get(key);
  if (slots) return slots;
  const { slotType, rules } = facilities[name]!;
  const hours = rules.businessDays[weekdayOf(day)];
  slots = [];
  if (hours && slotType === 'fixed') {
    for (const fixed of rules.fixedSlots) slots.push({ day, start: londonAt(day, fixed.startTime), end: londonAt(day, fixed.endTime) });
  } else if (hours) {
    const minimum = rules.minimumSlotDurationInMinutes;
    const open = minutesOf(hours.openingHour);
    const close = hours.closingHour === '00:00' ? 1440 : minutesOf(hours.closingHour);
    for (let start = open; start + minimum <= close; start += minimum) {
      const end = start + minimum;
      slots.push({ day, start: londonAt(day, clock(start)), end: end === 1440 ? londonAt(plusDays(day, 1), '00:00') : londonAt(day, clock(end)) });
    }
  }
  const minutes = slotType === 'fixed' ? 240 : rules.minimumSlotDurationInMinutes;
  expect(slots.filter((slot) => slot.end - slot.start !== minutes * MINUTE), key).toEqual([]);
  oracleCache.set(key, slots);
  return slots;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const periodOf = (slot: Slot): Period => ({ start: Date.parse(slot.startTime), end: Date.parse(slot.endTime) });
const iso = (instant: number) => new Date(instant).toISOString();

// Bookings placed relative to today, so that every sweep has a neighbour's booking and the
// viewer's own near the lead time (the Roof Terrace's holds a slot only when tomorrow is a weekend).
function bookingsFor(name: string, today: string): BookedPeriod[] {
  const at = (days: number, from: string, to: string, userId: string, id: string): BookedPeriod => ({
    bookingId: id,
    userId,
    startAt: iso(londonAt(plusDays(today, days), from)),
    endAt: iso(londonAt(plusDays(today, days), to)),
  });
  if (name === 'gym') return [at(1, '09:00', '10:00', demoIds.sam, 'bkg-sam'), at(2, '18:00', '19:00', demoIds.olivia, 'bkg-olivia')];
  if (name === 'guestSuite') return [at(2, '12:00', '16:00', demoIds.olivia, 'bkg-suite')];
  return [at(1, '11:00', '12:00', demoIds.dee, 'bkg-roof')];
}

/** One moment of the sweep for one facility, and what the rules say of it. */
interface Case {
  label: string;
  now: number;
  today: string;
  /** The horizon's last day. */
  lastDay: string;
  bookings: BookedPeriod[];
  /**
   * The days asked for: today and the next three (the lead time's edge, up to the Guest Suite's
   * 48 hours), and the horizon's last day with the day either side of it.
   */
  windows: [string, string][];
  /** Every slot of those days by the rules alone, in order. */
  all: OracleSlot[];
  free: OracleSlot[];
}

// Worked out once for the file: the zone the engine later runs in plays no part in the oracle.
const cases: Record<string, Case[]> = Object.fromEntries(
  Object.keys(facilities).map((name) => [
    name,
    YEAR.flatMap((day) =>
      TIMES.map((time) => {
        const now = londonAt(day, time);
        const { leadTime, horizon, bufferTimeInMinutes } = facilities[name]!.rules;
        const lastDay = plusDays(day, horizon!);
        const bookings = bookingsFor(name, day);
        const buffer = bufferTimeInMinutes * MINUTE;
        const blocked = bookings.map((booking) => ({ start: Date.parse(booking.startAt) - buffer, end: Date.parse(booking.endAt) + buffer }));
        const windows: [string, string][] = [
          [day, plusDays(day, 3)],
          [plusDays(lastDay, -1), plusDays(lastDay, 1)],
        ];
        const all = windows.flatMap(([from, to]) => daysFrom(from, to)).flatMap((each) => oracleDay(name, each));
        const free = all.filter(
          (slot) => slot.start >= now + (leadTime ?? 0) * MINUTE && slot.day <= lastDay && blocked.every((block) => slot.end <= block.start || slot.start >= block.end),
        );
        return { label: `${day} ${time}`, now, today: day, lastDay, bookings, windows, all, free };
      }),
    ),
  ]),
);

/** What a resident is told when booking `slot`, by the rules as written. */
function refusalFor(name: string, { now, bookings, lastDay }: Case, slot: OracleSlot): BookingRefusal | null {
  const { leadTime, bufferTimeInMinutes, businessDays } = facilities[name]!.rules;
  if (slot.start < now) return 'past';
  if (!businessDays[weekdayOf(slot.day)]) return 'closed';
  if (slot.start < now + (leadTime ?? 0) * MINUTE) return 'too-soon';
  if (slot.day > lastDay) return 'beyond-horizon';
  const buffer = bufferTimeInMinutes * MINUTE;
  const clash = bookings.some((booking) => slot.start < Date.parse(booking.endAt) + buffer && slot.end > Date.parse(booking.startAt) - buffer);
  return clash ? 'overlaps' : null;
}

describe.each(TEST_ZONES)('with the process in %s', (zone) => {
  test.each(Object.keys(facilities))('%s: on every day of 2026 at 00:15, 12:00 and 23:30, the free slots are exactly those the rules give', (name) => {
    const facility = facilities[name]!;
    const wrong: unknown[] = [];
    inZone(zone, () => {
      for (const { label, now, bookings, windows, free } of cases[name]!) {
        const slots = windows.flatMap(([fromDate, toDate]) => computeSlots({ facility, fromDate, toDate, bookings, now: new Date(now), viewer: olivia }));
        const answered = slots.filter((slot) => slot.status === 'available');
        if (answered.length !== free.length || answered.some((slot, index) => Date.parse(slot.startTime) !== free[index]!.start || Date.parse(slot.endTime) !== free[index]!.end)) {
          wrong.push({ label, answered: answered.map(periodOf), free });
        }
        // The bookings all lie ahead in the first window, so each shows as booked there, and only
        // the viewer's says whose.
        const booked = slots.filter((slot) => slot.status === 'booked').map((slot) => `${slot.startTime} ${slot.endTime} ${slot.bookingUuid}`);
        const want = bookings.map((booking) => `${booking.startAt} ${booking.endAt} ${booking.userId === olivia.userId ? booking.bookingId : null}`);
        if (booked.join() !== want.join()) wrong.push({ label, booked, want });
      }
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  test.each(Object.keys(facilities))('%s: on every day of 2026 at 00:15, 12:00 and 23:30, checkBooking keeps the lead time, the horizon and the opening days', (name) => {
    const facility = facilities[name]!;
    const wrong: unknown[] = [];
    inZone(zone, () => {
      for (const each of cases[name]!) {
        const { label, now, today, lastDay, bookings, all, free } = each;
        const input = { facility, bookings, now: new Date(now), viewer: olivia };
        const first = free[0];
        const last = free.at(-1);
        // The slots of the rules from two hours before now up to the first free one (past, too
        // soon or taken), the first and the last free ones, the first slot after the horizon, and
        // noon on a closed day. A Roof Terrace window without a weekend has no free slot.
        const probes = all.filter((slot) => slot.start >= now - 120 * MINUTE && (!first || slot.start < first.start));
        if (first && last) probes.push(first, last);
        const afterHorizon = all.find((slot) => slot.day > lastDay);
        if (afterHorizon) probes.push(afterHorizon);
        const closedDay = daysFrom(plusDays(today, 1), plusDays(today, 7)).find((day) => !facility.rules.businessDays[weekdayOf(day)]);
        if (closedDay) probes.push({ day: closedDay, start: londonAt(closedDay, '12:00'), end: londonAt(closedDay, '13:00') });
        for (const probe of probes) {
          const answer = checkBooking(input, { startAt: iso(probe.start), endAt: iso(probe.end) });
          const rule = refusalFor(name, each, probe);
          if (answer !== rule) wrong.push({ label, probe: iso(probe.start), answer, rule });
        }
        // The horizon's last day is offered to its end when the facility opens that day; the next is not.
        if (facility.rules.businessDays[weekdayOf(lastDay)] && last?.day !== lastDay) wrong.push({ label, last: last && iso(last.start), lastDay });
        if (afterHorizon && refusalFor(name, each, afterHorizon) !== 'beyond-horizon') wrong.push({ label, afterHorizon: iso(afterHorizon.start) });
      }
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  test('an hour that is skipped or repeated: every London day of 2026, open round the clock, is covered once from midnight to midnight', () => {
    inZone(zone, () => {
      const slots = computeSlots({ facility: everyHour, fromDate: '2026-01-01', toDate: '2026-12-31', bookings: [], now: new Date('2025-12-31T12:00:00Z'), viewer: officer }).map(periodOf);
      const byDay = new Map<string, Period[]>();
      for (const slot of slots) {
        const day = londonWall(slot.start).day;
        byDay.set(day, [...(byDay.get(day) ?? []), slot]);
      }
      expect([...byDay.keys()]).toEqual(YEAR);
      const lengths: Record<number, string[]> = {};
      for (const day of YEAR) {
        const daySlots = byDay.get(day)!;
        expect(daySlots[0]!.start, day).toBe(londonAt(day, '00:00'));
        expect(daySlots.at(-1)!.end, day).toBe(londonAt(plusDays(day, 1), '00:00'));
        daySlots.forEach((slot, index) => {
          expect(slot.end - slot.start, day).toBe(30 * MINUTE);
          if (index > 0) expect(slot.start, day).toBe(daySlots[index - 1]!.end);
        });
        (lengths[daySlots.length] ??= []).push(day);
      }
      // 23 hours when clocks go forward, 25 when they go back; 24 on every other day.
      expect(lengths[46]).toEqual(['2026-03-29']);
      expect(lengths[50]).toEqual(['2026-10-25']);
      expect(lengths[48]).toHaveLength(363);
      const wallTimes = (day: string) => byDay.get(day)!.map((slot) => londonWall(slot.start).time);
      expect(wallTimes('2026-03-29').filter((time) => time.startsWith('01:'))).toEqual([]);
      expect(wallTimes('2026-10-25').filter((time) => time.startsWith('01:'))).toEqual(['01:00', '01:30', '01:00', '01:30']);
    });
  });

  test('fixed slots keep their London wall-clock times on every day of 2026; one starting in the skipped hour is not offered that day', () => {
    inZone(zone, () => {
      const fixedSlots = [
        { startTime: '01:30', endTime: '02:30' },
        { startTime: '12:00', endTime: '13:00' },
        { startTime: '23:30', endTime: '00:30' },
      ];
      const open = { openingHour: '00:00', closingHour: '00:00' };
      const nightly: Rules = {
        slotType: 'fixed',
        rules: { ...sampleFixedFacility.rules, leadTime: 0, horizon: null, minimumSlotDurationInMinutes: 30, fixedSlots, businessDays: { ...sampleFixedFacility.rules.businessDays, sunday: open, saturday: open } },
      };
      const slots = computeSlots({ facility: nightly, fromDate: '2026-01-01', toDate: '2026-12-31', bookings: [], now: new Date('2025-12-31T12:00:00Z'), viewer: officer }).map(periodOf);
      const want = YEAR.flatMap((day) =>
        fixedSlots.flatMap((fixed) => {
          const start = londonInstant(day, fixed.startTime);
          const endDay = fixed.endTime < fixed.startTime ? plusDays(day, 1) : day;
          return start === null ? [] : [{ start, end: londonAt(endDay, fixed.endTime) }];
        }),
      );
      expect(slots).toEqual(want);
      for (const slot of slots) {
        const [from, to] = [londonWall(slot.start), londonWall(slot.end)];
        expect(fixedSlots.some((fixed) => fixed.startTime === from.time && fixed.endTime === to.time), iso(slot.start)).toBe(true);
      }
      // The one day without 01:30, and the one where 01:30 (BST) to 02:30 (GMT) lasts two hours.
      expect(YEAR.filter((day) => !slots.some((slot) => londonWall(slot.start).day === day && londonWall(slot.start).time === '01:30'))).toEqual(['2026-03-29']);
      expect(slots.filter((slot) => slot.end - slot.start !== 60 * MINUTE).map((slot) => [iso(slot.start), (slot.end - slot.start) / MINUTE])).toEqual([['2026-10-25T00:30:00.000Z', 120]]);
    });
  });
});
