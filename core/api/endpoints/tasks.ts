import { t } from '../../i18n';
import { TaskResponse, TasksResponse, TaskStatusesResponse, type Task, type TaskCreate, type TaskStatus, type TaskUpdate } from '../../schemas/tasks';
import { TicketFeedResponse, type FeedEvent, type TicketAttachment } from '../../schemas/tickets';
import { announceChange } from '../changes';
import { apiPath, noData, request, type CallOptions } from '../client';
import { sendKeepingFile } from '../keep-file';
import { UPLOAD_TIMEOUT_MS } from './tickets';

// spec 2 §7 Tasks: a development's tasks, for its staff. Imported by file by the staff area only,
// so no resident's bundle carries them. Every write is announced under `/tasks/{id}`, so the
// development's list, the task and its feed read again (core/stores/tasks.ts).

/**
 * `GET /tasks/statuses`: the statuses a task moves through, in their order of work.
 * @example const statuses = await getTaskStatuses(); // Open, In progress, Done
 */
export async function getTaskStatuses(call?: CallOptions): Promise<TaskStatus[]> {
  const { statuses } = await request({ method: 'GET', path: '/tasks/statuses', schema: TaskStatusesResponse, ...call });
  return statuses;
}

/**
 * `GET /tasks?developmentId=`: the development's tasks, most recently changed first.
 * @example const tasks = await getTasks('dev-riverside-wharf');
 */
export async function getTasks(developmentId: string, call?: CallOptions): Promise<Task[]> {
  const { tasks } = await request({ method: 'GET', path: '/tasks', query: { developmentId }, schema: TasksResponse, ...call });
  return tasks;
}

/**
 * `GET /tasks/{id}`: one task with its files.
 * @example const task = await getTask('tsk-riverside-lift');
 */
export async function getTask(taskId: string, call?: CallOptions): Promise<Task> {
  const { task } = await request({ method: 'GET', path: apiPath`/tasks/${taskId}`, schema: TaskResponse, ...call });
  return task;
}

/**
 * `POST /tasks`: a new task with its first files (base64 in the body, so the longer time-out of
 * uploads). Fails with "Unable to create task." and the API's reasons.
 * @example const task = await createTask({ developmentId: 'dev-riverside-wharf', title: 'Replace the hall lights', description: null, statusId: 'tst-open', dueOn: null });
 */
export async function createTask(body: TaskCreate, call?: CallOptions): Promise<Task> {
  const { task } = await request({ method: 'POST', path: '/tasks', body, schema: TaskResponse, errorPrefix: t('errors.task.create'), timeoutMs: UPLOAD_TIMEOUT_MS, ...call });
  return announceChange(apiPath`/tasks/${task.id}`, task);
}

/**
 * `PUT /tasks/{id}`: the changed fields, files to add and files to take off. Fails with "Unable
 * to save task." and the API's reasons.
 * @example const started = await updateTask('tsk-riverside-lift', { statusId: 'tst-in-progress' });
 */
export async function updateTask(taskId: string, body: TaskUpdate, call?: CallOptions): Promise<Task> {
  const path = apiPath`/tasks/${taskId}`;
  const { task } = await request({ method: 'PUT', path, body, schema: TaskResponse, errorPrefix: t('errors.task.save'), timeoutMs: UPLOAD_TIMEOUT_MS, ...call });
  return announceChange(path, task);
}

/**
 * `DELETE /tasks/{id}` (204). Fails with "Unable to delete task." and the API's reasons.
 * @example await deleteTask('tsk-riverside-bins');
 */
export async function deleteTask(taskId: string, call?: CallOptions): Promise<void> {
  const path = apiPath`/tasks/${taskId}`;
  await request({ method: 'DELETE', path, schema: noData, errorPrefix: t('errors.task.delete'), ...call });
  announceChange(path, undefined);
}

/**
 * `GET /tasks/{id}/feed`: what happened to the task, oldest first (the shape of a request's feed).
 * @example const feed = await getTaskFeed('tsk-riverside-lift');
 */
export async function getTaskFeed(taskId: string, call?: CallOptions): Promise<FeedEvent[]> {
  const { feed } = await request({ method: 'GET', path: apiPath`/tasks/${taskId}/feed`, schema: TicketFeedResponse, ...call });
  return feed;
}

/**
 * `GET /tasks/{id}/attachments/{attachmentId}`: one of the task's files, with the staff member's
 * token (a bare link would be refused), for core/ui `useFileDownload`. Fails with "The file could
 * not be downloaded." and the API's reasons.
 * @example const { blob, fileName } = await getTaskAttachment('tsk-riverside-lift', attachment);
 */
export async function getTaskAttachment(taskId: string, attachment: TicketAttachment, call?: CallOptions): Promise<{ blob: Blob; fileName: string }> {
  let blob: Blob | undefined;
  await request({
    method: 'GET',
    path: apiPath`/tasks/${taskId}/attachments/${attachment.id}`,
    schema: noData,
    errorPrefix: t('requests.download.failed'),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    send: sendKeepingFile((file) => (blob = file)),
    ...call,
  });
  return { blob: blob ?? new Blob([]), fileName: attachment.name };
}
