import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { NotificationPreferences } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { notificationsDemoIds as ids } from '.';
import { notificationPreferencesPageFor } from '.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const page = (id: string) => `/notification-preferences/${id}`;
const storedPreferences = async (userId: string) =>
  JSON.parse((await api.ctx.db.selectFrom('users').select('notification_preferences').where('id', '=', userId).executeTakeFirstOrThrow()).notification_preferences);
const unsubscribedAt = async (id: string) =>
  (await api.ctx.db.selectFrom('notification_preference_pages').select('unsubscribed_at').where('id', '=', id).executeTakeFirstOrThrow()).unsubscribed_at;

describe('the public notification-preferences page', () => {
  it("answers Olivia Owner's preferences at NP-OWNER-1, without a token", async () => {
    const { status, body } = await api.call(page(ids.oliviaPreferences), { token: null });
    expect(status).toBe(200);
    expect(validate(body.data, NotificationPreferences)[0]).toBeUndefined();
    expect(body.data).toEqual({ ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com', pendingEmail: null });
  });

  it('has a second demo page, for Sam Subtenant', async () => {
    const { status, body } = await api.call(page(ids.samPreferences));
    expect(status).toBe(200);
    expect(body.data.email).toBe('subtenant@example.com');
  });

  it('updates them, on the user too; a new address waits for the link sent to it (account area)', async () => {
    const update = { ownersCorrespondence: true, ownersReminders: false, email: 'olivia.owner@example.com' };
    const { status, body } = await api.call(page(ids.oliviaPreferences), { method: 'PUT', body: update });
    expect(status).toBe(200);
    expect(validate(body.data, NotificationPreferences)[0]).toBeUndefined();
    const saved = { ...update, email: 'owner@example.com', pendingEmail: 'olivia.owner@example.com' };
    expect(body.data).toEqual(saved);
    expect((await api.call(page(ids.oliviaPreferences))).body.data).toEqual(saved);
    expect(await storedPreferences(demoIds.olivia)).toEqual({ ...update, email: 'owner@example.com' });
  });

  it('unsubscribes with DELETE: both off, the time recorded, 204 with no body', async () => {
    expect(await unsubscribedAt(ids.oliviaPreferences)).toBeNull();
    const { status, body } = await api.call(page(ids.oliviaPreferences), { method: 'DELETE' });
    expect(status).toBe(204);
    expect(body).toBeNull();
    const after = (await api.call(page(ids.oliviaPreferences))).body.data;
    expect(after).toEqual({ ownersCorrespondence: false, ownersReminders: false, email: 'owner@example.com', pendingEmail: 'olivia.owner@example.com' });
    const at = await unsubscribedAt(ids.oliviaPreferences);
    expect(at).not.toBeNull();
    expect(Math.abs(Date.parse(at!) - api.ctx.now().getTime())).toBeLessThan(5000);
  });

  it('ends the unsubscription when something is turned back on', async () => {
    const update = { ownersCorrespondence: false, ownersReminders: true, email: 'owner@example.com' };
    expect((await api.call(page(ids.oliviaPreferences), { method: 'PUT', body: update })).status).toBe(200);
    expect(await unsubscribedAt(ids.oliviaPreferences)).toBeNull();
  });

  it('answers 404 to an unknown id on every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com' } : undefined;
      const answer = await api.call(page('NP-NO-SUCH-PAGE'), { method, body });
      expect(answer.status, method).toBe(404);
      expect(answer.body).toEqual({ messages: ['Notification preferences not found.'] });
    }
  });

  it('answers 400 with messages to a malformed update', async () => {
    const good = { ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com' };
    const notJson = await api.call(page(ids.oliviaPreferences), { method: 'PUT', body: 'email=x', headers: { 'Content-Type': 'application/json' } });
    expect(notJson).toMatchObject({ status: 400, body: { messages: ['The request body must be JSON.'] } });
    const cases: [unknown, string][] = [
      [{ ...good, ownersReminders: 'yes' }, 'ownersReminders: must be true or false'],
      [{ ownersCorrespondence: true, ownersReminders: true }, 'email: is required'],
      [{ ...good, email: 'not an address' }, 'email: must be a valid e-mail address'],
      [{ ...good, email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
      [{ ...good, colour: 'red' }, 'colour: is not an allowed field'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.call(page(ids.oliviaPreferences), { method: 'PUT', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.messages).toContain(message);
    }
    expect(await storedPreferences(demoIds.olivia)).toEqual({ ownersCorrespondence: false, ownersReminders: true, email: 'owner@example.com' });
  });

  it('gives a user without a page a new one with a random id, and the same one after', async () => {
    const id = await notificationPreferencesPageFor(api.ctx, demoIds.mia);
    expect(id).toMatch(/^np-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await notificationPreferencesPageFor(api.ctx, demoIds.mia)).toBe(id);
    expect(await notificationPreferencesPageFor(api.ctx, demoIds.olivia)).toBe(ids.oliviaPreferences);
    const { status, body } = await api.call(page(id));
    expect(status).toBe(200);
    expect(body.data.email).toBe('mfa@example.com');
  });
});

describe('saving the public page, over and over', () => {
  it('is rate limited per page: the address in use is not sent a notice for every save', async () => {
    const limited = await startTestApi({ rateLimit: { max: 3, windowSeconds: 60 } });
    try {
      const outbox = async () =>
        (await limited.ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', '=', 'owner@example.com').executeTakeFirstOrThrow()).n;
      const save = (n: number) =>
        limited.call(page(ids.oliviaPreferences), { method: 'PUT', token: null, body: { ownersCorrespondence: true, ownersReminders: true, email: `new-${n}@example.com` } });
      for (const n of [1, 2, 3]) expect((await save(n)).status).toBe(200);
      const notices = await outbox();
      const refused = await save(4);
      expect(refused.status).toBe(429);
      expect(await outbox()).toBe(notices);
      expect(await limited.ctx.db.selectFrom('users').select('pending_notification_email').where('id', '=', demoIds.olivia).executeTakeFirst()).toEqual({
        pending_notification_email: 'new-3@example.com',
      });
    } finally {
      await limited.close();
    }
  });
});
