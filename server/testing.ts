// Test support for the reference API (not part of it): the real app over real HTTP on a loopback
// port, against a fresh database (SQLite in a temporary directory, or a new PostgreSQL database
// when PORTICO_TEST_DATABASE_URL names a server), with a clock tests can move.
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { areas, createApi, type ApiInstance } from './app';
import type { AppContext } from './area';
import type { Db } from './database/connection';
import { readConfig, type ServerConfig } from './config';
import { issueSession } from './areas/auth/sessions';
import { createTestDatabase } from './database/testing';

/** A running API for one test file. */
export interface TestApi {
  /** Base URL, e.g. http://127.0.0.1:43121 */
  readonly url: string;
  readonly ctx: AppContext;
  /** Moves the API's clock forward (token and code expiry) without waiting. */
  advanceClock(seconds: number): void;
  /** Moves the API's clock to an instant, forward or back (the rules of another day). */
  setClock(instant: Date): void;
  /** A valid access token for a user, as if they had signed in (for tests of other routes). */
  tokenFor(userId: string): Promise<string>;
  /** `fetch` against the API: path, method, JSON body, bearer token, extra headers. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect(), not by types
  call(path: string, options?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/** The test API's clock. */
export interface TestClock {
  /** The instant the clock starts at, so the demo data is seeded on that day; default the real now. */
  start?: Date;
  /** Stopped at `start` (moved only by `advanceClock` and `setClock`), for rules checked to the millisecond. */
  frozen?: boolean;
}

/**
 * Starts the API with demo data on a free loopback port; its clock runs from `clock.start`.
 * @example const api = await startTestApi(); afterAll(() => api.close());
 * @example const api = await startTestApi({}, { start: new Date('2026-03-29T00:15:00Z'), frozen: true });
 */
export async function startTestApi(overrides: Partial<ServerConfig> = {}, clock: TestClock = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-api-'));
  const startedAt = Date.now();
  const start = clock.start?.getTime() ?? startedAt;
  let offsetMs = 0;
  const now = () => new Date((clock.frozen ? start : start + Date.now() - startedAt) + offsetMs);
  // The port comes first, so that the API's public URL (links in its answers) is its own.
  // The node server's bindings (the client's address, which the rate limits read) pass through.
  const handler: { fetch?: (request: Request, bindings: unknown) => Response | Promise<Response> } = {};
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: (request, bindings) => handler.fetch!(request, bindings), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Demo mode on, as the tests ask for it: the outbox route reads the codes and links sent.
  const database = overrides.databaseUrl === undefined ? await createTestDatabase() : null;
  const config: ServerConfig = {
    ...readConfig({ PORTICO_DEMO: '1' }),
    dataDir,
    databaseUrl: database?.url ?? null,
    port: 0,
    quiet: true,
    logLevel: 'silent',
    publicUrl: url,
    ...overrides,
  };
  const { app, ctx, close } = await createApi(config, { now });
  handler.fetch = app.fetch;
  return {
    url,
    ctx,
    advanceClock: (seconds) => {
      offsetMs += seconds * 1000;
    },
    setClock: (instant) => {
      offsetMs += instant.getTime() - now().getTime();
    },
    // A session of the user's own, as a sign-in starts: the API takes no token without one.
    tokenFor: async (userId) => (await issueSession(ctx, userId)).authToken,
    async call(path, { method = 'GET', body, token, headers = {} } = {}) {
      const response = await fetch(url + path, {
        method,
        headers: {
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(token && { Authorization: `Bearer ${token}` }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the raw text (a file download)
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An area added to an existing database: the API without `areaName` makes and seeds a database
 * (SQLite in a temporary folder, or a new PostgreSQL database as `startTestApi` makes), `change`
 * edits it as its users would have, then the whole API starts on it and `check` reads what it
 * finds; everything is removed afterwards.
 * @example await withAreaAddedLater('parcels', async () => {}, async (later) => expect(await count(later.ctx.db)).toBe(3));
 */
export async function withAreaAddedLater(areaName: string, change: (db: Db) => Promise<void>, check: (later: ApiInstance) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `portico-${areaName}-`));
  const database = await createTestDatabase();
  const config: ServerConfig = { ...readConfig({ PORTICO_DEMO: '1' }), dataDir, databaseUrl: database?.url ?? null, quiet: true, logLevel: 'silent' };
  try {
    const earlier = await createApi(config, { areas: areas.filter((area) => area.name !== areaName) });
    try {
      await change(earlier.ctx.db);
    } finally {
      await earlier.close();
    }
    const later = await createApi(config);
    try {
      await check(later);
    } finally {
      await later.close();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
