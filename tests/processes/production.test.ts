// The production start (`npm run serve`: node dist/server/serve.js, built by the gate before this
// step) as an operator meets it: refused with a bad configuration, naming every setting to add;
// then serving the built shell and the API on a good one, with a real SMTP server to send through,
// health, request lines in the log, no demo data; and stopped by SIGTERM with a request in flight,
// which finishes. On SQLite, and on PostgreSQL when PORTICO_TEST_DATABASE_URL names a server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/content-security-policy';
import { DEMO_PASSWORD } from '../../server/areas/core';
import { createTestDatabase, type TestDatabase } from '../../server/database/testing';
import { SERVE_BUNDLE, spawnServe, type LogLine, type ServeProcess } from './serve-process';

/** The API's public address, as a balancer in front of it would have it: the portal is pointed there. */
const PUBLIC_URL = 'https://api.portal.example.test';
const PORTAL_ORIGIN = 'https://portal.example.test';
/** A token a client might send: it must reach no log line. */
const SENT_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.a-token-the-log-must-not-hold.c2lnbmF0dXJl';

const isRequestLine = (id: string) => (line: LogLine) => line.msg === 'request' && line.requestId === id;

describe('npm run serve with a bad configuration', () => {
  it('refuses to start, naming every setting to add in one message', async () => {
    const serve = spawnServe({ PORTICO_DATA_DIR: join(tmpdir(), 'portico-never-made') });
    expect(await serve.exited).toBe(1);
    const message = serve.stderr();
    expect(message).toMatch(/^Portico did not start: /);
    for (const name of ['PORTICO_SIGNING_SECRET', 'PORTICO_PORTAL_ORIGIN', 'PORTICO_API_PUBLIC_URL', 'PORTICO_CORS_ORIGINS', 'PORTICO_SMTP_HOST', 'PORTICO_MAIL_FROM']) {
      expect(message, name).toContain(name);
    }
    // In words, not a stack.
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('refuses demo mode', async () => {
    const serve = spawnServe({ PORTICO_DEMO: '1' });
    expect(await serve.exited).toBe(1);
    expect(serve.stderr()).toContain('PORTICO_DEMO');
  });
});

describe('npm run serve with a good configuration', () => {
  let smtp: SMTPServer;
  let database: TestDatabase | null;
  let dataDir: string;
  let serve: ServeProcess;
  let api = '';
  let portal = '';

  beforeAll(async () => {
    // The SMTP server production must be given: it accepts anything, without TLS, on loopback.
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _session, done) => stream.resume().on('end', () => done()) });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'portico-serve-'));
    serve = spawnServe({
      PORTICO_SIGNING_SECRET: randomBytes(32).toString('base64'),
      PORTICO_PORTAL_ORIGIN: PORTAL_ORIGIN,
      PORTICO_API_PUBLIC_URL: PUBLIC_URL,
      PORTICO_CORS_ORIGINS: PORTAL_ORIGIN,
      PORTICO_SMTP_HOST: '127.0.0.1',
      PORTICO_SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
      PORTICO_SMTP_SECURITY: 'none',
      PORTICO_MAIL_FROM: 'Riverside Management <portal@example.test>',
      PORTICO_DATA_DIR: dataDir,
      PORTICO_DATABASE_URL: database?.url ?? '',
      // Free ports, read back from the start's line.
      PORTICO_API_PORT: '0',
      PORTICO_PORTAL_PORT: '0',
    });
    const serving = await serve.waitForLine((line) => line.msg === 'serving', 'it served');
    api = serving.api as string;
    portal = serving.portal as string;
  }, 60_000);

  afterAll(async () => {
    await serve?.kill();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is compiled JavaScript with nothing of Vite or tsx in it', () => {
    const bundle = readFileSync(SERVE_BUNDLE, 'utf8');
    expect(bundle).not.toMatch(/from "(vite|tsx)[/"]/);
  });

  it('says it is live and ready, in production, with no demo routes', async () => {
    expect(await (await fetch(`${api}/health/live`)).json()).toEqual({ data: { status: 'live' } });
    const ready = await fetch(`${api}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(serve.lines.find((line) => line.msg === 'serving')).toMatchObject({ production: true, publicUrl: PUBLIC_URL });
    expect((await fetch(`${api}/dev/outbox?to=owner@example.com`)).status).toBe(404);
  });

  it('serves the built shell under the strict policy, pointed at the public API, deep links included', async () => {
    const page = await fetch(`${portal}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(PUBLIC_URL));
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${PUBLIC_URL}`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<script type="module"');
    const deep = await fetch(`${portal}/charges/some-account/statement`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(html);
    const config = (await (await fetch(`${portal}/config/config.json`)).json()) as { baseUrl: string };
    expect(config.baseUrl).toBe(PUBLIC_URL);
  });

  it('logs each request as one JSON line with its id, and never the token it carried', async () => {
    const answer = await fetch(`${api}/developments?token=${SENT_TOKEN}`, { headers: { Authorization: `Bearer ${SENT_TOKEN}`, Origin: PORTAL_ORIGIN } });
    expect(answer.status).toBe(401);
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const line = await serve.waitForLine(isRequestLine(id), 'the request line');
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/developments', status: 401 });
    expect(typeof line.durationMs).toBe('number');
    expect(serve.stdout()).not.toContain(SENT_TOKEN);
  });

  it('holds no demo data: the demo owner cannot sign in', async () => {
    const login = await fetch(`${api}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'password', email: 'owner@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(401);
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ method: 'password', email: 'nobody@example.com' });
    const { port } = new URL(api);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const inFlight = request({
        host: '127.0.0.1',
        port,
        path: '/user/login',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
      });
      inFlight.on('error', reject);
      inFlight.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      // The server has read the headers and waits for the body: the request is in flight.
      inFlight.on('continue', () => {
        serve.child.kill('SIGTERM');
        void serve
          .waitForLine((line) => line.msg === 'stopping', 'the stopping line')
          .then(async () => {
            // No longer listening, while the request in flight is still open.
            await expect(fetch(`${api}/health/live`)).rejects.toThrow();
            inFlight.end(body);
          })
          .catch(reject);
      });
    });
    const answer = await answered;
    expect([400, 401]).toContain(answer.status);
    expect(JSON.parse(answer.body).messages.length).toBeGreaterThan(0);
    expect(await serve.exited).toBe(0);
    expect(serve.lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['stopping', 'stopped']));
    await expect(fetch(`${api}/health/live`)).rejects.toThrow();
    await expect(fetch(`${portal}/`)).rejects.toThrow();
  });
});
