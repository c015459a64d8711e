// A reference API and an agent website that one end-to-end suite starts, stops and starts again
// itself, for the failures the worker's shared servers (servers.ts) must not suffer (the API going
// down while a resident types). The API is the real one, the same command as the shared one, in a
// child process with a fresh data directory; stopping it ends the process, as an outage would.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgentWebsite } from '../../examples/agent-website/server';
import { OWN_API_PORT, OWN_SITE_PORT } from './ports';
import { closeServer, startApi as startApiProcess, type ApiProcess } from './servers';

/** The API's base and the site's base of `startOwnServers`. */
export const OWN_API = `http://127.0.0.1:${OWN_API_PORT}`;
export const OWN_SITE = `http://127.0.0.1:${OWN_SITE_PORT}`;

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
  let api: ApiProcess | undefined;
  const startApi = async () => {
    api = await startApiProcess({
      port: OWN_API_PORT,
      dataDir,
      corsOrigins: [OWN_SITE, ...(options.corsOrigins ?? [])],
      accessTokenSeconds: options.accessTokenSeconds,
    });
  };
  const stopApi = async () => {
    const running = api;
    api = undefined;
    await running?.stop();
  };
  await startApi();
  const site: Server = await startAgentWebsite(OWN_SITE_PORT, { apiUrl: OWN_API });
  return {
    dataDir,
    stopApi,
    startApi,
    async close() {
      await stopApi();
      await closeServer(site);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
