// `npm run bench`, last: the bundle sizes against their budgets, from `npm run size` on a fresh
// `npm run build`, for the summary table of bench/RESULTS.md. The size check itself (part of
// `npm test`) is what enforces the budgets; this only reports them beside the other figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineName, recordSummary, type SummaryFigure } from './results';

const directory = mkdtempSync(join(tmpdir(), 'portico-sizes-'));
try {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const file = join(directory, 'sizes.json');
  // A budget missed exits 1 after writing the figures: the summary says which, so go on.
  try {
    execFileSync('npm', ['run', 'size', '--', '--summary', file], { stdio: 'inherit' });
  } catch (error) {
    console.error(`npm run size failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const figures = JSON.parse(readFileSync(file, 'utf8')) as SummaryFigure[];
  recordSummary('sizes', 'Bundle sizes (npm run size)', machineName(), figures);
  console.log(`\n${figures.length} size figures recorded in bench/RESULTS.md's summary.`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
