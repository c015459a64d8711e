// bench/RESULTS.md holds one section per benchmark (`npm run bench` runs them one after the other)
// and, first, one summary table of every figure with its goal. Each benchmark rewrites its own
// section only, between its markers, and its rows of the summary (kept in bench/figures.json), so
// running one alone keeps the others' last figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

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
  let next: string;
  if (from >= 0 && to > from) next = `${text.slice(0, from)}${section}${text.slice(to + end.length)}`;
  // The summary comes first, under the page's heading; other new sections go at the end.
  else if (id === SUMMARY_ID && text.startsWith(HEADING)) next = `${HEADING}\n${section}\n${text.slice(HEADING.length)}`;
  else next = `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

/** One row of the summary table: a figure, its value and, where an issue sets one, its goal. */
export interface SummaryFigure {
  figure: string;
  value: string;
  /** The goal as written, e.g. `≤ 1500 ms`. */
  goal?: string;
  /** Whether the value meets the goal; absent without a goal. */
  met?: boolean;
}

/** One benchmark's rows of the summary, with when and where they were measured. */
interface SummaryEntry {
  benchmark: string;
  date: string;
  machine: string;
  figures: SummaryFigure[];
}

const SUMMARY_ID = 'summary';
/** The summary's rows per benchmark, so that one benchmark run alone rewrites only its own. */
export const FIGURES_FILE = 'bench/figures.json';
/** The order of the summary; a benchmark not named here comes after these. */
const SUMMARY_ORDER = ['api', 'statement', 'slots', 'customers', 'shell', 'sizes'];

/**
 * The machine a benchmark ran on, for the tables: CPUs, and the browser and Node versions.
 * @example machineName('Chromium 156 headless') // '2 × AMD EPYC, Chromium 156 headless, Node v20.20.2'
 */
export function machineName(browser?: string): string {
  return [`${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`, browser, `Node ${process.version}`].filter(Boolean).join(', ');
}

/**
 * Records benchmark `id`'s figures (replacing its earlier ones) and rewrites the summary table at
 * the top of RESULTS.md from every benchmark's last figures.
 * @example recordSummary('api', 'Reference API', machineName(), [{ figure: 'GET /charges p99 ms', value: '19' }]);
 */
export function recordSummary(id: string, benchmark: string, machine: string, figures: SummaryFigure[], files = { figures: FIGURES_FILE, results: RESULTS_FILE }): void {
  const all = (existsSync(files.figures) ? JSON.parse(readFileSync(files.figures, 'utf8')) : {}) as Record<string, SummaryEntry>;
  all[id] = { benchmark, date: new Date().toISOString().slice(0, 10), machine, figures };
  writeFileSync(files.figures, `${JSON.stringify(all, null, 2)}\n`);
  writeResultsSection(SUMMARY_ID, summaryTable(all), files.results);
}

/**
 * The summary as markdown: one row per figure, its goal and whether it is met, and the machine.
 * @example summaryTable({ api: { benchmark: 'Reference API', date: '2026-11-25', machine: 'x', figures: [] } })
 */
export function summaryTable(all: Record<string, SummaryEntry>): string {
  const rank = (id: string) => (SUMMARY_ORDER.includes(id) ? SUMMARY_ORDER.indexOf(id) : SUMMARY_ORDER.length);
  const ids = Object.keys(all).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const rows = ids.flatMap((id) => {
    const entry = all[id]!;
    return entry.figures.map(
      (figure, index) =>
        `| ${index === 0 ? entry.benchmark : ''} | ${figure.figure} | ${figure.value} | ${figure.goal ?? ''} | ${figure.met === undefined ? '' : figure.met ? 'met' : '**missed**'} | ${index === 0 ? `${entry.date}, ${entry.machine}` : ''} |`,
    );
  });
  return [
    '## Summary',
    '',
    'Every figure of the last run of each benchmark, with the goal an issue sets for it; the sections below say how each is measured.',
    '',
    '| benchmark | figure | value | goal | goal met | measured |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The nearest-rank quantile of sorted values (the median is `quantile(sorted, 0.5)`).
 * @example quantile([1, 2, 3, 4, 5], 0.5) // 3
 */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
