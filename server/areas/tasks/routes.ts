// The tasks routes (spec 2 §7 Tasks, GET /tasks/{taskId}/feed): staff of a development read and
// write its tasks and their files; residents and clients are refused (403), and another
// development's task does not exist for the caller (404, ./access.ts). README.md has the rules;
// the queries are in ./service.ts.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FileUpload } from '../../../core/schemas/common';
import { TICKET_ATTACHMENTS_MAX } from '../../../core/schemas/tickets';
import { TASK_ATTACHMENTS_PER_CALL_MAX, TaskCreate, TasksQuery, TaskUpdate } from '../../../core/schemas/tasks';
import type { AppContext, AppEnv, UploadRoute } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { requireStaff, requireUser } from '../../http/auth';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { acceptAttachment, attachmentAnswer, MAX_ATTACHMENT_BYTES, removeAttachment, storeAttachment } from '../requests/files';
import { staffDevelopments, visibleTask } from './access';
import { tasksFeedMessages as feedMessages, tasksFieldRules as rules, tasksMessages as messages } from './messages';
import {
  addTaskEvents,
  deleteTask,
  deleteTaskAttachments,
  developmentTasks,
  findTask,
  insertTask,
  insertTaskAttachments,
  statusNameOf,
  taskAttachment,
  taskAttachments,
  taskFeedJson,
  taskJson,
  taskStatuses,
  updateTask,
  type NewTaskFile,
  type TaskEvent,
} from './service';

// A call's body may hold TASK_ATTACHMENTS_PER_CALL_MAX files of the largest size, base64 (4/3 of
// the bytes), and the task's words: these routes set their own limit (TASK_UPLOADS).
const taskBodyLimit = bodyLimit({
  maxSize: TASK_ATTACHMENTS_PER_CALL_MAX * Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 1024 * 1024,
  onError: () => {
    throw new HttpError(413, [messages.requestTooLarge]);
  },
});

/**
 * The task writes that carry files, whose body limit is their own.
 * @example export const tasksArea: ServerArea = { ..., uploads: TASK_UPLOADS };
 */
export const TASK_UPLOADS: readonly UploadRoute[] = [
  { method: 'POST', path: /^\/tasks$/ },
  { method: 'PUT', path: /^\/tasks\/[^/]+$/ },
];

/** The status's name; a 400 on `statusId` when there is no such status. */
async function statusName(db: Db, statusId: string): Promise<string> {
  const name = await statusNameOf(db, statusId);
  if (name === undefined) throw fieldError('statusId', rules.knownStatus);
  return name;
}

/** An uploaded file that passed the requests' file checks, ready to store. */
interface AcceptedFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The body's files checked as request attachments are (size 413, kind and content 415); the name's extension says the kind. */
const acceptFiles = (uploads: readonly FileUpload[] | undefined): AcceptedFile[] =>
  (uploads ?? []).map((upload) => {
    const bytes = new Uint8Array(Buffer.from(upload.content, 'base64'));
    return { ...acceptAttachment(bytes, '', upload.fileName), bytes };
  });

/**
 * Stores the files, then runs `write` (a transaction that records them, given their rows); when it
 * fails, the stored bytes go again.
 */
async function storeFiles(ctx: AppContext, files: readonly AcceptedFile[], write: (trx: Db, stored: NewTaskFile[]) => Promise<void>): Promise<void> {
  const stored = files.map((file) => ({ id: `tat-${randomUUID()}`, storedName: storeAttachment(ctx, file.bytes), name: file.name, contentType: file.contentType, size: file.bytes.length }));
  try {
    await inTransaction(ctx.db, (trx) => write(trx, stored));
  } catch (error) {
    for (const { storedName } of stored) removeAttachment(ctx, storedName);
    throw error;
  }
}

/** The feed events of files added. */
const addedEvents = (stored: readonly NewTaskFile[], authorId: string): TaskEvent[] =>
  stored.map((file) => ({ type: 'attachment', message: feedMessages.fileAdded(file.name), authorId, attachmentId: file.id }));

/** A trimmed text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Registers the tasks routes.
 * @example taskRoutes(app);
 */
export function taskRoutes(app: Hono<AppEnv>): void {
  app.get('/tasks/statuses', requireUser, requireStaff, async (c) => c.json({ data: { statuses: await taskStatuses(c.var.ctx.db) } }));

  app.get('/tasks', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = readQuery(c, TasksQuery);
    if (!(await staffDevelopments(ctx.db, user)).has(developmentId)) throw notFound('Development');
    return c.json({ data: { tasks: await developmentTasks(ctx.db, developmentId) } });
  });

  app.get('/tasks/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { task: await taskJson(ctx.db, await visibleTask(ctx.db, user, c.req.param('id'))) } });
  });

  app.post('/tasks', requireUser, requireStaff, taskBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, TaskCreate);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!(await staffDevelopments(ctx.db, user)).has(body.developmentId)) throw fieldError('developmentId', rules.staffDevelopment);
    await statusName(ctx.db, body.statusId);
    const files = acceptFiles(body.attachments);
    const id = `tsk-${randomUUID()}`;
    const now = ctx.now().toISOString();
    await storeFiles(ctx, files, async (trx, stored) => {
      await insertTask(trx, {
        id,
        developmentId: body.developmentId,
        title: body.title.trim(),
        description: textOrNull(body.description),
        statusId: body.statusId,
        dueOn: body.dueOn ?? null,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      });
      await insertTaskAttachments(trx, id, now, stored);
      await addTaskEvents(trx, id, now, [{ type: 'message', message: feedMessages.created, authorId: user.id }, ...addedEvents(stored, user.id)]);
    });
    return c.json({ data: { task: await taskJson(ctx.db, (await findTask(ctx.db, id))!) } }, 201);
  });

  app.put('/tasks/:id', requireUser, requireStaff, taskBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const row = await visibleTask(ctx.db, user, c.req.param('id'));
    const body = await readJson(c, TaskUpdate);
    const events: TaskEvent[] = [];
    const next = { ...row };
    if (body.title !== undefined && body.title.trim() !== row.title) {
      next.title = body.title.trim();
      events.push({ type: 'message', message: feedMessages.title(row.title, next.title), authorId: user.id });
    }
    if (body.description !== undefined && textOrNull(body.description) !== row.description) {
      next.description = textOrNull(body.description);
      events.push({ type: 'message', message: feedMessages.description, authorId: user.id });
    }
    if (body.dueOn !== undefined && body.dueOn !== row.due_on) {
      next.due_on = body.dueOn;
      events.push({ type: 'message', message: feedMessages.dueOn(row.due_on, body.dueOn), authorId: user.id });
    }
    if (body.statusId !== undefined && body.statusId !== row.status_id) {
      const to = await statusName(ctx.db, body.statusId);
      next.status_id = body.statusId;
      events.push({ type: 'status', message: feedMessages.status(await statusName(ctx.db, row.status_id), to), authorId: user.id });
    }
    const held = await taskAttachments(ctx.db, row.id);
    const removedIds = new Set(body.removedAttachmentIds ?? []);
    if ([...removedIds].some((removedId) => !held.some((file) => file.id === removedId))) throw fieldError('removedAttachmentIds', rules.ownAttachments);
    const removed = held.filter((file) => removedIds.has(file.id));
    const files = acceptFiles(body.attachments);
    if (held.length - removed.length + files.length > TICKET_ATTACHMENTS_MAX) throw new HttpError(409, [messages.tooManyFiles(TICKET_ATTACHMENTS_MAX)]);

    const now = ctx.now().toISOString();
    await storeFiles(ctx, files, async (trx, stored) => {
      await deleteTaskAttachments(
        trx,
        removed.map((file) => file.id),
      );
      for (const file of removed) events.push({ type: 'attachment', message: feedMessages.fileRemoved(file.name), authorId: user.id, attachmentId: file.id });
      await insertTaskAttachments(trx, row.id, now, stored);
      events.push(...addedEvents(stored, user.id));
      if (events.length === 0) return;
      await updateTask(trx, row.id, next, now);
      await addTaskEvents(trx, row.id, now, events);
    });
    // The bytes go once their rows have: a failed write leaves the task as it was, files and all.
    for (const file of removed) removeAttachment(ctx, file.stored_name);
    return c.json({ data: { task: await taskJson(ctx.db, (await findTask(ctx.db, row.id))!) } });
  });

  app.delete('/tasks/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const row = await visibleTask(ctx.db, user, c.req.param('id'));
    // Its files and feed go with it (ON DELETE CASCADE), then the files' bytes.
    for (const storedName of await deleteTask(ctx.db, row.id)) removeAttachment(ctx, storedName);
    return c.body(null, 204);
  });

  app.get('/tasks/:id/feed', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { feed: await taskFeedJson(ctx.db, (await visibleTask(ctx.db, user, c.req.param('id'))).id) } });
  });

  app.get('/tasks/:id/attachments/:attachmentId', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const row = await visibleTask(ctx.db, user, c.req.param('id'));
    const file = await taskAttachment(ctx.db, row.id, c.req.param('attachmentId'));
    if (!file) throw notFound('Attachment');
    return attachmentAnswer(c, ctx, file);
  });
}
