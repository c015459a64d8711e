import { describe, expect, it } from 'vitest';
import { bookedPeriodsFromSlots } from '../../core/domain/slots';
import type { Slot } from '../../core/schemas/facilities';
import { sampleFacility, sampleFixedFacility } from '../../core/testing/samples/facilities';
import { sampleIds } from '../../core/testing/samples/ids';
import { activateCatalogue } from '../../core/i18n';
import en from '../../core/i18n/en.json';
import { dateName, dayName, londonClock } from '../../core/domain/londonDays';
import { daysFrom, weekStart } from '../../core/domain/weeks';
import { bookingDateTime, bookingPeriod, isActiveBooking, minutesBetween, noteProblem, upcomingBookings } from './rules';
import { bookableEnds, slotKind, slotsByDay } from './slots';
import { EXAMPLE_NOW, exampleBookings, exampleGymBooking, exampleGymSlots } from './examples';

const free = (startTime: string, endTime: string): Slot => ({ bookedByUuid: null, bookingUuid: null, userUuid: null, startTime, endTime, status: 'available' });
const viewer = { userId: sampleIds.olivia, seesBeyondLimits: false };

describe('the week and its days (London)', () => {
  it('starts weeks on Monday, whatever day is asked', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-03-31')).toBe('2026-03-30');
  });

  it('lists days across a month and a clock change', () => {
    expect(daysFrom('2026-10-24', 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysFrom('2026-11-30', 2)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('names days and times in London, in summer time too', () => {
    expect(dayName('2026-11-23')).toBe('Monday 23 November');
    expect(dayName('2026-11-23', 'short')).toBe('Mon 23 Nov');
    expect(dateName('2026-11-23')).toBe('23 November 2026');
    expect(londonClock('2026-11-24T07:00:00.000Z')).toBe('7:00 AM');
    expect(londonClock('2026-07-01T13:00:00.000Z')).toBe('2:00 PM');
    expect(bookingDateTime('2026-07-01T12:30:00.000Z')).toBe('Jul 1, 2026, 1:30 PM');
    expect(bookingPeriod({ startAt: '2026-11-24T07:00:00.000Z', endAt: '2026-11-24T12:30:00.000Z' })).toEqual({ start: 'Nov 24, 2026, 7:00 AM', end: '12:30 PM' });
    // A booking into the next London day names the end's date as well.
    expect(bookingPeriod({ startAt: '2026-11-28T23:00:00.000Z', endAt: '2026-11-29T00:00:00.000Z' })).toEqual({ start: 'Nov 28, 2026, 11:00 PM', end: 'Nov 29, 2026, 12:00 AM' });
    expect(minutesBetween('2026-11-24T07:00:00.000Z', '2026-11-24T08:30:00.000Z')).toBe(90);
  });

  it('groups slots by the London day they start on', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const late = free('2026-06-30T23:30:00.000Z', '2026-07-01T00:00:00.000Z');
    expect(slotsByDay([late], ['2026-06-30', '2026-07-01'])).toEqual({ '2026-06-30': [], '2026-07-01': [late] });
  });
});

describe('slots as the resident sees them', () => {
  it('says free, taken or mine from the status and the ids the engine leaves on the viewer\'s own', () => {
    expect(slotKind(free('2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z'))).toBe('free');
    expect(slotKind(exampleGymSlots[0]!)).toBe('mine');
    expect(slotKind(exampleGymSlots[1]!)).toBe('taken');
    expect(slotKind({ ...free('2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z'), status: 'unavailable' })).toBe('taken');
  });

  it('offers a flexible booking every step of the minimum duration until a booking\'s buffer', () => {
    const input = { facility: sampleFacility, bookings: bookedPeriodsFromSlots(exampleGymSlots), now: new Date(EXAMPLE_NOW), viewer };
    // Tuesday: free from 06:00; Olivia's booking at 07:00 with a 15-minute buffer leaves 06:00 to 06:30 only.
    expect(bookableEnds(input, sampleFacility, free('2026-11-24T06:00:00.000Z', '2026-11-24T06:30:00.000Z'))).toEqual(['2026-11-24T06:30:00.000Z']);
    // Monday from 21:00: until closing at 22:00.
    expect(bookableEnds(input, sampleFacility, free('2026-11-23T21:00:00.000Z', '2026-11-23T21:30:00.000Z'))).toEqual([
      '2026-11-23T21:30:00.000Z',
      '2026-11-23T22:00:00.000Z',
    ]);
  });

  it('offers a fixed slot its own end only', () => {
    const slot = free('2026-12-01T08:00:00.000Z', '2026-12-01T12:00:00.000Z');
    expect(bookableEnds({ facility: sampleFixedFacility, bookings: [], now: new Date(EXAMPLE_NOW), viewer }, sampleFixedFacility, slot)).toEqual([slot.endTime]);
  });
});

describe('upcoming bookings (spec 2 §4)', () => {
  it('leaves out cancelled, cancelled-by-staff and past bookings, soonest first', () => {
    const upcoming = upcomingBookings(exampleBookings, new Date(EXAMPLE_NOW));
    expect(upcoming.map((booking) => booking.id)).toEqual([exampleGymBooking.id, 'bkg-wed', 'bkg-thu', 'bkg-fri', 'bkg-sat', 'bkg-mon', 'bkg-next-tue']);
  });

  it('keeps a booking under way until it ends', () => {
    expect(isActiveBooking(exampleGymBooking, new Date('2026-11-24T07:30:00.000Z'))).toBe(true);
    expect(isActiveBooking(exampleGymBooking, new Date('2026-11-24T08:00:00.000Z'))).toBe(false);
    expect(isActiveBooking({ ...exampleGymBooking, state: 'cancelled' }, new Date(EXAMPLE_NOW))).toBe(false);
  });
});

describe('the note (core/schemas BOOKING_NOTE_MAX)', () => {
  it('is at most 500 characters', () => {
    activateCatalogue(en);
    expect(noteProblem('')).toBeUndefined();
    expect(noteProblem('x'.repeat(500))).toBeUndefined();
    expect(noteProblem('x'.repeat(501))).toBe('Maximum length 500 characters exceeded');
    expect(noteProblem('Bringing a guest.\nAnd a pram.')).toBeUndefined();
    expect(noteProblem('Bringing a guest\u202e')).toBe('Remove the hidden control characters, such as text direction marks');
  });
});
