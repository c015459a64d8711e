import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing';
import { demoIds } from './areas/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, MAX_JSON_BODY_BYTES } from './app';
import { facilitiesMigrations } from './areas/facilities/migrations';
import { createTestDatabase } from './database/testing';

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
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-areas-'));
    const made = await createTestDatabase();
    const config = { ...api.ctx.config, dataDir, databaseUrl: made?.url ?? null };
    try {
      const first = await createApi(config);
      try {
        // As a database made before the facilities area: none of its tables, no record of it.
        const script = facilitiesMigrations.map((migration) => (typeof migration === 'string' ? migration : migration(first.ctx.dialect))).join('\n');
        const tables = [...script.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]!);
        for (const table of tables.reverse()) await first.ctx.db.schema.dropTable(table).execute();
        await first.ctx.db.deleteFrom('portico_migrations').where('area', '=', 'facilities').execute();
        await first.ctx.db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', demoIds.olivia).execute();
      } finally {
        await first.close();
      }
      const second = await createApi(config);
      try {
        expect(await second.ctx.db.selectFrom('facilities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 3 });
        expect(await second.ctx.db.selectFrom('users').select('first_name').where('id', '=', demoIds.olivia).executeTakeFirst()).toEqual({ first_name: 'Changed' });
      } finally {
        await second.close();
      }
    } finally {
      await made?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
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
