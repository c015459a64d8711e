import { useId, useState } from 'react';
import { createTask, updateTask } from '../../../core/api/endpoints/tasks';
import { checkResolver, useValidatedForm, type ValidatedForm } from '../../../core/forms';
import { ATTACHMENT_ACCEPT, checkFiles } from '../../../core/forms/attachments';
import { t as translate, useT } from '../../../core/i18n';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type Task, type TaskStatus } from '../../../core/schemas/tasks';
import { TICKET_ATTACHMENTS_MAX } from '../../../core/schemas/tickets';
import { CharacterCount } from '../../../core/ui/CharacterCount';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field } from '../../../core/ui/Field';
import { showApiFailure } from '../../../core/ui/showApiFailure';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { styleRef } from '../../../core/ui/styles';
import { checkTask, createBody, fileUploads, taskValues, updateBody, type TaskValues } from './task-form';
import { tasksCss } from './styles';

/**
 * A new task (`task` absent) or a saved one's changes: title with its countdown, description,
 * status, due date and files (the request form's file rules), checked by the contract's
 * `TaskCreate` / `TaskUpdate`. A save says so while it is on its way; a failure opens the error
 * dialog (spec 2 §8) and keeps everything typed. `onSaved` gets the task the API answered.
 * @example <TaskForm developmentId="dev-riverside-wharf" statuses={statuses} onSaved={(task) => navigate(taskPath(task))} />
 */
export function TaskForm(props: { developmentId: string; statuses: readonly TaskStatus[]; task?: Task; onSaved: (task: Task) => void; onCancel?: () => void }) {
  const { developmentId, statuses, task, onSaved, onCancel } = props;
  const t = useT();
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const form = useValidatedForm<TaskValues>({
    resolver: checkResolver((values) => checkTask(values, developmentId, task)),
    defaultValues: () => taskValues(task, statuses[0]?.id ?? ''),
  });
  const { values } = form;
  const [unchanged, setUnchanged] = useState(false);

  const send = async (checked: TaskValues) => {
    try {
      const attachments = await fileUploads(checked.files);
      if (task) {
        const body = updateBody(checked, task, attachments);
        setUnchanged(Object.keys(body).length === 0);
        if (Object.keys(body).length === 0) return;
        const saved = await updateTask(task.id, body);
        showSnackbar(translate('admin.tasks.saved'));
        onSaved(saved);
      } else {
        const created = await createTask(createBody(checked, developmentId, attachments));
        showSnackbar(translate('admin.tasks.created'));
        onSaved(created);
      }
    } catch (error) {
      showApiFailure(error, { prefix: translate(task ? 'errors.task.save' : 'errors.task.create') });
      // Thrown on, so the form keeps what was typed and puts the API's field messages on the fields.
      throw error;
    }
  };

  const heading = task ? t('tasks.edit') : t('tasks.add');

  return (
    <form ref={styleRef(tasksCss)} className="shell-admin-task-form" noValidate aria-labelledby={idOf('heading')} onSubmit={(event) => void form.submit(event, send)}>
      <h3 id={idOf('heading')}>{heading}</h3>
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      <TaskTitle form={form} idOf={idOf} />
      <Field id={idOf('description')} label={t('common.description')} error={form.errors.description}>
        {(control) => <CharacterCount {...control} rows={5} max={TASK_DESCRIPTION_MAX} value={values.description} onChange={(value) => form.change('description', value)} />}
      </Field>
      <Field id={idOf('statusId')} label={t('tasks.status')} error={form.errors.statusId}>
        <select value={values.statusId} onChange={(event) => form.change('statusId', event.target.value)}>
          {statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={idOf('dueOn')} label={t('admin.tasks.dueOn')} hint={t('admin.tasks.dueOnHint')} error={form.errors.dueOn}>
        <input type="date" value={values.dueOn} onChange={(event) => form.change('dueOn', event.target.value)} />
      </Field>
      <TaskFiles form={form} task={task} idOf={idOf} />
      <div className="shell-admin-task__actions">
        <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
          {form.pending ? t('admin.tasks.saving') : task ? t('common.save') : t('tasks.add')}
        </button>
        {onCancel ? (
          <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
      <p role="status" className="portico-visually-hidden">
        {form.pending ? t('admin.tasks.saving') : unchanged ? t('admin.tasks.unchanged') : ''}
      </p>
    </form>
  );
}

/** The task's title, with how many characters are left (or how many too many). */
function TaskTitle({ form, idOf }: { form: ValidatedForm<TaskValues>; idOf: (name: string) => string }) {
  const t = useT();
  const { values } = form;
  const titleLeft = TASK_TITLE_MAX - values.title.length;
  return (
    <Field id={idOf('title')} label={t('common.title')} error={form.errors.title}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            autoComplete="off"
            aria-describedby={[control['aria-describedby'], idOf('title-count')].filter(Boolean).join(' ')}
            value={values.title}
            onChange={(event) => form.change('title', event.target.value)}
          />
          <p id={idOf('title-count')} className="shell-admin-task-form__count">
            {titleLeft >= 0 ? t('requests.charactersRemaining', { remaining: titleLeft }) : t('requests.charactersTooMany', { over: -titleLeft })}
          </p>
        </>
      )}
    </Field>
  );
}

/** A saved task's files to remove, and the files to add with their checks (size, kinds, how many), each chosen one with Remove. */
function TaskFiles({ form, task, idOf }: { form: ValidatedForm<TaskValues>; task: Task | undefined; idOf: (name: string) => string }) {
  const t = useT();
  const { values } = form;
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const held = (task?.attachments.length ?? 0) - values.removedAttachmentIds.length;
  const chooseFiles = (chosen: File[]) => {
    const { accepted, problems } = checkFiles(chosen, held + values.files.length, 'tasks.file.tooMany');
    setFileProblems(problems);
    if (accepted.length > 0) form.change('files', [...values.files, ...accepted]);
  };
  return (
    <>
      {task && task.attachments.length > 0 ? (
        <fieldset className="shell-admin-checklist">
          <legend>{t('admin.tasks.removeFiles')}</legend>
          {task.attachments.map((attachment) => (
            <div key={attachment.id} className="shell-admin-checklist__item">
              <input
                type="checkbox"
                id={idOf(`remove-${attachment.id}`)}
                checked={values.removedAttachmentIds.includes(attachment.id)}
                onChange={(event) =>
                  form.change(
                    'removedAttachmentIds',
                    event.target.checked ? [...values.removedAttachmentIds, attachment.id] : values.removedAttachmentIds.filter((id) => id !== attachment.id),
                  )
                }
              />
              <label htmlFor={idOf(`remove-${attachment.id}`)}>{attachment.name}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <Field id={idOf('files')} label={t('requests.form.addAttachment')} hint={t('requests.form.attachmentsHint', { max: TICKET_ATTACHMENTS_MAX })} error={form.errors.files ?? (fileProblems.join(' ') || undefined)}>
        <input
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // Emptied, so choosing the same file again (after removing it) is a change too.
            event.currentTarget.value = '';
            chooseFiles(chosen);
          }}
        />
      </Field>
      {values.files.length > 0 ? (
        <ul className="shell-admin-task-form__files" aria-label={t('requests.form.chosenFiles')}>
          {values.files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="portico-button portico-button--secondary"
                onClick={() =>
                  form.change(
                    'files',
                    values.files.filter((_, at) => at !== index),
                  )
                }
              >
                {t('requests.form.remove')} <span className="portico-visually-hidden">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
