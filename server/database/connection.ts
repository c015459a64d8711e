// The API's database: the embedded SQLite file under the data folder (the default), or PostgreSQL
// when `PORTICO_DATABASE_URL` names one. Both are reached through one Kysely instance, so every
// query is written once; what the two databases do differently lives in ./dialect.ts.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { dialectSql, type DialectSql } from './dialect';
import type { Tables } from './tables';

/** The query builder every area's service uses. */
export type Db = Kysely<Tables>;

/** An open database: the query builder, what differs between the two databases, and a way to run a migration script. */
export interface Database {
  readonly db: Db;
  readonly dialect: DialectSql;
  /** Runs a script of several statements (a migration): the query builder runs one statement at a time. */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
}

// PostgreSQL answers bigint (count(*), sum()) and numeric as strings, for values past 2^53. Every
// such value of ours (pence, counts, epoch milliseconds) is far below it, so they are numbers, as
// SQLite answers them. The parsers are the pg module's own, set once for the process.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Opens the database the configuration names: PostgreSQL at `databaseUrl`, else SQLite at
 * `<dataDir>/portico.sqlite` (created if need be).
 * @example const database = await openDatabase({ dataDir: '.data', databaseUrl: null });
 */
export async function openDatabase(config: { readonly dataDir: string; readonly databaseUrl: string | null }): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A connection that drops while idle (the server restarting) is replaced at the next query;
    // without a listener, the pool's error event would end the process.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: dialectSql('postgres'),
      async runScript(script) {
        // No parameters: pg sends it as one simple query, which may hold many statements.
        await pool.query(script);
      },
      close: () => db.destroy(),
    };
  }
  const file = new BetterSqlite3(join(config.dataDir, 'portico.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
  return {
    db,
    dialect: dialectSql('sqlite'),
    async runScript(script) {
      file.exec(script);
    },
    close: () => db.destroy(),
  };
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` is already one (Kysely does
 * not nest them), so a service can be called on its own or as a step of a larger write.
 * @example await inTransaction(ctx.db, async (trx) => { await trx.insertInto('news')...; await notify({ ...ctx, db: trx }); });
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
