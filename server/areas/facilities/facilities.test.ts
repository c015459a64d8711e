// The facilities and bookings routes against the real app and a fresh demo database: the seeded
// facilities and bookings, who sees what, booking within the rules, two people racing for one
// slot, cancelling and notes. The authorisation matrix (server/authorisation.test.ts) has a row per
// route too; this file holds the finer rules.
import { describe, expect, it } from 'vitest';
import { Booking, type BookingInfo, BookingsResponse, FacilitiesResponse, Facility, SlotsResponse } from '../../../core/schemas';
import { demoIds } from '../core';
import { addLondonDays, londonTime } from '../../../core/domain/london';
import { MAX_SLOT_RANGE_DAYS } from '../../../core/domain/slots';
import { bookingRefusalMessages, facilitiesMessages } from './messages';
import { expectValid, facilitiesSuite, people, type Person } from './test-support';

const suite = facilitiesSuite();

/** The instant of a London time on day `n` (day 0 is the seeding day, as docs/demo-data.md counts). */
const day = (n: number) => addLondonDays(suite.today, n);
const at = (n: number, time: string) => new Date(londonTime(day(n), time)).toISOString();
const { get, send } = suite;
const bookGym = (person: Person, n: number, from: string, to: string, note?: string) =>
  send(person, 'POST', `/facilities/${demoIds.gym}/bookings`, { startAt: at(n, from), endAt: at(n, to), ...(note !== undefined && { note }) });
/** How many confirmed bookings of the facility start at this instant. */
const confirmedAt = async (facilityId: string, startAt: string) =>
  (
    await suite.api.ctx.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('facility_id', '=', facilityId)
      .where('start_at', '=', startAt)
      .where('state', '=', 'confirmed')
      .executeTakeFirstOrThrow()
  ).n;
const allDevelopments = `developmentUuids=${demoIds.riversideWharf},${demoIds.elmCourt},${demoIds.harbourLofts}`;

describe('the demo facilities (docs/demo-data.md)', () => {
  it('GET /facilities lists to each person the facilities they may book, or, for staff, those of their developments', async () => {
    const expected: Record<Person, string[]> = {
      olivia: ['Guest Suite', 'Gym'],
      mia: [],
      sam: ['Gym'],
      dee: ['Roof Terrace'],
      clara: [],
      ada: ['Roof Terrace', 'Guest Suite', 'Gym'],
      manny: ['Guest Suite', 'Gym'],
      otto: ['Guest Suite', 'Gym'],
    };
    for (const person of people) {
      const { status, body } = await get(person, `/facilities?${allDevelopments}`);
      expect(status, person).toBe(200);
      const { facilities } = expectValid(body.data, FacilitiesResponse);
      expect(facilities.map((facility) => facility.name), person).toEqual(expected[person]);
    }
  });

  it('has the rules of docs/demo-data.md, and one main image served like the other public images', async () => {
    const { body } = await get('otto', `/facilities?developmentUuids=${demoIds.riversideWharf}`);
    const [guestSuite, gym] = expectValid(body.data, FacilitiesResponse).facilities;
    expect(gym).toMatchObject({ id: demoIds.gym, developmentId: demoIds.riversideWharf, slotType: 'flexible' });
    expect(gym!.rules).toEqual({
      leadTime: 60,
      horizon: 14,
      minimumSlotDurationInMinutes: 30,
      bufferTimeInMinutes: 15,
      fixedSlots: [],
      businessDays: {
        monday: { openingHour: '06:00', closingHour: '22:00' },
        tuesday: { openingHour: '06:00', closingHour: '22:00' },
        wednesday: { openingHour: '06:00', closingHour: '22:00' },
        thursday: { openingHour: '06:00', closingHour: '22:00' },
        friday: { openingHour: '06:00', closingHour: '22:00' },
        saturday: { openingHour: '08:00', closingHour: '00:00' },
        sunday: { openingHour: '08:00', closingHour: '00:00' },
      },
    });
    expect(guestSuite).toMatchObject({ id: demoIds.guestSuite, slotType: 'fixed', rules: { leadTime: 48 * 60, horizon: 60 } });
    expect(guestSuite!.rules.fixedSlots).toEqual([
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '12:00', endTime: '16:00' },
      { startTime: '16:00', endTime: '20:00' },
    ]);
    const roof = expectValid((await get('dee', `/facilities/${demoIds.roofTerrace}`)).body.data, Facility);
    expect(roof.rules).toMatchObject({ leadTime: 0, horizon: 30, minimumSlotDurationInMinutes: 60, bufferTimeInMinutes: 0 });
    expect(Object.values(roof.rules.businessDays).filter(Boolean)).toEqual([
      { openingHour: '10:00', closingHour: '18:00' },
      { openingHour: '10:00', closingHour: '18:00' },
    ]);
    for (const facility of [gym!, guestSuite!, roof]) {
      expect(facility.images.filter((image) => image.isMainImage), facility.name).toHaveLength(1);
      const main = facility.images.find((image) => image.isMainImage)!;
      // The URL names the configured public origin; the test API listens on a port of its own.
      const image = await fetch(suite.api.url + new URL(main.url).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('lets staff see who may book a facility, and a resident only themselves among them', async () => {
    expect((await get('otto', `/facilities/${demoIds.gym}`)).body.data.users).toEqual([demoIds.olivia, demoIds.sam].sort());
    expect((await get('otto', `/facilities/${demoIds.guestSuite}`)).body.data.users).toEqual([demoIds.olivia]);
    expect((await get('sam', `/facilities/${demoIds.gym}`)).body.data.users).toEqual([demoIds.sam]);
  });

  it("seeds Olivia's and Sam's bookings relative to the seeding day, in London time", async () => {
    const { body } = await get('otto', `/developments/${demoIds.riversideWharf}/bookings`);
    const bookings = expectValid(body.data, BookingsResponse).bookings;
    const seen = Object.fromEntries(bookings.map((booking) => [booking.id, booking]));
    expect(seen[demoIds.gymBooking]).toMatchObject({ state: 'confirmed', startAt: at(1, '07:00'), endAt: at(1, '08:00'), contact: { id: demoIds.olivia } });
    expect(seen[demoIds.gymBooking]!.note).toBeTruthy();
    expect(seen[demoIds.guestSuiteBooking]).toMatchObject({ state: 'confirmed', startAt: at(5, '12:00'), endAt: at(5, '16:00'), facility: { id: demoIds.guestSuite, name: 'Guest Suite' } });
    expect(seen[demoIds.cancelledBooking]).toMatchObject({ state: 'cancelled', facility: { id: demoIds.gym } });
    expect(seen[demoIds.cancelledBooking]!.startAt.slice(0, 10)).toBe(at(2, '18:00').slice(0, 10));
    expect(seen[demoIds.pastGymBooking]).toMatchObject({ state: 'confirmed', startAt: at(-3, '18:00') });
    expect(seen[demoIds.samGymBooking]).toMatchObject({ state: 'confirmed', startAt: at(1, '09:00'), endAt: at(1, '10:00'), contact: { id: demoIds.sam } });
  });
});

describe('malformed queries of the lists', () => {
  it.each([
    ['/facilities', 'no developments'],
    ['/facilities?developmentUuids=dev%20riverside', 'an id that is not one'],
    [`/facilities?developmentUuids=${demoIds.riversideWharf}&userId=${demoIds.sam}`, 'an unknown parameter'],
    [`/facilities/${demoIds.gym}/bookings?fromDate=yesterday`, 'a date that is not one'],
    [`/facilities/${demoIds.gym}/bookings?fromDate=2030-01-02&toDate=2030-01-01`, 'from after to'],
    [`/developments/${demoIds.riversideWharf}/bookings?toDate=2030-13-01`, 'a month that does not exist'],
    [`/developments/${demoIds.riversideWharf}/bookings?state=cancelled`, 'an unknown parameter'],
  ])('%s (%s) answers 400 with messages', async (path) => {
    const { status, body } = await get('olivia', path);
    expect(status).toBe(400);
    expect(body.messages.length).toBeGreaterThan(0);
  });
});

describe('who sees which facility', () => {
  it.each<[Person, string]>([
    ['sam', demoIds.guestSuite],
    ['olivia', demoIds.roofTerrace],
    ['dee', demoIds.gym],
    ['mia', demoIds.gym],
    ['clara', demoIds.gym],
    ['manny', demoIds.roofTerrace],
    ['otto', demoIds.roofTerrace],
  ])('%s: %s is 404 on every route, like a facility that does not exist', async (person, facility) => {
    for (const suffix of ['', '/slots?fromDate=2030-01-01&toDate=2030-01-02', '/bookings', `/bookings/${demoIds.gymBooking}`]) {
      const other = await get(person, `/facilities/${facility}${suffix}`);
      const missing = await get(person, `/facilities/fac-no-such-facility${suffix}`);
      expect(other.status, suffix).toBe(404);
      expect(other.body, suffix).toEqual(missing.body);
    }
    const booking = await send(person, 'POST', `/facilities/${facility}/bookings`, { startAt: at(3, '10:00'), endAt: at(3, '11:00') });
    expect(booking.status).toBe(404);
  });

  it('a facility of a development without facility booking is nobody\u2019s to book', async () => {
    await suite.api.ctx.db.updateTable('developments').set({ has_facilities_booking: 0 }).where('id', '=', demoIds.harbourLofts).execute();
    try {
      expect((await get('dee', `/facilities/${demoIds.roofTerrace}`)).status).toBe(404);
      expect((await get('dee', '/user/doctrine')).body.data).toEqual({ facilities: [] });
    } finally {
      await suite.api.ctx.db.updateTable('developments').set({ has_facilities_booking: 1 }).where('id', '=', demoIds.harbourLofts).execute();
    }
  });
});

describe('GET /facilities/{id}/slots', () => {
  it("shows Olivia her booking as hers and Sam's as taken, without saying whose", async () => {
    const { status, body } = await get('olivia', `/facilities/${demoIds.gym}/slots?fromDate=${day(0)}&toDate=${day(13)}`);
    expect(status).toBe(200);
    const { slots } = expectValid(body.data, SlotsResponse);
    const mine = slots.find((slot) => slot.startTime === at(1, '07:00'));
    expect(mine).toMatchObject({ status: 'booked', bookingUuid: demoIds.gymBooking, userUuid: demoIds.olivia });
    const sams = slots.find((slot) => slot.startTime === at(1, '09:00'));
    expect(sams).toMatchObject({ status: 'booked', bookingUuid: null, userUuid: null, bookedByUuid: null });
    expect(JSON.stringify(body)).not.toContain(demoIds.sam);
    expect(JSON.stringify(body)).not.toContain(demoIds.samGymBooking);
  });

  it('shows roles global, sl3 and sl4 the slots that the lead time and the horizon hide from others', async () => {
    const available = async (person: Person, facility: string, n: number) => {
      const { body } = await get(person, `/facilities/${facility}/slots?fromDate=${day(n)}&toDate=${day(n)}`);
      return (expectValid(body.data, SlotsResponse).slots as { status: string }[]).filter((slot) => slot.status === 'available').length;
    };
    // Day 20 is past the Gym's 14-day horizon; day 1 inside the Guest Suite's 48-hour lead time.
    for (const [facility, n] of [[demoIds.gym, 20], [demoIds.guestSuite, 1]] as const) {
      expect(await available('olivia', facility, n), `olivia ${facility}`).toBe(0);
      expect(await available('manny', facility, n), `manny (sl1) ${facility}`).toBe(0);
      expect(await available('otto', facility, n), `otto (sl3) ${facility}`).toBeGreaterThan(0);
      expect(await available('ada', facility, n), `ada (global) ${facility}`).toBeGreaterThan(0);
    }
  });

  it.each([
    ['no dates', ''],
    ['no toDate', `?fromDate=2030-01-01`],
    ['a date that is not one', '?fromDate=2030-02-30&toDate=2030-03-01'],
    ['from after to', '?fromDate=2030-01-02&toDate=2030-01-01'],
    ['an unknown parameter', '?fromDate=2030-01-01&toDate=2030-01-02&userId=usr-sam-subtenant'],
    [`more than ${MAX_SLOT_RANGE_DAYS} days`, `?fromDate=2030-01-01&toDate=${addLondonDays('2030-01-01', MAX_SLOT_RANGE_DAYS + 1)}`],
  ])('answers 400 with messages for %s', async (_case, query) => {
    const { status, body } = await get('olivia', `/facilities/${demoIds.gym}/slots${query}`);
    expect(status).toBe(400);
    expect(body.messages.length).toBeGreaterThan(0);
  });
});

describe('POST /facilities/{id}/bookings', () => {
  it('books a free slot with a note, and answers the booking', async () => {
    const { status, body } = await bookGym('olivia', 3, '10:00', '11:00', 'Leg day.');
    expect(status).toBe(201);
    const booking = expectValid(body.data, Booking);
    expect(booking).toMatchObject({ state: 'confirmed', startAt: at(3, '10:00'), endAt: at(3, '11:00'), note: 'Leg day.', facility: { id: demoIds.gym, name: 'Gym' }, contact: { id: demoIds.olivia } });
    expect((await get('olivia', `/facilities/${demoIds.gym}/bookings/${booking.id}`)).body.data).toEqual(booking);
    const slots = (await get('olivia', `/facilities/${demoIds.gym}/slots?fromDate=${day(3)}&toDate=${day(3)}`)).body.data.slots;
    expect(slots).toContainEqual(expect.objectContaining({ startTime: at(3, '10:00'), bookingUuid: booking.id, status: 'booked' }));
  });

  it("refuses Sam's slot to Olivia with 409 and a clear message, and stores nothing", async () => {
    const count = () => suite.api.ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const before = await count();
    const { status, body } = await bookGym('olivia', 1, '09:00', '10:00');
    expect(status).toBe(409);
    expect(body.messages).toEqual([facilitiesMessages.slotTaken]);
    expect(await count()).toEqual(before);
  });

  it('refuses a slot that has started with 400 and the rule it breaks', async () => {
    const { status, body } = await bookGym('olivia', -1, '10:00', '11:00');
    expect(status).toBe(400);
    expect(body.messages).toEqual([bookingRefusalMessages.past]);
  });

  it.each<[keyof typeof bookingRefusalMessages, string, number, string, string]>([
    ['beyond-horizon', demoIds.gym, 20, '10:00', '11:00'],
    ['closed', demoIds.gym, 3, '03:00', '03:30'],
    ['not-a-slot', demoIds.gym, 3, '10:10', '10:40'],
    ['too-short', demoIds.gym, 3, '10:00', '10:15'],
    ['too-short', demoIds.gym, 3, '10:00', '10:00'],
    ['too-soon', demoIds.guestSuite, 1, '12:00', '16:00'],
    ['not-a-slot', demoIds.guestSuite, 10, '09:00', '13:00'],
  ])('refuses a booking that is %s with 400 and that rule in words (%s day %i %s-%s)', async (refusal, facility, n, from, to) => {
    const { status, body } = await send('olivia', 'POST', `/facilities/${facility}/bookings`, { startAt: at(n, from), endAt: at(n, to) });
    expect(status).toBe(400);
    expect(body.messages).toEqual([bookingRefusalMessages[refusal]]);
  });

  it('of two residents asking for the same slot at the same moment, books exactly one', async () => {
    const [olivia, sam] = await Promise.all([bookGym('olivia', 4, '12:00', '13:00'), bookGym('sam', 4, '12:00', '13:00')]);
    expect([olivia.status, sam.status].sort()).toEqual([201, 409]);
    const refused = olivia.status === 409 ? olivia : sam;
    expect(refused.body.messages).toEqual([facilitiesMessages.slotTaken]);
    expect(await confirmedAt(demoIds.gym, at(4, '12:00'))).toBe(1);
  });

  it('is for residents: staff of the development get 403', async () => {
    const { status, body } = await bookGym('otto', 3, '14:00', '15:00');
    expect(status).toBe(403);
    expect(body.messages).toEqual([facilitiesMessages.residentsBook]);
  });

  it('refuses a booking beyond the cap of upcoming bookings per resident', async () => {
    const info = async () => (await get('sam', '/user/doctrine')).body.data.facilities[0] as { upcomingBookings: number; maxUpcomingBookings: number };
    const { upcomingBookings, maxUpcomingBookings } = await info();
    for (let n = upcomingBookings; n < maxUpcomingBookings; n += 1) expect((await bookGym('sam', 6 + n, '14:00', '15:00')).status).toBe(201);
    expect((await info()).upcomingBookings).toBe(maxUpcomingBookings);
    const { status, body } = await bookGym('sam', 10, '16:00', '17:00');
    expect(status).toBe(400);
    expect(body.messages).toEqual([facilitiesMessages.tooManyUpcoming('Gym', maxUpcomingBookings)]);
    // The tests after this one book more than the cap allows.
    await suite.api.ctx.db.updateTable('facilities').set({ max_upcoming_bookings: null }).where('id', '=', demoIds.gym).execute();
  });

  it('of ten requests for one slot at once, books exactly one and refuses the nine with 409 and the message', async () => {
    // Both residents, five requests each, all in flight together: the booking transaction holds
    // the facility's row, so each request's check sees the bookings of those before it. Three
    // rounds, on three slots of day 5 far enough apart for the Gym's buffer; no cap in the way.
    await suite.api.ctx.db.updateTable('facilities').set({ max_upcoming_bookings: null }).where('id', '=', demoIds.gym).execute();
    for (const [from, to] of [['11:00', '12:00'], ['13:00', '14:00'], ['15:00', '16:00']] as const) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => bookGym(index % 2 === 0 ? 'olivia' : 'sam', 5, from, to)));
      expect(answers.map((answer) => answer.status).sort(), from).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.messages).toEqual([facilitiesMessages.slotTaken]);
      expect(await confirmedAt(demoIds.gym, at(5, from)), from).toBe(1);
    }
  });

  it.each<[string, unknown]>([
    ['not JSON', '{"startAt'],
    ['no end', { startAt: '2030-01-01T10:00:00.000Z' }],
    ['a time that is not one', { startAt: '2030-01-01T25:00:00.000Z', endAt: '2030-01-01T26:00:00.000Z' }],
    ['end before start', { startAt: '2030-01-01T11:00:00.000Z', endAt: '2030-01-01T10:00:00.000Z' }],
    ['a note that is not text', { startAt: '2030-01-01T10:00:00.000Z', endAt: '2030-01-01T11:00:00.000Z', note: 5 }],
    ['whose booking it is', { startAt: '2030-01-01T10:00:00.000Z', endAt: '2030-01-01T11:00:00.000Z', userId: demoIds.sam }],
    ['its state', { startAt: '2030-01-01T10:00:00.000Z', endAt: '2030-01-01T11:00:00.000Z', state: 'cancelled_by_staff' }],
  ])('answers 400 with messages for %s', async (_case, body) => {
    const answer = await send('olivia', 'POST', `/facilities/${demoIds.gym}/bookings`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('the bookings lists', () => {
  const ids = (bookings: { id: string }[]) => bookings.map((booking) => booking.id);

  it("GET /facilities/{id}/bookings: a resident's own only; staff every booking; a date range", async () => {
    const olivias = expectValid((await get('olivia', `/facilities/${demoIds.gym}/bookings`)).body.data, BookingsResponse).bookings;
    expect(olivias.length).toBeGreaterThan(0);
    expect(olivias.every((booking) => booking.contact.id === demoIds.olivia)).toBe(true);
    expect(ids(olivias)).toEqual(expect.arrayContaining([demoIds.gymBooking, demoIds.cancelledBooking, demoIds.pastGymBooking]));
    const staff = ids((await get('manny', `/facilities/${demoIds.gym}/bookings`)).body.data.bookings);
    expect(staff).toEqual(expect.arrayContaining([demoIds.gymBooking, demoIds.samGymBooking]));
    const upcoming = ids((await get('olivia', `/facilities/${demoIds.gym}/bookings?fromDate=${day(0)}&toDate=${day(2)}`)).body.data.bookings);
    expect(upcoming).toEqual([demoIds.gymBooking, demoIds.cancelledBooking]);
  });

  it("GET /developments/{id}/bookings: a resident's own in the development; staff all; 404 for a development not theirs", async () => {
    const olivias = ids((await get('olivia', `/developments/${demoIds.riversideWharf}/bookings?fromDate=${day(0)}&toDate=${day(5)}`)).body.data.bookings);
    expect(olivias).toEqual(expect.arrayContaining([demoIds.gymBooking, demoIds.guestSuiteBooking]));
    expect(olivias).not.toContain(demoIds.samGymBooking);
    expect(olivias).not.toContain(demoIds.pastGymBooking);
    expect(ids((await get('sam', `/developments/${demoIds.riversideWharf}/bookings`)).body.data.bookings).every((id) => !olivias.includes(id))).toBe(true);
    expect(ids((await get('otto', `/developments/${demoIds.riversideWharf}/bookings`)).body.data.bookings)).toEqual(expect.arrayContaining([demoIds.samGymBooking, demoIds.gymBooking]));
    expect((await get('clara', `/developments/${demoIds.riversideWharf}/bookings`)).body.data.bookings).toEqual([]);
    expect((await get('dee', `/developments/${demoIds.riversideWharf}/bookings`)).status).toBe(404);
    expect((await get('otto', `/developments/${demoIds.harbourLofts}/bookings`)).status).toBe(404);
    expect((await get('olivia', `/developments/${demoIds.riversideWharf}/bookings?fromDate=${day(2)}&toDate=${day(1)}`)).status).toBe(400);
  });

  it("GET /facilities/{id}/bookings/{bookingId}: another resident's booking, or one through another facility, is 404", async () => {
    const missing = await get('olivia', `/facilities/${demoIds.gym}/bookings/bkg-no-such-booking`);
    const sams = await get('olivia', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}`);
    expect(sams.status).toBe(404);
    expect(sams.body).toEqual(missing.body);
    expect((await get('olivia', `/facilities/${demoIds.guestSuite}/bookings/${demoIds.gymBooking}`)).status).toBe(404);
    expect((await get('otto', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}`)).status).toBe(200);
  });
});

describe('PUT /facilities/{id}/bookings/{bookingId}/change-state and POST .../add-note', () => {
  const changeState = (person: Person, booking: string, state: unknown, facility = demoIds.gym) =>
    send(person, 'PUT', `/facilities/${facility}/bookings/${booking}/change-state`, { state });
  const addNote = (person: Person, booking: string, note: unknown) => send(person, 'POST', `/facilities/${demoIds.gym}/bookings/${booking}/add-note`, { note });

  it('lets a resident cancel their own booking, once, which frees the slot', async () => {
    const booking = (await bookGym('olivia', 8, '10:00', '11:00')).body.data as Booking;
    const before = (await get('olivia', '/user/doctrine')).body.data as BookingInfo;
    const { status, body } = await changeState('olivia', booking.id, 'cancelled');
    expect(status).toBe(200);
    expect(expectValid(body.data, Booking)).toMatchObject({ id: booking.id, state: 'cancelled' });
    const after = (await get('olivia', '/user/doctrine')).body.data as BookingInfo;
    const gym = (info: BookingInfo) => info.facilities.find((entry) => entry.facilityId === demoIds.gym)!.upcomingBookings;
    expect(gym(after)).toBe(gym(before) - 1);
    const again = await changeState('olivia', booking.id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([facilitiesMessages.alreadyCancelled]);
    expect((await bookGym('sam', 8, '10:00', '11:00')).status).toBe(201);
  });

  it("keeps every other state from a resident, and another resident's booking out of reach", async () => {
    const booking = (await bookGym('olivia', 9, '10:00', '11:00')).body.data as Booking;
    for (const state of ['confirmed', 'pending', 'cancelled_by_staff']) {
      const { status, body } = await changeState('olivia', booking.id, state);
      expect(status, state).toBe(403);
      expect(body.messages).toEqual([facilitiesMessages.residentCancelsOnly]);
    }
    expect((await changeState('sam', booking.id, 'cancelled')).status).toBe(404);
    expect((await addNote('sam', booking.id, 'Mine now.')).status).toBe(404);
    expect((await changeState('dee', booking.id, 'cancelled')).status).toBe(404);
    expect((await get('olivia', `/facilities/${demoIds.gym}/bookings/${booking.id}`)).body.data.state).toBe('confirmed');
  });

  it('lets staff of the development cancel a booking as staff, and nothing else, and tells the resident', async () => {
    const booking = (await bookGym('sam', 9, '14:00', '15:00')).body.data as Booking;
    const resident = await changeState('otto', booking.id, 'cancelled');
    expect(resident.status).toBe(403);
    expect(resident.body.messages).toEqual([facilitiesMessages.staffCancelsOnly]);
    const { status, body } = await changeState('otto', booking.id, 'cancelled_by_staff');
    expect(status).toBe(200);
    expect(body.data.state).toBe('cancelled_by_staff');
    const notices = (await get('sam', '/notifications')).body.data.notifications as { title: string; text: string; link: string | null }[];
    expect(notices.filter((notice) => notice.text.startsWith('Staff cancelled your booking of the Gym'))).toEqual([
      expect.objectContaining({ title: 'Your booking of the Gym is cancelled', link: `/book-facilities/${demoIds.riversideWharf}` }),
    ]);
    // Written as the portal writes every booking (spec 2 §9: MMM d, y, h:mm a), in London time.
    expect(notices.find((notice) => notice.text.startsWith('Staff cancelled'))?.text).toMatch(/ on [A-Z][a-z]{2} \d{1,2}, \d{4}, 2:00 PM to 3:00 PM\. /);
    const mail = await suite.api.ctx.db.selectFrom('outbox').select('to_address').where('body', 'like', 'Staff cancelled your booking of the Gym%').execute();
    expect(mail).toEqual([{ to_address: 'subtenant@example.com' }]);
  });

  it('keeps a resident their own booking after they may no longer use the facility', async () => {
    const { db } = suite.api.ctx;
    await db.deleteFrom('customer_group_users').where('group_id', '=', demoIds.guestSuiteUsers).where('user_id', '=', demoIds.olivia).execute();
    try {
      const path = `/facilities/${demoIds.guestSuite}/bookings/${demoIds.guestSuiteBooking}`;
      expect((await get('olivia', `/facilities/${demoIds.guestSuite}`)).status).toBe(404);
      expect((await get('olivia', path)).status).toBe(200);
      expect((await send('olivia', 'POST', `${path}/add-note`, { note: 'Still coming.' })).status).toBe(200);
      expect((await get('sam', path)).status).toBe(404);
    } finally {
      await db.insertInto('customer_group_users').values({ group_id: demoIds.guestSuiteUsers, user_id: demoIds.olivia }).execute();
    }
  });

  it('refuses to cancel a booking that has ended', async () => {
    const { status, body } = await changeState('olivia', demoIds.pastGymBooking, 'cancelled');
    expect(status).toBe(409);
    expect(body.messages).toEqual([facilitiesMessages.alreadyEnded]);
  });

  it('adds, replaces and clears the note of a booking', async () => {
    const added = await addNote('olivia', demoIds.gymBooking, '  Bringing a friend.  ');
    expect(added.status).toBe(200);
    expect(expectValid(added.body.data, Booking).note).toBe('Bringing a friend.');
    expect((await addNote('olivia', demoIds.gymBooking, '')).body.data.note).toBeNull();
    expect((await addNote('manny', demoIds.gymBooking, 'Seen by staff.')).status).toBe(200);
  });

  it.each<[string, string, unknown]>([
    ['change-state', 'no state', {}],
    ['change-state', 'an unknown state', { state: 'deleted' }],
    ['change-state', 'a state that is not text', { state: 1 }],
    ['change-state', 'an unknown field', { state: 'cancelled', userId: demoIds.sam }],
    ['add-note', 'no note', {}],
    ['add-note', 'a note that is not text', { note: ['x'] }],
    ['add-note', 'an unknown field', { note: 'x', state: 'cancelled' }],
  ])('%s answers 400 with messages for %s', async (route, _case, body) => {
    const answer = await send('olivia', route === 'add-note' ? 'POST' : 'PUT', `/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}/${route}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});
