// The authorisation matrix of the whole API (the reference API issue, "Must show"): every route
// the app registers has a row here, and the last test fails when a route is added without one.
// Each row says who may call it; the tests try every signed-in route with no token (401) and
// every route that reads or changes one resident's record with another resident's token (404,
// the same answer as an id that does not exist), and every JSON write route with a body that is
// not JSON (400). Area tests hold the finer rules; this file is the one table of who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing';
import { demoIds } from './areas/core';
import { residentsDemoIds } from './areas/residents';
import { requestDemoIds } from './areas/requests';

type Who = 'olivia' | 'sam';

interface Row {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the app registers it (`:param`), to match `app.routes`. */
  readonly route: string;
  /**
   * public: no token needed (why, in `reason`); token: its own bearer token (a refresh or reset
   * token), so no token is 401; user: a signed-in user's access token.
   */
  readonly access: 'public' | 'token' | 'user';
  readonly reason?: string;
  /** The record of `owner`, tried with the other resident's token: 404. */
  readonly owned?: { readonly owner: Who; readonly path: string; readonly body?: unknown; readonly multipart?: boolean };
  /** The route takes a JSON body: a body that is not JSON is a 400. */
  readonly json?: boolean;
  /** A concrete path for the route when it is not an `owned` record's (a real public page). */
  readonly path?: string;
}

const olivia = {
  premises: demoIds.flat1,
  account: residentsDemoIds.flat1ServiceCharge,
  ticket: requestDemoIds.leakTicket,
  attachment: requestDemoIds.leakPhoto,
};

const rows: readonly Row[] = [
  // Signing in and sessions
  { method: 'POST', route: '/user/login', access: 'public', reason: 'signing in', json: true },
  { method: 'GET', route: '/user/token', access: 'token', reason: 'the refresh token is its bearer' },
  { method: 'GET', route: '/user/logout', access: 'user' },
  { method: 'POST', route: '/user/resend-mfa-code', access: 'public', reason: 'the MFA token in the body is the credential', json: true },
  { method: 'POST', route: '/user/forgotten-password', access: 'public', reason: 'a signed-out person asks for a link', json: true },
  { method: 'PUT', route: '/user/password', access: 'token', reason: 'the e-mailed reset token is its bearer' },
  { method: 'POST', route: '/user/confirm-email', access: 'public', reason: 'the e-mailed token in the body is the credential', json: true },
  { method: 'GET', route: '/dev/sso-token', access: 'public', reason: 'demo mode only: stands in for an identity provider' },
  { method: 'GET', route: '/dev/outbox', access: 'public', reason: 'demo mode only: the demo outbox' },
  // The user's own record: the token says whose, so there is no other resident's id to try
  { method: 'GET', route: '/user', access: 'user' },
  { method: 'PUT', route: '/user', access: 'user', json: true },
  { method: 'DELETE', route: '/user/profile-picture', access: 'user' },
  { method: 'GET', route: '/user/metadata', access: 'user' },
  { method: 'PUT', route: '/user/metadata', access: 'user', json: true },
  { method: 'GET', route: '/user/doctrine', access: 'user' },
  { method: 'GET', route: '/user/titles', access: 'user' },
  { method: 'POST', route: '/feedback', access: 'user', json: true },
  { method: 'POST', route: '/support', access: 'user', json: true },
  // Sign-up: the invitation key is the credential
  { method: 'POST', route: '/user/signup/1', access: 'public', reason: 'the invitation key is the credential', json: true },
  { method: 'POST', route: '/user/signup/2', access: 'public', reason: 'the invitation key is the credential', json: true },
  { method: 'POST', route: '/user/signup/3', access: 'public', reason: 'the invitation key is the credential', json: true },
  // Public files: images only, random names
  { method: 'GET', route: '/files/public/:name', access: 'public', reason: 'development and author images shown on public pages' },
  { method: 'GET', route: '/files/profile-pictures/:name', access: 'public', reason: 'profile pictures under random, unguessable names' },
  // Residents' records
  { method: 'GET', route: '/developments', access: 'user' },
  { method: 'GET', route: '/developments/:id', access: 'user', owned: { owner: 'olivia', path: `/developments/${demoIds.elmCourt}` } },
  { method: 'GET', route: '/premises/:id', access: 'user', owned: { owner: 'olivia', path: `/premises/${olivia.premises}` } },
  {
    method: 'PUT',
    route: '/premises/:id',
    access: 'user',
    json: true,
    owned: { owner: 'olivia', path: `/premises/${olivia.premises}`, body: { contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } } },
  },
  {
    method: 'PUT',
    route: '/premises/:id/main-residence',
    access: 'user',
    json: true,
    owned: { owner: 'olivia', path: `/premises/${olivia.premises}/main-residence`, body: { contactUuid: 'con-olivia-flat-1', isMainResidence: true } },
  },
  { method: 'GET', route: '/charges', access: 'user' },
  { method: 'GET', route: '/charges/:accountId/statement', access: 'user', owned: { owner: 'olivia', path: `/charges/${olivia.account}/statement` } },
  { method: 'GET', route: '/library/files/bill/:accountId', access: 'user', owned: { owner: 'olivia', path: `/library/files/bill/${olivia.account}` } },
  { method: 'POST', route: '/news/filter', access: 'user', json: true },
  // Requests
  { method: 'GET', route: '/tickets/categories', access: 'user' },
  { method: 'GET', route: '/tickets/owner-types', access: 'user' },
  { method: 'POST', route: '/tickets', access: 'user', json: true },
  { method: 'GET', route: '/tickets', access: 'user' },
  { method: 'GET', route: '/tickets/:id', access: 'user', owned: { owner: 'olivia', path: `/tickets/${olivia.ticket}` } },
  // Closing is tried on another of Olivia's tickets: a closed ticket takes no messages or files.
  { method: 'PUT', route: '/tickets/:id', access: 'user', json: true, owned: { owner: 'olivia', path: `/tickets/${requestDemoIds.noiseTicket}`, body: { status: 'Closed' } } },
  { method: 'GET', route: '/tickets/:id/feed', access: 'user', owned: { owner: 'olivia', path: `/tickets/${olivia.ticket}/feed` } },
  { method: 'POST', route: '/tickets/:id/feed', access: 'user', json: true, owned: { owner: 'olivia', path: `/tickets/${olivia.ticket}/feed`, body: { message: 'Hello' } } },
  { method: 'POST', route: '/tickets/:id/attachments', access: 'user', owned: { owner: 'olivia', path: `/tickets/${olivia.ticket}/attachments`, multipart: true } },
  {
    method: 'GET',
    route: '/tickets/:id/attachments/:attachmentId',
    access: 'user',
    owned: { owner: 'olivia', path: `/tickets/${olivia.ticket}/attachments/${olivia.attachment}` },
  },
  // The public preferences page: the id in the e-mailed link is the credential
  { method: 'GET', route: '/notification-preferences/:id', access: 'public', reason: 'the id in the e-mailed link is the credential' },
  {
    method: 'PUT',
    route: '/notification-preferences/:id',
    access: 'public',
    reason: 'the id in the e-mailed link is the credential',
    json: true,
    path: `/notification-preferences/${requestDemoIds.samPreferences}`,
  },
  { method: 'DELETE', route: '/notification-preferences/:id', access: 'public', reason: 'the id in the e-mailed link is the credential' },
];

/** A concrete path for a route: a row's own record, else placeholder ids (no token gets no further). */
const pathOf = (row: Row) => row.owned?.path ?? row.path ?? row.route.replace(/:[A-Za-z]+/g, 'x-unknown');

let api: TestApi;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens.olivia = await api.tokenFor(demoIds.olivia);
  tokens.sam = await api.tokenFor(demoIds.sam);
});
afterAll(() => api.close());

describe('authorisation matrix', () => {
  it.each(rows.filter((row) => row.access !== 'public').map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s without a token is 401',
    async (_name, row) => {
      const { status, body } = await api.call(pathOf(row), { method: row.method, body: row.json ? {} : undefined });
      expect(status).toBe(401);
      expect(body.messages.length).toBeGreaterThan(0);
    },
  );

  it.each(rows.filter((row) => row.owned).map((row) => [`${row.method} ${row.route}`, row] as const))(
    "%s with another resident's record is 404",
    async (_name, row) => {
      const owned = row.owned!;
      const other: Who = owned.owner === 'olivia' ? 'sam' : 'olivia';
      const response = owned.multipart
        ? await upload(owned.path, tokens[other])
        : await api.call(owned.path, { method: row.method, body: owned.body, token: tokens[other] });
      expect(response.status).toBe(404);
      // The owner gets through with the same request (so the 404 is about whose record it is).
      const mine = owned.multipart
        ? await upload(owned.path, tokens[owned.owner])
        : await api.call(owned.path, { method: row.method, body: owned.body, token: tokens[owned.owner] });
      expect(mine.status).toBeLessThan(300);
    },
  );

  it.each(rows.filter((row) => row.json).map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s with a body that is not JSON is 400',
    async (_name, row) => {
      const { status, body } = await api.call(pathOf(row), {
        method: row.method,
        body: '{"not json',
        token: row.access === 'user' ? tokens.olivia : undefined,
      });
      expect(status).toBe(400);
      expect(body.messages).toEqual(['The request body must be JSON.']);
    },
  );

  it("keeps another resident's records out of lists: charges, developments and news", async () => {
    const charges = await api.call('/charges', { token: tokens.sam });
    const accountIds = JSON.stringify(charges.body.data);
    expect(accountIds).not.toContain(olivia.account);
    const developments = await api.call('/developments', { token: tokens.sam });
    expect(developments.body.data.developments.map((development: { id: string }) => development.id)).toEqual([demoIds.riversideWharf]);
    const news = await api.call('/news/filter', { method: 'POST', token: tokens.sam, body: { developmentUUIDs: [demoIds.elmCourt] } });
    expect(news.body.data.news).toEqual([]);
    const tickets = await api.call('/tickets', { token: tokens.sam });
    expect(tickets.body.data.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(olivia.ticket);
  });

  it('has a row for every route the API registers', async () => {
    const { createApi } = await import('./app');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-routes-'));
    const instance = await createApi({ ...api.ctx.config, dataDir });
    try {
      const registered = new Set(instance.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
      const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
      expect([...registered].filter((route) => !covered.has(route))).toEqual([]);
      expect([...covered].filter((route) => !registered.has(route))).toEqual([]);
    } finally {
      instance.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A small real PNG as a multipart upload. */
async function upload(path: string, token: string) {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const response = await fetch(api.url + path, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status };
}
