// The database layer on both databases: the dialect's differences (./dialect.ts) give the same
// answers, the migration runner applies each script once and seeds only new areas (and, on
// PostgreSQL, once however many processes start together), and what one connection commits is
// seen by another (the kept answers' freshness, the booking lock). SQLite always; PostgreSQL
// when PORTICO_TEST_DATABASE_URL names a server (scripts/postgres.mjs).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerArea } from '../area';
import { writeOnce } from '../config';
import { inTransaction, openDatabase, type Database } from './connection';
import { containsText, sameText } from './dialect';
import { migrateAndSeed, OutdatedDatabaseError } from './migrate';
import { createTestDatabase, testDatabaseServer, type TestDatabase } from './testing';

/** A table of the tests' own, outside the API's types. */
interface Notes {
  notes: { id: string; body: string; tags: string };
}

const open: Database[] = [];
const folders: string[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  for (const database of databases.splice(0)) await database.drop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** What opens a second connection to the same database: another process's, as far as the database can tell. */
type Opener = () => Promise<Database>;

async function fresh(kind: 'sqlite' | 'postgres'): Promise<Opener> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-db-'));
  folders.push(dataDir);
  let databaseUrl: string | null = null;
  if (kind === 'postgres') {
    const database = (await createTestDatabase())!;
    databases.push(database);
    databaseUrl = database.url;
  }
  return async () => {
    const database = await openDatabase({ dataDir, databaseUrl });
    open.push(database);
    return database;
  };
}

const notesOf = (database: Database) => database.db as unknown as Kysely<Notes>;

function area(name: string, migrations: ServerArea['migrations'], seeded: string[]): ServerArea {
  return { name, migrations, routes: () => undefined, seed: async () => void seeded.push(name) };
}

const NOTES = `CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, tags TEXT NOT NULL)`;

const kinds = ['sqlite', ...(testDatabaseServer() ? ['postgres' as const] : [])] as const;

describe.each(kinds)('on %s', (kind) => {
  it('finds text whatever its case, and takes % and _ in a search literally', async () => {
    const database = await (await fresh(kind))();
    await database.runScript(NOTES);
    const db = notesOf(database);
    await db
      .insertInto('notes')
      .values([
        { id: 'a', body: 'Bin collection: 100% on Tuesdays', tags: '["bins","rota"]' },
        { id: 'b', body: 'Gym rules', tags: '["gym"]' },
        { id: 'c', body: 'snake_case and 1000 on Tuesdays', tags: '[]' },
      ])
      .execute();
    const search = async (term: string) => (await db.selectFrom('notes').select('id').where(containsText(sql.ref('body'), term)).orderBy('id').execute()).map((row) => row.id);
    expect(await search('TUESDAYS')).toEqual(['a', 'c']);
    expect(await search('100%')).toEqual(['a']);
    expect(await search('e_c')).toEqual(['c']);
    expect(await search('%')).toEqual(['a']);
    const equal = await db.selectFrom('notes').select('id').where(sameText(sql.ref('body'), 'GYM RULES')).execute();
    expect(equal).toEqual([{ id: 'b' }]);
    const tagged = await db.selectFrom('notes').select('id').where(database.dialect.jsonArrayHas(sql.ref('tags'), 'rota')).execute();
    expect(tagged).toEqual([{ id: 'a' }]);
  });

  it('a write committed by another connection changes the version a kept answer is checked against', async () => {
    const connect = await fresh(kind);
    const [reader, writer] = [await connect(), await connect()];
    await writer.runScript(NOTES);
    const before = await reader.dialect.version(reader.db);
    // Reads move neither. (PostgreSQL's is the whole cluster's write position: the suite's other
    // databases on the same server move it too, so only a change is certain there.)
    if (kind === 'sqlite') expect(await reader.dialect.version(reader.db)).toBe(before);
    await notesOf(writer).insertInto('notes').values({ id: 'a', body: 'x', tags: '[]' }).execute();
    expect(await reader.dialect.version(reader.db)).not.toBe(before);
  });

  it('runs a service in the caller’s transaction when there is one, and its own otherwise', async () => {
    const database = await (await fresh(kind))();
    await database.runScript(NOTES);
    const db = database.db;
    const add = (on: typeof db, id: string) => inTransaction(on, (trx) => (trx as unknown as Kysely<Notes>).insertInto('notes').values({ id, body: id, tags: '[]' }).execute());
    await add(db, 'alone');
    await expect(
      db.transaction().execute(async (trx) => {
        await add(trx, 'inside');
        throw new Error('the caller fails afterwards');
      }),
    ).rejects.toThrow('the caller fails afterwards');
    // The inner write went with the caller's transaction.
    expect(await notesOf(database).selectFrom('notes').select('id').execute()).toEqual([{ id: 'alone' }]);
  });

  it('applies each migration once, records it, and seeds only the areas that were new', async () => {
    const connect = await fresh(kind);
    const seeded: string[] = [];
    const first = await connect();
    await migrateAndSeed(first, [area('notes', [NOTES], seeded)], async (each) => each.seed?.({} as never));
    expect(seeded).toEqual(['notes']);
    // A later version adds a column to one area and a new area: only the new area is seeded.
    const later = [area('notes', [NOTES, 'ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0'], seeded), area('tags', [(d) => `CREATE TABLE tags (seq ${d.types.serialKey}, name TEXT NOT NULL)`], seeded)];
    await migrateAndSeed(await connect(), later, async (each) => each.seed?.({} as never));
    expect(seeded).toEqual(['notes', 'tags']);
    const applied = await first.db.selectFrom('portico_migrations').selectAll().orderBy('area').execute();
    expect(applied).toEqual([
      { area: 'notes', applied: 2 },
      { area: 'tags', applied: 1 },
    ]);
    // The self-numbering key numbers rows in the order they are added, on both databases.
    const tags = first.db as unknown as Kysely<{ tags: { seq?: number; name: string } }>;
    await tags.insertInto('tags').values([{ name: 'first' }, { name: 'second' }]).execute();
    expect(await tags.selectFrom('tags').select(['seq', 'name']).orderBy('seq').execute()).toEqual([
      { seq: 1, name: 'first' },
      { seq: 2, name: 'second' },
    ]);
  });

  it('says how to start over when the database was made by an earlier version', async () => {
    const database = await (await fresh(kind))();
    await database.runScript('CREATE TABLE schema_migrations (area TEXT PRIMARY KEY, applied INTEGER NOT NULL)');
    await expect(migrateAndSeed(database, [], async () => undefined)).rejects.toThrow(OutdatedDatabaseError);
    await expect(migrateAndSeed(database, [], async () => undefined)).rejects.toThrow(/npm run db:reset/);
  });

  it('a failing migration leaves nothing of itself and says which it was', async () => {
    const database = await (await fresh(kind))();
    const broken = area('broken', ['CREATE TABLE half (id TEXT PRIMARY KEY); CREATE TABLE half (id TEXT PRIMARY KEY)'], []);
    await expect(migrateAndSeed(database, [broken], async () => undefined)).rejects.toThrow(/Migration 1 of the broken area failed/);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half');
  });
});

describe.skipIf(!testDatabaseServer())('on PostgreSQL, several processes', () => {
  it('starting together migrate and seed the database once', async () => {
    const connect = await fresh('postgres');
    const seeded: string[] = [];
    const slowSeed = area('notes', [NOTES], seeded);
    const starts = await Promise.all([connect(), connect(), connect()]);
    await Promise.all(starts.map((database) => migrateAndSeed(database, [slowSeed], async (each) => each.seed?.({} as never))));
    expect(seeded).toEqual(['notes']);
  });

  it('a row locked by one transaction waits for it: a check-then-write is never raced', async () => {
    const connect = await fresh('postgres');
    const [one, two] = [await connect(), await connect()];
    await one.runScript(`${NOTES}; INSERT INTO notes (id, body, tags) VALUES ('slot', 'free', '[]')`);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = notesOf(one)
      .transaction()
      .execute(async (trx) => {
        await one.dialect.lockRow(trx, 'notes', 'slot');
        order.push('first locked');
        await held;
        await trx.updateTable('notes').set({ body: 'taken by first' }).where('id', '=', 'slot').execute();
        order.push('first wrote');
      });
    // The second asks for the lock only once the first holds it.
    await expect.poll(() => order).toEqual(['first locked']);
    const second = notesOf(two)
      .transaction()
      .execute(async (trx) => {
        await two.dialect.lockRow(trx, 'notes', 'slot');
        const { body } = await trx.selectFrom('notes').select('body').where('id', '=', 'slot').executeTakeFirstOrThrow();
        order.push(`second saw ${body}`);
      });
    // The first lets go only once the second is seen waiting for the lock.
    const waiting = async () => {
      const { rows } = await sql<{ waiting: number }>`SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(one.db);
      return rows[0]!.waiting;
    };
    await expect.poll(waiting).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first wrote', 'second saw taken by first']);
  });
});

describe('writeOnce', () => {
  it('keeps the first of two writers’ files whole, as processes starting on one shared folder do', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portico-once-'));
    folders.push(folder);
    const file = join(folder, 'jwt-secret');
    writeOnce(file, 'first');
    writeOnce(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(folder)).toEqual(['jwt-secret']);
  });
});
