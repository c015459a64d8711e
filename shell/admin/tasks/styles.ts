// The CSS of the task screens, adopted where they render (core/ui styleRef), so it travels in the
// staff area's tasks chunk and never reaches residents.
export const tasksCss = `
.shell-admin-tasks, .shell-admin-task, .shell-admin-task-form { display: grid; gap: 1rem; justify-items: start; }
.shell-admin-tasks h2, .shell-admin-tasks h3, .shell-admin-task h2, .shell-admin-task h3 { margin: 0; }
.shell-admin-tasks__list, .shell-admin-task__files, .shell-admin-task__feed { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.shell-admin-tasks__list p, .shell-admin-task__feed p { margin: 0.25rem 0 0; }
.shell-admin-task__files li, .shell-admin-task-form__files li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.shell-admin-task__meta { margin: 0; color: var(--_p-text-muted); }
.shell-admin-task__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.shell-admin-task-form { width: 100%; max-width: 40rem; justify-items: stretch; }
.shell-admin-task-form__files { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.shell-admin-task-form__count { margin: 0; color: var(--_p-text-muted); }
`;
