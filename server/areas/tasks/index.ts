import type { ServerArea } from '../../area';
import { tasksMigrations } from './migrations';
import { TASK_UPLOADS, taskRoutes } from './routes';
import { seedTasks } from './seed';

/**
 * A development's tasks for its staff (spec 2 §3 Task, §7 Tasks): statuses, tasks with files,
 * each task's feed. Needs the core area's developments and users and the requests' file store.
 * Routes in README.md.
 * @example export const areas = [coreArea, ..., customersArea, tasksArea];
 */
export const tasksArea: ServerArea = {
  name: 'tasks',
  migrations: tasksMigrations,
  seed: seedTasks,
  routes: taskRoutes,
  uploads: TASK_UPLOADS,
};
