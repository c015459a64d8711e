import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationPreferences, User } from '../../../core/schemas';
import { VIEW_AS_REFUSED_MESSAGE } from '../../http/auth';
import { startTestApi, type TestApi } from '../../testing';
import { EMAIL_LINK_SECONDS } from '../auth';
import { createTestUser, latestLinkToken, outbox } from '../auth/test-support';
import { demoIds } from '../core';
import { notificationPreferencesPageFor } from '../notifications';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const LINK_INVALID =
  'This link does not work any more: it has expired, it has already been used, or another address was saved after it was sent. To change the address, save it again in your settings or on your notification preferences page.';

type Update = { ownersCorrespondence: boolean; ownersReminders: boolean; email: string };
type Saved = { status: number; preferences: NotificationPreferences };

/** The two ways a user's correspondence address is saved: their settings, and the public page of an e-mail's link. */
const ways: [string, (userId: string, update: Update) => Promise<Saved>][] = [
  [
    'the settings (PUT /user)',
    async (userId, update) => {
      const { status, body } = await api.call('/user', { method: 'PUT', token: await api.tokenFor(userId), body: { notificationPreferences: update } });
      expect(validate(body.data, User)[0]).toBeUndefined();
      return { status, preferences: body.data.notificationPreferences };
    },
  ],
  [
    'the public page (PUT /notification-preferences/{id})',
    async (userId, update) => {
      const { status, body } = await api.call(`/notification-preferences/${await notificationPreferencesPageFor(api.ctx, userId)}`, { method: 'PUT', body: update });
      expect(validate(body.data, NotificationPreferences)[0]).toBeUndefined();
      return { status, preferences: body.data };
    },
  ],
];

let made = 0;
/** A customer of their own for each test, so the demo users stay as docs/demo-data.md says. */
async function newCustomer(): Promise<{ id: string; email: string }> {
  const email = `letters.${++made}@example.com`;
  return { id: await createTestUser(api, { email }), email };
}

/** An address of the newest test customer's own, so that no two tests share an outbox. */
const other = (name: string) => `${name}.${made}@example.com`;

/** The preferences as both answers that carry them say: `GET /user` and the public page. */
async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const user = (await api.call('/user', { token: await api.tokenFor(userId) })).body.data.notificationPreferences;
  const page = (await api.call(`/notification-preferences/${await notificationPreferencesPageFor(api.ctx, userId)}`)).body.data;
  expect(page).toEqual(user);
  return page;
}

const confirm = (token: string) => api.call('/user/confirm-notification-email', { method: 'POST', body: { token } });

describe.each(ways)('a new correspondence address saved through %s', (_, save) => {
  it('waits for its link: notices keep going to the current address, the new one gets the link, the current one is told', async () => {
    const { id, email } = await newCustomer();
    const saved = await save(id, { ownersCorrespondence: false, ownersReminders: true, email: other('new.home') });
    expect(saved).toEqual({ status: 200, preferences: { ownersCorrespondence: false, ownersReminders: true, email, pendingEmail: other('new.home') } });
    expect(await preferencesOf(id)).toEqual(saved.preferences);

    const [link, ...noMore] = await outbox(api, other('new.home'));
    expect(noMore).toEqual([]);
    expect(link!.subject).toBe('Confirm the address for your Portico notices');
    expect(link!.body).toMatch(/http:\/\/localhost:4200\/confirm-notification-email\/[A-Za-z0-9_-]{43}\n/);
    expect(link!.body).toContain(`Until then they keep going to ${email}.`);
    const [notice] = await outbox(api, email);
    expect(notice!.subject).toBe('A new address was given for your Portico notices');
    expect(notice!.body).toContain(`sent to ${other('new.home')} instead of this address`);
    expect(notice!.body).toContain('If it was not, contact your managing agent');
    expect(notice!.body).not.toContain('/confirm-notification-email/');
  });

  it('becomes the address in use when its link is opened, once', async () => {
    const { id } = await newCustomer();
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('opened') });
    const token = await latestLinkToken(api, other('opened'), 'confirm-notification-email');
    const { status, body } = await confirm(token);
    expect(status).toBe(200);
    expect(validate(body.data, NotificationPreferences)[0]).toBeUndefined();
    expect(body.data).toEqual({ ownersCorrespondence: true, ownersReminders: true, email: other('opened'), pendingEmail: null });
    expect(await preferencesOf(id)).toEqual(body.data);
    expect(await confirm(token)).toMatchObject({ status: 401, body: { messages: [LINK_INVALID] } });
  });

  it('is kept, and nothing is sent, when the current address or the pending one is saved again', async () => {
    const { id, email } = await newCustomer();
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('kept') });
    const token = await latestLinkToken(api, other('kept'), 'confirm-notification-email');
    const sent = [(await outbox(api, email)).length, (await outbox(api, other('kept'))).length];
    // The settings form shows the address in use: saving a choice sends that address back.
    expect(await save(id, { ownersCorrespondence: false, ownersReminders: true, email })).toEqual({
      status: 200,
      preferences: { ownersCorrespondence: false, ownersReminders: true, email, pendingEmail: other('kept') },
    });
    expect((await save(id, { ownersCorrespondence: false, ownersReminders: true, email: other('Kept') })).preferences.pendingEmail).toBe(other('kept'));
    expect([(await outbox(api, email)).length, (await outbox(api, other('kept'))).length]).toEqual(sent);
    expect((await confirm(token)).body.data).toMatchObject({ ownersCorrespondence: false, email: other('kept') });
  });

  it('is replaced by a second change: the first link then fails and the second works', async () => {
    const { id, email } = await newCustomer();
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('first.try') });
    const first = await latestLinkToken(api, other('first.try'), 'confirm-notification-email');
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('second.try') });
    const second = await latestLinkToken(api, other('second.try'), 'confirm-notification-email');
    expect((await preferencesOf(id)).pendingEmail).toBe(other('second.try'));
    expect((await outbox(api, email))[0]!.body).toContain(`sent to ${other('second.try')} instead of this address`);
    expect(await confirm(first)).toMatchObject({ status: 401, body: { messages: [LINK_INVALID] } });
    expect((await preferencesOf(id)).email).toBe(email);
    expect((await confirm(second)).body.data.email).toBe(other('second.try'));
  });

  it('cannot be confirmed once its link has expired; saving it again sends a new link', async () => {
    const { id, email } = await newCustomer();
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('late') });
    const expired = await latestLinkToken(api, other('late'), 'confirm-notification-email');
    api.advanceClock(EMAIL_LINK_SECONDS['confirm-notification-email'] + 1);
    expect(await confirm(expired)).toMatchObject({ status: 401, body: { messages: [LINK_INVALID] } });
    expect(await preferencesOf(id)).toMatchObject({ email, pendingEmail: other('late') });
    await save(id, { ownersCorrespondence: true, ownersReminders: true, email: other('late') });
    const fresh = await latestLinkToken(api, other('late'), 'confirm-notification-email');
    expect(fresh).not.toBe(expired);
    expect((await confirm(fresh)).body.data.email).toBe(other('late'));
  });
});

describe('POST /user/confirm-notification-email', () => {
  it('refuses a token that is unknown or made for another link', async () => {
    const { email } = await newCustomer();
    await api.call('/user/forgotten-password', { method: 'POST', body: { email } });
    const reset = await latestLinkToken(api, email, 'reset-password');
    for (const token of ['no-such-token', reset]) expect(await confirm(token)).toMatchObject({ status: 401, body: { messages: [LINK_INVALID] } });
  });
});

describe('staff viewing as a customer', () => {
  it('cannot start a change of their correspondence address: 403, nothing pending, nothing sent', async () => {
    const ada = await api.tokenFor(demoIds.ada);
    const viewAs = await api.call(`/customers/${demoIds.olivia}/view-as?developmentUUID=${demoIds.riversideWharf}`, { token: ada });
    expect(viewAs.status).toBe(200);
    const { authToken } = viewAs.body.data.customer as { authToken: string };
    const before = await preferencesOf(demoIds.olivia);
    const refused = await api.call('/user', { method: 'PUT', token: authToken, body: { notificationPreferences: { ownersCorrespondence: before.ownersCorrespondence, ownersReminders: before.ownersReminders, email: 'staff.chosen@example.com' } } });
    expect(refused).toMatchObject({ status: 403, body: { messages: [VIEW_AS_REFUSED_MESSAGE] } });
    expect(await preferencesOf(demoIds.olivia)).toEqual(before);
    expect(await outbox(api, 'staff.chosen@example.com')).toEqual([]);
  });
});
