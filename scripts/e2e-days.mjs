// `npm run test:e2e:days [-- playwright arguments]`: the end-to-end suites once per awkward day,
// with the clock of the APIs and the browsers pinned to it (tests/e2e/clock.ts), then once on the
// real clock, and a table of the results. Not part of the gate (`npm test` runs the real clock and
// one awkward day): for a change to anything that reads a date, and for a release. Arguments pass
// to Playwright, e.g. `-- --grep @calendar` for the calendar journeys alone; TZ=America/New_York
// in front moves the machine's zone, which nothing may read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

/** The days, as [what, the instant with its offset]; the real clock runs last. */
export const AWKWARD_DAYS = [
  ['a Saturday, 10:00 London', '2026-12-05T10:00:00Z'],
  ['a Sunday, 10:00 London', '2026-12-06T10:00:00Z'],
  ['the Sunday the clocks go forward, 00:15 London', '2026-03-29T00:15:00Z'],
  ['the Sunday the clocks go back, 00:15 London', '2026-10-24T23:15:00Z'],
  ['31 December, 23:30 London', '2026-12-31T23:30:00Z'],
  ['29 February 2028, 12:00 London', '2028-02-29T12:00:00Z'],
  ['a weekday (Wednesday), 00:15 London', '2026-12-02T00:15:00Z'],
];

const days = [...AWKWARD_DAYS, ['the real clock', '']];
const args = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), 'portico-e2e-days-'));
const rows = [];
for (const [index, [what, instant]] of days.entries()) {
  const report = join(folder, `${index}.json`);
  console.log(`\n${what}${instant ? ` (PORTICO_E2E_CLOCK_START=${instant})` : ''}`);
  const started = Date.now();
  spawnSync('npx', ['playwright', 'test', '--reporter=dot,json', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PORTICO_E2E_CLOCK_START: instant, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  let stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  try {
    stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  } catch {
    stats = { ...stats, unexpected: Number.NaN };
  }
  rows.push([what, instant || '(now)', stats.expected, stats.unexpected, stats.flaky, `${minutes} min`]);
}
rmSync(folder, { recursive: true, force: true });

console.log(`\n| day | clock start | passed | failed | flaky | time |\n|---|---|---|---|---|---|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(rows.every((row) => row[3] === 0 && row[4] === 0) ? 0 : 1);
