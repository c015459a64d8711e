// `npm run bench` (after the statement view): lab metrics of the portal shell's production build in
// headless Chromium, /signin signed out and /dashboard signed in as owner@example.com. The shell is
// built (vite build, dist/shell), served gzipped from memory on loopback (scripts/serve-shell.ts)
// and pointed at the reference API in its own process with fresh demo data. Every run is a fresh
// browser context (cold cache, no storage) with the CPU slowed down 4 times over CDP; the network
// is loopback, not throttled. The figures are medians of the runs against the issue's goals;
// nothing is asserted and a missed goal does not fail the bench (STYLE.md: times are reported).
// Bounded: about a minute.
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { serveShell, SHELL_DIST } from '../scripts/serve-shell';
import { floorHtml, serveFloor, type FloorServer } from './floor-page';
import { CATEGORIES, runLighthouse, type LighthouseResult } from './lighthouse';
import { cumulativeLayoutShift, scriptBytes, totalBlockingTime, type LayoutShift, type LongTask, type ResourceEntry } from './lab-metrics';
import { BENCH_PORTS } from './ports';
import { signIn, startBenchApi, type BenchSession } from './reference-api';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

const API_PORT = BENCH_PORTS.shellApi;
const SHELL_PORT = BENCH_PORTS.shell;
const FLOOR_PORT = BENCH_PORTS.floor;
const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
const RUNS = 5;
/** One run per page first, not reported: the first launch of each page pays for the API's and the OS's cold start. */
const WARMUP = 1;
const CPU_SLOWDOWN = 4;
/** After the page's content is shown and the network has been idle for 500 ms, how long the window stays open. */
const QUIET_MS = 1000;
const OWNER = 'owner@example.com';
const PASSWORD = 'Portal-Demo-1';

/** The issue's goals; `lcpFloorRatio`: the dashboard's LCP over the floor page's. */
const GOALS = { lcpMs: 1500, cls: 0.02, jsKb: 120, lcpFloorRatio: 1.5 };
/** Requests counted per page: each should be made once (the configuration and language file preloaded by the HTML and used, one developments call). */
const COUNTED_FETCHES = ['/config/config.json', '/i18n/en.json', '/user', '/developments'];

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

/** The floor page: its one element is shown by the HTML itself. */
const FLOOR_SPEC: PageSpec = { path: '/dashboard', label: 'floor page (the dashboard\'s largest element and the stylesheet, no script)', signedIn: false, shown: [], text: [] };

/** What the page recorded, read at the end of the window. */
interface Recorded {
  fcp: number | null;
  lcp: number | null;
  /** The largest element as HTML, for the floor page. */
  lcpHtml: string | null;
  shifts: LayoutShift[];
  longTasks: LongTask[];
  resources: ResourceEntry[];
  end: number;
  origin: string;
}

type NumericFigure = Exclude<keyof RunFigures, 'lcpHtml' | 'fetches'>;

interface RunFigures {
  fcp: number;
  lcp: number;
  lcpHtml: string | null;
  /** Requests the page made, by path: the start-up files and the API's GET /developments, counted once each as they should be. */
  fetches: Record<string, number>;
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
  const recorded = { fcp: null, lcp: null, lcpHtml: null, shifts: [], longTasks: [] };
  window.porticoBench = recorded;
  const watch = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') recorded.fcp = entry.startTime; });
  // The last candidate is the LCP (no input happens to stop it here).
  watch('largest-contentful-paint', (entry) => { recorded.lcp = entry.startTime; recorded.lcpHtml = entry.element ? entry.element.outerHTML : null; });
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
    const fetches: Record<string, number> = {};
    for (const { name } of recorded.resources) {
      const path = new URL(name).pathname;
      if (COUNTED_FETCHES.includes(path)) fetches[path] = (fetches[path] ?? 0) + 1;
    }
    return {
      fcp: recorded.fcp,
      lcp: recorded.lcp,
      lcpHtml: recorded.lcpHtml,
      fetches,
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
let floor: FloorServer | undefined;
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
  const signinSpec = PAGES[0]!;
  const dashboardSpec = PAGES[1]!;
  const signin: RunFigures[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const figures = await runOnce(browser, shell.origin, api.base, signinSpec);
    if (run >= WARMUP) signin.push(figures);
  }
  results.push({ spec: signinSpec, runs: signin });

  // The dashboard and its floor page in turns, so that whatever else the machine does weighs on both alike.
  const warmDashboard = await runOnce(browser, shell.origin, api.base, dashboardSpec);
  if (!warmDashboard.lcpHtml) throw new Error('/dashboard: its largest element was not recorded.');
  floor = await serveFloor(FLOOR_PORT, SHELL_DIST, floorHtml(readFileSync(`${SHELL_DIST}/index.html`, 'utf8'), warmDashboard.lcpHtml));
  await runOnce(browser, floor.origin, api.base, FLOOR_SPEC);
  const dashboard: RunFigures[] = [];
  const floorRuns: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    dashboard.push(await runOnce(browser, shell.origin, api.base, dashboardSpec));
    floorRuns.push(await runOnce(browser, floor.origin, api.base, FLOOR_SPEC));
  }
  results.push({ spec: dashboardSpec, runs: dashboard });
  const browserVersion = browser.version();
  await browser.close();
  browser = undefined;

  // Lighthouse last, in a browser of its own; signed in with a session of its own.
  const lighthouseSession = await signIn(api.base, OWNER, PASSWORD);
  const audits = await runLighthouse(
    [
      { label: '/signin (signed out)', url: `${shell.origin}/signin` },
      {
        label: `/dashboard (${OWNER})`,
        url: `${shell.origin}/dashboard`,
        localStorage: { 'portico.refreshToken': lighthouseSession.refreshToken, 'portico.cookieConsent': 'accepted' },
      },
    ],
    BENCH_PORTS.lighthouse,
  );
  const largestElement = warmDashboard.lcpHtml.replace(/\s+/g, ' ').slice(0, 160);

  const median = (runs: RunFigures[], key: NumericFigure) => quantile(runs.map((run) => run[key]).sort((a, b) => a - b), 0.5);
  const range = (runs: RunFigures[], key: NumericFigure, format: (value: number) => string) => {
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
  const dashboardLcp = median(dashboard, 'lcp');
  const floorLcp = median(floorRuns, 'lcp');
  const lcpRatio = dashboardLcp / floorLcp;
  const ratios = dashboard.map((run, index) => run.lcp / floorRuns[index]!.lcp);
  const ratioText = (value: number) => value.toFixed(2);
  const fetchCounts = (runs: RunFigures[]) =>
    COUNTED_FETCHES.map((path) => `${path} ×${[...new Set(runs.map((run) => run.fetches[path] ?? 0))].join('/')}`).join(', ');
  rows.push(
    `| ${FLOOR_SPEC.label} | LCP (ms) | ${ms(floorLcp)} | ${range(floorRuns, 'lcp', ms)} | | |`,
    `| /dashboard against its floor | LCP ratio (median ÷ median; range of the paired runs' ratios) | ${ratioText(lcpRatio)} | ${ratioText(Math.min(...ratios))}–${ratioText(Math.max(...ratios))} | ≤ ${GOALS.lcpFloorRatio} | ${verdict(lcpRatio <= GOALS.lcpFloorRatio)} |`,
  );
  const machine = machineName(`Chromium ${browserVersion} headless`);
  const table = [
    `## Portal shell lab metrics (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/shell.bench.ts\`: the production build (\`vite build\`, dist/shell) served gzipped (zlib level 6) from memory on loopback, with the reference API in its own process on fresh demo data. Each run is a new browser context (cold cache), 1280×720, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), network not throttled. Median of ${RUNS} runs per page after ${WARMUP} warm-up run, with the range. Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}. The window closes when the page's content is shown, the network has been idle for 500 ms and ${QUIET_MS} ms more have passed. LCP: the last \`largest-contentful-paint\` entry. CLS: the largest session window (gap 1 s, 5 s at most) of \`layout-shift\` entries without recent input. TBT: the part over 50 ms of each \`longtask\` between FCP and the end of the window. JS: \`encodedBodySize\` (gzip as served, no headers) of every .js file the page fetched in the window, on-demand chunks included. Goals are the issue's; nothing is asserted.`,
    '',
    '| page | figure | median | range | goal | goal met |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `The floor page: static HTML served gzipped from its own loopback server, with the built shell's stylesheet and the dashboard's largest element as the first dashboard run (a warm-up) recorded it: \`${largestElement.replaceAll('`', "'")}\`. One floor warm-up, then the dashboard and the floor in turns, ${RUNS} runs each.`,
    '',
    lighthouseTable(audits),
    '',
    `Requests per run (resource timing; each should be 1: the configuration and language file preloaded by the HTML and used, one GET /user, one GET /developments): /signin ${fetchCounts(signin)}; /dashboard ${fetchCounts(dashboard)}.`,
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
    }).concat([
      { figure: 'floor page: LCP ms (median, range)', value: `${ms(floorLcp)} (${range(floorRuns, 'lcp', ms)})` },
      ...audits.map((audit) => ({
        figure: `Lighthouse ${audit.label}: performance / accessibility / best practices / SEO`,
        value: CATEGORIES.map((category) => audit.scores[category]).join(' / '),
        goal: '100 each',
        met: CATEGORIES.every((category) => audit.scores[category] === 100),
      })),
      { figure: '/dashboard LCP ÷ floor LCP (median; range of paired runs)', value: `${ratioText(lcpRatio)} (${ratioText(Math.min(...ratios))}–${ratioText(Math.max(...ratios))})`, goal: `≤ ${GOALS.lcpFloorRatio}`, met: lcpRatio <= GOALS.lcpFloorRatio },
    ]),
  );
} finally {
  await browser?.close();
  await floor?.close();
  await shell.close();
  await api.stop();
}

function lighthouseTable(audits: readonly LighthouseResult[]): string {
  const why = (audit: LighthouseResult) =>
    CATEGORIES.flatMap((category) => (audit.shortfalls[category].length ? [`${category}: ${audit.shortfalls[category].join('; ')}`] : [])).join(' — ') || '';
  return [
    `Lighthouse ${LIGHTHOUSE_VERSION} (\`bench/lighthouse.ts\`), mobile settings (its defaults: simulated slow 4G and 4× CPU slowdown), Debian's Chromium headless, one run per page on the same build and servers; signed in through a refresh token put in localStorage before the audit (\`disableStorageReset\`). Goal: 100 in each category.`,
    '',
    '| page | performance | accessibility | best practices | SEO | what is under 100 |',
    '|---|---|---|---|---|---|',
    ...audits.map((audit) => `| ${audit.label} | ${CATEGORIES.map((category) => audit.scores[category]).join(' | ')} | ${why(audit).replaceAll('|', '/')} |`),
  ].join('\n');
}
