// Booking through the API on the days of 2026: the lead time, the horizon, the opening days and
// the cap on upcoming bookings hold on London days and London wall-clock times. The API's clock is
// stopped on each instant in turn: one London time a day, turning through 00:15, 12:00 and 23:30,
// and all three on the days the clocks change and on 31 December. The process's zone turns too
// (the machine's, New York, Auckland), since the API runs in this process. Times are sent with
// London's own offset (+01:00 in summer), as a client in London may write them. The Gym, which
// alone has a cap, is booked on every day; the Guest Suite and the Roof Terrace every fifth day
// (so through every weekday and time of day) and on the days above: a request costs a few
// milliseconds on SQLite and some more on PostgreSQL (each query a round trip; about 3,500
// requests), and slots.year.test.ts sweeps the same rules on every day without HTTP.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_ZONES, daysFrom, inZoneAsync, londonAt, londonWall, plusDays, weekdayOf } from '../../../core/testing/zones';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { bookingRefusalMessages, facilitiesMessages } from './messages';

const MINUTE = 60_000;
const TIMES = ['00:15', '12:00', '23:30'];
const EVERY_TIME = new Set(['2026-03-29', '2026-10-25', '2026-12-31']);
const instants = daysFrom('2026-01-01', '2026-12-31').flatMap((day, index) =>
  (EVERY_TIME.has(day) ? TIMES : [TIMES[index % TIMES.length]!]).map((time) => ({
    day,
    time,
    now: londonAt(day, time),
    suite: EVERY_TIME.has(day) || index % 5 === 0,
    roof: EVERY_TIME.has(day) || index % 5 === 2,
  })),
);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { start: new Date(instants[0]!.now), frozen: true });
  // The demo bookings would count against the cap and hold slots on the first days.
  await api.ctx.db.deleteFrom('bookings').execute();
});
afterAll(() => api?.close());

interface Period {
  start: number;
  end: number;
}

/** An instant as London writes it, with its offset: `2026-07-01T09:00:00+01:00`. */
function londonIso(instant: number): string {
  const { day, time } = londonWall(instant);
  const offset = (Date.parse(`${day}T${time}:00Z`) - instant) / MINUTE;
  return `${day}T${time}:00+0${offset / 60}:00`;
}

/** A day's slots of `minutes` from `open` to `close` (`24:00` is midnight at its end), London wall-clock times. */
function grid(day: string, open: string, close: string, minutes: number): Period[] {
  const at = (total: number) => (total === 1440 ? londonAt(plusDays(day, 1), '00:00') : londonAt(day, `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`));
  const [from, to] = [open, close].map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) as [number, number];
  const periods: Period[] = [];
  for (let start = from; start + minutes <= to; start += minutes) periods.push({ start: at(start), end: at(start + minutes) });
  return periods;
}

const weekend = (day: string) => ['saturday', 'sunday'].includes(weekdayOf(day));
// docs/demo-data.md's rules: the Gym opens 06:00-22:00 on weekdays and 08:00-midnight at weekends in
// steps of 30 minutes; the Guest Suite has three fixed slots a day; the Roof Terrace opens
// 10:00-18:00 at weekends only, by the hour.
const gymDay = (day: string) => (weekend(day) ? grid(day, '08:00', '24:00', 30) : grid(day, '06:00', '22:00', 30));
const suiteDay = (day: string) => grid(day, '08:00', '20:00', 240);
const roofDay = (day: string) => (weekend(day) ? grid(day, '10:00', '18:00', 60) : []);

const slotsOf = (of: (day: string) => Period[], from: string, to: string) => daysFrom(from, to).flatMap(of);

test('on the days of 2026, booking keeps the lead time, the horizon, the opening days and the cap on upcoming bookings', { timeout: 300_000 }, async () => {
  const wrong: unknown[] = [];
  for (const [index, { day, time, now, suite, roof }] of instants.entries()) {
    const label = `${day} ${time} in ${TEST_ZONES[index % TEST_ZONES.length]}`;
    api.setClock(new Date(now));
    const tokens = { olivia: await api.tokenFor(demoIds.olivia), dee: await api.tokenFor(demoIds.dee) };
    const book = async (who: keyof typeof tokens, facility: string, period: Period, expected: number | string) => {
      const { status, body } = await api.call(`/facilities/${facility}/bookings`, { method: 'POST', token: tokens[who], body: { startAt: londonIso(period.start), endAt: londonIso(period.end) } });
      const answer = status === 201 ? (Date.parse(body.data.startAt) === period.start && Date.parse(body.data.endAt) === period.end ? 201 : body.data) : body.messages?.[0];
      if (answer !== expected) wrong.push({ label, facility, start: londonIso(period.start), expected, answer });
    };
    await inZoneAsync(TEST_ZONES[index % TEST_ZONES.length]!, async () => {
      // Gym: lead time 60 minutes, horizon 14 days, at most 3 upcoming bookings.
      const gym = slotsOf(gymDay, plusDays(day, -1), plusDays(day, 15));
      const firstGym = gym.findIndex((slot) => slot.start >= now + 60 * MINUTE);
      const beforeFirst = gym[firstGym - 1]!;
      await book('olivia', demoIds.gym, beforeFirst, bookingRefusalMessages[beforeFirst.start < now ? 'past' : 'too-soon']);
      await book('olivia', demoIds.gym, gym[firstGym]!, 201);
      const lastDay = plusDays(day, 14);
      await book('olivia', demoIds.gym, gymDay(lastDay).at(-1)!, 201);
      await book('olivia', demoIds.gym, gymDay(plusDays(lastDay, 1))[0]!, bookingRefusalMessages['beyond-horizon']);
      await book('olivia', demoIds.gym, gymDay(plusDays(day, 7))[0]!, 201);
      await book('olivia', demoIds.gym, gymDay(plusDays(day, 8))[0]!, facilitiesMessages.tooManyUpcoming('Gym', 3));

      if (suite) {
        // Guest Suite: lead time 48 hours, horizon 60 days.
        const slots = slotsOf(suiteDay, day, plusDays(day, 3));
        const first = slots.findIndex((slot) => slot.start >= now + 48 * 60 * MINUTE);
        await book('olivia', demoIds.guestSuite, slots[first - 1]!, bookingRefusalMessages['too-soon']);
        await book('olivia', demoIds.guestSuite, slots[first]!, 201);
        await book('olivia', demoIds.guestSuite, suiteDay(plusDays(day, 60)).at(-1)!, 201);
        await book('olivia', demoIds.guestSuite, suiteDay(plusDays(day, 61))[0]!, bookingRefusalMessages['beyond-horizon']);
      }

      if (roof) {
        // Roof Terrace: lead time 0 (a slot starting now may be booked), horizon 30 days, weekends only.
        const slots = slotsOf(roofDay, day, plusDays(day, 31));
        await book('dee', demoIds.roofTerrace, slots.find((slot) => slot.start >= now)!, 201);
        await book('dee', demoIds.roofTerrace, slots.filter((slot) => londonWall(slot.start).day <= plusDays(day, 30)).at(-1)!, 201);
        await book('dee', demoIds.roofTerrace, slotsOf(roofDay, plusDays(day, 31), plusDays(day, 37))[0]!, bookingRefusalMessages['beyond-horizon']);
        const weekday = daysFrom(plusDays(day, 1), plusDays(day, 7)).find((each) => !weekend(each))!;
        await book('dee', demoIds.roofTerrace, grid(weekday, '10:00', '11:00', 60)[0]!, bookingRefusalMessages.closed);
      }
    });
    // The next instant starts with no booking ahead.
    await api.ctx.db.deleteFrom('bookings').execute();
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  expect([instants.length, instants.filter((each) => each.suite).length, instants.filter((each) => each.roof).length]).toEqual([371, 82, 80]);
});
