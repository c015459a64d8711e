import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, withAreaAddedLater, type TestApi } from './testing';
import { demoIds } from './areas/core';
import { MAX_JSON_BODY_BYTES } from './app';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the reference API shell', () => {
  it('seeds the demo accounts, developments and premises into a new database', async () => {
    const count = async (table: 'users' | 'developments' | 'premises') =>
      (await api.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(await count('users')).toBe(10);
    expect(await count('developments')).toBe(3);
    expect(await count('premises')).toBe(10);
  });

  it('seeds an area new to an existing database, and leaves the others as they are', async () => {
    await withAreaAddedLater(
      'facilities',
      (db) => db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', demoIds.olivia).execute().then(() => undefined),
      async ({ ctx: { db } }) => {
        expect(await db.selectFrom('facilities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 3 });
        expect(await db.selectFrom('users').select('first_name').where('id', '=', demoIds.olivia).executeTakeFirst()).toEqual({ first_name: 'Changed' });
      },
    );
  });

  it('answers an unknown route with 404 and the error envelope', async () => {
    const { status, body } = await api.call('/no-such-route');
    expect(status).toBe(404);
    expect(body).toEqual({ messages: ['There is no such route.'] });
  });

  it('gives CORS headers to the configured origins only', async () => {
    const allowed = await api.call('/no-such-route', { headers: { Origin: 'http://localhost:4200' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const other = await api.call('/no-such-route', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const { status, body } = await api.call('/user/login', {
      method: 'POST',
      body: JSON.stringify({ method: 'password', email: 'owner@example.com', password: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      headers: { Connection: 'close' },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ messages: ['The request is too large.'] });
  });

  it('signs access tokens that verify for their user and fail once expired', async () => {
    const token = await api.tokenFor(demoIds.olivia);
    expect(await api.ctx.accessTokens.verify(token)).toBe(demoIds.olivia);
    expect(await api.ctx.accessTokens.verify(`${token}x`)).toBeNull();
  });
});
