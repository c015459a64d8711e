// backup.json: what a backup folder holds, written last (a folder without it is a backup that did
// not finish) and checked first by a restore.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { enums, integer, literal, min, object, optional, record, string, validate, type Infer } from 'superstruct';
import { BackupError } from './errors';

/** The names inside a backup folder. */
export const BACKUP_FILES = {
  manifest: 'backup.json',
  sqlite: 'portico.sqlite',
  postgres: 'portico.pgdump',
  files: 'files',
} as const;

const count = min(integer(), 0);

const BackupManifestStruct = object({
  /** The layout of the folder; a later layout gets a new number. */
  format: literal(1),
  /** When the database was copied (ISO 8601, UTC). */
  createdAt: string(),
  database: object({
    kind: enums(['sqlite', 'postgres']),
    /** The database's file in the folder: `portico.sqlite`, or pg_dump's custom format `portico.pgdump`. */
    file: enums([BACKUP_FILES.sqlite, BACKUP_FILES.postgres]),
    bytes: count,
    /** PostgreSQL only: the server's major version the dump was made from. */
    serverVersion: optional(count),
  }),
  /** How many of each area's migrations the database had run, as `portico_migrations` records them. */
  migrations: record(string(), count),
  /** The stored files (bills, attachments, images) under `files/`. */
  files: object({ count, bytes: count }),
});

/** The contents of backup.json. */
export type BackupManifest = Infer<typeof BackupManifestStruct>;

/**
 * Writes backup.json into the folder, readable by its owner only, as the rest of the backup.
 * @example writeManifest(folder, manifest);
 */
export function writeManifest(folder: string, manifest: BackupManifest): void {
  writeFileSync(join(folder, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Reads and checks backup.json, or throws a `BackupError` saying what is wrong with the folder.
 * @example const manifest = readManifest('/backups/2026-11-29');
 */
export function readManifest(folder: string): BackupManifest {
  const file = join(folder, BACKUP_FILES.manifest);
  if (!existsSync(folder)) throw new BackupError(`There is no folder ${folder}.`);
  if (!existsSync(file)) {
    throw new BackupError(`${folder} has no ${BACKUP_FILES.manifest}: it is not a Portico backup, or one that did not finish (a backup writes it last).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BackupError(`${file} is not JSON (${(error as Error).message}): the backup is damaged.`);
  }
  const [failure, manifest] = validate(parsed, BackupManifestStruct);
  if (failure) {
    const where = failure.path.length > 0 ? failure.path.join('.') : 'the file';
    throw new BackupError(`${file} is not a backup description this version reads (${where}: ${failure.message}).`);
  }
  return manifest;
}
