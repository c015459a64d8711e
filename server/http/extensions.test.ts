import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../areas/core';
import { startTestApi, type TestApi } from '../testing';
import { EXTENSION_ROUTES } from './extensions';

// The API with PORTICO_EXTENSIONS=off: as one built to the specification alone.
let api: TestApi;
let olivia: string;
beforeAll(async () => {
  api = await startTestApi({ extensions: false });
  olivia = await api.tokenFor(demoIds.olivia);
});
afterAll(() => api.close());

/** A request path for a route: any id will do, as the switch answers before the route looks it up. */
const pathOf = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, 'x-1');
const NO_SUCH_ROUTE = { messages: ['There is no such route.'] };

describe('the API with its extensions switched off', () => {
  it.each(EXTENSION_ROUTES.map((route) => [route.method, route.path] as const))(
    '%s %s is 404 with the envelope of a route that does not exist, before any check of its own',
    async (method, routePath) => {
      for (const token of [olivia, null]) {
        const { status, body } = await api.call(pathOf(routePath), { method, token, body: method === 'GET' ? undefined : {} });
        expect({ status, body }).toEqual({ status: 404, body: NO_SUCH_ROUTE });
      }
    },
  );

  it('leaves them to an API with its extensions on, which registers each', async () => {
    const full = await startTestApi();
    try {
      const token = await full.tokenFor(demoIds.olivia);
      for (const { method, path } of EXTENSION_ROUTES) {
        const { body } = await full.call(pathOf(path), { method, token, body: method === 'GET' ? undefined : {} });
        expect({ method, path, body }).not.toEqual({ method, path, body: NO_SUCH_ROUTE });
      }
    } finally {
      await full.close();
    }
  });

  it('answers the 404 with CORS headers, so the portal can read it', async () => {
    const { status, headers } = await api.call('/user/mfa/start', { method: 'POST', token: olivia, headers: { Origin: 'http://localhost:4200' } });
    expect(status).toBe(404);
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
  });

  it("serves the specification's calls, the multi-factor switch of PUT /user among them", async () => {
    expect((await api.call('/user', { token: olivia })).status).toBe(200);
    expect((await api.call('/charges', { token: olivia })).status).toBe(200);
    // A route beside an extension, matched by the same router (GET /news/:id is one, POST /news/filter is not).
    expect((await api.call('/news/filter', { method: 'POST', token: olivia, body: { developmentUUIDs: [demoIds.riversideWharf] } })).status).toBe(200);
    const on = await api.call('/user', { method: 'PUT', token: olivia, body: { multiFactorPreferences: { multifactorEnabled: true } } });
    expect(on.status).toBe(200);
    expect(on.body.data.multiFactorPreferences).toEqual({ multifactorEnabled: true });
    const off = await api.call('/user', { method: 'PUT', token: olivia, body: { multiFactorPreferences: { multifactorEnabled: false } } });
    expect(off.body.data.multiFactorPreferences).toEqual({ multifactorEnabled: false });
  });
});
