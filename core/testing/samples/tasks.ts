/**
 * Samples of the demo data: staff: tasks and task statuses. How to use them: README.md beside this
 * file.
 */
import type { Task, TaskCreate, TaskStatusesResponse, TaskUpdate } from '../../schemas/tasks';
import { sampleIds } from './ids';

/**
 * The task statuses of the demo data.
 *
 * @example
 * sampleTaskStatusesResponse.statuses.map((status) => status.name); // ['Open', 'In progress', 'Done']
 */
export const sampleTaskStatusesResponse: TaskStatusesResponse = {
  statuses: [
    { id: sampleIds.taskOpen, name: 'Open' },
    { id: sampleIds.taskInProgress, name: 'In progress' },
    { id: sampleIds.taskDone, name: 'Done' },
  ],
};

/**
 * The lift task of Riverside Wharf, in progress, with the engineer's quote attached.
 *
 * @example
 * sampleTask.attachments.length; // 1
 */
export const sampleTask: Task = {
  id: sampleIds.liftTask,
  developmentId: sampleIds.riversideWharf,
  title: 'Lift B inspection',
  description: 'Book the engineer and tell the residents of floors 3 to 6.',
  status: { id: sampleIds.taskInProgress, name: 'In progress' },
  dueOn: '2026-12-01',
  attachments: [{ id: 'tat-lift-quote', name: 'Engineer quote.pdf', url: 'https://api.example.com/tasks/tsk-riverside-lift/attachments/tat-lift-quote' }],
  createdBy: 'Otto Officer',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-22T14:00:00.000Z',
};

/**
 * A new task with one file.
 *
 * @example
 * sampleTaskCreate.attachments?.length; // 1
 */
export const sampleTaskCreate: TaskCreate = {
  developmentId: sampleIds.riversideWharf,
  title: 'Replace the hall lights',
  description: 'Floors 2 and 3.',
  statusId: sampleIds.taskOpen,
  dueOn: null,
  attachments: [{ fileName: 'hall.png', content: 'iVBORw0KGgo=' }],
};

/**
 * Moving a task on.
 *
 * @example
 * sampleTaskUpdate.statusId; // 'tst-in-progress'
 */
export const sampleTaskUpdate: TaskUpdate = { statusId: sampleIds.taskInProgress };
