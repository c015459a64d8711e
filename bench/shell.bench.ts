// `npm run bench` (after the statement view): lab metrics of the portal shell's production build in
// headless Chromium, /signin signed out and /dashboard signed in as owner@example.com. The shell is
// built (vite build, dist/shell), served gzipped from memory on loopback (scripts/serve-shell.ts)
// and pointed at the reference API in its own process with fresh demo data. Every run is a fresh
// browser context (cold cache, no storage) with the CPU slowed down 4 times over CDP; the network
// is loopback, not throttled. The figures are medians of the runs against the goals;
// nothing is asserted and a missed goal does not fail the bench (STYLE.md: times are reported).
// Bounded: about a minute.
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { serveShell } from '../scripts/serve-shell';
import { cumulativeLayoutShift, scriptBytes, totalBlockingTime, type LayoutShift, type LongTask, type ResourceEntry } from './lab-metrics';
import { signIn, startBenchApi, type BenchSession } from './reference-api';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

const API_PORT = 4392;
const SHELL_PORT = 4393;
const RUNS = 5;
/** One run per page first, not reported: the first launch of each page pays for the API's and the OS's cold start. */
const WARMUP = 1;
const CPU_SLOWDOWN = 4;
/** After the page's content is shown and the network has been idle for 500 ms, how long the window stays open. */
const QUIET_MS = 1000;
const OWNER = 'owner@example.com';
const PASSWORD = 'Portal-Demo-1';

/** The goals. */
const GOALS = { lcpMs: 1500, cls: 0.02, jsKb: 120 };

interface PageSpec {
  path: string;
  label: string;
  signedIn: boolean;
  /** Text that shows the page's content has arrived (role and name), each must be visible. */
  shown: { role: 'heading'; name: string; level?: number }[];
  /** Text that must be visible besides the headings. */
  text: string[];
}

const PAGES: PageSpec[] = [
  { path: '/signin', label: '/signin (signed out)', signedIn: false, shown: [{ role: 'heading', name: 'Sign in to your portal' }], text: [] },
  {
    path: '/dashboard',
    label: `/dashboard (${OWNER})`,
    signedIn: true,
    shown: [
      { role: 'heading', name: 'Dashboard', level: 1 },
      { role: 'heading', name: 'Latest news' },
      { role: 'heading', name: 'My requests', level: 2 },
    ],
    text: ['Consolidated balance'],
  },
];

/** What the page recorded, read at the end of the window. */
interface Recorded {
  fcp: number | null;
  lcp: number | null;
  shifts: LayoutShift[];
  longTasks: LongTask[];
  resources: ResourceEntry[];
  end: number;
  origin: string;
}

interface RunFigures {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsFiles: number;
  jsEncoded: number;
  jsDecoded: number;
}

// Runs in the page before any of its scripts (addInitScript), so no entry is missed; `buffered`
// also hands over what came before the observers, where the browser keeps them. A string, not a
// function: tsx's transform would add helpers to a function's source that the page does not have.
const OBSERVE = `(() => {
  const recorded = { fcp: null, lcp: null, shifts: [], longTasks: [] };
  window.porticoBench = recorded;
  const watch = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') recorded.fcp = entry.startTime; });
  // The last candidate is the LCP (no input happens to stop it here).
  watch('largest-contentful-paint', (entry) => { recorded.lcp = entry.startTime; });
  watch('layout-shift', (entry) => { recorded.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }); });
  watch('longtask', (entry) => { recorded.longTasks.push({ startTime: entry.startTime, duration: entry.duration }); });
})();`;

async function runOnce(browser: Browser, origin: string, apiBase: string, spec: PageSpec): Promise<RunFigures> {
  // A new context each run: empty HTTP cache, storage and service workers (cold cache).
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (spec.signedIn) {
      // Signed in through the API; the tokens go where core/session keeps them before the page's
      // first script runs (as tests/e2e/shell-routes.e2e.ts does), without an extra page load
      // that would warm the cache.
      const session = await signIn(apiBase, OWNER, PASSWORD);
      await page.addInitScript((tokens: BenchSession) => {
        sessionStorage.setItem('portico.authToken', tokens.authToken);
        localStorage.setItem('portico.refreshToken', tokens.refreshToken);
        localStorage.setItem('portico.cookieConsent', 'accepted');
      }, session);
    }
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}${spec.path}`);
    for (const heading of spec.shown) {
      await page.getByRole(heading.role, { name: heading.name, exact: true, level: heading.level }).waitFor({ state: 'visible', timeout: 30_000 });
    }
    for (const text of spec.text) await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
    if (new URL(page.url()).pathname !== spec.path) throw new Error(`${spec.path} went to ${page.url()}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);

    const recorded = await page.evaluate(
      (): Recorded => ({
        ...(window as unknown as { porticoBench: Omit<Recorded, 'resources' | 'end' | 'origin'> }).porticoBench,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .map(({ name, encodedBodySize, decodedBodySize }) => ({ name, encodedBodySize, decodedBodySize })),
        end: performance.now(),
        origin: location.origin,
      }),
    );
    if (errors.length) throw new Error(`${spec.path} failed: ${errors.join('; ')}`);
    if (recorded.fcp === null || recorded.lcp === null) throw new Error(`${spec.path}: no first or largest contentful paint was recorded.`);
    const js = scriptBytes(recorded.resources, recorded.origin);
    return {
      fcp: recorded.fcp,
      lcp: recorded.lcp,
      cls: cumulativeLayoutShift(recorded.shifts),
      tbt: totalBlockingTime(recorded.longTasks, recorded.fcp, recorded.end),
      jsFiles: js.files,
      jsEncoded: js.encoded,
      jsDecoded: js.decoded,
    };
  } finally {
    await context.close();
  }
}

// The production build, with the project's vite.config.ts (as `npm run build:shell` makes it).
await build({ logLevel: 'warn' });

// Other work on the machine moves these figures more than anything in the page: the table says how busy it was.
const loadAtStart = loadavg()[0]!;
const api = await startBenchApi(API_PORT, { PORTICO_CORS_ORIGINS: `http://127.0.0.1:${SHELL_PORT}` });
let browser: Browser | undefined;
const shell = await serveShell({ port: SHELL_PORT, apiUrl: api.base }).catch(async (error: unknown) => {
  await api.stop();
  throw error;
});
try {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: { spec: PageSpec; runs: RunFigures[] }[] = [];
  for (const spec of PAGES) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const figures = await runOnce(browser, shell.origin, api.base, spec);
      if (run >= WARMUP) runs.push(figures);
    }
    results.push({ spec, runs });
  }

  const median = (runs: RunFigures[], key: keyof RunFigures) => quantile(runs.map((run) => run[key]).sort((a, b) => a - b), 0.5);
  const range = (runs: RunFigures[], key: keyof RunFigures, format: (value: number) => string) => {
    const values = runs.map((run) => run[key]);
    return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  };
  const ms = (value: number) => `${Math.round(value)}`;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const score = (value: number) => value.toFixed(3);
  const verdict = (met: boolean) => (met ? 'met' : '**missed**');
  const rows = results.flatMap(({ spec, runs }) => {
    const lcp = median(runs, 'lcp');
    const cls = median(runs, 'cls');
    const js = median(runs, 'jsEncoded');
    return [
      `| ${spec.label} | FCP (ms) | ${ms(median(runs, 'fcp'))} | ${range(runs, 'fcp', ms)} | | |`,
      `| | LCP (ms) | ${ms(lcp)} | ${range(runs, 'lcp', ms)} | ≤ ${GOALS.lcpMs} | ${verdict(lcp <= GOALS.lcpMs)} |`,
      `| | CLS | ${score(cls)} | ${range(runs, 'cls', score)} | ≤ ${GOALS.cls} | ${verdict(cls <= GOALS.cls)} |`,
      `| | TBT (ms) | ${ms(median(runs, 'tbt'))} | ${range(runs, 'tbt', ms)} | | |`,
      `| | JS transferred (KB gzip, ${median(runs, 'jsFiles')} files) | ${kb(js)} | ${range(runs, 'jsEncoded', kb)} | ≤ ${GOALS.jsKb} | ${verdict(js <= GOALS.jsKb * 1024)} |`,
      `| | JS decoded (KB) | ${kb(median(runs, 'jsDecoded'))} | ${range(runs, 'jsDecoded', kb)} | | |`,
    ];
  });
  const machine = machineName(`Chromium ${browser.version()} headless`);
  const table = [
    `## Portal shell lab metrics (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/shell.bench.ts\`: the production build (\`vite build\`, dist/shell) served gzipped (zlib level 6) from memory on loopback, with the reference API in its own process on fresh demo data. Each run is a new browser context (cold cache), 1280×720, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), network not throttled. Median of ${RUNS} runs per page after ${WARMUP} warm-up run, with the range. Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}. The window closes when the page's content is shown, the network has been idle for 500 ms and ${QUIET_MS} ms more have passed. LCP: the last \`largest-contentful-paint\` entry. CLS: the largest session window (gap 1 s, 5 s at most) of \`layout-shift\` entries without recent input. TBT: the part over 50 ms of each \`longtask\` between FCP and the end of the window. JS: \`encodedBodySize\` (gzip as served, no headers) of every .js file the page fetched in the window, on-demand chunks included. Goals are the issue's; nothing is asserted.`,
    '',
    '| page | figure | median | range | goal | goal met |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('shell', table);
  recordSummary(
    'shell',
    'Portal shell (cold load, CPU 4× slower)',
    machine,
    results.flatMap(({ spec, runs }) => {
      const lcp = median(runs, 'lcp');
      const cls = median(runs, 'cls');
      const js = median(runs, 'jsEncoded');
      return [
        { figure: `${spec.label}: LCP ms`, value: ms(lcp), goal: `≤ ${GOALS.lcpMs}`, met: lcp <= GOALS.lcpMs },
        { figure: `${spec.label}: CLS`, value: score(cls), goal: `≤ ${GOALS.cls}`, met: cls <= GOALS.cls },
        { figure: `${spec.label}: total blocking time ms`, value: ms(median(runs, 'tbt')) },
        { figure: `${spec.label}: JS transferred KB gzip`, value: kb(js), goal: `≤ ${GOALS.jsKb}`, met: js <= GOALS.jsKb * 1024 },
      ];
    }),
  );
} finally {
  await browser?.close();
  await shell.close();
  await api.stop();
}
