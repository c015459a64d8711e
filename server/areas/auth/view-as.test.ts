import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewAsResponse } from '../../../core/schemas/customers';
import { createApi } from '../../app';
import { VIEW_AS_REFUSED_MESSAGE, VIEW_AS_REFUSED_ROUTES } from '../../http/auth';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { requestDemoIds } from '../requests';
import { viewAsMessages } from './messages';
import { createTestUser, signIn } from './test-support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

const viewAs = (customerId: string, developmentId: string | null, token: string | null) =>
  api.call(`/customers/${customerId}/view-as${developmentId === null ? '' : `?developmentUUID=${developmentId}`}`, { token });

/** A view-as session of Ada (global) as Olivia Owner, from Riverside Wharf. */
async function adaViewsOlivia() {
  const { status, body } = await viewAs(demoIds.olivia, demoIds.riversideWharf, await api.tokenFor(demoIds.ada));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.customer as { authToken: string; refreshToken: string; user: { id: string } };
}

/** Olivia Owner's row as stored, to show that nothing of it changed. */
const oliviaRow = () => api.ctx.db.selectFrom('users').selectAll().where('id', '=', demoIds.olivia).executeTakeFirstOrThrow();

/** A customer of Riverside Wharf Flat 1 made for one test: registered or not, active or not, customer only or staff too. */
async function riversideCustomer(name: string, { registered = true, active = true, staff = false } = {}): Promise<string> {
  const contactId = `con-test-${name}`;
  const userId = registered ? await createTestUser(api, { email: `${name}@example.com` }) : null;
  if (userId && staff) await api.ctx.db.updateTable('users').set({ role_types: '["customer","admin"]', role_payloads: '["owner","global"]' }).where('id', '=', userId).execute();
  await api.ctx.db
    .insertInto('premises_contacts')
    .values({ id: contactId, premises_id: demoIds.flat1, user_id: userId, first_name: 'Test', last_name: name, relationship: 'owner', active: active ? 1 : 0 })
    .execute();
  return userId ?? contactId;
}

describe('GET /customers/{id}/view-as', () => {
  it('gives global staff a session of the customer: the customer\u2019s user, marked tokens, a session apart from the admin\u2019s', async () => {
    const admin = (await signIn(api, 'admin@example.com')).body.data as { authToken: string; refreshToken: string };
    const { status, body } = await viewAs(demoIds.olivia, demoIds.riversideWharf, admin.authToken);
    expect(status).toBe(200);
    const [error, answer] = validate(body.data, ViewAsResponse);
    expect(error).toBeUndefined();
    expect(answer!.customer.user.id).toBe(demoIds.olivia);
    const claims = decodeJwt(answer!.customer.authToken);
    expect(claims.sub).toBe(demoIds.olivia);
    expect(claims.viewAsBy).toBe(demoIds.ada);
    expect(claims.fam).not.toBe(decodeJwt(admin.authToken).fam);
    // The customer's portal works with it, and the admin's own session goes on.
    expect((await api.call('/charges', { token: answer!.customer.authToken })).status).toBe(200);
    expect((await api.call('/user/token', { token: admin.refreshToken })).status).toBe(200);
    // Ending the view-as session leaves the admin signed in.
    expect((await api.call('/user/logout', { token: answer!.customer.authToken })).status).toBe(204);
    expect((await api.call('/user', { token: admin.authToken })).status).toBe(200);
  });

  it('takes one of the customer\u2019s relationship ids in place of their user id', async () => {
    const { status, body } = await viewAs('con-olivia-flat-2', demoIds.riversideWharf, await api.tokenFor(demoIds.ada));
    expect(status).toBe(200);
    expect(body.data.customer.user.id).toBe(demoIds.olivia);
  });

  it('lets sl1 staff view the customers of their own developments only', async () => {
    const manny = await api.tokenFor(demoIds.manny);
    expect((await viewAs(demoIds.olivia, demoIds.riversideWharf, manny)).status).toBe(200);
    expect((await viewAs(demoIds.mia, demoIds.elmCourt, manny)).status).toBe(200);
    // Harbour Lofts is not Manny's: the same 404 as a development that does not exist.
    const other = await viewAs(demoIds.dee, demoIds.harbourLofts, manny);
    expect(other.status).toBe(404);
    expect(other.body.messages).toEqual(['Development not found.']);
  });

  it('refuses sl3 staff (403), customers and clients (403), and no token (401)', async () => {
    const otto = await viewAs(demoIds.olivia, demoIds.riversideWharf, await api.tokenFor(demoIds.otto));
    expect(otto).toMatchObject({ status: 403, body: { messages: [viewAsMessages.roles] } });
    for (const userId of [demoIds.olivia, demoIds.sam, demoIds.clara]) {
      const refused = await viewAs(demoIds.olivia, demoIds.riversideWharf, await api.tokenFor(userId));
      expect(refused).toMatchObject({ status: 403, body: { messages: [viewAsMessages.staffOnly] } });
    }
    expect((await viewAs(demoIds.olivia, demoIds.riversideWharf, null)).status).toBe(401);
  });

  it('answers 400 with messages for a missing, malformed or unknown query parameter', async () => {
    const ada = await api.tokenFor(demoIds.ada);
    const missing = await viewAs(demoIds.olivia, null, ada);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('developmentUUID');
    const unknown = await api.call(`/customers/${demoIds.olivia}/view-as?developmentUUID=${demoIds.riversideWharf}&as=admin`, { token: ada });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages.length).toBeGreaterThan(0);
    const twice = await api.call(`/customers/${demoIds.olivia}/view-as?developmentUUID=${demoIds.riversideWharf}&developmentUUID=${demoIds.elmCourt}`, { token: ada });
    expect(twice.status).toBe(400);
  });

  it('answers 404 for a customer who is not the development\u2019s, and for an id that does not exist', async () => {
    const ada = await api.tokenFor(demoIds.ada);
    // Dee is Harbour Lofts'; Olivia's Elm Court relationship is not Riverside Wharf's.
    for (const id of [demoIds.dee, 'usr-nobody', 'con-dee-loft-7', 'con-olivia-apartment-12']) {
      const { status, body } = await viewAs(id, demoIds.riversideWharf, ada);
      expect(status).toBe(404);
      expect(body.messages).toEqual(['Customer not found.']);
    }
  });

  it('refuses a customer who never registered or has no active relationship (409), and an account that is also staff (403)', async () => {
    const ada = await api.tokenFor(demoIds.ada);
    const unregistered = await viewAs(await riversideCustomer('never.registered', { registered: false }), demoIds.riversideWharf, ada);
    expect(unregistered).toMatchObject({ status: 409, body: { messages: [viewAsMessages.notRegistered] } });
    const inactive = await viewAs(await riversideCustomer('moved.out', { active: false }), demoIds.riversideWharf, ada);
    expect(inactive).toMatchObject({ status: 409, body: { messages: [viewAsMessages.inactive] } });
    // docs/demo-data.md: Uma Unregistered and Ivy Inactive cannot be viewed.
    expect((await viewAs(demoIds.umaFlat6, demoIds.riversideWharf, ada)).body.messages).toEqual([viewAsMessages.notRegistered]);
    expect((await viewAs(demoIds.ivy, demoIds.riversideWharf, ada)).body.messages).toEqual([viewAsMessages.inactive]);
    const staff = await viewAs(await riversideCustomer('staff.and.owner', { staff: true }), demoIds.riversideWharf, await api.tokenFor(demoIds.manny));
    expect(staff).toMatchObject({ status: 403, body: { messages: [viewAsMessages.customersOnly] } });
  });
});

describe('a view-as token', () => {
  it('reads and acts as the customer: their user, charges, requests, the paperless answer', async () => {
    const { authToken } = await adaViewsOlivia();
    expect((await api.call('/user', { token: authToken })).body.data.id).toBe(demoIds.olivia);
    expect((await api.call('/charges', { token: authToken })).status).toBe(200);
    expect((await api.call(`/tickets?developmentId=${demoIds.riversideWharf}`, { token: authToken })).status).toBe(200);
    const paperless = await api.call('/user', { method: 'PUT', token: authToken, body: { paperlessPreference: { showPaperlessDialog: true } } });
    expect(paperless.status).toBe(200);
  });

  it('reads only the development it was opened from: not the customer’s premises, charges, requests or notifications of another', async () => {
    // Olivia also owns Apartment 12 of Elm Court (inactive in the demo data: active for this test).
    const elmNews = 'ntf-test-elm-court';
    await api.ctx.db.updateTable('premises_contacts').set({ active: 1 }).where('id', '=', 'con-olivia-apartment-12').execute();
    await api.ctx.db
      .insertInto('notifications')
      .values({
        id: elmNews,
        user_id: demoIds.olivia,
        importance: 'urgent',
        title: 'Elm Court news',
        text: 'Elm Court',
        link: null,
        source: 'test:elm',
        development_ids: JSON.stringify([demoIds.elmCourt]),
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      const own = await api.tokenFor(demoIds.olivia);
      const { authToken } = await adaViewsOlivia();
      const developments = async (token: string) => ((await api.call('/developments', { token })).body.data.developments as { id: string }[]).map((each) => each.id).sort();
      expect(await developments(own)).toEqual([demoIds.elmCourt, demoIds.riversideWharf].sort());
      expect(await developments(authToken)).toEqual([demoIds.riversideWharf]);
      expect((await api.call(`/premises/${demoIds.apartment12}`, { token: own })).status).toBe(200);
      expect((await api.call(`/premises/${demoIds.apartment12}`, { token: authToken })).status).toBe(404);
      const accounts = async (token: string) => JSON.stringify((await api.call('/charges', { token })).body.data);
      expect(await accounts(own)).toContain('EC-0012');
      expect(await accounts(authToken)).not.toContain('EC-0012');
      expect((await api.call(`/tickets/${requestDemoIds.intercomTicket}`, { token: own })).status).toBe(200);
      expect((await api.call(`/tickets/${requestDemoIds.intercomTicket}`, { token: authToken })).status).toBe(404);
      const tickets = async (token: string) => ((await api.call('/tickets', { token })).body.data.tickets as { id: string }[]).map((each) => each.id);
      expect(await tickets(own)).toContain(requestDemoIds.intercomTicket);
      expect(await tickets(authToken)).not.toContain(requestDemoIds.intercomTicket);
      const notifications = async (token: string) => (await api.call('/notifications', { token })).body.data.notifications as { id: string; status: string }[];
      expect((await notifications(own)).map((each) => each.id)).toContain(elmNews);
      expect((await notifications(authToken)).map((each) => each.id)).not.toContain(elmNews);
      // The count is of the notifications the session sees (the demo's Elm Court reply is left out too).
      const unread = async (token: string) => (await api.call('/notifications/count', { token })).body.data.counts.unread as number;
      expect(await unread(authToken)).toBe((await notifications(authToken)).filter((each) => each.status === 'unread').length);
      expect(await unread(authToken)).toBeLessThan(await unread(own));
      expect((await api.call(`/notifications/${elmNews}/mark-as-read`, { method: 'POST', token: authToken })).status).toBe(404);
    } finally {
      await api.ctx.db.updateTable('premises_contacts').set({ active: 0 }).where('id', '=', 'con-olivia-apartment-12').execute();
      await api.ctx.db.deleteFrom('notifications').where('id', '=', elmNews).execute();
    }
  });

  // Bodies that would succeed for the customer themselves, so only the view-as mark refuses them.
  const bodies: Record<string, unknown> = {
    'PUT /user/new-password': { currentPassword: 'Portal-Demo-1', newPassword: 'Portal-Demo-2' },
    'PUT /user/mfa': { multifactorEnabled: false, currentPassword: 'Portal-Demo-1' },
    'PUT /admin/users/:id/password': { newPassword: 'Aa1!aaaaa' },
    'POST /feedback': { rating: 4, message: 'Sent by staff' },
  };
  const userUpdates: Record<string, unknown> = {
    profile: { title: 'Ms', firstName: 'Changed', lastName: 'Byadmin' },
    contactInformation: { mainNumber: '020 7946 0999', mobileNumber: null },
    profilePicture: { fileName: 'me.png', content: 'iVBORw0KGgo=' },
    feedbackInformation: { lastResponse: 1, datetime: '2026-10-03 18:42:10' },
    multiFactorPreferences: { multifactorEnabled: true },
    correspondenceAddress: { addressLine1: '1 Elsewhere Road', city: 'Leeds', country: 'United Kingdom', postalCode: 'LS1 1AA' },
  };

  it('is refused (403, one message) on every route of the list that the API serves, and changes nothing', async () => {
    const registered = await registeredRoutes();
    const listed = VIEW_AS_REFUSED_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
    const { authToken } = await adaViewsOlivia();
    const before = await oliviaRow();
    for (const route of VIEW_AS_REFUSED_ROUTES) {
      const name = `${route.method} ${route.path}`;
      const path = route.path.replace(':id', route.path.startsWith('/premises/') ? demoIds.flat1 : demoIds.olivia);
      const calls = route.fields
        ? route.fields.map((field) => ({ [field]: userUpdates[field] }))
        : [bodies[name] ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {})];
      const query = route.path === '/customers/:id/view-as' ? `?developmentUUID=${demoIds.riversideWharf}` : '';
      for (const body of calls) {
        const response = await api.call(path + query, { method: route.method, token: authToken, body });
        expect({ name, body, status: response.status, messages: response.body.messages }).toEqual({ name, body, status: 403, messages: [VIEW_AS_REFUSED_MESSAGE] });
      }
    }
    expect(await oliviaRow()).toEqual(before);
  });

  it('keeps the customer\u2019s correspondence e-mail and text number: a change is refused (403), the rest of those preferences saves', async () => {
    const { authToken } = await adaViewsOlivia();
    const current = (await api.call('/user', { token: authToken })).body.data as { notificationPreferences: Record<string, unknown>; newsPreferences: Record<string, unknown> };
    const { ownersCorrespondence, ownersReminders, email } = current.notificationPreferences as { ownersCorrespondence: boolean; ownersReminders: boolean; email: string };
    const news = current.newsPreferences as { urgentNewsText: boolean; urgentNewsEmail: boolean; importantNewsEmail: boolean; standardNewsEmail: boolean; smsNumber: string | null };
    const put = (body: unknown) => api.call('/user', { method: 'PUT', token: authToken, body });
    const before = await oliviaRow();
    for (const body of [
      { notificationPreferences: { ownersCorrespondence, ownersReminders, email: 'staff.chosen@example.com' } },
      { newsPreferences: { ...news, urgentNewsText: true, smsNumber: '07400 123457' } },
    ]) {
      const refused = await put(body);
      expect({ body, status: refused.status, messages: refused.body.messages }).toEqual({ body, status: 403, messages: [VIEW_AS_REFUSED_MESSAGE] });
    }
    expect(await oliviaRow()).toEqual(before);
    const saved = await put({ notificationPreferences: { ownersCorrespondence: !ownersCorrespondence, ownersReminders, email } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.notificationPreferences.ownersCorrespondence).toBe(!ownersCorrespondence);
    expect((await put({ notificationPreferences: { ownersCorrespondence, ownersReminders, email } })).status).toBe(200);
  });

  it('cannot outlive its limit: refreshes rotate and keep the mark, but nothing works past the limit from its start', async () => {
    const admin = (await signIn(api, 'admin@example.com')).body.data as { authToken: string; refreshToken: string };
    const started = api.ctx.now().getTime();
    const limitSeconds = api.ctx.config.viewAsSessionSeconds;
    let session = await adaViewsOlivia();
    let adminRefresh = admin.refreshToken;
    // Refreshing every 4 minutes, as the portal does, up to the limit.
    for (let elapsed = 240; elapsed < limitSeconds; elapsed += 240) {
      api.advanceClock(240);
      const refreshed = await api.call('/user/token', { token: session.refreshToken });
      expect(refreshed.status).toBe(200);
      session = refreshed.body.data;
      const claims = decodeJwt(session.authToken);
      expect(claims.viewAsBy).toBe(demoIds.ada);
      expect(claims.exp! * 1000).toBeLessThanOrEqual(started + limitSeconds * 1000 + 1000);
      adminRefresh = (await api.call('/user/token', { token: adminRefresh })).body.data.refreshToken;
    }
    expect((await api.call('/user', { token: session.authToken })).status).toBe(200);
    api.advanceClock(limitSeconds - (api.ctx.now().getTime() - started) / 1000 + 1);
    expect((await api.call('/user/token', { token: session.refreshToken })).status).toBe(401);
    // The last access token was issued under 5 minutes ago, yet the session's end ends it too.
    expect((await api.call('/user', { token: session.authToken })).status).toBe(401);
    // The admin's own session is not bound by it.
    expect((await api.call('/user/token', { token: adminRefresh })).status).toBe(200);
  });
});

/** Every route the app registers, as `METHOD /path`. */
async function registeredRoutes(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-routes-'));
  const instance = await createApi({ ...api.ctx.config, dataDir });
  try {
    return instance.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`);
  } finally {
    await instance.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
