// The gate (`npm test`, `npm run verify`): every step in order, stopping at the first that fails,
// then a table of how long each step took, so a slow step shows in every run and in CI's log.
// `--install` first makes a fresh clone ready (scripts/ensure.mjs). The load average is printed at
// the start and the end, so a slow run on a busy machine explains itself. Node built-ins only:
// with `--install` it runs before any dependency exists.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

/**
 * The instant the calendar journeys (tests tagged @calendar) run at a second time, on top of the
 * real clock: 23:15 London on a Sunday, and the Sunday the clocks go forward. The week on screen
 * (Monday to Sunday) has no slot left, "tomorrow" is in the next week, and the week's days are not
 * all 24 hours long, so a journey that only works on a weekday fails on every day of the week.
 */
const AWKWARD_DAY = '2027-03-28T22:15:00Z';

/** The exit status of a step that could not run here and says so (scripts/postgres.mjs without PostgreSQL). */
const SKIPPED = 3;

/** The steps, as npm scripts of package.json (with arguments and environment), in the order they run. */
const STEPS = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['build', 'build'],
  // The built package as npm would publish it: publint and @arethetypeswrong/cli.
  ['package', 'check:package'],
  ['unit', 'test:unit'],
  // The server suite again on a throwaway PostgreSQL, with the two-process tests and one journey
  // against two API processes; skipped, loudly, where PostgreSQL cannot be had (scripts/postgres.mjs).
  ['unit, PostgreSQL', 'test:postgres', [], { PORTICO_POSTGRES_SKIPPED_EXIT: String(SKIPPED) }],
  ['browser', 'test:browser'],
  ['e2e', 'test:e2e'],
  ['e2e, awkward day', 'test:e2e', ['--grep', '@calendar'], { PORTICO_E2E_CLOCK_START: AWKWARD_DAY }],
  ['size', 'size'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const commands = [
  ...(process.argv.includes('--install') ? [['install', process.execPath, ['scripts/ensure.mjs']]] : []),
  ...STEPS.map(([name, script, args = [], env = {}]) => [name, npm, ['run', script, ...(args.length ? ['--', ...args] : [])], env]),
];

/** The machine's load average over 1, 5 and 15 minutes, and its cores. */
const load = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')} on ${availableParallelism()} cores`;

/** Minutes and seconds, as people read a gate's time: "4 min 07 s", "12 s". */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}

function printTable(rows, totalMs) {
  const width = Math.max(...rows.map(([name]) => name.length), 'total'.length);
  console.log('\nStep times');
  for (const [name, ms, outcome] of rows) console.log(`  ${name.padEnd(width)}  ${duration(ms).padStart(10)}  ${outcome}`);
  console.log(`  ${'total'.padEnd(width)}  ${duration(totalMs).padStart(10)}`);
}

const rows = [];
const started = Date.now();
console.log(`Gate starting: ${load()}`);
let failed = 0;
for (const [name, command, args, env = {}] of commands) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const skipped = env.PORTICO_POSTGRES_SKIPPED_EXIT !== undefined && result.status === SKIPPED;
  rows.push([name, Date.now() - stepStarted, ok ? 'ok' : skipped ? 'SKIPPED: no PostgreSQL here (see above)' : `failed (exit ${result.status ?? result.signal})`]);
  if (skipped) continue;
  if (!ok) {
    failed = result.status || 1;
    break;
  }
}
printTable(rows, Date.now() - started);
console.log(`Gate ended: ${load()}`);
process.exit(failed);
