// The request log of the real API over real HTTP, its lines captured from pino's stream: one line
// per request with the route pattern and the request id, and nothing a request carries in it
// (tokens, passwords, codes, bodies, query strings, Authorization or Cookie headers).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiInstance } from '../app';
import { demoIds, DEMO_PASSWORD } from '../areas/core';
import { readConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../database/testing';
import { REQUEST_ID_HEADER } from './request-id';

/** One request line as the log writes it. */
interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string | null;
  status?: number;
  durationMs?: number;
  err?: { message: string; stack: string };
}

const SECRETS = {
  password: DEMO_PASSWORD,
  bearer: 'eyJhbGciOiJIUzI1NiJ9.not-a-real-token.signature-in-the-authorization-header',
  cookie: 'cookie-secret-4d1c9f',
  query: 'query-secret-7e2b1a',
  body: 'a-body-that-must-never-be-logged',
};

let database: TestDatabase | null;
let dataDir: string;
let api: ApiInstance;
let server: ServerType;
let url: string;
/** Every line the API has written so far, raw. */
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => lines().filter((line) => line.msg === 'request');

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'portico-request-log-'));
  const log = pino({ level: 'info' }, { write: (line: string) => void written.push(line) });
  api = await createApi({ ...readConfig({ PORTICO_DEMO: '1' }), dataDir, databaseUrl: database?.url ?? null, quiet: true }, { log });
  // A fault of ours, as a bug in a route would be: the only way to see a 500 on purpose.
  api.app.get('/test/fault', () => {
    throw new Error('a fault of ours');
  });
  server = await new Promise((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(path: string, init: RequestInit = {}): Promise<{ status: number; requestId: string | null; body: unknown }> {
  const response = await fetch(url + path, init);
  const text = await response.text();
  return { status: response.status, requestId: response.headers.get(REQUEST_ID_HEADER), body: text ? JSON.parse(text) : null };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('the request log', () => {
  it('writes one line per request: method, route pattern, status, duration and the id the answer carries', async () => {
    const answer = await send(`/news/${demoIds.harbourLofts}?page=2`);
    expect(answer.status).toBe(401);
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLines().find((each) => each.requestId === answer.requestId);
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/news/:id', status: 401 });
    expect(line?.durationMs).toBeGreaterThanOrEqual(0);
    // Rounded to a tenth of a millisecond.
    expect(Math.round(line!.durationMs! * 10)).toBe(line!.durationMs! * 10);
  });

  it("carries a balancer's short safe id through, and replaces any other with a fresh one", async () => {
    expect((await send('/health/live', { headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.42_x' } })).requestId).toBe('lb-7f3a.42_x');
    for (const unsafe of ['a b', 'x'.repeat(65), '"quoted"', 'id;drop', '../etc', '']) {
      const answer = await send('/health/live', { headers: { [REQUEST_ID_HEADER]: unsafe } });
      expect(answer.requestId, unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names a request no route matched by no route, never by its path', async () => {
    const answer = await send(`/no/such/${SECRETS.query}`);
    expect(answer.status).toBe(404);
    expect(requestLines().find((each) => each.requestId === answer.requestId)).toMatchObject({ method: 'GET', route: null, status: 404 });
  });

  it('logs a fault of ours at error with the request id and the stack, and tells the client only that it went wrong', async () => {
    const answer = await send('/test/fault');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ messages: ['Something went wrong on our side. Please try again in a little while.'] });
    const fault = lines().find((line) => line.level === 50 && line.requestId === answer.requestId);
    expect(fault?.err?.message).toBe('a fault of ours');
    expect(fault?.err?.stack).toContain('request-log.test.ts');
    expect(requestLines().find((each) => each.requestId === answer.requestId)).toMatchObject({ route: '/test/fault', status: 500 });
  });

  it('holds no token, password, code, body, query string, Authorization or Cookie value of any request', async () => {
    const secretHeaders = { Authorization: `Bearer ${SECRETS.bearer}`, Cookie: `session=${SECRETS.cookie}` };
    // A sign-in by password that asks for a code, the code from the demo outbox, and the sign-in with it.
    const first = await send(`/user/login?token=${SECRETS.query}`, json({ method: 'password', email: 'mfa@example.com', password: SECRETS.password }, secretHeaders));
    expect(first.status).toBe(403);
    const mfaToken = (first.body as { mfaToken: string }).mfaToken;
    const outbox = await send(`/dev/outbox?to=${encodeURIComponent('mfa@example.com')}`);
    const code = /\b(\d{6})\b/.exec((outbox.body as { data: { messages: { body: string }[] } }).data.messages[0]!.body)![1]!;
    const signedIn = await send('/user/login', json({ method: 'mfa', token: mfaToken, code }, secretHeaders));
    expect(signedIn.status).toBe(200);
    const { authToken, refreshToken } = (signedIn.body as { data: { authToken: string; refreshToken: string } }).data;
    expect((await send(`/user?access_token=${SECRETS.query}`, { headers: { Authorization: `Bearer ${authToken}`, Cookie: `session=${SECRETS.cookie}` } })).status).toBe(200);
    expect((await send('/user/token', { headers: { Authorization: `Bearer ${refreshToken}` } })).status).toBe(200);
    expect((await send('/support', json({ message: SECRETS.body }, { Authorization: `Bearer ${authToken}` }))).status).toBe(204);

    const log = written.join('');
    for (const secret of [...Object.values(SECRETS), mfaToken, code, authToken, refreshToken, 'mfa@example.com']) expect(log, secret).not.toContain(secret);
    expect(requestLines().map((line) => JSON.stringify(line)).join('\n')).not.toMatch(/authorization|cookie|\?/i);
    expect(requestLines().map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual(
      expect.arrayContaining(['POST /user/login 403', 'GET /dev/outbox 200', 'POST /user/login 200', 'GET /user 200', 'GET /user/token 200', 'POST /support 204']),
    );
  });
});
