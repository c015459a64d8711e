// The parcels area against the real app and a fresh demo database: the lists as staff and as a
// resident, logging and changing a parcel (with its notification), the bad input, the 404s and the
// 403s. The authorisation matrix (server/authorisation.test.ts) has a row per route and role.
import { describe, expect, it } from 'vitest';
import { withAreaAddedLater } from '../../testing';
import { addLondonDays } from '../../../core/domain/london';
import { ParcelResponse, ParcelsResponse, ParcelTypesResponse } from '../../../core/schemas/parcels';
import { NotificationsResponse } from '../../../core/schemas/notifications';
import { demoIds } from '../core';
import { expectValid, facilitiesSuite, type Person } from '../facilities/test-support';
import { parcelsFieldRules, parcelsMessages } from './messages';

const suite = facilitiesSuite();
const { get, send } = suite;
const riverside = demoIds.riversideWharf;
const list = async (person: Person, query = '', developmentId: string = riverside) => {
  const { status, body } = await get(person, `/developments/${developmentId}/parcels${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return expectValid(body.data, ParcelsResponse).parcels;
};
const newParcel = (overrides: Record<string, unknown> = {}) => ({ premisesId: demoIds.flat1, typeId: demoIds.parcelPerishable, receivedOn: suite.today, note: ' Keep cold. ', ...overrides });
const oliviasNotifications = async () => {
  const { body } = await get('olivia', '/notifications');
  return expectValid(body.data, NotificationsResponse).notifications;
};

describe('GET /developments/{id}/parcels', () => {
  it('gives staff the uncollected and the collected, newest received first', async () => {
    const waiting = await list('otto', '?collected=false');
    expect(waiting.map((parcel) => parcel.id)).toEqual([demoIds.flat1SmallParcel, demoIds.flat1Letter]);
    expect(waiting[0]).toMatchObject({ premises: { id: demoIds.flat1, name: 'Flat 1' }, type: { id: demoIds.parcelSmall, name: 'Small parcel' }, receivedOn: addLondonDays(suite.today, -1), collected: false, collectedAt: null });
    const collected = await list('ada', '?collected=true');
    expect(collected.map((parcel) => [parcel.id, parcel.collected])).toEqual([[demoIds.flat1CollectedParcel, true]]);
    expect((await list('otto')).length).toBe(3);
  });

  it('gives a resident only the parcels of the premises they hold there', async () => {
    expect((await list('olivia', '?collected=false')).map((parcel) => parcel.id)).toEqual([demoIds.flat1SmallParcel, demoIds.flat1Letter]);
    expect(await list('sam', '?collected=false')).toEqual([]);
    expect(await list('olivia', '', demoIds.elmCourt)).toEqual([]);
  });

  it('refuses a client, another development and a bad query', async () => {
    expect((await get('clara', `/developments/${riverside}/parcels`)).status).toBe(403);
    expect((await get('dee', `/developments/${riverside}/parcels`)).status).toBe(404);
    expect((await get('manny', `/developments/${demoIds.harbourLofts}/parcels`)).status).toBe(404);
    const bad = await get('otto', `/developments/${riverside}/parcels?collected=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toMatch(/^collected: /);
  });
});

describe('GET /developments/{id}/parcels/types and /{parcelId}', () => {
  it('lists the types in the order to offer them', async () => {
    const { status, body } = await get('otto', `/developments/${riverside}/parcels/types`);
    expect(status).toBe(200);
    expect(expectValid(body.data, ParcelTypesResponse).types.map((type) => type.name)).toEqual(['Letter', 'Small parcel', 'Large parcel', 'Perishable']);
  });

  it('gives one parcel to staff and to its resident, and 404 to anyone else', async () => {
    for (const person of ['otto', 'olivia'] as const) {
      const { status, body } = await get(person, `/developments/${riverside}/parcels/${demoIds.flat1Letter}`);
      expect(status).toBe(200);
      expect(expectValid(body.data, ParcelResponse).parcel).toMatchObject({ id: demoIds.flat1Letter, note: 'Signed for by the concierge.' });
    }
    expect((await get('sam', `/developments/${riverside}/parcels/${demoIds.flat1Letter}`)).status).toBe(404);
    expect((await get('otto', `/developments/${riverside}/parcels/prc-none`)).status).toBe(404);
    expect((await get('ada', `/developments/${demoIds.elmCourt}/parcels/${demoIds.flat1Letter}`)).status).toBe(404);
  });
});

describe('POST /developments/{id}/parcels', () => {
  it('logs a parcel, tells the premises\u2019 active residents, and lists it as uncollected', async () => {
    const before = (await oliviasNotifications()).length;
    const { status, body } = await send('otto', 'POST', `/developments/${riverside}/parcels`, newParcel());
    expect(status, JSON.stringify(body)).toBe(201);
    const { parcel } = expectValid(body.data, ParcelResponse);
    expect(parcel).toMatchObject({ developmentId: riverside, type: { name: 'Perishable' }, note: 'Keep cold.', collected: false });
    expect((await list('olivia', '?collected=false')).map((item) => item.id)).toContain(parcel.id);
    const notifications = await oliviasNotifications();
    expect(notifications.length).toBe(before + 1);
    expect(notifications.find((item) => item.title === parcelsMessages.arrivedTitle('Flat 1'))).toMatchObject({ importance: 'standard', link: '/dashboard', readAt: null });
    // Sam holds Flat 4, not Flat 1: he is not told.
    const sams = (await get('sam', '/notifications')).body.data.notifications as { title: string }[];
    expect(sams.some((item) => item.title === parcelsMessages.arrivedTitle('Flat 1'))).toBe(false);
  });

  it('refuses bad bodies with the field they concern', async () => {
    const refused = async (body: unknown, message: string) => {
      const answer = await send('otto', 'POST', `/developments/${riverside}/parcels`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.messages).toContainEqual(expect.stringContaining(message));
    };
    await refused(newParcel({ premisesId: demoIds.apartment14 }), `premisesId: ${parcelsFieldRules.premisesOfDevelopment}`);
    await refused(newParcel({ typeId: 'pty-crate' }), `typeId: ${parcelsFieldRules.parcelType}`);
    await refused(newParcel({ receivedOn: addLondonDays(suite.today, 1) }), `receivedOn: ${parcelsFieldRules.notInFuture}`);
    await refused(newParcel({ receivedOn: '2026-02-30' }), 'receivedOn: ');
    await refused(newParcel({ note: 'x'.repeat(501) }), 'note: must be at most 500 characters');
    await refused({ typeId: demoIds.parcelLetter, receivedOn: suite.today }, 'premisesId: ');
  });

  it('is for the development\u2019s staff only', async () => {
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'POST', `/developments/${riverside}/parcels`, newParcel())).status).toBe(403);
    expect((await send('manny', 'POST', `/developments/${demoIds.harbourLofts}/parcels`, newParcel({ premisesId: demoIds.loft7 }))).status).toBe(404);
  });
});

describe('PUT /developments/{id}/parcels/{parcelId}', () => {
  it('marks a parcel collected now, keeps that time when marked again, and undoes it', async () => {
    const path = `/developments/${riverside}/parcels/${demoIds.flat1Letter}`;
    const marked = await send('otto', 'PUT', path, { collected: true });
    expect(marked.status).toBe(200);
    const { parcel } = expectValid(marked.body.data, ParcelResponse);
    expect(parcel.collected).toBe(true);
    expect(parcel.collectedAt).not.toBeNull();
    expect((await list('olivia', '?collected=false')).map((item) => item.id)).not.toContain(demoIds.flat1Letter);
    const again = await send('otto', 'PUT', path, { collected: true, note: null });
    expect(expectValid(again.body.data, ParcelResponse).parcel).toMatchObject({ collectedAt: parcel.collectedAt, note: null });
    const undone = await send('otto', 'PUT', path, { collected: false, note: 'Signed for by the concierge.' });
    expect(expectValid(undone.body.data, ParcelResponse).parcel).toMatchObject({ collected: false, collectedAt: null, note: 'Signed for by the concierge.' });
  });

  it('changes the other fields under the same rules as logging, and refuses an empty change', async () => {
    const path = `/developments/${riverside}/parcels/${demoIds.flat1CollectedParcel}`;
    const changed = await send('ada', 'PUT', path, { typeId: demoIds.parcelSmall });
    expect(expectValid(changed.body.data, ParcelResponse).parcel).toMatchObject({ type: { id: demoIds.parcelSmall }, collected: true });
    expect((await send('ada', 'PUT', path, { premisesId: demoIds.loft7 })).body.messages).toEqual([`premisesId: ${parcelsFieldRules.premisesOfDevelopment}`]);
    expect((await send('ada', 'PUT', path, { receivedOn: addLondonDays(suite.today, 2) })).status).toBe(400);
    expect((await send('ada', 'PUT', path, {})).status).toBe(400);
    expect((await send('ada', 'PUT', path, { collected: 'yes' })).status).toBe(400);
  });

  it('is for the development\u2019s staff only', async () => {
    const path = `/developments/${riverside}/parcels/${demoIds.flat1SmallParcel}`;
    for (const person of ['olivia', 'sam', 'clara'] as const) expect((await send(person, 'PUT', path, { collected: true })).status).toBe(403);
    expect((await send('otto', 'PUT', `/developments/${riverside}/parcels/prc-none`, { collected: true })).status).toBe(404);
    expect((await list('otto', '?collected=false')).map((item) => item.id)).toContain(demoIds.flat1SmallParcel);
  });
});

describe('the demo data', () => {
  it('comes to a database made before this area, on its next start', async () => {
    await withAreaAddedLater(
      'parcels',
      async () => undefined,
      async ({ ctx: { db } }) => {
        const count = db.selectFrom('parcels').select((eb) => eb.fn.countAll<number>().as('n'));
        expect(await db.selectFrom('parcel_types').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 4 });
        expect(await count.where('collected_at', 'is', null).executeTakeFirstOrThrow()).toEqual({ n: 2 });
        expect(await count.where('collected_at', 'is not', null).executeTakeFirstOrThrow()).toEqual({ n: 1 });
      },
    );
  });
});
