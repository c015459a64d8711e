import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordSummary, summaryTable, writeResultsSection } from '../../bench/results';

let directory = '';
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = '';
});

function files() {
  directory = mkdtempSync(join(tmpdir(), 'portico-bench-results-'));
  return { figures: join(directory, 'figures.json'), results: join(directory, 'RESULTS.md') };
}

describe('summaryTable', () => {
  it('lists each figure with its goal and verdict, benchmarks in their fixed order, the machine once per benchmark', () => {
    const table = summaryTable({
      shell: { benchmark: 'Portal shell', date: '2026-11-25', machine: 'M2', figures: [{ figure: 'LCP ms', value: '1600', goal: '≤ 1500', met: false }] },
      api: {
        benchmark: 'Reference API',
        date: '2026-11-24',
        machine: 'M1',
        figures: [
          { figure: 'requests/s', value: '500' },
          { figure: 'p99 ms', value: '20' },
        ],
      },
    });
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| benchmark'));
    expect(rows).toEqual([
      '| Reference API | requests/s | 500 |  |  | 2026-11-24, M1 |',
      '|  | p99 ms | 20 |  |  |  |',
      '| Portal shell | LCP ms | 1600 | ≤ 1500 | **missed** | 2026-11-25, M2 |',
    ]);
  });
});

describe('recordSummary', () => {
  it('puts the summary first, replaces only the recording benchmark\'s rows, and keeps the other sections', () => {
    const paths = files();
    writeResultsSection('api', '## Reference API\n\n| a |', paths.results);
    recordSummary('api', 'Reference API', 'M1', [{ figure: 'requests/s', value: '500' }], paths);
    recordSummary('shell', 'Portal shell', 'M2', [{ figure: 'CLS', value: '0.000', goal: '≤ 0.02', met: true }], paths);
    recordSummary('api', 'Reference API', 'M1', [{ figure: 'requests/s', value: '600' }], paths);
    const text = readFileSync(paths.results, 'utf8');
    expect(text.indexOf('<!-- bench:summary -->')).toBeLessThan(text.indexOf('<!-- bench:api -->'));
    expect(text.match(/<!-- bench:summary -->/g)).toHaveLength(1);
    expect(text).toContain('| Reference API | requests/s | 600 |');
    expect(text).not.toContain('| 500 |');
    expect(text).toContain('| Portal shell | CLS | 0.000 | ≤ 0.02 | met |');
    expect(text).toContain('## Reference API\n\n| a |');
  });

  it('starts the figures afresh when their file is missing', () => {
    const paths = files();
    writeFileSync(paths.results, '# Benchmark results\n');
    recordSummary('sizes', 'Bundle sizes', 'M', [{ figure: 'shared (KB gzip)', value: '24.9', goal: '≤ 25', met: true }], paths);
    expect(Object.keys(JSON.parse(readFileSync(paths.figures, 'utf8')) as object)).toEqual(['sizes']);
  });
});
