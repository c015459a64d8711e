import { validate } from 'superstruct';
import { structMessages } from '../../../core/forms/structMessages';
import { t } from '../../../core/i18n';
import type { FileUpload } from '../../../core/schemas/common';
import { describeFailure } from '../../../core/schemas/errors';
import { TaskCreate, TaskUpdate, type Task } from '../../../core/schemas/tasks';
import { sharedTextMessage } from '../../../core/forms/text-messages';
import { textOrNull } from '../../../core/forms/values';
import type { RuleParams } from '../../../core/schemas/rules';

/** The task form's values, as typed: the new files chosen and the saved files marked for removal. */
export interface TaskValues {
  title: string;
  description: string;
  statusId: string;
  /** `yyyy-mm-dd` from the date field, '' for none. */
  dueOn: string;
  files: File[];
  removedAttachmentIds: string[];
}

/** The fields a message can be shown at. */
export type TaskField = 'title' | 'description' | 'statusId' | 'dueOn' | 'files';

/**
 * The form's starting values: a new task's (the first status) or a saved task's.
 * @example taskValues(undefined, 'tst-open') // { title: '', ..., statusId: 'tst-open' }
 */
export function taskValues(task: Task | undefined, firstStatusId: string): TaskValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    statusId: task?.status.id ?? firstStatusId,
    dueOn: task?.dueOn ?? '',
    files: [],
    removedAttachmentIds: [],
  };
}

/**
 * `POST /tasks`'s body: texts trimmed, an empty description or date sent as null, the files as
 * the uploads given (read by `fileUploads`).
 * @example createBody(values, 'dev-riverside-wharf', [])
 */
export function createBody(values: TaskValues, developmentId: string, attachments: FileUpload[]): TaskCreate {
  return { developmentId, title: values.title.trim(), description: textOrNull(values.description), statusId: values.statusId, dueOn: values.dueOn || null, attachments };
}

/**
 * `PUT /tasks/{id}`'s body: only what differs from the saved task, the files to add and those to
 * take off; empty when nothing changed.
 * @example updateBody({ ...taskValues(task, ''), statusId: 'tst-done' }, task, []) // { statusId: 'tst-done' }
 */
export function updateBody(values: TaskValues, task: Task, attachments: FileUpload[]): Partial<TaskUpdate> {
  const body: Partial<TaskUpdate> = {};
  const title = values.title.trim();
  const description = textOrNull(values.description);
  const dueOn = values.dueOn || null;
  if (title !== task.title) body.title = title;
  if (description !== task.description) body.description = description;
  if (values.statusId !== task.status.id) body.statusId = values.statusId;
  if (dueOn !== task.dueOn) body.dueOn = dueOn;
  if (attachments.length > 0) body.attachments = attachments;
  if (values.removedAttachmentIds.length > 0) body.removedAttachmentIds = values.removedAttachmentIds;
  return body;
}

// The check runs before the files are read: each file stands in with its name and a token body,
// so the contract's rules on names and count apply to the files chosen.
const standIns = (files: readonly File[]): FileUpload[] => files.map((file) => ({ fileName: file.name, content: 'AA==' }));

function fieldOf(path: string): TaskField | undefined {
  const [first] = path.split('.');
  if (first === 'attachments') return 'files';
  return first === 'title' || first === 'description' || first === 'statusId' || first === 'dueOn' ? first : undefined;
}

/** The catalogue message of one failing field (`code` the failed rule). */
function taskMessage(field: TaskField, code: string, params: RuleParams): string {
  if (field === 'files') return t('admin.tasks.validation.files', { max: String(params.max ?? '') });
  if (field === 'dueOn') return t('admin.tasks.validation.dueOn');
  if (field === 'statusId') return t('admin.tasks.validation.status');
  return sharedTextMessage(code, params) ?? t('admin.tasks.validation.title');
}

/**
 * The form's messages, from the struct the API checks the same body with: `TaskCreate` for a new
 * task, `TaskUpdate` for a saved one (title required, at most 150; description at most 2000; a
 * real date; at most 5 files at a time). At most one message per field.
 * @example checkTask({ ...values, title: '' }, 'dev-riverside-wharf').title // 'Enter a title for the task'
 */
export function checkTask(values: TaskValues, developmentId: string, task?: Task): Partial<Record<TaskField, string>> {
  const { title, description, statusId, dueOn, attachments } = createBody(values, developmentId, standIns(values.files));
  const [failure] = task
    ? validate({ title, description, statusId, dueOn, attachments }, TaskUpdate)
    : validate({ developmentId, title, description, statusId, dueOn, attachments }, TaskCreate);
  return structMessages(failure, (each) => fieldOf(describeFailure(each).path), taskMessage);
}

/**
 * Reads chosen files into the API's `FileUpload` (base64 content).
 * @example const attachments = await fileUploads(values.files);
 */
export function fileUploads(files: readonly File[]): Promise<FileUpload[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<FileUpload>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => {
            const url = String(reader.result);
            resolve({ fileName: file.name, content: url.slice(url.indexOf(',') + 1) });
          };
          reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
          reader.readAsDataURL(file);
        }),
    ),
  );
}
