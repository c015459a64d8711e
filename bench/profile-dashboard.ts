// `npx tsx bench/profile-dashboard.ts` (issue 41): where a cold /dashboard load's long tasks go.
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
// DevTools' Performance panel), --tasks=N (how many tasks to print, default 3).
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
import { CPU_SLOWDOWN, DASHBOARD_PAGE, loadAndSettle, openPage } from './shell-pages';
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
  type TraceEvent,
} from './trace-tasks';

const option = (name: string) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1];
const has = (name: string) => process.argv.includes(`--${name}`);
const RUNS = Number(option('runs') ?? 1);
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
  'blink.user_timing',
  'loading',
];
/** Lines per list in a task's description. */
const TOP = 6;

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
      await loadAndSettle(await openPage(warm, api.base, DASHBOARD_PAGE), shell.origin, DASHBOARD_PAGE);
    } finally {
      await warm.close();
    }
    const load = loadavg();
    const context = await browser.newContext();
    let trace: Buffer;
    try {
      const page = await openPage(context, api.base, DASHBOARD_PAGE);
      await browser.startTracing(page, { categories: CATEGORIES });
      await loadAndSettle(page, shell.origin, DASHBOARD_PAGE);
      trace = await browser.stopTracing();
    } finally {
      await context.close();
    }
    const traceFile = option('trace');
    if (traceFile) writeFileSync(traceFile, trace);
    const events = completeEvents((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
    console.log(
      `\n=== /dashboard (${DASHBOARD_PAGE.label}), cold load, CPU ${CPU_SLOWDOWN}× slower: run ${run} of ${RUNS}; load average ${load.map((value) => value.toFixed(2)).join(', ')} ===`,
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

function sourceLocator(dir: string, origin: string): (frame: CallFrame) => Located | null {
  const maps = new Map<string, TraceMap | null>();
  const cache = new Map<string, Located | null>();
  return (frame) => {
    if (!frame.url.startsWith(`${origin}/`)) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (cache.has(key)) return cache.get(key)!;
    const chunk = new URL(frame.url).pathname.slice(1);
    if (!maps.has(chunk)) {
      const file = join(dir, `${chunk}.map`);
      maps.set(chunk, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(chunk)!;
    let located: Located = { chunk, source: chunk, line: frame.lineNumber + 1, name: frame.functionName || '(anonymous)', text: '' };
    if (map) {
      const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (position.source) {
        const lines = sourceContentFor(map, position.source)?.split('\n') ?? [];
        located = {
          chunk,
          source: position.source.replace(/^(\.\.\/)+/, ''),
          line: position.line,
          name: position.name ?? frame.functionName ?? '(anonymous)',
          text: (lines[position.line - 1] ?? '').trim().slice(0, 90),
        };
      }
    }
    cache.set(key, located);
    return located;
  };
}

function describe(events: TraceEvent[], origin: string, locate: (frame: CallFrame) => Located | null): string {
  const thread = rendererMainThread(events, origin);
  const zero = navigationStart(events, thread, origin);
  const all = samples(events, thread);
  const tasks = longTasks(events, thread, zero);
  const ms = (us: number) => `${Math.round(us / 1000)} ms`;
  const list = (entries: [string, number][], count = TOP) =>
    entries
      .filter(([, us]) => us >= 1000)
      .slice(0, count)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join('; ') || '(none over 1 ms)';
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= zero);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur - 50_000), 0);
  const lines = [
    `${tasks.length} tasks over 50 ms on the main thread (${tasks.map((task) => ms(task.dur)).join(', ')}), ${ms(blocking)} over 50 ms in all (from navigation, not only after FCP)${fcp ? `; FCP at ${ms(fcp.ts - zero)}` : ''}; ${all.length} CPU samples.`,
  ];
  tasks.slice(0, TASKS).forEach((task, index) => {
    const inside = taskEvents(events, thread, task);
    const own = inTask(all, task);
    const chunkOf = (url: string) => (url.startsWith(origin) ? new URL(url).pathname.slice(1) : url);
    const top = inside
      .filter((event) => event.depth === 0)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((event) => `${event.name}${event.functionName ? ` ${event.functionName}` : ''}${event.url ? ` ${chunkOf(event.url)}` : ''} ${ms(event.dur)}`);
    const scripts = new Map<string, number>();
    for (const event of inside) {
      if (!event.url) continue;
      if (!/evaluate|compile|EvaluateScript|FunctionCall|v8\.run/i.test(event.name)) continue;
      const key = `${event.name} ${chunkOf(event.url)}`;
      scripts.set(key, (scripts.get(key) ?? 0) + event.dur);
    }
    const sampled = own.reduce((sum, sample) => sum + sample.dur, 0);
    const special = (frame: CallFrame) => (frame.functionName.startsWith('(') ? frame.functionName : null);
    const frameSource = (frame: CallFrame) => special(frame) ?? locate(frame)?.source ?? (frame.url ? chunkOf(frame.url) || '(native)' : '(native)');
    const frameArea = (frame: CallFrame) => special(frame) ?? area(frameSource(frame));
    const functionKey = (frame: CallFrame) => {
      const located = locate(frame);
      if (!located) return special(frame) ?? `${frame.functionName || '(anonymous)'} ${frame.url ? chunkOf(frame.url) : '(native)'}`;
      return `${located.source}:${located.line} ${located.name}${located.text ? ` «${located.text}»` : ''}`;
    };
    lines.push(
      '',
      `#${index + 1}: ${ms(task.dur)}, from ${ms(task.ts - zero)} to ${ms(task.ts + task.dur - zero)} after navigation start`,
      `  what the task ran (its own events, longest first): ${top.join('; ') || '(nothing traced)'}`,
      `  scripts evaluated, compiled or called in it: ${list([...scripts].sort((a, b) => b[1] - a[1]))}`,
      `  trace events by self time: ${list(selfTimeByEvent(inside, task), 8)}`,
      `  CPU samples in it: ${ms(sampled)}; by chunk (self): ${list(sumBy(own, (frame) => (frame.url ? chunkOf(frame.url) : special(frame) ?? '(native)')))}`,
      `  by part of the code, self: ${list(sumBy(own, frameArea), 8)}`,
      `  by part of the code, on the stack (inclusive): ${list(sumBy(own, frameArea, true), 10)}`,
      `  by source file, on the stack: ${list(sumBy(own, (frame) => (special(frame) ? null : frameSource(frame)), true), 8)}`,
      `  functions with the most self time:`,
      ...sumBy(own, functionKey)
        .slice(0, 8)
        .map(([name, us]) => `    ${ms(us).padStart(7)}  ${name}`),
    );
  });
  return lines.join('\n');
}
