import { describe, expect, it } from 'vitest';
import { area, completeEvents, inTask, longTasks, navigationStart, rendererMainThread, samples, selfTimeByEvent, sumBy, taskEvents, type TraceEvent } from '../../bench/trace-tasks';

const ORIGIN = 'http://127.0.0.1:4393';
const main = { pid: 2, tid: 7 };
const frame = (functionName: string, url = `${ORIGIN}/assets/first-load.js`) => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

// A renderer (pid 2) that loaded the page and one (pid 3) that did not; a 200 ms task that
// evaluates the first-load chunk (150 ms, of which a 30 ms function call) and lays out (40 ms),
// and a 30 ms task that is not long.
const EVENTS: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 3, tid: 9, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', ts: 1_000, pid: 2, tid: 7, args: { data: { documentLoaderURL: `${ORIGIN}/dashboard` } } },
  { name: 'RunTask', ph: 'X', ts: 10_000, dur: 200_000, pid: 2, tid: 7 },
  { name: 'v8.evaluateModule', ph: 'X', ts: 10_000, dur: 150_000, pid: 2, tid: 7, args: { data: { url: `${ORIGIN}/assets/first-load.js` } } },
  { name: 'FunctionCall', ph: 'X', ts: 20_000, dur: 30_000, pid: 2, tid: 7, args: { data: { url: `${ORIGIN}/assets/first-load.js`, functionName: 'boot' } } },
  { name: 'Layout', ph: 'X', ts: 165_000, dur: 40_000, pid: 2, tid: 7 },
  { name: 'RunTask', ph: 'X', ts: 300_000, dur: 30_000, pid: 2, tid: 7 },
  { name: 'RunTask', ph: 'X', ts: 10_000, dur: 500_000, pid: 3, tid: 9 },
  { name: 'Profile', ph: 'P', ts: 5_000, pid: 2, tid: 7, id: '0x1', args: { data: { startTime: 5_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ts: 400_000,
    pid: 2,
    tid: 11,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)', '') },
            { id: 2, parent: 1, callFrame: frame('render', `${ORIGIN}/assets/first-load.js`) },
            { id: 3, parent: 2, callFrame: frame('validate', `${ORIGIN}/assets/first-load.js`) },
          ],
          samples: [2, 3, 3, 2],
        },
        // Samples at 15, 65, 115 and 215 ms.
        timeDeltas: [10_000, 50_000, 50_000, 100_000],
      },
    },
  },
];

describe('completeEvents', () => {
  it('makes each begin and end pair of a thread one complete event, innermost first', () => {
    const pairs: TraceEvent[] = [
      { name: 'ParseHTML', ph: 'B', ts: 10, pid: 1, tid: 1 },
      { name: 'Layout', ph: 'B', ts: 20, pid: 1, tid: 1 },
      { name: 'Layout', ph: 'E', ts: 30, pid: 1, tid: 1 },
      { name: 'ParseHTML', ph: 'E', ts: 50, pid: 1, tid: 1, args: { endData: 1 } },
      { name: 'RunTask', ph: 'X', ts: 5, dur: 60, pid: 1, tid: 1 },
    ];
    expect(completeEvents(pairs).map(({ name, ph, ts, dur }) => [name, ph, ts, dur])).toEqual([
      ['RunTask', 'X', 5, 60],
      ['Layout', 'X', 20, 10],
      ['ParseHTML', 'X', 10, 40],
    ]);
  });
});

describe('rendererMainThread and navigationStart', () => {
  it('picks the renderer whose events name the origin, and its navigation start', () => {
    expect(rendererMainThread(EVENTS, ORIGIN)).toEqual(main);
    expect(navigationStart(EVENTS, main, ORIGIN)).toBe(1_000);
  });
});

describe('longTasks', () => {
  it('keeps the main thread tasks over 50 ms, longest first', () => {
    expect(longTasks(EVENTS, main)).toEqual([{ ts: 10_000, dur: 200_000 }]);
  });
});

describe('taskEvents and selfTimeByEvent', () => {
  it('nests the events of a task and gives each its time less its children', () => {
    const task = { ts: 10_000, dur: 200_000 };
    const inside = taskEvents(EVENTS, main, task);
    expect(inside.map(({ name, self, depth }) => [name, self, depth])).toEqual([
      ['v8.evaluateModule', 120_000, 0],
      ['FunctionCall', 30_000, 1],
      ['Layout', 40_000, 0],
    ]);
    expect(selfTimeByEvent(inside, task)).toEqual([
      ['v8.evaluateModule', 120_000],
      ['Layout', 40_000],
      ['FunctionCall', 30_000],
      ['(task itself)', 10_000],
    ]);
  });
});

describe('samples, inTask and sumBy', () => {
  it('rebuilds each sample stack, running function first, lasting until the next sample', () => {
    const all = samples(EVENTS, main);
    expect(all.map((sample) => [sample.ts, sample.dur, sample.stack.map((entry) => entry.functionName)])).toEqual([
      [15_000, 50_000, ['render']],
      [65_000, 50_000, ['validate', 'render']],
      [115_000, 100_000, ['validate', 'render']],
      [215_000, 0, ['render']],
    ]);
  });

  it('clips samples to the task and sums self and inclusive time', () => {
    const own = inTask(samples(EVENTS, main), { ts: 10_000, dur: 200_000 });
    // The third sample is clipped at the task's end (210 ms); the fourth is after it.
    expect(sumBy(own, (entry) => entry.functionName)).toEqual([
      ['validate', 145_000],
      ['render', 50_000],
    ]);
    expect(sumBy(own, (entry) => entry.functionName, true)).toEqual([
      ['render', 195_000],
      ['validate', 145_000],
    ]);
  });
});

describe('area', () => {
  it('names the part of the code a source path is in', () => {
    expect(area('node_modules/superstruct/dist/index.mjs')).toBe('schema checks (superstruct, core/schemas)');
    expect(area('core/i18n/load.ts')).toBe('language (core/i18n, Lingui)');
    expect(area('core/stores/charges.ts')).toBe('stores (core/stores, nanostores)');
    expect(area('node_modules/preact/dist/preact.mjs')).toBe('rendering (Preact)');
    expect(area('widgets/news/News.tsx')).toBe('widget news');
    expect(area('shell/admin/customers/CustomersTab.tsx')).toBe('shell/admin (staff area)');
    expect(area('core/ui/Spinner.tsx')).toBe('core/ui');
    expect(area('node_modules/@nanostores/query/dist/nanoquery.js')).toBe('stores (core/stores, nanostores)');
    expect(area('node_modules/@date-fns/tz/index.js')).toBe('dates (date-fns)');
  });
});
