import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { MarkedAllNotifications, MarkedNotification, NotificationCountResponse, NotificationsResponse, type Notification } from '../../../core/schemas/notifications';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { requestDemoIds } from '../requests';
import { publishNews } from '../news';

const people = ['olivia', 'mia', 'sam', 'dee', 'clara', 'ada', 'manny', 'otto'] as const;
type Person = (typeof people)[number];
let api: TestApi;
let tokens: Record<Person, string>;
beforeAll(async () => {
  api = await startTestApi();
  tokens = Object.fromEntries(await Promise.all(people.map(async (person) => [person, await api.tokenFor(demoIds[person])]))) as Record<Person, string>;
});
afterAll(() => api.close());

async function list(person: Person, query = ''): Promise<Notification[]> {
  const { status, body } = await api.call(`/notifications${query}`, { token: tokens[person] });
  expect(status).toBe(200);
  return create(body.data, NotificationsResponse).notifications;
}

async function counts(person: Person) {
  const { status, body } = await api.call('/notifications/count?status=unread', { token: tokens[person] });
  expect(status).toBe(200);
  return create(body.data, NotificationCountResponse).counts;
}

describe('the demo notifications (docs/demo-data.md)', () => {
  it('gives Olivia Owner 4, newest first: 1 urgent unread, 2 standard unread (staff replies to her open requests), 1 read', async () => {
    const notifications = await list('olivia');
    expect(notifications).toHaveLength(4);
    const unread = notifications.filter((item) => item.readAt === null);
    expect(unread.filter((item) => item.importance === 'urgent')).toHaveLength(1);
    expect(unread.filter((item) => item.importance === 'standard').map((item) => item.link).sort()).toEqual([
      `/requests/${requestDemoIds.leakTicket}`,
      `/requests/${requestDemoIds.parkingTicket}`,
    ]);
    expect(notifications.filter((item) => item.readAt !== null)).toMatchObject([{ importance: 'urgent', status: 'read' }]);
    expect(notifications.map((item) => item.createdAt)).toEqual(notifications.map((item) => item.createdAt).sort().reverse());
    expect(notifications.find((item) => item.link === `/requests/${requestDemoIds.leakTicket}`)).toMatchObject({
      title: 'New reply to your request: Leak in the bathroom ceiling',
      text: 'Manny Manager: A plumber will call on Monday morning.',
    });
    expect(await counts('olivia')).toEqual({ urgentUnread: 1, unread: 3 });
  });

  it('gives Ada Admin the urgent news of the developments she did not write it for, and its author none of their own', async () => {
    expect((await list('ada')).map((item) => item.title).sort()).toEqual(['Urgent news: Fire alarm test moved', 'Urgent news: Water shut-off on Thursday']);
    // Manny wrote both urgent items of his developments.
    expect(await list('manny')).toEqual([]);
    // A client's reply links the client portal's request.
    expect((await list('clara')).map((item) => item.link)).toContain(`/client/requests/${requestDemoIds.claraTicket}`);
  });
});

describe('GET /notifications (spec 2 §7)', () => {
  it('filters by importance and status and takes a limit (50 by default)', async () => {
    expect((await list('olivia', '?importance=urgent')).every((item) => item.importance === 'urgent')).toBe(true);
    expect(await list('olivia', '?importance=urgent&status=unread')).toHaveLength(1);
    expect(await list('olivia', '?status=read')).toHaveLength(1);
    expect(await list('olivia', '?status=unread&importance=standard')).toHaveLength(2);
    expect(await list('olivia', '?limit=2')).toHaveLength(2);
  });

  it('answers 400 with a message for a malformed query, and 401 signed out', async () => {
    for (const query of ['?limit=0', '?limit=many', '?importance=important', '?status=all', '?page=2']) {
      const { status, body } = await api.call(`/notifications${query}`, { token: tokens.olivia });
      expect(status, query).toBe(400);
      expect(body.messages.length, query).toBeGreaterThan(0);
    }
    expect((await api.call('/notifications/count?status=read', { token: tokens.olivia })).status).toBe(400);
    expect((await api.call('/notifications')).status).toBe(401);
    expect((await api.call('/notifications/count')).status).toBe(401);
  });
});

describe('marking as read (spec 2 §4)', () => {
  it("sets readAt on one of the caller's own, decrements the counts (urgent too), keeps the first readAt, and answers 404 for another's", async () => {
    const sam = await list('sam');
    const urgent = sam.find((item) => item.importance === 'urgent' && item.readAt === null)!;
    const before = await counts('sam');
    const marked = await api.call(`/notifications/${urgent.id}/mark-as-read`, { method: 'POST', token: tokens.sam });
    expect(marked.status).toBe(200);
    const { notification } = create(marked.body.data, MarkedNotification);
    expect(notification).toMatchObject({ id: urgent.id, status: 'read' });
    expect(notification.readAt).not.toBeNull();
    expect(await counts('sam')).toEqual({ urgentUnread: before.urgentUnread - 1, unread: before.unread - 1 });
    api.advanceClock(60);
    const again = await api.call(`/notifications/${urgent.id}/mark-as-read`, { method: 'POST', token: tokens.sam });
    expect(again.body.data.notification.readAt).toBe(notification.readAt);

    const oliviasOwn = (await list('olivia'))[0]!;
    expect((await api.call(`/notifications/${oliviasOwn.id}/mark-as-read`, { method: 'POST', token: tokens.sam })).status).toBe(404);
    expect((await api.call('/notifications/ntf-nobody/mark-as-read', { method: 'POST', token: tokens.sam })).status).toBe(404);
    expect((await list('olivia'))[0]!.readAt).toBeNull();
  });

  it("marks all of the caller's own as read and clears their counts, nobody else's", async () => {
    const oliviaBefore = await counts('olivia');
    const { status, body } = await api.call('/notifications/mark-all-as-read', { method: 'POST', token: tokens.dee });
    expect(status).toBe(200);
    const { readAt } = create(body.data, MarkedAllNotifications);
    expect(await counts('dee')).toEqual({ urgentUnread: 0, unread: 0 });
    expect((await list('dee')).every((item) => item.readAt !== null)).toBe(true);
    expect((await list('dee', '?status=read')).some((item) => item.readAt === readAt)).toBe(true);
    expect(await counts('olivia')).toEqual(oliviaBefore);
  });
});

describe('what makes notifications', () => {
  it('a staff reply to a request tells whoever raised it; their own message and a colleague of the raiser do not', async () => {
    const before = await counts('olivia');
    await api.call(`/tickets/${requestDemoIds.leakTicket}/feed`, { method: 'POST', token: tokens.olivia, body: { message: 'Any news?' } });
    expect(await counts('olivia')).toEqual(before);
    const reply = await api.call(`/tickets/${requestDemoIds.leakTicket}/feed`, { method: 'POST', token: tokens.otto, body: { message: 'The plumber comes at 9.' } });
    expect(reply.status).toBe(201);
    expect(await counts('olivia')).toEqual({ ...before, unread: before.unread + 1 });
    expect((await list('olivia'))[0]).toMatchObject({
      importance: 'standard',
      readAt: null,
      title: 'New reply to your request: Leak in the bathroom ceiling',
      text: 'Otto Officer: The plumber comes at 9.',
      link: `/requests/${requestDemoIds.leakTicket}`,
    });
    // Staff are not told of their own reply.
    expect((await list('otto')).some((item) => item.text.includes('The plumber comes at 9.'))).toBe(false);
  });

  it('publishing urgent news tells everyone who may read it but its author; other news tells nobody', async () => {
    const before = { olivia: await counts('olivia'), mia: await counts('mia'), dee: await counts('dee'), manny: await counts('manny') };
    const item = {
      developmentIds: [demoIds.elmCourt],
      title: 'Gas leak in the car park',
      description: '<p>Keep away.</p>',
      author: { id: demoIds.manny, name: 'Manny Manager', image: null },
      createdAt: api.ctx.now().toISOString(),
      linkedLibraryFiles: [],
    };
    await publishNews(api.ctx, { ...item, id: 'nws-test-standard', category: 'standard' });
    expect(await counts('mia')).toEqual(before.mia);
    await publishNews(api.ctx, { ...item, id: 'nws-test-urgent', category: 'urgent' });
    const bumped = (counts: { urgentUnread: number; unread: number }) => ({ urgentUnread: counts.urgentUnread + 1, unread: counts.unread + 1 });
    expect(await counts('mia')).toEqual(bumped(before.mia));
    expect(await counts('olivia')).toEqual(bumped(before.olivia));
    expect((await list('mia'))[0]).toMatchObject({ title: 'Urgent news: Gas leak in the car park', text: 'Elm Court', link: '/news/nws-test-urgent' });
    // Harbour Lofts' resident and the author hear nothing.
    expect(await counts('dee')).toEqual(before.dee);
    expect(await counts('manny')).toEqual(before.manny);
  });
});
