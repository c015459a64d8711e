// The servers every end-to-end test runs against, one set per Playwright worker (started by the
// worker fixture in tests/e2e/fixtures.ts): the reference API with a fresh data directory, the
// agent website serving the CDN bundles (dist/cdn), and the portal, the production build of the
// shell (dist/shell) with the built gallery and CMS snippet page (dist/examples), under Portico's
// strict Content-Security-Policy. `npm run build` makes the builds before the suites run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgentWebsite } from '../../examples/agent-website/server';
import { serveShell } from '../../scripts/serve-shell';
import { clockIsPinned, testNow } from './clock';
import { createTestDatabase } from '../../server/database/testing';
import { startRoundRobin } from './round-robin';
import { API, API_PORT, EMBED_HOST, PAIR_API_PORTS, PORTAL, PORTAL_PORT, QUICKSTART_APP, QUICKSTART_SITE, SHELL_BUILD, SITE, SITE_PORT } from './ports';

/** Polls `url` until it answers (any status), for at most `seconds`, retrying on the API's own readiness rather than after a fixed pause. */
async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`, { cause: error });
      // A connection refused comes back at once: poll every 100 ms rather than spin.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** How to run one reference API (each maps to the API's environment, server/config.ts). */
export interface ApiOptions {
  port: number;
  dataDir: string;
  corsOrigins: readonly string[];
  /** Where the links in e-mails lead (reset password, confirm e-mail). */
  portalOrigin?: string;
  /** Lifetime of access tokens, so that a token expires while a page is open. */
  accessTokenSeconds?: number;
  /** False: the routes the specification does not name answer 404, as from an API built to it alone. */
  extensions?: boolean;
  /** The API's public address for links in its answers; its own unless set (behind a balancer, the balancer's). */
  publicUrl?: string;
  /** PostgreSQL to run on (PORTICO_DATABASE_URL) instead of SQLite under `dataDir`. */
  databaseUrl?: string;
  /** The instant the API's clock starts at (an ISO instant), instead of the worker's clock. */
  clockStart?: string;
  /** Sign-in attempts per window before a 429 (PORTICO_RATE_LIMIT_MAX); 100 unless set. */
  rateLimitMax?: number;
  /** The rate limit's window (PORTICO_RATE_LIMIT_WINDOW); the API's own unless set. */
  rateLimitWindowSeconds?: number;
}

/** A running reference API process. */
export interface ApiProcess {
  /** Ends the process (as an outage would) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the real reference API, the same command as `npm run api`, in a child process, and
 * waits until it answers. On a worker whose clock is pinned (clock.ts), the API's clock starts at
 * the worker's current instant.
 * @example const api = await startApi({ port: 4301, dataDir, corsOrigins: [SITE] }); await api.stop();
 */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORTICO_API_PORT: String(options.port),
      PORTICO_DATA_DIR: options.dataDir,
      PORTICO_CORS_ORIGINS: options.corsOrigins.join(','),
      PORTICO_API_PUBLIC_URL: options.publicUrl ?? url,
      PORTICO_QUIET: '1',
      // Warnings and errors only: a line per request is work the suite would throw away.
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_DEMO: '1',
      // Several sign-ins per run from one address: the limit itself is the API's own tests' concern.
      PORTICO_RATE_LIMIT_MAX: String(options.rateLimitMax ?? 100),
      PORTICO_DATABASE_URL: options.databaseUrl ?? '',
      ...(options.rateLimitWindowSeconds === undefined ? {} : { PORTICO_RATE_LIMIT_WINDOW: String(options.rateLimitWindowSeconds) }),
      ...(options.portalOrigin === undefined ? {} : { PORTICO_PORTAL_ORIGIN: options.portalOrigin }),
      ...(options.accessTokenSeconds === undefined ? {} : { PORTICO_ACCESS_TOKEN_SECONDS: String(options.accessTokenSeconds) }),
      PORTICO_EXTENSIONS: options.extensions === false ? 'off' : 'on',
      // Never the machine's own setting: an API on the real clock must not inherit a pinned one.
      PORTICO_CLOCK_START: options.clockStart ?? (clockIsPinned() ? new Date(testNow()).toISOString() : ''),
    },
  });
  // The API must not outlive this process (a worker stopped without its teardown): a leftover
  // would keep the port and its stale data.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.removeListener('exit', killChild));
  // A child that ends before it answers (its port taken, say by an API left over from a worker
  // that stopped) must fail the start, not leave the suite talking to that other API.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the API on port ${options.port} ended before it answered (${code ?? signal})`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(`${url}/dev/outbox?to=nobody@example.com`, 60), exited]);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Closes an HTTP server started in this process, its open connections included. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * The lifetime of the worker API's auth tokens: longer than a run, so the stored sessions
 * (fixtures.ts) never need a refresh. The suites about expiry make expired tokens themselves
 * (tests/resilience/session-support.ts) or run an API of their own with a short lifetime.
 */
export const WORKER_ACCESS_TOKEN_SECONDS = 2 * 60 * 60;

/**
 * Starts this worker's API (fresh data), agent website and portal on the ports of tests/e2e/ports.ts.
 * @example const servers = await startWorkerServers(); await servers.close();
 */
export async function startWorkerServers(): Promise<{ close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  // The resilience suites sign tokens with this API's key (tests/resilience/session-support.ts).
  process.env.PORTICO_E2E_DATA_DIR = dataDir;
  const options = {
    dataDir,
    corsOrigins: [SITE, `http://localhost:${SITE_PORT}`, PORTAL, SHELL_BUILD, EMBED_HOST, QUICKSTART_APP, QUICKSTART_SITE],
    portalOrigin: PORTAL,
    accessTokenSeconds: WORKER_ACCESS_TOKEN_SECONDS,
  };
  const [api, site, portal] = await Promise.all([
    process.env.PORTICO_E2E_TWO_APIS ? startApiPair(options) : startApi({ ...options, port: API_PORT }),
    startAgentWebsite(SITE_PORT, { apiUrl: API }),
    serveShell({ port: PORTAL_PORT, apiUrl: API, alsoServe: ['dist/examples'] }),
  ]);
  return {
    async close() {
      await Promise.all([api.stop(), closeServer(site), portal.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker's API as an agent runs it for availability: two processes on one new PostgreSQL
 * database (PORTICO_TEST_DATABASE_URL's server) and one shared folder, behind a balancer on
 * API_PORT that sends each request to the next process in turn.
 */
async function startApiPair(options: Omit<ApiOptions, 'port'>): Promise<ApiProcess> {
  const database = await createTestDatabase();
  if (!database) throw new Error('PORTICO_E2E_TWO_APIS needs PORTICO_TEST_DATABASE_URL (scripts/postgres.mjs sets it).');
  // Links in answers (images) lead to the balancer, as the API's public address.
  const apis = await Promise.all(PAIR_API_PORTS.map((port) => startApi({ ...options, port, databaseUrl: database.url, publicUrl: API })));
  const balancer = await startRoundRobin(API_PORT, PAIR_API_PORTS);
  return {
    async stop() {
      await closeServer(balancer);
      await Promise.all(apis.map((api) => api.stop()));
      await database.drop();
    },
  };
}
