// `npm run bench`: the reference API under load on loopback. The API runs in its own process (so
// the load generator does not share its event loop) against a fresh database in a temporary
// directory; one charge account gets 10,000 statement lines; autocannon then measures GET /charges
// and that statement at a fixed concurrency for a fixed time. Bounded: about 30 s in all.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db';
import { benchmarkStatement } from '../server/areas/residents';
import { writeResultsSection } from './results';

const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 10;
const SECONDS = 8;
const STATEMENT_LINES = 10_000;

const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
// node itself with tsx's loader: one process, so stopping it stops the API (npx would leave it running).
const api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORTICO_API_PORT: String(PORT), PORTICO_DATA_DIR: dataDir, PORTICO_QUIET: '1', PORTICO_RATE_LIMIT_MAX: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForApi();
  // The server has created and seeded the database; the bench adds the long statement beside it.
  const db = openDatabase(join(dataDir, 'portico.sqlite'));
  const accountId = benchmarkStatement(db, STATEMENT_LINES);
  db.close();

  const token = await signIn('owner@example.com', 'Portal-Demo-1');
  const rows = [
    await measure('GET /charges', '/charges', token),
    await measure(`GET /charges/{id}/statement (${STATEMENT_LINES.toLocaleString('en-GB')} lines)`, `/charges/${accountId}/statement`, token),
  ];
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  const table = [
    `## Reference API (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `autocannon, ${CONCURRENCY} connections, ${SECONDS} s per route, loopback, API in its own process.`,
    '',
    '| route | requests/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`),
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('api', table);
} finally {
  const stopped = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForApi(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/developments`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not start within 60 s.');
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'password', email, password }),
  });
  const body = (await response.json()) as { data: { authToken: string } };
  return body.data.authToken;
}

async function measure(name: string, path: string, token: string) {
  const result = await autocannon({
    url: BASE + path,
    connections: CONCURRENCY,
    duration: SECONDS,
    headers: { Authorization: `Bearer ${token}` },
  });
  const errors = result.errors + result.non2xx;
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
}
