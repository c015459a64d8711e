// `node --import tsx server/index.ts [--demo]` (npm start and npm run api run it with --demo): the
// reference API on 127.0.0.1:4300, its database created, migrated and seeded under .data/ on first
// start. `--demo` is PORTICO_DEMO=1: demo mode only when asked for. The production start, the
// built shell and the API in one process, is server/serve.ts (`npm run serve`).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApi } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { DEMO_PASSWORD } from './areas/core';
import { drainable, stopOnSignals } from './http/graceful-stop';

let config: ServerConfig;
try {
  config = readConfig(process.argv.includes('--demo') ? { ...process.env, PORTICO_DEMO: '1' } : process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The reference API did not start: ${error.message}`);
  process.exit(1);
}
let api: Awaited<ReturnType<typeof createApi>>;
try {
  api = await createApi(config);
} catch (error) {
  // A database that cannot be reached or is out of date: one line that says so, not a stack.
  console.error(`The reference API did not start: ${(error as Error).message}`);
  process.exit(1);
}
const { app, close } = api;
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  const clock = config.clockStart ? `, its clock started at ${config.clockStart.toISOString()}` : '';
  const database = config.databaseUrl ? `PostgreSQL at ${new URL(config.databaseUrl).host}, files in ${config.dataDir}` : `data in ${config.dataDir}`;
  console.log(`Portico reference API on http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port} (${database}${config.demoMode ? ', demo mode' : ''}${clock})`);
  if (config.demoMode) {
    console.warn(
      [
        '',
        '!!! DEMO MODE (PORTICO_DEMO=1): not for real customers. GET /dev/sso-token signs anyone in as global staff,',
        '!!! GET /dev/outbox shows every code and link sent, and the demo accounts share one password.',
        '',
      ].join('\n'),
    );
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): owner@example.com, mfa@example.com, subtenant@example.com,`);
    console.log('  downgraded@example.com, client@example.com, director@example.com, admin@example.com, manager@example.com,');
    console.log('  officer@example.com');
  }
});

// SIGTERM and SIGINT finish the requests in flight, then close the database (server/http/graceful-stop.ts).
stopOnSignals({ drains: [drainable(server as Server)], close, log: api.ctx.log });
