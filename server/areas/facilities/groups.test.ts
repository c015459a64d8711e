// Customer groups against the real app and a fresh demo database:
// the seeded group, staff-only reach, the body rules, and that a group decides who may book its
// facility through the same rule as the booking routes. The authorisation matrix has a row per route.
import { describe, expect, it } from 'vitest';
import { FacilitiesResponse } from '../../../core/schemas';
import { CustomerGroup, CustomerGroupsResponse } from '../../../core/schemas/customer-groups';
import { addLondonDays, londonTime } from '../../../core/domain/london';
import { demoIds } from '../core';
import { groupFieldRules } from './messages';
import { expectValid, facilitiesSuite, type Person } from './test-support';

const suite = facilitiesSuite();
const { get, send } = suite;
const createGroup = async (person: Person, name: string, developmentUuid: string = demoIds.riversideWharf) => {
  const { status, body } = await send(person, 'POST', '/user-group', { name, description: 'For the test.', developmentUuid });
  expect(status).toBe(201);
  return expectValid(body.data, CustomerGroup);
};

describe('customer groups', () => {
  it('lists the seeded Guest Suite users by development and by facility', async () => {
    for (const path of [`/user-group/get-by-development/${demoIds.riversideWharf}`, `/user-group/get-by-facility/${demoIds.guestSuite}`]) {
      const { status, body } = await get('otto', path);
      expect(status, path).toBe(200);
      const { groups } = expectValid(body.data, CustomerGroupsResponse);
      expect(groups.map((group) => [group.uuid, group.users.map((user) => user.fullName), group.facilities.map((facility) => facility.name)])).toEqual([
        [demoIds.guestSuiteUsers, ['Olivia Owner'], ['Guest Suite']],
      ]);
      expect(groups[0]?.users[0]?.premises).toEqual(['Flat 1', 'Flat 2', 'Flat 3']);
    }
    expect(expectValid((await get('ada', `/user-group/get-by-facility/${demoIds.gym}`)).body.data, CustomerGroupsResponse).groups).toEqual([]);
  });

  it('is for staff of the development only: others get 404, as for a group that does not exist', async () => {
    for (const person of ['olivia', 'sam', 'clara'] as const) {
      expect((await get(person, `/user-group/get-by-development/${demoIds.riversideWharf}`)).status, person).toBe(404);
      expect((await get(person, `/user-group/get-by-facility/${demoIds.guestSuite}`)).status, person).toBe(404);
      expect((await send(person, 'DELETE', `/user-group/${demoIds.guestSuiteUsers}`)).status, person).toBe(404);
      expect((await send(person, 'POST', '/user-group', { name: 'Mine', description: null, developmentUuid: demoIds.riversideWharf })).status, person).toBe(400);
    }
    expect((await get('manny', `/user-group/get-by-development/${demoIds.harbourLofts}`)).status).toBe(404);
    expect((await get('otto', `/user-group/get-by-facility/${demoIds.roofTerrace}`)).status).toBe(404);
    const { status, body } = await send('otto', 'POST', '/user-group', { name: 'Lofts', description: null, developmentUuid: demoIds.harbourLofts });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ developmentUuid: [groupFieldRules.staffDevelopment] });
  });

  it('creates, changes and deletes a group, refusing members and facilities that are not the development’s', async () => {
    const group = await createGroup('manny', 'Residents’ committee');
    expect(group).toMatchObject({ users: [], facilities: [], developmentUuid: demoIds.riversideWharf });
    const path = `/user-group/${group.uuid}`;
    // Dee lives in Harbour Lofts; a made-up id is nobody: each is named, nothing is added.
    const refused = await send('manny', 'POST', `${path}/users`, { users: [demoIds.sam, demoIds.dee, 'usr-nobody'] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ users: [groupFieldRules.notCustomer(demoIds.dee), groupFieldRules.notCustomer('usr-nobody')] });
    const added = await send('manny', 'POST', `${path}/users`, { users: [demoIds.sam, demoIds.olivia] });
    expect(added.status).toBe(200);
    expect(expectValid(added.body.data, CustomerGroup).users.map((user) => user.id)).toEqual([demoIds.olivia, demoIds.sam]);
    expect((await send('manny', 'POST', `${path}/facilities`, { facilities: [demoIds.roofTerrace] })).body.fields).toEqual({
      facilities: [groupFieldRules.notFacility(demoIds.roofTerrace)],
    });
    const withGym = await send('manny', 'POST', `${path}/facilities`, { facilities: [demoIds.gym] });
    expect(expectValid(withGym.body.data, CustomerGroup).facilities).toEqual([{ id: demoIds.gym, name: 'Gym' }]);
    expect((await send('manny', 'DELETE', `${path}/users`, { users: [demoIds.dee] })).body.fields).toEqual({ users: [groupFieldRules.notMember(demoIds.dee)] });
    expect((await send('manny', 'DELETE', `${path}/facilities`, { facilities: [demoIds.guestSuite] })).status).toBe(400);
    const removed = await send('manny', 'DELETE', `${path}/users`, { users: [demoIds.olivia] });
    expect(expectValid(removed.body.data, CustomerGroup).users.map((user) => user.id)).toEqual([demoIds.sam]);
    expect((await send('manny', 'POST', `${path}/users`, { users: [] })).status).toBe(400);
    expect((await send('manny', 'DELETE', path)).status).toBe(200);
    expect((await send('manny', 'DELETE', path)).status).toBe(404);
    const left = expectValid((await get('manny', `/user-group/get-by-development/${demoIds.riversideWharf}`)).body.data, CustomerGroupsResponse);
    expect(left.groups.map((item) => item.uuid)).toEqual([demoIds.guestSuiteUsers]);
  });

  it('decides who may book its facility, through the rule the booking routes use', async () => {
    const guestSuiteFor = async (person: Person) =>
      expectValid((await get(person, `/facilities?developmentUuids=${demoIds.riversideWharf}`)).body.data, FacilitiesResponse).facilities.some(
        (facility) => facility.id === demoIds.guestSuite,
      );
    // A fixed slot of the Guest Suite beyond its 48-hour lead time.
    const day = addLondonDays(suite.today, 10);
    const slot = { startAt: new Date(londonTime(day, '08:00')).toISOString(), endAt: new Date(londonTime(day, '12:00')).toISOString() };
    expect(await guestSuiteFor('sam')).toBe(false);
    expect((await send('sam', 'POST', `/facilities/${demoIds.guestSuite}/bookings`, slot)).status).toBe(404);

    const group = await createGroup('otto', 'Guests of Flat 4');
    const path = `/user-group/${group.uuid}`;
    await send('otto', 'POST', `${path}/users`, { users: [demoIds.sam] });
    await send('otto', 'POST', `${path}/facilities`, { facilities: [demoIds.guestSuite] });
    expect(await guestSuiteFor('sam')).toBe(true);
    const booked = await send('sam', 'POST', `/facilities/${demoIds.guestSuite}/bookings`, slot);
    expect(booked.status).toBe(201);
    // Cancelled so that the next attempts meet no clash, only the rule.
    await send('sam', 'PUT', `/facilities/${demoIds.guestSuite}/bookings/${booked.body.data.id}/change-state`, { state: 'cancelled' });

    await send('otto', 'DELETE', `${path}/facilities`, { facilities: [demoIds.guestSuite] });
    expect(await guestSuiteFor('sam')).toBe(false);
    expect((await send('sam', 'POST', `/facilities/${demoIds.guestSuite}/bookings`, slot)).status).toBe(404);

    await send('otto', 'POST', `${path}/facilities`, { facilities: [demoIds.guestSuite] });
    expect(await guestSuiteFor('sam')).toBe(true);
    await send('otto', 'DELETE', `${path}/users`, { users: [demoIds.sam] });
    expect(await guestSuiteFor('sam')).toBe(false);
    expect((await send('sam', 'POST', `/facilities/${demoIds.guestSuite}/bookings`, slot)).status).toBe(404);
    await send('otto', 'DELETE', path);
  });
});
