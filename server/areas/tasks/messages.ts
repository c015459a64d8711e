// The texts this area answers with and writes into task feeds. The API speaks English only, so they
// live here rather than in the portal's catalogue.

/**
 * Error messages of the tasks routes (the error envelope's `messages`).
 * @example throw new HttpError(409, [tasksMessages.tooManyFiles(20)]);
 */
export const tasksMessages = {
  requestTooLarge: 'The request is too large: a task takes at most 5 files of 10 MB each in one call.',
  tooManyFiles: (max: number) => `A task may carry at most ${max} files.`,
} as const;

/**
 * Rules of one field, worded as core/schemas words a struct failure (`<path>: <rule>`).
 * @example throw fieldError('statusId', tasksFieldRules.knownStatus);
 */
export const tasksFieldRules = {
  staffDevelopment: 'must be one of your developments',
  knownStatus: 'must be one of the task statuses',
  ownAttachments: 'must be files of this task',
} as const;

/** A due date as the feed words it: 1 December 2026. */
const dueDate = (day: string | null) =>
  day === null ? 'none' : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The messages of a task's feed events.
 * @example tasksFeedMessages.status('Open', 'In progress'); // 'Status changed from Open to In progress'
 */
export const tasksFeedMessages = {
  created: 'Task created',
  status: (from: string, to: string) => `Status changed from ${from} to ${to}`,
  title: (from: string, to: string) => `Title changed from ${from} to ${to}`,
  description: 'Description changed',
  dueOn: (from: string | null, to: string | null) => `Due date changed from ${dueDate(from)} to ${dueDate(to)}`,
  fileAdded: (name: string) => `File added: ${name}`,
  fileRemoved: (name: string) => `File removed: ${name}`,
} as const;
