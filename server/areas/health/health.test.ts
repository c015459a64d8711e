import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../app';
import { testDatabaseServer } from '../../database/testing';
import { startTestApi, type TestApi } from '../../testing';
import { readinessProblems, within } from '.';

/** The PostgreSQL pool's size (server/database/connection.ts), and a lock no one else takes. */
const POOL_SIZE = 10;
const HELD_LOCK = 4_040_404;

describe('GET /health/live and GET /health/ready', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('say the process is live and its database ready, to anyone, never to be cached', async () => {
    const live = await api.call('/health/live');
    expect(live).toMatchObject({ status: 200, body: { data: { status: 'live' } } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await api.call('/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { data: { status: 'ready' } } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it("answer 503, saying which, while an area's migrations have not all run on the database", async () => {
    const parcels = areas.find((area) => area.name === 'parcels')!;
    const all = parcels.migrations.length;
    // The database as an older backup restored under the running API would leave it.
    await api.ctx.db.updateTable('portico_migrations').set({ applied: all - 1 }).where('area', '=', 'parcels').execute();
    await api.ctx.db.deleteFrom('portico_migrations').where('area', '=', 'tasks').execute();
    try {
      const ready = await api.call('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(ready.body.messages).toEqual([
        `The parcels area's migrations have not all run on the database (${all - 1} of ${all}); restarting the API runs them.`,
        `The tasks area's migrations have not all run on the database (0 of ${areas.find((area) => area.name === 'tasks')!.migrations.length}); restarting the API runs them.`,
      ]);
      // The process itself is fine: a balancer must not restart it for this.
      expect((await api.call('/health/live')).status).toBe(200);
    } finally {
      await api.ctx.db.updateTable('portico_migrations').set({ applied: all }).where('area', '=', 'parcels').execute();
      await api.ctx.db
        .insertInto('portico_migrations')
        .values({ area: 'tasks', applied: areas.find((area) => area.name === 'tasks')!.migrations.length })
        .execute();
    }
    expect((await api.call('/health/ready')).status).toBe(200);
  });
});

describe('GET /health/ready on a database that is gone', () => {
  it('answers 503 at once when the database is closed', async () => {
    const api = await startTestApi();
    try {
      await api.ctx.db.destroy();
      const ready = await api.call('/health/ready');
      expect(ready).toMatchObject({ status: 503, body: { messages: ['The database does not answer (waited at most 3 s).'] } });
      expect((await api.call('/health/live')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('readinessProblems', () => {
  // Every connection of the pool waits on a lock this test holds, as on a database that hangs;
  // SQLite answers in the process itself, so cannot be kept waiting this way.
  it.skipIf(!testDatabaseServer())('says the database does not answer when it takes longer than the time-out, rather than wait', async () => {
    const api = await startTestApi();
    const holder = new pg.Client({ connectionString: api.ctx.config.databaseUrl! });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [HELD_LOCK]);
      const waiting = Array.from({ length: POOL_SIZE }, () => sql`SELECT pg_advisory_xact_lock_shared(${HELD_LOCK})`.execute(api.ctx.db));
      expect(await readinessProblems(api.ctx.db, areas, pino({ level: 'silent' }), 200)).toEqual(['The database does not answer (waited at most 0.2 s).']);
      await holder.query('SELECT pg_advisory_unlock($1)', [HELD_LOCK]);
      await Promise.all(waiting);
      expect(await readinessProblems(api.ctx.db, areas, pino({ level: 'silent' }), 200)).toEqual([]);
    } finally {
      await holder.end();
      await api.close();
    }
  });
});

describe('within', () => {
  it('settles as the work does, or rejects once the time is up', async () => {
    await expect(within(1000, Promise.resolve('answered'))).resolves.toBe('answered');
    await expect(within(1000, Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(within(20, new Promise(() => {}))).rejects.toThrow('no answer within 20 ms');
  });
});
