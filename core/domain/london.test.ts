import { describe, expect, test } from 'vitest';
import { TEST_ZONES, daysFrom, inZone, londonAt, londonInstant, londonWall, plusDays } from '../testing/zones';
import { addLondonDays, clockMinutes, isCalendarDay, isLondonWallTime, londonDay, londonMidnight, londonOffset, londonTime, londonWeekday, shiftLondonDays } from './london';

const at = (iso: string) => Date.parse(iso);

describe('londonDay', () => {
  test.each([
    ['2026-03-28T23:30:00Z', '2026-03-28'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDay(new Date(instant))).toBe(day);
    expect(londonDay(at(instant))).toBe(day);
  });
});

describe('londonTime', () => {
  test.each([
    ['2026-01-15', '09:00', '2026-01-15T09:00:00.000Z'],
    ['2026-07-01', '09:00', '2026-07-01T08:00:00.000Z'],
    // 29 March: 00:30 GMT; 01:30 does not exist and reads as 02:30 BST; 03:00 BST.
    ['2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T02:00:00.000Z'],
    // 25 October: 01:30 happens twice and reads as the first, BST; 02:00 is GMT.
    ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
  ])('%s %s is %s', (day, time, instant) => {
    expect(new Date(londonTime(day, time)).toISOString()).toBe(instant);
  });

  test('only the skipped hour is not a wall-clock time', () => {
    expect(['00:59', '01:00', '01:59', '02:00'].map((time) => isLondonWallTime('2026-03-29', time))).toEqual([true, false, false, true]);
    expect(['01:00', '01:30', '02:00'].every((time) => isLondonWallTime('2026-10-25', time))).toBe(true);
  });

  test('midnight, and minutes after it', () => {
    expect(londonMidnight('2026-07-01')).toBe(at('2026-06-30T23:00:00Z'));
    expect(londonTime('2026-07-01', 90)).toBe(at('2026-07-01T00:30:00Z'));
  });

  test('the days clocks change last 23 and 25 hours', () => {
    expect(londonMidnight('2026-03-30') - londonMidnight('2026-03-29')).toBe(23 * 3_600_000);
    expect(londonMidnight('2026-10-26') - londonMidnight('2026-10-25')).toBe(25 * 3_600_000);
  });
});

describe('calendar days', () => {
  test('addLondonDays crosses months, years and leap days', () => {
    expect(addLondonDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addLondonDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLondonDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  test('londonWeekday', () => {
    expect(['2026-03-29', '2026-10-25', '2026-11-23'].map(londonWeekday)).toEqual(['sunday', 'sunday', 'monday']);
  });

  test('isCalendarDay and clockMinutes refuse what is not a day or a time', () => {
    expect(['2026-02-28', '2028-02-29'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '26-01-01', ''].some(isCalendarDay)).toBe(false);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(() => clockMinutes('24:00')).toThrow(RangeError);
  });

  test('londonOffset is 0 in GMT and 60 in BST, changing at 01:00 UTC', () => {
    expect([at('2026-03-29T00:59:59Z'), at('2026-03-29T01:00:00Z'), at('2026-10-25T00:59:59Z'), at('2026-10-25T01:00:00Z')].map(londonOffset)).toEqual([0, 60, 60, 0]);
  });
});

describe('shiftLondonDays', () => {
  test('Monday 00:15 BST a day back is Sunday 00:15 GMT, not Saturday night as 24 hours or a UTC day would make it', () => {
    expect(shiftLondonDays(at('2026-03-29T23:15:00Z'), -1)).toBe(at('2026-03-29T00:15:00Z'));
    expect(shiftLondonDays(at('2026-10-26T23:30:00Z'), -3)).toBe(at('2026-10-23T22:30:00Z'));
  });

  test.each(TEST_ZONES)('keeps the London wall-clock time on every day of 2026, a week either way, with the process in %s', (zone) => {
    const wrong: string[] = [];
    inZone(zone, () => {
      for (const day of daysFrom('2026-01-01', '2026-12-31')) {
        for (const time of ['00:15', '01:30', '12:00', '23:30']) {
          const from = londonInstant(day, time);
          if (from === null) continue;
          for (const days of [-8, -1, 1, 7]) {
            const target = plusDays(day, days);
            // The skipped hour reads as the hour after it, as londonTime reads it.
            const want = londonInstant(target, time) ?? londonAt(target, '02:30');
            const got = shiftLondonDays(from, days);
            if (got !== want || londonWall(got).day !== target) wrong.push(`${day} ${time} ${days}: ${new Date(got).toISOString()}`);
          }
        }
      }
    });
    expect(wrong).toEqual([]);
  });
});
