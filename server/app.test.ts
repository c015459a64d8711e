import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing';
import { demoIds } from './areas/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, MAX_JSON_BODY_BYTES } from './app';
import { facilitiesMigrations } from './areas/facilities/migrations';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the reference API shell', () => {
  it('seeds the demo accounts, developments and premises into a new database', () => {
    const count = (table: string) => (api.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('users')).toBe(10);
    expect(count('developments')).toBe(3);
    expect(count('premises')).toBe(10);
  });

  it('seeds an area new to an existing database, and leaves the others as they are', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-areas-'));
    try {
      const first = await createApi({ ...api.ctx.config, dataDir });
      // As a database made before the facilities area: none of its tables, no record of it.
      const tables = [...facilitiesMigrations.join('\n').matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]!);
      for (const table of tables.reverse()) first.ctx.db.exec(`DROP TABLE ${table}`);
      first.ctx.db.prepare("DELETE FROM schema_migrations WHERE area = 'facilities'").run();
      first.ctx.db.prepare("UPDATE users SET first_name = 'Changed' WHERE id = ?").run(demoIds.olivia);
      first.close();
      const second = await createApi({ ...api.ctx.config, dataDir });
      try {
        expect(second.ctx.db.prepare('SELECT COUNT(*) AS n FROM facilities').get()).toEqual({ n: 3 });
        expect(second.ctx.db.prepare('SELECT first_name FROM users WHERE id = ?').get(demoIds.olivia)).toEqual({ first_name: 'Changed' });
      } finally {
        second.close();
      }
    } finally {
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
