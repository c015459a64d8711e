import type { Generated, Selectable } from 'kysely';
import type { FeedEventType } from '../../../core/schemas/tickets';
import type { Migration } from '../../database/migration';

/**
 * A development's tasks for its staff: the statuses (reference data), the tasks, their files
 * (bytes under `<dataDir>/files/attachments`, as requests' files) and each task's feed.
 * @example const area: ServerArea = { name: 'tasks', migrations: tasksMigrations, seed, routes };
 */
export const tasksMigrations: Migration[] = [
  (d) => `
  -- Reference data, so every database has them, demo or not; position is their order of work.
  CREATE TABLE task_statuses (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL
  );
  INSERT INTO task_statuses (id, name, position) VALUES
    ('tst-open', 'Open', 1),
    ('tst-in-progress', 'In progress', 2),
    ('tst-done', 'Done', 3);
  -- seq: the database numbers tasks as they are made; of two changed at the same instant, the
  -- later made is listed first.
  CREATE TABLE tasks (
    seq ${d.types.serialKey},
    id TEXT NOT NULL UNIQUE,
    development_id TEXT NOT NULL REFERENCES developments(id),
    title TEXT NOT NULL,
    description TEXT,
    status_id TEXT NOT NULL REFERENCES task_statuses(id),
    due_on TEXT,                         -- yyyy-MM-dd
    created_by TEXT REFERENCES users(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX tasks_development ON tasks(development_id, updated_at);
  -- seq: files added at the same instant keep the order they were added in.
  CREATE TABLE task_attachments (
    seq ${d.types.serialKey},
    id TEXT NOT NULL UNIQUE,
    task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    stored_name TEXT NOT NULL,           -- file name under <dataDir>/files/attachments
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX task_attachments_task ON task_attachments(task_id, created_at, seq);
  -- attachment_id is no foreign key: the event of a removed file outlives the file.
  CREATE TABLE task_feed (
    seq ${d.types.serialKey},
    id TEXT NOT NULL UNIQUE,
    task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('message', 'status', 'attachment')),
    message TEXT,
    author_id TEXT REFERENCES users(id),
    attachment_id TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX task_feed_task ON task_feed(task_id, created_at, seq);
  `,
];

/** The tasks area's tables, as the query builder types them. */
export interface TasksTables {
  /** Reference data; position is their order of work. */
  task_statuses: { id: string; name: string; position: number };
  tasks: {
    seq: Generated<number>;
    id: string;
    development_id: string;
    title: string;
    description: string | null;
    status_id: string;
    /** yyyy-MM-dd. */
    due_on: string | null;
    created_by: string | null;
    created_at: string;
    updated_at: string;
  };
  task_attachments: {
    seq: Generated<number>;
    id: string;
    task_id: string;
    name: string;
    /** File name under <dataDir>/files/attachments. */
    stored_name: string;
    content_type: string;
    size: number;
    created_at: string;
  };
  task_feed: {
    seq: Generated<number>;
    id: string;
    task_id: string;
    type: FeedEventType;
    message: string | null;
    author_id: string | null;
    /** No foreign key: the event of a removed file outlives the file. */
    attachment_id: string | null;
    created_at: string;
  };
}

/** A row of `tasks`, as a query answers it. */
export type TaskRow = Selectable<TasksTables['tasks']>;
