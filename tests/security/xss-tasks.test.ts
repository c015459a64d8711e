// The XSS corpus through the tasks API: a task's title, description, file names and the feed
// messages made of them are plain text, stored and answered as written (trimmed; a file name
// loses only folder parts and control characters), never escaped or sanitised on the way: the
// portal shows them as text (the staff task screens' XSS rows check that side).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../server/testing';
import { demoIds } from '../../server/areas/core';
import { safeFileName } from '../../server/areas/requests/files';
import { PAYLOADS, refusedAtTheDoor } from './xss-payloads';

let api: TestApi;
let otto: string;
beforeAll(async () => {
  api = await startTestApi();
  otto = await api.tokenFor(demoIds.otto);
});
afterAll(() => api.close());

describe('the XSS corpus through the tasks API', () => {
  it.each(PAYLOADS.map((payload) => [payload.id, payload.kind, payload] as const))('payload %i (%s) comes back as written in a task and its feed', async (_id, _kind, payload) => {
    const text = payload.text.trim();
    const fileName = `${payload.text}.txt`;
    const created = await api.call('/tasks', {
      method: 'POST',
      token: otto,
      body: { developmentId: demoIds.riversideWharf, title: payload.text, description: payload.text, statusId: demoIds.taskOpen, attachments: [{ fileName, content: 'eA==' }] },
    });
    if (refusedAtTheDoor(payload)) {
      expect([created.status, Object.keys(created.body.fields ?? {})], JSON.stringify(created.body)).toEqual([400, ['title', 'description', 'attachments.0.fileName']]);
      return;
    }
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const task = created.body.data.task as { id: string; title: string; description: string; attachments: { name: string }[] };
    expect([task.title, task.description, task.attachments[0]!.name]).toEqual([text, text, safeFileName(fileName)]);

    const renamed = await api.call(`/tasks/${task.id}`, { method: 'PUT', token: otto, body: { title: `Renamed ${payload.text}`.slice(0, 150) } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const feed = (await api.call(`/tasks/${task.id}/feed`, { token: otto })).body.data.feed as { message: string }[];
    expect(feed.map((event) => event.message)).toEqual([
      'Task created',
      `File added: ${safeFileName(fileName)}`,
      `Title changed from ${text} to ${`Renamed ${payload.text}`.slice(0, 150).trim()}`,
    ]);
    expect((await api.call(`/tasks/${task.id}`, { method: 'DELETE', token: otto })).status).toBe(204);
  });
});
