// A throwaway PostgreSQL server for the tests: `node scripts/postgres.mjs -- <command>` makes a
// cluster in a temporary folder, starts it on a free loopback port, runs the command with
// PORTICO_TEST_DATABASE_URL set to it, then stops the server and removes the folder, whatever the
// command's outcome. `--serve` keeps it running (for a developer) until Ctrl+C.
// Without PostgreSQL's programs (Debian's `postgresql` package; scripts/ensure.mjs installs it
// when `npm test` runs as root), it says what to install and exits without running the command:
// 0, or PORTICO_POSTGRES_SKIPPED_EXIT, which the gate sets to mark its PostgreSQL half skipped in
// its table. Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian puts each major version's programs. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The folder of PostgreSQL's server programs (initdb, pg_ctl), or null: PORTICO_POSTGRES_BIN, else
 * Debian's newest version.
 */
export function postgresBin() {
  if (process.env.PORTICO_POSTGRES_BIN) return existsSync(join(process.env.PORTICO_POSTGRES_BIN, 'initdb')) ? process.env.PORTICO_POSTGRES_BIN : null;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Makes and starts a cluster; answers its admin URL and a `stop()`. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` user Debian's package makes.
 */
export async function startPostgres(bin) {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'));
  const user = asRoot ? 'postgres' : null;
  if (user) {
    const { stdout } = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    const { stdout: group } = spawnSync('id', ['-g', user], { encoding: 'utf8' });
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (program, args) => (user ? ['runuser', ['-u', user, '--', join(bin, program), ...args]] : [join(bin, program), args]);
  const run = (program, args) => {
    const [command, commandArgs] = as(program, args);
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  // The C locale sorts text by its bytes, as SQLite does; no fsync: a test cluster is thrown away.
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-locale', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** What to say when there is no PostgreSQL to run the tests on. */
export const MISSING_POSTGRES = [
  '',
  '!!! PostgreSQL is not installed: the server suite ran on SQLite only, NOT on PostgreSQL.',
  "!!! Install Debian's package (apt-get install postgresql) or set PORTICO_POSTGRES_BIN to the folder of",
  '!!! initdb and pg_ctl; `npm test` run as root installs it itself.',
  '',
].join('\n');

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const serve = process.argv.includes('--serve');
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  if (!serve && command.length === 0) {
    console.error('Usage: node scripts/postgres.mjs -- <command> [args], or node scripts/postgres.mjs --serve');
    process.exit(2);
  }
  const bin = postgresBin();
  if (!bin) {
    console.warn(MISSING_POSTGRES);
    process.exit(Number(process.env.PORTICO_POSTGRES_SKIPPED_EXIT ?? 0));
  }
  const server = await startPostgres(bin);
  const env = { ...process.env, PORTICO_TEST_DATABASE_URL: server.url };
  const stopAndExit = (code) => {
    server.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAndExit(1));
  if (serve) {
    console.log(`PostgreSQL for tests: PORTICO_TEST_DATABASE_URL=${server.url} (Ctrl+C stops it)`);
    setInterval(() => undefined, 1 << 30);
  } else {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.on('exit', (code, signal) => stopAndExit(code ?? (signal ? 1 : 0)));
  }
}
