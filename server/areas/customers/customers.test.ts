// The customers area against the real app and a fresh demo database: the development's customers,
// one customer's detail and files, adding customers and premises, relationships' state and the
// staff password reset, with the bad input, the 404s and the 403s of each. The authorisation
// matrix (server/authorisation.test.ts) has a row per route and role.
import { describe, expect, it } from 'vitest';
import { withAreaAddedLater } from '../../testing';
import { Bill } from '../../../core/schemas';
import { AdminPasswordResetResult } from '../../../core/schemas/auth';
import { CustomerCreated, CustomerDetailResponse, CustomersResponse, RelationshipTypesResponse } from '../../../core/schemas/customers';
import { demoIds } from '../core';
import { signIn } from '../auth/test-support';
import { expectValid, facilitiesSuite, type Person } from '../facilities/test-support';
import { customersFieldRules, customersMessages } from './messages';

const suite = facilitiesSuite();
const { get, send } = suite;
const riverside = demoIds.riversideWharf;
const db = () => suite.api.ctx.db;
const setActive = (contactId: string, active: 0 | 1) => db().updateTable('premises_contacts').set({ active }).where('id', '=', contactId).execute();
const detail = async (person: Person, id: string, developmentId: string = riverside) => {
  const { status, body } = await get(person, `/customers/${id}?developmentId=${developmentId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return expectValid(body.data, CustomerDetailResponse).customer;
};
const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  email: 'nia.newcomer@example.com',
  developmentId: riverside,
  firstName: 'Nia',
  lastName: 'Newcomer',
  title: 'Ms',
  relationshipTypeId: demoIds.relationshipTenant,
  premisesId: demoIds.flat2,
  mainNumber: '020 7946 0001',
  ...overrides,
});

describe('GET /developments/{id}/customers', () => {
  it('lists every premises contact of the development, by name, with their state', async () => {
    await setActive('con-olivia-flat-3', 0);
    try {
      const { status, body } = await get('otto', `/developments/${riverside}/customers`);
      expect(status).toBe(200);
      const { customers } = expectValid(body.data, CustomersResponse);
      expect(customers.map((row) => [row.fullName, row.premiseName, row.relationship, row.relationshipStateCode, row.stateCode, row.portalRegistered !== null])).toEqual([
        ['Ivy Inactive', 'Flat 5', 'Tenant', 1, 1, true],
        ['Olivia Owner', 'Flat 1', 'Owner', 0, 0, true],
        ['Olivia Owner', 'Flat 2', 'Owner', 0, 0, true],
        ['Olivia Owner', 'Flat 3', 'Owner', 1, 0, true],
        ['Sam Subtenant', 'Flat 4', 'Subtenant', 0, 0, true],
        ['Uma Unregistered', 'Flat 6', 'Owner', 0, 0, false],
      ]);
      expect(customers.find((row) => row.relationshipId === demoIds.umaFlat6)).toMatchObject({ id: demoIds.umaFlat6, userId: null, email: 'unregistered@example.com', mainNumber: '020 7946 0606' });
      // The group picker's list: active relationships only.
      const active = expectValid((await get('otto', `/developments/${riverside}/customers?inactive=0`)).body.data, CustomersResponse);
      expect(active.customers.map((row) => row.relationshipId)).not.toContain('con-olivia-flat-3');
      expect(active.customers.map((row) => row.relationshipId)).not.toContain(demoIds.ivyFlat5);
      const wrong = await get('otto', `/developments/${riverside}/customers?inactive=1`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.messages).toEqual([expect.stringMatching(/^inactive: /)]);
    } finally {
      await setActive('con-olivia-flat-3', 1);
    }
  });

  it('marks a person inactive when none of their relationships there is active', async () => {
    await setActive('con-sam-flat-4', 0);
    try {
      const { customers } = expectValid((await get('ada', `/developments/${riverside}/customers`)).body.data, CustomersResponse);
      expect(customers.find((row) => row.id === demoIds.sam)).toMatchObject({ stateCode: 1, relationshipStateCode: 1 });
      // An inactive customer cannot join a group.
      const group = (await send('ada', 'POST', '/user-group', { name: 'Former tenants', description: null, developmentUuid: riverside })).body.data;
      expect((await send('ada', 'POST', `/user-group/${group.uuid}/users`, { users: [demoIds.sam] })).status).toBe(400);
      await send('ada', 'DELETE', `/user-group/${group.uuid}`);
    } finally {
      await setActive('con-sam-flat-4', 1);
    }
  });

  it('is for staff of the development only', async () => {
    for (const person of ['olivia', 'sam', 'clara'] as const) expect((await get(person, `/developments/${riverside}/customers`)).status, person).toBe(404);
    expect((await get('manny', `/developments/${demoIds.harbourLofts}/customers`)).status).toBe(404);
    expect((await get('otto', `/developments/${demoIds.elmCourt}/customers`)).status).toBe(404);
    expect((await get('manny', `/developments/${demoIds.elmCourt}/customers`)).status).toBe(200);
  });
});

describe('GET /customers/relationship-types', () => {
  it('answers Owner, Subtenant, Tenant and Director to staff, 403 to residents and clients', async () => {
    const { status, body } = await get('otto', '/customers/relationship-types');
    expect(status).toBe(200);
    expect(expectValid(body.data, RelationshipTypesResponse).relationshipTypes).toEqual([
      { id: demoIds.relationshipOwner, name: 'Owner' },
      { id: demoIds.relationshipSubtenant, name: 'Subtenant' },
      { id: demoIds.relationshipTenant, name: 'Tenant' },
      { id: demoIds.relationshipDirector, name: 'Director' },
    ]);
    for (const person of ['olivia', 'clara'] as const) expect((await get(person, '/customers/relationship-types')).status, person).toBe(403);
  });
});

describe('GET /customers/{id}', () => {
  it('answers Olivia as Riverside Wharf sees her: premises, news preferences and 12 files, newest first', async () => {
    const olivia = await detail('otto', demoIds.olivia);
    expect(olivia).toMatchObject({ id: demoIds.olivia, userId: demoIds.olivia, title: 'Ms', fullName: 'Olivia Owner', stateCode: 0, email: 'owner@example.com' });
    expect(olivia.portalRegistered).not.toBeNull();
    expect(olivia.premises.map((premises) => [premises.name, premises.relationship, premises.relationshipActive, premises.relationshipId, premises.isMainResidence])).toEqual([
      ['Flat 1', 'Owner', true, 'con-olivia-flat-1', true],
      ['Flat 2', 'Owner', true, 'con-olivia-flat-2', false],
      ['Flat 3', 'Owner', true, 'con-olivia-flat-3', false],
    ]);
    expect(olivia.people).toEqual([]);
    expect(olivia.newsPreferences).toMatchObject({ urgentNewsEmail: true, urgentNewsText: true });
    expect(olivia.files).toHaveLength(12);
    const times = olivia.files.map((file) => file.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(olivia.files[0]).toMatchObject({ name: 'Letter - change of correspondence address.pdf', url: `/customers/${demoIds.olivia}/files/cfl-olivia-12` });
    // Elm Court's staff see her Elm Court home only.
    expect((await detail('manny', demoIds.olivia, demoIds.elmCourt)).premises.map((premises) => premises.name)).toEqual(['Apartment 12']);
  });

  it('opens the customer of a relationship id, and lists the other people of their premises', async () => {
    expect((await detail('ada', 'con-olivia-flat-2')).id).toBe(demoIds.olivia);
    await db().updateTable('premises_contacts').set({ premises_id: demoIds.flat1 }).where('id', '=', 'con-sam-flat-4').execute();
    try {
      const olivia = await detail('ada', demoIds.olivia);
      expect(olivia.people).toEqual([{ id: demoIds.sam, relationshipId: 'con-sam-flat-4', fullName: 'Sam Subtenant', relationship: 'Subtenant', premiseName: 'Flat 1', relationshipStateCode: 0 }]);
    } finally {
      await db().updateTable('premises_contacts').set({ premises_id: demoIds.flat4 }).where('id', '=', 'con-sam-flat-4').execute();
    }
  });

  it('answers the inactive and the unregistered customer', async () => {
    const ivy = await detail('otto', demoIds.ivy);
    expect(ivy).toMatchObject({ stateCode: 1, userId: demoIds.ivy, premises: [{ name: 'Flat 5', relationship: 'Tenant', relationshipActive: false }] });
    const uma = await detail('otto', demoIds.umaFlat6);
    expect(uma).toMatchObject({ id: demoIds.umaFlat6, userId: null, title: 'Mrs', portalRegistered: null, newsPreferences: null, email: 'unregistered@example.com', files: [] });
  });

  it('needs the development: a missing or malformed developmentId is a 400 with a message', async () => {
    for (const query of ['', '?developmentId=', '?developmentId=a&developmentId=b', `?developmentId=${riverside}&extra=1`]) {
      const { status, body } = await get('otto', `/customers/${demoIds.olivia}${query}`);
      expect(status, query).toBe(400);
      expect(body.messages.length, query).toBeGreaterThan(0);
    }
  });

  it('is 404 for another development\u2019s staff, residents, clients and unknown ids alike', async () => {
    const missing = await get('otto', `/customers/no-such-customer?developmentId=${riverside}`);
    expect(missing.status).toBe(404);
    for (const [person, id, development] of [
      ['otto', demoIds.olivia, demoIds.elmCourt],
      ['manny', demoIds.dee, demoIds.harbourLofts],
      ['otto', demoIds.dee, riverside],
      ['olivia', demoIds.olivia, riverside],
      ['sam', demoIds.olivia, riverside],
      ['clara', demoIds.olivia, riverside],
    ] as const) {
      const { status, body } = await get(person, `/customers/${id}?developmentId=${development}`);
      expect(status, `${person} ${id} ${development}`).toBe(404);
      expect(body).toEqual(missing.body);
    }
  });
});

describe('GET /customers/{id}/files/{fileId}', () => {
  it('sends the file as an attachment with its type', async () => {
    const { status, body, headers } = await get('manny', `/customers/${demoIds.olivia}/files/cfl-olivia-1`);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="Lease Flat 1.pdf"; filename*=UTF-8''Lease%20Flat%201.pdf`);
    expect(String(body).startsWith('%PDF-1.4')).toBe(true);
    // The portal's client asks for JSON: the same file, base64 in the envelope, as documents come.
    const asJson = await suite.api.call(`/customers/${demoIds.olivia}/files/cfl-olivia-1`, { token: await suite.api.tokenFor(demoIds.manny), headers: { Accept: 'application/json' } });
    expect(asJson.status).toBe(200);
    const bill = expectValid(asJson.body.data, Bill);
    expect(bill.fileName).toBe('Lease Flat 1.pdf');
    expect(Buffer.from(bill.content, 'base64').toString('latin1')).toBe(String(body));
    const text = await get('otto', `/customers/${demoIds.olivia}/files/cfl-olivia-8`);
    expect(text.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain('Olivia Owner');
  });

  it('is 404 to anyone but staff of a development where the customer holds premises, and for another customer\u2019s file', async () => {
    for (const person of ['olivia', 'sam', 'clara'] as const) expect((await get(person, `/customers/${demoIds.olivia}/files/cfl-olivia-1`)).status, person).toBe(404);
    expect((await get('otto', `/customers/${demoIds.sam}/files/cfl-olivia-1`)).status).toBe(404);
    expect((await get('otto', `/customers/${demoIds.olivia}/files/no-such-file`)).status).toBe(404);
    // Otto works at Riverside Wharf only: Mia's file is Elm Court's, where Manny works.
    expect((await get('otto', `/customers/${demoIds.mia}/files/cfl-mia-1`)).status).toBe(404);
    expect((await get('manny', `/customers/${demoIds.mia}/files/cfl-mia-1`)).status).toBe(200);
  });

  it('serves a file only to the staff of the development that holds it, while the customer\u2019s relationship there is active', async () => {
    // Dee gets a Riverside Wharf relationship too: her Harbour Lofts file stays Harbour Lofts'.
    await db()
      .insertInto('premises_contacts')
      .values({ id: 'con-test-dee-flat-3', premises_id: demoIds.flat3, user_id: demoIds.dee, first_name: 'Dee', last_name: 'Downgraded', relationship: 'owner', active: 1 })
      .execute();
    try {
      expect((await get('otto', `/customers/${demoIds.dee}/files/cfl-dee-1`)).status).toBe(404);
      expect((await detail('otto', demoIds.dee)).files).toEqual([]);
      expect((await get('ada', `/customers/${demoIds.dee}/files/cfl-dee-1`)).status).toBe(200);
    } finally {
      await db().deleteFrom('premises_contacts').where('id', '=', 'con-test-dee-flat-3').execute();
    }
    // An ended relationship closes the development's files, in the detail and for download.
    await db().updateTable('premises_contacts').set({ active: 0 }).where('user_id', '=', demoIds.sam).where('premises_id', '=', demoIds.flat4).execute();
    try {
      expect((await get('otto', `/customers/${demoIds.sam}/files/cfl-sam-1`)).status).toBe(404);
      expect((await detail('otto', demoIds.sam)).files).toEqual([]);
    } finally {
      await db().updateTable('premises_contacts').set({ active: 1 }).where('user_id', '=', demoIds.sam).where('premises_id', '=', demoIds.flat4).execute();
    }
    expect((await get('otto', `/customers/${demoIds.sam}/files/cfl-sam-1`)).status).toBe(200);
  });
});

describe('POST /customers', () => {
  it('adds a premises contact (201) that the list and the detail then show; the same address is one customer', async () => {
    const { status, body } = await send('otto', 'POST', '/customers', newCustomer());
    expect(status, JSON.stringify(body)).toBe(201);
    const { customer } = expectValid(body.data, CustomerCreated);
    expect(customer).toMatchObject({ fullName: 'Nia Newcomer', premiseName: 'Flat 2', relationship: 'Tenant', userId: null, portalRegistered: null, stateCode: 0, email: 'nia.newcomer@example.com', mainNumber: '020 7946 0001' });
    expect(customer.id).toBe(customer.relationshipId);
    const again = await send('ada', 'POST', '/customers', newCustomer({ premisesId: demoIds.flat5, relationshipTypeId: demoIds.relationshipDirector, email: 'NIA.newcomer@example.com' }));
    expect(again.status).toBe(201);
    expect(again.body.data.customer.id).toBe(customer.id);
    const nia = await detail('otto', customer.id);
    expect(nia.premises.map((premises) => [premises.name, premises.relationship])).toEqual([
      ['Flat 2', 'Tenant'],
      ['Flat 5', 'Director'],
    ]);
    // The people of her premises: Olivia at Flat 2 (owner) and Ivy at Flat 5 (inactive).
    expect(nia.people.map((person) => [person.fullName, person.premiseName, person.relationshipStateCode])).toEqual([
      ['Olivia Owner', 'Flat 2', 0],
      ['Ivy Inactive', 'Flat 5', 1],
    ]);
  });

  it('makes a contact of what was typed when the address has an account elsewhere: the answer discloses nothing and opens nothing of theirs', async () => {
    // Dee Downgraded is Harbour Lofts'; Otto works at Riverside Wharf.
    const typed = { email: 'downgraded@example.com', premisesId: demoIds.flat6, firstName: 'Typed', lastName: 'Name', title: 'Mr' };
    const { status, body } = await send('otto', 'POST', '/customers', newCustomer(typed));
    expect(status, JSON.stringify(body)).toBe(201);
    const { customer } = expectValid(body.data, CustomerCreated);
    expect(customer).toMatchObject({ fullName: 'Typed Name', userId: null, portalRegistered: null, email: 'downgraded@example.com', premiseName: 'Flat 6' });
    expect(customer.id).not.toBe(demoIds.dee);
    expect(JSON.stringify(body)).not.toMatch(/Downgraded|usr-dee/);
    // Her account gains nothing, and Riverside Wharf's staff reach nothing of hers.
    expect(((await get('dee', '/developments')).body.data.developments as { id: string }[]).map((each) => each.id)).not.toContain(riverside);
    expect((await get('otto', `/customers/${demoIds.dee}/files/cfl-dee-1`)).status).toBe(404);
    expect((await get('otto', `/customers/${demoIds.dee}?developmentId=${riverside}`)).status).toBe(404);
    expect((await get('manny', `/customers/${demoIds.dee}/view-as?developmentUUID=${riverside}`)).status).toBe(404);
    // The same for a registered customer of the caller's own development: their own acceptance links an account.
    const sam = await send('ada', 'POST', '/customers', newCustomer({ email: 'subtenant@example.com', premisesId: demoIds.flat5, firstName: 'Sam', lastName: 'Subtenant', title: 'Mr' }));
    expect(sam.status).toBe(201);
    expect(sam.body.data.customer).toMatchObject({ userId: null, portalRegistered: null, premiseName: 'Flat 5' });
    expect((await detail('ada', demoIds.sam)).premises.map((premises) => premises.name)).toEqual(['Flat 4']);
  });

  it('is a 409 with a clear message when that address already holds the premises', async () => {
    const { status, body } = await send('otto', 'POST', '/customers', newCustomer({ email: 'Owner@Example.com', premisesId: demoIds.flat1 }));
    expect(status).toBe(409);
    expect(body.messages).toEqual([customersMessages.emailHoldsPremises('Owner@Example.com', 'Flat 1')]);
    expect((await send('otto', 'POST', '/customers', newCustomer({ email: 'unregistered@example.com', premisesId: demoIds.flat6 }))).status).toBe(409);
  });

  it.each([
    ['not JSON', 'not json', ['The request body must be JSON.']],
    ['empty', {}, ['email: is required', 'developmentId: is required', 'firstName: is required']],
    ['a bad e-mail', newCustomer({ email: 'nia@' }), ['email: must be a valid e-mail address']],
    ['a blank name', newCustomer({ firstName: '  ' }), ['firstName: must not be blank']],
    ['a long last name', newCustomer({ lastName: 'x'.repeat(101) }), ['lastName: must be at most 100 characters']],
    ['an unknown title', newCustomer({ title: 'Captain' }), ['title: must be one of:']],
    ['a foreign phone', newCustomer({ mainNumber: '+353 1 234 5678' }), ['mainNumber: must be a valid UK phone number']],
    ['a long phone', newCustomer({ mainNumber: '020 7946 0001 0001 1' }), ['mainNumber: must be at most 17 characters']],
    ['another development\u2019s premises', newCustomer({ premisesId: demoIds.apartment14 }), [`premisesId: ${customersFieldRules.premisesOfDevelopment}`]],
    ['an unknown relationship type', newCustomer({ relationshipTypeId: 'rel-landlord' }), [`relationshipTypeId: ${customersFieldRules.relationshipType}`]],
    ['a development the caller does not work in', newCustomer({ developmentId: demoIds.elmCourt, premisesId: demoIds.apartment16 }), [`developmentId: ${customersFieldRules.staffDevelopment}`]],
    ['an extra field', newCustomer({ confirmEmail: 'nia.newcomer@example.com' }), ['confirmEmail:']],
  ])('refuses %s with a 400 and its messages', async (_name, body, messages) => {
    const answer = await send('otto', 'POST', '/customers', body);
    expect(answer.status).toBe(400);
    for (const message of messages) expect(answer.body.messages.some((text: string) => text.startsWith(message)), `${message} in ${answer.body.messages}`).toBe(true);
  });

  it('is for global, sl3 and sl4 staff: sl1 gets 403, residents and clients 403', async () => {
    const sl1 = await send('manny', 'POST', '/customers', newCustomer({ email: 'manny.adds@example.com' }));
    expect(sl1.status).toBe(403);
    expect(sl1.body.messages).toEqual([customersMessages.addCustomerRoles]);
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'POST', '/customers', newCustomer({ email: 'x@example.com' }))).status, person).toBe(403);
  });
});

describe('POST /customers/{id}/premises', () => {
  it('adds a premises (201 with the detail), refuses one already held (409), and brings an ended relationship back', async () => {
    const { status, body } = await send('otto', 'POST', `/customers/${demoIds.umaFlat6}/premises`, { developmentId: riverside, premisesId: demoIds.flat4, relationshipTypeId: demoIds.relationshipDirector });
    expect(status, JSON.stringify(body)).toBe(201);
    const uma = expectValid(body.data, CustomerDetailResponse).customer;
    expect(uma.premises.map((premises) => [premises.name, premises.relationship, premises.relationshipActive])).toEqual([
      ['Flat 4', 'Director', true],
      ['Flat 6', 'Owner', true],
    ]);
    expect(uma.id).toBe(demoIds.umaFlat6);
    const held = await send('otto', 'POST', `/customers/${demoIds.umaFlat6}/premises`, { developmentId: riverside, premisesId: demoIds.flat6, relationshipTypeId: demoIds.relationshipOwner });
    expect(held.status).toBe(409);
    expect(held.body.messages).toEqual([customersMessages.premisesHeld('Flat 6')]);

    const ivy = await send('ada', 'POST', `/customers/${demoIds.ivy}/premises`, { developmentId: riverside, premisesId: demoIds.flat5, relationshipTypeId: demoIds.relationshipTenant });
    expect(ivy.status).toBe(201);
    expect(ivy.body.data.customer).toMatchObject({ stateCode: 0, premises: [{ relationshipId: demoIds.ivyFlat5, relationshipActive: true }] });
    await send('ada', 'PATCH', `/contact-relationships/${demoIds.ivyFlat5}`, { active: false });
  });

  it('refuses bad bodies with 400, others\u2019 customers with 404, and sl1 and residents with 403', async () => {
    const path = `/customers/${demoIds.olivia}/premises`;
    for (const [body, message] of [
      [{}, 'developmentId: is required'],
      [{ developmentId: riverside, premisesId: demoIds.flat4 }, 'relationshipTypeId: is required'],
      [{ developmentId: riverside, premisesId: demoIds.loft7, relationshipTypeId: demoIds.relationshipOwner }, `premisesId: ${customersFieldRules.premisesOfDevelopment}`],
      [{ developmentId: riverside, premisesId: demoIds.flat4, relationshipTypeId: 'rel-landlord' }, `relationshipTypeId: ${customersFieldRules.relationshipType}`],
    ] as const) {
      const answer = await send('otto', 'POST', path, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.messages).toContain(message);
    }
    const body = { developmentId: riverside, premisesId: demoIds.flat4, relationshipTypeId: demoIds.relationshipOwner };
    expect((await send('otto', 'POST', '/customers/no-such-customer/premises', body)).status).toBe(404);
    expect((await send('otto', 'POST', `/customers/${demoIds.mia}/premises`, body)).status).toBe(404);
    expect((await send('otto', 'POST', path, { ...body, developmentId: demoIds.elmCourt, premisesId: demoIds.apartment16 })).status).toBe(404);
    const sl1 = await send('manny', 'POST', path, body);
    expect(sl1.status).toBe(403);
    expect(sl1.body.messages).toEqual([customersMessages.addPremisesRoles]);
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'POST', path, body)).status, person).toBe(403);
  });
});

describe('PATCH /contact-relationships/{id}', () => {
  it('deactivates and activates a relationship for staff of its development, answering the customer', async () => {
    const off = await send('manny', 'PATCH', '/contact-relationships/con-olivia-flat-2', { active: false });
    expect(off.status).toBe(200);
    const olivia = expectValid(off.body.data, CustomerDetailResponse).customer;
    expect(olivia.premises.find((premises) => premises.relationshipId === 'con-olivia-flat-2')?.relationshipActive).toBe(false);
    expect(olivia.stateCode).toBe(0);
    // A deactivated relationship no longer opens the premises to the customer.
    expect((await get('olivia', `/premises/${demoIds.flat2}`)).status).toBe(404);
    const on = await send('otto', 'PATCH', '/contact-relationships/con-olivia-flat-2', { active: true });
    expect(on.body.data.customer.premises.every((premises: { relationshipActive: boolean }) => premises.relationshipActive)).toBe(true);
    expect((await get('olivia', `/premises/${demoIds.flat2}`)).status).toBe(200);
  });

  it('refuses a bad body with 400 and another development\u2019s relationship with 404', async () => {
    for (const body of [{}, { active: 'no' }, { active: true, extra: 1 }]) {
      const answer = await send('otto', 'PATCH', '/contact-relationships/con-olivia-flat-2', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.messages.length).toBeGreaterThan(0);
    }
    expect((await send('otto', 'PATCH', '/contact-relationships/con-mia-apartment-14', { active: false })).status).toBe(404);
    expect((await send('otto', 'PATCH', '/contact-relationships/no-such-contact', { active: false })).status).toBe(404);
    for (const person of ['olivia', 'sam', 'clara'] as const) expect((await send(person, 'PATCH', '/contact-relationships/con-olivia-flat-2', { active: false })).status, person).toBe(404);
    expect(await db().selectFrom('premises_contacts').select('active').where('id', '=', 'con-mia-apartment-14').executeTakeFirst()).toEqual({ active: 1 });
  });
});

describe('PUT /admin/users/{id}/password', () => {
  const password = 'aB3$kLm9x';

  it('sets a registered customer\u2019s temporary password, ends their sessions, and signing in with it leads to choosing a new one', async () => {
    const before = await signIn(suite.api, 'subtenant@example.com');
    expect(before.status).toBe(200);
    const { status, body } = await send('ada', 'PUT', `/admin/users/${demoIds.sam}/password`, { newPassword: password });
    expect(status).toBe(200);
    expect(expectValid(body.data, AdminPasswordResetResult).message).toBe(customersMessages.passwordReset(7));
    // The session signed in with the old password has ended.
    expect((await suite.api.call('/user/token', { token: before.body.data.refreshToken })).status).toBe(401);
    expect((await suite.api.call('/user', { token: before.body.data.authToken })).status).toBe(401);
    expect((await signIn(suite.api, 'subtenant@example.com')).status).toBe(401);
    // Temporary: no session, a token to choose a new password (server/areas/auth/temporary-password.test.ts).
    const after = await signIn(suite.api, 'subtenant@example.com', password);
    expect(after.status).toBe(403);
    expect(after.body.passwordChangeToken).toEqual(expect.any(String));
    // It leaves a trace: who set whose password and when, in the development's access log (the
    // refused sign-in is none), and the customer is told by e-mail who did it.
    const entry = await db().selectFrom('access_log').select(['id', 'event', 'viewed_by']).where('user_id', '=', demoIds.sam).orderBy('at', 'desc').limit(1).executeTakeFirstOrThrow();
    const developments = await db().selectFrom('access_log_developments').select('development_id').where('entry_id', '=', entry.id).execute();
    expect({ event: entry.event, viewed_by: entry.viewed_by, developments: developments.map((row) => row.development_id) }).toEqual({
      event: 'staff-password-reset',
      viewed_by: demoIds.ada,
      developments: [riverside],
    });
    const told = await suite.api.call('/dev/outbox?to=subtenant@example.com');
    expect(told.body.data.messages[0]).toMatchObject({ subject: 'Your Portico password was reset' });
    expect(told.body.data.messages[0].body).toContain('Ada Admin');
  });

  it('checks the temporary password rule: 400 with the message', async () => {
    for (const body of [{}, { newPassword: 'short' }, { newPassword: 'abcdefgh1' }, { newPassword: password, extra: true }]) {
      const answer = await send('ada', 'PUT', `/admin/users/${demoIds.ivy}/password`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.messages.length).toBeGreaterThan(0);
    }
    const weak = await send('ada', 'PUT', `/admin/users/${demoIds.ivy}/password`, { newPassword: 'abcdefgh1' });
    expect(weak.body.messages).toEqual(['newPassword: must be 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*']);
  });

  it('is for global staff only, and only for customers registered in the portal', async () => {
    for (const person of ['manny', 'otto'] as const) {
      const answer = await send(person, 'PUT', `/admin/users/${demoIds.ivy}/password`, { newPassword: password });
      expect(answer.status, person).toBe(403);
      expect(answer.body.messages).toEqual([customersMessages.passwordResetRole]);
    }
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'PUT', `/admin/users/${demoIds.ivy}/password`, { newPassword: password })).status, person).toBe(403);
    for (const id of [demoIds.otto, demoIds.clara, demoIds.umaFlat6, 'no-such-user']) expect((await send('ada', 'PUT', `/admin/users/${id}/password`, { newPassword: password })).status, id).toBe(404);
  });
});

describe('the demo data', () => {
  it('comes to a database made before this area, on its next start, and nothing else is seeded again', async () => {
    const count = async (query: Promise<{ n: number }>) => (await query).n;
    await withAreaAddedLater(
      'customers',
      (db) => db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', demoIds.olivia).execute().then(() => undefined),
      async ({ ctx: { db } }) => {
        expect(await count(db.selectFrom('relationship_types').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())).toBe(4);
        expect(await count(db.selectFrom('customer_files').select((eb) => eb.fn.countAll<number>().as('n')).where('customer_id', '=', demoIds.olivia).executeTakeFirstOrThrow())).toBe(12);
        const contacts = db.selectFrom('premises_contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', [demoIds.ivyFlat5, demoIds.umaFlat6]);
        expect(await count(contacts.executeTakeFirstOrThrow())).toBe(2);
        expect(await db.selectFrom('users').select('first_name').where('id', '=', demoIds.olivia).executeTakeFirst()).toEqual({ first_name: 'Changed' });
      },
    );
  });
});
