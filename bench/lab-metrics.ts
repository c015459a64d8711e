// The lab metrics of bench/shell.bench.ts, computed from the performance entries a page recorded.
// Pure functions, so the definitions are tested apart from a browser (tests/unit/lab-metrics.test.ts).

/** A `layout-shift` entry, as much of it as CLS needs. */
export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/** A `longtask` entry, as much of it as TBT needs. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/** A resource timing entry, as much of it as the JS figure needs. */
export interface ResourceEntry {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** Session windows of CLS (web.dev/articles/cls): a gap of 1 s closes a window, and a window lasts 5 s at most. */
const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;
/** The part of a task over 50 ms blocks input (TBT, as Lighthouse defines it). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * Cumulative Layout Shift as Chrome reports it since 2021: the largest session window's sum of
 * layout-shift scores, shifts within 500 ms of an input (`hadRecentInput`) left out.
 * @example cumulativeLayoutShift([{ startTime: 100, value: 0.01, hadRecentInput: false }]) // 0.01
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((entry) => !entry.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= SESSION_GAP_MS || shift.startTime - windowStart >= SESSION_MAX_MS) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Total Blocking Time between `from` (first contentful paint) and `to` (the end of the measured
 * window): each long task clipped to the window, and the part of it over 50 ms summed.
 * @example totalBlockingTime([{ startTime: 0, duration: 200 }], 100, 1000) // 50: 100 ms of it after FCP
 */
export function totalBlockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    total += Math.max(0, end - start - BLOCKING_THRESHOLD_MS);
  }
  return total;
}

/**
 * The JavaScript a page fetched from `origin`: the number of files, the bytes on the wire
 * (`encodedBodySize`: gzip as served, headers not counted) and the bytes once decoded.
 * @example scriptBytes(performance.getEntriesByType('resource'), location.origin)
 */
export function scriptBytes(entries: readonly ResourceEntry[], origin: string): { files: number; encoded: number; decoded: number } {
  const scripts = entries.filter((entry) => {
    const url = new URL(entry.name);
    return url.origin === origin && url.pathname.endsWith('.js');
  });
  return {
    files: new Set(scripts.map((entry) => entry.name)).size,
    encoded: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
  };
}
