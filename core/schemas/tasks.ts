// A development's task list for its staff (spec 2 §3 Task, §7 Tasks: GET /tasks?developmentId,
// GET/PUT/DELETE /tasks/{id}, POST /tasks, GET /tasks/statuses, GET /tasks/{id}/feed). The feed
// answers `TicketFeedResponse` (tickets.ts), the shape a request's feed has. Imported by file:
// staff only.
import { array, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { atLeastOneKey, FileUpload, id, isoDate, optionalText, requiredText } from './common';
import { isoDateTime } from './instants';
import { rule } from './rules';
import { TicketAttachment } from './tickets';

/** The longest task title. */
export const TASK_TITLE_MAX = 150;
/** The longest task description. */
export const TASK_DESCRIPTION_MAX = 2000;
/** At most this many files added in one call (the file rules are the requests': tickets.ts). */
export const TASK_ATTACHMENTS_PER_CALL_MAX = 5;

/** Files to add in one call: at most TASK_ATTACHMENTS_PER_CALL_MAX. */
const newFiles = () => optional(rule(array(FileUpload), 'range', (files) => files.length <= TASK_ATTACHMENTS_PER_CALL_MAX, { min: 0, max: TASK_ATTACHMENTS_PER_CALL_MAX }));

/**
 * A task's status (`GET /tasks/statuses`): Open, In progress, Done in the demo data.
 *
 * @example
 * const open: TaskStatus = { id: 'tst-open', name: 'Open' };
 */
export const TaskStatus = type({ id, name: string() });
export type TaskStatus = Infer<typeof TaskStatus>;

/**
 * `GET /tasks/statuses` answers `data.statuses`, in their order of work.
 *
 * @example
 * const { statuses } = create(json.data, TaskStatusesResponse);
 */
export const TaskStatusesResponse = type({ statuses: array(TaskStatus) });
export type TaskStatusesResponse = Infer<typeof TaskStatusesResponse>;

/**
 * A task of a development. Attachments download from their `url` with the staff member's token.
 *
 * @example
 * const task: Task = { id: 'tsk-riverside-lift', developmentId: 'dev-riverside-wharf', title: 'Lift B inspection', description: 'Book the engineer.', status: { id: 'tst-open', name: 'Open' }, dueOn: '2026-12-01', attachments: [], createdBy: 'Otto Officer', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };
 */
export const Task = type({
  id,
  developmentId: id,
  title: string(),
  description: nullable(string()),
  status: TaskStatus,
  dueOn: nullable(isoDate),
  attachments: array(TicketAttachment),
  createdBy: nullable(string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Task = Infer<typeof Task>;

/**
 * `GET /tasks?developmentId=` answers `data.tasks`, most recently changed first.
 *
 * @example
 * const { tasks } = create(json.data, TasksResponse);
 */
export const TasksResponse = type({ tasks: array(Task) });
export type TasksResponse = Infer<typeof TasksResponse>;

/**
 * The list's query: the development, required.
 *
 * @example
 * const query = create({ developmentId: 'dev-riverside-wharf' }, TasksQuery);
 */
export const TasksQuery = object({ developmentId: id });
export type TasksQuery = Infer<typeof TasksQuery>;

/**
 * The answer of `GET`, `POST` (201) and `PUT /tasks/{id}`: `data.task`.
 *
 * @example
 * const { task } = create(json.data, TaskResponse);
 */
export const TaskResponse = type({ task: Task });
export type TaskResponse = Infer<typeof TaskResponse>;

/**
 * `POST /tasks` (staff of the development): a new task with its first files.
 *
 * @example
 * const task: TaskCreate = { developmentId: 'dev-riverside-wharf', title: 'Replace the hall lights', description: null, statusId: 'tst-open', dueOn: null, attachments: [] };
 */
export const TaskCreate = object({
  developmentId: id,
  title: requiredText({ max: TASK_TITLE_MAX }),
  description: optionalText({ max: TASK_DESCRIPTION_MAX, multiline: true }),
  statusId: id,
  dueOn: optional(nullable(isoDate)),
  attachments: newFiles(),
});
export type TaskCreate = Infer<typeof TaskCreate>;

/**
 * `PUT /tasks/{id}`: what changes, at least one field. `attachments` are files to add,
 * `removedAttachmentIds` files to take off. Each change is an event of the task's feed.
 *
 * @example
 * const started: TaskUpdate = { statusId: 'tst-in-progress' };
 */
export const TaskUpdate = atLeastOneKey(
  object({
    title: optional(requiredText({ max: TASK_TITLE_MAX })),
    description: optionalText({ max: TASK_DESCRIPTION_MAX, multiline: true }),
    statusId: optional(id),
    dueOn: optional(nullable(isoDate)),
    attachments: newFiles(),
    removedAttachmentIds: optional(array(id)),
  }),
  ['title', 'description', 'statusId', 'dueOn', 'attachments', 'removedAttachmentIds'],
);
export type TaskUpdate = Infer<typeof TaskUpdate>;
