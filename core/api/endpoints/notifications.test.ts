import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n';
import en from '../../i18n/en.json';
import * as samples from '../../schemas/samples';
import { onServerChange } from '../changes';
import { fakeFetch, json, readyConfig, validToken, type RecordedCall, connectFixedSession } from '../../testing/fake-api';
import * as api from './notifications';

const BASE = 'https://api.example.test';
const AUTH = validToken();
const leakReply = samples.sampleReplyNotification.id;

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  search: string;
  data: unknown;
  result: unknown;
  /** The path announced to the stores (a change), if any. */
  announced?: string;
}

// spec 2 §7 Notifications: method, path, query, empty bodies, answer.
const cases: Case[] = [
  {
    name: 'listNotifications',
    call: () => api.listNotifications(samples.sampleNotificationListQuery),
    method: 'GET',
    path: '/notifications',
    search: '?importance=urgent&status=unread&limit=50',
    data: samples.sampleNotificationsResponse,
    result: samples.sampleNotificationsResponse.notifications,
  },
  {
    name: 'listNotifications with no filter',
    call: () => api.listNotifications(),
    method: 'GET',
    path: '/notifications',
    search: '',
    data: { notifications: [] },
    result: [],
  },
  {
    name: 'getNotificationCount',
    call: () => api.getNotificationCount(),
    method: 'GET',
    path: '/notifications/count',
    search: '?status=unread',
    data: samples.sampleNotificationCountResponse,
    result: samples.sampleNotificationCountResponse.counts,
  },
  {
    name: 'markNotificationAsRead',
    call: () => api.markNotificationAsRead(leakReply),
    method: 'POST',
    path: `/notifications/${leakReply}/mark-as-read`,
    search: '',
    data: samples.sampleMarkedNotification,
    result: samples.sampleMarkedNotification.notification,
    announced: `/notifications/${leakReply}/mark-as-read`,
  },
  {
    name: 'markAllNotificationsAsRead',
    call: () => api.markAllNotificationsAsRead(),
    method: 'POST',
    path: '/notifications/mark-all-as-read',
    search: '',
    data: samples.sampleMarkedAllNotifications,
    result: samples.sampleMarkedAllNotifications,
    announced: '/notifications/mark-all-as-read',
  },
];

let calls: RecordedCall[] = [];
let answer: Response;
let announced: string[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  connectFixedSession(AUTH);
  const server = fakeFetch(() => answer);
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
  announced = [];
  stopListening = onServerChange((path) => announced.push(path));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('notification endpoints', () => {
  it.each(cases)('$name: $method $path, validated, with the bearer and no body', async (endpoint) => {
    answer = json(200, { data: endpoint.data });
    const result = await endpoint.call();
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe(endpoint.method);
    expect(sent?.url.origin + (sent?.path ?? '')).toBe(BASE + endpoint.path);
    expect(sent?.url.search).toBe(endpoint.search);
    expect(sent?.body).toBeUndefined();
    expect(sent?.bearer).toBe(AUTH);
    expect(result).toEqual(endpoint.result);
    expect(announced).toEqual(endpoint.announced ? [endpoint.announced] : []);
  });

  it('refuses an answer that breaks the contract (a link to another site), and a failure is an ApiError with the server messages', async () => {
    answer = json(200, { data: { notifications: [{ ...samples.sampleUrgentNotification, link: 'javascript:alert(1)' }] } });
    await expect(api.listNotifications()).rejects.toMatchObject({ name: 'ApiError', kind: 'validation' });
    answer = json(404, { messages: ['Notification not found.'] });
    await expect(api.markNotificationAsRead('ntf-nobody')).rejects.toMatchObject({ name: 'ApiError', status: 404, messages: ['Notification not found.'] });
    expect(announced).toEqual([]);
  });
});
