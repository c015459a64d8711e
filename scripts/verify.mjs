// The gate (`npm test`, `npm run verify`): every step in order, stopping at the first that fails,
// then a table of how long each step took, so a slow step shows in every run and in CI's log.
// `--install` first makes a fresh clone ready (scripts/ensure.mjs). Node built-ins only: with
// `--install` it runs before any dependency exists.
import { spawnSync } from 'node:child_process';

/** The steps, as npm scripts of package.json, in the order they run. */
const STEPS = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['build', 'build'],
  // The built package as npm would publish it: publint and @arethetypeswrong/cli.
  ['package', 'check:package'],
  ['unit', 'test:unit'],
  ['browser', 'test:browser'],
  ['e2e', 'test:e2e'],
  ['size', 'size'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const commands = [
  ...(process.argv.includes('--install') ? [['install', process.execPath, ['scripts/ensure.mjs']]] : []),
  ...STEPS.map(([name, script]) => [name, npm, ['run', script]]),
];

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
let failed = 0;
for (const [name, command, args] of commands) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  rows.push([name, Date.now() - stepStarted, ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`]);
  if (!ok) {
    failed = result.status || 1;
    break;
  }
}
printTable(rows, Date.now() - started);
process.exit(failed);
