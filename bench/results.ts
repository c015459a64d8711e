// bench/RESULTS.md holds one section per benchmark (`npm run bench` runs them one after the other).
// Each benchmark rewrites its own section only, between its markers, so running one alone keeps
// the others' last figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where the figures go. */
export const RESULTS_FILE = 'bench/RESULTS.md';

const HEADING = '# Benchmark results\n\nWritten by `npm run bench`; figures from the last run on the machine named.\n';

/**
 * Writes `markdown` as the section `id` of bench/RESULTS.md: replaces what is between
 * `<!-- bench:id -->` and `<!-- /bench:id -->`, or adds the section at the end.
 * @example writeResultsSection('statement', '## Statement view\n\n| ... |');
 */
export function writeResultsSection(id: string, markdown: string, file = RESULTS_FILE): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADING;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

/**
 * The nearest-rank quantile of sorted values (the median is `quantile(sorted, 0.5)`).
 * @example quantile([1, 2, 3, 4, 5], 0.5) // 3
 */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
