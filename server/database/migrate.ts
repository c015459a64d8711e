import { sql } from 'kysely';
import type { ServerArea } from '../area';
import type { Database } from './connection';
export type { Migration } from './migration';

/** Any number: every process that starts on a PostgreSQL database takes this lock to migrate and seed it. */
const SETUP_LOCK = 7_212_026;

/** Thrown when the database was made before migrations were kept per area in `portico_migrations`. */
export class OutdatedDatabaseError extends Error {}

/**
 * Applies each area's migrations that have not run yet, in area order, each area's in its own
 * order, every one in a transaction with its record; then `seed` for the areas that had no table
 * before (all of them on a new database), so an area added later gets its demo data on a database
 * made before it. On PostgreSQL, processes starting together take turns: the second finds the
 * work done.
 * @example await migrateAndSeed(database, areas, (area) => area.seed?.(ctx));
 */
export async function migrateAndSeed(database: Database, areas: readonly ServerArea[], seed: (area: ServerArea) => Promise<void>): Promise<void> {
  const { db, dialect } = database;
  const work = async () => {
    const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
    if (tables.has('schema_migrations')) {
      throw new OutdatedDatabaseError('The database was made by an earlier version of the reference API. `npm run db:reset` makes it anew with the demo data.');
    }
    await database.runScript('CREATE TABLE IF NOT EXISTS portico_migrations (area TEXT PRIMARY KEY, applied INTEGER NOT NULL)');
    const rows = await db.selectFrom('portico_migrations').select(['area', 'applied']).execute();
    const applied = new Map(rows.map((row) => [row.area, row.applied]));
    const created: ServerArea[] = [];
    for (const area of areas) {
      const done = applied.get(area.name) ?? 0;
      if (done === 0 && area.migrations.length > 0) created.push(area);
      for (const [index, migration] of area.migrations.entries()) {
        if (index < done) continue;
        const script = typeof migration === 'string' ? migration : migration(dialect);
        // Area names are ours, never input: written into the script, which takes no parameters.
        const record = `INSERT INTO portico_migrations (area, applied) VALUES ('${area.name}', ${index + 1})
          ON CONFLICT (area) DO UPDATE SET applied = excluded.applied;`;
        try {
          await database.runScript(`BEGIN;\n${script};\n${record}\nCOMMIT;`);
        } catch (error) {
          await database.runScript('ROLLBACK;').catch(() => undefined);
          throw new Error(`Migration ${index + 1} of the ${area.name} area failed: ${(error as Error).message}`, { cause: error });
        }
      }
    }
    for (const area of created) await seed(area);
  };
  if (dialect.name === 'sqlite') return work();
  // One connection holds the lock for the whole set-up; the work itself uses the pool.
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(connection);
    }
  });
}

/** An area whose migrations have not all run on a database: how many have, of how many. */
export interface AreaBehind {
  readonly area: string;
  readonly applied: number;
  readonly expected: number;
}

/**
 * The areas whose migrations have not all run on the database (an empty list: it is up to date for
 * these areas), from the record `migrateAndSeed` keeps; throws when there is no record to read.
 * `GET /health/ready` asks it, for a database restored from an older backup under a running API.
 * @example (await areasBehind(ctx.db, areas)).map((each) => each.area) // ['parcels']
 */
export async function areasBehind(db: Database['db'], areas: readonly ServerArea[]): Promise<AreaBehind[]> {
  const rows = await db.selectFrom('portico_migrations').select(['area', 'applied']).execute();
  const applied = new Map(rows.map((row) => [row.area, row.applied]));
  return areas
    .map((area) => ({ area: area.name, applied: applied.get(area.name) ?? 0, expected: area.migrations.length }))
    .filter((each) => each.applied < each.expected);
}
