// What backup and restore read from a database itself: how many of each area's migrations it has
// run (`portico_migrations`), and whether it holds anything yet.
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { BackupError } from './errors';

/** How many of each area's migrations a database has run, by area name. */
export type MigrationCounts = Record<string, number>;

/**
 * The migration counts of a SQLite file (open it first), or a `BackupError` when it is not a
 * Portico database.
 * @example const counts = sqliteMigrations(new BetterSqlite3(file, { readonly: true }));
 */
export function sqliteMigrations(database: BetterSqlite3.Database, name: string): MigrationCounts {
  const table = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'portico_migrations'").get();
  if (table === undefined) throw new BackupError(`${name} is not a Portico database: it has no portico_migrations table.`);
  const rows = database.prepare('SELECT area, applied FROM portico_migrations ORDER BY area').all() as { area: string; applied: number }[];
  return Object.fromEntries(rows.map((row) => [row.area, row.applied]));
}

/**
 * Runs `work` with a client connected to the PostgreSQL database, and closes it; a database that
 * cannot be reached is a `BackupError` naming its host (never its password).
 * @example const counts = await withPostgres(url, postgresMigrations);
 */
export async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const url = new URL(databaseUrl);
    throw new BackupError(`Could not reach the PostgreSQL database ${url.pathname.slice(1)} at ${url.host}: ${(error as Error).message}. Check PORTICO_DATABASE_URL.`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Whether the PostgreSQL database holds any table of its own (in the `public` schema).
 * @example if (await withPostgres(url, postgresHasTables)) refuse();
 */
export async function postgresHasTables(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ tables: number }>("SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'");
  return rows[0]!.tables > 0;
}

/**
 * The migration counts of a PostgreSQL database, or a `BackupError` when it is not a Portico one.
 * @example const counts = await withPostgres(url, postgresMigrations);
 */
export async function postgresMigrations(client: pg.Client): Promise<MigrationCounts> {
  const { rows: found } = await client.query<{ table: string | null }>("SELECT to_regclass('public.portico_migrations')::text AS table");
  if (found[0]?.table == null) throw new BackupError(`The PostgreSQL database ${client.database ?? ''} is not a Portico database: it has no portico_migrations table.`);
  const { rows } = await client.query<{ area: string; applied: number }>('SELECT area, applied FROM portico_migrations ORDER BY area');
  return Object.fromEntries(rows.map((row) => [row.area, Number(row.applied)]));
}
