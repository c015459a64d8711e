// A development's pages as their staff write them, over real HTTP: GET/POST
// /developments/{id}/posts, GET/PUT/DELETE /developments/{id}/posts/{postId}; sl1, sl3 and global
// only; the description stored sanitised; drafts never shown to residents.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Development } from '../../../core/schemas';
import { PostResponse, PostsResponse } from '../../../core/schemas/posts';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { developmentsDemoIds } from './seed';

let api: TestApi;
const tokens: Record<'olivia' | 'sam' | 'clara' | 'ada' | 'manny' | 'otto', string> = { olivia: '', sam: '', clara: '', ada: '', manny: '', otto: '' };
beforeAll(async () => {
  api = await startTestApi();
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await api.tokenFor(demoIds[name]);
});
afterAll(() => api.close());

const riverside = demoIds.riversideWharf;
const posts = `/developments/${riverside}/posts`;
const page = { title: 'Recycling', description: '<p>Blue bins on <strong>Fridays</strong>.</p>', published: false };

async function add(token: string, body: unknown, path = posts) {
  const { status, body: answer } = await api.call(path, { method: 'POST', token, body });
  expect(status, JSON.stringify(answer)).toBe(201);
  expect(validate(answer.data, PostResponse)[0]).toBeUndefined();
  return answer.data.post as PostResponse['post'];
}

async function developmentPosts(token: string) {
  const { body } = await api.call(`/developments/${riverside}`, { token });
  expect(validate(body.data, Development)[0]).toBeUndefined();
  return (body.data as Development).posts;
}

describe('the pages routes', () => {
  it('lists the development\u2019s pages, drafts included, most recently changed first', async () => {
    const { status, body } = await api.call(posts, { token: tokens.otto });
    expect(status).toBe(200);
    expect(validate(body.data, PostsResponse)[0]).toBeUndefined();
    const ids = body.data.posts.map((post: { id: string }) => post.id);
    expect(ids).toContain(developmentsDemoIds.riversideDraftPost);
    const times = body.data.posts.map((post: { updatedAt: string }) => post.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('adds a draft (published No by default) that staff see and residents never do, then publishes it', async () => {
    const draft = await add(tokens.manny, { title: page.title, description: page.description });
    expect(draft).toMatchObject({ title: 'Recycling', published: false, author: { firstName: 'Manny', lastName: 'Manager' } });
    expect((await developmentPosts(tokens.ada)).find((post) => post.id === draft.id)).toMatchObject({ published: false });
    expect((await developmentPosts(tokens.olivia)).map((post) => post.id)).not.toContain(draft.id);
    expect((await developmentPosts(tokens.clara)).map((post) => post.id)).not.toContain(draft.id);

    const { status, body } = await api.call(`${posts}/${draft.id}`, { method: 'PUT', token: tokens.otto, body: { ...page, title: 'Recycling days', published: true } });
    expect(status).toBe(200);
    expect(validate(body.data, PostResponse)[0]).toBeUndefined();
    expect(body.data.post).toMatchObject({ id: draft.id, title: 'Recycling days', published: true, author: { firstName: 'Manny' } });
    expect(body.data.post.updatedAt >= draft.updatedAt).toBe(true);
    expect((await developmentPosts(tokens.olivia))[0]).toMatchObject({ id: draft.id, title: 'Recycling days' });

    const one = await api.call(`${posts}/${draft.id}`, { token: tokens.ada });
    expect(one.status).toBe(200);
    expect(one.body.data.post.title).toBe('Recycling days');
  });

  it('stores the description sanitised and refuses one that is empty once sanitised', async () => {
    const post = await add(tokens.ada, { ...page, description: '<p onmouseover="x()">Hi<script>x()</script><a href="javascript:x()" target="_blank">l</a></p>' });
    expect(post.description).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">l</a></p>');
    for (const [method, path] of [['POST', posts], ['PUT', `${posts}/${post.id}`]] as const) {
      const { status, body } = await api.call(path, { method, token: tokens.ada, body: { ...page, description: '<script>x()</script><p>  </p>' } });
      expect(status).toBe(400);
      expect(body.messages).toEqual(['description: must not be blank']);
    }
  });

  it('deletes a page (204)', async () => {
    const post = await add(tokens.otto, page);
    const { status, body } = await api.call(`${posts}/${post.id}`, { method: 'DELETE', token: tokens.otto });
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await api.call(`${posts}/${post.id}`, { token: tokens.otto })).status).toBe(404);
    expect((await api.call(`${posts}/${post.id}`, { method: 'DELETE', token: tokens.otto })).status).toBe(404);
  });

  it('is 404 for a development the caller does not see, or a page of another development', async () => {
    expect((await api.call(`/developments/${demoIds.harbourLofts}/posts`, { token: tokens.manny })).status).toBe(404);
    expect((await api.call(`/developments/${demoIds.elmCourt}/posts`, { method: 'POST', token: tokens.otto, body: page })).status).toBe(404);
    expect((await api.call(`/developments/${demoIds.elmCourt}/posts/${developmentsDemoIds.riversideBinsPost}`, { token: tokens.manny })).status).toBe(404);
    expect((await api.call(`${posts}/pst-nowhere`, { method: 'PUT', token: tokens.ada, body: page })).status).toBe(404);
  });

  it('is 403 for residents, client organisations and sl4 staff of the development, and 401 without a token', async () => {
    for (const token of [tokens.olivia, tokens.sam, tokens.clara]) {
      expect((await api.call(posts, { token })).status).toBe(403);
      expect((await api.call(posts, { method: 'POST', token, body: page })).status).toBe(403);
      expect((await api.call(`${posts}/${developmentsDemoIds.riversideBinsPost}`, { method: 'DELETE', token })).status).toBe(403);
    }
    const { db } = api.ctx;
    await db.updateTable('development_members').set({ role_payload: 'sl4' }).where('user_id', '=', demoIds.otto).execute();
    await db.updateTable('users').set({ role_payloads: '["sl4"]' }).where('id', '=', demoIds.otto).execute();
    try {
      expect((await api.call(posts, { token: tokens.otto })).status).toBe(403);
      expect((await api.call(`${posts}/${developmentsDemoIds.riversideBinsPost}`, { method: 'PUT', token: tokens.otto, body: page })).status).toBe(403);
    } finally {
      await db.updateTable('development_members').set({ role_payload: 'sl3' }).where('user_id', '=', demoIds.otto).execute();
      await db.updateTable('users').set({ role_payloads: '["sl3"]' }).where('id', '=', demoIds.otto).execute();
    }
    expect((await api.call(posts)).status).toBe(401);
  });

  it.each([
    ['not JSON', 'title=x'],
    ['a missing title', { description: page.description }],
    ['a blank title', { ...page, title: '  ' }],
    ['a missing description', { title: page.title }],
    ['a string for published', { ...page, published: 'yes' }],
    ['an unknown key', { ...page, author: 'Someone' }],
  ])('answers %s with 400 and messages', async (_case, body) => {
    const { status, body: answer } = await api.call(posts, { method: 'POST', token: tokens.ada, body });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
  });
});
