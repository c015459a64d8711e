// Test support for the reference API (not part of it): the real app over real HTTP on a loopback
// port, against a fresh database in a temporary directory, with a clock tests can move.
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApi } from './app';
import type { AppContext } from './area';
import { readConfig, type ServerConfig } from './config';

/** A running API for one test file. */
export interface TestApi {
  /** Base URL, e.g. http://127.0.0.1:43121 */
  readonly url: string;
  readonly ctx: AppContext;
  /** Moves the API's clock forward (token and code expiry) without waiting. */
  advanceClock(seconds: number): void;
  /** A valid access token for a user, as if they had signed in (for tests of other routes). */
  tokenFor(userId: string): Promise<string>;
  /** `fetch` against the API: path, method, JSON body, bearer token, extra headers. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect(), not by types
  call(path: string, options?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Starts the API with demo data on a free loopback port.
 * @example const api = await startTestApi(); afterAll(() => api.close());
 */
export async function startTestApi(overrides: Partial<ServerConfig> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-api-'));
  let offsetMs = 0;
  const config: ServerConfig = { ...readConfig({}), dataDir, port: 0, quiet: true, ...overrides };
  const { app, ctx, close } = await createApi(config, { now: () => new Date(Date.now() + offsetMs) });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ctx,
    advanceClock: (seconds) => {
      offsetMs += seconds * 1000;
    },
    tokenFor: (userId) => ctx.accessTokens.sign(userId, ctx.now()),
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
      close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
