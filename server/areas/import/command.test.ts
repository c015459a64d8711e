// `portico import`: its output and exit codes, on a database of its own (SQLite in a temporary
// folder, or a new PostgreSQL database with PORTICO_TEST_DATABASE_URL), opened as the API opens it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../database/testing';
import { importCommand } from './command';

const DOCS = join(process.cwd(), 'docs/import');
let folder: string;
let database: TestDatabase | null;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portico-import-command-'));
  database = await createTestDatabase();
  env = { PORTICO_DATA_DIR: join(folder, 'data'), PORTICO_DEMO: '1', PORTICO_QUIET: '1', PORTICO_LOG_LEVEL: 'silent', ...(database && { PORTICO_DATABASE_URL: database.url }) };
});
afterAll(async () => {
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the command with its output collected; `tty` makes stdout a terminal. */
async function run(args: string[], { tty = false } = {}) {
  const collect = (isTTY: boolean) => {
    const stream = new PassThrough() as PassThrough & { text: string; isTTY: boolean };
    stream.text = '';
    stream.isTTY = isTTY;
    stream.on('data', (chunk: Buffer) => (stream.text += chunk.toString()));
    return stream;
  };
  const out = collect(tty);
  const err = collect(false);
  const code = await importCommand(args, { out: out as unknown as NodeJS.WriteStream, err: err as unknown as NodeJS.WriteStream, env });
  return { code, out: out.text, err: err.text };
}

describe('portico import', () => {
  it('says how to use it, and refuses what it does not know (2)', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run([])).err).toMatch(/^usage: portico import <kind> <file.csv> \[--apply\] \[--invite\]/);
    expect(await run(['tenants', 'x.csv'])).toMatchObject({ code: 2, err: 'portico import: there is no import of tenants; the kinds are developments, premises, customers, charge-accounts, transactions\n' });
    expect(await run(['premises', join(folder, 'none.csv')])).toMatchObject({ code: 2, err: `portico import: cannot read ${join(folder, 'none.csv')}: no such file\n` });
    expect(await run(['premises', 'x.csv', '--force'])).toMatchObject({ code: 2 });
  });

  it('refuses a 100 MB file before reading it, with its size in words (1)', async () => {
    const file = join(folder, 'huge.csv');
    // A sparse file: 100 MB long, no disk and no time spent on it.
    execFileSync('truncate', ['-s', '100M', file]);
    const { code, out } = await run(['transactions', file, '--apply']);
    expect(code).toBe(1);
    expect(out).toBe('the file is 100 MB; an import takes at most 64 MB: split it into several files of fewer rows\nhuge.csv: not read; nothing was written.\n');
  });

  it('a dry run, then --apply, then the same file again (0)', async () => {
    const file = join(DOCS, 'developments.example.csv');
    expect(await run(['developments', file])).toEqual({
      code: 0,
      out: 'developments.example.csv: 2 rows, no problems. Dry run: 2 would be created, 0 would be updated, 0 would stay unchanged; nothing was written. Run again with --apply to import.\n',
      err: '',
    });
    expect(await run(['developments', file, '--apply'])).toEqual({ code: 0, out: 'developments.example.csv: 2 rows imported: 2 created, 0 updated, 0 unchanged.\n', err: '' });
    expect((await run(['developments', file, '--apply'])).out).toBe('developments.example.csv: 2 rows imported: 0 created, 0 updated, 2 unchanged.\n');
  });

  it('prints every problem on a line of its own, and writes nothing (1)', async () => {
    await run(['developments', join(DOCS, 'developments.example.csv'), '--apply']);
    const file = join(folder, 'premises.csv');
    writeFileSync(file, 'reference,development,name,legal_owner,hidden\nP-1,CW,Flat 1,Ann,maybe\nP-2,NOWHERE,Flat 2,Ann,no\n');
    const { code, out } = await run(['premises', file, '--apply']);
    expect(code).toBe(1);
    expect(out.split('\n')).toEqual([
      "line 2, column hidden: 'maybe' is not yes or no",
      "line 3, column development: 'NOWHERE' is not a development Portico holds: import the developments file first, or check the reference",
      'premises.csv: 2 rows, 2 problems: nothing was written.',
      '',
    ]);
  });

  it('draws a progress bar on a terminal only, in place', async () => {
    await run(['developments', join(DOCS, 'developments.example.csv'), '--apply']);
    const file = join(folder, 'many.csv');
    writeFileSync(file, ['reference,development,name,legal_owner', ...Array.from({ length: 3000 }, (_, index) => `M-${index},CW,Unit ${index},Owner`)].join('\n'));
    const terminal = await run(['premises', file, '--apply'], { tty: true });
    expect(terminal.code).toBe(0);
    expect(terminal.out).toMatch(/\rChecking {2}\[[#.]{24}\] \d+ rows, [\d.]+ of 0\.1 MB/);
    expect(terminal.out).toMatch(/\rImporting \[#{24}\] 3000 rows, 0\.1 of 0\.1 MB/);
    expect(terminal.out.endsWith('many.csv: 3000 rows imported: 3000 created, 0 updated, 0 unchanged.\n')).toBe(true);
    const pipe = await run(['premises', file]);
    expect(pipe.out).not.toContain('\r');
  });
});
