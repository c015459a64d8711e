import { describe, expect, test } from 'vitest';
import type { Slot } from '../schemas';
import { demoIds } from '../schemas/demo-ids';
import { sampleFacility, sampleFixedFacility } from '../testing/samples/facilities';
import { type FacilityRules as Rules, everyHour, roofTerrace } from '../testing/facilities';
import { londonDay } from './london';
import { formatPeriod } from './dateTimeFormat';
import { type BookedPeriod, type SlotInput, checkBooking, computeSlots, nextFreeRange, nextFreeSlot } from './slots';

// docs/demo-data.md: Gym and Guest Suite as the samples hold them, the Roof Terrace of Harbour Lofts.
const gym: Rules = sampleFacility;
const guestSuite: Rules = sampleFixedFacility;

const olivia = { userId: demoIds.olivia, seesBeyondLimits: false };
const officer = { userId: demoIds.otto, seesBeyondLimits: true };
// Sunday 22 November 2026, noon (GMT): the whole of Monday 23 is past the Gym's lead time.
const sundayNoon = new Date('2026-11-22T12:00:00.000Z');

function input(facility: Rules, fromDate: string, toDate: string, overrides: Partial<SlotInput> = {}): SlotInput {
  return { facility, fromDate, toDate, bookings: [], now: sundayNoon, viewer: olivia, ...overrides };
}

function times(slots: readonly Slot[]): string[] {
  return slots.map((slot) => `${slot.startTime.slice(11, 16)}-${slot.endTime.slice(11, 16)}`);
}

const samsGymBooking: BookedPeriod = {
  bookingId: 'bkg-sam',
  userId: demoIds.sam,
  startAt: '2026-11-23T09:00:00.000Z',
  endAt: '2026-11-23T10:00:00.000Z',
};

describe('flexible slots (Gym)', () => {
  test('a weekday: 06:00 to 22:00 in steps of 30 minutes', () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23'));
    expect(slots).toHaveLength(32);
    expect(times(slots).slice(0, 2)).toEqual(['06:00-06:30', '06:30-07:00']);
    expect(times(slots).at(-1)).toBe('21:30-22:00');
    expect(slots.every((slot) => slot.status === 'available' && slot.bookingUuid === null)).toBe(true);
  });

  test('a closing hour of 00:00 is midnight at the end of the day', () => {
    const slots = computeSlots(input(gym, '2026-11-28', '2026-11-28'));
    expect(slots).toHaveLength(32);
    expect(slots[0]?.startTime).toBe('2026-11-28T08:00:00.000Z');
    expect(slots.at(-1)).toMatchObject({ startTime: '2026-11-28T23:30:00.000Z', endTime: '2026-11-29T00:00:00.000Z' });
  });

  test('a step that would pass the closing hour is not offered', () => {
    const uneven: Rules = { ...gym, rules: { ...gym.rules, minimumSlotDurationInMinutes: 45 } };
    const slots = computeSlots(input(uneven, '2026-11-23', '2026-11-23'));
    // 16 hours hold 21 whole steps of 45 minutes; the last ends at 21:45.
    expect(slots).toHaveLength(21);
    expect(times(slots).at(-1)).toBe('21:00-21:45');
  });

  test('a range of days answers each day in order', () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-29'));
    expect(slots).toHaveLength(7 * 32);
    expect(new Set(slots.map((slot) => londonDay(new Date(slot.startTime)))).size).toBe(7);
  });
});

describe('lead time and past slots', () => {
  // Monday 23 November 06:10: the Gym's lead time of 60 minutes allows 07:10 at the earliest.
  const mondayMorning = new Date('2026-11-23T06:10:00.000Z');

  test('a resident sees no slot starting inside the lead time', () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23', { now: mondayMorning }));
    expect(slots[0]?.startTime).toBe('2026-11-23T07:30:00.000Z');
  });

  test('global, sl3 and sl4 see past the lead time, but never a slot in the past', () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23', { now: mondayMorning, viewer: officer }));
    expect(slots[0]?.startTime).toBe('2026-11-23T06:30:00.000Z');
  });

  test('days wholly in the past answer nothing', () => {
    expect(computeSlots(input(gym, '2026-11-16', '2026-11-20', { viewer: officer }))).toEqual([]);
  });

  test('a lead time of 0 still hides a slot that has begun (Roof Terrace)', () => {
    const saturday1030 = new Date('2026-11-28T10:30:00.000Z');
    const slots = computeSlots(input(roofTerrace, '2026-11-28', '2026-11-28', { now: saturday1030 }));
    expect(times(slots)).toEqual(['11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00']);
  });
});

describe('horizon', () => {
  // From Sunday 22 November, the Gym's 14 days end at 23:59:59.999 on Sunday 6 December.
  test('the last day of the horizon is offered whole, the next day not at all', () => {
    const slots = computeSlots(input(gym, '2026-12-06', '2026-12-07'));
    expect(slots).toHaveLength(32);
    expect(slots.every((slot) => londonDay(new Date(slot.startTime)) === '2026-12-06')).toBe(true);
  });

  test('global, sl3 and sl4 see past the horizon', () => {
    expect(computeSlots(input(gym, '2026-12-06', '2026-12-07', { viewer: officer }))).toHaveLength(64);
  });

  test('the horizon counts days in London: at 23:30 BST it is already the next day', () => {
    const lateInJune = new Date('2026-06-30T22:30:00.000Z'); // 1 July, 23:30 BST
    const lastDay = computeSlots(input(roofTerrace, '2026-07-31', '2026-08-01', { now: lateInJune }));
    // 1 July + 30 days is Friday 31 July (closed); Saturday 1 August is past the horizon.
    expect(lastDay).toEqual([]);
    const sameDay = computeSlots(input(roofTerrace, '2026-07-25', '2026-07-26', { now: lateInJune }));
    expect(sameDay).toHaveLength(16);
  });
});

describe('bookings and the buffer', () => {
  test("another resident's booking shows as booked without saying whose, and its buffer hides the slots around it", () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23', { bookings: [samsGymBooking] }));
    const booked = slots.filter((slot) => slot.status === 'booked');
    expect(booked).toEqual([
      { bookedByUuid: null, bookingUuid: null, userUuid: null, startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:00:00.000Z', status: 'booked' },
    ]);
    const around = times(slots).filter((time) => time >= '08:00' && time < '11:00');
    // 08:30-09:00 and 10:00-10:30 fall in the 15 minutes either side.
    expect(around).toEqual(['08:00-08:30', '09:00-10:00', '10:30-11:00']);
    expect(slots).toHaveLength(32 - 4 + 1);
  });

  test("the viewer's own booking carries its ids", () => {
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23', { bookings: [samsGymBooking], viewer: { userId: demoIds.sam, seesBeyondLimits: false } }));
    expect(slots.find((slot) => slot.status === 'booked')).toMatchObject({
      bookedByUuid: demoIds.sam,
      bookingUuid: 'bkg-sam',
      userUuid: demoIds.sam,
    });
  });

  test('with no buffer, the slots next to a booking stay available (Roof Terrace)', () => {
    const booking = { bookingId: 'bkg-roof', userId: demoIds.dee, startAt: '2026-11-28T11:00:00.000Z', endAt: '2026-11-28T12:00:00.000Z' };
    const slots = computeSlots(input(roofTerrace, '2026-11-28', '2026-11-28', { bookings: [booking] }));
    expect(times(slots).slice(0, 3)).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00']);
    expect(slots.map((slot) => slot.status).slice(0, 3)).toEqual(['available', 'booked', 'available']);
  });

  test('booked times are written back as the booking gave them, to the millisecond', () => {
    const odd = { ...samsGymBooking, startAt: '2026-11-23T09:00:00.123Z', endAt: '2026-11-23T09:59:59.009Z' };
    const [booked] = computeSlots(input(gym, '2026-11-23', '2026-11-23', { bookings: [odd] })).filter((slot) => slot.status === 'booked');
    expect(booked).toMatchObject({ startTime: odd.startAt, endTime: odd.endAt });
  });

  test('a finished booking is not shown; one under way is', () => {
    const now = new Date('2026-11-23T09:30:00.000Z');
    const earlier = { ...samsGymBooking, bookingId: 'bkg-earlier', startAt: '2026-11-23T07:00:00.000Z', endAt: '2026-11-23T08:00:00.000Z' };
    const slots = computeSlots(input(gym, '2026-11-23', '2026-11-23', { now, bookings: [earlier, samsGymBooking] }));
    expect(slots.filter((slot) => slot.status === 'booked').map((slot) => slot.startTime)).toEqual(['2026-11-23T09:00:00.000Z']);
  });
});

describe('fixed slots (Guest Suite)', () => {
  test('three fixed slots on each open day', () => {
    const slots = computeSlots(input(guestSuite, '2026-11-25', '2026-11-26'));
    expect(times(slots)).toEqual(['08:00-12:00', '12:00-16:00', '16:00-20:00', '08:00-12:00', '12:00-16:00', '16:00-20:00']);
  });

  test('a lead time of 48 hours hides the first two days', () => {
    // From Sunday noon, 48 hours is Tuesday noon: Tuesday's 12:00 slot is the first.
    const slots = computeSlots(input(guestSuite, '2026-11-22', '2026-11-24'));
    expect(slots[0]?.startTime).toBe('2026-11-24T12:00:00.000Z');
    expect(slots).toHaveLength(2);
  });

  test('a horizon of 60 days', () => {
    const slots = computeSlots(input(guestSuite, '2027-01-20', '2027-01-22'));
    // 22 November + 60 days is 21 January 2027.
    expect(slots.map((slot) => londonDay(new Date(slot.startTime)))).toEqual(Array(3).fill('2027-01-20').concat(Array(3).fill('2027-01-21')));
  });

  test('a fixed slot ending before it starts ends the next day', () => {
    const overnight: Rules = { ...guestSuite, rules: { ...guestSuite.rules, fixedSlots: [{ startTime: '14:00', endTime: '11:00' }] } };
    const slots = computeSlots(input(overnight, '2026-11-27', '2026-11-27'));
    expect(slots).toMatchObject([{ startTime: '2026-11-27T14:00:00.000Z', endTime: '2026-11-28T11:00:00.000Z' }]);
  });

  test('a booked fixed slot is booked, the others available', () => {
    const booking = { bookingId: 'bkg-suite', userId: demoIds.olivia, startAt: '2026-11-27T12:00:00.000Z', endAt: '2026-11-27T16:00:00.000Z' };
    const slots = computeSlots(input(guestSuite, '2026-11-27', '2026-11-27', { bookings: [booking] }));
    expect(slots.map((slot) => slot.status)).toEqual(['available', 'booked', 'available']);
    expect(slots[1]?.bookingUuid).toBe('bkg-suite');
  });

  test('a closed day offers no fixed slot', () => {
    const weekdaysOnly: Rules = { ...guestSuite, rules: { ...guestSuite.rules, businessDays: { ...guestSuite.rules.businessDays, saturday: null } } };
    expect(computeSlots(input(weekdaysOnly, '2026-11-28', '2026-11-28'))).toEqual([]);
  });
});

describe('clock changes (Europe/London)', () => {
  const march = new Date('2026-03-01T12:00:00.000Z');
  const october = new Date('2026-10-01T12:00:00.000Z');

  test('29 March 2026, clocks go forward: no slot starts in the missing hour', () => {
    const slots = computeSlots(input(everyHour, '2026-03-29', '2026-03-29', { now: march }));
    // 23 hours of 30 minutes.
    expect(slots).toHaveLength(46);
    expect(times(slots).slice(0, 3)).toEqual(['00:00-00:30', '00:30-01:00', '01:00-01:30']);
    // 01:00 UTC is 02:00 BST: the wall clock skips from 00:30 to 02:00.
    const wallStarts = slots.map((slot) => new Date(slot.startTime).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }));
    expect(wallStarts.slice(0, 3)).toEqual(['00:00', '00:30', '02:00']);
    expect(wallStarts.some((time) => time.startsWith('01:'))).toBe(false);
    expect(slots.at(-1)?.endTime).toBe('2026-03-29T23:00:00.000Z');
  });

  test('29 March 2026: the Gym opens at 08:00 BST', () => {
    const slots = computeSlots(input(gym, '2026-03-28', '2026-03-29', { now: march, viewer: officer }));
    expect(slots[0]?.startTime).toBe('2026-03-28T08:00:00.000Z');
    expect(slots[32]?.startTime).toBe('2026-03-29T07:00:00.000Z');
    expect(slots.at(-1)?.endTime).toBe('2026-03-29T23:00:00.000Z');
  });

  test('25 October 2026, clocks go back: the repeated hour is offered once, none doubled or lost', () => {
    const slots = computeSlots(input(everyHour, '2026-10-25', '2026-10-25', { now: october }));
    // 25 hours of 30 minutes, back to back.
    expect(slots).toHaveLength(50);
    expect(slots[0]?.startTime).toBe('2026-10-24T23:00:00.000Z');
    expect(slots.at(-1)?.endTime).toBe('2026-10-26T00:00:00.000Z');
    expect(new Set(slots.map((slot) => slot.startTime)).size).toBe(50);
    slots.slice(1).forEach((slot, index) => expect(slot.startTime).toBe(slots[index]?.endTime));
  });

  test('25 October 2026: the Gym and the Guest Suite keep their wall-clock hours', () => {
    const gymSlots = computeSlots(input(gym, '2026-10-24', '2026-10-25', { now: october, viewer: officer }));
    expect(gymSlots).toHaveLength(64);
    expect(gymSlots[0]?.startTime).toBe('2026-10-24T07:00:00.000Z'); // 08:00 BST
    expect(gymSlots[32]?.startTime).toBe('2026-10-25T08:00:00.000Z'); // 08:00 GMT
    const suite = computeSlots(input(guestSuite, '2026-10-25', '2026-10-25', { now: october, viewer: officer }));
    expect(suite.map((slot) => slot.startTime)).toEqual(['2026-10-25T08:00:00.000Z', '2026-10-25T12:00:00.000Z', '2026-10-25T16:00:00.000Z']);
  });

  test('29 March 2026: a fixed slot starting in the missing hour is not offered that day, nor bookable', () => {
    const small: Rules = {
      ...guestSuite,
      rules: {
        ...guestSuite.rules,
        minimumSlotDurationInMinutes: 30,
        fixedSlots: [
          { startTime: '00:30', endTime: '01:00' },
          { startTime: '01:00', endTime: '01:30' },
          { startTime: '02:00', endTime: '02:30' },
        ],
      },
    };
    const slots = computeSlots(input(small, '2026-03-28', '2026-03-29', { now: march }));
    // Saturday has all three; on Sunday 01:00 does not exist, and 02:00 BST is 01:00 UTC.
    expect(times(slots)).toEqual(['00:30-01:00', '01:00-01:30', '02:00-02:30', '00:30-01:00', '01:00-01:30']);
    expect(slots.at(-1)?.startTime).toBe('2026-03-29T01:00:00.000Z');
    const base = { ...input(small, '2026-03-29', '2026-03-29'), now: march };
    expect(checkBooking(base, { startAt: '2026-03-29T01:00:00.000Z', endAt: '2026-03-29T01:30:00.000Z' })).toBeNull();
  });

  test('an overnight fixed slot across the change lasts an hour more (or less) on the clock', () => {
    const overnight: Rules = { ...guestSuite, rules: { ...guestSuite.rules, fixedSlots: [{ startTime: '14:00', endTime: '11:00' }] } };
    const [slot] = computeSlots(input(overnight, '2026-10-24', '2026-10-24', { now: october, viewer: officer }));
    expect(slot).toMatchObject({ startTime: '2026-10-24T13:00:00.000Z', endTime: '2026-10-25T11:00:00.000Z' });
  });
});

describe('the next free slot after the days shown', () => {
  // Saturday 5 December 2026, 10:00 GMT: the Guest Suite's 48 hours run to Monday 7 at 10:00, so
  // the week shown (30 November to 6 December) has nothing free.
  const saturday = new Date('2026-12-05T10:00:00.000Z');
  const after = (facility: Rules, afterDay: string, overrides: Partial<SlotInput> = {}) => {
    const base = { facility, bookings: [], now: saturday, viewer: olivia, ...overrides };
    const range = nextFreeRange(base, afterDay);
    return { range, slot: range ? nextFreeSlot({ ...base, ...range }) : null };
  };

  test('an empty week: the first slot after the lead time, in the one range up to the horizon', () => {
    const week = computeSlots(input(guestSuite, '2026-11-30', '2026-12-06', { now: saturday }));
    expect(week.filter((slot) => slot.status === 'available')).toEqual([]);
    const { range, slot } = after(guestSuite, '2026-12-06');
    // 5 December + 60 days.
    expect(range).toEqual({ fromDate: '2026-12-07', toDate: '2027-02-03' });
    // Monday's 08:00 starts inside the lead time.
    expect(slot).toMatchObject({ startTime: '2026-12-07T12:00:00.000Z', endTime: '2026-12-07T16:00:00.000Z', status: 'available' });
    expect(formatPeriod(new Date(slot?.startTime ?? ''), new Date(slot?.endTime ?? ''), 'Europe/London')).toEqual({ start: 'Dec 7, 2026, 12:00 PM', end: '4:00 PM' });
  });

  test('a booked slot and its buffer are passed over', () => {
    const booked = [{ bookingId: null, userId: null, startAt: '2026-12-07T12:00:00.000Z', endAt: '2026-12-07T16:00:00.000Z' }];
    expect(after(guestSuite, '2026-12-06', { bookings: booked }).slot?.startTime).toBe('2026-12-07T16:00:00.000Z');
    const buffered: Rules = { ...guestSuite, rules: { ...guestSuite.rules, bufferTimeInMinutes: 30 } };
    expect(after(buffered, '2026-12-06', { bookings: booked }).slot?.startTime).toBe('2026-12-08T08:00:00.000Z');
  });

  test('the horizon bounds the search: none when it ends before the next day, none when the lead time outlasts it', () => {
    const rulesWith = (changes: Partial<Rules['rules']>): Rules => ({ ...guestSuite, rules: { ...guestSuite.rules, ...changes } });
    // A horizon of 1 day ends on Sunday: nothing to ask the API for.
    expect(after(rulesWith({ horizon: 1 }), '2026-12-06')).toEqual({ range: null, slot: null });
    // 2 days reach Monday, whose 12:00 is free after 48 hours but not after 72.
    expect(after(rulesWith({ horizon: 2 }), '2026-12-06').range).toEqual({ fromDate: '2026-12-07', toDate: '2026-12-07' });
    expect(after(rulesWith({ horizon: 2 }), '2026-12-06').slot?.startTime).toBe('2026-12-07T12:00:00.000Z');
    expect(after(rulesWith({ horizon: 2, leadTime: 72 * 60 }), '2026-12-06').slot).toBeNull();
    // A facility closed every day has nothing free within its horizon.
    const closed = rulesWith({ businessDays: { ...guestSuite.rules.businessDays, ...Object.fromEntries(Object.keys(guestSuite.rules.businessDays).map((day) => [day, null])) } });
    expect(after(closed, '2026-12-06').slot).toBeNull();
  });

  test('without a horizon, or for global, sl3 and sl4, a year is searched; those roles see past the lead time', () => {
    expect(after({ ...guestSuite, rules: { ...guestSuite.rules, horizon: null } }, '2026-12-06').range).toEqual({ fromDate: '2026-12-07', toDate: '2027-12-08' });
    const officerView = after(guestSuite, '2026-12-04', { viewer: officer });
    expect(officerView.range).toEqual({ fromDate: '2026-12-05', toDate: '2027-12-06' });
    expect(officerView.slot?.startTime).toBe('2026-12-05T12:00:00.000Z');
  });

  test('across the clocks going forward: a Sunday opening at 01:00 opens at 02:00 BST on 29 March 2026', () => {
    const sundayNight: Rules = {
      ...everyHour,
      rules: { ...everyHour.rules, businessDays: { ...roofTerrace.rules.businessDays, saturday: null, sunday: { openingHour: '01:00', closingHour: '03:00' } }, minimumSlotDurationInMinutes: 60 },
    };
    const { range, slot } = after(sundayNight, '2026-03-27', { now: new Date('2026-03-27T12:00:00.000Z') });
    expect(range?.fromDate).toBe('2026-03-28');
    expect(slot).toMatchObject({ startTime: '2026-03-29T01:00:00.000Z', endTime: '2026-03-29T02:00:00.000Z' });
    expect(formatPeriod(new Date(slot?.startTime ?? ''), new Date(slot?.endTime ?? ''), 'Europe/London')).toEqual({ start: 'Mar 29, 2026, 2:00 AM', end: '3:00 AM' });
  });
});

describe('range', () => {
  test.each([
    ['2026-11-23', '2026-11-22'],
    ['2026-02-30', '2026-03-01'],
    ['2026-11-23', '2027-11-25'],
  ])('%s to %s is refused', (fromDate, toDate) => {
    expect(() => computeSlots(input(gym, fromDate, toDate))).toThrow(RangeError);
  });

  test('toDate may be MAX_SLOT_RANGE_DAYS (366) days after fromDate', () => {
    expect(() => computeSlots(input(gym, '2026-11-23', '2027-11-24', { viewer: officer }))).not.toThrow();
  });
});

describe('checkBooking', () => {
  const gymInput = input(gym, '2026-11-23', '2026-11-23', { bookings: [samsGymBooking] });
  const check = (startAt: string, endAt: string, base: SlotInput = gymInput) => checkBooking(base, { startAt, endAt });

  test.each([
    ['one step', '2026-11-23T07:00:00.000Z', '2026-11-23T07:30:00.000Z'],
    ['several consecutive steps', '2026-11-23T06:00:00.000Z', '2026-11-23T08:00:00.000Z'],
    ['right after the buffer', '2026-11-23T10:30:00.000Z', '2026-11-23T11:30:00.000Z'],
    ['the last step of a weekend day, ending at midnight', '2026-11-28T23:30:00.000Z', '2026-11-29T00:00:00.000Z'],
  ])('accepts %s', (_, startAt, endAt) => {
    expect(check(startAt, endAt)).toBeNull();
  });

  test.each([
    ['past', 'a start before now', '2026-11-22T11:00:00.000Z', '2026-11-22T11:30:00.000Z', sundayNoon],
    ['too-soon', 'a start inside the lead time', '2026-11-23T06:30:00.000Z', '2026-11-23T07:00:00.000Z', new Date('2026-11-23T06:00:00.000Z')],
    ['beyond-horizon', 'a start after the horizon', '2026-12-07T06:00:00.000Z', '2026-12-07T06:30:00.000Z', sundayNoon],
    ['closed', 'a start before opening', '2026-11-23T05:30:00.000Z', '2026-11-23T06:30:00.000Z', sundayNoon],
    ['closed', 'an end after closing', '2026-11-23T21:30:00.000Z', '2026-11-23T22:30:00.000Z', sundayNoon],
    ['not-a-slot', 'a start off the steps', '2026-11-23T07:10:00.000Z', '2026-11-23T07:40:00.000Z', sundayNoon],
    ['not-a-slot', 'a length that is not whole steps', '2026-11-23T07:00:00.000Z', '2026-11-23T07:45:00.000Z', sundayNoon],
    ['too-short', 'less than the minimum', '2026-11-23T07:00:00.000Z', '2026-11-23T07:15:00.000Z', sundayNoon],
    ['too-short', 'an end before the start', '2026-11-23T07:00:00.000Z', '2026-11-23T06:30:00.000Z', sundayNoon],
    ['overlaps', 'the booked slot', '2026-11-23T09:00:00.000Z', '2026-11-23T09:30:00.000Z', sundayNoon],
    ['overlaps', 'a slot inside the buffer', '2026-11-23T08:30:00.000Z', '2026-11-23T09:00:00.000Z', sundayNoon],
    ['overlaps', 'a longer booking across it', '2026-11-23T07:00:00.000Z', '2026-11-23T11:00:00.000Z', sundayNoon],
  ] as const)('refuses %s: %s', (refusal, _, startAt, endAt, now) => {
    expect(check(startAt, endAt, { ...gymInput, now })).toBe(refusal);
  });

  test('global, sl3 and sl4 may book inside the lead time and past the horizon, never in the past', () => {
    const base = { ...gymInput, viewer: officer, now: new Date('2026-11-23T06:00:00.000Z') };
    expect(check('2026-11-23T06:30:00.000Z', '2026-11-23T07:00:00.000Z', base)).toBeNull();
    expect(check('2027-01-04T06:00:00.000Z', '2027-01-04T06:30:00.000Z', base)).toBeNull();
    expect(check('2026-11-23T05:30:00.000Z', '2026-11-23T06:00:00.000Z', base)).toBe('past');
  });

  test('a closed day', () => {
    expect(check('2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z', { ...gymInput, facility: roofTerrace })).toBe('closed');
  });

  test('fixed bookings must be exactly a fixed slot', () => {
    const suite = input(guestSuite, '2026-11-27', '2026-11-27');
    expect(check('2026-11-27T12:00:00.000Z', '2026-11-27T16:00:00.000Z', suite)).toBeNull();
    expect(check('2026-11-27T12:00:00.000Z', '2026-11-27T20:00:00.000Z', suite)).toBe('not-a-slot');
    expect(check('2026-11-27T13:00:00.000Z', '2026-11-27T16:00:00.000Z', suite)).toBe('not-a-slot');
    expect(check('2026-11-23T12:00:00.000Z', '2026-11-23T16:00:00.000Z', suite)).toBe('too-soon');
  });

  test('across both clock changes, a step after the missing hour and in the repeated hour', () => {
    const overnight = { ...input(everyHour, '2026-03-29', '2026-03-29'), now: new Date('2026-03-01T00:00:00.000Z') };
    // 02:00 BST is the third step of 29 March.
    expect(check('2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z', overnight)).toBeNull();
    // Both 01:30 BST and 01:30 GMT of 25 October are steps.
    expect(check('2026-10-25T00:30:00.000Z', '2026-10-25T01:00:00.000Z', overnight)).toBeNull();
    expect(check('2026-10-25T01:30:00.000Z', '2026-10-25T02:00:00.000Z', overnight)).toBeNull();
  });

  test('an unreadable time is not a slot', () => {
    expect(check('tomorrow', '2026-11-23T07:30:00.000Z')).toBe('not-a-slot');
  });
});
