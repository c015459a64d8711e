// Staff writing news over real HTTP: POST /news, GET, PUT and DELETE /news/{id}; who may, in which
// developments; the stored description sanitised; linked documents resolved; urgent news notifying
// its readers (also when a change makes it urgent), and e-mails and texts as their preferences say.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsFilterResponse } from '../../../core/schemas';
import { NewsItemResponse, type NewsAdminItem, type NewsInput } from '../../../core/schemas/news-admin';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { newsDemoIds } from './seed';

let api: TestApi;
const tokens: Record<'olivia' | 'clara' | 'ada' | 'manny' | 'otto', string> = { olivia: '', clara: '', ada: '', manny: '', otto: '' };
beforeAll(async () => {
  api = await startTestApi();
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await api.tokenFor(demoIds[name]);
});
afterAll(() => api.close());

const riverside: string = demoIds.riversideWharf;
const input = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  developmentIds: [riverside],
  title: 'Water off on Friday',
  category: 'standard',
  description: '<p>From <strong>9:00</strong> to 12:00.</p>',
  linkedLibraryFiles: [],
  ...overrides,
});

async function create(token: string, body: unknown): Promise<NewsAdminItem> {
  const { status, body: answer } = await api.call('/news', { method: 'POST', token, body });
  expect(status, JSON.stringify(answer)).toBe(201);
  expect(validate(answer.data, NewsItemResponse)[0]).toBeUndefined();
  return answer.data.news;
}

async function residentNews(token: string, developmentId = riverside) {
  const { body } = await api.call('/news/filter', { method: 'POST', token, body: { developmentUUIDs: [developmentId] } });
  expect(validate(body.data, NewsFilterResponse)[0]).toBeUndefined();
  return body.data.news as { id: string; description: string; title: string }[];
}

async function outbox(to: string): Promise<{ channel: string; subject: string; body: string }[]> {
  const { body } = await api.call(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data.messages;
}

async function notifications(token: string): Promise<{ title: string; link: string | null }[]> {
  const { status, body } = await api.call('/notifications', { token });
  expect(status).toBe(200);
  return body.data.notifications;
}

describe('POST /news', () => {
  it('publishes an item written by the staff member, with their name and picture, that the development\u2019s residents read', async () => {
    const item = await create(tokens.manny, input({ title: 'Bike store open' }));
    expect(item).toMatchObject({ title: 'Bike store open', category: 'standard', authorName: 'Manny Manager', developmentIds: [riverside], linkedLibraryFiles: [] });
    expect(item.id).toMatch(/^nws-/);
    const picture = await fetch(api.url + new URL(item.authorImage!).pathname);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('>MM</text>');
    expect((await residentNews(tokens.olivia))[0]).toMatchObject({ id: item.id, title: 'Bike store open' });
  });

  it('stores the description sanitised with the portal\u2019s policy', async () => {
    const item = await create(
      tokens.ada,
      input({
        description:
          '<p onclick="steal()" style="color:red">Hi <a href="javascript:steal()">x</a> <a href="https://example.com" target="_blank">new</a> <a href="/a" target="top">t</a></p><script>steal()</script><img src="x.png" onerror="steal()">',
      }),
    );
    const expected = '<p>Hi <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">new</a> <a href="/a">t</a></p><img src="x.png">';
    expect(item.description).toBe(expected);
    expect((await residentNews(tokens.olivia)).find((news) => news.id === item.id)?.description).toBe(expected);
  });

  it.each([
    ['only a script', '<script>alert(1)</script>'],
    ['empty paragraphs', '<p></p><p> </p>'],
    ['a form control', '<input value="x">'],
  ])('refuses a description that is empty once sanitised (%s)', async (_case, description) => {
    const { status, body } = await api.call('/news', { method: 'POST', token: tokens.ada, body: input({ description }) });
    expect(status).toBe(400);
    expect(body.messages).toEqual(['description: must not be blank']);
    expect(body.fields).toEqual({ description: ['must not be blank'] });
  });

  it('links documents and folders of its developments by id, with their names and folders', async () => {
    const item = await create(
      tokens.manny,
      input({
        developmentIds: [riverside, demoIds.elmCourt],
        linkedLibraryFiles: [
          { type: 'file', id: demoIds.agmAgenda },
          { type: 'folder', id: demoIds.elmInsurance },
        ],
      }),
    );
    expect(item.developmentIds).toEqual([demoIds.elmCourt, riverside]);
    expect(item.linkedLibraryFiles).toEqual([
      { type: 'file', payload: { id: demoIds.agmAgenda, name: 'AGM agenda.pdf', developmentId: riverside, folderId: demoIds.riversideMeetings } },
      { type: 'folder', payload: { id: demoIds.elmInsurance, name: 'Insurance', developmentId: demoIds.elmCourt, folderId: null } },
    ]);
  });

  it.each([
    ['a document of another development', { type: 'file' as const, id: demoIds.claddingSurvey }],
    ['a folder id given as a file', { type: 'file' as const, id: demoIds.riversideMeetings }],
    ['an unknown document', { type: 'folder' as const, id: 'fol-nowhere' }],
  ])('refuses %s with 400 on its place in the list', async (_case, link) => {
    const { status, body } = await api.call('/news', {
      method: 'POST',
      token: tokens.ada,
      body: input({ linkedLibraryFiles: [{ type: 'file', id: demoIds.agmAgenda }, link] }),
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual(['linkedLibraryFiles.1.id']);
  });

  it('takes developments the staff member works in only (global staff: all)', async () => {
    const { status, body } = await api.call('/news', { method: 'POST', token: tokens.manny, body: input({ developmentIds: [riverside, demoIds.harbourLofts] }) });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ developmentIds: ['must be developments you work in'] });
    expect((await api.call('/news', { method: 'POST', token: tokens.otto, body: input({ developmentIds: [demoIds.elmCourt] }) })).status).toBe(400);
    expect((await create(tokens.ada, input({ developmentIds: [demoIds.harbourLofts] }))).developmentIds).toEqual([demoIds.harbourLofts]);
  });

  it('is for staff only', async () => {
    expect((await api.call('/news', { method: 'POST', body: input() })).status).toBe(401);
    expect((await api.call('/news', { method: 'POST', token: tokens.olivia, body: input() })).status).toBe(403);
    expect((await api.call('/news', { method: 'POST', token: tokens.clara, body: input() })).status).toBe(403);
  });

  it.each([
    ['not JSON', 'title=x'],
    ['no developments', input({ developmentIds: [] })],
    ['a blank title', input({ title: ' ' })],
    ['a title over 150 characters', input({ title: 't'.repeat(151) })],
    ['an unknown category', { ...input(), category: 'gossip' }],
    ['a description over 20000 characters', input({ description: `<p>${'d'.repeat(20000)}</p>` })],
    ['eleven links', input({ linkedLibraryFiles: Array.from({ length: 11 }, () => ({ type: 'file' as const, id: demoIds.agmAgenda })) })],
    ['a link of an unknown type', { ...input(), linkedLibraryFiles: [{ type: 'page', id: demoIds.agmAgenda }] }],
    ['an unknown key', { ...input(), authorName: 'Someone else' }],
  ])('answers %s with 400 and messages', async (_case, body) => {
    const { status, body: answer } = await api.call('/news', { method: 'POST', token: tokens.ada, body });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
  });
});

describe('GET, PUT and DELETE /news/{id}', () => {
  it('answers an item of the staff member\u2019s developments with those of its developments they work in', async () => {
    const { status, body } = await api.call(`/news/${newsDemoIds.portalNews}`, { token: tokens.manny });
    expect(status).toBe(200);
    expect(validate(body.data, NewsItemResponse)[0]).toBeUndefined();
    expect(body.data.news.developmentIds).toEqual([demoIds.elmCourt, riverside]);
    expect((await api.call(`/news/${newsDemoIds.portalNews}`, { token: tokens.ada })).body.data.news.developmentIds).toHaveLength(3);
  });

  it('is 404 for an item of other developments, or none, and 403 for residents and clients', async () => {
    expect((await api.call('/news/nws-harbour-flood', { token: tokens.manny })).status).toBe(404);
    expect((await api.call('/news/nws-elm-budget', { token: tokens.otto })).status).toBe(404);
    expect((await api.call('/news/nws-nowhere', { token: tokens.ada })).status).toBe(404);
    expect((await api.call('/news/nws-harbour-flood', { method: 'PUT', token: tokens.manny, body: input() })).status).toBe(404);
    expect((await api.call('/news/nws-harbour-flood', { method: 'DELETE', token: tokens.manny })).status).toBe(404);
    expect((await api.call(`/news/${newsDemoIds.riversideUrgentNews}`, { token: tokens.olivia })).status).toBe(403);
    expect((await api.call(`/news/${newsDemoIds.riversideUrgentNews}`, { method: 'DELETE', token: tokens.clara })).status).toBe(403);
  });

  it('changes the whole item, keeping its author, time and the developments the editor does not work in', async () => {
    const item = await create(tokens.ada, input({ developmentIds: [riverside, demoIds.harbourLofts], title: 'Before' }));
    const { status, body } = await api.call(`/news/${item.id}`, {
      method: 'PUT',
      token: tokens.manny,
      body: input({ developmentIds: [demoIds.elmCourt], title: 'After', category: 'important', description: '<p>New <em>words</em><script>x()</script></p>', linkedLibraryFiles: [{ type: 'file', id: demoIds.insuranceSchedule }] }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(validate(body.data, NewsItemResponse)[0]).toBeUndefined();
    expect(body.data.news).toMatchObject({ id: item.id, title: 'After', category: 'important', description: '<p>New <em>words</em></p>', authorName: 'Ada Admin', createdAt: item.createdAt, developmentIds: [demoIds.elmCourt] });
    const { body: seen } = await api.call(`/news/${item.id}`, { token: tokens.ada });
    expect(seen.data.news.developmentIds).toEqual([demoIds.elmCourt, demoIds.harbourLofts]);
    expect((await residentNews(tokens.olivia)).map((news) => news.id)).not.toContain(item.id);
    expect((await residentNews(tokens.olivia, demoIds.elmCourt)).map((news) => news.id)).toContain(item.id);
  });

  it('refuses a change to blank HTML or to developments the editor does not work in', async () => {
    const item = await create(tokens.manny, input());
    expect((await api.call(`/news/${item.id}`, { method: 'PUT', token: tokens.manny, body: input({ description: '<script>x()</script>' }) })).body.messages).toEqual([
      'description: must not be blank',
    ]);
    expect((await api.call(`/news/${item.id}`, { method: 'PUT', token: tokens.manny, body: input({ developmentIds: [demoIds.harbourLofts] }) })).status).toBe(400);
    expect((await api.call(`/news/${item.id}`, { method: 'PUT', token: tokens.manny, body: { title: 'Only a title' } })).status).toBe(400);
  });

  it('deletes an item (204), and its notifications with it', async () => {
    const item = await create(tokens.manny, input({ category: 'urgent', title: 'Gone soon' }));
    expect((await notifications(tokens.olivia)).map((notification) => notification.link)).toContain(`/news/${item.id}`);
    const { status, body } = await api.call(`/news/${item.id}`, { method: 'DELETE', token: tokens.manny });
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await api.call(`/news/${item.id}`, { token: tokens.manny })).status).toBe(404);
    expect((await residentNews(tokens.olivia)).map((news) => news.id)).not.toContain(item.id);
    expect((await notifications(tokens.olivia)).map((notification) => notification.link)).not.toContain(`/news/${item.id}`);
  });

  it('takes an item out of the editor\u2019s developments only, when it is also in others', async () => {
    const item = await create(tokens.ada, input({ developmentIds: [riverside, demoIds.harbourLofts] }));
    expect((await api.call(`/news/${item.id}`, { method: 'DELETE', token: tokens.manny })).status).toBe(204);
    expect((await api.call(`/news/${item.id}`, { token: tokens.ada })).body.data.news.developmentIds).toEqual([demoIds.harbourLofts]);
  });
});

describe('telling the readers', () => {
  it('notifies the readers of urgent news but its author, and e-mails and texts them as they chose', async () => {
    const item = await create(tokens.manny, input({ category: 'urgent', title: 'Gas leak in Block A' }));
    expect((await notifications(tokens.olivia))[0]).toMatchObject({ link: `/news/${item.id}` });
    expect((await notifications(tokens.ada)).map((notification) => notification.link)).toContain(`/news/${item.id}`);
    expect((await notifications(tokens.manny)).map((notification) => notification.link)).not.toContain(`/news/${item.id}`);

    const [email] = (await outbox('owner@example.com')).filter((message) => message.channel === 'email');
    expect(email).toMatchObject({ subject: 'Urgent news: Gas leak in Block A' });
    expect(email!.body).toContain('Gas leak in Block A');
    expect(email!.body).toContain(`http://localhost:4200/news/${item.id}`);
    expect(email!.body).not.toMatch(/<[a-z]/i);
    const [text] = await outbox('+447400123456');
    expect(text).toMatchObject({ channel: 'sms' });
    expect(text!.body).toContain(`/news/${item.id}`);
    expect((await outbox('admin@example.com'))[0]).toMatchObject({ subject: 'Urgent news: Gas leak in Block A' });
    expect((await outbox('manager@example.com')).some((message) => message.subject.includes('Gas leak'))).toBe(false);
  });

  it('e-mails important news to the residents who chose it, and standard news to nobody who did not', async () => {
    await create(tokens.manny, input({ category: 'important', title: 'Scaffolding goes up' }));
    expect((await outbox('owner@example.com'))[0]).toMatchObject({ channel: 'email', subject: 'Important news: Scaffolding goes up' });
    expect((await outbox('subtenant@example.com'))[0]).toMatchObject({ subject: 'Important news: Scaffolding goes up' });
    // Staff are not residents: important news is not e-mailed to them.
    expect((await outbox('admin@example.com')).some((message) => message.subject.includes('Scaffolding'))).toBe(false);
    expect((await outbox('+447400123456')).some((message) => message.body.includes('Scaffolding'))).toBe(false);

    await create(tokens.manny, input({ category: 'standard', title: 'Plants in the lobby' }));
    expect((await outbox('owner@example.com')).some((message) => message.subject.includes('Plants'))).toBe(false);
    const sam = await api.ctx.db.selectFrom('users').select('news_preferences').where('id', '=', demoIds.sam).executeTakeFirstOrThrow();
    const preferences = { ...(JSON.parse(sam.news_preferences) as Record<string, unknown>), standardNewsEmail: true };
    await api.ctx.db.updateTable('users').set({ news_preferences: JSON.stringify(preferences) }).where('id', '=', demoIds.sam).execute();
    await create(tokens.manny, input({ category: 'standard', title: 'Lobby plants watered' }));
    expect((await outbox('subtenant@example.com'))[0]).toMatchObject({ subject: 'News: Lobby plants watered' });
  });

  it('tells the readers once when a change makes an item urgent, and not again on the next change', async () => {
    const item = await create(tokens.manny, input({ category: 'important', title: 'Lift noise' }));
    expect((await notifications(tokens.olivia)).map((notification) => notification.link)).not.toContain(`/news/${item.id}`);
    const urgent = input({ category: 'urgent', title: 'Lift stuck' });
    expect((await api.call(`/news/${item.id}`, { method: 'PUT', token: tokens.otto, body: urgent })).status).toBe(200);
    expect((await api.call(`/news/${item.id}`, { method: 'PUT', token: tokens.otto, body: { ...urgent, title: 'Lift stuck again' } })).status).toBe(200);
    // Told as it became urgent: the newest of Olivia's notifications, titled as it was then.
    expect((await notifications(tokens.olivia))[0]).toMatchObject({ title: 'Urgent news: Lift stuck', link: `/news/${item.id}` });
    expect((await notifications(tokens.olivia)).filter((notification) => notification.link === `/news/${item.id}`)).toHaveLength(1);
    expect((await outbox('owner@example.com')).filter((message) => message.subject.startsWith('Urgent news: Lift stuck'))).toHaveLength(1);
    expect((await outbox('+447400123456')).filter((message) => message.body.includes('Lift stuck'))).toHaveLength(1);
    // Neither the author nor whoever made it urgent is told.
    expect((await notifications(tokens.manny)).map((notification) => notification.link)).not.toContain(`/news/${item.id}`);
    expect((await notifications(tokens.otto)).map((notification) => notification.link)).not.toContain(`/news/${item.id}`);
    expect((await outbox('manager@example.com')).some((message) => message.subject.includes('Lift stuck'))).toBe(false);
  });
});
