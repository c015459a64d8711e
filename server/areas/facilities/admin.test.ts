// Staff managing facilities against the real app and a fresh demo database: creating and changing
// a facility (the merge rule), the users allowed to book it, staff seeing who booked, images (one
// main image always, type and size refusals) and deleting a facility with upcoming bookings. The
// authorisation matrix (server/authorisation.test.ts) has a row per route; this file holds the
// finer rules. Every test works on facilities it makes, except the read-only ones on the demo data.
import { describe, expect, it } from 'vitest';
import { addLondonDays, londonTime } from '../../../core/domain/london';
import { Booking, BookingsResponse, Facility } from '../../../core/schemas';
import { FACILITY_IMAGE_MAX_BYTES, FacilityDeleted, FIXED_SLOTS_MAX, FacilityUsersResponse, type FacilityCreate } from '../../../core/schemas/facility-admin';
import { NotificationsResponse } from '../../../core/schemas/notifications';
import { demoIds } from '../core';
import { facilitiesMessages } from './messages';
import { expectValid, facilitiesSuite, type Person } from './test-support';

const suite = facilitiesSuite();
const { get, send } = suite;

const everyDay = { openingHour: '00:00', closingHour: '00:00' };
/** A facility open all day every day, bookable from now for 30 days in hours. */
const poolSettings = (developmentId: string = demoIds.riversideWharf): FacilityCreate => ({
  developmentId,
  name: 'Pool',
  description: 'Heated, 20 metres.',
  slotType: 'flexible',
  rules: {
    leadTime: 0,
    horizon: 30,
    businessDays: { monday: everyDay, tuesday: everyDay, wednesday: everyDay, thursday: everyDay, friday: everyDay, saturday: everyDay, sunday: everyDay },
    minimumSlotDurationInMinutes: 60,
    bufferTimeInMinutes: 0,
    fixedSlots: [],
  },
});

async function createPool(person: Person = 'manny', settings: Partial<FacilityCreate> = {}): Promise<Facility> {
  const { status, body } = await send(person, 'POST', '/facilities', { ...poolSettings(), ...settings });
  expect(status, JSON.stringify(body)).toBe(201);
  return expectValid(body.data, Facility);
}

const png = (extra = 0) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(extra)]).toString('base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');

describe('POST /facilities', () => {
  it('makes a facility of a development the staff member works in, which staff then list', async () => {
    const pool = await createPool('otto');
    expect(pool).toMatchObject({ developmentId: demoIds.riversideWharf, name: 'Pool', description: 'Heated, 20 metres.', images: [], users: [], slotType: 'flexible' });
    expect(pool.rules).toEqual(poolSettings().rules);
    const listed = await get('manny', `/facilities?developmentUuids=${demoIds.riversideWharf}`);
    expect(listed.body.data.facilities.map((facility: Facility) => facility.id)).toContain(pool.id);
    // Nobody may book it yet, so residents do not see it.
    expect((await get('olivia', `/facilities/${pool.id}`)).status).toBe(404);
  });

  it.each<[Person, string, number]>([
    ['otto', demoIds.harbourLofts, 404],
    ['manny', demoIds.harbourLofts, 404],
    ['olivia', demoIds.riversideWharf, 403],
    ['clara', demoIds.riversideWharf, 403],
    ['dee', demoIds.riversideWharf, 404],
  ])('refuses %s in %s (%i)', async (person, developmentId, status) => {
    const answer = await send(person, 'POST', '/facilities', poolSettings(developmentId));
    expect(answer.status).toBe(status);
    expect(answer.body.messages.length).toBe(1);
  });

  it('refuses settings that break the rules, with the fields they concern', async () => {
    const fixedWithoutSlots = await send('manny', 'POST', '/facilities', { ...poolSettings(), slotType: 'fixed' });
    expect(fixedWithoutSlots.status).toBe(400);
    expect(Object.keys(fixedWithoutSlots.body.fields)).toEqual(['rules.fixedSlots']);
    const closesBeforeOpening = poolSettings();
    closesBeforeOpening.rules.businessDays.monday = { openingHour: '18:00', closingHour: '09:00' };
    const answer = await send('manny', 'POST', '/facilities', closesBeforeOpening);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['rules.businessDays.monday.closingHour']);
    expect((await send('manny', 'POST', '/facilities', { ...poolSettings(), name: '  ' })).status).toBe(400);
  });

  it(`takes at most ${FIXED_SLOTS_MAX} fixed slots, and says so before checking them against each other`, async () => {
    const minutes = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    // 720 one-minute slots, every other minute, as the probe sent: one problem, at the list.
    const many = Array.from({ length: 720 }, (_, index) => ({ startTime: minutes(index * 2), endTime: minutes(index * 2 + 1) }));
    const tooMany = await send('manny', 'POST', '/facilities', { ...poolSettings(), slotType: 'fixed', rules: { ...poolSettings().rules, fixedSlots: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ 'rules.fixedSlots': [`must be between 1 and ${FIXED_SLOTS_MAX}`] });
    // Half-hour slots round the clock are the most there may be.
    const halfHours = Array.from({ length: FIXED_SLOTS_MAX }, (_, index) => ({ startTime: minutes(index * 30), endTime: minutes(index * 30 + 30) }));
    halfHours[FIXED_SLOTS_MAX - 1]!.endTime = '00:00';
    const { status, body } = await send('manny', 'POST', '/facilities', { ...poolSettings(), name: 'Study room', slotType: 'fixed', rules: { ...poolSettings().rules, fixedSlots: halfHours } });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(expectValid(body.data, Facility).rules.fixedSlots).toHaveLength(FIXED_SLOTS_MAX);
  });
});

describe('PUT /facilities/{id}', () => {
  it('merges the change with the stored facility and checks the whole', async () => {
    const pool = await createPool();
    // Fixed without fixed slots: the stored rules have none, so changing the type alone is refused.
    const typeOnly = await send('manny', 'PUT', `/facilities/${pool.id}`, { slotType: 'fixed' });
    expect(typeOnly.status).toBe(400);
    expect(Object.keys(typeOnly.body.fields)).toEqual(['rules.fixedSlots']);
    const fixedSlots = [{ startTime: '09:00', endTime: '12:00' }];
    const fixed = await send('manny', 'PUT', `/facilities/${pool.id}`, { slotType: 'fixed', rules: { ...pool.rules, fixedSlots } });
    expect(fixed.status).toBe(200);
    expect(expectValid(fixed.body.data, Facility)).toMatchObject({ slotType: 'fixed', rules: { fixedSlots } });
    // A name alone keeps everything else, and a null description clears it.
    const renamed = expectValid((await send('manny', 'PUT', `/facilities/${pool.id}`, { name: 'Lido', description: null })).body.data, Facility);
    expect(renamed).toMatchObject({ name: 'Lido', description: null, slotType: 'fixed', rules: { fixedSlots } });
    expect((await send('manny', 'PUT', `/facilities/${pool.id}`, {})).status).toBe(400);
  });

  it('replaces the users allowed, each a registered customer of the development', async () => {
    const pool = await createPool();
    const allowed = await send('otto', 'PUT', `/facilities/${pool.id}`, { users: [demoIds.sam, demoIds.olivia, demoIds.sam] });
    expect(allowed.status).toBe(200);
    expect(expectValid(allowed.body.data, Facility).users).toEqual([demoIds.olivia, demoIds.sam].sort());
    expect((await get('sam', `/facilities/${pool.id}`)).status).toBe(200);
    const replaced = await send('otto', 'PUT', `/facilities/${pool.id}`, { users: [demoIds.olivia] });
    expect(replaced.body.data.users).toEqual([demoIds.olivia]);
    expect((await get('sam', `/facilities/${pool.id}`)).status).toBe(404);
    // Dee lives in Harbour Lofts, Manny is staff: neither is a customer of Riverside Wharf.
    const strangers = await send('otto', 'PUT', `/facilities/${pool.id}`, { users: [demoIds.olivia, demoIds.dee, demoIds.manny] });
    expect(strangers.status).toBe(400);
    expect(strangers.body.messages).toHaveLength(2);
    expect(strangers.body.messages[0]).toContain(demoIds.dee);
    expect(strangers.body.messages[1]).toContain(demoIds.manny);
    expect((await get('otto', `/facilities/${pool.id}`)).body.data.users).toEqual([demoIds.olivia]);
  });

  it('refuses a resident who sees the facility (403) and staff of another development (404)', async () => {
    expect((await send('olivia', 'PUT', `/facilities/${demoIds.gym}`, { name: 'My gym' })).status).toBe(403);
    expect((await send('otto', 'PUT', `/facilities/${demoIds.roofTerrace}`, { name: 'Roof' })).status).toBe(404);
    expect((await send('otto', 'PUT', '/facilities/fac-none', { name: 'Roof' })).status).toBe(404);
  });
});

describe('GET /facilities/{id}/users', () => {
  it('lists those who may book it, themselves or through a group, by name; all=true every registered customer', async () => {
    const gym = expectValid((await get('otto', `/facilities/${demoIds.gym}/users`)).body.data, FacilityUsersResponse);
    expect(gym.users.map((user) => [user.fullName, user.premises, user.allowed])).toEqual([
      ['Olivia Owner', ['Flat 1', 'Flat 2', 'Flat 3'], true],
      ['Sam Subtenant', ['Flat 4'], true],
    ]);
    const suite = expectValid((await get('ada', `/facilities/${demoIds.guestSuite}/users`)).body.data, FacilityUsersResponse);
    expect(suite.users).toEqual([
      expect.objectContaining({ id: demoIds.olivia, email: 'owner@example.com', allowed: false, groups: [{ uuid: demoIds.guestSuiteUsers, name: 'Guest Suite users' }] }),
    ]);
    const all = expectValid((await get('ada', `/facilities/${demoIds.guestSuite}/users?all=true`)).body.data, FacilityUsersResponse);
    expect(all.users.map((user) => user.id)).toEqual([demoIds.olivia, demoIds.sam]);
  });

  it('is for staff of the development only', async () => {
    expect((await get('olivia', `/facilities/${demoIds.gym}/users`)).status).toBe(403);
    expect((await get('otto', `/facilities/${demoIds.roofTerrace}/users`)).status).toBe(404);
    expect((await get('otto', `/facilities/${demoIds.gym}/users?all=yes`)).status).toBe(400);
  });
});

describe('staff see who booked', () => {
  it('names the resident and their premises in every booking answer for staff, not for residents', async () => {
    const paths = [`/facilities/${demoIds.gym}/bookings`, `/developments/${demoIds.riversideWharf}/bookings`];
    for (const path of paths) {
      const bookings = expectValid((await get('otto', path)).body.data, BookingsResponse).bookings;
      expect(bookings.find((booking) => booking.id === demoIds.gymBooking)!.contact, path).toEqual({ id: demoIds.olivia, fullName: 'Olivia Owner', premisesName: 'Flat 1' });
      expect(bookings.find((booking) => booking.id === demoIds.samGymBooking)!.contact, path).toEqual({ id: demoIds.sam, fullName: 'Sam Subtenant', premisesName: 'Flat 4' });
      const own = expectValid((await get('olivia', path)).body.data, BookingsResponse).bookings;
      expect(own.every((booking) => booking.contact.id === demoIds.olivia && booking.contact.fullName === undefined), path).toBe(true);
    }
    const single = expectValid((await get('manny', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}`)).body.data, Booking);
    expect(single.contact).toEqual({ id: demoIds.sam, fullName: 'Sam Subtenant', premisesName: 'Flat 4' });
    expect((await get('sam', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}`)).body.data.contact).toEqual({ id: demoIds.sam });
  });
});

describe('images', () => {
  const upload = (facilityId: string, name: string, content: string, person: Person = 'manny') =>
    send(person, 'POST', `/facilities/${facilityId}/images`, { name, fileName: `${name}.png`, content });
  const mains = (facility: Facility) => facility.images.filter((image) => image.isMainImage).map((image) => image.name);

  it('keeps exactly one main image through uploads, marking and deleting', async () => {
    const pool = await createPool();
    const first = await upload(pool.id, 'Deep end', png(16));
    expect(first.status).toBe(201);
    expect(mains(expectValid(first.body.data, Facility))).toEqual(['Deep end']);
    await upload(pool.id, 'Shallow end', jpeg);
    const third = expectValid((await upload(pool.id, 'Changing rooms', png())).body.data, Facility);
    expect(mains(third)).toEqual(['Deep end']);
    expect(third.images).toHaveLength(3);
    const served = await fetch(suite.api.url + new URL(third.images[0]!.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const shallow = third.images.find((image) => image.name === 'Shallow end')!;
    const marked = expectValid((await send('manny', 'PUT', `/facilities/${pool.id}/images/${shallow.id}`, { isMainImage: true })).body.data, Facility);
    expect(mains(marked)).toEqual(['Shallow end']);
    const renamed = expectValid((await send('manny', 'PUT', `/facilities/${pool.id}/images/${shallow.id}`, { name: 'Shallows' })).body.data, Facility);
    expect(mains(renamed)).toEqual(['Shallows']);
    expect((await send('manny', 'PUT', `/facilities/${pool.id}/images/${shallow.id}`, { isMainImage: false })).status).toBe(400);

    // Deleting the main image makes the first remaining one (by upload order) main, and removes its file.
    const deleted = await send('manny', 'DELETE', `/facilities/${pool.id}/images/${shallow.id}`);
    expect(deleted.status).toBe(200);
    expect(mains(expectValid(deleted.body.data, Facility))).toEqual(['Deep end']);
    expect((await fetch(suite.api.url + new URL(shallow.url).pathname)).status).toBe(404);
    expect((await send('manny', 'DELETE', `/facilities/${pool.id}/images/${shallow.id}`)).status).toBe(404);
    // An image is reached only through its own facility.
    expect((await send('manny', 'PUT', `/facilities/${demoIds.gym}/images/${third.images[0]!.id}`, { name: 'Moved' })).status).toBe(404);
  });

  it('checks the real type of the content and its size', async () => {
    const pool = await createPool();
    const asText = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    for (const content of [asText, gif]) {
      const refused = await upload(pool.id, 'Not allowed', content);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ content: ['must be a JPEG, PNG or WebP image'] });
    }
    const tooLarge = await upload(pool.id, 'Too large', png(FACILITY_IMAGE_MAX_BYTES));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fields).toEqual({ content: ['must be an image of at most 5 MB'] });
    // A body that could not hold an image within the limit is refused before it is read.
    expect((await upload(pool.id, 'Far too large', png(FACILITY_IMAGE_MAX_BYTES * 1.2))).status).toBe(413);
    expect((await get('manny', `/facilities/${pool.id}`)).body.data.images).toEqual([]);
  });

  it('is for staff of the development only', async () => {
    expect((await upload(demoIds.gym, 'Mine', png(), 'olivia')).status).toBe(403);
    expect((await upload(demoIds.roofTerrace, 'Roof', png(), 'otto')).status).toBe(404);
    expect((await send('olivia', 'DELETE', `/facilities/${demoIds.gym}/images/img-gym-main`)).status).toBe(403);
  });
});

describe('DELETE /facilities/{id}', () => {
  const at = (days: number, time: string) => new Date(londonTime(addLondonDays(suite.today, days), time)).toISOString();

  it('deletes a facility without upcoming bookings at once', async () => {
    const pool = await createPool();
    const { status, body } = await send('manny', 'DELETE', `/facilities/${pool.id}`);
    expect(status).toBe(200);
    expect(expectValid(body.data, FacilityDeleted)).toEqual({ cancelledBookings: 0 });
    expect((await get('manny', `/facilities/${pool.id}`)).status).toBe(404);
    expect((await send('manny', 'DELETE', `/facilities/${pool.id}`)).status).toBe(404);
  });

  it('asks first when residents have booked it, then cancels their bookings as staff and tells them', async () => {
    const pool = await createPool();
    await send('manny', 'PUT', `/facilities/${pool.id}`, { users: [demoIds.olivia, demoIds.sam] });
    const book = async (person: Person, days: number, from: string, to: string) => {
      const answer = await send(person, 'POST', `/facilities/${pool.id}/bookings`, { startAt: at(days, from), endAt: at(days, to) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as string;
    };
    const olivias = await book('olivia', 2, '10:00', '11:00');
    const sams = await book('sam', 3, '10:00', '11:00');
    const samCancelled = await book('sam', 4, '10:00', '11:00');
    await send('sam', 'PUT', `/facilities/${pool.id}/bookings/${samCancelled}/change-state`, { state: 'cancelled' });

    const asked = await send('otto', 'DELETE', `/facilities/${pool.id}`);
    expect(asked.status).toBe(409);
    expect(asked.body.messages).toEqual([facilitiesMessages.upcomingBookings('Pool', 2)]);
    expect(asked.body.messages[0]).toBe('The Pool has 2 upcoming bookings. Deleting it cancels them, and each resident is told.');
    expect((await get('olivia', `/facilities/${pool.id}`)).status).toBe(200);
    expect((await send('otto', 'DELETE', `/facilities/${pool.id}?cancelUpcomingBookings=yes`)).status).toBe(400);

    const deleted = await send('otto', 'DELETE', `/facilities/${pool.id}?cancelUpcomingBookings=true`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ cancelledBookings: 2 });

    // Olivia still reads her booking, with the facility's name, cancelled by staff; and is told.
    const list = expectValid((await get('olivia', `/developments/${demoIds.riversideWharf}/bookings`)).body.data, BookingsResponse).bookings;
    expect(list.find((booking) => booking.id === olivias)).toMatchObject({ state: 'cancelled_by_staff', facility: { id: pool.id, name: 'Pool' } });
    expect((await get('olivia', `/facilities/${pool.id}/bookings/${olivias}`)).body.data.state).toBe('cancelled_by_staff');
    const samList = (await get('sam', `/developments/${demoIds.riversideWharf}/bookings`)).body.data.bookings as Booking[];
    expect(samList.filter((booking) => booking.facility.id === pool.id).map((booking) => [booking.id, booking.state])).toEqual([
      [sams, 'cancelled_by_staff'],
      [samCancelled, 'cancelled'],
    ]);
    const notifications = expectValid((await get('olivia', '/notifications')).body.data, NotificationsResponse).notifications;
    expect(notifications.filter((notification) => notification.title === 'Your booking of the Pool is cancelled')).toEqual([
      expect.objectContaining({ status: 'unread', link: `/book-facilities/${demoIds.riversideWharf}`, text: expect.stringContaining('staff cancelled your booking on') }),
    ]);
    const mail = await suite.api.ctx.db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', '%the Pool is cancelled')
      .orderBy('to_address')
      .execute();
    expect(mail).toEqual([
      { to_address: 'owner@example.com', subject: 'Your booking of the Pool is cancelled' },
      { to_address: 'subtenant@example.com', subject: 'Your booking of the Pool is cancelled' },
    ]);

    // Gone everywhere else.
    expect((await get('olivia', `/facilities/${pool.id}`)).status).toBe(404);
    expect((await get('olivia', `/facilities/${pool.id}/slots?fromDate=${suite.today}&toDate=${suite.today}`)).status).toBe(404);
    expect((await send('olivia', 'POST', `/facilities/${pool.id}/bookings`, { startAt: at(5, '10:00'), endAt: at(5, '11:00') })).status).toBe(404);
    expect((await send('olivia', 'POST', `/facilities/${pool.id}/bookings/${olivias}/add-note`, { note: 'Why?' })).status).toBe(404);
    expect((await get('otto', `/facilities/${pool.id}/bookings`)).status).toBe(404);
    expect((await get('otto', `/facilities/${pool.id}/users`)).status).toBe(404);
    expect((await send('otto', 'PUT', `/facilities/${pool.id}`, { name: 'Back' })).status).toBe(404);
    const lists = await get('olivia', `/facilities?developmentUuids=${demoIds.riversideWharf}`);
    expect(lists.body.data.facilities.map((facility: Facility) => facility.id)).not.toContain(pool.id);
    const doctrine = await get('olivia', '/user/doctrine');
    expect(JSON.stringify(doctrine.body.data)).not.toContain(pool.id);
  });

  it('is for staff of the development only', async () => {
    expect((await send('olivia', 'DELETE', `/facilities/${demoIds.gym}`)).status).toBe(403);
    expect((await send('otto', 'DELETE', `/facilities/${demoIds.roofTerrace}?cancelUpcomingBookings=true`)).status).toBe(404);
    expect((await get('dee', `/facilities/${demoIds.roofTerrace}`)).status).toBe(200);
  });
});
