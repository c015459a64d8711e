import { useId, useState } from 'react';
import { deleteTask, getTaskAttachment, updateTask } from '../../../core/api/endpoints/tasks';
import { isApiError } from '../../../core/api/error';
import { formatStatementDate } from '../../../core/domain/dates';
import { formatDateTime } from '../../../core/domain/datetime';
import { useT } from '../../../core/i18n';
import type { Task, TaskStatus } from '../../../core/schemas/tasks';
import type { TicketAttachment } from '../../../core/schemas/tickets';
import { $taskStatuses, taskFeedStore, taskStore, tasksStore } from '../../../core/stores/tasks';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { joinLoads } from '../../../core/ui/joinLoads';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { DownloadFailure, useFileDownload } from '../../../core/ui/useFileDownload';
import { navigate } from '../../router';
import { adminPath } from '../paths';
import { tasksCss } from './styles';
import { TaskForm } from './TaskForm';

type StaffAction = ReturnType<typeof useApiAction>;

/** One task: its details and files, Move to the next status, Edit, Delete, and its feed. */
export function TaskPage({ developmentId, taskId }: { developmentId: string; taskId: string }) {
  const t = useT();
  const state = useResource(taskStore(taskId), t('errors.task.load'));
  const statuses = useResource($taskStatuses, t('errors.task.statuses'));
  const back = (
    <p>
      <a href={adminPath(developmentId, 'tasks')}>{t('admin.tasks.backToList')}</a>
    </p>
  );
  // A task of another development, or none (the API answers 404), is not this page's.
  const missing = (state.status === 'failed' && isMissing(taskStore(taskId).get().error)) || (state.status === 'loaded' && state.data.developmentId !== developmentId);
  return (
    <section ref={styleRef(tasksCss)} className="shell-admin-task" aria-labelledby="shell-admin-task">
      {back}
      {missing ? (
        <h2 id="shell-admin-task">{t('admin.tasks.notFound')}</h2>
      ) : (
        <Loaded state={joinLoads(state, statuses)}>{([task, list]) => <TaskDetails task={task} statuses={list} />}</Loaded>
      )}
    </section>
  );
}

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

function TaskDetails({ task, statuses }: { task: Task; statuses: readonly TaskStatus[] }) {
  const t = useT();
  const action = useApiAction();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <h2 id="shell-admin-task">{task.title}</h2>
      <dl className="shell-admin-task__details">
        <dt>{t('tasks.status')}</dt>
        <dd>{task.status.name}</dd>
        <dt>{t('admin.tasks.dueOn')}</dt>
        <dd>{task.dueOn ? formatStatementDate(task.dueOn) : t('admin.tasks.noDueDate')}</dd>
        {task.createdBy ? (
          <>
            <dt>{t('admin.tasks.createdBy')}</dt>
            <dd>{task.createdBy}</dd>
          </>
        ) : null}
      </dl>
      {task.description ? <p className="shell-admin-task__description">{task.description}</p> : null}
      <div className="shell-admin-task__actions">
        <NextStatus task={task} statuses={statuses} action={action} />
        {editing ? null : (
          <button type="button" className="portico-button portico-button--secondary" onClick={() => setEditing(true)}>
            {t('tasks.edit')}
          </button>
        )}
        <DeleteTask task={task} action={action} />
      </div>
      <p role="status" className="portico-visually-hidden">
        {action.announcement}
      </p>
      {editing ? (
        <TaskForm
          // Keyed by the saved task: a later edit starts from what the API kept.
          key={task.updatedAt}
          developmentId={task.developmentId}
          statuses={statuses}
          task={task}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <Files task={task} />
      <Feed taskId={task.id} />
    </>
  );
}

/** Moves the task to the status after its own, when there is one (Open → In progress → Done). */
function NextStatus({ task, statuses, action }: { task: Task; statuses: readonly TaskStatus[]; action: StaffAction }) {
  const t = useT();
  const next = statuses[statuses.findIndex((status) => status.id === task.status.id) + 1];
  if (!next || statuses.every((status) => status.id !== task.status.id)) return null;
  const move = () => action.run('status', () => updateTask(task.id, { statusId: next.id }), { failure: { prefix: t('errors.task.save') }, done: () => t('admin.tasks.moved', { status: next.name }) });
  return (
    <button
      type="button"
      className="portico-button"
      aria-disabled={action.pending !== null || undefined}
      onClick={() =>
        void move().then((saved) => {
          if (saved) showSnackbar(t('admin.tasks.moved', { status: next.name }));
        })
      }
    >
      {action.pending === 'status' ? t('admin.tasks.moving') : t('admin.tasks.moveTo', { status: next.name })}
    </button>
  );
}

/** The task's files, each downloaded with the staff member's token. */
function Files({ task }: { task: Task }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('common.attachments')}</h3>
      {task.attachments.length === 0 ? (
        <p>{t('common.empty.files')}</p>
      ) : (
        <ul className="shell-admin-task__files">
          {task.attachments.map((attachment) => (
            <li key={attachment.id}>
              <FileDownloadButton taskId={task.id} attachment={attachment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FileDownloadButton({ taskId, attachment }: { taskId: string; attachment: TicketAttachment }) {
  const t = useT();
  const download = useFileDownload(() => getTaskAttachment(taskId, attachment), t('requests.download.failed'));
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" aria-disabled={download.pending || undefined} onClick={() => void download.start()}>
        {t('customers.files.download', { name: attachment.name })}
      </button>
      <DownloadFailure download={download} />
    </>
  );
}

/** What happened to the task, oldest first. */
function Feed({ taskId }: { taskId: string }) {
  const t = useT();
  const headingId = useId();
  const feed = useResource(taskFeedStore(taskId), t('errors.task.feed'));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.tasks.feed')}</h3>
      <Loaded state={feed}>
        {(events) =>
          events.length === 0 ? (
            <p>{t('admin.tasks.feedEmpty')}</p>
          ) : (
            <ol className="shell-admin-task__feed">
              {events.map((event) => (
                <li key={event.id}>
                  <p className="shell-admin-task__meta">
                    <strong>{event.authorName ?? t('requests.feed.staff')}</strong> <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  </p>
                  {/* The API words each event in full ("Status changed from Open to In progress", "File added: plan.pdf"). */}
                  <p>{event.message ?? event.attachment?.name}</p>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </section>
  );
}

/** Delete task, after a confirmation; back to the list once deleted. */
function DeleteTask({ task, action }: { task: Task; action: StaffAction }) {
  const t = useT();
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = action;
  const remove = async () => {
    const deleted = await run('delete', () => deleteTask(task.id).then(() => true), { failure: { prefix: t('errors.task.delete') }, done: () => t('admin.tasks.deleted', { title: task.title }) });
    setConfirming(false);
    if (deleted) {
      showSnackbar(t('admin.tasks.deleted', { title: task.title }));
      tasksStore(task.developmentId).revalidate();
      navigate(adminPath(task.developmentId, 'tasks'));
    }
  };
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" onClick={() => setConfirming(true)}>
        {t('tasks.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        heading={t('admin.tasks.deleteConfirm', { title: task.title })}
        describedBy={bodyId}
        confirmLabel={pending === 'delete' ? t('admin.tasks.deleting') : t('common.delete')}
        pending={pending !== null}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p id={bodyId}>{t('admin.tasks.deleteBody')}</p>
      </ConfirmDialog>
    </>
  );
}
