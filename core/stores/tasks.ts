// One store per resource (core/README.md, Stores). Imported by file by the staff area only.
import { getTask, getTaskFeed, getTasks, getTaskStatuses } from '../api/endpoints/tasks';
import type { Task, TaskStatus } from '../schemas/tasks';
import type { FeedEvent } from '../schemas/tickets';
import { resourceStore, type ResourceStore } from './query';

// Every task write is announced under /tasks/{id}: the list, the task and its feed read again.
const TASK_CHANGES = ['/tasks/'];

/**
 * `GET /tasks/statuses`: the statuses in their order of work.
 * @example const { data } = useStore($taskStatuses);
 */
export const $taskStatuses: ResourceStore<TaskStatus[]> = resourceStore({ name: 'task-statuses', load: () => getTaskStatuses() });

const tasks = { name: 'tasks', load: (developmentId: string) => getTasks(developmentId), changedBy: TASK_CHANGES };

/**
 * `GET /tasks?developmentId=`: the development's tasks.
 * @example const { data } = useStore(tasksStore('dev-riverside-wharf'));
 */
export function tasksStore(developmentId: string): ResourceStore<Task[]> {
  return resourceStore(tasks, developmentId);
}

const task = { name: 'task', load: (taskId: string) => getTask(taskId), changedBy: TASK_CHANGES };

/**
 * `GET /tasks/{id}`: one task.
 * @example const { data } = useStore(taskStore('tsk-riverside-lift'));
 */
export function taskStore(taskId: string): ResourceStore<Task> {
  return resourceStore(task, taskId);
}

const feed = { name: 'task-feed', load: (taskId: string) => getTaskFeed(taskId), changedBy: TASK_CHANGES };

/**
 * `GET /tasks/{id}/feed`: the task's feed, oldest first.
 * @example const { data } = useStore(taskFeedStore('tsk-riverside-lift'));
 */
export function taskFeedStore(taskId: string): ResourceStore<FeedEvent[]> {
  return resourceStore(feed, taskId);
}
