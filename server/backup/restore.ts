// `portico restore <folder>`: a backup put back, with the API stopped. Everything is checked before
// anything is changed, and what was there before is moved aside, never deleted: SQLite's file and
// the stored files renamed, PostgreSQL's tables kept in a schema of their own.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { areas } from '../app';
import type { BackupOptions, StoreConfig } from './backup';
import { postgresHasTables, postgresMigrations, sqliteMigrations, withPostgres, type MigrationCounts } from './database';
import { BackupError } from './errors';
import { BACKUP_FILES, readManifest, type BackupManifest } from './manifest';
import { runPostgresProgram } from './postgres-tools';
import { copyStoredFiles, countStoredFiles, storedFilePaths, type StoredFiles } from './stored-files';

/** What a restore may be given besides the configuration. */
export interface RestoreOptions extends BackupOptions {
  /** Replace a database and stored files that are there already, moving them aside. */
  readonly replace?: boolean;
}

/** What a restore put back, and where it moved what was there before. */
export interface RestoreSummary {
  readonly manifest: BackupManifest;
  /** The SQLite file, or the PostgreSQL database as `name at host`. */
  readonly database: string;
  /** The stored files put back under `<dataDir>/files`. */
  readonly files: StoredFiles;
  /** Where the earlier database and stored files were moved: paths, and PostgreSQL's schema. */
  readonly movedAside: readonly string[];
}

/**
 * Restores the backup in `folder` into the configured database and data folder, with the API
 * stopped. Refuses, saying why, a folder without a finished backup, a backup of the other kind of
 * database or of a newer version of Portico, a damaged SQLite copy, and (without `replace`) a
 * database or stored files that are there already.
 * @example const summary = await restore(readConfig(process.env), '/backups/2026-11-29', { replace: true });
 */
export async function restore(config: StoreConfig, folder: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const source = resolve(folder);
  const manifest = readManifest(source);
  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.kind !== kind) {
    const configured = kind === 'postgres' ? 'PORTICO_DATABASE_URL names a PostgreSQL database' : 'PORTICO_DATABASE_URL is not set (SQLite)';
    throw new BackupError(`This is a backup of a ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database, but ${configured}: restore it with the configuration it was made with.`);
  }
  const databaseFile = join(source, manifest.database.file);
  if (!existsSync(databaseFile)) throw new BackupError(`${databaseFile} is missing: the backup is incomplete.`);
  refuseNewerMigrations(manifest.migrations);
  const backupFiles = join(source, BACKUP_FILES.files);
  const found = countStoredFiles(backupFiles);
  if (found.count !== manifest.files.count) {
    throw new BackupError(`${backupFiles} holds ${found.count} files where backup.json lists ${manifest.files.count}: the backup is incomplete.`);
  }

  const dataDir = resolve(config.dataDir);
  const filesDir = join(dataDir, 'files');
  const sqliteFile = join(dataDir, 'portico.sqlite');
  const occupied: string[] = [];
  if (config.databaseUrl) {
    if (await withPostgres(config.databaseUrl, postgresHasTables)) occupied.push(`the PostgreSQL database ${describePostgres(config.databaseUrl)}`);
  } else if (existsSync(sqliteFile)) {
    occupied.push(sqliteFile);
  }
  if (storedFilePaths(filesDir).length > 0) occupied.push(filesDir);
  if (occupied.length > 0 && !options.replace) {
    throw new BackupError(
      `There is data already: ${occupied.join(' and ')}. Restore into an empty data folder and database, or add --replace to replace it (what is there is moved aside, not deleted).`,
    );
  }

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stamp = `before-restore-${(options.now ?? (() => new Date()))().toISOString().replace(/[:.]/g, '-')}`;
  const movedAside: string[] = [];
  let database: string;
  if (config.databaseUrl) {
    movedAside.push(...(await restorePostgres(config.databaseUrl, databaseFile, manifest, stamp, options.env ?? process.env)));
    database = `the PostgreSQL database ${describePostgres(config.databaseUrl)}`;
  } else {
    movedAside.push(...restoreSqlite(databaseFile, sqliteFile, manifest, stamp));
    database = sqliteFile;
  }
  if (storedFilePaths(filesDir).length > 0) {
    const aside = join(dataDir, `files-${stamp}`);
    renameSync(filesDir, aside);
    movedAside.push(aside);
  }
  const files = copyStoredFiles(backupFiles, filesDir);
  return { manifest, database, files, movedAside };
}

/** Checked, then put in place: answers where the earlier database (if any) was moved. */
function restoreSqlite(copy: string, live: string, manifest: BackupManifest, stamp: string): string[] {
  const staging = `${live}.restoring`;
  rmSync(staging, { force: true });
  copyFileSync(copy, staging);
  try {
    const checked = new BetterSqlite3(staging, { fileMustExist: true });
    try {
      const integrity = checked.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new BackupError(`${copy} is damaged (SQLite's integrity check: ${String(integrity)}).`);
      expectMigrations(sqliteMigrations(checked, copy), manifest.migrations);
    } finally {
      checked.close();
    }
  } catch (error) {
    rmSync(staging, { force: true });
    // A file too damaged to check at all: SQLite says so when it reads it.
    if (error instanceof BetterSqlite3.SqliteError) throw new BackupError(`${copy} is damaged: ${error.message}.`);
    throw error;
  }
  // The write-ahead log and shared memory go with their database: SQLite would read an old log
  // into a new file. Moved under names that still pair with the file moved aside.
  const movedAside: string[] = [];
  const aside = live.replace(/\.sqlite$/, `-${stamp}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) {
    if (!existsSync(live + suffix)) continue;
    renameSync(live + suffix, aside + suffix);
    if (suffix === '') movedAside.push(aside);
  }
  renameSync(staging, live);
  return movedAside;
}

/**
 * Restored in one transaction, after the tables there (if any) are moved to a schema of their own:
 * a table of an area newer than the backup would otherwise stay and stop its migration. A restore
 * that fails puts them back.
 */
async function restorePostgres(databaseUrl: string, dump: string, manifest: BackupManifest, stamp: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  // A dump pg_restore cannot read is found before anything is moved.
  await runPostgresProgram('pg_restore', ['--list', dump], databaseUrl, env, { connect: false });
  const aside = `portico_${stamp.replace(/-/g, '_').toLowerCase()}`;
  const moved = await withPostgres(databaseUrl, async (client) => {
    if (!(await postgresHasTables(client))) return false;
    await client.query(`BEGIN; ALTER SCHEMA public RENAME TO ${aside}; CREATE SCHEMA public; COMMIT;`);
    return true;
  });
  try {
    const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dump];
    await runPostgresProgram('pg_restore', args, databaseUrl, env);
    expectMigrations(await withPostgres(databaseUrl, postgresMigrations), manifest.migrations);
  } catch (error) {
    if (moved) await withPostgres(databaseUrl, (client) => client.query(`BEGIN; DROP SCHEMA public CASCADE; ALTER SCHEMA ${aside} RENAME TO public; COMMIT;`));
    throw error;
  }
  return moved ? [`the schema ${aside} of ${describePostgres(databaseUrl)} (DROP SCHEMA ${aside} CASCADE when it is no longer needed)`] : [];
}

/** A backup of a later version of Portico than this one has tables this one does not know. */
function refuseNewerMigrations(counts: MigrationCounts): void {
  const known = new Map(areas.map((area) => [area.name, area.migrations.length]));
  const newer = Object.entries(counts).filter(([area, applied]) => applied > (known.get(area) ?? 0));
  if (newer.length > 0) {
    const which = newer.map(([area, applied]) => `${area} (${applied} migrations; this version has ${known.get(area) ?? 0})`).join(', ');
    throw new BackupError(`The backup was made by a later version of Portico: ${which}. Restore it with that version or a later one.`);
  }
}

function expectMigrations(found: MigrationCounts, described: MigrationCounts): void {
  const same = JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(described).sort());
  if (!same) throw new BackupError("The restored database's migrations differ from those backup.json lists: the backup is damaged or was changed.");
}

function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.pathname.slice(1)} at ${url.host}`;
}
