// `npx tsx bench/mixed.bench.ts` (part of `npm run bench`): a mixed resident load on the reference
// API, three ways in one run: SQLite with one process, PostgreSQL with one process, PostgreSQL with
// two processes sharing the database (each virtual resident on one of them, as a balancer would
// spread them). Each virtual resident signs in, then repeats what a resident does in a visit: the
// dashboard's calls, charges, a statement, the Gym's slots for a week, a booking and its cancel.
// Requests per second and p50/p99 per way; nothing is asserted. PostgreSQL is a throwaway cluster
// (scripts/postgres.mjs); without one, its two rows say so. About 70 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { addLondonDays, londonDay, londonTime } from '../core/domain/london';
import { demoIds } from '../server/areas/core';
import { createTestDatabase } from '../server/database/testing';
import { postgresBin, startPostgres } from '../scripts/postgres.mjs';
import { BENCH_PORTS } from './ports';
import { startBenchApi, type BenchApi } from './reference-api';
import { machineName, quantile, recordSummary, writeResultsSection } from './results';

/** Virtual residents at once: each waits for an answer before its next request, as a browser tab does. */
const RESIDENTS = 16;
const SECONDS = 15;
/** The demo residents who may book the Gym (docs/demo-data.md). */
const ACCOUNTS = ['owner@example.com', 'subtenant@example.com'];
const PASSWORD = 'Portal-Demo-1';
/** The requests of one visit after the sign-in (`resident` below), a booking's cancel included. */
const VISIT_REQUESTS = 8;

interface Way {
  name: string;
  processes: number;
  databaseUrl: string | null;
}

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers of 500 and over, and requests that got no answer. */
  errors: number;
  /** 4xx answers a resident can get under load: a slot someone else took (409), the Gym's limit (400). */
  refusals: number;
}

const loadAtStart = loadavg()[0]!;
const rows: (Figures | { name: string; skipped: string })[] = [];
const bin = postgresBin();
const postgres = bin ? await startPostgres(bin) : null;
if (postgres) process.env.PORTICO_TEST_DATABASE_URL = postgres.url;
try {
  const ways: Way[] = [{ name: 'SQLite, 1 process', processes: 1, databaseUrl: null }];
  for (const processes of [1, 2]) {
    const name = `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`;
    const database = postgres ? await createTestDatabase() : null;
    if (database) ways.push({ name, processes, databaseUrl: database.url });
    else rows.push({ name, skipped: 'no PostgreSQL on this machine (scripts/postgres.mjs)' });
  }
  for (const way of ways) rows.push(await run(way));
} finally {
  postgres?.stop();
}

const measured = rows.filter((row): row is Figures => 'rps' in row);
const machine = machineName();
const table = [
  `## Mixed resident load (${new Date().toISOString().slice(0, 10)}, ${machine})`,
  '',
  `${RESIDENTS} virtual residents (${ACCOUNTS.join(' and ')}, alternately) for ${SECONDS} s per way, loopback, the API in its own process(es) and the load from this one; each resident signs in once, then repeats a visit: \`GET /user\`, \`GET /developments\`, \`GET /notifications/count\`, \`GET /charges\`, the first account's statement, the Gym's slots for 7 days, a booking of a random free-looking Gym slot and its cancel. With two processes, residents alternate between them. Refusals are the 409s and 400s of two residents wanting one slot or the Gym's limit of upcoming bookings. Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}, on 2 cores that also run the load generator and, for PostgreSQL, its server.`,
  '',
  '| way | requests | requests/s | p50 ms | p99 ms | errors | refusals |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((row) =>
    'skipped' in row ? `| ${row.name} | skipped: ${row.skipped} | | | | | |` : `| ${row.name} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.refusals} |`,
  ),
  '',
  ...measured.map((row) => `${row.name}: at ${row.rps} requests/s, and a resident's visit being ${VISIT_REQUESTS} requests, about ${Math.round((row.rps * 3600) / VISIT_REQUESTS).toLocaleString('en-GB')} visits an hour.`),
  '',
].join('\n');
console.log(`\n${table}`);
writeResultsSection('mixed', table);
recordSummary(
  'mixed',
  'Mixed resident load',
  machine,
  measured.flatMap((row) => [
    { figure: `${row.name}: requests/s`, value: String(row.rps) },
    { figure: `${row.name}: p50 / p99 ms`, value: `${row.p50} / ${row.p99}` },
  ]),
);

async function run(way: Way): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-mixed-'));
  const apis: BenchApi[] = [];
  try {
    // One after the other: the first creates and seeds the database, the second finds it ready.
    for (let index = 0; index < way.processes; index += 1) {
      apis.push(
        await startBenchApi(BENCH_PORTS.mixed + index, {
          PORTICO_DATA_DIR: dataDir,
          PORTICO_DATABASE_URL: way.databaseUrl ?? '',
          PORTICO_RATE_LIMIT_MAX: '100000',
        }),
      );
    }
    const latencies: number[] = [];
    const counts = { errors: 0, refusals: 0 };
    const until = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(Array.from({ length: RESIDENTS }, (_, index) => resident(apis[index % apis.length]!.base, ACCOUNTS[index % ACCOUNTS.length]!, index, until, latencies, counts)));
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      name: way.name,
      requests: latencies.length,
      rps: Math.round(latencies.length / elapsed),
      p50: Math.round(quantile(latencies, 0.5)),
      p99: Math.round(quantile(latencies, 0.99)),
      ...counts,
    };
  } finally {
    for (const api of apis) await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function resident(base: string, email: string, index: number, until: number, latencies: number[], counts: { errors: number; refusals: number }): Promise<void> {
  const timed = async (path: string, init: RequestInit = {}) => {
    const start = performance.now();
    try {
      const response = await fetch(base + path, init);
      const body = await response.text();
      latencies.push(performance.now() - start);
      if (response.status >= 500) counts.errors += 1;
      else if (response.status >= 400) counts.refusals += 1;
      return { status: response.status, body: body ? JSON.parse(body) : null };
    } catch {
      counts.errors += 1;
      return { status: 0, body: null };
    }
  };
  const login = await timed('/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'password', email, password: PASSWORD }) });
  if (login.status !== 200) throw new Error(`${email} could not sign in (${login.status}).`);
  const headers = { Authorization: `Bearer ${login.body.data.authToken}` };
  const json = { ...headers, 'Content-Type': 'application/json' };
  const today = londonDay(Date.now());
  let visit = 0;
  while (Date.now() < until) {
    visit += 1;
    await timed('/user', { headers });
    await timed('/developments', { headers });
    await timed('/notifications/count', { headers });
    const charges = await timed('/charges', { headers });
    const accountId = charges.body?.data?.developments?.[0]?.premises?.[0]?.chargeAccounts?.[0]?.id;
    if (accountId) await timed(`/charges/${accountId}/statement`, { headers });
    await timed(`/facilities/${demoIds.gym}/slots?fromDate=${addLondonDays(today, 2)}&toDate=${addLondonDays(today, 8)}`, { headers });
    // A slot on one of the next days, from 10:00, spread by resident and visit so that most are free.
    const day = addLondonDays(today, 2 + ((index + visit) % 6));
    const start = londonTime(day, '10:00') + ((index * 7 + visit * 3) % 20) * 45 * 60_000;
    const body = JSON.stringify({ startAt: new Date(start).toISOString(), endAt: new Date(start + 30 * 60_000).toISOString() });
    const booked = await timed(`/facilities/${demoIds.gym}/bookings`, { method: 'POST', headers: json, body });
    if (booked.status === 201) {
      await timed(`/facilities/${demoIds.gym}/bookings/${booked.body.data.id}/change-state`, { method: 'PUT', headers: json, body: JSON.stringify({ state: 'cancelled' }) });
    }
  }
}
