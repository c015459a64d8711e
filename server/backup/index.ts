// Backups of the API's database and stored files, and their restore: `portico backup` and
// `portico restore` (server/cli.ts), and the tests' round trip.
export { backUp, type BackupOptions, type StoreConfig } from './backup';
export { restore, type RestoreOptions, type RestoreSummary } from './restore';
export { BACKUP_FILES, readManifest, type BackupManifest } from './manifest';
export { BackupError } from './errors';
export { findPostgresProgram } from './postgres-tools';
