// GET and PUT /premises/{id}, PUT /premises/{id}/main-residence over real HTTP.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Premises } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';

let api: TestApi;
let olivia: string;
let sam: string;
beforeAll(async () => {
  api = await startTestApi();
  olivia = await api.tokenFor(demoIds.olivia);
  sam = await api.tokenFor(demoIds.sam);
});
afterAll(() => api.close());

async function expectPremises(response: Promise<{ status: number; body: { data: unknown } }>): Promise<Premises> {
  const { status, body } = await response;
  expect(status).toBe(200);
  expect(validate(body.data, Premises)[0]).toBeUndefined();
  return body.data as Premises;
}

const mainResidences = async (userId: string) =>
  (await api.ctx.db.selectFrom('premises_contacts').select('premises_id').where('user_id', '=', userId).where('is_main_residence', '=', 1).orderBy('premises_id').execute()).map(
    (row) => row.premises_id,
  );

const address = { addressLine1: '2 Mill Lane', addressLine2: '', city: 'Leeds', country: 'United Kingdom', postalCode: 'LS1 1AA' };

describe('GET /premises/{id}', () => {
  it('answers the owner\u2019s premises: people, preferences, addresses, balance, main residence', async () => {
    const premises = await expectPremises(api.call(`/premises/${demoIds.flat1}`, { token: olivia }));
    expect(premises).toMatchObject({
      id: demoIds.flat1,
      name: 'Flat 1',
      legalOwner: 'Olivia Owner',
      totalBalance: 1113.75,
      hidden: false,
      inBreach: false,
      isMainResidence: true,
      people: [{ contactUuid: 'con-olivia-flat-1', title: 'Ms', firstName: 'Olivia', lastName: 'Owner', relationship: 'Owner', isMainResidence: true }],
      correspondenceAddress: { addressLine1: 'Flat 1, 1 Wharf Road', city: 'London', postalCode: 'SE16 4JX' },
      legalOwnerAddress: { addressLine1: '10 Chancery Lane' },
    });
    expect((await expectPremises(api.call(`/premises/${demoIds.flat2}`, { token: olivia }))).inBreach).toBe(true);
    expect((await expectPremises(api.call(`/premises/${demoIds.flat3}`, { token: olivia }))).hidden).toBe(true);
  });

  it('answers another resident\u2019s premises exactly like a missing one', async () => {
    const missing = await api.call('/premises/pre-nowhere', { token: olivia });
    expect(missing.status).toBe(404);
    for (const id of [demoIds.flat4, demoIds.apartment14, demoIds.apartment16, demoIds.loft7]) {
      expect(await api.call(`/premises/${id}`, { token: olivia })).toMatchObject({ status: 404, body: missing.body });
    }
    expect((await api.call(`/premises/${demoIds.flat1}`, { token: sam })).status).toBe(404);
  });

  it('keeps the owner-only premises page from a subtenant, even of his own home (spec 1 §6)', async () => {
    const { status, body } = await api.call(`/premises/${demoIds.flat4}`, { token: sam });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('legalOwner');
    expect((await api.call(`/premises/${demoIds.flat4}`, { method: 'PUT', token: sam, body: { contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } } })).status).toBe(403);
  });

  it('needs a token', async () => {
    expect((await api.call(`/premises/${demoIds.flat1}`)).status).toBe(401);
  });
});

describe('PUT /premises/{id}', () => {
  it('changes the contact preferences at once', async () => {
    const preferences = { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true };
    const answer = await expectPremises(api.call(`/premises/${demoIds.flat1}`, { method: 'PUT', token: olivia, body: { contactPreferences: preferences } }));
    expect(answer.contactPreferences).toEqual(preferences);
    expect((await expectPremises(api.call(`/premises/${demoIds.flat1}`, { token: olivia }))).contactPreferences).toEqual(preferences);
  });

  it('raises a request for a new correspondence address instead of changing it (spec 1 §8)', async () => {
    const before = await expectPremises(api.call(`/premises/${demoIds.flat2}`, { token: olivia }));
    const answer = await expectPremises(api.call(`/premises/${demoIds.flat2}`, { method: 'PUT', token: olivia, body: { correspondenceAddress: address } }));
    expect(answer.correspondenceAddress).toEqual(before.correspondenceAddress);
    const tickets = await api.ctx.db
      .selectFrom('tickets as t')
      .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
      .select(['t.title', 't.description', 't.development_id', 't.sending_request_as', 'c.slug'])
      .where('t.user_id', '=', demoIds.olivia)
      .where('t.premises_id', '=', demoIds.flat2)
      .where('c.slug', '=', 'correspondence_address')
      .execute();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ development_id: demoIds.riversideWharf, sending_request_as: 'customer', slug: 'correspondence_address', title: expect.stringContaining('Flat 2') });
    expect(tickets[0]!.description).toContain('2 Mill Lane\nLeeds\nLS1 1AA\nUnited Kingdom');
  });

  it('answers another resident\u2019s premises with 404 and changes nothing', async () => {
    const count = async () => (await api.ctx.db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const tickets = await count();
    expect((await api.call(`/premises/${demoIds.apartment14}`, { method: 'PUT', token: olivia, body: { correspondenceAddress: address } })).status).toBe(404);
    expect((await api.call(`/premises/${demoIds.flat4}`, { method: 'PUT', token: olivia, body: { contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: false } } })).status).toBe(404);
    expect(await count()).toBe(tickets);
    expect((await api.call(`/premises/${demoIds.flat1}`, { method: 'PUT', body: { correspondenceAddress: address } })).status).toBe(401);
  });

  it.each([
    ['not JSON', '{"contactPreferences": '],
    ['an empty object', {}],
    ['both changes at once', { correspondenceAddress: address, contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } }],
    ['a wrong type', { contactPreferences: { serviceChangeReceivePost: 'yes', statutoryNoticesReceiveDigital: true } }],
    ['a missing preference', { contactPreferences: { serviceChangeReceivePost: true } }],
    ['an unknown key', { contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true }, colour: 'red' }],
    ['a missing address line', { correspondenceAddress: { city: 'Leeds', country: 'United Kingdom' } }],
    ['an over-long address line', { correspondenceAddress: { ...address, addressLine1: 'x'.repeat(256) } }],
    ['an over-long city', { correspondenceAddress: { ...address, city: 'x'.repeat(41) } }],
    ['a too-short postcode', { correspondenceAddress: { ...address, postalCode: 'L1' } }],
    ['a list', [address]],
  ])('answers %s with 400 and messages', async (_case, body) => {
    const { status, body: answer } = await api.call(`/premises/${demoIds.flat1}`, { method: 'PUT', token: olivia, body });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
    expect(answer.messages.every((message: unknown) => typeof message === 'string')).toBe(true);
  });
});

describe('PUT /premises/{id}/main-residence', () => {
  it('makes one premises the main residence and unticks the person\u2019s others (spec 1 §4)', async () => {
    expect(await mainResidences(demoIds.olivia)).toEqual([demoIds.flat1]);
    const answer = await expectPremises(
      api.call(`/premises/${demoIds.apartment12}/main-residence`, { method: 'PUT', token: olivia, body: { contactUuid: 'con-olivia-apartment-12', isMainResidence: true } }),
    );
    expect(answer.isMainResidence).toBe(true);
    expect(answer.people.find((person) => person.contactUuid === 'con-olivia-apartment-12')!.isMainResidence).toBe(true);
    expect(await mainResidences(demoIds.olivia)).toEqual([demoIds.apartment12]);
    expect((await expectPremises(api.call(`/premises/${demoIds.flat1}`, { token: olivia }))).isMainResidence).toBe(false);
    // Other people's main residences are theirs.
    expect(await mainResidences(demoIds.mia)).toEqual([demoIds.apartment14]);
    expect(await mainResidences(demoIds.sam)).toEqual([demoIds.flat4]);
  });

  it('unticks it again', async () => {
    const answer = await expectPremises(
      api.call(`/premises/${demoIds.apartment12}/main-residence`, { method: 'PUT', token: olivia, body: { contactUuid: 'con-olivia-apartment-12', isMainResidence: false } }),
    );
    expect(answer.isMainResidence).toBe(false);
    expect(await mainResidences(demoIds.olivia)).toEqual([]);
  });

  it('accepts only the caller\u2019s own contact on that premises', async () => {
    const call = (premisesId: string, contactUuid: string) =>
      api.call(`/premises/${premisesId}/main-residence`, { method: 'PUT', token: olivia, body: { contactUuid, isMainResidence: true } });
    expect((await call(demoIds.flat1, 'con-sam-flat-4')).status).toBe(404);
    expect((await call(demoIds.flat1, 'con-olivia-flat-2')).status).toBe(404);
    expect((await call(demoIds.flat4, 'con-sam-flat-4')).status).toBe(404);
    expect((await call(demoIds.apartment14, 'con-mia-apartment-14')).status).toBe(404);
    expect(await mainResidences(demoIds.olivia)).toEqual([]);
    expect(await mainResidences(demoIds.sam)).toEqual([demoIds.flat4]);
    expect((await api.call(`/premises/${demoIds.flat1}/main-residence`, { method: 'PUT', body: { contactUuid: 'con-olivia-flat-1', isMainResidence: true } })).status).toBe(401);
  });

  it.each([
    ['not JSON', 'isMainResidence=true'],
    ['a missing field', { contactUuid: 'con-olivia-flat-1' }],
    ['a wrong type', { contactUuid: 'con-olivia-flat-1', isMainResidence: 'true' }],
    ['a number for an id', { contactUuid: 7, isMainResidence: true }],
    ['an over-long id', { contactUuid: 'c'.repeat(65), isMainResidence: true }],
    ['an unknown key', { contactUuid: 'con-olivia-flat-1', isMainResidence: true, premisesId: demoIds.flat2 }],
  ])('answers %s with 400 and messages', async (_case, body) => {
    const { status, body: answer } = await api.call(`/premises/${demoIds.flat1}/main-residence`, { method: 'PUT', token: olivia, body });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
  });
});
