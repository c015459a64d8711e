// Contact offers against the real app and a fresh demo database: a contact staff add with the
// e-mail of a confirmed customer account is offered to that customer alone, who accepts it (the
// contact becomes theirs, staff then see one customer) or declines it (staff go on seeing a
// contact without an account); the e-mail that tells them; the 403s and 404s.
import { describe, expect, it } from 'vitest';
import { ChargesResponse, ContactOffersResponse } from '../../../core/schemas';
import { CustomersResponse } from '../../../core/schemas/customers';
import { demoIds } from '../core';
import { expectValid, facilitiesSuite, type Person } from '../facilities/test-support';

const suite = facilitiesSuite();
const { get, send } = suite;
const riverside = demoIds.riversideWharf;

/** Staff (Otto, sl3 of Riverside Wharf) add a contact with `email` at `premisesId`; answers its relationship id. */
const addContact = async (email: string, premisesId: string, relationshipTypeId: string = demoIds.relationshipTenant) => {
  const body = { email, developmentId: riverside, firstName: 'Typed', lastName: 'Name', title: 'Mr', relationshipTypeId, premisesId, mainNumber: null };
  const answer = await send('otto', 'POST', '/customers', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.customer as { id: string; relationshipId: string; userId: string | null };
};
const offersOf = async (person: Person) => {
  const { status, body } = await get(person, '/user/contact-offers');
  expect(status, JSON.stringify(body)).toBe(200);
  return expectValid(body.data, ContactOffersResponse).offers;
};
const outboxTo = (address: string) =>
  suite.api.ctx.db.selectFrom('outbox').select(['subject', 'body']).where('to_address', '=', address).orderBy('created_at').orderBy('seq').execute();
const riversideCustomers = async () => expectValid((await get('ada', `/developments/${riverside}/customers`)).body.data, CustomersResponse).customers;

describe('contact offers', () => {
  it('offers the contact to the confirmed account of its e-mail alone, and e-mails that customer', async () => {
    const before = (await outboxTo('downgraded@example.com')).length;
    const contact = await addContact('Downgraded@Example.com', demoIds.flat2);
    expect(await offersOf('dee')).toEqual([{ id: contact.id, developmentName: 'Riverside Wharf', premises: [{ name: 'Flat 2', relationship: 'Tenant' }] }]);
    for (const person of ['olivia', 'mia', 'sam'] as const) expect(await offersOf(person), person).toEqual([]);
    // Staff still see a contact of what they typed, not the account.
    expect((await riversideCustomers()).find((row) => row.relationshipId === contact.relationshipId)).toMatchObject({ userId: null, fullName: 'Typed Name', portalRegistered: null });

    const mails = (await outboxTo('downgraded@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Riverside Wharf added you to Flat 2');
    expect(mails[0]!.body).toContain(`${suite.api.ctx.config.portalOrigin}/dashboard`);
    // It names the premises and no other record: not who typed it, what they typed, or any id.
    expect(mails[0]!.body).not.toMatch(/Otto|Typed|Olivia|con-|usr-/);
    // An address without an account gets nothing.
    await addContact('nobody.registered@example.com', demoIds.flat4);
    expect(await outboxTo('nobody.registered@example.com')).toEqual([]);
  });

  it('offers nothing while the account\u2019s e-mail is unconfirmed, nor a relationship that has ended', async () => {
    const contact = await addContact('mfa@example.com', demoIds.flat4);
    await suite.api.ctx.db.updateTable('users').set({ email_confirmed: 0 }).where('id', '=', demoIds.mia).execute();
    try {
      expect(await offersOf('mia')).toEqual([]);
      expect((await send('mia', 'POST', `/user/contact-offers/${contact.id}/accept`)).status).toBe(404);
    } finally {
      await suite.api.ctx.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', demoIds.mia).execute();
    }
    expect((await offersOf('mia')).map((offer) => offer.id)).toEqual([contact.id]);
    expect((await send('otto', 'PATCH', `/contact-relationships/${contact.relationshipId}`, { active: false })).status).toBe(200);
    expect(await offersOf('mia')).toEqual([]);
    expect((await send('otto', 'PATCH', `/contact-relationships/${contact.relationshipId}`, { active: true })).status).toBe(200);
  });

  it('links every contact of that customer record on accept: the customer reads the premises, staff see one customer', async () => {
    // Two premises typed with Sam's address are one customer record (the same address in one development).
    const flat2 = await addContact('subtenant@example.com', demoIds.flat2);
    const flat6 = await addContact('SUBTENANT@example.com', demoIds.flat6, demoIds.relationshipOwner);
    expect(flat6.id).toBe(flat2.id);
    const [offer] = await offersOf('sam');
    expect(offer).toEqual({ id: flat2.id, developmentName: 'Riverside Wharf', premises: [{ name: 'Flat 2', relationship: 'Tenant' }, { name: 'Flat 6', relationship: 'Owner' }] });
    expect((await get('sam', '/charges')).body.data.developments.flatMap((development: { premises: { name: string }[] }) => development.premises.map((premises) => premises.name))).toEqual(['Flat 4']);

    const accepted = await send('sam', 'POST', `/user/contact-offers/${flat2.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(expectValid(accepted.body.data, ContactOffersResponse).offers).toEqual([]);
    const charges = expectValid((await get('sam', '/charges')).body.data, ChargesResponse);
    const premises = charges.developments.flatMap((development) => development.premises);
    expect(premises.map((each) => each.name)).toEqual(['Flat 2', 'Flat 4', 'Flat 6']);
    const account = premises.find((each) => each.name === 'Flat 2')!.chargeAccounts[0]!;
    expect((await get('sam', `/charges/${account.id}/statement`)).status).toBe(200);

    // Staff see one customer, Sam, across the three premises, and the old record names nobody.
    const rows = (await riversideCustomers()).filter((row) => [flat2.relationshipId, flat6.relationshipId, 'con-sam-flat-4'].includes(row.relationshipId));
    expect(rows.map((row) => [row.id, row.fullName, row.premiseName])).toEqual([
      [demoIds.sam, 'Sam Subtenant', 'Flat 2'],
      [demoIds.sam, 'Sam Subtenant', 'Flat 4'],
      [demoIds.sam, 'Sam Subtenant', 'Flat 6'],
    ]);
    expect((await riversideCustomers()).some((row) => row.id === flat2.id)).toBe(false);
    // Taken once: accepting or declining it again is a 404.
    expect((await send('sam', 'POST', `/user/contact-offers/${flat2.id}/accept`)).status).toBe(404);
    expect((await send('sam', 'POST', `/user/contact-offers/${flat2.id}/decline`)).status).toBe(404);
  });

  it('records a decline: no longer offered, and staff go on seeing a contact without an account', async () => {
    const contact = await addContact('owner@example.com', demoIds.flat4);
    expect((await offersOf('olivia')).map((offer) => offer.id)).toEqual([contact.id]);
    const declined = await send('olivia', 'POST', `/user/contact-offers/${contact.id}/decline`);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(expectValid(declined.body.data, ContactOffersResponse).offers).toEqual([]);
    expect(await offersOf('olivia')).toEqual([]);
    expect((await send('olivia', 'POST', `/user/contact-offers/${contact.id}/accept`)).status).toBe(404);
    expect((await riversideCustomers()).find((row) => row.relationshipId === contact.relationshipId)).toMatchObject({ id: contact.id, userId: null, fullName: 'Typed Name' });
    expect((await get('olivia', '/charges')).body.data.developments.flatMap((development: { premises: { name: string }[] }) => development.premises.map((premises) => premises.name))).not.toContain('Flat 4');
  });

  it('is a 404 for an offer that is another customer\u2019s or none, and a 403 for staff and clients', async () => {
    const contact = await addContact('downgraded@example.com', demoIds.flat1);
    for (const action of ['accept', 'decline']) {
      expect((await send('olivia', 'POST', `/user/contact-offers/${contact.id}/${action}`)).status, action).toBe(404);
      expect((await send('dee', 'POST', `/user/contact-offers/con-does-not-exist/${action}`)).status, action).toBe(404);
      // A contact of Dee's own is not an offer either.
      expect((await send('dee', 'POST', `/user/contact-offers/con-dee-loft-7/${action}`)).status, action).toBe(404);
      for (const person of ['otto', 'ada', 'clara'] as const) expect((await send(person, 'POST', `/user/contact-offers/${contact.id}/${action}`)).status, person).toBe(403);
    }
    for (const person of ['otto', 'clara'] as const) expect((await get(person, '/user/contact-offers')).status, person).toBe(403);
    expect((await offersOf('dee')).map((offer) => offer.id)).toContain(contact.id);
  });

  it('shows a view-as session the offers of its own development only, and leaves the answer to the customer', async () => {
    // Sam (Riverside Wharf) is offered Elm Court's Apartment 16 by Ada; Manny views as Sam from Riverside Wharf.
    const added = await send('ada', 'POST', '/customers', { email: 'subtenant@example.com', developmentId: demoIds.elmCourt, firstName: 'Sam', lastName: 'Subtenant', title: 'Mr', relationshipTypeId: demoIds.relationshipTenant, premisesId: demoIds.apartment16, mainNumber: null });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const offerId = added.body.data.customer.id as string;
    expect((await offersOf('sam')).map((offer) => offer.developmentName)).toContain('Elm Court');
    const opened = await send('manny', 'GET', `/customers/${demoIds.sam}/view-as?developmentUUID=${riverside}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const viewAs = (path: string, method = 'GET') => suite.api.call(path, { method, token: opened.body.data.customer.authToken as string });
    const seen = await viewAs('/user/contact-offers');
    expect(seen.status).toBe(200);
    expect(expectValid(seen.body.data, ContactOffersResponse).offers.map((offer) => offer.developmentName)).not.toContain('Elm Court');
    for (const action of ['accept', 'decline']) expect((await viewAs(`/user/contact-offers/${offerId}/${action}`, 'POST')).status, action).toBe(403);
    expect((await offersOf('sam')).map((offer) => offer.id)).toContain(offerId);
  });
});
