// GET /developments, GET /developments/{id} and the public images they link to, over real HTTP.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Development, DevelopmentsResponse } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const [name, id] of Object.entries({ olivia: demoIds.olivia, sam: demoIds.sam, ada: demoIds.ada, manny: demoIds.manny, clara: demoIds.clara, dee: demoIds.dee })) {
    tokens[name] = await api.tokenFor(id);
  }
});
afterAll(() => api.close());

async function developments(who: string): Promise<Development[]> {
  const { status, body } = await api.call('/developments', { token: tokens[who] });
  expect(status).toBe(200);
  expect(validate(body.data, DevelopmentsResponse)[0]).toBeUndefined();
  return body.data.developments;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('GET /developments', () => {
  it('gives Olivia Owner her two developments with her premises only (hidden Flat 3 flagged), published pages only', async () => {
    const list = await developments('olivia');
    expect(ids(list)).toEqual([demoIds.elmCourt, demoIds.riversideWharf]);
    const riverside = list.find((item) => item.id === demoIds.riversideWharf)!;
    expect(riverside.premises).toEqual([
      { id: demoIds.flat1, name: 'Flat 1', hidden: false, inBreach: false },
      { id: demoIds.flat2, name: 'Flat 2', hidden: false, inBreach: true },
      { id: demoIds.flat3, name: 'Flat 3', hidden: true, inBreach: false },
    ]);
    expect(riverside).toMatchObject({
      name: 'Riverside Wharf',
      userRole: 'owner',
      addressString: '1 Wharf Road, Rotherhithe, London, SE16 4JX',
      address: { addressLine1: '1 Wharf Road', addressLine2: 'Rotherhithe', city: 'London', postalCode: 'SE16 4JX' },
      hasFacilitiesBooking: true,
      hasSiteStaff: true,
      hasEcommsLogReport: true,
    });
    expect(riverside.posts.length).toBeGreaterThan(0);
    expect(riverside.posts.every((post) => post.published)).toBe(true);
    expect(list.find((item) => item.id === demoIds.elmCourt)!.premises.map((premises) => premises.name)).toEqual(['Apartment 12']);
  });

  it('gives Sam Subtenant Riverside Wharf with Flat 4 only, as subtenant', async () => {
    const [riverside, ...others] = await developments('sam');
    expect(others).toEqual([]);
    expect(riverside).toMatchObject({ id: demoIds.riversideWharf, userRole: 'subtenant', premises: [{ id: demoIds.flat4, name: 'Flat 4', hidden: false, inBreach: false }] });
    expect(riverside!.posts.every((post) => post.published)).toBe(true);
  });

  it('gives Dee Downgraded Harbour Lofts with Loft 7 in breach', async () => {
    const [harbour] = await developments('dee');
    expect(harbour).toMatchObject({ id: demoIds.harbourLofts, premises: [{ id: demoIds.loft7, inBreach: true }], hasFacilitiesBooking: true, hasSiteStaff: false });
  });

  it('gives a client organisation its development without residents\u2019 premises', async () => {
    const list = await developments('clara');
    expect(ids(list)).toEqual([demoIds.riversideWharf]);
    expect(list[0]).toMatchObject({ userRole: 'client_portal_access', premises: [], hasClientPortal: true });
  });

  it('gives global staff every development, every premises, and the drafts; each development has a published page and a draft', async () => {
    const list = await developments('ada');
    expect(ids(list)).toEqual([demoIds.elmCourt, demoIds.harbourLofts, demoIds.riversideWharf]);
    expect(list.find((item) => item.id === demoIds.riversideWharf)!.premises).toHaveLength(6);
    for (const development of list) {
      expect(development.userRole).toBe('global');
      expect(development.posts.some((post) => post.published)).toBe(true);
      expect(development.posts.some((post) => !post.published)).toBe(true);
    }
  });

  it('gives other staff the developments they are members of, drafts included', async () => {
    const list = await developments('manny');
    expect(ids(list)).toEqual([demoIds.elmCourt, demoIds.riversideWharf]);
    expect(list.every((development) => development.userRole === 'sl1' && development.posts.some((post) => !post.published))).toBe(true);
  });

  it('needs a valid token', async () => {
    expect((await api.call('/developments')).status).toBe(401);
    expect((await api.call('/developments', { token: `${tokens.olivia}x` })).status).toBe(401);
  });
});

describe('GET /developments/{id}', () => {
  it('answers one of the user\u2019s developments', async () => {
    const { status, body } = await api.call(`/developments/${demoIds.elmCourt}`, { token: tokens.olivia });
    expect(status).toBe(200);
    expect(validate(body.data, Development)[0]).toBeUndefined();
    expect(body.data).toMatchObject({ id: demoIds.elmCourt, name: 'Elm Court', userRole: 'owner' });
  });

  it('answers another development exactly like one that does not exist', async () => {
    const other = await api.call(`/developments/${demoIds.harbourLofts}`, { token: tokens.olivia });
    const missing = await api.call('/developments/dev-nowhere', { token: tokens.olivia });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await api.call(`/developments/${demoIds.riversideWharf}`, { token: tokens.dee })).status).toBe(404);
    expect((await api.call(`/developments/${demoIds.elmCourt}`)).status).toBe(401);
  });
});

describe('GET /files/public/{name}', () => {
  it('serves each development\u2019s image without sign-in, as an image that cannot run script, loadable from the portal\u2019s origin', async () => {
    for (const development of await developments('ada')) {
      // Under the API's own public URL, where an <img> on another origin finds it.
      expect(development.imgUrl!.startsWith(`${api.url}/files/public/`)).toBe(true);
      expect(new URL(development.imgUrl!).pathname).toMatch(/^\/files\/public\/dev-[a-z-]+\.svg$/);
      const response = await fetch(development.imgUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('keeps the other secure headers and the same-origin resource policy on every other route', async () => {
    const image = await fetch(`${api.url}/files/public/${demoIds.riversideWharf}.svg`);
    expect(image.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const json = await api.call('/developments', { token: tokens.olivia });
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it.each([
    '/files/public/..%2Fjwt-secret',
    '/files/public/..%2F..%2Fportico.sqlite',
    '/files/public/%2E%2E%2Fbills%2Facc-flat-1-service-charge.pdf',
    '/files/public/jwt-secret',
    '/files/public/missing.svg',
    '/files/public/Dev-riverside-wharf.SVG',
    '/files/public/dev-riverside-wharf.svg.html',
  ])('answers %s with 404 and nothing from outside the directory', async (path) => {
    const { status, body } = await api.call(path);
    expect(status).toBe(404);
    expect(body).toEqual({ messages: expect.any(Array) });
  });
});
