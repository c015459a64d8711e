// `npm run bench`: the reference API under load on loopback. The API runs in its own process (so
// the load generator does not share its event loop) against a fresh database in a temporary
// directory; one charge account gets 10,000 statement lines; autocannon then measures GET /charges
// and that statement at a fixed concurrency for a fixed time, the statement three times in the same run:
// built per request and uncompressed (the old path), uncompressed from the kept answer, and gzip;
// and the Gym's slots for 14 days, computed per request by the shared slot engine.
// Bounded: about 55 s in all.
import autocannon from 'autocannon';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { addLondonDays, londonDay } from '../core/domain/london';
import { openDatabase } from '../server/database/connection';
import { demoIds } from '../server/areas/core';
import { benchmarkStatement } from '../server/areas/charges';
import { BENCH_PORTS } from './ports';
import { startBenchApi, signIn } from './reference-api';
import { machineName, recordSummary, writeResultsSection } from './results';

const PORT = BENCH_PORTS.api;
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 10;
const SECONDS = 8;
const STATEMENT_LINES = 10_000;
/** The goals for the statement with gzip: its size, and its p99 against the uncompressed one's. */
const STATEMENT_GOALS = { kb: 300, p99Ratio: 3 };
/** The slots call as the portal's two-week view makes it: today and the 13 days after, London days. */
const SLOT_DAYS = 14;

// Other work on the machine moves these figures more than anything in the API: the table says how busy it was.
const loadAtStart = loadavg()[0]!;
const api = await startBenchApi(PORT);

try {
  // The server has created and seeded the database; the bench adds the long statement beside it.
  const database = await openDatabase({ dataDir: api.dataDir, databaseUrl: null });
  const accountId = await benchmarkStatement(database.db, STATEMENT_LINES);
  await database.close();

  const { authToken: token } = await signIn(BASE, 'owner@example.com', 'Portal-Demo-1');
  const statementPath = `/charges/${accountId}/statement`;
  const statementName = `GET /charges/{id}/statement (${STATEMENT_LINES.toLocaleString('en-GB')} lines)`;
  const rows = [
    await measure('GET /charges', '/charges', token, {}),
    await measure(`${statementName}, before: uncompressed, built per request`, statementPath, token, { 'Cache-Control': 'no-cache' }),
    await measure(`${statementName}, uncompressed, kept answer`, statementPath, token, {}),
    await measure(`${statementName}, after: gzip, kept answer`, statementPath, token, { 'Accept-Encoding': 'gzip' }),
    await measure(`GET /facilities/{id}/slots (the Gym, ${SLOT_DAYS} days), gzip`, slotsPath(), token, { 'Accept-Encoding': 'gzip' }),
  ];
  const [plain, gzip] = [rows[1]!, rows[3]!];
  const p99Ratio = plain.p99 / Math.max(1, gzip.p99);
  const machine = machineName();
  const table = [
    `## Reference API (${new Date().toISOString().slice(0, 10)}, ${machine})`,
    '',
    `autocannon, ${CONCURRENCY} connections, ${SECONDS} s per route, loopback, API in its own process. The statement is measured three times in the same run (load average, 1 min, at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}): as the API answered before (no \`Accept-Encoding\`, and \`Cache-Control: no-cache\` so that it is queried and serialised for every request), uncompressed from the answer the API keeps until the database changes (\`server/http/cached-json.ts\`), and with \`Accept-Encoding: gzip\` as browsers send it (compressed once, kept). The Gym's slots (30-minute steps, 15-minute buffer, Olivia's and Sam's bookings) are computed for every request from the facility's rules and its bookings by \`core/domain/slots.ts\`. Body bytes: the answer's body as sent (\`Content-Length\` or the chunks' sum), headers not counted. Goals are the issue's (statement with gzip: at most ${STATEMENT_GOALS.kb} KB, p99 at least ${STATEMENT_GOALS.p99Ratio} times lower than uncompressed); nothing is asserted.`,
    '',
    '| route | body bytes | requests/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${kb(row.bytes)} KB | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`),
    '',
    `Statement with gzip: ${kb(gzip.bytes)} KB on the wire (goal ≤ ${STATEMENT_GOALS.kb} KB: ${verdict(gzip.bytes <= STATEMENT_GOALS.kb * 1024)}), p99 ${p99Ratio.toFixed(1)} times lower than uncompressed (goal ≥ ${STATEMENT_GOALS.p99Ratio}: ${verdict(p99Ratio >= STATEMENT_GOALS.p99Ratio)}).`,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  writeResultsSection('api', table);
  recordSummary(
    'api',
    'Reference API',
    machine,
    [
      ...rows.flatMap((row) => [
        { figure: `${row.name}: requests/s`, value: String(row.rps) },
        { figure: `${row.name}: p50 / p99 ms`, value: `${row.p50} / ${row.p99}` },
      ]),
      { figure: `${statementName}: KB on the wire, uncompressed / gzip`, value: `${kb(plain.bytes)} / ${kb(gzip.bytes)}`, goal: `gzip ≤ ${STATEMENT_GOALS.kb}`, met: gzip.bytes <= STATEMENT_GOALS.kb * 1024 },
      { figure: `${statementName}: p99 uncompressed ÷ p99 gzip`, value: p99Ratio.toFixed(1), goal: `≥ ${STATEMENT_GOALS.p99Ratio}`, met: p99Ratio >= STATEMENT_GOALS.p99Ratio },
    ],
  );
} finally {
  await api.stop();
}

function slotsPath(): string {
  const today = londonDay(new Date());
  return `/facilities/${demoIds.gym}/slots?fromDate=${today}&toDate=${addLondonDays(today, SLOT_DAYS - 1)}`;
}

async function measure(name: string, path: string, token: string, extraHeaders: Record<string, string>) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...extraHeaders };
  const bytes = await bodyBytes(path, headers);
  const result = await autocannon({ url: BASE + path, connections: CONCURRENCY, duration: SECONDS, headers });
  const errors = result.errors + result.non2xx;
  return { name, bytes, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** The body's bytes as they cross the wire: node:http does not decompress (fetch would). */
function bodyBytes(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(BASE + path, { headers }, (response) => {
      let total = 0;
      response.on('data', (chunk: Buffer) => (total += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(total) : reject(new Error(`${path} answered ${response.statusCode}`))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}

function verdict(met: boolean): string {
  return met ? 'met' : '**missed**';
}
