// Fault injection for the faults suite (faults.e2e.ts): what each fault answers in place of the
// reference API, the watch for uncaught exceptions and console errors, and the clock for
// time-outs. Faults are injected with `page.route` on the API's origin only; every call a fault
// does not match goes on to the real reference API of this run.
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page, Request, Route } from '@playwright/test';
import { testNow } from '../e2e/clock';
import { API } from '../e2e/ports';
import type { StoredSession, Session } from '../e2e/shell-support';

/**
 * What the portal must do when a fault hits a call: show an error with a retry (`error`), carry on
 * as if nothing happened (`recovers`: an expired token refreshed once, the call retried), or end
 * the session cleanly and show a sign-in (`signed-out`: the refresh itself was refused).
 */
export type FaultOutcome = 'error' | 'recovers' | 'signed-out';

/** One kind of failure, as the API client (core/api/client.ts) meets it. */
export interface Fault {
  name: string;
  /** The `ApiError` kind it becomes (core/api/error.ts), or what the session does. */
  surfacesAs: string;
  outcome: FaultOutcome;
  /** Needs a signed-in session: the token faults have no token to expire on a public page. */
  needsSession?: boolean;
  /** Holds calls unanswered: the client's own time limit must pass (`passTime`). */
  holds?: boolean;
  /** Part of the error the portal shows (core/i18n/en.json `api.*`, or the server's message). */
  message?: string;
}

/** A call of the API: its method and path (below the API's origin, no query). */
export interface CallPattern {
  method: 'GET' | 'POST' | 'PUT';
  path: RegExp;
}

// A fulfilled answer to another origin needs the CORS header the real API would give, else the
// browser blocks it and every fault would look like a network failure.
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers()['origin'];
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
}

async function fulfil(route: Route, status: number, body: string): Promise<void> {
  await route.fulfill({ status, contentType: 'application/json', headers: corsHeaders(route.request()), body });
}

/** What the injected HTTP 500 says: the portal shows the server's own messages. */
const SERVER_MESSAGE = 'The server had a problem.';

/** The faults of the suite, each with what the portal must do about it. */
export const FAULTS = {
  http500: { name: 'HTTP 500', surfacesAs: 'http', outcome: 'error', message: SERVER_MESSAGE },
  timeout: { name: 'time-out', surfacesAs: 'timeout', outcome: 'error', holds: true, message: 'The server took too long to answer.' },
  malformedJson: { name: 'malformed JSON', surfacesAs: 'validation', outcome: 'error', message: "The server's answer could not be read." },
  wrongShape: { name: 'wrong shape', surfacesAs: 'validation', outcome: 'error', message: "The server's answer could not be read." },
  internetDisconnected: { name: 'network: internet disconnected', surfacesAs: 'network', outcome: 'error', message: 'The server could not be reached.' },
  connectionRefused: { name: 'network: connection refused', surfacesAs: 'network', outcome: 'error', message: 'The server could not be reached.' },
  expiredTokenRefreshed: { name: 'expired token, refreshed', surfacesAs: '401, one refresh, call retried', outcome: 'recovers', needsSession: true },
  expiredTokenRefused: { name: 'expired token, refresh refused', surfacesAs: '401, refresh refused: session ended', outcome: 'signed-out', needsSession: true },
} as const satisfies Record<string, Fault>;

export type FaultId = keyof typeof FAULTS;

/** What a test holds of an injected fault. */
export interface InjectedFault {
  /** From now on every call goes to the real API (calls held by a time-out stay held until the client gives up). */
  lift(): Promise<void>;
  /** How many calls the fault has answered (or held). */
  readonly hits: number;
  /** How many times the page asked for new tokens (`GET /user/token`). */
  readonly refreshes: number;
  /** How many calls other than the held ones are on their way (any origin). */
  readonly othersInFlight: number;
}

function matches(request: Request, calls: readonly CallPattern[]): boolean {
  const url = new URL(request.url());
  return calls.some((call) => call.method === request.method() && call.path.test(url.pathname));
}

/**
 * Makes `fault` answer the calls of `calls` on `page` until lifted. The token faults answer 401
 * to a call that carries `session`'s auth token (the token expired on the server), so a call
 * retried with a refreshed token goes through; `expiredTokenRefused` also refuses the refresh.
 * @example const injected = await injectFault(page, 'http500', [{ method: 'GET', path: /^\/charges$/ }]);
 */
export async function injectFault(page: Page, id: FaultId, calls: readonly CallPattern[], session?: Session | StoredSession): Promise<InjectedFault> {
  const state = { hits: 0, refreshes: 0, lifted: false };
  const inFlight = new Set<Request>();
  const held = new Set<Request>();
  page.on('request', (request) => {
    inFlight.add(request);
    if (request.method() === 'GET' && request.url() === `${API}/user/token`) state.refreshes += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const expiredBearer = session ? `Bearer ${session.authToken}` : undefined;

  const handler = async (route: Route): Promise<void> => {
    const request = route.request();
    const refresh = request.method() === 'GET' && new URL(request.url()).pathname === '/user/token';
    if (state.lifted || (!matches(request, calls) && !(refresh && id === 'expiredTokenRefused'))) return route.fallback();
    if (refresh) return fulfil(route, 401, JSON.stringify({ messages: ['The refresh token has expired.'] }));
    if ((id === 'expiredTokenRefreshed' || id === 'expiredTokenRefused') && request.headers()['authorization'] !== expiredBearer) return route.fallback();
    state.hits += 1;
    switch (id) {
      case 'http500':
        return fulfil(route, 500, JSON.stringify({ messages: [SERVER_MESSAGE] }));
      case 'malformedJson':
        return fulfil(route, 200, '{"data": {"cut off half-way');
      case 'wrongShape':
        // Valid JSON in the envelope, but nothing any schema of the portal asks for.
        return fulfil(route, 200, JSON.stringify({ data: { unexpected: [1, 2, 3] } }));
      case 'internetDisconnected':
        return route.abort('internetdisconnected');
      case 'connectionRefused':
        return route.abort('connectionrefused');
      case 'expiredTokenRefreshed':
      case 'expiredTokenRefused':
        return fulfil(route, 401, JSON.stringify({ messages: ['The access token has expired.'] }));
      case 'timeout':
        // Never answered: the client's AbortController gives up after DEFAULT_TIMEOUT_MS.
        held.add(request);
        return;
    }
  };
  await page.route(`${API}/**`, handler);
  return {
    async lift() {
      state.lifted = true;
      await page.unroute(`${API}/**`, handler);
    },
    get hits() {
      return state.hits;
    },
    get refreshes() {
      return state.refreshes;
    },
    get othersInFlight() {
      return [...inFlight].filter((request) => !held.has(request)).length;
    },
  };
}

/**
 * The client's time limit, read from its source: core/api/client.ts cannot be imported into
 * Playwright's Node process (its catalogue imports JSON without an import attribute), and a copy
 * of the number here would drift.
 */
const DEFAULT_TIMEOUT_MS = (() => {
  const source = readFileSync(new URL('../../core/api/client.ts', import.meta.url), 'utf8');
  const found = /export const DEFAULT_TIMEOUT_MS = ([\d_]+);/.exec(source)?.[1];
  if (!found) throw new Error('DEFAULT_TIMEOUT_MS not found in core/api/client.ts');
  return Number(found.replaceAll('_', ''));
})();

/**
 * Before a time-out case loads its page: installs Playwright's clock, which keeps running at the
 * real pace (not paused: a paused clock would stop the effects Preact schedules too), so that
 * `passTime` can jump past the client's time limit instead of waiting 20 s.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: testNow() });
}

/** Jumps the page's clock past the client's time limit (`DEFAULT_TIMEOUT_MS`): every held call is aborted. */
export async function passTime(page: Page): Promise<void> {
  await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1000);
}

/**
 * Collects what must never happen while a fault is on: an uncaught exception (`pageerror`) and
 * any console error, except one kind. Chromium itself logs a line "Failed to load resource: ..."
 * for every subresource that fails or answers 4xx/5xx; it comes from the browser's network
 * stack, not from the portal's code, and a fault makes it by design. Only those lines are left
 * out, and only for calls to the API's origin: the same line for the portal's own files, a CORS
 * refusal, or anything the portal logs with console.error still counts.
 * @example const problems = watchForUncaught(page); ...; expect(problems).toEqual([]);
 */
export function watchForUncaught(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isBrowserNetworkLine(message)) problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

function isBrowserNetworkLine(message: ConsoleMessage): boolean {
  return message.text().startsWith('Failed to load resource: ') && message.location().url.startsWith(`${API}/`);
}
