import type { Development } from '../../../core/schemas/developments';

/**
 * A development's tasks for staff at `/admin/{developmentId}/tasks` (one task at `tasks/{taskId}`):
 * the list by status, adding, editing and deleting tasks with their files, and a task's feed.
 */
export function TasksSection(props: { development: Development; recordId: string | undefined }) {
  return <h2>{props.development.name}</h2>;
}
