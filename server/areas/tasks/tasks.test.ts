// The tasks area against the real app and a fresh demo database: statuses, the development's
// list, one task, adding, changing and deleting tasks with their files, the feed and the file
// download, with the bad input, the 404s and the 403s of each. The authorisation matrix
// (server/authorisation.test.ts) has a row per route and role.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withAreaAddedLater } from '../../testing';
import { TicketFeedResponse } from '../../../core/schemas/tickets';
import { TaskResponse, TasksResponse, TaskStatusesResponse } from '../../../core/schemas/tasks';
import { demoIds } from '../core';
import { expectValid, facilitiesSuite, type Person } from '../facilities/test-support';
import { textPdf } from '../../files/pdf';

const suite = facilitiesSuite();
const { get, send } = suite;
const riverside = demoIds.riversideWharf;
const pdf = (name: string) => ({ fileName: name, content: textPdf(name, ['A test file']).toString('base64') });
const newTask = (overrides: Record<string, unknown> = {}) => ({ developmentId: riverside, title: 'Paint the railings', description: 'South side.', statusId: demoIds.taskOpen, dueOn: '2026-12-24', attachments: [], ...overrides });
const create = async (person: Person, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await send(person, 'POST', '/tasks', newTask(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return expectValid(body.data, TaskResponse).task;
};
const feedOf = async (id: string) => expectValid((await get('otto', `/tasks/${id}/feed`)).body.data, TicketFeedResponse).feed;
const storedName = async (attachmentId: string) =>
  (await suite.api.ctx.db.selectFrom('task_attachments').select('stored_name').where('id', '=', attachmentId).executeTakeFirstOrThrow()).stored_name;
const onDisk = (name: string) => existsSync(join(suite.api.ctx.config.dataDir, 'files', 'attachments', name));

describe('GET /tasks/statuses', () => {
  it('answers Open, In progress and Done to staff, 403 to residents and clients', async () => {
    const { status, body } = await get('otto', '/tasks/statuses');
    expect(status).toBe(200);
    expect(expectValid(body.data, TaskStatusesResponse).statuses).toEqual([
      { id: 'tst-open', name: 'Open' },
      { id: 'tst-in-progress', name: 'In progress' },
      { id: 'tst-done', name: 'Done' },
    ]);
    for (const person of ['olivia', 'sam', 'clara'] as const) expect((await get(person, '/tasks/statuses')).status, person).toBe(403);
  });
});

describe('GET /tasks', () => {
  it('lists Riverside Wharf\u2019s three demo tasks, most recently changed first, one per status', async () => {
    const { status, body } = await get('manny', `/tasks?developmentId=${riverside}`);
    expect(status).toBe(200);
    const { tasks } = expectValid(body.data, TasksResponse);
    expect(tasks.map((task) => [task.id, task.status.name, task.attachments.length, task.createdBy])).toEqual([
      [demoIds.lightsTask, 'Open', 0, 'Manny Manager'],
      [demoIds.liftTask, 'In progress', 1, 'Otto Officer'],
      [demoIds.binsTask, 'Done', 0, 'Otto Officer'],
    ]);
    expect(tasks[1]!.attachments).toEqual([{ id: 'tat-lift-quote', name: 'Engineer quote.pdf', url: `/tasks/${demoIds.liftTask}/attachments/tat-lift-quote` }]);
  });

  it('needs the development (400), one of the caller\u2019s (404), and staff (403)', async () => {
    for (const query of ['', '?developmentId=', `?developmentId=${riverside}&developmentId=${riverside}`, `?developmentId=${riverside}&extra=1`]) {
      const { status, body } = await get('otto', `/tasks${query}`);
      expect(status, query).toBe(400);
      expect(body.messages.length, query).toBeGreaterThan(0);
    }
    expect((await get('otto', `/tasks?developmentId=${demoIds.elmCourt}`)).status).toBe(404);
    expect(expectValid((await get('manny', `/tasks?developmentId=${demoIds.elmCourt}`)).body.data, TasksResponse).tasks).toEqual([]);
    for (const person of ['olivia', 'clara'] as const) expect((await get(person, `/tasks?developmentId=${riverside}`)).status, person).toBe(403);
  });
});

describe('GET /tasks/{id} and its feed', () => {
  it('answers the lift task and its feed, oldest first, each event a staff member\u2019s', async () => {
    const task = expectValid((await get('ada', `/tasks/${demoIds.liftTask}`)).body.data, TaskResponse).task;
    expect(task).toMatchObject({ title: 'Lift B inspection', status: { id: demoIds.taskInProgress, name: 'In progress' }, developmentId: riverside });
    const feed = await feedOf(demoIds.liftTask);
    expect(feed.map((event) => [event.type, event.message, event.authorName, event.fromStaff])).toEqual([
      ['message', 'Task created', 'Otto Officer', true],
      ['attachment', 'File added: Engineer quote.pdf', 'Otto Officer', true],
      ['status', 'Status changed from Open to In progress', 'Manny Manager', true],
      ['message', expect.stringMatching(/^Due date changed from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}$/), 'Manny Manager', true],
    ]);
    expect(feed[1]!.attachment).toEqual(task.attachments[0]);
    const times = feed.map((event) => event.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('is 404 for another development\u2019s task and unknown ids, 403 for residents and clients', async () => {
    const elm = await create('manny', { developmentId: demoIds.elmCourt });
    for (const path of [`/tasks/${elm.id}`, `/tasks/${elm.id}/feed`, `/tasks/no-such-task`, `/tasks/no-such-task/feed`]) expect((await get('otto', path)).status, path).toBe(404);
    expect((await get('manny', `/tasks/${elm.id}`)).status).toBe(200);
    for (const person of ['olivia', 'clara'] as const) {
      expect((await get(person, `/tasks/${demoIds.liftTask}`)).status, person).toBe(403);
      expect((await get(person, `/tasks/${demoIds.liftTask}/feed`)).status, person).toBe(403);
    }
    await send('manny', 'DELETE', `/tasks/${elm.id}`);
  });
});

describe('GET /tasks/{id}/attachments/{attachmentId}', () => {
  it('sends the file as an attachment with its type', async () => {
    const { status, body, headers } = await get('otto', `/tasks/${demoIds.liftTask}/attachments/tat-lift-quote`);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="Engineer quote.pdf"; filename*=UTF-8''Engineer%20quote.pdf`);
    expect(String(body).startsWith('%PDF-1.4')).toBe(true);
  });

  it('is 404 for another task\u2019s file and unknown ids, 403 for residents and clients', async () => {
    expect((await get('otto', `/tasks/${demoIds.binsTask}/attachments/tat-lift-quote`)).status).toBe(404);
    expect((await get('otto', `/tasks/${demoIds.liftTask}/attachments/no-such-file`)).status).toBe(404);
    for (const person of ['olivia', 'clara'] as const) expect((await get(person, `/tasks/${demoIds.liftTask}/attachments/tat-lift-quote`)).status, person).toBe(403);
  });
});

describe('POST /tasks', () => {
  it('adds a task with its files, and its feed says so', async () => {
    const task = await create('otto', { title: '  Paint the railings ', attachments: [pdf('Quote.pdf'), { fileName: 'notes.txt', content: Buffer.from('Two coats.').toString('base64') }] });
    expect(task).toMatchObject({ title: 'Paint the railings', description: 'South side.', status: { id: demoIds.taskOpen, name: 'Open' }, dueOn: '2026-12-24', createdBy: 'Otto Officer' });
    expect(task.attachments.map((file) => file.name)).toEqual(['Quote.pdf', 'notes.txt']);
    const text = await get('otto', task.attachments[1]!.url);
    expect([text.headers.get('Content-Type'), text.body]).toEqual(['text/plain; charset=utf-8', 'Two coats.']);
    expect((await feedOf(task.id)).map((event) => [event.type, event.message, event.attachment?.name ?? null])).toEqual([
      ['message', 'Task created', null],
      ['attachment', 'File added: Quote.pdf', 'Quote.pdf'],
      ['attachment', 'File added: notes.txt', 'notes.txt'],
    ]);
    // It heads the list: the most recently changed.
    expect(expectValid((await get('otto', `/tasks?developmentId=${riverside}`)).body.data, TasksResponse).tasks[0]!.id).toBe(task.id);
    await send('otto', 'DELETE', `/tasks/${task.id}`);
  });

  it('refuses a development not the caller\u2019s, an unknown status and bad fields with 400 and the field', async () => {
    for (const [body, field] of [
      [newTask({ developmentId: demoIds.elmCourt }), 'developmentId'],
      [newTask({ statusId: 'tst-nope' }), 'statusId'],
      [newTask({ title: ' ' }), 'title'],
      [newTask({ title: 'x'.repeat(151) }), 'title'],
      [newTask({ description: 'x'.repeat(2001) }), 'description'],
      [newTask({ dueOn: '2026-13-01' }), 'dueOn'],
      [newTask({ attachments: Array.from({ length: 6 }, (_, index) => pdf(`${index}.pdf`)) }), 'attachments'],
      [newTask({ attachments: [{ fileName: 'a.pdf', content: 'not base64!' }] }), 'attachments.0.content'],
      [{ ...newTask(), extra: 1 }, 'extra'],
    ] as const) {
      const { status, body: answer } = await send('otto', 'POST', '/tasks', body);
      expect(status, field).toBe(400);
      expect(Object.keys(answer.fields ?? {}), field).toContain(field);
    }
    expect((await send('otto', 'POST', '/tasks', 'not json')).status).toBe(400);
  });

  it('checks files as request attachments are: kind and content (415), size (413)', async () => {
    const before = expectValid((await get('otto', `/tasks?developmentId=${riverside}`)).body.data, TasksResponse).tasks.length;
    const wrongKind = await send('otto', 'POST', '/tasks', newTask({ attachments: [{ fileName: 'run.exe', content: Buffer.from('MZ').toString('base64') }] }));
    expect([wrongKind.status, wrongKind.body.messages]).toEqual([415, [expect.stringMatching(/^Files of type run\.exe are not accepted/)]]);
    const notPdf = await send('otto', 'POST', '/tasks', newTask({ attachments: [{ fileName: 'fake.pdf', content: Buffer.from('<html>').toString('base64') }] }));
    expect([notPdf.status, notPdf.body.messages]).toEqual([415, ["The file's content is not a PDF, as its type says it is."]]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4');
    const tooLarge = await send('otto', 'POST', '/tasks', newTask({ attachments: [{ fileName: 'big.pdf', content: big.toString('base64') }] }));
    expect([tooLarge.status, tooLarge.body.messages]).toEqual([413, ['The file is too large: attachments may be at most 10 MB.']]);
    expect(expectValid((await get('otto', `/tasks?developmentId=${riverside}`)).body.data, TasksResponse).tasks).toHaveLength(before);
  });

  it('takes files larger than the API\u2019s usual 4 MB body (its own limit)', async () => {
    const large = Buffer.alloc(6 * 1024 * 1024, 0x20);
    large.write('%PDF-1.4');
    const task = await create('otto', { attachments: [{ fileName: 'survey.pdf', content: large.toString('base64') }] });
    const { body } = await get('otto', task.attachments[0]!.url);
    expect(String(body).length).toBe(large.length);
    await send('otto', 'DELETE', `/tasks/${task.id}`);
  });

  it('is for staff only', async () => {
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'POST', '/tasks', newTask())).status, person).toBe(403);
  });
});

describe('PUT /tasks/{id}', () => {
  it('changes what it is given and writes each change into the feed', async () => {
    const task = await create('otto', { attachments: [pdf('Old quote.pdf')] });
    const old = task.attachments[0]!;
    const oldStored = await storedName(old.id);
    const { status, body } = await send('manny', 'PUT', `/tasks/${task.id}`, {
      title: 'Paint the south railings',
      description: null,
      statusId: demoIds.taskInProgress,
      dueOn: '2027-01-15',
      attachments: [pdf('New quote.pdf')],
      removedAttachmentIds: [old.id],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const changed = expectValid(body.data, TaskResponse).task;
    expect(changed).toMatchObject({ title: 'Paint the south railings', description: null, status: { id: demoIds.taskInProgress, name: 'In progress' }, dueOn: '2027-01-15', createdBy: 'Otto Officer' });
    expect(changed.attachments.map((file) => file.name)).toEqual(['New quote.pdf']);
    expect(changed.updatedAt >= task.updatedAt).toBe(true);
    expect(onDisk(oldStored)).toBe(false);
    expect((await get('otto', old.url)).status).toBe(404);
    const feed = await feedOf(task.id);
    expect(feed.slice(2).map((event) => [event.type, event.message, event.authorName, event.attachment?.name ?? null])).toEqual([
      ['message', 'Title changed from Paint the railings to Paint the south railings', 'Manny Manager', null],
      ['message', 'Description changed', 'Manny Manager', null],
      ['message', 'Due date changed from 24 December 2026 to 15 January 2027', 'Manny Manager', null],
      ['status', 'Status changed from Open to In progress', 'Manny Manager', null],
      ['attachment', 'File removed: Old quote.pdf', 'Manny Manager', null],
      ['attachment', 'File added: New quote.pdf', 'Manny Manager', 'New quote.pdf'],
    ]);
    // The removed file's earlier event keeps its message, no longer its file.
    expect(feed[1]).toMatchObject({ message: 'File added: Old quote.pdf', attachment: null });
    // The same values again change nothing, and say nothing.
    await send('manny', 'PUT', `/tasks/${task.id}`, { title: 'Paint the south railings', statusId: demoIds.taskInProgress });
    expect(await feedOf(task.id)).toHaveLength(feed.length);
    await send('otto', 'DELETE', `/tasks/${task.id}`);
  });

  it('refuses an empty change, an unknown status and files not the task\u2019s with 400', async () => {
    const task = await create('otto');
    for (const [body, field] of [
      [{}, ''],
      [{ statusId: 'tst-nope' }, 'statusId'],
      [{ removedAttachmentIds: ['tat-lift-quote'] }, 'removedAttachmentIds'],
      [{ title: '' }, 'title'],
      [{ developmentId: demoIds.elmCourt }, 'developmentId'],
    ] as const) {
      const { status, body: answer } = await send('otto', 'PUT', `/tasks/${task.id}`, body);
      expect(status, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(answer.fields ?? {}), field).toContain(field);
    }
    expect(expectValid((await get('otto', `/tasks/${demoIds.liftTask}`)).body.data, TaskResponse).task.attachments).toHaveLength(1);
    await send('otto', 'DELETE', `/tasks/${task.id}`);
  });

  it('holds at most 20 files (409)', async () => {
    const task = await create('otto');
    for (let round = 0; round < 4; round += 1) {
      expect((await send('otto', 'PUT', `/tasks/${task.id}`, { attachments: Array.from({ length: 5 }, (_, index) => pdf(`${round}-${index}.pdf`)) })).status).toBe(200);
    }
    const full = await send('otto', 'PUT', `/tasks/${task.id}`, { attachments: [pdf('one more.pdf')] });
    expect([full.status, full.body.messages]).toEqual([409, ['A task may carry at most 20 files.']]);
    await send('otto', 'DELETE', `/tasks/${task.id}`);
  });

  it('is 404 for another development\u2019s task, 403 for residents and clients', async () => {
    const elm = await create('manny', { developmentId: demoIds.elmCourt });
    expect((await send('otto', 'PUT', `/tasks/${elm.id}`, { statusId: demoIds.taskDone })).status).toBe(404);
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'PUT', `/tasks/${demoIds.liftTask}`, { statusId: demoIds.taskDone })).status, person).toBe(403);
    await send('manny', 'DELETE', `/tasks/${elm.id}`);
  });
});

describe('DELETE /tasks/{id}', () => {
  it('deletes the task, its feed and its files', async () => {
    const task = await create('otto', { attachments: [pdf('Quote.pdf')] });
    const stored = await storedName(task.attachments[0]!.id);
    expect(onDisk(stored)).toBe(true);
    for (const person of ['olivia', 'clara'] as const) expect((await send(person, 'DELETE', `/tasks/${task.id}`)).status, person).toBe(403);
    const elm = await create('manny', { developmentId: demoIds.elmCourt });
    expect((await send('otto', 'DELETE', `/tasks/${elm.id}`)).status).toBe(404);
    expect((await send('otto', 'DELETE', `/tasks/${task.id}`)).status).toBe(204);
    expect((await get('otto', `/tasks/${task.id}`)).status).toBe(404);
    expect(onDisk(stored)).toBe(false);
    expect(await suite.api.ctx.db.selectFrom('task_feed').select((eb) => eb.fn.countAll<number>().as('n')).where('task_id', '=', task.id).executeTakeFirst()).toEqual({ n: 0 });
    expect((await send('otto', 'DELETE', `/tasks/${task.id}`)).status).toBe(404);
    await send('manny', 'DELETE', `/tasks/${elm.id}`);
  });
});

describe('the demo data', () => {
  it('comes to a database made before this area, on its next start', async () => {
    await withAreaAddedLater(
      'tasks',
      async () => undefined,
      async ({ ctx: { db } }) => {
        const ids = await db.selectFrom('tasks').select('id').orderBy('id').execute();
        expect(ids).toEqual([{ id: demoIds.binsTask }, { id: demoIds.liftTask }, { id: demoIds.lightsTask }]);
      },
    );
  });
});
