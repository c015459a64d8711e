// The operator's command (server/cli.ts) as an operator runs it, a process of its own beside the
// running API: a backup taken while the API writes, its restore into a new data folder and database,
// the first member of staff added to a database, and the usage. On SQLite, and on PostgreSQL when
// PORTICO_TEST_DATABASE_URL is set. The round trip's every check is server/backup/backup.test.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../server/areas/core';
import { outbox, signIn } from '../../server/areas/auth/test-support';
import { expectWholeMoment, keepRaisingRequests } from '../../server/backup/test-support';
import { createTestDatabase, type TestDatabase } from '../../server/database/testing';
import { startTestApi, type TestApi } from '../../server/testing';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The machine's environment without its Portico settings: a pinned clock or zone (faketime, TZ) reaches the command as it reaches the API. */
const machineEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PORTICO_')));

/** `portico <args>` with the API's settings in `env`, as `npm run portico --` runs it. */
function portico(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    env: { ...machineEnv, PORTICO_LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The settings that point the command at a test API's data folder and database. */
const settingsOf = (config: { dataDir: string; databaseUrl: string | null }) => ({ PORTICO_DATA_DIR: config.dataDir, PORTICO_DATABASE_URL: config.databaseUrl ?? '' });

let api: TestApi;
let scratch: string;
const cleanUp: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  api = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), 'portico-cli-'));
});

afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
  await api?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('portico backup and portico restore', () => {
  it('backs up while the API writes, and the restore starts an API with a moment of those writes', { timeout: 60_000 }, async () => {
    const writer = keepRaisingRequests(api, await api.tokenFor(demoIds.olivia));
    await writer.until(2);
    const before = writer.raised.length;
    const backup = await portico(['backup', join(scratch, 'backup')], settingsOf(api.ctx.config));
    const during = writer.raised.length - before;
    const raised = await writer.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the (SQLite|PostgreSQL) database \(.+\) and \d+ stored files \(.+\) to .+\.\nThe signing secret is not in the backup/);
    // The API kept answering and writing while the command ran.
    expect(during).toBeGreaterThan(0);

    const database: TestDatabase | null = await createTestDatabase();
    if (database) cleanUp.push(() => database.drop());
    const target = { dataDir: join(scratch, 'restored'), databaseUrl: database?.url ?? null };
    const restored = await portico(['restore', join(scratch, 'backup')], settingsOf(target));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of \d{4}-\d\d-\d\dT[\d:.]+Z into .+, and \d+ stored files into .+\/files\.\nStart the API/);

    const again = await startTestApi(target);
    cleanUp.push(() => again.close());
    expect((await again.call('/health/ready')).status).toBe(200);
    expect(await expectWholeMoment(again.ctx.db, raised)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a folder that is not empty, in words', async () => {
    const run = await portico(['backup', scratch], settingsOf(api.ctx.config));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^portico backup: .+ is not an empty folder: back up into a new folder/);
  });
});

describe('portico add-staff', () => {
  const address = 'first.staff@agent.example';

  it('adds global staff without a password and e-mails a link that sets one', { timeout: 30_000 }, async () => {
    const run = await portico(['add-staff', address, 'Farah', 'Staff-Member'], settingsOf(api.ctx.config));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Added Farah Staff-Member (${address}) as global staff, with no password.`);

    const user = await api.ctx.db.selectFrom('users').selectAll().where('email', '=', address).executeTakeFirstOrThrow();
    expect({ types: JSON.parse(user.role_types), payloads: JSON.parse(user.role_payloads), password: user.password_hash }).toEqual({ types: ['admin'], payloads: ['global'], password: null });
    expect((await signIn(api, address, '')).status).not.toBe(200);

    const [message] = await outbox(api, address);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Portico staff account' });
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(message!.body)?.[1];
    expect(token).toBeDefined();
    const set = await api.call('/user/password', { method: 'PUT', token, body: { newPassword: 'Staff-Chosen-1' } });
    expect(set.status).toBe(204);
    const signedIn = await signIn(api, address, 'Staff-Chosen-1');
    expect(signedIn.status).toBe(200);
    const me = await api.call('/user', { token: signedIn.body.data.authToken });
    expect(me.body.data.role).toMatchObject({ types: ['admin'], payloads: ['global'] });
  });

  it('refuses an address that has an account, whatever its case', async () => {
    const run = await portico(['add-staff', 'Owner@Example.com', 'Olivia', 'Again'], settingsOf(api.ctx.config));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('portico add-staff: There is already an account for owner@example.com (Olivia Owner): nothing was changed.\n');
  });
});

describe('the usage', () => {
  it('prints it for help, and with exit code 2 for a command or arguments it does not understand', { timeout: 30_000 }, async () => {
    const [help, none, unknown, missing, extra, config] = await Promise.all([
      portico(['help']),
      portico([]),
      portico(['frobnicate']),
      portico(['backup']),
      portico(['restore', 'a', 'b']),
      portico(['backup', join(scratch, 'never')], { PORTICO_DEMO: 'yes' }),
    ]);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage: portico <command>/);
    expect(help.stdout).toContain('add-staff <email> <first name> <last name>');
    for (const [run, problem] of [
      [none, 'Which command?'],
      [unknown, 'There is no command "frobnicate".'],
      [missing, 'Expected <folder>; got 0 arguments.'],
      [extra, 'Expected <folder>; got 2 arguments.'],
    ] as const) {
      expect(run.code).toBe(2);
      expect(run.stderr.startsWith(`${problem}\n\nUsage: portico <command>`)).toBe(true);
    }
    // A setting the API would refuse: one line, exit code 1.
    expect(config.code).toBe(1);
    expect(config.stderr).toBe('portico backup: PORTICO_DEMO must be 1 (demo mode on) or 0 or unset (off); got "yes".\n');
  });
});
