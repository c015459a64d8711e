// The slot engine (spec 2 §3-4): a facility's bookable slots for a range of London days, and
// whether a booking keeps the facility's rules. The API answers GET /facilities/{id}/slots and
// refuses a booking with these two functions and the browser draws its calendar with the first,
// so the client and the server can never disagree.
//
// Slots step through real elapsed time from the day's opening instant, not through wall-clock
// times, so on the day clocks go forward no slot starts in the missing hour and on the day they
// go back the repeated hour is offered once, neither doubled nor lost.
import type { Facility, Slot } from '../schemas';
import {
  addLondonDays,
  clockMinutes,
  isCalendarDay,
  isLondonWallTime,
  londonDay,
  londonMidnight,
  londonTime,
  londonWeekday,
} from './london';

/**
 * An active (not cancelled) booking of the facility, as the engine needs it. The ids are `null`
 * when the caller does not know them: the browser knows only its own bookings' ids from the
 * booked slots the API answers (`bookedPeriodsFromSlots`).
 */
export interface BookedPeriod {
  bookingId: string | null;
  userId: string | null;
  startAt: string;
  endAt: string;
}

/** Who is looking: their own bookings show as theirs; roles global, sl3 and sl4 see past the limits. */
export interface SlotViewer {
  userId: string | null;
  /** `canSeeSlotsBeyondRules`: also see slots the lead time or the horizon would hide. */
  seesBeyondLimits: boolean;
}

export interface SlotInput {
  facility: Pick<Facility, 'slotType' | 'rules'>;
  /** London calendar days `yyyy-MM-dd`, both included. */
  fromDate: string;
  toDate: string;
  bookings: readonly BookedPeriod[];
  now: Date;
  viewer: SlotViewer;
}

/** What `checkBooking` needs: the date range plays no part in a single booking. */
export type BookingCheckInput = Omit<SlotInput, 'fromDate' | 'toDate'>;

/**
 * Why a booking is refused: `past` starts before now, `too-soon` inside the lead time,
 * `beyond-horizon` after the horizon, `closed` on a closed day or outside opening hours,
 * `not-a-slot` not on the steps of the minimum duration (flexible) or not exactly a fixed slot,
 * `too-short` shorter than the minimum duration, `overlaps` a booking or its buffer.
 */
export type BookingRefusal = 'past' | 'too-soon' | 'beyond-horizon' | 'closed' | 'not-a-slot' | 'too-short' | 'overlaps';

export const BOOKING_REFUSALS: readonly BookingRefusal[] = [
  'past',
  'too-soon',
  'beyond-horizon',
  'closed',
  'not-a-slot',
  'too-short',
  'overlaps',
];

/** How many days after `fromDate` `toDate` may be: a year, so no query can make the engine loop for long. */
export const MAX_SLOT_RANGE_DAYS = 366;

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Period {
  start: number;
  end: number;
}

/**
 * The facility's slots for the London days `fromDate` to `toDate`, sorted by start: the available
 * ones (status `available`), whose start falls on those days, and the bookings that can still
 * block one of them (status `booked`, with the booking's ids only when it is the viewer's). A slot
 * blocked only by a booking's buffer is left out, as are slots in the past and, unless the viewer
 * sees beyond the limits, slots inside the lead time or after the horizon.
 *
 * Throws a RangeError when a date is not a calendar day, `toDate` is before `fromDate`, or more
 * than `MAX_SLOT_RANGE_DAYS` days after it.
 *
 * @example
 * computeSlots({ facility: gym, fromDate: '2026-11-23', toDate: '2026-11-29', bookings, now: new Date(), viewer: { userId: 'usr-olivia-owner', seesBeyondLimits: false } })
 * // [{ startTime: '2026-11-24T06:00:00.000Z', endTime: '2026-11-24T06:30:00.000Z', status: 'available', ... }, ...]
 */
export function computeSlots(input: SlotInput): Slot[] {
  const { facility, fromDate, toDate, viewer } = input;
  checkRange(fromDate, toDate);
  const now = input.now.getTime();
  const limits = bookingLimits(input);
  const bookings = parseBookings(input.bookings);
  const blocked = blockedPeriods(bookings, facility.rules.bufferTimeInMinutes);

  // Days before today hold only past slots; days after the horizon only hidden ones.
  const today = londonDay(now);
  const firstDay = fromDate > today ? fromDate : today;
  const lastDay = limits.lastDay !== null && limits.lastDay < toDate ? limits.lastDay : toDate;

  // Available periods come out sorted: by day, and within a day by start.
  const available: Period[] = [];
  const minStart = Math.max(now, limits.earliestStart);
  let lastEnd = londonMidnight(addLondonDays(toDate, 1));
  // Periods come in order of start, so the blocked periods are walked once, not searched.
  let nextBlocked = 0;
  for (let day = firstDay; day <= lastDay; day = addLondonDays(day, 1)) {
    for (const period of daySlots(facility, day)) {
      if (period.end > lastEnd) lastEnd = period.end;
      if (period.start < minStart || period.start > limits.latestStart) continue;
      while (nextBlocked < blocked.length && (blocked[nextBlocked] as Period).end <= period.start) nextBlocked += 1;
      const candidate = blocked[nextBlocked];
      if (candidate === undefined || candidate.start >= period.end) available.push(period);
    }
  }
  // The booked slots are every booking that can still block a slot of these days: it reaches,
  // with its buffer, past now and into the days or the slots they offer (an overnight fixed slot
  // ends the next day). So the browser, given only these, computes the same available slots.
  const buffer = facility.rules.bufferTimeInMinutes * MINUTE;
  const from = Math.max(londonMidnight(fromDate), now);
  const booked = bookings
    .filter((booking) => booking.end + buffer > from && booking.start - buffer < lastEnd)
    .sort((a, b) => a.start - b.start);

  // Merged rather than sorted: the available slots are in order already, and a first (cold) call
  // pays for every comparator call of a sort.
  const slots: Slot[] = [];
  let next = 0;
  for (const period of available) {
    while (next < booked.length && (booked[next] as ParsedBooking).start <= period.start) {
      slots.push(bookedSlot(booked[next] as ParsedBooking, viewer.userId));
      next += 1;
    }
    slots.push(availableSlot(period.start, period.end));
  }
  for (; next < booked.length; next += 1) slots.push(bookedSlot(booked[next] as ParsedBooking, viewer.userId));
  return slots;
}

/**
 * Whether a booking keeps the facility's rules: `null` when it may be made, otherwise why not. A
 * flexible booking may span several consecutive steps of the minimum duration within one day's
 * opening hours; a fixed booking must be exactly one fixed slot. Every available slot that
 * `computeSlots` answers for the same input is accepted.
 *
 * @example
 * checkBooking(input, { startAt: '2026-11-24T07:00:00.000Z', endAt: '2026-11-24T08:00:00.000Z' }) // null
 * checkBooking(input, { startAt: '2026-11-24T07:10:00.000Z', endAt: '2026-11-24T08:10:00.000Z' }) // 'not-a-slot'
 */
export function checkBooking(input: BookingCheckInput, request: { startAt: string; endAt: string }): BookingRefusal | null {
  const start = Date.parse(request.startAt);
  const end = Date.parse(request.endAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'not-a-slot';
  if (start < input.now.getTime()) return 'past';

  const shape = checkShape(input.facility, start, end);
  if (shape) return shape;

  const limits = bookingLimits(input);
  if (start < limits.earliestStart) return 'too-soon';
  if (start > limits.latestStart) return 'beyond-horizon';

  const buffer = input.facility.rules.bufferTimeInMinutes * MINUTE;
  for (const booking of parseBookings(input.bookings)) {
    if (start < booking.end + buffer && end > booking.start - buffer) return 'overlaps';
  }
  return null;
}

/**
 * The bookings behind the booked slots of `GET /facilities/{id}/slots`, for computing slots in the
 * browser: a booking of the viewer keeps its ids, anyone else's has none.
 *
 * @example
 * computeSlots({ ...input, bookings: bookedPeriodsFromSlots(response.slots) })
 */
export function bookedPeriodsFromSlots(slots: readonly Slot[]): BookedPeriod[] {
  return slots
    .filter((slot) => slot.status === 'booked')
    .map((slot) => ({ bookingId: slot.bookingUuid, userId: slot.userUuid, startAt: slot.startTime, endAt: slot.endTime }));
}

/**
 * The London days to search for the next free slot after the days shown (`afterDay` is the last
 * of them): from the next day to the horizon's last day, or a year on when there is no horizon or
 * the viewer sees beyond it; `null` when the horizon ends first. One range, so the browser asks
 * the API for it in one call, however far the next free slot is.
 * @example nextFreeRange({ facility: guestSuite, now, viewer }, '2026-12-06') // { fromDate: '2026-12-07', toDate: '2027-02-03' }
 */
export function nextFreeRange(input: BookingCheckInput, afterDay: string): { fromDate: string; toDate: string } | null {
  const fromDate = addLondonDays(afterDay, 1);
  const furthest = addLondonDays(fromDate, MAX_SLOT_RANGE_DAYS);
  const { lastDay } = bookingLimits(input);
  const toDate = lastDay !== null && lastDay < furthest ? lastDay : furthest;
  return toDate < fromDate ? null : { fromDate, toDate };
}

/**
 * The first available slot of `computeSlots(input)` (lead time, horizon, buffer and bookings
 * kept), or `null` when none is free in those days.
 * @example nextFreeSlot({ ...nextFreeRange(input, lastDayShown), ...input, bookings })?.startTime
 */
export function nextFreeSlot(input: SlotInput): Slot | null {
  return computeSlots(input).find((slot) => slot.status === 'available') ?? null;
}

interface Limits {
  /** The earliest start the lead time allows. */
  earliestStart: number;
  /** The latest start the horizon allows (23:59:59.999 of its last day). */
  latestStart: number;
  /** The horizon's last London day, `null` when there is none. */
  lastDay: string | null;
}

// The lead time counts minutes from now; the horizon counts days from today in London, so a
// horizon of 0 is today only.
function bookingLimits(input: BookingCheckInput): Limits {
  const { leadTime, horizon } = input.facility.rules;
  const now = input.now.getTime();
  if (input.viewer.seesBeyondLimits) return { earliestStart: now, latestStart: Infinity, lastDay: null };
  const earliestStart = now + (leadTime ?? 0) * MINUTE;
  if (horizon === null) return { earliestStart, latestStart: Infinity, lastDay: null };
  const lastDay = addLondonDays(londonDay(now), horizon);
  return { earliestStart, latestStart: londonMidnight(addLondonDays(lastDay, 1)) - 1, lastDay };
}

// The slots a day offers by the rules alone, sorted by start.
function daySlots(facility: SlotInput['facility'], day: string): Period[] {
  const { rules } = facility;
  const hours = rules.businessDays[londonWeekday(day)];
  if (!hours) return [];
  const minimum = rules.minimumSlotDurationInMinutes * MINUTE;
  if (facility.slotType === 'fixed') {
    return fixedPeriods(rules.fixedSlots, day).filter((period) => period.end - period.start >= minimum);
  }
  const open = openingPeriod(hours, day);
  // A minimum of 0 has no steps: nothing can be offered.
  if (!open || minimum <= 0) return [];
  const periods: Period[] = [];
  for (let start = open.start; start + minimum <= open.end; start += minimum) {
    periods.push({ start, end: start + minimum });
  }
  return periods;
}

// A day's opening hours as instants; a closing hour of 00:00 is midnight at the end of the day.
// A closing hour before the opening hour is read as closed, since the rules have no overnight
// opening.
function openingPeriod(hours: { openingHour: string; closingHour: string }, day: string): Period | null {
  const start = londonTime(day, hours.openingHour);
  const end = hours.closingHour === '00:00' ? londonMidnight(addLondonDays(day, 1)) : londonTime(day, hours.closingHour);
  return end > start ? { start, end } : null;
}

// A fixed slot ending at or before its start ends the next day (00:00 is midnight). One starting
// in the hour skipped when clocks go forward is not offered that day: its start does not exist,
// and read as an hour later it would be the slot that starts then.
function fixedPeriods(fixedSlots: readonly { startTime: string; endTime: string }[], day: string): Period[] {
  const periods: Period[] = [];
  for (const fixed of fixedSlots) {
    if (!isLondonWallTime(day, fixed.startTime)) continue;
    const endsNextDay = clockMinutes(fixed.endTime) <= clockMinutes(fixed.startTime);
    periods.push({
      start: londonTime(day, fixed.startTime),
      end: londonTime(endsNextDay ? addLondonDays(day, 1) : day, fixed.endTime),
    });
  }
  return periods.sort((a, b) => a.start - b.start);
}

function checkShape(facility: SlotInput['facility'], start: number, end: number): BookingRefusal | null {
  const { rules } = facility;
  const minimum = rules.minimumSlotDurationInMinutes * MINUTE;
  if (end <= start) return 'too-short';
  const day = londonDay(start);
  const hours = rules.businessDays[londonWeekday(day)];
  if (!hours) return 'closed';
  if (facility.slotType === 'fixed') {
    const fixed = fixedPeriods(rules.fixedSlots, day).find((period) => period.start === start && period.end === end);
    if (!fixed) return 'not-a-slot';
    return end - start < minimum ? 'too-short' : null;
  }
  const open = openingPeriod(hours, day);
  if (!open || start < open.start || end > open.end) return 'closed';
  if (minimum <= 0) return 'not-a-slot';
  if (end - start < minimum) return 'too-short';
  if ((start - open.start) % minimum !== 0 || (end - start) % minimum !== 0) return 'not-a-slot';
  return null;
}

interface ParsedBooking extends Period {
  bookingId: string | null;
  userId: string | null;
}

function parseBookings(bookings: readonly BookedPeriod[]): ParsedBooking[] {
  const parsed: ParsedBooking[] = [];
  for (const booking of bookings) {
    const start = Date.parse(booking.startAt);
    const end = Date.parse(booking.endAt);
    if (Number.isFinite(start) && Number.isFinite(end) && end > start) {
      parsed.push({ bookingId: booking.bookingId, userId: booking.userId, start, end });
    }
  }
  return parsed;
}

// The bookings widened by the buffer, merged into disjoint periods sorted by start, so that the
// slots, in order too, are tested in one walk.
function blockedPeriods(bookings: readonly Period[], bufferMinutes: number): Period[] {
  const buffer = bufferMinutes * MINUTE;
  const widened = bookings
    .map((booking) => ({ start: booking.start - buffer, end: booking.end + buffer }))
    .sort((a, b) => a.start - b.start);
  const merged: Period[] = [];
  for (const period of widened) {
    const last = merged[merged.length - 1];
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged;
}

function checkRange(fromDate: string, toDate: string): void {
  if (!isCalendarDay(fromDate) || !isCalendarDay(toDate)) throw new RangeError('Slot dates must be yyyy-MM-dd days');
  if (toDate < fromDate) throw new RangeError('toDate is before fromDate');
  if (addLondonDays(fromDate, MAX_SLOT_RANGE_DAYS) < toDate) {
    throw new RangeError(`toDate is at most ${MAX_SLOT_RANGE_DAYS} days after fromDate`);
  }
}

function availableSlot(start: number, end: number): Slot {
  return {
    bookedByUuid: null,
    bookingUuid: null,
    userUuid: null,
    startTime: isoInstant(start),
    endTime: isoInstant(end),
    status: 'available',
  };
}

// Whose booking it is shows only to its owner: a resident never learns who else booked.
function bookedSlot(booking: ParsedBooking, viewerId: string | null): Slot {
  const mine = viewerId !== null && booking.userId === viewerId;
  return {
    bookedByUuid: mine ? booking.userId : null,
    bookingUuid: mine ? booking.bookingId : null,
    userUuid: mine ? booking.userId : null,
    startTime: isoInstant(booking.start),
    endTime: isoInstant(booking.end),
    status: 'booked',
  };
}

// `Date#toISOString`, six times faster: two strings for each of a thousand slots were most of a
// 60-day computation. The day's part is kept from the previous call.
const TWO_DIGITS = /* @__PURE__ */ Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
let isoDay = NaN;
let isoDayPrefix = '';
const LAST_FOUR_DIGIT_YEAR = 253_402_300_800_000;
function isoInstant(instant: number): string {
  if (instant < 0 || instant >= LAST_FOUR_DIGIT_YEAR) return new Date(instant).toISOString();
  const day = Math.floor(instant / DAY);
  if (day !== isoDay) {
    isoDay = day;
    isoDayPrefix = new Date(day * DAY).toISOString().slice(0, 11);
  }
  const time = instant - day * DAY;
  const milliseconds = time % 1000;
  const clock = `${isoDayPrefix}${TWO_DIGITS[Math.floor(time / 3_600_000)]}:${TWO_DIGITS[Math.floor(time / MINUTE) % 60]}:${TWO_DIGITS[Math.floor(time / 1000) % 60]}`;
  return milliseconds === 0 ? `${clock}.000Z` : `${clock}.${String(milliseconds).padStart(3, '0')}Z`;
}
