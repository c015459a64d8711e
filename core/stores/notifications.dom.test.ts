import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, readyConfig, validToken, type RecordedCall } from '../testing/fake-api';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import type { Notification, NotificationCounts } from '../schemas/notifications';
import { sampleUser } from '../testing/samples/account';
import { sampleNotificationCountResponse, sampleNotificationsResponse } from '../testing/samples/notifications';
import { signInWithAuthResult } from '../session';
import { endSession } from '../session/state';
import { $notificationCount, markAllAsRead, markAsRead, notificationsStore, NOTIFICATION_COUNT_POLL_MS } from './notifications';

const BASE = 'https://api.example.test';
const [urgent, reply] = sampleNotificationsResponse.notifications as [Notification, Notification];
let calls: RecordedCall[];
let answer: (call: RecordedCall) => Response;
let hidden = false;
const stops: (() => void)[] = [];

function signIn(): void {
  signInWithAuthResult({ authToken: validToken(sampleUser.id), refreshToken: 'refresh-olivia', user: sampleUser });
}

const countCalls = () => calls.filter((call) => call.path === '/notifications/count');

/** The tab hidden or shown, as the browser tells it (the stores read `document.hidden`). */
function showTab(visible: boolean): void {
  hidden = !visible;
  window.dispatchEvent(new Event('visibilitychange'));
}

function marked(notification: Notification, readAt = '2026-11-26T10:00:00.000Z'): Notification {
  return { ...notification, status: 'read', readAt };
}

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  endSession();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  answer = (call) => {
    if (call.path === '/notifications/count') return json(200, { data: sampleNotificationCountResponse });
    if (call.path === '/notifications') return json(200, { data: sampleNotificationsResponse });
    if (call.path === `/notifications/${urgent.id}/mark-as-read`) return json(200, { data: { notification: marked(urgent) } });
    if (call.path === `/notifications/${reply.id}/mark-as-read`) return json(200, { data: { notification: marked(reply) } });
    if (call.path === '/notifications/mark-all-as-read') return json(200, { data: { readAt: '2026-11-26T11:00:00.000Z' } });
    return json(404, { messages: ['Not found.'] });
  };
  const server = fakeFetch((call) => answer(call));
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  showTab(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  endSession();
});

describe('$notificationCount (spec 2 §2, §9)', () => {
  it('loads nothing before the user, then the unread counts once they are signed in', async () => {
    stops.push($notificationCount.listen(() => undefined));
    expect(countCalls()).toEqual([]);
    signIn();
    await vi.waitFor(() => expect($notificationCount.get().data).toEqual(sampleNotificationCountResponse.counts));
    expect(countCalls()).toHaveLength(1);
    expect(countCalls()[0]?.url.href).toBe(`${BASE}/notifications/count?status=unread`);
  });

  it('is read again every 120 seconds while the tab is visible, not while it is hidden, and at once when it comes back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn();
    stops.push($notificationCount.listen(() => undefined));
    await vi.waitFor(() => expect(countCalls()).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(NOTIFICATION_COUNT_POLL_MS - 1_000);
    expect(countCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(countCalls()).toHaveLength(2));
    answer = () => json(200, { data: { counts: { urgentUnread: 2, unread: 5 } } });
    await vi.advanceTimersByTimeAsync(NOTIFICATION_COUNT_POLL_MS);
    await vi.waitFor(() => expect($notificationCount.get().data).toEqual({ urgentUnread: 2, unread: 5 }));
    expect(countCalls()).toHaveLength(3);

    // Two polls' time hidden (the test's token lasts ten minutes in all).
    showTab(false);
    await vi.advanceTimersByTimeAsync(2 * NOTIFICATION_COUNT_POLL_MS);
    expect(countCalls()).toHaveLength(3);
    showTab(true);
    await vi.waitFor(() => expect(countCalls()).toHaveLength(4));
  });

  it('stops polling when no view reads it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn();
    const stop = $notificationCount.listen(() => undefined);
    await vi.waitFor(() => expect(countCalls()).toHaveLength(1));
    stop();
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATION_COUNT_POLL_MS);
    expect(countCalls()).toHaveLength(1);
  });
});

describe('marking notifications read (spec 2 §4)', () => {
  async function loaded() {
    signIn();
    const all = notificationsStore({ limit: 50 });
    const urgentOnly = notificationsStore({ importance: 'urgent', limit: 50 });
    stops.push($notificationCount.listen(() => undefined), all.listen(() => undefined), urgentOnly.listen(() => undefined));
    await vi.waitFor(() => {
      expect($notificationCount.get().data).toBeDefined();
      expect(all.get().data).toBeDefined();
      expect(urgentOnly.get().data).toBeDefined();
    });
    return { all, urgentOnly };
  }
  const counts = (): NotificationCounts | undefined => $notificationCount.get().data;

  it('marks one: readAt set in every list, the counts one lower (urgent too), without reading them again', async () => {
    const { all, urgentOnly } = await loaded();
    const before = calls.length;
    await markAsRead(urgent);
    expect(calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([`POST /notifications/${urgent.id}/mark-as-read`]);
    expect(calls.at(-1)?.body).toBeUndefined();
    expect(all.get().data?.find((item) => item.id === urgent.id)?.readAt).toBe('2026-11-26T10:00:00.000Z');
    expect(urgentOnly.get().data?.find((item) => item.id === urgent.id)?.readAt).toBe('2026-11-26T10:00:00.000Z');
    expect(counts()).toEqual({ urgentUnread: 0, unread: 2 });
    // A standard one leaves the urgent count alone.
    await markAsRead(reply);
    expect(counts()).toEqual({ urgentUnread: 0, unread: 1 });
  });

  it('changes nothing when the mark fails, and throws its ApiError', async () => {
    const { all } = await loaded();
    answer = () => json(500, { messages: ['The service is unavailable.'] });
    await expect(markAsRead(urgent)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    await expect(markAllAsRead()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(counts()).toEqual(sampleNotificationCountResponse.counts);
    expect(all.get().data).toEqual(sampleNotificationsResponse.notifications);
  });

  it('marks all: every unread one read at the answer time, the one read before keeps its time, the counts cleared', async () => {
    const { all } = await loaded();
    await markAllAsRead();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/notifications/mark-all-as-read' });
    expect(counts()).toEqual({ urgentUnread: 0, unread: 0 });
    const readAts = all.get().data?.map((item) => item.readAt);
    expect(readAts).toEqual(['2026-11-26T11:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T06:00:00.000Z']);
    expect(calls.filter((call) => call.path === '/notifications/count')).toHaveLength(1);
  });
});
