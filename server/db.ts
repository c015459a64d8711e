import Database from 'better-sqlite3';
import type { ServerArea } from './area';

/**
 * Opens (creating it if needed) the SQLite database with the settings every connection wants.
 * @example const db = openDatabase('.data/portico.sqlite');
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Applies each area's migrations that have not run yet, in area order, each area's in its own
 * order, every one in a transaction. Returns the areas that had no table before (all of them on a
 * new database), which are the ones to seed: an area added to the API later gets its demo data on
 * a database made before it, without starting the others over.
 * @example for (const area of migrate(db, areas)) await area.seed?.(ctx);
 */
export function migrate(db: Database.Database, areas: readonly ServerArea[]): ServerArea[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (area TEXT PRIMARY KEY, applied INTEGER NOT NULL)');
  const applied = db.prepare<[string], { applied: number }>('SELECT applied FROM schema_migrations WHERE area = ?');
  const record = db.prepare('INSERT INTO schema_migrations (area, applied) VALUES (?, ?) ON CONFLICT(area) DO UPDATE SET applied = excluded.applied');
  const created: ServerArea[] = [];
  for (const area of areas) {
    const done = applied.get(area.name)?.applied ?? 0;
    if (done === 0 && area.migrations.length > 0) created.push(area);
    area.migrations.slice(done).forEach((sql, index) => {
      db.transaction(() => {
        db.exec(sql);
        record.run(area.name, done + index + 1);
      })();
    });
  }
  return created;
}
