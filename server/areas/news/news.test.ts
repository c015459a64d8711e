// POST /news/filter over real HTTP.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsFilterResponse, type NewsItem } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { newsDemoIds } from './seed';

let api: TestApi;
let olivia: string;
let ada: string;
beforeAll(async () => {
  api = await startTestApi();
  olivia = await api.tokenFor(demoIds.olivia);
  ada = await api.tokenFor(demoIds.ada);
});
afterAll(() => api.close());

async function news(token: string, developmentUUIDs: string[]): Promise<NewsItem[]> {
  const { status, body } = await api.call('/news/filter', { method: 'POST', token, body: { developmentUUIDs } });
  expect(status).toBe(200);
  expect(validate(body.data, NewsFilterResponse)[0]).toBeUndefined();
  return body.data.news;
}

const everyDevelopment = [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts];

describe('POST /news/filter', () => {
  it('gives each development 6+ items across the three categories, with an author name and picture, newest first', async () => {
    for (const developmentId of everyDevelopment) {
      const items = await news(ada, [developmentId]);
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(new Set(items.map((item) => item.category))).toEqual(new Set(['standard', 'urgent', 'important']));
      const times = items.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      for (const item of items) {
        expect(item.authorName).toBeTruthy();
        expect(item.description).toMatch(/^<p>/);
        const picture = await fetch(api.url + new URL(item.authorImage!).pathname);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      }
    }
  });

  it('lists an item shown in several developments once', async () => {
    const items = await news(ada, everyDevelopment);
    expect(items.filter((item) => item.id === newsDemoIds.portalNews)).toHaveLength(1);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('leaves out developments the user may not see, like ids that do not exist', async () => {
    const mine = await news(olivia, [demoIds.riversideWharf, demoIds.elmCourt]);
    expect(await news(olivia, [...everyDevelopment, 'dev-nowhere'])).toEqual(mine);
    expect(await news(olivia, [demoIds.harbourLofts])).toEqual([]);
    expect(mine.map((item) => item.id)).toContain(newsDemoIds.riversideUrgentNews);
    expect(mine.map((item) => item.id)).not.toContain('nws-harbour-flood');
    expect(await news(olivia, [])).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await api.call('/news/filter', { method: 'POST', body: { developmentUUIDs: [demoIds.riversideWharf] } })).status).toBe(401);
  });

  it.each([
    ['not JSON', 'developmentUUIDs=dev-riverside-wharf'],
    ['a missing field', {}],
    ['a string for the list', { developmentUUIDs: demoIds.riversideWharf }],
    ['a number in the list', { developmentUUIDs: [7] }],
    ['an over-long id', { developmentUUIDs: ['d'.repeat(65)] }],
    ['an id with spaces', { developmentUUIDs: ['dev riverside'] }],
    ['an unknown key', { developmentUUIDs: [demoIds.riversideWharf], category: 'urgent' }],
  ])('answers %s with 400 and messages', async (_case, body) => {
    const { status, body: answer } = await api.call('/news/filter', { method: 'POST', token: olivia, body });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
  });
});
