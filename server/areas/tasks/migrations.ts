/**
 * A development's tasks for its staff: the statuses (reference data), the tasks, their files
 * (bytes under `<dataDir>/files/attachments`, as requests' files) and each task's feed.
 * @example const area: ServerArea = { name: 'tasks', migrations: tasksMigrations, seed, routes };
 */
export const tasksMigrations = [
  `
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
  CREATE TABLE tasks (
    id TEXT PRIMARY KEY,
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
  CREATE TABLE task_attachments (
    id TEXT PRIMARY KEY,
    task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    stored_name TEXT NOT NULL,           -- file name under <dataDir>/files/attachments
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX task_attachments_task ON task_attachments(task_id, created_at);
  -- attachment_id is no foreign key: the event of a removed file outlives the file.
  CREATE TABLE task_feed (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
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
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface TasksTables {}
