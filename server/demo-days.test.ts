// docs/demo-data.md's "day N" counts London calendar days from the instant the database is seeded. The
// real API is started with its clock on awkward instants (the days the clocks change, at 00:15
// and at noon, either side of them, a weekend, New Year's Eve at 23:30, 29 February 2028, the
// Monday after clocks go forward at 00:15, when London is already on a day UTC is not), each with
// the process in another zone in turn, and the seeded bookings, parcels, notifications, pages,
// documents, customer files, tasks and statements must land on the London days and times the seeds mean. London times
// are read through Intl alone (core/testing/zones.ts).
import { afterAll, describe, expect, test } from 'vitest';
import { TEST_ZONES, inZoneAsync, londonAt, londonWall, plusDays } from '../core/testing/zones';
import { demoIds } from './areas/core';
import { chargesDemoIds } from './areas/charges';
import { developmentsDemoIds } from './areas/developments';
import { startTestApi, type TestApi } from './testing';

const HOUR = 3_600_000;

const instants: [day: string, time: string, why: string][] = [
  ['2026-03-28', '23:30', 'Saturday night before clocks go forward: day 1 is 29 March'],
  ['2026-03-29', '00:15', 'clocks go forward at 01:00 that night'],
  ['2026-03-29', '12:00', 'the first BST noon'],
  ['2026-03-30', '00:15', 'Monday, still 29 March in UTC'],
  ['2026-10-24', '23:30', 'Saturday night before clocks go back: day 1 is 25 October'],
  ['2026-10-25', '00:15', 'clocks go back at 02:00 BST that night'],
  ['2026-10-25', '12:00', 'a Sunday, the first GMT noon'],
  ['2026-12-31', '23:30', "New Year's Eve"],
  ['2028-02-29', '12:00', 'a leap day'],
];

const apis: TestApi[] = [];
afterAll(() => Promise.all(apis.map((api) => api.close())));

/** The London day `n` days from `day`, and the instant of a London wall-clock time on it. */
const dayN = (today: string, n: number) => plusDays(today, n);
const atN = (today: string, n: number, time: string) => new Date(londonAt(dayN(today, n), time)).toISOString();

describe.each(instants.map(([day, time, why], index) => [day, time, why, TEST_ZONES[index % TEST_ZONES.length]!]))('seeded at %s %s London (%s), with the process in %s', (day, time, _why, zone) => {
  const now = londonAt(day, time);
  let api: TestApi;
  const as = async (userId: string, path: string) => api.call(path, { token: await api.tokenFor(userId) });

  test('the demo data lands on the London days relative to the seeding instant', { timeout: 30_000 }, async () => {
    api = await inZoneAsync(zone, () => startTestApi({}, { start: new Date(now), frozen: true }));
    apis.push(api);
    expect(londonWall(api.ctx.now()).day).toBe(day);
    const db = api.ctx.db;

    // Bookings (docs/demo-data.md): Olivia's Gym day 1 07:00-08:00, Guest Suite day 5 12:00-16:00, a
    // cancelled Gym booking day 2 18:00-19:00, a past one day -3 18:00-19:00; Sam's Gym day 1 09:00-10:00.
    // Each was made a week before it starts at noon, or at seeding for the next days' bookings.
    const bookings = await db.selectFrom('bookings').select(['id', 'user_id', 'state', 'start_at', 'end_at', 'created_at']).orderBy('id').execute();
    const booking = (id: string, user: string, state: string, n: number, from: string, to: string) => ({
      id,
      user_id: user,
      state,
      start_at: atN(day, n, from),
      end_at: atN(day, n, to),
      created_at: new Date(Math.min(londonAt(dayN(day, n - 7), '12:00'), now)).toISOString(),
    });
    expect(bookings).toEqual(
      [
        booking(demoIds.gymBooking, demoIds.olivia, 'confirmed', 1, '07:00', '08:00'),
        booking(demoIds.guestSuiteBooking, demoIds.olivia, 'confirmed', 5, '12:00', '16:00'),
        booking(demoIds.cancelledBooking, demoIds.olivia, 'cancelled', 2, '18:00', '19:00'),
        booking(demoIds.pastGymBooking, demoIds.olivia, 'confirmed', -3, '18:00', '19:00'),
        booking(demoIds.samGymBooking, demoIds.sam, 'confirmed', 1, '09:00', '10:00'),
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // Through the API: Olivia's bookings of tomorrow, by London day.
    const tomorrow = dayN(day, 1);
    const gym = await as(demoIds.olivia, `/facilities/${demoIds.gym}/bookings?fromDate=${tomorrow}&toDate=${tomorrow}`);
    expect(gym.body.data.bookings.map((each: { id: string }) => each.id)).toEqual([demoIds.gymBooking]);
    const slots = await as(demoIds.olivia, `/facilities/${demoIds.gym}/slots?fromDate=${tomorrow}&toDate=${tomorrow}`);
    const booked = slots.body.data.slots.filter((slot: { status: string }) => slot.status === 'booked');
    expect(booked.map((slot: { startTime: string; bookingUuid: string | null }) => [londonWall(Date.parse(slot.startTime)).time, slot.bookingUuid])).toEqual([
      ['07:00', demoIds.gymBooking],
      ['09:00', null],
    ]);

    // Parcels: received on days -1, -3 and -8 (London), logged those days; one collected on day -6.
    const parcels = (await as(demoIds.olivia, `/developments/${demoIds.riversideWharf}/parcels`)).body.data.parcels as { id: string; receivedOn: string; createdAt: string; collectedAt: string | null }[];
    const parcelDays = parcels.map((parcel) => ({
      id: parcel.id,
      receivedOn: parcel.receivedOn,
      loggedOn: londonWall(Date.parse(parcel.createdAt)).day,
      collectedOn: parcel.collectedAt && londonWall(Date.parse(parcel.collectedAt)).day,
    }));
    expect(parcelDays).toEqual([
      { id: demoIds.flat1SmallParcel, receivedOn: dayN(day, -1), loggedOn: dayN(day, -1), collectedOn: null },
      { id: demoIds.flat1Letter, receivedOn: dayN(day, -3), loggedOn: dayN(day, -3), collectedOn: null },
      { id: demoIds.flat1CollectedParcel, receivedOn: dayN(day, -8), loggedOn: dayN(day, -8), collectedOn: dayN(day, -6) },
    ]);
    expect(parcels.every((parcel) => Date.parse(parcel.createdAt) <= now && (parcel.collectedAt === null || Date.parse(parcel.collectedAt) <= now))).toBe(true);

    // Notifications: Olivia's urgent news 6 hours (Elm Court, unread) and 30 hours (Riverside Wharf,
    // read at seeding) before, and two unread replies; none after the seeding instant.
    const notifications = (await as(demoIds.olivia, '/notifications')).body.data.notifications as { importance: string; status: string; createdAt: string; readAt: string | null }[];
    expect(notifications).toHaveLength(4);
    expect(notifications.filter((each) => each.importance === 'urgent').map((each) => [each.status, (now - Date.parse(each.createdAt)) / HOUR, each.readAt])).toEqual([
      ['unread', 6, null],
      ['read', 30, new Date(now).toISOString()],
    ]);
    expect(notifications.filter((each) => each.importance === 'standard' && each.status === 'unread')).toHaveLength(2);
    expect(notifications.every((each) => Date.parse(each.createdAt) <= now)).toBe(true);

    // Pages', documents' and Olivia's files' "days ago" are London days ago.
    const post = await db.selectFrom('development_posts').select('updated_at').where('id', '=', developmentsDemoIds.riversideBinsPost).executeTakeFirstOrThrow();
    expect(londonWall(Date.parse(post.updated_at)).day).toBe(dayN(day, -20));
    const document = await db.selectFrom('document_files').select('updated_at').where('id', '=', demoIds.liftInspection).executeTakeFirstOrThrow();
    expect(londonWall(Date.parse(document.updated_at)).day).toBe(dayN(day, -12));
    const files = await db.selectFrom('customer_files').select(['id', 'updated_at']).where('id', 'in', ['cfl-olivia-1', 'cfl-olivia-10']).orderBy('id').execute();
    expect(files.map((file) => londonWall(Date.parse(file.updated_at)).day)).toEqual([dayN(day, -400), dayN(day, -30)]);

    // Tasks: the lift inspection due on day 5, made on day -6 at 09:00 and last changed on day -4
    // at 14:00; the hall lights due on day 14; all times London's.
    const tasks = await db.selectFrom('tasks').select(['id', 'due_on', 'created_at', 'updated_at']).orderBy('id').execute();
    const wall = (iso: string) => `${londonWall(Date.parse(iso)).day} ${londonWall(Date.parse(iso)).time}`;
    expect(tasks.map((task) => [task.id, task.due_on, wall(task.created_at), wall(task.updated_at)])).toEqual([
      [demoIds.binsTask, null, `${dayN(day, -20)} 09:00`, `${dayN(day, -15)} 16:00`],
      [demoIds.liftTask, dayN(day, 5), `${dayN(day, -6)} 09:00`, `${dayN(day, -4)} 14:00`],
      [demoIds.lightsTask, dayN(day, 14), `${dayN(day, -2)} 11:00`, `${dayN(day, -2)} 11:00`],
    ]);

    // Statements: to today in London, ending on the account's balance, 24 months of demands up to
    // today's month; a to-date after today is refused. The bill is this London month's.
    const path = `/charges/${chargesDemoIds.flat1ServiceCharge}/statement`;
    const statement = (await as(demoIds.olivia, path)).body.data;
    const monthStart = `${day.slice(0, 8)}01`;
    expect(statement).toMatchObject({ toDate: day, balance: 1234.5 });
    expect(statement.lines.at(-1).date <= day).toBe(true);
    expect(statement.lines.at(-1).balance).toBe(1234.5);
    const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - 23;
    expect(statement.lines[0].date).toBe(`${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`);
    expect(statement.lines.filter((line: { date: string; typeDescription: string }) => line.date === monthStart && line.typeDescription === 'Invoice')[0]).toMatchObject({
      periodFromDate: monthStart,
      transactionDescription: `Service charge ${new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(monthStart))}`,
    });
    expect((await as(demoIds.olivia, `${path}?toDate=${day}`)).status).toBe(200);
    expect((await as(demoIds.olivia, `${path}?toDate=${dayN(day, 1)}`)).status).toBe(400);
    const bill = await db.selectFrom('bills').select('issued_on').where('account_id', '=', chargesDemoIds.flat1ServiceCharge).executeTakeFirstOrThrow();
    expect(bill.issued_on).toBe(monthStart);

    await api.close();
    apis.splice(apis.indexOf(api), 1);
  });
});
