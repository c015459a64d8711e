// `npm run bench`: the slot engine in headless Chromium. bench/slots.entry.ts is bundled with
// esbuild, served to the page from memory, and computes a facility's slots over 60 days; this side
// reports the first call in fresh pages (what a resident waits for when the calendar opens) and
// repeated calls, unthrottled (the goal) and with the CPU 4 times slower (a phone).
// Times are reported, never asserted (STYLE.md). Bounded: well under a minute.
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { chromiumPath } from '../scripts/browser-path.mjs';
import type { SlotsRun } from './slots.entry';
import { bundleEntry, serveEntry } from './entry-page';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

const GOAL_MS = 20;
const FRESH_PAGES = 15;
const WARMUP = 5;
const RUNS = 50;
const SLOW_CPU = 4;
const ORIGIN = 'http://slots-bench.invalid';

const script = await bundleEntry('bench/slots.entry.ts');

interface Series {
  first: number[];
  repeated: number[];
  run: SlotsRun;
}

async function measure(browser: Browser, cpuRate: number): Promise<Series> {
  const first: number[] = [];
  const repeated: number[] = [];
  let last: SlotsRun | null = null;
  // Each fresh page is a new context: nothing compiled or cached from the one before.
  for (let pageIndex = 0; pageIndex < FRESH_PAGES; pageIndex += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = await serveEntry(page, ORIGIN, 'Slots benchmark', script);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => typeof window.runSlotsOnce === 'function');
    // The page's own start-up work done first, so the call is timed alone.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    first.push((await page.evaluate(() => window.runSlotsOnce())).time);
    // Repeated calls on the last page only: the engine warm, as when the resident moves on a week.
    if (pageIndex === FRESH_PAGES - 1) {
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const result = await page.evaluate(() => window.runSlotsOnce());
        if (run >= WARMUP) repeated.push(result.time);
        last = result;
      }
    }
    if (errors.length) throw new Error(`The page failed: ${errors.join('; ')}`);
    await context.close();
  }
  return { first: first.sort((a, b) => a - b), repeated: repeated.sort((a, b) => a - b), run: last! };
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const loadAtStart = loadavg()[0]!;
  const fast = await measure(browser, 1);
  const slow = await measure(browser, SLOW_CPU);
  const machine = machineName(`Chromium ${browser.version()} headless`);
  const ms = (value: number) => value.toFixed(2);
  const range = (values: number[]) => `${ms(values[0]!)}–${ms(values.at(-1)!)}`;
  const verdict = (median: number) => (median <= GOAL_MS ? `≤ ${GOAL_MS} ms: met` : `≤ ${GOAL_MS} ms: missed`);
  const row = (name: string, values: number[], goal: boolean) =>
    `| ${name} | ${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.95))} | ${range(values)} | ${values.length} | ${goal ? verdict(quantile(values, 0.5)) : ''} |`;
  const table = [
    `## Slot engine, 60 days in the browser (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/slots.bench.ts\`: \`computeSlots\` (core/domain/slots.ts, esbuild, minified) for one flexible facility over 60 days: the demo Gym's rules (30-minute steps, 15-minute buffer, 60-minute lead time; 06:00–22:00 on weekdays, 08:00–00:00 at weekends) with a 60-day horizon and two bookings a day; ${fast.run.available.toLocaleString('en-GB')} available and ${fast.run.booked} booked slots. Times in ms from \`performance.now()\` around the call in the page. "First call" is the first in a fresh page (${FRESH_PAGES} pages, each a new browser context: nothing compiled yet, the time-zone formatter not yet made; called once the page is idle), what a resident waits for when the calendar opens; "repeated" is ${RUNS} more calls on one page after ${WARMUP} warm-up calls. Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end: on a busy machine the first call varies most. The goal is the issue's; nothing is asserted.`,
    '',
    '| what | median ms | p95 ms | range ms | runs | goal (median) |',
    '|---|---|---|---|---|---|',
    row('first call in a fresh page', fast.first, true),
    row('repeated call', fast.repeated, true),
    row(`first call, CPU ${SLOW_CPU}× slower (CDP throttling)`, slow.first, false),
    row(`repeated call, CPU ${SLOW_CPU}× slower`, slow.repeated, false),
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('slots', table);
  const median = (values: number[]) => quantile(values, 0.5);
  recordSummary('slots', 'Slot engine, one facility over 60 days in Chromium', machine, [
    { figure: 'first call in a fresh page: median ms (range)', value: `${ms(median(fast.first))} (${range(fast.first)})`, goal: `≤ ${GOAL_MS} ms`, met: median(fast.first) <= GOAL_MS },
    { figure: 'repeated call: median ms (range)', value: `${ms(median(fast.repeated))} (${range(fast.repeated)})`, goal: `≤ ${GOAL_MS} ms`, met: median(fast.repeated) <= GOAL_MS },
    { figure: `first call, CPU ${SLOW_CPU}× slower: median ms (range)`, value: `${ms(median(slow.first))} (${range(slow.first)})` },
  ]);
} finally {
  await browser.close();
}
