import type { Development } from '../../../core/schemas/developments';
import { useT } from '../../../core/i18n';
import { formatStatementDate } from '../../../core/domain/dates';
import type { Task } from '../../../core/schemas/tasks';
import { $taskStatuses, tasksStore } from '../../../core/stores/tasks';
import { joinLoads } from '../../../core/ui/joinLoads';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';
import { navigate } from '../../router';
import { adminPath } from '../paths';
import { tasksCss } from './styles';
import { TaskForm } from './TaskForm';
import { TaskPage } from './TaskPage';

/**
 * A development's tasks for staff at `/admin/{developmentId}/tasks` (one task at `tasks/{taskId}`):
 * the list by status, adding, editing and deleting tasks with their files, and a task's feed.
 */
export function TasksSection(props: { development: Development; recordId: string | undefined }) {
  const { development, recordId } = props;
  if (recordId === undefined) return <TasksList key={development.id} developmentId={development.id} />;
  if (recordId === 'new') return <NewTask key={development.id} developmentId={development.id} />;
  // Keyed: another task's page starts afresh, nothing of the previous one's form left.
  return <TaskPage key={recordId} developmentId={development.id} taskId={recordId} />;
}

/** The development's tasks, a list per status in the statuses' order, each with its due date and files. */
function TasksList({ developmentId }: { developmentId: string }) {
  const t = useT();
  const statuses = useResource($taskStatuses, t('errors.task.statuses'));
  const tasks = useResource(tasksStore(developmentId), t('errors.task.list'));
  return (
    <section ref={styleRef(tasksCss)} className="shell-admin-tasks" aria-labelledby="shell-admin-tasks">
      <h2 id="shell-admin-tasks">{t('tasks.title')}</h2>
      <p>
        <a className="portico-button" href={adminPath(developmentId, 'tasks', 'new')}>
          {t('tasks.add')}
        </a>
      </p>
      <Loaded state={joinLoads(statuses, tasks)}>
        {([statusList, taskList]) =>
          taskList.length === 0 ? (
            <p>{t('admin.tasks.empty')}</p>
          ) : (
            statusList.map((status) => (
              <StatusGroup key={status.id} developmentId={developmentId} name={status.name} headingId={`shell-admin-tasks-${status.id}`} tasks={taskList.filter((task) => task.status.id === status.id)} />
            ))
          )
        }
      </Loaded>
    </section>
  );
}

/** One status's tasks, each leading to its page. */
function StatusGroup(props: { developmentId: string; name: string; headingId: string; tasks: readonly Task[] }) {
  const t = useT();
  const { developmentId, name, headingId, tasks } = props;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.tasks.statusHeading', { status: name, count: tasks.length })}</h3>
      {tasks.length === 0 ? (
        <p>{t('admin.tasks.statusEmpty')}</p>
      ) : (
        <ul className="shell-admin-tasks__list">
          {tasks.map((task) => (
            <li key={task.id}>
              <a href={adminPath(developmentId, 'tasks', task.id)}>{task.title}</a>
              <p className="shell-admin-task__meta">
                {task.dueOn ? t('admin.tasks.due', { date: formatStatementDate(task.dueOn) }) : t('admin.tasks.noDueDate')}
                {' · '}
                {t('documents.folder.count', { count: task.attachments.length })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A new task's form; its page opens once it is created. */
function NewTask({ developmentId }: { developmentId: string }) {
  const t = useT();
  const statuses = useResource($taskStatuses, t('errors.task.statuses'));
  return (
    <section ref={styleRef(tasksCss)} className="shell-admin-tasks" aria-labelledby="shell-admin-tasks">
      <p>
        <a href={adminPath(developmentId, 'tasks')}>{t('admin.tasks.backToList')}</a>
      </p>
      <h2 id="shell-admin-tasks">{t('tasks.title')}</h2>
      <Loaded state={statuses}>{(list) => <TaskForm developmentId={developmentId} statuses={list} onSaved={(task) => navigate(adminPath(developmentId, 'tasks', task.id))} />}</Loaded>
    </section>
  );
}
