// What ran in a page's long tasks, read from a Chrome trace (bench/profile-dashboard.ts): the
// renderer's main thread, its tasks over 50 ms, the trace events inside each (script evaluation,
// function calls, style, layout, paint, garbage collection) and the CPU profile's samples in it
// (which function, which chunk, which part of the code). Pure functions over the trace's events,
// so they are tested apart from a browser (tests/unit/trace-tasks.test.ts).

/** A trace event, as much of it as the analysis reads (the Trace Event Format's fields). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  /** Microseconds, for complete (`X`) events. */
  dur?: number;
  pid: number;
  tid: number | string;
  id?: string;
  args?: Record<string, unknown>;
}

/**
 * The trace with every begin/end pair (`B`, `E`) of a thread made one complete event (`X`) with
 * its duration, as Chrome writes some timeline events (layout, HTML parsing) as pairs.
 * @example const events = completeEvents(JSON.parse(trace).traceEvents);
 */
export function completeEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const open = new Map<string, TraceEvent[]>();
  const result: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'B') {
      if (!open.has(thread)) open.set(thread, []);
      open.get(thread)!.push(event);
    } else if (event.ph === 'E') {
      const begin = open.get(thread)?.pop();
      if (begin) result.push({ ...begin, ph: 'X', dur: event.ts - begin.ts, args: { ...begin.args, ...event.args } });
    } else result.push(event);
  }
  return result;
}

/** A thread of the trace. */
export interface TraceThread {
  pid: number;
  tid: number | string;
}

/** A frame of the CPU profile, as V8 writes it (line and column from 0). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** One CPU sample on the thread: when, for how long (until the next one), and its stack, the running function first. */
export interface Sample {
  ts: number;
  dur: number;
  stack: CallFrame[];
  /**
   * Where in the running function the sample fell (line and column from 0), when the trace says:
   * a module's top-level code is one function, so only this tells which bundled module ran.
   */
  position?: { lineNumber: number; columnNumber: number };
}

/** A long task: a `RunTask` of the main thread over the threshold. */
export interface LongTaskEvent {
  ts: number;
  dur: number;
}

/** A task over 50 ms blocks input (Lighthouse's and the Long Tasks API's threshold). */
export const LONG_TASK_US = 50_000;

const isThread = (event: TraceEvent, thread: TraceThread) => event.pid === thread.pid && event.tid === thread.tid;

/**
 * The renderer main thread (`CrRendererMain`) that worked for `origin`: the one whose events name
 * the origin most often (a navigation may move the page to another renderer).
 * @example const thread = rendererMainThread(trace.traceEvents, 'http://127.0.0.1:4393');
 */
export function rendererMainThread(events: readonly TraceEvent[], origin: string): TraceThread {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  let best: TraceThread | null = null;
  let bestCount = -1;
  for (const main of mains) {
    const count = events.filter((event) => isThread(event, main) && event.args !== undefined && JSON.stringify(event.args).includes(origin)).length;
    if (count > bestCount) {
      best = { pid: main.pid, tid: main.tid };
      bestCount = count;
    }
  }
  if (!best) throw new Error('The trace has no renderer main thread (CrRendererMain).');
  return best;
}

/**
 * The time (µs) the navigation to `origin` started on `thread`: its `navigationStart` mark, else
 * the thread's first event.
 * @example const zero = navigationStart(events, thread, origin);
 */
export function navigationStart(events: readonly TraceEvent[], thread: TraceThread, origin: string): number {
  const marks = events.filter(
    (event) => isThread(event, thread) && event.name === 'navigationStart' && String((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith(origin),
  );
  const own = marks.length ? marks : events.filter((event) => isThread(event, thread) && event.ts > 0);
  return Math.min(...own.map((event) => event.ts));
}

/**
 * The thread's tasks (`RunTask` complete events) over `threshold` µs, from `from` on, longest first.
 * @example longTasks(events, thread, zero) // [{ ts: 1_204_000, dur: 312_000 }, …]
 */
export function longTasks(events: readonly TraceEvent[], thread: TraceThread, from = 0, threshold = LONG_TASK_US): LongTaskEvent[] {
  return events
    .filter((event) => isThread(event, thread) && event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) > threshold && event.ts >= from)
    .map((event) => ({ ts: event.ts, dur: event.dur! }))
    .sort((a, b) => b.dur - a.dur);
}

/** A trace event inside a task, with its time less its children's. */
export interface TaskEvent {
  name: string;
  /** The script or chunk it names (`args.data.url`, `args.data.fileName`, `args.fileName`), if any. */
  url: string;
  /** `args.data.functionName` of a `FunctionCall`, if any. */
  functionName: string;
  ts: number;
  dur: number;
  self: number;
  /** 0 for the task's own children. */
  depth: number;
  /**
   * The script frame that caused it, for style and layout a script forced (`args.beginData.stackTrace`,
   * recorded with the `disabled-by-default-devtools.timeline.stack` category; line and column from 0).
   */
  forcedBy?: CallFrame;
}

function urlOf(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as { url?: string; fileName?: string; scriptName?: string };
  return String(data.url ?? data.fileName ?? data.scriptName ?? (event.args as { fileName?: string } | undefined)?.fileName ?? '');
}

/**
 * The complete events of `thread` inside `task` (the `RunTask` itself left out), nested by time,
 * each with its self time (its duration less its children's).
 * @example taskEvents(events, thread, task).filter((event) => event.depth === 0) // what the task ran
 */
export function taskEvents(events: readonly TraceEvent[], thread: TraceThread, task: LongTaskEvent): TaskEvent[] {
  const end = task.ts + task.dur;
  const inside = events
    .filter((event) => isThread(event, thread) && event.ph === 'X' && event.dur !== undefined && event.ts >= task.ts && event.ts + event.dur <= end)
    .filter((event) => !(event.name === 'RunTask' && event.ts === task.ts && event.dur === task.dur))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const result: TaskEvent[] = [];
  const open: TaskEvent[] = [];
  for (const event of inside) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur <= event.ts) open.pop();
    const parent = open.at(-1);
    const entry: TaskEvent = {
      name: event.name,
      url: urlOf(event),
      functionName: String((event.args?.data as { functionName?: string } | undefined)?.functionName ?? ''),
      ts: event.ts,
      dur: event.dur!,
      self: event.dur!,
      depth: open.length,
    };
    const stack = ((event.args?.beginData ?? event.args?.data) as { stackTrace?: Partial<CallFrame>[] } | undefined)?.stackTrace;
    const top = stack?.[0];
    // The timeline's stack traces count lines and columns from 1, the profile's from 0.
    if (top) entry.forcedBy = { functionName: top.functionName ?? '', url: top.url ?? '', lineNumber: Math.max(0, (top.lineNumber ?? 1) - 1), columnNumber: Math.max(0, (top.columnNumber ?? 1) - 1) };
    if (parent && event.ts + event.dur! <= parent.ts + parent.dur) parent.self -= entry.dur;
    result.push(entry);
    open.push(entry);
  }
  return result;
}

/**
 * The self time (µs) of each kind of trace event inside a task, largest first: what the time went
 * to as the trace names it (`FunctionCall`, `v8.evaluateModule`, `UpdateLayoutTree`, `Layout`,
 * `Paint`, `MinorGC`…), and the time no event inside accounts for as `(task itself)`.
 * @example selfTimeByEvent(taskEvents(events, thread, task), task)
 */
export function selfTimeByEvent(inside: readonly TaskEvent[], task: LongTaskEvent): [string, number][] {
  const totals = new Map<string, number>();
  for (const event of inside) totals.set(event.name, (totals.get(event.name) ?? 0) + Math.max(0, event.self));
  const covered = inside.filter((event) => event.depth === 0).reduce((sum, event) => sum + event.dur, 0);
  if (task.dur - covered > 0) totals.set('(task itself)', task.dur - covered);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/**
 * The CPU profile's samples of `thread` (the `Profile` and `ProfileChunk` events of the
 * `disabled-by-default-v8.cpu_profiler` category), in time order, each lasting until the next.
 * @example samples(events, thread).filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur)
 */
export function samples(events: readonly TraceEvent[], thread: TraceThread): Sample[] {
  const profiles = events.filter((event) => event.name === 'Profile' && isThread(event, thread));
  const result: Sample[] = [];
  for (const profile of profiles) {
    const start = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
    const nodes = new Map<number, ProfileNode>();
    const ids: number[] = [];
    const deltas: number[] = [];
    const lines: number[] = [];
    const columns: number[] = [];
    const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === profile.pid).sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      const data = (chunk.args?.data ?? {}) as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; lines?: number[]; columns?: number[] };
      for (const node of data.cpuProfile?.nodes ?? []) {
        // V8 leaves out the fields a frame has no value for (the URL of an inline or internal script).
        const frame = node.callFrame as Partial<CallFrame>;
        nodes.set(node.id, { ...node, callFrame: { functionName: frame.functionName ?? '', url: frame.url ?? '', lineNumber: frame.lineNumber ?? 0, columnNumber: frame.columnNumber ?? 0 } });
      }
      const chunkSamples = data.cpuProfile?.samples ?? [];
      ids.push(...chunkSamples);
      deltas.push(...(data.timeDeltas ?? []));
      // The positions (from 1; 0 where V8 has none) run beside the samples, chunk by chunk.
      lines.push(...chunkSamples.map((_, index) => data.lines?.[index] ?? 0));
      columns.push(...chunkSamples.map((_, index) => data.columns?.[index] ?? 0));
    }
    const stacks = new Map<number, CallFrame[]>();
    const stackOf = (id: number): CallFrame[] => {
      const known = stacks.get(id);
      if (known) return known;
      const stack: CallFrame[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (node.callFrame.functionName !== '(root)') stack.push(node.callFrame);
      }
      stacks.set(id, stack);
      return stack;
    };
    let ts = start;
    const own: Sample[] = [];
    for (let index = 0; index < ids.length; index += 1) {
      ts += deltas[index] ?? 0;
      const sample: Sample = { ts, dur: 0, stack: stackOf(ids[index]!) };
      if (lines[index]! > 0 && columns[index]! > 0) sample.position = { lineNumber: lines[index]! - 1, columnNumber: columns[index]! - 1 };
      own.push(sample);
    }
    own.sort((a, b) => a.ts - b.ts);
    for (let index = 0; index < own.length - 1; index += 1) own[index]!.dur = own[index + 1]!.ts - own[index]!.ts;
    result.push(...own);
  }
  return result.sort((a, b) => a.ts - b.ts);
}

/**
 * The part of each sample inside the task (µs), so that samples across the task's edges count
 * only their share.
 * @example inTask(samples(events, thread), task)
 */
export function inTask(all: readonly Sample[], task: LongTaskEvent): Sample[] {
  const end = task.ts + task.dur;
  return all
    .filter((sample) => sample.ts < end && sample.ts + sample.dur > task.ts)
    .map((sample) => ({ ...sample, dur: Math.min(end, sample.ts + sample.dur) - Math.max(task.ts, sample.ts) }));
}

/**
 * Sums `key` of each sample's running function (self time), or of every distinct key on its
 * stack when `onStack` (inclusive time: a function and what it called); largest first. A key of
 * null leaves the frame out. `key` gets the frame, its sample and its place on the stack (0: running).
 * @example sumBy(inTask(all, task), (frame) => frame.url) // self time by script
 */
export function sumBy(list: readonly Sample[], key: (frame: CallFrame, sample: Sample, index: number) => string | null, onStack = false): [string, number][] {
  const totals = new Map<string, number>();
  for (const sample of list) {
    const frames = onStack ? sample.stack : sample.stack.slice(0, 1);
    const keys = new Set(frames.map((frame, index) => key(frame, sample, index)).filter((value): value is string => value !== null));
    if (!frames.length && !onStack) keys.add('(no stack)');
    for (const name of keys) totals.set(name, (totals.get(name) ?? 0) + sample.dur);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The parts of the code a profile reports apart (schema checks, the language, stores, rendering, each widget), by the original source path (after the source map): the first that matches names it. */
const AREAS: [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/node_modules\/superstruct\/|core\/schemas\//, 'schema checks (superstruct, core/schemas)'],
  [/core\/i18n\/|node_modules\/@lingui\/|node_modules\/@messageformat\//, 'language (core/i18n, Lingui)'],
  [/core\/stores\/|node_modules\/nanostores\/|node_modules\/@nanostores\//, 'stores (core/stores, nanostores)'],
  [/core\/api\/|node_modules\/wretch\//, 'API client (core/api, wretch)'],
  [/node_modules\/preact\//, 'rendering (Preact)'],
  [/node_modules\/(date-fns|@date-fns)\//, 'dates (date-fns)'],
  [/widgets\/([^/]+)\//, (match) => `widget ${match[1]}`],
  [/shell\/(admin)\//, () => 'shell/admin (staff area)'],
  [/shell\//, 'shell'],
  [/core\/([^/]+)\//, (match) => `core/${match[1]}`],
  [/node_modules\/((?:@[^/]+\/)?[^/]+)\//, (match) => match[1]!],
];

/**
 * The part of the code a source path belongs to, for the "on the stack" sums.
 * @example area('../../node_modules/superstruct/dist/index.mjs') // 'schema checks (superstruct, core/schemas)'
 */
export function area(source: string): string {
  for (const [pattern, name] of AREAS) {
    const match = source.match(pattern);
    if (match) return typeof name === 'string' ? name : name(match);
  }
  return source || '(unknown)';
}
