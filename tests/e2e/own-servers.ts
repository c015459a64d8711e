// A reference API and an agent website that one end-to-end suite starts, stops and starts again
// itself, for the failures playwright.config.ts's shared servers must not suffer (the API going
// down while a resident types). The API is the real one, the same command as the shared one, in a
// child process with a fresh data directory; stopping it ends the process, as an outage would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgentWebsite } from '../../examples/agent-website/server';
import { OWN_API_PORT, OWN_SITE_PORT } from './ports';

/** The API's base and the site's base of `startOwnServers`. */
export const OWN_API = `http://127.0.0.1:${OWN_API_PORT}`;
export const OWN_SITE = `http://127.0.0.1:${OWN_SITE_PORT}`;

/** Polls `url` until it answers (any status), for at most `seconds`. */
async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Handles on the suite's own servers. */
export interface OwnServers {
  /** Ends the API process and waits until its port is closed. */
  stopApi(): Promise<void>;
  /** Starts the API again on the same data (tokens stay valid: the signing key is kept there). */
  startApi(): Promise<void>;
  /** Stops both and removes the data. */
  close(): Promise<void>;
  /** The API's data directory (its SQLite database is `portico.sqlite` in it). */
  readonly dataDir: string;
}

/** What a suite may change about its own API (each maps to the API's environment, server/config.ts). */
export interface OwnServersOptions {
  /** Origins besides the agent website's that the API answers with CORS headers (a portal shell of the suite's own). */
  corsOrigins?: readonly string[];
  /** Lifetime of access tokens (PORTICO_ACCESS_TOKEN_SECONDS), so that a token expires while a page is open. */
  accessTokenSeconds?: number;
}

/**
 * Starts the reference API (fresh data) and the agent website pointing at it, on OWN_API_PORT and
 * OWN_SITE_PORT.
 * @example const servers = await startOwnServers({ accessTokenSeconds: 45 }); await servers.stopApi(); await servers.startApi();
 */
export async function startOwnServers(options: OwnServersOptions = {}): Promise<OwnServers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-own-'));
  let api: ChildProcess | undefined;
  const startApi = async () => {
    api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORTICO_API_PORT: String(OWN_API_PORT),
        PORTICO_DATA_DIR: dataDir,
        PORTICO_CORS_ORIGINS: [OWN_SITE, ...(options.corsOrigins ?? [])].join(','),
        PORTICO_API_PUBLIC_URL: OWN_API,
        PORTICO_QUIET: '1',
        PORTICO_RATE_LIMIT_MAX: '100',
        ...(options.accessTokenSeconds === undefined ? {} : { PORTICO_ACCESS_TOKEN_SECONDS: String(options.accessTokenSeconds) }),
      },
    });
    await waitFor(`${OWN_API}/dev/outbox?to=nobody@example.com`, 60);
  };
  const stopApi = async () => {
    const running = api;
    api = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await startApi();
  const site: Server = await startAgentWebsite(OWN_SITE_PORT, { apiUrl: OWN_API });
  return {
    dataDir,
    stopApi,
    startApi,
    async close() {
      await stopApi();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
