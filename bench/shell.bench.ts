// `npm run bench` (after the statement view): lab metrics of the portal shell's production build in
// headless Chromium, /signin signed out and /dashboard signed in as owner@example.com. The shell is
// built (vite build, dist/shell), served gzipped from memory on loopback (scripts/serve-shell.ts)
// and pointed at the reference API in its own process with fresh demo data. Every run is a fresh
// browser context (cold cache, no storage) with the CPU slowed down 4 times over CDP; the network
// is loopback, not throttled. The figures are medians of the runs against the issue's goals;
// nothing is asserted and a missed goal does not fail the bench (STYLE.md: times are reported).
// Side by side: a base commit (the merge-base with main, or PORTICO_BENCH_BASE) is built
// into a temporary folder (bench/base-build.ts) and served on a port of its own, and every run is
// made on both builds in turns (base, new, base, new…) against the same API, so each figure is
// compared in one run on one machine. When the working tree is the base, one build is measured.
// Then Lighthouse, 3 runs per page on the new build. Bounded: about five minutes.
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { serveShell, SHELL_DIST, type ShellServer } from '../scripts/serve-shell';
import { buildBase, resolveBase, type BaseBuild } from './base-build';
import { floorHtml, serveFloor, type FloorServer } from './floor-page';
import { CATEGORIES, runLighthouse, type LighthousePage, type LighthouseResult } from './lighthouse';
import { cumulativeLayoutShift, scriptBytes, totalBlockingTime, type LayoutShift, type LongTask, type ResourceEntry } from './lab-metrics';
import { BENCH_PORTS } from './ports';
import { signIn, startBenchApi, type BenchApi } from './reference-api';
import { machineName, quantile, recordSummary, writeResultsSection, type SummaryFigure } from './results';
import { CPU_SLOWDOWN, DASHBOARD_PAGE, loadAndSettle, openPage, OWNER, PASSWORD, QUIET_MS, SIGNIN_PAGE, type PageSpec } from './shell-pages';
import { ratio, SIDE_BY_SIDE_GOALS } from './side-by-side';

const API_PORT = BENCH_PORTS.shellApi;
const SHELL_PORT = BENCH_PORTS.shell;
const BASE_PORT = BENCH_PORTS.shellBase;
const FLOOR_PORT = BENCH_PORTS.floor;
const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
const RUNS = 5;
/** One run per page first, not reported: the first launch of each page pays for the API's and the OS's cold start. */
const WARMUP = 1;
/** Lighthouse runs per page on the new build (the goal: at least 95 in every run). */
const LIGHTHOUSE_RUNS = 3;

/** The issue's goals; `lcpFloorRatio`: the dashboard's LCP over the floor page's. */
const GOALS = { lcpMs: 1500, cls: 0.02, jsKb: 120, lcpFloorRatio: 1.5 };
/** Requests counted per page: each should be made once (the configuration and language file preloaded by the HTML and used, one developments call). */
const COUNTED_FETCHES = ['/config/config.json', '/i18n/en.json', '/user', '/developments'];

const PAGES: PageSpec[] = [SIGNIN_PAGE, DASHBOARD_PAGE];

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
  /**
   * The same sum from the navigation on, not only after FCP: the first-load chunk's evaluation
   * falls before or after the first paint from one run to the next (bench/profile-dashboard.ts),
   * which moves TBT by that whole task; this figure does not depend on where FCP falls.
   */
  blocking: number;
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
    const page = await openPage(context, apiBase, spec, [OBSERVE]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await loadAndSettle(page, origin, spec);

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
      blocking: totalBlockingTime(recorded.longTasks, 0, recorded.end),
      jsFiles: js.files,
      jsEncoded: js.encoded,
      jsDecoded: js.decoded,
    };
  } finally {
    await context.close();
  }
}

/** The two builds of the side-by-side run: the base commit's and the working tree's. */
type BuildName = 'base' | 'new';

// The base commit's build (a temporary worktree) runs while the working tree's own build does.
const base = resolveBase();
const [ownBuild, baseBuilt] = await Promise.allSettled([
  // The production build, with the project's vite.config.ts (as `npm run build:shell` makes it).
  build({ logLevel: 'warn' }),
  base.isWorkingTree ? Promise.resolve(undefined) : buildBase(base.commit),
]);
const baseBuild: BaseBuild | undefined = baseBuilt.status === 'fulfilled' ? baseBuilt.value : undefined;
if (ownBuild.status === 'rejected' || baseBuilt.status === 'rejected') {
  baseBuild?.remove();
  throw ownBuild.status === 'rejected' ? ownBuild.reason : (baseBuilt as PromiseRejectedResult).reason;
}
const baseText = `${base.commit.slice(0, 10)} (${base.chosenBy})`;
console.log(base.isWorkingTree ? `The working tree is the base commit ${baseText}: one build is measured, nothing side by side.` : `Base: ${baseText}, built into ${baseBuild!.dist}.`);

// Other work on the machine moves these figures more than anything in the page: the table says how busy it was.
const loadAtStart = loadavg();
let api: BenchApi | undefined;
let shell: ShellServer | undefined;
let baseShell: ShellServer | undefined;
let browser: Browser | undefined;
let floor: FloorServer | undefined;
try {
  api = await startBenchApi(API_PORT, { PORTICO_CORS_ORIGINS: [SHELL_PORT, BASE_PORT].map((port) => `http://127.0.0.1:${port}`).join(',') });
  shell = await serveShell({ port: SHELL_PORT, apiUrl: api.base });
  if (baseBuild) baseShell = await serveShell({ dir: baseBuild.dist, port: BASE_PORT, apiUrl: api.base });
  // The base first in every turn, then the new build.
  const builds: { name: BuildName; origin: string }[] = [
    ...(baseShell ? [{ name: 'base' as const, origin: baseShell.origin }] : []),
    { name: 'new', origin: shell.origin },
  ];
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const signinSpec = PAGES[0]!;
  const dashboardSpec = PAGES[1]!;
  const runs: Record<BuildName, { signin: RunFigures[]; dashboard: RunFigures[] }> = { base: { signin: [], dashboard: [] }, new: { signin: [], dashboard: [] } };
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    for (const { name, origin } of builds) {
      const figures = await runOnce(browser, origin, api.base, signinSpec);
      if (run >= WARMUP) runs[name].signin.push(figures);
    }
  }

  // The dashboard (each build) and its floor page in turns, so that whatever else the machine does weighs on all alike.
  let warmDashboard: RunFigures | undefined;
  for (const { name, origin } of builds) {
    const figures = await runOnce(browser, origin, api.base, dashboardSpec);
    if (name === 'new') warmDashboard = figures;
  }
  if (!warmDashboard?.lcpHtml) throw new Error('/dashboard: its largest element was not recorded.');
  floor = await serveFloor(FLOOR_PORT, SHELL_DIST, floorHtml(readFileSync(`${SHELL_DIST}/index.html`, 'utf8'), warmDashboard.lcpHtml));
  await runOnce(browser, floor.origin, api.base, FLOOR_SPEC);
  const floorRuns: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const { name, origin } of builds) runs[name].dashboard.push(await runOnce(browser, origin, api.base, dashboardSpec));
    floorRuns.push(await runOnce(browser, floor.origin, api.base, FLOOR_SPEC));
  }
  const signin = runs.new.signin;
  const dashboard = runs.new.dashboard;
  const results: { spec: PageSpec; runs: RunFigures[] }[] = [
    { spec: signinSpec, runs: signin },
    { spec: dashboardSpec, runs: dashboard },
  ];
  const browserVersion = browser.version();
  await browser.close();
  browser = undefined;

  // Lighthouse last, in a browser of its own, on the new build: the pages in turns, each signed-in
  // audit with a session of its own (the shell renews the refresh token it is given).
  const lighthousePages: LighthousePage[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const session = await signIn(api.base, OWNER, PASSWORD);
    lighthousePages.push(
      { label: '/signin (signed out)', url: `${shell.origin}/signin` },
      {
        label: `/dashboard (${OWNER})`,
        url: `${shell.origin}/dashboard`,
        localStorage: { 'portico.refreshToken': session.refreshToken, 'portico.cookieConsent': 'accepted' },
      },
    );
  }
  const audits = await runLighthouse(lighthousePages, BENCH_PORTS.lighthouse);
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

  // Side by side: each figure's median for the base and the new build, the new over the base, and
  // the issue's goals (a share of the base's figure, or a number of files).
  const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)} %`);
  const sideGoals: { page: 'signin' | 'dashboard'; key: NumericFigure; share?: number; most?: number }[] = [
    { page: 'signin', key: 'tbt', share: SIDE_BY_SIDE_GOALS.signinTbtShare },
    { page: 'dashboard', key: 'tbt', share: SIDE_BY_SIDE_GOALS.dashboardTbtShare },
    { page: 'dashboard', key: 'lcp', share: SIDE_BY_SIDE_GOALS.dashboardLcpShare },
    { page: 'dashboard', key: 'jsFiles', most: SIDE_BY_SIDE_GOALS.dashboardScriptFiles },
  ];
  const FIGURES: { key: NumericFigure; label: string; format: (value: number) => string }[] = [
    { key: 'fcp', label: 'FCP (ms)', format: ms },
    { key: 'lcp', label: 'LCP (ms)', format: ms },
    { key: 'tbt', label: 'TBT (ms)', format: ms },
    { key: 'blocking', label: 'blocking time from navigation (ms)', format: ms },
    { key: 'jsFiles', label: 'script files', format: (value) => `${value}` },
    { key: 'jsEncoded', label: 'JS (KB gzip)', format: kb },
    { key: 'jsDecoded', label: 'JS decoded (KB)', format: kb },
  ];
  const sideSummary: SummaryFigure[] = [];
  const sideRows = baseShell
    ? (['signin', 'dashboard'] as const).flatMap((page) => {
        const spec = page === 'signin' ? signinSpec : dashboardSpec;
        const [baseRuns, newRuns] = [runs.base[page], runs.new[page]];
        return FIGURES.map(({ key, label, format }, index) => {
          const [baseMedian, newMedian] = [median(baseRuns, key), median(newRuns, key)];
          const paired = newRuns.map((run, turn) => ratio(run[key], baseRuns[turn]![key])).filter((value): value is number => value !== null);
          const pairedText = paired.length ? `${percent(Math.min(...paired))}–${percent(Math.max(...paired))}` : '–';
          const goal = sideGoals.find((entry) => entry.page === page && entry.key === key);
          let goalText = '';
          let met: boolean | undefined;
          if (goal?.share !== undefined) {
            goalText = `≤ ${percent(goal.share)} of the base`;
            met = newMedian <= goal.share * baseMedian;
          } else if (goal?.most !== undefined) {
            goalText = `≤ ${goal.most}`;
            met = newMedian <= goal.most;
          }
          if (goal) sideSummary.push({ figure: `${spec.label}: ${label}, new ÷ base ${baseText}`, value: `${format(newMedian)} ÷ ${format(baseMedian)} = ${percent(ratio(newMedian, baseMedian))}`, goal: goalText, met });
          return `| ${index === 0 ? spec.label : ''} | ${label} | ${format(baseMedian)} (${range(baseRuns, key, format)}) | ${format(newMedian)} (${range(newRuns, key, format)}) | ${percent(ratio(newMedian, baseMedian))} | ${pairedText} | ${goalText} | ${met === undefined ? '' : verdict(met)} |`;
        });
      })
    : [];
  const sideBySide = baseShell
    ? [
        `### Side by side with the base`,
        '',
        `The base: ${baseText}, built by its own vite.config.ts into a temporary worktree and served on port ${BASE_PORT} by the same server code (\`serveShell\`); the new build is the working tree's. The same runs, in turns (base, then new) against the same API: median of ${RUNS} runs per build and page (range in brackets), the new median over the base's, and the range of the paired runs' ratios (each new run over the base run just before it). Blocking time from navigation: TBT's sum over every long task from the navigation on, not only after FCP; whether the first-load chunk's evaluation falls before or after the first paint varies from run to run and moves TBT by that whole task, not this figure. Goals are the issue's; nothing is asserted.`,
        '',
        '| page | figure | base | new | new ÷ base | paired ratios | goal | goal met |',
        '|---|---|---|---|---|---|---|---|',
        ...sideRows,
      ]
    : [`### Side by side with the base`, '', `The working tree is the base commit ${baseText}: one build was measured, nothing is compared.`];

  const machine = machineName(`Chromium ${browserVersion} headless`);
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const table = [
    `## Portal shell lab metrics (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `\`bench/shell.bench.ts\`: the production build (\`vite build\`, dist/shell) served gzipped (zlib level 6) from memory on loopback, with the reference API in its own process on fresh demo data. Each run is a new browser context (cold cache), 1280×720, CPU slowed ${CPU_SLOWDOWN}× (CDP \`Emulation.setCPUThrottlingRate\`), network not throttled. Median of ${RUNS} runs per page after ${WARMUP} warm-up run, with the range. Load average (1, 5, 15 min) at the start ${load(loadAtStart)}, at the end ${load(loadavg())}. The window closes when the page's content is shown, the network has been idle for 500 ms and ${QUIET_MS} ms more have passed. LCP: the last \`largest-contentful-paint\` entry. CLS: the largest session window (gap 1 s, 5 s at most) of \`layout-shift\` entries without recent input. TBT: the part over 50 ms of each \`longtask\` between FCP and the end of the window. JS: \`encodedBodySize\` (gzip as served, no headers) of every .js file the page fetched in the window, on-demand chunks included. Goals are the issue's; nothing is asserted. The table is the new build's (the working tree's); the base's figures are in the side-by-side table below.`,
    '',
    '| page | figure | median | range | goal | goal met |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `The floor page: static HTML served gzipped from its own loopback server, with the built shell's stylesheet and the dashboard's largest element as the first dashboard run (a warm-up) recorded it: \`${largestElement.replaceAll('`', "'")}\`. One floor warm-up, then the dashboard and the floor in turns, ${RUNS} runs each.`,
    '',
    ...sideBySide,
    '',
    lighthouseTable(audits),
    '',
    `Requests per run (resource timing; each should be 1: the configuration and language file preloaded by the HTML and used, one GET /user, one GET /developments): /signin ${fetchCounts(signin)}; /dashboard ${fetchCounts(dashboard)}.`,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('shell', table);
  const auditsOf = (label: string) => audits.filter((audit) => audit.label === label);
  recordSummary(
    'shell',
    'Portal shell (cold load, CPU 4× slower)',
    machine,
    results
      .flatMap(({ spec, runs }): SummaryFigure[] => {
        const lcp = median(runs, 'lcp');
        const cls = median(runs, 'cls');
        const js = median(runs, 'jsEncoded');
        return [
          { figure: `${spec.label}: LCP ms`, value: ms(lcp), goal: `≤ ${GOALS.lcpMs}`, met: lcp <= GOALS.lcpMs },
          { figure: `${spec.label}: CLS`, value: score(cls), goal: `≤ ${GOALS.cls}`, met: cls <= GOALS.cls },
          { figure: `${spec.label}: total blocking time ms`, value: ms(median(runs, 'tbt')) },
          { figure: `${spec.label}: JS transferred KB gzip`, value: kb(js), goal: `≤ ${GOALS.jsKb}`, met: js <= GOALS.jsKb * 1024 },
        ];
      })
      .concat([
        { figure: 'floor page: LCP ms (median, range)', value: `${ms(floorLcp)} (${range(floorRuns, 'lcp', ms)})` },
        { figure: '/dashboard LCP ÷ floor LCP (median; range of paired runs)', value: `${ratioText(lcpRatio)} (${ratioText(Math.min(...ratios))}–${ratioText(Math.max(...ratios))})`, goal: `≤ ${GOALS.lcpFloorRatio}`, met: lcpRatio <= GOALS.lcpFloorRatio },
        ...sideSummary,
        ...[...new Set(audits.map((audit) => audit.label))].flatMap((label): SummaryFigure[] => {
          const own = auditsOf(label);
          const others = CATEGORIES.filter((category) => category !== 'performance');
          return [
            {
              figure: `Lighthouse ${label}: performance in ${own.length} runs (load average at each)`,
              value: own.map((audit) => `${audit.scores.performance} (${audit.loadAverage.toFixed(1)})`).join(', '),
              goal: `≥ ${SIDE_BY_SIDE_GOALS.lighthousePerformance} in ${own.length} of ${own.length}`,
              met: own.every((audit) => audit.scores.performance >= SIDE_BY_SIDE_GOALS.lighthousePerformance),
            },
            {
              figure: `Lighthouse ${label}: accessibility / best practices / SEO (lowest of ${own.length} runs)`,
              value: others.map((category) => Math.min(...own.map((audit) => audit.scores[category]))).join(' / '),
              goal: '100 each',
              met: own.every((audit) => others.every((category) => audit.scores[category] === 100)),
            },
          ];
        }),
      ]),
  );
} finally {
  await browser?.close();
  await floor?.close();
  await shell?.close();
  await baseShell?.close();
  await api?.stop();
  baseBuild?.remove();
}

function lighthouseTable(audits: readonly LighthouseResult[]): string {
  const why = (audit: LighthouseResult) =>
    CATEGORIES.flatMap((category) => (audit.shortfalls[category].length ? [`${category}: ${audit.shortfalls[category].join('; ')}`] : [])).join(' — ') || '';
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const runOf = new Map<string, number>();
  return [
    `Lighthouse ${LIGHTHOUSE_VERSION} (\`bench/lighthouse.ts\`), mobile settings (its defaults: simulated slow 4G and 4× CPU slowdown), Debian's Chromium headless, ${LIGHTHOUSE_RUNS} runs per page on the new build, the pages in turns; signed in through a refresh token (a session per run) put in localStorage before the audit (\`disableStorageReset\`). The load average (1 min) at each audit's start is beside it: Lighthouse scales the CPU time it observes, so a busy machine lowers the score. FCP, LCP and TBT as Lighthouse simulated them. Goals: performance ≥ ${SIDE_BY_SIDE_GOALS.lighthousePerformance} in every run, 100 in the other categories.`,
    '',
    '| page | run | load average | performance | accessibility | best practices | SEO | FCP | LCP | TBT | what is under 100 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...audits.map((audit) => {
      const run = (runOf.get(audit.label) ?? 0) + 1;
      runOf.set(audit.label, run);
      return `| ${audit.label} | ${run} | ${audit.loadAverage.toFixed(2)} | ${CATEGORIES.map((category) => audit.scores[category]).join(' | ')} | ${seconds(audit.metrics.fcp)} | ${seconds(audit.metrics.lcp)} | ${Math.round(audit.metrics.tbt)} ms | ${why(audit).replaceAll('|', '/')} |`;
    }),
  ].join('\n');
}
