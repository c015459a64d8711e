// `npm run bench` (after the API's): the statement view with 10,000 lines in headless Chromium.
// bench/statement.entry.tsx is bundled with esbuild on preact/compat, as the CDN element bundles
// are, served to the page from memory, and run several times; this side reports the median and
// p95 of each figure against the goals and the peak JS heap read over CDP while it ran.
// Times are reported, never asserted (STYLE.md). Bounded: well under a minute.
import { chromium } from 'playwright';
import { compileCatalogue } from '../core/i18n/compile';
import en from '../core/i18n/en.json';
import { chromiumPath } from '../scripts/browser-path.mjs';
import type { RunTimes } from './statement.entry';
import { bundleEntry, serveEntry } from './entry-page';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

const LINES = 10_000;
const RUNS = 15;
const WARMUP = 3;
const HEAP_RUNS = 5;
const ORIGIN = 'http://statement-bench.invalid';

/** The figures, their goals (ms) where the issue sets one, and how each is measured. */
const FIGURES: { key: keyof RunTimes; name: string; goal?: number }[] = [
  { key: 'answerToFirstPage', name: 'first page: answer to rows in the DOM (parse, header and first 100 lines checked, render)', goal: 100 },
  { key: 'answerToFirstPagePainted', name: 'first page: answer to the next frame after it' },
  { key: 'answerToEveryLineChecked', name: 'answer to every line checked and in the view (in slices between tasks)' },
  { key: 'firstPage', name: 'first page, render alone: checked statement to rows in the DOM' },
  { key: 'firstPagePainted', name: 'first page, render alone: to the next frame after it' },
  { key: 'filter', name: 'filter change: all transactions to last year', goal: 50 },
  { key: 'pageChange', name: 'page change: next page', goal: 50 },
  { key: 'csv', name: 'CSV export: 10,000 lines to a Blob', goal: 200 },
  { key: 'parseAndValidate', name: 'before, for context: JSON.parse and schema validation of the whole answer at once' },
];

const script = await bundleEntry('bench/statement.entry.tsx', { preact: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const errors = await serveEntry(page, ORIGIN, 'Statement benchmark', script);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => typeof window.runStatementOnce === 'function');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapUsed = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const empty = await heapUsed();
  const { lastYearLines } = await page.evaluate(([catalogue, lines]) => window.setupStatementBench(catalogue, lines), [compileCatalogue(en) as Record<string, unknown>, LINES] as const);
  await cdp.send('HeapProfiler.collectGarbage');
  const withData = await heapUsed();

  const runs: RunTimes[] = [];
  const peaks: number[] = [];
  let csvBytes = 0;
  // Timed runs, then heap runs: reading the heap over CDP while a run goes takes the renderer's
  // time too, so the heap runs' times are not reported.
  for (let run = 0; run < WARMUP + RUNS + HEAP_RUNS; run += 1) {
    const measuresHeap = run >= WARMUP + RUNS;
    // Each run starts from a collected heap.
    await cdp.send('HeapProfiler.collectGarbage');
    let peak = await heapUsed();
    let sampling = measuresHeap;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed());
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const times = await page.evaluate(() => window.runStatementOnce());
    sampling = false;
    await sampler;
    csvBytes = times.csvBytes;
    if (measuresHeap) peaks.push(Math.max(peak, await heapUsed()));
    else if (run >= WARMUP) runs.push(times);
  }
  if (errors.length) throw new Error(`The page failed: ${errors.join('; ')}`);

  const version = browser.version();
  const machine = machineName(`Chromium ${version} headless`);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const rows = FIGURES.map(({ key, name, goal }) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    const median = quantile(values, 0.5);
    const p95 = quantile(values, 0.95);
    const verdict = goal === undefined ? '' : median <= goal ? `≤ ${goal} ms: met` : `≤ ${goal} ms: missed`;
    return `| ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${values[0]!.toFixed(1)} | ${values.at(-1)!.toFixed(1)} | ${verdict} |`;
  });
  const table = [
    `## Statement view (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/statement.bench.ts\`: \`StatementView\` on preact/compat (esbuild, minified, the CDN build's aliases) with a generated ${LINES.toLocaleString('en-GB')}-line statement; ${RUNS} runs after ${WARMUP} warm-up runs, each a fresh mount. Times in ms from \`performance.now()\` in the page; "in the DOM" is when a MutationObserver sees the expected rows or paginator text. "Answer" is the API's answer as text in hand (the 10,000-line JSON); from there the element parses it, checks the header and the first 100 lines (core/api \`statementInSlices\`), renders the first page, and checks the other lines 1,000 at a time between tasks; the view gets them all when every one is checked. Last year holds ${lastYearLines.toLocaleString('en-GB')} lines; the CSV of every line is ${(csvBytes / 1024).toFixed(0)} KB. Goals are the issue's; nothing is asserted.`,
    '',
    '| what | median ms | p95 ms | min ms | max ms | goal (median) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `JS heap (CDP \`Performance.getMetrics\` JSHeapUsedSize; ${HEAP_RUNS} more runs, each after a garbage collection, sampled every few ms while it runs): ${mb(empty)} for the empty page, ${mb(withData)} with the generated statement and its JSON held, peak during a run ${mb(quantile([...peaks].sort((a, b) => a - b), 0.5))} (median), ${mb(Math.max(...peaks))} (highest).`,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('statement', table);
  recordSummary('statement', 'Statement view, 10,000 lines', machine, [
    ...FIGURES.map(({ key, name, goal }) => {
      const median = quantile(runs.map((run) => run[key]).sort((a, b) => a - b), 0.5);
      return { figure: `${name} (median ms)`, value: median.toFixed(1), ...(goal === undefined ? {} : { goal: `≤ ${goal} ms`, met: median <= goal }) };
    }),
    { figure: 'JS heap, peak during a run (median)', value: mb(quantile([...peaks].sort((a, b) => a - b), 0.5)) },
  ]);
} finally {
  await browser.close();
}
