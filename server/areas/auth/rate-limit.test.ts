import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServer } from '../../database/testing';
import { startTestApi, type TestApi } from '../../testing';
import { DEMO_PASSWORD } from '../core';
import { authMessages } from './messages';
import { latestCode, otherCode } from './test-support';

const MAX = 3;
const WINDOW_SECONDS = 60;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: MAX, windowSeconds: WINDOW_SECONDS } });
});
// Every test starts with fresh windows.
afterEach(() => api.advanceClock(WINDOW_SECONDS));
afterAll(() => api.close());

interface Answer {
  status: number;
  retryAfter: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect()
  body: any;
}

/**
 * A POST from a given loopback address (127.0.0.0/8 is all this machine), so that tests can be
 * several clients: the API counts attempts per client address and per account. `to` is the API
 * process asked (the test's, unless a test starts another).
 */
function postFrom(localAddress: string, path: string, body: unknown, to: TestApi = api, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(`${to.url}${path}`, { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text ? JSON.parse(text) : null }),
      );
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const passwordLogin = (from: string, email: string, password = DEMO_PASSWORD, to: TestApi = api) =>
  postFrom(from, '/user/login', { method: 'password', email, password }, to);

function expectTooMany(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ messages: [authMessages.tooManyAttempts] });
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
}

async function mfaToken(from: string): Promise<string> {
  const { status, body } = await passwordLogin(from, 'mfa@example.com');
  expect(status).toBe(403);
  return body.mfaToken as string;
}

describe('sign-in by password', () => {
  it(`allows ${MAX} attempts per client address a minute, whichever accounts they try`, async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) expect((await passwordLogin('127.0.0.11', email)).status).toBe(401);
    expectTooMany(await passwordLogin('127.0.0.11', 'owner@example.com'));
    // Another client is not held back.
    expect((await passwordLogin('127.0.0.12', 'owner@example.com')).status).toBe(200);
  });

  it(`allows ${MAX} attempts per account a minute, from however many addresses; the right password too`, async () => {
    for (const from of ['127.0.0.21', '127.0.0.22', '127.0.0.23']) expect((await passwordLogin(from, 'owner@example.com', 'guess')).status).toBe(401);
    expectTooMany(await passwordLogin('127.0.0.24', 'Owner@Example.com'));
    // Other accounts from the same addresses are not held back.
    expect((await passwordLogin('127.0.0.21', 'subtenant@example.com')).status).toBe(200);
  });

  it('lets the client try again once the window has passed', async () => {
    for (let attempt = 0; attempt < MAX; attempt++) await passwordLogin('127.0.0.31', 'nobody@example.com');
    const blocked = await passwordLogin('127.0.0.31', 'owner@example.com');
    expectTooMany(blocked);
    api.advanceClock(Number(blocked.retryAfter));
    expect((await passwordLogin('127.0.0.31', 'owner@example.com')).status).toBe(200);
  });
});

describe('the MFA step', () => {
  it(`allows ${MAX} codes per client address a minute`, async () => {
    for (let attempt = 0; attempt < MAX; attempt++) {
      expect((await postFrom('127.0.0.41', '/user/login', { method: 'mfa', token: 'a.b.c', code: '123456' })).status).toBe(401);
    }
    expectTooMany(await postFrom('127.0.0.41', '/user/login', { method: 'mfa', token: 'a.b.c', code: '123456' }));
  });

  it(`allows ${MAX} codes per account a minute, from however many addresses; the right code too`, async () => {
    const token = await mfaToken('127.0.0.50');
    const code = await latestCode(api, 'mfa@example.com');
    for (const from of ['127.0.0.51', '127.0.0.52', '127.0.0.53']) {
      expect((await postFrom(from, '/user/login', { method: 'mfa', token, code: otherCode(code) })).status).toBe(401);
    }
    expectTooMany(await postFrom('127.0.0.54', '/user/login', { method: 'mfa', token, code }));
    api.advanceClock(WINDOW_SECONDS);
    expect((await postFrom('127.0.0.54', '/user/login', { method: 'mfa', token, code })).status).toBe(200);
  });
});

describe('POST /user/resend-mfa-code', () => {
  it(`allows ${MAX} resends per client address a minute`, async () => {
    for (let attempt = 0; attempt < MAX; attempt++) expect((await postFrom('127.0.0.61', '/user/resend-mfa-code', { mfaToken: 'a.b.c' })).status).toBe(401);
    expectTooMany(await postFrom('127.0.0.61', '/user/resend-mfa-code', { mfaToken: 'a.b.c' }));
  });

  it(`allows ${MAX} resends per account a minute, from however many addresses`, async () => {
    const token = await mfaToken('127.0.0.70');
    for (const from of ['127.0.0.71', '127.0.0.72', '127.0.0.73']) expect((await postFrom(from, '/user/resend-mfa-code', { mfaToken: token })).status).toBe(204);
    expectTooMany(await postFrom('127.0.0.74', '/user/resend-mfa-code', { mfaToken: token }));
  });
});

describe('the sign-up steps', () => {
  it(`allow ${MAX} attempts per client address a minute across the three steps, so invitation keys and references are not guessed at speed`, async () => {
    expect((await postFrom('127.0.0.91', '/user/signup/1', { invitationKey: 'GUESS-1' })).status).toBe(404);
    expect((await postFrom('127.0.0.91', '/user/signup/2', { invitationKey: 'GUESS-2', email: 'someone@example.com', tenantAccountNumber: 'RW-0001' })).status).toBe(404);
    expect((await postFrom('127.0.0.91', '/user/signup/1', { invitationKey: 'GUESS-3' })).status).toBe(404);
    expectTooMany(await postFrom('127.0.0.91', '/user/signup/1', { invitationKey: 'INVITE-OWNER-1' }));
    expectTooMany(await postFrom('127.0.0.91', '/user/signup/3', {}));
    // Another client is not held back.
    expect((await postFrom('127.0.0.92', '/user/signup/1', { invitationKey: 'INVITE-OWNER-1' })).status).toBe(200);
  });
});

describe('POST /user/forgotten-password', () => {
  it(`allows ${MAX} requests per client address a minute`, async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) expect((await postFrom('127.0.0.81', '/user/forgotten-password', { email })).status).toBe(204);
    expectTooMany(await postFrom('127.0.0.81', '/user/forgotten-password', { email: 'four@example.com' }));
  });

  it(`allows ${MAX} requests per address asked about a minute, from however many clients`, async () => {
    for (const from of ['127.0.0.91', '127.0.0.92', '127.0.0.93']) expect((await postFrom(from, '/user/forgotten-password', { email: 'owner@example.com' })).status).toBe(204);
    expectTooMany(await postFrom('127.0.0.94', '/user/forgotten-password', { email: 'OWNER@example.com' }));
  });
});

describe('two API processes on one database', () => {
  // Two processes share a database only on PostgreSQL: the SQLite file is one process's.
  it.skipIf(!testDatabaseServer())('count the sign-in attempts made on both together, per account and per client address', async () => {
    const other = await startTestApi({ databaseUrl: api.ctx.config.databaseUrl, rateLimit: { max: MAX, windowSeconds: WINDOW_SECONDS } });
    try {
      // One clock for both, as the machines behind one load balancer keep.
      other.setClock(api.ctx.now());
      expect((await passwordLogin('127.0.0.101', 'owner@example.com', 'guess', api)).status).toBe(401);
      expect((await passwordLogin('127.0.0.102', 'owner@example.com', 'guess', other)).status).toBe(401);
      expect((await passwordLogin('127.0.0.103', 'owner@example.com', 'guess', api)).status).toBe(401);
      expectTooMany(await passwordLogin('127.0.0.104', 'owner@example.com', DEMO_PASSWORD, other));
      expectTooMany(await passwordLogin('127.0.0.105', 'owner@example.com', DEMO_PASSWORD, api));

      for (const [index, email] of ['one@example.com', 'two@example.com', 'three@example.com'].entries()) {
        expect((await passwordLogin('127.0.0.111', email, DEMO_PASSWORD, index % 2 === 0 ? other : api)).status).toBe(401);
      }
      expectTooMany(await passwordLogin('127.0.0.111', 'subtenant@example.com', DEMO_PASSWORD, other));
      expectTooMany(await passwordLogin('127.0.0.111', 'subtenant@example.com', DEMO_PASSWORD, api));
      // Another client is not held back, on either.
      expect((await passwordLogin('127.0.0.112', 'subtenant@example.com', DEMO_PASSWORD, other)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('CORS', () => {
  it('lets the portal read Retry-After', async () => {
    const { headers } = await api.call('/user/login', { method: 'OPTIONS', headers: { Origin: 'http://localhost:4200', 'Access-Control-Request-Method': 'POST' } });
    expect(headers.get('access-control-expose-headers') ?? '').toMatch(/Retry-After/i);
  });
});

describe('behind a balancer (PORTICO_TRUSTED_PROXIES)', () => {
  const BALANCER = '127.0.0.201';
  let behind: TestApi;
  beforeAll(async () => {
    behind = await startTestApi({ rateLimit: { max: MAX, windowSeconds: WINDOW_SECONDS }, trustedProxies: [BALANCER] });
  });
  afterAll(() => behind.close());

  // A different unknown account each time: only the address's limit is in play.
  let attempts = 0;
  const attempt = (from: string, forwardedFor?: string) =>
    postFrom(from, '/user/login', { method: 'password', email: `nobody-${++attempts}@example.com`, password: 'wrong' }, behind, forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor });

  it('counts each resident the balancer forwards, not the balancer', async () => {
    for (let index = 0; index < MAX; index++) expect((await attempt(BALANCER, '203.0.113.7')).status).toBe(401);
    expectTooMany(await attempt(BALANCER, '203.0.113.7'));
    // Another resident through the same balancer has their own allowance; a proxy of the
    // resident's own before it (the leftmost address) is what the balancer was told, not trusted.
    expect((await attempt(BALANCER, '203.0.113.8')).status).toBe(401);
    expectTooMany(await attempt(BALANCER, '198.51.100.1, 203.0.113.7'));
  });

  it('reads no X-Forwarded-For from anyone else: a client cannot pose as many', async () => {
    for (let index = 0; index < MAX; index++) expect((await attempt('127.0.0.202', `192.0.2.${index}`)).status).toBe(401);
    expectTooMany(await attempt('127.0.0.202', '192.0.2.99'));
  });
});
