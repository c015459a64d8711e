// `npx tsx bench/profile-dashboard.ts`: where a cold /dashboard load's long tasks go.
// The shell is built as bench/shell.bench.ts builds it, with hidden source maps beside the chunks
// (dist/profile-shell; the code is the same, minified), served the same way against the reference
// API, and /dashboard is loaded as owner@example.com with the CPU slowed 4 times, as the bench
// does (bench/shell-pages.ts), after one warm-up load that is not traced. A Chrome trace
// (Playwright's `browser.startTracing`: the devtools.timeline categories and V8's CPU profiler)
// covers the traced load; for the three largest tasks over 50 ms on the page's main thread it
// prints what they ran (bench/trace-tasks.ts): the trace events (script evaluation of which
// chunk, function calls, style, layout, paint, GC) by self time, then from the profile's samples
// the time by chunk, by part of the code on the stack (schema checks, the language, stores,
// rendering, each widget) and the functions with the most self time, each mapped back to its
// source file and line through the source maps.
//
// Options: --runs=N traced loads (default 1, each after its own warm-up), --no-build (profile
// dist/profile-shell as it is), --dist=DIR (another build, e.g. a base commit's; without source
// maps the functions are named by chunk and minified name), --trace=FILE (keep the last trace, for
// DevTools' Performance panel), --from-trace=FILE (analyse a kept trace again, nothing loaded),
// --tasks=N (how many tasks to print, default 3), --page=signin (the sign-in page, signed out,
// instead), --over=MS (describe tasks over MS, default 50; TBT is still over 50).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, sourceContentFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { chromiumPath } from '../scripts/browser-path.mjs';
import { serveShell } from '../scripts/serve-shell';
import { BENCH_PORTS } from './ports';
import { startBenchApi } from './reference-api';
import { CPU_SLOWDOWN, DASHBOARD_PAGE, loadAndSettle, openPage, SIGNIN_PAGE } from './shell-pages';
import {
  area,
  completeEvents,
  inTask,
  longTasks,
  navigationStart,
  rendererMainThread,
  samples,
  selfTimeByEvent,
  sumBy,
  taskEvents,
  type CallFrame,
  type Sample,
  type TaskEvent,
  type TraceEvent,
} from './trace-tasks';

const option = (name: string) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1];
const has = (name: string) => process.argv.includes(`--${name}`);
const RUNS = Number(option('runs') ?? 1);
const PAGE = option('page') === 'signin' ? SIGNIN_PAGE : DASHBOARD_PAGE;
/** Tasks longer than this many ms are described (50: long tasks; less to see what became of cut ones). */
const OVER_MS = Number(option('over') ?? 50);
const TASKS = Number(option('tasks') ?? 3);
const PROFILE_DIST = 'dist/profile-shell';
const dist = option('dist') ?? PROFILE_DIST;
/** The trace's categories: the Performance panel's timeline, V8's execution and its sampling profiler. */
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  // The script stack of style and layout a script forces.
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
  'loading',
];
/** Lines per list in a task's description. */
const TOP = 6;

const savedTrace = option('from-trace');
if (savedTrace) {
  // Only the analysis, of a trace kept with --trace (the build it loaded must still be in place, for its source maps).
  const events = completeEvents((JSON.parse(readFileSync(savedTrace, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  console.log(describe(events, `http://127.0.0.1:${BENCH_PORTS.shell}`, sourceLocator(dist, `http://127.0.0.1:${BENCH_PORTS.shell}`)));
  process.exit(0);
}

if (!option('dist') && !has('no-build')) {
  // The production build with its source maps written beside it but not linked from the chunks
  // ('hidden'): the page loads exactly what it loads in production.
  await build({ logLevel: 'warn', build: { outDir: PROFILE_DIST, emptyOutDir: true, sourcemap: 'hidden' } });
}
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build it first (leave out --no-build).`);

// The bench's API and shell ports, so the two never run at the same time by mistake.
const api = await startBenchApi(BENCH_PORTS.shellApi, { PORTICO_CORS_ORIGINS: `http://127.0.0.1:${BENCH_PORTS.shell}` });
let browser: Browser | undefined;
const shell = await serveShell({ dir: dist, port: BENCH_PORTS.shell, apiUrl: api.base }).catch(async (error: unknown) => {
  await api.stop();
  throw error;
});
try {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const locate = sourceLocator(dist, shell.origin);
  for (let run = 1; run <= RUNS; run += 1) {
    // The warm-up: the first load pays for the API's and the OS's cold start (as in the bench).
    const warm = await browser.newContext();
    try {
      await loadAndSettle(await openPage(warm, api.base, PAGE), shell.origin, PAGE);
    } finally {
      await warm.close();
    }
    const load = loadavg();
    const context = await browser.newContext();
    let trace: Buffer;
    try {
      const page = await openPage(context, api.base, PAGE);
      await browser.startTracing(page, { categories: CATEGORIES });
      await loadAndSettle(page, shell.origin, PAGE);
      trace = await browser.stopTracing();
    } finally {
      await context.close();
    }
    const traceFile = option('trace');
    if (traceFile) writeFileSync(traceFile, trace);
    const events = completeEvents((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
    console.log(
      `\n=== ${PAGE.label}, cold load, CPU ${CPU_SLOWDOWN}× slower: run ${run} of ${RUNS}; load average ${load.map((value) => value.toFixed(2)).join(', ')} ===`,
    );
    console.log(describe(events, shell.origin, locate));
  }
} finally {
  await browser?.close();
  await shell.close();
  await api.stop();
}

/** Where a profile frame's code came from: the original file, line and name through the chunk's source map. */
interface Located {
  /** The chunk's file name (assets/first-load-….js). */
  chunk: string;
  /** The original source, relative to the repository (node_modules/… for a dependency), or the chunk. */
  source: string;
  line: number;
  name: string;
  /** The original source line, trimmed: evidence of what the function is. */
  text: string;
}

/** Where the code at `position` (default: the frame's function start) came from; null for code not of the shell's origin. */
type Locate = (frame: CallFrame, position?: { lineNumber: number; columnNumber: number }) => Located | null;

function sourceLocator(dir: string, origin: string): Locate {
  const maps = new Map<string, TraceMap | null>();
  const cache = new Map<string, Located | null>();
  const sources = new Map<string, string[]>();
  return (frame, position = frame) => {
    if (!frame.url.startsWith(`${origin}/`)) return null;
    const key = `${frame.url}:${position.lineNumber}:${position.columnNumber}`;
    if (cache.has(key)) return cache.get(key)!;
    const chunk = new URL(frame.url).pathname.slice(1);
    if (!maps.has(chunk)) {
      const file = join(dir, `${chunk}.map`);
      maps.set(chunk, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(chunk)!;
    // Code without a mapping (what the bundler adds, such as Vite's preload helper) is shown as it was generated.
    if (!sources.has(chunk)) sources.set(chunk, existsSync(join(dir, chunk)) ? readFileSync(join(dir, chunk), 'utf8').split('\n') : []);
    const generated = (sources.get(chunk)![position.lineNumber] ?? '').slice(position.columnNumber, position.columnNumber + 70);
    let located: Located = { chunk, source: chunk, line: position.lineNumber + 1, name: frame.functionName || '(anonymous)', text: generated ? `generated: ${generated}` : '' };
    if (map) {
      const original = originalPositionFor(map, { line: position.lineNumber + 1, column: position.columnNumber });
      if (original.source) {
        const lines = sourceContentFor(map, original.source)?.split('\n') ?? [];
        located = {
          chunk,
          // Relative to the repository; a dependency from node_modules/ on (the folder may be a link elsewhere).
          source: original.source.replace(/^.*?(node_modules\/)/, '$1').replace(/^(\.\.\/)+/, ''),
          line: original.line,
          name: frame.functionName || original.name || '(anonymous)',
          text: (lines[original.line - 1] ?? '').trim().slice(0, 90),
        };
      }
    }
    cache.set(key, located);
    return located;
  };
}

function describe(events: TraceEvent[], origin: string, locate: Locate): string {
  const thread = rendererMainThread(events, origin);
  const zero = navigationStart(events, thread, origin);
  const all = samples(events, thread);
  const tasks = longTasks(events, thread, zero, OVER_MS * 1000);
  const ms = (us: number) => `${Math.round(us / 1000)} ms`;
  const list = (entries: [string, number][], count = TOP) =>
    entries
      .filter(([, us]) => us >= 1000)
      .slice(0, count)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join('; ') || '(none over 1 ms)';
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= zero);
  const fcp = fcpEvent?.ts ?? zero;
  // TBT as the bench counts it: the part over 50 ms of each long task after FCP.
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ts + task.dur - Math.max(task.ts, fcp) - 50_000), 0);
  const chunkOf = (url: string) => (url.startsWith(origin) ? new URL(url).pathname.slice(1) : url);
  const special = (frame: CallFrame) => (frame.functionName.startsWith('(') ? frame.functionName : null);
  /** A module's top-level code: one function for the whole chunk, at its very start. */
  const topLevel = (frame: CallFrame) => frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0;
  // Self time goes to where in the code the sample fell (its position), inclusive time to each function's start.
  const sourceAt = (frame: CallFrame, sample: Sample, index: number) =>
    special(frame) ?? (frame.url ? ((index === 0 ? locate(frame, sample.position) : null) ?? locate(frame))?.source ?? chunkOf(frame.url) : '(native)');
  const functionName = (frame: CallFrame, sample?: Sample): string => {
    if (special(frame)) return special(frame)!;
    if (!frame.url) return `${frame.functionName || '(anonymous)'} (native)`;
    if (topLevel(frame)) {
      const at = locate(frame, sample?.position);
      return `${at?.source ?? chunkOf(frame.url)} (module top level${at ? `, e.g. line ${at.line} «${at.text}»` : ''})`;
    }
    const at = locate(frame);
    return at ? `${at.source}:${at.line} ${at.name}${at.text ? ` «${at.text}»` : ''}` : `${frame.functionName || '(anonymous)'} ${chunkOf(frame.url)}`;
  };
  const lines = [
    `${tasks.length} tasks over ${OVER_MS} ms on the main thread (${tasks.map((task) => `${ms(task.dur)} at ${ms(task.ts - zero)}`).join(', ')}); FCP at ${fcpEvent ? ms(fcp - zero) : '(not traced)'}; TBT (the part over 50 ms after FCP) ${ms(blocking)}; ${all.length} CPU samples.`,
  ];
  tasks.slice(0, TASKS).forEach((task, index) => {
    const inside = taskEvents(events, thread, task);
    const own = inTask(all, task);
    const samplesIn = (from: number, to: number) => all.filter((sample) => sample.ts >= from && sample.ts < to);
    // A module's evaluation names no script: the outermost script frame of the samples in it does.
    const scriptOf = (event: TaskEvent) => {
      if (event.url) return chunkOf(event.url);
      const counts = sumBy(samplesIn(event.ts, event.ts + event.dur), (frame, sample, place) => (place === sample.stack.length - 1 && frame.url ? chunkOf(frame.url) : null), true);
      return counts[0]?.[0] ?? '';
    };
    const scriptEvents = /^(v8\.evaluateModule|EvaluateScript|FunctionCall|v8\.compile|v8\.compileModule|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/;
    const scripts = new Map<string, number>();
    for (const event of inside) {
      if (!scriptEvents.test(event.name) || inside.some((other) => other !== event && scriptEvents.test(other.name) && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && other.depth < event.depth)) continue;
      const key = `${event.name} ${scriptOf(event)}`.trim();
      scripts.set(key, (scripts.get(key) ?? 0) + event.dur);
    }
    const forced = new Map<string, number>();
    for (const event of inside) {
      if (!event.forcedBy || !/^(Layout|UpdateLayoutTree)$/.test(event.name)) continue;
      const key = `${event.name === 'Layout' ? 'layout' : 'style'} from ${functionName(event.forcedBy)}`;
      forced.set(key, (forced.get(key) ?? 0) + event.dur);
    }
    const sampled = own.reduce((sum, sample) => sum + sample.dur, 0);
    const after = Math.max(0, task.ts + task.dur - Math.max(task.ts, fcp));
    lines.push(
      '',
      `#${index + 1}: ${ms(task.dur)}, from ${ms(task.ts - zero)} to ${ms(task.ts + task.dur - zero)} after navigation start${after < task.dur ? ` (${ms(after)} of it after FCP${after > 50_000 ? '' : ': not in TBT'})` : ''}`,
      `  scripts it ran (outermost: module evaluation, function call, timer, microtasks; by chunk): ${list([...scripts].sort((a, b) => b[1] - a[1]))}`,
      `  trace events by self time: ${list(selfTimeByEvent(inside, task), 8)}`,
      `  style and layout forced by a script: ${list([...forced].sort((a, b) => b[1] - a[1]), 4)}`,
      `  CPU samples in it: ${ms(sampled)}; by chunk (self): ${list(sumBy(own, (frame) => (frame.url ? chunkOf(frame.url) : special(frame) ?? '(native)')))}`,
      `  by part of the code, self: ${list(sumBy(own, (frame, sample, place) => { const source = sourceAt(frame, sample, place); return source.startsWith('(') ? source : area(source); }), 10)}`,
      `  by part of the code, on the stack (inclusive): ${list(sumBy(own, (frame, sample, place) => { const source = sourceAt(frame, sample, place); return source.startsWith('(') ? null : area(source); }, true), 10)}`,
      `  by source file, self: ${list(sumBy(own, sourceAt), 10)}`,
      `  by source file, on the stack: ${list(sumBy(own, (frame, sample, place) => (special(frame) || !frame.url ? null : sourceAt(frame, sample, place)), true), 10)}`,
      `  functions with the most self time (native ones with their caller):`,
      ...sumBy(own, (frame, sample) => (frame.url || special(frame) ? functionName(frame, sample) : `${functionName(frame)} ← ${sample.stack[1] ? functionName(sample.stack[1]) : '(nothing)'}`))
        .slice(0, 10)
        .map(([name, us]) => `    ${ms(us).padStart(7)}  ${name}`),
    );
  });
  return lines.join('\n');
}
