// Two reference API processes on one PostgreSQL database, as an agent runs them behind a load
// balancer: what one process does, the other knows at once, because nothing that matters is kept
// in a process (sessions, refresh-token families, rate limits, the kept statement's freshness, the
// booking checks). Real processes (`server/index.ts`, the same command as `npm run api`), a real
// PostgreSQL (scripts/postgres.mjs starts a throwaway one for `npm test`); skipped on SQLite alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLondonDays, londonDay, londonTime } from '../../core/domain/london';
import { chargesDemoIds, insertStatementLines } from '../../server/areas/charges';
import { demoIds } from '../../server/areas/core';
import { openDatabase } from '../../server/database/connection';
import { facilitiesMessages } from '../../server/areas/facilities/messages';
import { createTestDatabase, testDatabaseServer, type TestDatabase } from '../../server/database/testing';
import { startApi, type ApiProcess } from '../e2e/servers';

/** A Monday morning: day 3 is a Thursday, when the Gym opens 06:00-22:00 (docs/demo-data.md). */
const CLOCK_START = '2027-01-11T09:00:00Z';
const PASSWORD = 'Portal-Demo-1';
/** Sign-in attempts per address and hour (the window outlasts the suite), low enough to reach in a test. */
const RATE_LIMIT = 8;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect(), not by types
  body: any;
}

async function call(base: string, path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(base + path, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(options.token && { Authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const signIn = (base: string, email: string, password = PASSWORD) => call(base, '/user/login', { method: 'POST', body: { method: 'password', email, password } });

interface Session {
  authToken: string;
  refreshToken: string;
}

/** Every sign-in from this address counts towards the rate limit: the suite counts its own. */
let signIns = 0;

async function tokensOf(base: string, email: string): Promise<Session> {
  signIns += 1;
  const { status, body } = await signIn(base, email);
  expect(status, `${email} signs in`).toBe(200);
  return body.data;
}

/** Day `n` of the pinned clock, a London date; day 0 is the day the demo data is seeded. */
const day = (n: number) => addLondonDays(londonDay(Date.parse(CLOCK_START)), n);
/** The instant of a London time on day `n`. */
const at = (n: number, time: string) => new Date(londonTime(day(n), time)).toISOString();

describe.skipIf(!testDatabaseServer())('two API processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let dataDir: string;
  let processes: ApiProcess[] = [];
  let one = '';
  let two = '';
  // The sessions the tests use, each signed in on the process named.
  let olivia: Session;
  let samOnOne: Session;
  let samOnTwo: Session;
  let ada: Session;

  beforeAll(async () => {
    database = (await createTestDatabase())!;
    // The folder both share (keys and files), as two machines share a mounted volume.
    dataDir = mkdtempSync(join(tmpdir(), 'portico-two-'));
    const ports = [await freePort(), await freePort()];
    one = `http://127.0.0.1:${ports[0]}`;
    two = `http://127.0.0.1:${ports[1]}`;
    // Started together: the second waits while the first creates and seeds the database.
    processes = await Promise.all(
      ports.map((port) => startApi({ port, dataDir, corsOrigins: [], databaseUrl: database.url, clockStart: CLOCK_START, rateLimitMax: RATE_LIMIT, rateLimitWindowSeconds: 3600 })),
    );
    olivia = await tokensOf(one, 'owner@example.com');
    samOnOne = await tokensOf(one, 'subtenant@example.com');
    samOnTwo = await tokensOf(two, 'subtenant@example.com');
    ada = await tokensOf(two, 'admin@example.com');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session signed in on one process is used and refreshed on the other', async () => {
    expect((await call(two, '/user', { token: olivia.authToken })).status).toBe(200);
    const refreshed = await call(two, '/user/token', { token: olivia.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await call(one, '/user', { token: refreshed.body.data.authToken })).status).toBe(200);
  });

  it('a refresh token spent on one process is refused on the other, and the whole session ends', async () => {
    const session = samOnOne;
    const rotated = await call(one, '/user/token', { token: session.refreshToken });
    expect(rotated.status).toBe(200);
    // The spent token again, on the other process: a copy, so the family ends...
    expect((await call(two, '/user/token', { token: session.refreshToken })).status).toBe(401);
    // ...the newest token with it, on either process.
    expect((await call(one, '/user/token', { token: rotated.body.data.refreshToken })).status).toBe(401);
    expect((await call(two, '/user', { token: rotated.body.data.authToken })).status).toBe(401);
  });

  it('the statement each process keeps shows lines added by another writer at once, on both', async () => {
    const statement = async (base: string) => (await call(base, `/charges/${chargesDemoIds.flat1ServiceCharge}/statement`, { token: olivia.authToken })).body.data;
    // Both processes answer it, and keep the answer for the next request.
    const before = await statement(one);
    expect(await statement(two)).toEqual(before);
    // A third connection, as an import job or another process would, adds lines.
    const writer = await openDatabase({ dataDir, databaseUrl: database.url });
    try {
      await insertStatementLines(writer.db, chargesDemoIds.flat1ServiceCharge, 4, day(0));
    } finally {
      await writer.close();
    }
    for (const base of [one, two]) expect((await statement(base)).lines, base).toHaveLength(before.lines.length + 4);
  });

  it('a booking made on one process shows at once in the other: the slots, and the notification of its cancelling by staff', async () => {
    const slots = (base: string) => call(base, `/facilities/${demoIds.gym}/slots?fromDate=${day(4)}&toDate=${day(4)}`, { token: olivia.authToken });
    const before = await slots(two);
    expect(before.status).toBe(200);
    const booked = await call(one, `/facilities/${demoIds.gym}/bookings`, { method: 'POST', token: olivia.authToken, body: { startAt: at(4, '10:00'), endAt: at(4, '11:00') } });
    expect(booked.status).toBe(201);
    const after = await slots(two);
    expect(JSON.stringify(after.body)).not.toEqual(JSON.stringify(before.body));

    const count = async (base: string) => (await call(base, '/notifications/count', { token: olivia.authToken })).body.data;
    const unread = await count(one);
    const cancelled = await call(two, `/facilities/${demoIds.gym}/bookings/${booked.body.data.id}/change-state`, { method: 'PUT', token: ada.authToken, body: { state: 'cancelled_by_staff' } });
    expect(cancelled.status).toBe(200);
    expect(await count(one)).not.toEqual(unread);
  });

  it('two residents booking the same slot at the same moment, one on each process: exactly one wins each round, 20 rounds', async () => {
    const sam = samOnTwo;
    for (let round = 0; round < 20; round += 1) {
      // Day 3, from 06:00, on the Gym's 30-minute steps; each round's booking is cancelled before the next.
      const start = new Date(Date.parse(at(3, '06:00')) + round * 30 * 60_000);
      const slot = { startAt: start.toISOString(), endAt: new Date(start.getTime() + 30 * 60_000).toISOString() };
      const answers = await Promise.all([
        call(one, `/facilities/${demoIds.gym}/bookings`, { method: 'POST', token: olivia.authToken, body: slot }),
        call(two, `/facilities/${demoIds.gym}/bookings`, { method: 'POST', token: sam.authToken, body: slot }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.messages).toEqual([facilitiesMessages.slotTaken]);
      // The winner cancels, so that the Gym's limit of upcoming bookings is never what refuses.
      const winner = answers.find((answer) => answer.status === 201)!;
      const token = winner === answers[0] ? olivia.authToken : sam.authToken;
      const cancel = await call(round % 2 === 0 ? one : two, `/facilities/${demoIds.gym}/bookings/${winner.body.data.id}/change-state`, { method: 'PUT', token, body: { state: 'cancelled' } });
      expect(cancel.status).toBe(200);
    }
  }, 60_000);

  it('the sign-in rate limit counts the attempts made on both processes', async () => {
    // The suite's sign-ins so far were made alternately on both; wrong passwords take the rest of
    // the hour's allowance, alternately too. Counted per process, neither would be over it.
    const left = RATE_LIMIT - signIns;
    expect(left).toBeGreaterThan(1);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < left; attempt += 1) {
      statuses.push((await signIn(attempt % 2 === 0 ? one : two, 'downgraded@example.com', 'not-the-password')).status);
    }
    expect(statuses).toEqual(Array(left).fill(401));
    const over = await signIn(two, 'downgraded@example.com', PASSWORD);
    expect(over.status).toBe(429);
    const other = await signIn(one, 'downgraded@example.com', PASSWORD);
    expect(other.status).toBe(429);
  });
});
