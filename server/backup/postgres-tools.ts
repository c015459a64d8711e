// PostgreSQL's own client programs, pg_dump and pg_restore, found and run for a backup or a
// restore: they are the tools PostgreSQL documents for it, and they read a dump of any size without
// holding it in memory.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { BackupError } from './errors';

/** Where Debian puts each major version's programs (`postgresql-client-<major>`). */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The path of a PostgreSQL client program: in PORTICO_POSTGRES_BIN when it is set (and only
 * there), else on PATH, else Debian's newest version's folder; null when it is nowhere.
 * @example const pgDump = findPostgresProgram('pg_dump', process.env);
 */
export function findPostgresProgram(program: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string | null {
  if (env.PORTICO_POSTGRES_BIN) {
    const file = join(env.PORTICO_POSTGRES_BIN, program);
    return existsSync(file) ? file : null;
  }
  for (const folder of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (existsSync(join(folder, program))) return join(folder, program);
  }
  if (!existsSync(DEBIAN_ROOT)) return null;
  const newest = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(join(DEBIAN_ROOT, version, 'bin', program)))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? null : join(DEBIAN_ROOT, newest, 'bin', program);
}

/**
 * The server's major version (15, 16, ...), for the advice on which client to install.
 * @example await serverMajorVersion('postgres://portico@db:5432/portico'); // 16
 */
export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The URL for libpq without its password, and the environment that carries the password instead:
 * a password on a command line is visible to every user of the machine (`ps`).
 * @example const { url, env } = withoutPassword('postgres://portico:secret@db/portico', process.env);
 */
export function withoutPassword(databaseUrl: string, env: NodeJS.ProcessEnv): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...env, PGPASSWORD: password } : env };
}

/**
 * Runs pg_dump or pg_restore with `args` against the database (whose URL goes in as `--dbname`,
 * unless `connect` is false: `pg_restore --list` reads the file alone), and throws a `BackupError`
 * that says what to do when the program is missing, too old for the server, or fails.
 * @example await runPostgresProgram('pg_dump', ['--format=custom', '--file=out.pgdump'], url, process.env);
 */
export async function runPostgresProgram(
  program: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
  { connect = true }: { connect?: boolean } = {},
): Promise<void> {
  const path = findPostgresProgram(program, env);
  if (path === null) throw new BackupError(`${program} was not found. ${await installAdvice(databaseUrl)}`);
  const connection = withoutPassword(databaseUrl, env);
  const child = spawn(path, connect ? [...args, `--dbname=${connection.url}`] : args, { env: connection.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // The last lines are the ones that explain a failure; a long dump's warnings are dropped.
    stderr = (stderr + chunk).slice(-8_000);
  });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code === 0) return;
  if (/server version mismatch|unsupported version/i.test(stderr)) {
    throw new BackupError(`${program} is older than the database server. ${await installAdvice(databaseUrl)}`);
  }
  const said = stderr.trim().split('\n').slice(-3).join(' ').replace(/\s+/g, ' ');
  throw new BackupError(`${program} failed (exit code ${code}): ${said || 'it gave no reason'}`);
}

async function installAdvice(databaseUrl: string): Promise<string> {
  const major = await serverMajorVersion(databaseUrl).catch(() => null);
  const version = major === null ? "the database server's major version" : `version ${major}, the database server's`;
  const debian = major === null ? 'postgresql-client-<version>' : `postgresql-client-${major}`;
  return `Install the PostgreSQL client programs of ${version} (Debian and Ubuntu: apt-get install ${debian}), or set PORTICO_POSTGRES_BIN to the folder that holds pg_dump and pg_restore.`;
}
