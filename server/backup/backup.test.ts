// A backup taken while the API writes, restored into a new data folder and a new database (SQLite,
// or PostgreSQL with PORTICO_TEST_DATABASE_URL), and an API started on it; and what a backup or a
// restore refuses. The command itself, spawned, is tests/processes/backup.test.ts.
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../app';
import { demoIds } from '../areas/core';
import { createTestDatabase, testDatabaseServer, type TestDatabase } from '../database/testing';
import { startTestApi, type TestApi } from '../testing';
import { backUp, BACKUP_FILES, BackupError, readManifest, restore, type BackupManifest } from './index';
import { expectWholeMoment, keepRaisingRequests } from './test-support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a photo of the leak, kept through a restore')]);
/** The day the test API's clock starts on: the backup's `createdAt` and the moved-aside names use it. */
const START = new Date('2027-02-01T10:00:00Z');

let api: TestApi;
let olivia: string;
let scratch: string;
const databases: TestDatabase[] = [];
const restoredApis: TestApi[] = [];

beforeAll(async () => {
  api = await startTestApi({}, { start: START });
  olivia = await api.tokenFor(demoIds.olivia);
  scratch = mkdtempSync(join(tmpdir(), 'portico-backup-'));
});

afterAll(async () => {
  await Promise.all(restoredApis.map((each) => each.close()));
  await api?.close();
  await Promise.all(databases.map((database) => database.drop()));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A data folder and (on PostgreSQL) a database of their own, empty, to restore into. */
async function emptyTarget(name: string): Promise<{ dataDir: string; databaseUrl: string | null }> {
  const database = await createTestDatabase();
  if (database) databases.push(database);
  return { dataDir: join(scratch, name), databaseUrl: database?.url ?? null };
}

/** What this version's areas have migrated to: a database restored with these has nothing to migrate. */
const currentMigrations = () => Object.fromEntries(areas.filter((area) => area.migrations.length > 0).map((area) => [area.name, area.migrations.length]));

describe('a backup while the API writes, restored into a new data folder and database', () => {
  let manifest: BackupManifest;
  let raised: readonly string[];
  let raisedBeforeBackup = 0;
  let ticketId: string;
  let attachmentUrl: string;
  let restored: TestApi;

  beforeAll(async () => {
    // Written before the backup: a changed name, a request and its photo.
    const renamed = await api.call('/user', { method: 'PUT', token: olivia, body: { profile: { title: 'Dr', firstName: 'Olivia', lastName: 'Restored' } } });
    expect(renamed.status).toBe(200);
    const writer = keepRaisingRequests(api, olivia);
    await writer.until(1);
    ticketId = writer.raised[0]!;
    const form = new FormData();
    form.append('file', new File([PNG], 'leak.png', { type: 'image/png' }));
    const upload = await fetch(`${api.url}/tickets/${ticketId}/attachments`, { method: 'POST', headers: { Authorization: `Bearer ${olivia}` }, body: form });
    expect(upload.status).toBe(201);
    attachmentUrl = ((await upload.json()) as { data: { url: string } }).data.url;

    // The backup runs among the writes, which go on after it too.
    await writer.until(3);
    raisedBeforeBackup = writer.raised.length;
    manifest = await backUp(api.ctx.config, join(scratch, 'backup'), { now: () => api.ctx.now() });
    await writer.until(writer.raised.length + 2);
    raised = await writer.stop();
  });

  it('describes the copy in backup.json: when, which database, the migrations and the files', () => {
    const kind = api.ctx.config.databaseUrl ? 'postgres' : 'sqlite';
    expect(manifest).toEqual({
      format: 1,
      // The API's clock, which runs on from START.
      createdAt: expect.stringMatching(/^2027-02-01T10:0\d:\d\d\.\d{3}Z$/),
      database: { kind, file: kind === 'postgres' ? BACKUP_FILES.postgres : BACKUP_FILES.sqlite, bytes: expect.any(Number), ...(kind === 'postgres' && { serverVersion: expect.any(Number) }) },
      migrations: currentMigrations(),
      files: { count: expect.any(Number), bytes: expect.any(Number) },
    });
    expect(readManifest(join(scratch, 'backup'))).toEqual(manifest);
    const folder = readdirSync(join(scratch, 'backup')).sort();
    expect(folder).toEqual([BACKUP_FILES.manifest, manifest.database.file, BACKUP_FILES.files].sort());
    // The demo's bills, documents and images, and the photo uploaded above.
    expect(manifest.files.count).toBeGreaterThan(1);
    expect(readdirSync(join(scratch, 'backup', 'files', 'attachments')).length).toBeGreaterThan(0);
    // Never the signing secret: it is configuration.
    expect(existsSync(join(scratch, 'backup', 'jwt-secret'))).toBe(false);
  });

  it('refuses a folder that is not empty', async () => {
    const error = await backUp(api.ctx.config, join(scratch, 'backup')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/is not an empty folder: back up into a new folder/);
  });

  it('restores into a new data folder and database, refusing to overwrite them unless told, and moving aside what was there', async () => {
    const target = await emptyTarget('restored');
    const summary = await restore(target, join(scratch, 'backup'), { now: () => START });
    expect(summary.files.count).toBe(manifest.files.count);
    expect(summary.movedAside).toEqual([]);

    const again = await restore(target, join(scratch, 'backup')).catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(BackupError);
    expect((again as Error).message).toMatch(/^There is data already: .*add --replace to replace it/);

    const replaced = await restore(target, join(scratch, 'backup'), { replace: true, now: () => START });
    expect(replaced.movedAside).toHaveLength(2);
    expect(replaced.movedAside.at(-1)).toBe(join(target.dataDir, 'files-before-restore-2027-02-01T10-00-00-000Z'));
    if (!target.databaseUrl) expect(existsSync(join(target.dataDir, 'portico-before-restore-2027-02-01T10-00-00-000Z.sqlite'))).toBe(true);
    else expect(replaced.movedAside[0]).toMatch(/^the schema portico_before_restore_2027_02_01t10_00_00_000z of /);

    // Nothing left to migrate: the API starts on it as it was.
    restored = await startTestApi(target, { start: START });
    restoredApis.push(restored);
    const migrations = await restored.ctx.db.selectFrom('portico_migrations').select(['area', 'applied']).execute();
    expect(Object.fromEntries(migrations.map((row) => [row.area, row.applied]))).toEqual(currentMigrations());
    expect((await restored.call('/health/ready')).status).toBe(200);
  });

  it('brings back what was written before the backup, and a moment of what was being written', async () => {
    const token = await restored.tokenFor(demoIds.olivia);
    const user = await restored.call('/user', { token });
    expect(user.body.data.profile).toEqual({ title: 'Dr', firstName: 'Olivia', lastName: 'Restored' });
    const ticket = await restored.call(`/tickets/${ticketId}`, { token });
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.title).toBe('Written during a backup 1');
    const photo = await fetch(restored.url + attachmentUrl, { headers: { Authorization: `Bearer ${token}` } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);

    const kept = await expectWholeMoment(restored.ctx.db, raised);
    expect(kept).toBeGreaterThanOrEqual(raisedBeforeBackup);
    expect(kept).toBeLessThan(raised.length);
  });
});

describe('what a restore refuses', () => {
  /** A copy of a finished backup with `change` made to it. */
  async function changedBackup(name: string, change: (folder: string, manifest: BackupManifest) => void): Promise<string> {
    const source = join(scratch, 'backup');
    if (!existsSync(source)) await backUp(api.ctx.config, source);
    const folder = join(scratch, name);
    cpSync(source, folder, { recursive: true });
    change(folder, readManifest(folder));
    return folder;
  }

  const rewrite = (folder: string, manifest: BackupManifest) => writeFileSync(join(folder, BACKUP_FILES.manifest), JSON.stringify(manifest));

  it('a folder without backup.json: no backup, or one that did not finish', async () => {
    const folder = join(scratch, 'unfinished');
    mkdirSync(folder, { recursive: true });
    await expect(restore(await emptyTarget('unused-1'), folder)).rejects.toThrow(/has no backup\.json: it is not a Portico backup, or one that did not finish/);
  });

  it('a backup.json that is not a backup description', async () => {
    const folder = await changedBackup('not-json', (each) => writeFileSync(join(each, BACKUP_FILES.manifest), '{"format": 1, "createdAt": 7}'));
    await expect(restore(await emptyTarget('unused-2'), folder)).rejects.toThrow(/is not a backup description this version reads \(createdAt: /);
  });

  it('a backup of a later version of Portico', async () => {
    const folder = await changedBackup('later', (each, manifest) => rewrite(each, { ...manifest, migrations: { ...manifest.migrations, core: 99 } }));
    await expect(restore(await emptyTarget('unused-3'), folder)).rejects.toThrow(/made by a later version of Portico: core \(99 migrations; this version has \d+\)/);
  });

  it('a backup of the other kind of database', async () => {
    const folder = await changedBackup('other-kind', () => undefined);
    const other = api.ctx.config.databaseUrl ? { dataDir: join(scratch, 'unused-4'), databaseUrl: null } : { dataDir: join(scratch, 'unused-4'), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restore(other, folder)).rejects.toThrow(/^This is a backup of a (SQLite|PostgreSQL) database, but PORTICO_DATABASE_URL/);
  });

  it('stored files missing from the backup', async () => {
    const folder = await changedBackup('fewer-files', (each) => {
      const attachments = join(each, BACKUP_FILES.files, 'attachments');
      rmSync(join(attachments, readdirSync(attachments)[0]!));
    });
    await expect(restore(await emptyTarget('unused-5'), folder)).rejects.toThrow(/holds \d+ files where backup.json lists \d+: the backup is incomplete/);
  });

  it('a damaged database copy, leaving the target as it was', async () => {
    const folder = await changedBackup('damaged', (each, manifest) => {
      const file = join(each, manifest.database.file);
      const descriptor = openSync(file, 'r+');
      // Past SQLite's header (and a dump's table of contents): the pages and the data themselves.
      writeSync(descriptor, Buffer.alloc(8192, 0x5a), 0, 8192, Math.min(8192, Math.floor(readFileSync(file).length / 2)));
      closeSync(descriptor);
    });
    const target = await emptyTarget('unused-6');
    await expect(restore(target, folder)).rejects.toThrow(/is damaged|pg_restore failed/);
    expect(existsSync(join(target.dataDir, 'portico.sqlite'))).toBe(false);
    expect(existsSync(join(target.dataDir, 'files'))).toBe(false);
  });
});

describe.skipIf(!testDatabaseServer())('PostgreSQL without its client programs', () => {
  it('says which client to install', async () => {
    const empty = join(scratch, 'no-programs');
    mkdirSync(empty, { recursive: true });
    const error = await backUp(api.ctx.config, join(scratch, 'without-pg-dump'), { env: { PORTICO_POSTGRES_BIN: empty } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/^pg_dump was not found\. Install the PostgreSQL client programs of version \d+, the database server's \(Debian and Ubuntu: apt-get install postgresql-client-\d+\)/);
    // Nothing half made is left behind.
    expect(existsSync(join(scratch, 'without-pg-dump'))).toBe(false);
  });
});
