// The end-to-end suites' one clock. A run pinned to a day (PORTICO_E2E_CLOCK_START) starts each
// worker's APIs at that instant (PORTICO_CLOCK_START, server/config.ts) and every browser context
// of the worker at the same instant (Playwright's clock), all running on at the real pace; tests
// that compute a "today" or a "day N" ask `testNow()`, never `Date.now()`, so the API, the page
// and the test agree on what today, a lead time and a horizon are. Unpinned, all are the real clock.
import type { BrowserContext } from '@playwright/test';
import { londonDay } from '../../core/domain/london';

/**
 * The instant a pinned run starts at, with its offset: PORTICO_E2E_CLOCK_START, read as each
 * worker process loads, so that the suites' tables of cases built at load time use it too.
 */
const CLOCK_START = process.env.PORTICO_E2E_CLOCK_START || undefined;

const pinned: { start: number; realAtStart: number } | null = CLOCK_START ? { start: parseStart(CLOCK_START), realAtStart: Date.now() } : null;

function parseStart(value: string): number {
  const start = new Date(value).getTime();
  // With its offset: a bare local time would be read in the machine's zone.
  if (!/T\d{2}:\d{2}.*(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(start)) {
    throw new Error(`PORTICO_E2E_CLOCK_START must be an ISO instant with its offset, such as 2027-03-27T21:30:00Z; got "${value}"`);
  }
  return start;
}

/** Whether this worker runs on a pinned clock. */
export const clockIsPinned = (): boolean => pinned !== null;

/**
 * The worker's current instant in milliseconds: the pinned clock's, or the real one.
 * @example const today = londonDay(testNow());
 */
export function testNow(): number {
  return pinned ? pinned.start + (Date.now() - pinned.realAtStart) : Date.now();
}

/** Today's London date (`yyyy-MM-dd`) on the worker's clock, the "day 0" of docs/demo-data.md. */
export const testToday = (): string => londonDay(testNow());

/**
 * Puts a browser context on the worker's clock: on a pinned run, installs Playwright's clock at
 * the worker's current instant (it keeps running at the real pace, timers fire as usual); on the
 * real clock, leaves the context alone. `offsetMs` moves the page's clock away from the API's (a
 * device whose clock is wrong), and installs the clock on an unpinned run too.
 * @example await putOnWorkerClock(context);
 */
export async function putOnWorkerClock(context: BrowserContext, offsetMs = 0): Promise<void> {
  if (pinned || offsetMs !== 0) await context.clock.install({ time: testNow() + offsetMs });
}
