// The authorisation matrix of the residents' routes (developments, premises, charges, news): every
// route without a token is 401; every resident record route with another resident's id is 404,
// the same answer as a missing id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { chargesDemoIds as accounts } from '../charges';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const [name, id] of Object.entries({ olivia: demoIds.olivia, sam: demoIds.sam, mia: demoIds.mia, dee: demoIds.dee })) tokens[name] = await api.tokenFor(id);
});
afterAll(() => api.close());

interface Route {
  method: string;
  path: (id: string) => string;
  body?: (id: string) => unknown;
}

const routes: Record<string, Route> = {
  'GET /developments/{id}': { method: 'GET', path: (id) => `/developments/${id}` },
  'GET /premises/{id}': { method: 'GET', path: (id) => `/premises/${id}` },
  'PUT /premises/{id} (preferences)': { method: 'PUT', path: (id) => `/premises/${id}`, body: () => ({ contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } }) },
  'PUT /premises/{id} (address)': { method: 'PUT', path: (id) => `/premises/${id}`, body: () => ({ correspondenceAddress: { addressLine1: '1 High Street', city: 'York', country: 'United Kingdom' } }) },
  'PUT /premises/{id}/main-residence': { method: 'PUT', path: (id) => `/premises/${id}/main-residence`, body: (id) => ({ contactUuid: id, isMainResidence: true }) },
  'GET /charges/{id}/statement': { method: 'GET', path: (id) => `/charges/${id}/statement` },
  'GET /library/files/bill/{id}': { method: 'GET', path: (id) => `/library/files/bill/${id}` },
};

// [who asks, route, someone else's id (the main-residence route takes a premises and a contact)]
const othersRecords: [string, string, string, string?][] = [
  ['olivia', 'GET /developments/{id}', demoIds.harbourLofts],
  ['sam', 'GET /developments/{id}', demoIds.elmCourt],
  ...['olivia', 'mia', 'dee'].flatMap((who): [string, string, string, string?][] => {
    const others: Record<string, [premises: string, contact: string, account: string]> = {
      olivia: [demoIds.loft7, 'con-dee-loft-7', accounts.apartment14ServiceCharge],
      mia: [demoIds.flat1, 'con-olivia-flat-1', accounts.flat4Rent],
      dee: [demoIds.apartment14, 'con-mia-apartment-14', accounts.flat1GroundRent],
    };
    const [premises, contact, account] = others[who]!;
    return [
      [who, 'GET /premises/{id}', premises],
      [who, 'PUT /premises/{id} (preferences)', premises],
      [who, 'PUT /premises/{id} (address)', premises],
      [who, 'PUT /premises/{id}/main-residence', premises, contact],
      [who, 'GET /charges/{id}/statement', account],
      [who, 'GET /library/files/bill/{id}', account],
    ];
  }),
  ['olivia', 'GET /premises/{id}', demoIds.flat4],
  ['olivia', 'GET /charges/{id}/statement', accounts.flat4Rent],
  ['olivia', 'GET /library/files/bill/{id}', accounts.loft7ServiceCharge],
  ['sam', 'GET /premises/{id}', demoIds.flat1],
  ['sam', 'PUT /premises/{id}/main-residence', demoIds.flat1, 'con-olivia-flat-1'],
  ['sam', 'GET /charges/{id}/statement', accounts.flat1ServiceCharge],
  ['sam', 'GET /library/files/bill/{id}', accounts.flat1GroundRent],
];

function call(route: Route, id: string, token: string | null, contact = id) {
  return api.call(route.path(id), { method: route.method, token, body: route.body?.(contact) });
}

describe('the residents\u2019 routes', () => {
  const everyRoute: [string, Route | { method: string; path: () => string; body?: () => unknown }][] = [
    ...Object.entries(routes),
    ['GET /developments', { method: 'GET', path: () => '/developments' }],
    ['GET /charges', { method: 'GET', path: () => '/charges' }],
    ['POST /news/filter', { method: 'POST', path: () => '/news/filter', body: () => ({ developmentUUIDs: [demoIds.riversideWharf] }) }],
  ];

  it.each(everyRoute)('%s without a token, or with a forged one, is 401', async (_name, route) => {
    expect((await call(route as Route, demoIds.flat1, null)).status).toBe(401);
    expect((await call(route as Route, demoIds.flat1, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3Itb2xpdmlhLW93bmVyIiwidHlwIjoiYWNjZXNzIn0.forged')).status).toBe(401);
  });

  it.each(othersRecords)('%s: %s with another resident\u2019s %s is 404, like a missing id', async (who, name, id, contact) => {
    const route = routes[name]!;
    const other = await call(route, id, tokens[who]!, contact);
    const missing = await call(route, 'no-such-record', tokens[who]!, contact);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('changed nothing of anyone else\u2019s on the way', async () => {
    const { db } = api.ctx;
    const addressRequests = await db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title', 'like', 'Change of correspondence address%')
      .executeTakeFirstOrThrow();
    expect(addressRequests).toEqual({ n: 0 });
    const mainResidences = await db
      .selectFrom('premises_contacts')
      .select(['user_id', 'premises_id'])
      .where('is_main_residence', '=', 1)
      .orderBy('user_id')
      .execute();
    expect(mainResidences).toEqual([
      { user_id: demoIds.dee, premises_id: demoIds.loft7 },
      { user_id: demoIds.mia, premises_id: demoIds.apartment14 },
      { user_id: demoIds.olivia, premises_id: demoIds.flat1 },
      { user_id: demoIds.sam, premises_id: demoIds.flat4 },
    ]);
  });
});
