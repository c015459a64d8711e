// Every query of the tasks area: tasks as the API answers them (core/schemas/tasks.ts), their
// files, and their feed (core/schemas/tickets.ts FeedEvent).
import { randomUUID } from 'node:crypto';
import type { FeedEvent, FeedEventType, TicketAttachment } from '../../../core/schemas/tickets';
import type { Task, TaskStatus } from '../../../core/schemas/tasks';
import { inTransaction, type Db } from '../../database/connection';
import type { TaskRow } from './migrations';

export type { TaskRow } from './migrations';

/**
 * The task of that id, any development's.
 * @example const row = await findTask(db, 'tsk-riverside-lift');
 */
export function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The statuses, in their order of work.
 * @example (await taskStatuses(db))[0]; // { id: 'tst-open', name: 'Open' }
 */
export function taskStatuses(db: Db): Promise<TaskStatus[]> {
  return db.selectFrom('task_statuses').select(['id', 'name']).orderBy('position').execute();
}

/**
 * The name of a status, or undefined when there is no such status.
 * @example await statusNameOf(db, 'tst-done'); // 'Done'
 */
export async function statusNameOf(db: Db, statusId: string): Promise<string | undefined> {
  return (await db.selectFrom('task_statuses').select('name').where('id', '=', statusId).executeTakeFirst())?.name;
}

/**
 * Where a task's file is downloaded: a path on the API's origin, fetched with the staff member's
 * bearer token (as request attachments are).
 * @example taskAttachmentUrl('tsk-riverside-lift', 'tat-lift-report'); // '/tasks/tsk-riverside-lift/attachments/tat-lift-report'
 */
export function taskAttachmentUrl(taskId: string, attachmentId: string): string {
  return `/tasks/${encodeURIComponent(taskId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

const attachmentJson = (taskId: string, row: { id: string; name: string }): TicketAttachment => ({ id: row.id, name: row.name, url: taskAttachmentUrl(taskId, row.id) });

/** A person's whole name, as the feed and a task's creator show it. */
const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/**
 * A task's files, oldest first (then in the order they were added).
 * @example const files = await taskAttachments(db, 'tsk-riverside-lift');
 */
export function taskAttachments(db: Db, taskId: string): Promise<{ id: string; name: string; stored_name: string }[]> {
  return db.selectFrom('task_attachments').select(['id', 'name', 'stored_name']).where('task_id', '=', taskId).orderBy('created_at').orderBy('seq').execute();
}

/**
 * One file of a task, as it is downloaded, or undefined.
 * @example const file = await taskAttachment(db, 'tsk-riverside-lift', 'tat-lift-quote');
 */
export function taskAttachment(db: Db, taskId: string, attachmentId: string): Promise<{ name: string; stored_name: string; content_type: string } | undefined> {
  return db
    .selectFrom('task_attachments')
    .select(['name', 'stored_name', 'content_type'])
    .where('id', '=', attachmentId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
}

/**
 * The task as the API answers it, with its status and files (oldest first).
 * @example return c.json({ data: { task: await taskJson(db, row) } });
 */
export async function taskJson(db: Db, row: TaskRow): Promise<Task> {
  const status = await db.selectFrom('task_statuses').select(['id', 'name']).where('id', '=', row.status_id).executeTakeFirstOrThrow();
  const attachments = await taskAttachments(db, row.id);
  const creator = row.created_by === null ? undefined : await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', row.created_by).executeTakeFirst();
  return {
    id: row.id,
    developmentId: row.development_id,
    title: row.title,
    description: row.description,
    status,
    dueOn: row.due_on,
    attachments: attachments.map((attachment) => attachmentJson(row.id, attachment)),
    createdBy: creator ? fullName(creator) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A development's tasks, most recently changed first (of one instant, the later made first).
 * @example const tasks = await developmentTasks(db, 'dev-riverside-wharf');
 */
export async function developmentTasks(db: Db, developmentId: string): Promise<Task[]> {
  const rows = await db.selectFrom('tasks').selectAll().where('development_id', '=', developmentId).orderBy('updated_at', 'desc').orderBy('seq', 'desc').execute();
  const tasks: Task[] = [];
  for (const row of rows) tasks.push(await taskJson(db, row));
  return tasks;
}

/** One event to write into a task's feed. */
export interface TaskEvent {
  readonly type: FeedEventType;
  readonly message: string;
  readonly authorId: string | null;
  readonly attachmentId?: string;
}

/**
 * Writes a task's feed events, in order, at `at`; call inside the change's transaction.
 * @example await addTaskEvents(trx, task.id, now, [{ type: 'status', message, authorId: user.id }]);
 */
export async function addTaskEvents(db: Db, taskId: string, at: string, events: readonly TaskEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('task_feed')
    .values(
      events.map((event) => ({
        id: `tfe-${randomUUID()}`,
        task_id: taskId,
        type: event.type,
        message: event.message,
        author_id: event.authorId,
        attachment_id: event.attachmentId ?? null,
        created_at: at,
      })),
    )
    .execute();
}

/** A file being added to a task: its new id, its name on disk, what it is. */
export interface NewTaskFile {
  readonly id: string;
  readonly storedName: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Records files added to a task, in order, at `at`; call inside the change's transaction.
 * @example await insertTaskAttachments(trx, task.id, now, files);
 */
export async function insertTaskAttachments(db: Db, taskId: string, at: string, files: readonly NewTaskFile[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('task_attachments')
    .values(files.map((file) => ({ id: file.id, task_id: taskId, name: file.name, stored_name: file.storedName, content_type: file.contentType, size: file.size, created_at: at })))
    .execute();
}

/** A new task's fields. */
export interface NewTask {
  readonly id: string;
  readonly developmentId: string;
  readonly title: string;
  readonly description: string | null;
  readonly statusId: string;
  readonly dueOn: string | null;
  readonly createdBy: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Records a new task; call inside the change's transaction with its files and feed.
 * @example await insertTask(trx, { id, developmentId, title, ... });
 */
export async function insertTask(db: Db, task: NewTask): Promise<void> {
  await db
    .insertInto('tasks')
    .values({
      id: task.id,
      development_id: task.developmentId,
      title: task.title,
      description: task.description,
      status_id: task.statusId,
      due_on: task.dueOn,
      created_by: task.createdBy,
      created_at: task.createdAt,
      updated_at: task.updatedAt,
    })
    .execute();
}

/**
 * Saves a task's changed fields and the time of the change.
 * @example await updateTask(trx, row.id, { title, description, status_id, due_on }, now);
 */
export async function updateTask(db: Db, taskId: string, fields: Pick<TaskRow, 'title' | 'description' | 'status_id' | 'due_on'>, at: string): Promise<void> {
  await db
    .updateTable('tasks')
    .set({ title: fields.title, description: fields.description, status_id: fields.status_id, due_on: fields.due_on, updated_at: at })
    .where('id', '=', taskId)
    .execute();
}

/**
 * Removes files of a task (their feed events stay).
 * @example await deleteTaskAttachments(trx, ['tat-lift-quote']);
 */
export async function deleteTaskAttachments(db: Db, attachmentIds: readonly string[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  await db.deleteFrom('task_attachments').where('id', 'in', attachmentIds).execute();
}

/**
 * Removes a task, its files' rows and its feed (ON DELETE CASCADE), and answers the files' names
 * on disk, for the caller to remove once the rows are gone.
 * @example for (const name of await deleteTask(db, row.id)) removeAttachment(ctx, name);
 */
export async function deleteTask(db: Db, taskId: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const files = await trx.selectFrom('task_attachments').select('stored_name').where('task_id', '=', taskId).execute();
    await trx.deleteFrom('tasks').where('id', '=', taskId).execute();
    return files.map((file) => file.stored_name);
  });
}

/**
 * A task's feed, oldest first. Every event is a staff member's; a file event carries its file
 * while the task still has it (a removed file's events keep only their message, which names it).
 * @example const feed = await taskFeedJson(db, 'tsk-riverside-lift');
 */
export async function taskFeedJson(db: Db, taskId: string): Promise<FeedEvent[]> {
  const rows = await db
    .selectFrom('task_feed as f')
    .leftJoin('users as u', 'u.id', 'f.author_id')
    .leftJoin('task_attachments as a', (join) => join.onRef('a.id', '=', 'f.attachment_id').onRef('a.task_id', '=', 'f.task_id'))
    .select(['f.id', 'f.type', 'f.message', 'f.created_at', 'u.first_name', 'u.last_name', 'u.profile_picture_url', 'a.id as attachment_id', 'a.name as attachment_name'])
    .where('f.task_id', '=', taskId)
    .orderBy('f.created_at')
    .orderBy('f.seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.message,
    createdAt: row.created_at,
    authorName: row.first_name === null || row.last_name === null ? null : fullName({ first_name: row.first_name, last_name: row.last_name }),
    authorImage: row.profile_picture_url,
    fromStaff: true,
    attachment: row.attachment_id === null || row.attachment_name === null ? null : attachmentJson(taskId, { id: row.attachment_id, name: row.attachment_name }),
  }));
}
