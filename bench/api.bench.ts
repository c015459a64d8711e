// `npm run bench`: the reference API under load on loopback. The API runs in its own process (so
// the load generator does not share its event loop) against a fresh database in a temporary
// directory; one charge account gets 10,000 statement lines; autocannon then measures GET /charges
// and that statement at a fixed concurrency for a fixed time. Bounded: about 30 s in all.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { openDatabase } from '../server/db';
import { benchmarkStatement } from '../server/areas/residents';
import { startBenchApi, signIn } from './reference-api';
import { machineName, recordSummary, writeResultsSection } from './results';

const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 10;
const SECONDS = 8;
const STATEMENT_LINES = 10_000;

const api = await startBenchApi(PORT);

try {
  // The server has created and seeded the database; the bench adds the long statement beside it.
  const db = openDatabase(join(api.dataDir, 'portico.sqlite'));
  const accountId = benchmarkStatement(db, STATEMENT_LINES);
  db.close();

  const { authToken: token } = await signIn(BASE, 'owner@example.com', 'Portal-Demo-1');
  const rows = [
    await measure('GET /charges', '/charges', token),
    await measure(`GET /charges/{id}/statement (${STATEMENT_LINES.toLocaleString('en-GB')} lines)`, `/charges/${accountId}/statement`, token),
  ];
  const machine = machineName();
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
  recordSummary(
    'api',
    'Reference API',
    machine,
    rows.flatMap((row) => [
      { figure: `${row.name}: requests/s`, value: String(row.rps) },
      { figure: `${row.name}: p50 / p99 ms`, value: `${row.p50} / ${row.p99}` },
    ]),
  );
} finally {
  await api.stop();
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
