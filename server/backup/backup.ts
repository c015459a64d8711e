// `portico backup <folder>`: the database and the stored files, copied while the API runs and keeps
// answering and writing. The signing secret is left out on purpose: it is configuration, kept in the
// operator's secret store, and a backup holding it would sign anyone's tokens.
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { ServerConfig } from '../config';
import { postgresMigrations, sqliteMigrations, withPostgres, type MigrationCounts } from './database';
import { BackupError } from './errors';
import { BACKUP_FILES, writeManifest, type BackupManifest } from './manifest';
import { runPostgresProgram, serverMajorVersion } from './postgres-tools';
import { copyStoredFiles } from './stored-files';

/** The part of the configuration a backup or a restore reads. */
export type StoreConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/** What a backup or a restore may be given besides the configuration. */
export interface BackupOptions {
  /** The clock for backup.json's `createdAt` (tests); the real one by default. */
  readonly now?: () => Date;
  /** Where PATH and PORTICO_POSTGRES_BIN are read, to find pg_dump and pg_restore. */
  readonly env?: NodeJS.ProcessEnv;
}

// Every remaining page in one step: in WAL mode a step is one read transaction, so the copy is one
// consistent moment while the API writes on. Smaller steps would restart at every write the API
// commits between them, and might never finish on a busy portal.
const ALL_PAGES = 0x7fffffff;

/**
 * Backs up the configured database and the stored files into `folder`, a new or empty folder, and
 * describes them in its backup.json (written last). SQLite: the online backup API, to
 * `portico.sqlite`; PostgreSQL: `pg_dump --format=custom`, to `portico.pgdump`. The folder is
 * readable by its owner only: it holds every resident's data.
 * @example const manifest = await backUp(readConfig(process.env), '/backups/2026-11-29');
 */
export async function backUp(config: StoreConfig, folder: string, options: BackupOptions = {}): Promise<BackupManifest> {
  const target = resolve(folder);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new BackupError(`${target} is not an empty folder: back up into a new folder (each backup its own, such as backups/2026-11-29).`);
  }
  const made = !existsSync(target);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  try {
    const copied = config.databaseUrl ? await dumpPostgres(config.databaseUrl, target, options.env ?? process.env) : await copySqlite(config.dataDir, target);
    const files = copyStoredFiles(join(config.dataDir, 'files'), join(target, BACKUP_FILES.files));
    const manifest: BackupManifest = { format: 1, createdAt, database: copied.database, migrations: copied.migrations, files };
    writeManifest(target, manifest);
    return manifest;
  } catch (error) {
    // Nothing half made is left to be mistaken for a backup; the folder was empty before.
    for (const name of Object.values(BACKUP_FILES)) rmSync(join(target, name), { recursive: true, force: true });
    if (made) rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

interface CopiedDatabase {
  readonly database: BackupManifest['database'];
  readonly migrations: MigrationCounts;
}

async function copySqlite(dataDir: string, target: string): Promise<CopiedDatabase> {
  const source = join(dataDir, 'portico.sqlite');
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}: check PORTICO_DATA_DIR (or PORTICO_DATABASE_URL, for PostgreSQL).`);
  const file = join(target, BACKUP_FILES.sqlite);
  const live = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(file, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  chmodSync(file, 0o600);
  // The copy is one file on its own, as a backup should be: no write-ahead log beside it.
  const copy = new BetterSqlite3(file);
  try {
    copy.pragma('journal_mode = DELETE');
    const migrations = sqliteMigrations(copy, source);
    return { database: { kind: 'sqlite', file: BACKUP_FILES.sqlite, bytes: statSync(file).size }, migrations };
  } finally {
    copy.close();
  }
}

async function dumpPostgres(databaseUrl: string, target: string, env: NodeJS.ProcessEnv): Promise<CopiedDatabase> {
  // Read first: an unreachable or foreign database is told in words before pg_dump starts.
  const migrations = await withPostgres(databaseUrl, postgresMigrations);
  const file = join(target, BACKUP_FILES.postgres);
  await runPostgresProgram('pg_dump', ['--format=custom', `--file=${file}`], databaseUrl, env);
  chmodSync(file, 0o600);
  const serverVersion = await serverMajorVersion(databaseUrl);
  return { database: { kind: 'postgres', file: BACKUP_FILES.postgres, bytes: statSync(file).size, serverVersion }, migrations };
}
