// The tasks routes (spec 2 §7 Tasks, GET /tasks/{taskId}/feed): staff of a development read and
// write its tasks and their files; residents and clients are refused (403), and another
// development's task does not exist for the caller (404). README.md has the rules.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FileUpload } from '../../../core/schemas/common';
import { TICKET_ATTACHMENTS_MAX } from '../../../core/schemas/tickets';
import { TASK_ATTACHMENTS_PER_CALL_MAX, TaskCreate, TasksQuery, TaskUpdate } from '../../../core/schemas/tasks';
import type { AppContext, AppEnv, UploadRoute } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { customerScope } from '../customers/access';
import { acceptAttachment, attachmentAnswer, MAX_ATTACHMENT_BYTES, removeAttachment, storeAttachment } from '../requests/files';
import { tasksFeedMessages as feedMessages, tasksFieldRules as rules, tasksMessages as messages } from './messages';
import { addTaskEvents, developmentTasks, findTask, taskFeedJson, taskJson, taskStatuses, type TaskEvent, type TaskRow } from './service';

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

/** The developments whose tasks the user handles: global staff all, sl1, sl3 and sl4 their own (the same staff as customers'). */
const staffDevelopments = (db: Database.Database, user: AppEnv['Variables']['user']) => customerScope(db, user);

/** The task of the path, when it is of one of the caller's developments; 404 otherwise. */
function visibleTask(c: Context<AppEnv>): TaskRow {
  const { ctx, user } = c.var;
  const row = findTask(ctx.db, c.req.param('id') ?? '');
  if (!row || !staffDevelopments(ctx.db, user).has(row.development_id)) throw notFound('Task');
  return row;
}

/** The status's name; a 400 on `statusId` when there is no such status. */
function statusName(db: Database.Database, statusId: string): string {
  const status = db.prepare<[string], { name: string }>('SELECT name FROM task_statuses WHERE id = ?').get(statusId);
  if (!status) throw fieldError('statusId', rules.knownStatus);
  return status.name;
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
 * Stores the files, then runs `write` (a transaction that records them, given their new ids and
 * feed events); when it fails, the stored bytes go again.
 */
function storeFiles(ctx: AppContext, files: readonly AcceptedFile[], write: (stored: { id: string; storedName: string; file: AcceptedFile }[]) => void): void {
  const stored = files.map((file) => ({ id: `tat-${randomUUID()}`, storedName: storeAttachment(ctx, file.bytes), file }));
  try {
    ctx.db.transaction(() => write(stored))();
  } catch (error) {
    for (const { storedName } of stored) removeAttachment(ctx, storedName);
    throw error;
  }
}

function insertAttachments(ctx: AppContext, taskId: string, at: string, stored: { id: string; storedName: string; file: AcceptedFile }[], authorId: string): TaskEvent[] {
  const insert = ctx.db.prepare('INSERT INTO task_attachments (id, task_id, name, stored_name, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return stored.map(({ id, storedName, file }) => {
    insert.run(id, taskId, file.name, storedName, file.contentType, file.bytes.length, at);
    return { type: 'attachment', message: feedMessages.fileAdded(file.name), authorId, attachmentId: id };
  });
}

/** A trimmed text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Registers the tasks routes.
 * @example taskRoutes(app);
 */
export function taskRoutes(app: Hono<AppEnv>): void {
  app.get('/tasks/statuses', requireUser, requireStaff, (c) => c.json({ data: { statuses: taskStatuses(c.var.ctx.db) } }));

  app.get('/tasks', requireUser, requireStaff, (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = readQuery(c, TasksQuery);
    if (!staffDevelopments(ctx.db, user).has(developmentId)) throw notFound('Development');
    return c.json({ data: { tasks: developmentTasks(ctx.db, developmentId) } });
  });

  app.get('/tasks/:id', requireUser, requireStaff, (c) => c.json({ data: { task: taskJson(c.var.ctx.db, visibleTask(c)) } }));

  app.post('/tasks', requireUser, requireStaff, taskBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, TaskCreate);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!staffDevelopments(ctx.db, user).has(body.developmentId)) throw fieldError('developmentId', rules.staffDevelopment);
    statusName(ctx.db, body.statusId);
    const files = acceptFiles(body.attachments);
    const id = `tsk-${randomUUID()}`;
    const now = ctx.now().toISOString();
    storeFiles(ctx, files, (stored) => {
      ctx.db
        .prepare(
          `INSERT INTO tasks (id, development_id, title, description, status_id, due_on, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, body.developmentId, body.title.trim(), textOrNull(body.description), body.statusId, body.dueOn ?? null, user.id, now, now);
      addTaskEvents(ctx, id, now, [{ type: 'message', message: feedMessages.created, authorId: user.id }, ...insertAttachments(ctx, id, now, stored, user.id)]);
    });
    return c.json({ data: { task: taskJson(ctx.db, findTask(ctx.db, id)!) } }, 201);
  });

  app.put('/tasks/:id', requireUser, requireStaff, taskBodyLimit, async (c) => {
    const { ctx, user } = c.var;
    const row = visibleTask(c);
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
      const to = statusName(ctx.db, body.statusId);
      next.status_id = body.statusId;
      events.push({ type: 'status', message: feedMessages.status(statusName(ctx.db, row.status_id), to), authorId: user.id });
    }
    const held = ctx.db.prepare<[string], { id: string; name: string; stored_name: string }>('SELECT id, name, stored_name FROM task_attachments WHERE task_id = ? ORDER BY created_at, rowid').all(row.id);
    const removedIds = new Set(body.removedAttachmentIds ?? []);
    if ([...removedIds].some((removedId) => !held.some((file) => file.id === removedId))) throw fieldError('removedAttachmentIds', rules.ownAttachments);
    const removed = held.filter((file) => removedIds.has(file.id));
    const files = acceptFiles(body.attachments);
    if (held.length - removed.length + files.length > TICKET_ATTACHMENTS_MAX) throw new HttpError(409, [messages.tooManyFiles(TICKET_ATTACHMENTS_MAX)]);

    const now = ctx.now().toISOString();
    storeFiles(ctx, files, (stored) => {
      const deleteFile = ctx.db.prepare('DELETE FROM task_attachments WHERE id = ?');
      for (const file of removed) {
        deleteFile.run(file.id);
        events.push({ type: 'attachment', message: feedMessages.fileRemoved(file.name), authorId: user.id, attachmentId: file.id });
      }
      events.push(...insertAttachments(ctx, row.id, now, stored, user.id));
      if (events.length === 0) return;
      ctx.db
        .prepare('UPDATE tasks SET title = ?, description = ?, status_id = ?, due_on = ?, updated_at = ? WHERE id = ?')
        .run(next.title, next.description, next.status_id, next.due_on, now, row.id);
      addTaskEvents(ctx, row.id, now, events);
    });
    // The bytes go once their rows have: a failed write leaves the task as it was, files and all.
    for (const file of removed) removeAttachment(ctx, file.stored_name);
    return c.json({ data: { task: taskJson(ctx.db, findTask(ctx.db, row.id)!) } });
  });

  app.delete('/tasks/:id', requireUser, requireStaff, (c) => {
    const { ctx } = c.var;
    const row = visibleTask(c);
    const files = ctx.db.prepare<[string], { stored_name: string }>('SELECT stored_name FROM task_attachments WHERE task_id = ?').all(row.id);
    // Its files and feed go with it (ON DELETE CASCADE), then the files' bytes.
    ctx.db.prepare('DELETE FROM tasks WHERE id = ?').run(row.id);
    for (const file of files) removeAttachment(ctx, file.stored_name);
    return c.body(null, 204);
  });

  app.get('/tasks/:id/feed', requireUser, requireStaff, (c) => c.json({ data: { feed: taskFeedJson(c.var.ctx.db, visibleTask(c).id) } }));

  app.get('/tasks/:id/attachments/:attachmentId', requireUser, requireStaff, (c) => {
    const { ctx } = c.var;
    const row = visibleTask(c);
    const file = ctx.db
      .prepare<[string, string], { name: string; stored_name: string; content_type: string }>('SELECT name, stored_name, content_type FROM task_attachments WHERE id = ? AND task_id = ?')
      .get(c.req.param('attachmentId'), row.id);
    if (!file) throw notFound('Attachment');
    return attachmentAnswer(c, ctx, file);
  });
}
