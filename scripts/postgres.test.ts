// The gate's throwaway PostgreSQL (scripts/postgres.mjs): where it finds the server's programs, and
// that without them it runs nothing, says what to install and exits as the gate asks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_POSTGRES, postgresBin } from './postgres.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  delete process.env.PORTICO_POSTGRES_BIN;
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'portico-pgbin-'));
  folders.push(made);
  return made;
}

describe('postgresBin', () => {
  it('takes PORTICO_POSTGRES_BIN when initdb is there, and nothing when it is not', () => {
    const bin = folder();
    writeFileSync(join(bin, 'initdb'), '');
    process.env.PORTICO_POSTGRES_BIN = bin;
    expect(postgresBin()).toBe(bin);
    process.env.PORTICO_POSTGRES_BIN = join(bin, 'elsewhere');
    expect(postgresBin()).toBeNull();
  });
});

describe('without PostgreSQL', () => {
  it('runs nothing, says what to install, and exits with the status the gate asks for', () => {
    const dir = folder();
    mkdirSync(join(dir, 'empty'));
    const marker = join(dir, 'ran');
    const result = spawnSync(process.execPath, ['scripts/postgres.mjs', '--', process.execPath, '-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`], {
      encoding: 'utf8',
      env: { ...process.env, PORTICO_POSTGRES_BIN: join(dir, 'empty'), PORTICO_POSTGRES_SKIPPED_EXIT: '3' },
    });
    expect(result.status).toBe(3);
    expect(result.stderr).toContain(MISSING_POSTGRES.trim());
    expect(existsSync(marker)).toBe(false);
  });
});
