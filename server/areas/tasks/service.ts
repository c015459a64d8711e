// Tasks as the API answers them (core/schemas/tasks.ts) and their feed (core/schemas/tickets.ts
// FeedEvent): reading rows into answers, and writing feed events.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FeedEvent, FeedEventType, TicketAttachment } from '../../../core/schemas/tickets';
import type { Task, TaskStatus } from '../../../core/schemas/tasks';
import type { AppContext } from '../../area';

/** A row of `tasks`. */
export interface TaskRow {
  id: string;
  development_id: string;
  title: string;
  description: string | null;
  status_id: string;
  due_on: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The task of that id, any development's.
 * @example const row = findTask(db, 'tsk-riverside-lift');
 */
export function findTask(db: Database.Database, id: string): TaskRow | undefined {
  return db.prepare<[string], TaskRow>('SELECT * FROM tasks WHERE id = ?').get(id);
}

/**
 * The statuses, in their order of work.
 * @example taskStatuses(db)[0]; // { id: 'tst-open', name: 'Open' }
 */
export function taskStatuses(db: Database.Database): TaskStatus[] {
  return db.prepare<[], TaskStatus>('SELECT id, name FROM task_statuses ORDER BY position').all();
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

/**
 * The task as the API answers it, with its status and files (oldest first).
 * @example return c.json({ data: { task: taskJson(db, row) } });
 */
export function taskJson(db: Database.Database, row: TaskRow): Task {
  const status = db.prepare<[string], TaskStatus>('SELECT id, name FROM task_statuses WHERE id = ?').get(row.status_id)!;
  const attachments = db.prepare<[string], { id: string; name: string }>('SELECT id, name FROM task_attachments WHERE task_id = ? ORDER BY created_at, rowid').all(row.id);
  const creator = row.created_by === null ? undefined : db.prepare<[string], { name: string }>("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?").get(row.created_by);
  return {
    id: row.id,
    developmentId: row.development_id,
    title: row.title,
    description: row.description,
    status,
    dueOn: row.due_on,
    attachments: attachments.map((attachment) => attachmentJson(row.id, attachment)),
    createdBy: creator?.name.trim() ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A development's tasks, most recently changed first.
 * @example const tasks = developmentTasks(db, 'dev-riverside-wharf');
 */
export function developmentTasks(db: Database.Database, developmentId: string): Task[] {
  return db
    .prepare<[string], TaskRow>('SELECT * FROM tasks WHERE development_id = ? ORDER BY updated_at DESC, rowid DESC')
    .all(developmentId)
    .map((row) => taskJson(db, row));
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
 * @example addTaskEvents(ctx, task.id, now, [{ type: 'status', message, authorId: user.id }]);
 */
export function addTaskEvents(ctx: AppContext, taskId: string, at: string, events: readonly TaskEvent[]): void {
  const insert = ctx.db.prepare('INSERT INTO task_feed (id, task_id, type, message, author_id, attachment_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const event of events) insert.run(`tfe-${randomUUID()}`, taskId, event.type, event.message, event.authorId, event.attachmentId ?? null, at);
}

interface FeedRow {
  id: string;
  type: FeedEventType;
  message: string | null;
  created_at: string;
  author_name: string | null;
  profile_picture_url: string | null;
  attachment_id: string | null;
  attachment_name: string | null;
}

/**
 * A task's feed, oldest first. Every event is a staff member's; a file event carries its file
 * while the task still has it (a removed file's events keep only their message, which names it).
 * @example const feed = taskFeedJson(db, 'tsk-riverside-lift');
 */
export function taskFeedJson(db: Database.Database, taskId: string): FeedEvent[] {
  return db
    .prepare<[string], FeedRow>(
      `SELECT f.id, f.type, f.message, f.created_at, u.first_name || ' ' || u.last_name AS author_name, u.profile_picture_url,
              a.id AS attachment_id, a.name AS attachment_name
         FROM task_feed f
         LEFT JOIN users u ON u.id = f.author_id
         LEFT JOIN task_attachments a ON a.id = f.attachment_id AND a.task_id = f.task_id
        WHERE f.task_id = ?
        ORDER BY f.created_at, f.seq`,
    )
    .all(taskId)
    .map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      createdAt: row.created_at,
      authorName: row.author_name?.trim() ?? null,
      authorImage: row.profile_picture_url,
      fromStaff: true,
      attachment: row.attachment_id === null || row.attachment_name === null ? null : attachmentJson(taskId, { id: row.attachment_id, name: row.attachment_name }),
    }));
}
