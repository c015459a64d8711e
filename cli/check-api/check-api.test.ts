// The conformance check against the reference API, as it is (every call passes) and behind a
// proxy that plants one fault of each kind the check must find at its call.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../server/testing';
import { demoIds } from '../../core/schemas/demo-ids';
import { checkApi, type Account, type CallResult, type Report } from './check';
import { NOT_REACHABLE, READ_CALLS } from './calls';
import { clientCalls } from '../../server/client-calls';
import { main, parseAccounts } from './main';
import { formatJson, formatSummary } from './report';
import { extensionsOf } from './extensions';
import { openApiDocument } from '../../server/contract/document';
import { operations } from '../../server/contract';

// The demo accounts (docs/demo-data.md): a second resident, for the other customer's records.
const PASSWORD = 'Portal-Demo-1';
const accounts: Account[] = [
  { role: 'resident', email: 'owner@example.com', password: PASSWORD },
  { role: 'resident', email: 'subtenant@example.com', password: PASSWORD },
  { role: 'staff', email: 'admin@example.com', password: PASSWORD },
  { role: 'client', email: 'client@example.com', password: PASSWORD },
];
// The API's clock starts at this instant, so its demo days and the check's date ranges agree.
const ROOT = resolve(import.meta.dirname, '../..');
const START = new Date('2026-11-02T09:00:00Z');
const TODAY = '2026-11-02';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { start: START });
});
afterAll(() => api.close());

/** The results of one call and check. */
const at = (report: Report, call: string, check: CallResult['check'] = 'answer') => report.results.filter((result) => result.call === call && result.check === check);

describe('the calls it makes', () => {
  it("makes every GET of the portal's code, or says why it cannot", () => {
    const template = (path: string) => path.replace(/\{\w+\}|:\w+/g, ':param');
    const listed = new Set([...READ_CALLS.map((call) => `${call.method} ${template(call.path)}`), ...Object.keys(NOT_REACHABLE).map(template)]);
    const portal = clientCalls(ROOT).filter((call) => call.method === 'GET' && call.path !== null);
    expect([...new Set(portal.map((call) => `GET ${template(call.path!)}`))].filter((call) => !listed.has(call))).toEqual([]);
  });
});

describe('check-api against the reference API', () => {
  it('passes every call, reads and writes, and leaves the records it read as they were', async () => {
    const before = await api.call('/user/metadata', { token: await api.tokenFor(demoIds.olivia) });
    const report = await checkApi({ api: api.url, accounts, writes: true, today: TODAY });
    const failed = report.results.filter((result) => result.severity !== 'ok');
    expect(failed).toEqual([]);
    expect(report.failures).toBe(0);
    // Every read call was made and answered for some account.
    const answered = new Set(report.results.filter((result) => result.check === 'answer').map((result) => result.call));
    expect(READ_CALLS.map((call) => `${call.method} ${call.path}`).filter((call) => !answered.has(call))).toEqual([]);
    // The protection checks ran: without a token, with another account and under a made-up id.
    expect(at(report, 'GET /charges', 'without a token')[0]).toMatchObject({ outcome: 'passed', status: 401 });
    expect(at(report, 'GET /premises/{premisesId}', 'another account')[0]).toMatchObject({ outcome: 'passed', account: 'resident subtenant@example.com' });
    expect(at(report, 'GET /tickets/{ticketId}', 'made-up id')[0]).toMatchObject({ outcome: 'passed' });
    // The writes ran, and what they changed was put back.
    expect(at(report, 'POST /tickets', 'write')[0]).toMatchObject({ outcome: 'passed', status: 201 });
    expect(at(report, 'PUT /facilities/{bookableFacilityId}/bookings/{bookingId}/change-state', 'write')[0]).toMatchObject({ outcome: 'passed' });
    expect(at(report, 'DELETE /user-group/{groupId}', 'write')[0]).toMatchObject({ outcome: 'passed' });
    const after = await api.call('/user/metadata', { token: await api.tokenFor(demoIds.olivia) });
    expect(after.body).toEqual(before.body);
    expect(formatSummary(report)).toContain(`${report.results.length} passed, 0 failed, 0 warnings`);
  });
});

/** A fault: given the request and the real API's answer, the answer to send instead (or undefined). */
type Fault = (request: Request, path: string, answer: () => Promise<Response>) => Promise<Response | undefined>;

/** The API behind a proxy that lets each fault change what it answers. */
async function faultyCopy(faults: readonly Fault[]): Promise<{ url: string; close(): Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: async (request) => {
          const url = new URL(request.url);
          const headers = new Headers(request.headers);
          // fetch decodes a compressed answer but keeps its Content-Encoding: ask for none.
          headers.delete('host');
          headers.set('accept-encoding', 'identity');
          const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
          const answer = () => fetch(api.url + url.pathname + url.search, { method: request.method, headers, body });
          for (const fault of faults) {
            const planted = await fault(request, url.pathname, answer);
            if (planted) return planted;
          }
          return answer();
        },
      },
      () => resolve(started),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const json = (data: unknown, status = 200) => Response.json({ data }, { status });
const signedIn = (request: Request) => request.headers.has('authorization');

const PLANTED: readonly Fault[] = [
  // A renamed field: the development's addressString sent as address_string.
  async (_, path, answer) => {
    if (path !== `/developments/${demoIds.riversideWharf}`) return undefined;
    const { data } = await (await answer()).json();
    const { addressString, ...rest } = data;
    return json({ ...rest, address_string: addressString });
  },
  // A string for a number: the unread count as text.
  async (_, path, answer) => {
    if (path !== '/notifications/count') return undefined;
    const response = await answer();
    if (response.status !== 200) return response;
    const { data } = await response.json();
    return json({ counts: { ...data.counts, unread: String(data.counts.unread) } });
  },
  // A missing route, and a missing extension (the portal shows no offers without it).
  async (_, path) => (path === '/user/contact-offers' ? Response.json({ messages: ['Not found'] }, { status: 404 }) : undefined),
  async (_, path) => (path === '/tickets/owner-types' ? Response.json({ messages: ['Not found'] }, { status: 404 }) : undefined),
  // An unprotected route: the titles answered without a token.
  async (request, path) => (path === '/user/titles' && !signedIn(request) ? json({ titles: ['Mr', 'Ms'] }) : undefined),
  // A 403 or 404 turned into a 200 with another customer's data: Olivia's premises for anyone.
  async (request, path, answer) => {
    if (!path.startsWith('/premises/') || !signedIn(request)) return undefined;
    const response = await answer();
    if (response.status === 200) return response;
    const olivia = await api.call(`/premises/${demoIds.flat1}`, { token: await api.tokenFor(demoIds.olivia) });
    return json(olivia.body.data);
  },
];

describe('check-api against a copy with planted faults', () => {
  let report: Report;
  beforeAll(async () => {
    const copy = await faultyCopy(PLANTED);
    try {
      report = await checkApi({ api: copy.url, accounts, today: TODAY, extensions: extensionsOf(openApiDocument(operations)) });
    } finally {
      await copy.close();
    }
  });

  it('reports a renamed field at its call, with the path and what was expected', () => {
    expect(at(report, 'GET /developments/{developmentId}')).toContainEqual(
      expect.objectContaining({ outcome: 'wrong-shape', severity: 'failure', message: expect.stringMatching(/^addressString: is required/) }),
    );
  });

  it('reports a string for a number at its call', () => {
    expect(at(report, 'GET /notifications/count')).toContainEqual(
      expect.objectContaining({ outcome: 'wrong-shape', message: expect.stringMatching(/^counts\.unread: must be a whole number/) }),
    );
  });

  it('reports a missing route', () => {
    expect(at(report, 'GET /tickets/owner-types')).toContainEqual(expect.objectContaining({ outcome: 'missing', status: 404, severity: 'failure' }));
  });

  it('reports a missing extension as a warning that says what the portal does without it', () => {
    expect(at(report, 'GET /user/contact-offers')).toContainEqual(
      expect.objectContaining({ outcome: 'missing', status: 404, severity: 'warning', message: expect.stringContaining('counts as no offers') }),
    );
  });

  it('reports a route that answers without a token', () => {
    expect(at(report, 'GET /user/titles', 'without a token')).toEqual([
      expect.objectContaining({ outcome: 'not-protected', status: 200, message: 'answered 200 without a token: expected 401' }),
    ]);
  });

  it("reports another customer's record answered with 200, by another account and under a made-up id", () => {
    expect(at(report, 'GET /premises/{premisesId}', 'another account')).toEqual([
      expect.objectContaining({ outcome: 'not-protected', account: 'resident subtenant@example.com', message: "answered 200 with owner@example.com's record: expected 403 or 404" }),
    ]);
    expect(at(report, 'GET /premises/{premisesId}', 'made-up id')).toEqual([expect.objectContaining({ outcome: 'not-protected' })]);
  });

  it('finds nothing else, and counts the faults as failures for the exit code and the JSON report', () => {
    const failed = report.results.filter((result) => result.severity === 'failure').map((result) => `${result.call} [${result.check}]`);
    expect(new Set(failed)).toEqual(
      new Set([
        'GET /developments/{developmentId} [answer]',
        'GET /notifications/count [answer]',
        'GET /tickets/owner-types [answer]',
        'GET /user/titles [without a token]',
        'GET /premises/{premisesId} [another account]',
        'GET /premises/{premisesId} [made-up id]',
      ]),
    );
    expect(JSON.parse(formatJson(report))).toMatchObject({ failures: failed.length, counts: { 'not-protected': 3 } });
  });
});

describe('the check-api command', () => {
  const output = () => {
    const chunks = { out: '', err: '' };
    const io = { out: { write: (text: string) => (chunks.out += text) }, err: { write: (text: string) => (chunks.err += text) } };
    return { chunks, io: io as unknown as Parameters<typeof main>[1] };
  };

  it('reads accounts as role:email:password, a password holding colons included', () => {
    expect(parseAccounts(['staff:a@example.com:pa:ss'])).toEqual([{ role: 'staff', email: 'a@example.com', password: 'pa:ss' }]);
    expect(parseAccounts(['landlord:a@example.com:x'])).toBe('landlord:a@example.com:x');
  });

  it('answers 2 with the usage for missing or bad arguments, and 0 for --help', async () => {
    const bad = output();
    expect(await main(['--account', 'resident:owner@example.com:x'], bad.io)).toBe(2);
    expect(bad.chunks.err).toContain('--api is required');
    const help = output();
    expect(await main(['--help'], help.io)).toBe(0);
    expect(help.chunks.out).toContain('Only against a test\n                       system');
  });

  it('exits 1 when a call the portal needs fails, and prints the JSON report', async () => {
    const { chunks, io } = output();
    const code = await main(['--api', api.url, '--account', 'resident:owner@example.com:wrong-password', '--json'], io);
    expect(code).toBe(1);
    expect(JSON.parse(chunks.out).results).toEqual([expect.objectContaining({ call: 'POST /user/login', outcome: 'wrong-status', status: 401 })]);
  });
});
