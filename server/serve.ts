// The production start, `npm run serve` (or `node dist/server/serve.js` on a machine that has
// built it, from the repository's folder): the built shell (dist/shell) and the API in one Node
// process, compiled by scripts/build-server.mjs. PORTICO_PRODUCTION=1 unless set otherwise: the API
// refuses to start without the settings a real portal needs, seeds no demo data and has no demo
// routes. JSON log lines on stdout (pino); SIGTERM finishes the requests in flight and exits 0.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { serveShell, SHELL_DIST, type ShellServer } from '../scripts/serve-shell.ts';
import { createApi, type ApiInstance } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { drainable, stopOnSignals } from './http/graceful-stop';

/** Where the shell is served from unless PORTICO_PORTAL_PORT and PORTICO_PORTAL_HOST say otherwise. */
const DEFAULT_PORTAL_PORT = 4200;
const DEFAULT_PORTAL_HOST = '127.0.0.1';

/** Says why Portico cannot start, in words and without a stack, and ends the process. */
function refuse(reason: string): never {
  // No logger yet, or a configuration the logger's level comes from: a plain line for the operator.
  process.stderr.write(`Portico did not start: ${reason}\n`);
  process.exit(1);
}

function readPortalPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORTAL_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) refuse(`PORTICO_PORTAL_PORT must be a port number; got "${value}".`);
  return port;
}

process.env.PORTICO_PRODUCTION ??= '1';
let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(error.message);
}
const portalPort = readPortalPort(process.env.PORTICO_PORTAL_PORT);
const portalHost = process.env.PORTICO_PORTAL_HOST?.trim() || DEFAULT_PORTAL_HOST;
const shellDir = process.env.PORTICO_SHELL_DIR?.trim() || SHELL_DIST;

// The shell first: a missing build is found before the database is touched.
let shell: ShellServer;
try {
  // The served configuration's baseUrl and the page's connect-src name the API's public address.
  shell = await serveShell({ dir: shellDir, port: portalPort, host: portalHost, apiUrl: config.publicUrl });
} catch (error) {
  refuse(`the portal cannot be served from ${shellDir}: ${(error as Error).message}`);
}
const drainShell = drainable(shell.server);

let api: ApiInstance;
try {
  api = await createApi(config);
} catch (error) {
  // A database that cannot be reached or is out of date: one line that says so, not a stack.
  refuse((error as Error).message);
}
const { log } = api.ctx;

const apiServer = serve({ fetch: api.app.fetch, port: config.port, hostname: config.host }) as Server;
const drainApi = drainable(apiServer);
const apiPort = await new Promise<number>((resolve) => {
  apiServer.once('error', (error) => refuse(`the API cannot listen on ${config.host}:${config.port}: ${error.message}`));
  apiServer.once('listening', () => resolve((apiServer.address() as { port: number }).port));
});

log.info(
  {
    api: `http://${config.host}:${apiPort}`,
    portal: shell.origin,
    publicUrl: config.publicUrl,
    portalOrigin: config.portalOrigin,
    database: config.databaseUrl ? `PostgreSQL at ${new URL(config.databaseUrl).host}` : 'SQLite',
    dataDir: config.dataDir,
    production: config.production,
  },
  'serving',
);
stopOnSignals({ drains: [drainApi, drainShell], close: () => api.close(), log });
