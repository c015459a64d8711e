// What a load balancer or an orchestrator asks before sending residents to this process (README.md).
import { sql } from 'kysely';
import type { ServerArea } from '../../area';
import type { Db } from '../../database/connection';
import { areasBehind } from '../../database/migrate';
import type { Logger } from 'pino';

/**
 * How long `GET /health/ready` waits for the database: a balancer asks every few seconds and must
 * hear "not ready" rather than wait on a database that does not answer.
 */
export const READY_TIMEOUT_MS = 3000;

/** A health answer is about this moment: no cache, the balancer's or any other, may keep it. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Settles as `work` does, or rejects once `ms` have passed without an answer.
 * @example await within(3000, sql`SELECT 1`.execute(db));
 */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What keeps this API from serving, one sentence each (none: ready): a database that does not
 * answer a query within `timeoutMs`, or an area of `areas` whose migrations it has not all run.
 * Why the database failed goes to the log, not into the public answer.
 * @example await readinessProblems(ctx.db, areas, ctx.log) // ["The parcels area's migrations have not all run on the database (1 of 2)."]
 */
export async function readinessProblems(db: Db, areas: readonly ServerArea[], log: Logger, timeoutMs = READY_TIMEOUT_MS): Promise<string[]> {
  try {
    await within(timeoutMs, sql`SELECT 1`.execute(db));
  } catch (error) {
    log.warn({ err: error }, 'health: the database does not answer');
    return [`The database does not answer (waited at most ${timeoutMs / 1000} s).`];
  }
  try {
    const behind = await within(timeoutMs, areasBehind(db, areas));
    return behind.map((each) => `The ${each.area} area's migrations have not all run on the database (${each.applied} of ${each.expected}); restarting the API runs them.`);
  } catch (error) {
    log.warn({ err: error }, 'health: the record of migrations cannot be read');
    return ['The database has no record of its migrations: it is not the API\'s database, or was never migrated; restarting the API migrates it.'];
  }
}

/**
 * `GET /health/live` (the process answers) and `GET /health/ready` (its database answers and has
 * every migration of `areas`, the API's areas): public, never rate limited, never cached, and not
 * part of the portal's contract.
 * @example for (const area of [...apiAreas, healthArea(apiAreas)]) area.routes(app);
 */
export function healthArea(areas: readonly ServerArea[]): ServerArea {
  return {
    name: 'health',
    migrations: [],
    routes: (app) => {
      app.get('/health/live', (c) => c.json({ data: { status: 'live' } }, 200, NO_STORE));
      app.get('/health/ready', async (c) => {
        const { db, log } = c.var.ctx;
        const problems = await readinessProblems(db, areas, log);
        return problems.length === 0 ? c.json({ data: { status: 'ready' } }, 200, NO_STORE) : c.json({ messages: problems }, 503, NO_STORE);
      });
    },
  };
}
