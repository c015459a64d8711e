import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { Task } from '../../../core/schemas/tasks';
import type { FeedEvent } from '../../../core/schemas/tickets';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { sampleTask, sampleTaskStatusesResponse } from '../../../core/testing/samples/tasks';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { TasksSection } from './TasksSection';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const LIFT = sampleIds.liftTask;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const development = { ...sampleDevelopment, id: RIVERSIDE };
const unavailable: ExampleAnswer = { status: 500, body: { messages: ['The tasks are unavailable.'] } };
const open: Task = { ...sampleTask, id: sampleIds.lightsTask, title: 'Replace the hall lights', description: null, status: { id: sampleIds.taskOpen, name: 'Open' }, dueOn: null, attachments: [] };
const feed: FeedEvent[] = [
  { id: 'tfe-1', type: 'message', message: 'Task created', createdAt: '2026-11-20T09:00:00.000Z', authorName: 'Otto Officer', authorImage: null, fromStaff: true, attachment: null },
  { id: 'tfe-2', type: 'attachment', message: 'File added: Engineer quote.pdf', createdAt: '2026-11-20T09:05:00.000Z', authorName: 'Otto Officer', authorImage: null, fromStaff: true, attachment: sampleTask.attachments[0] ?? null },
  { id: 'tfe-3', type: 'status', message: 'Status changed from Open to In progress', createdAt: '2026-11-22T14:00:00.000Z', authorName: 'Otto Officer', authorImage: null, fromStaff: true, attachment: null },
];
const statusesCall = 'GET /tasks/statuses';
const listCall = 'GET /tasks';
const taskCall = `GET /tasks/${LIFT}`;
const feedCall = `GET /tasks/${LIFT}/feed`;
const base = { [statusesCall]: ok(sampleTaskStatusesResponse) };
const taskAnswers = { ...base, [listCall]: ok({ tasks: [sampleTask, open] }), [taskCall]: ok({ task: sampleTask }), [feedCall]: ok({ feed }) };

/** A named state of the section: the record it shows and what the API answers. */
interface TasksState {
  recordId?: string;
  answers: Record<string, ExampleAnswer | 'pending'>;
}

const TASKS_STATES = {
  loading: { answers: { ...base, [listCall]: 'pending' } },
  error: { answers: { ...base, [listCall]: unavailable } },
  empty: { answers: { ...base, [listCall]: ok({ tasks: [] }) } },
  list: { answers: taskAnswers },
  add: { recordId: 'new', answers: base },
  task: { recordId: LIFT, answers: taskAnswers },
  feedEmpty: { recordId: LIFT, answers: { ...taskAnswers, [feedCall]: ok({ feed: [] }) } },
  feedFailed: { recordId: LIFT, answers: { ...taskAnswers, [feedCall]: unavailable } },
  taskGone: { recordId: 'tsk-gone', answers: taskAnswers },
} as const satisfies Record<string, TasksState>;

async function show(state: TasksState, extra: ExtraAnswers = {}) {
  restartLoadDelay(Date.now() - LOAD_DELAY_MS);
  const calls = startPage({ session: staff, answers: state.answers }, extra);
  const view = render(
    <>
      <main>
        <TasksSection development={development} recordId={state.recordId} />
      </main>
      <DialogHost />
    </>,
  );
  if (state.answers[listCall] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls };
}

const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');
const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('TasksSection (spec 2 §2, §7 tasks)', () => {
  it.each(Object.entries(TASKS_STATES))('%s: axe finds nothing', async (_name, state) => {
    const { container } = await show(state);
    await expectNoAxeViolations(container);
  });

  it('list: a list per status in their order, each task with its due date and files, linked to its page', async () => {
    await show(TASKS_STATES.list);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Open (1)', 'In progress (1)', 'Done (0)']);
    const lift = screen.getByRole('link', { name: 'Lift B inspection' });
    expect(lift.getAttribute('href')).toBe(`/admin/${RIVERSIDE}/tasks/${LIFT}`);
    expect(lift.parentElement?.textContent).toContain(t('admin.tasks.due', { date: '01/12/2026' }));
    expect(lift.parentElement?.textContent).toContain(t('documents.folder.count', { count: 1 }));
    expect(screen.getByRole('link', { name: 'Replace the hall lights' }).parentElement?.textContent).toContain(t('admin.tasks.noDueDate'));
    expect(screen.getByRole('link', { name: t('tasks.add') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/tasks/new`);
  });

  it('empty: says the development has no tasks', async () => {
    await show(TASKS_STATES.empty);
    screen.getByText(t('admin.tasks.empty'));
  });

  it('error: the failure with the server messages, and Try again loads them', async () => {
    let fail = true;
    await show(TASKS_STATES.error, { [listCall]: async () => (fail ? unavailable : ok({ tasks: [sampleTask] })) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.task.list')} The tasks are unavailable.`);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Lift B inspection' });
  });

  it('add invalid: the title is required and checked, with the description over its limit, before anything is sent; axe finds nothing', async () => {
    const { calls, container } = await show(TASKS_STATES.add);
    const user = userEvent.setup();
    const description = screen.getByLabelText(t('common.description'));
    await user.click(description);
    await user.paste('x'.repeat(2001));
    screen.getByText(t('requests.charactersTooMany', { over: 1 }));
    screen.getByText(t('requests.charactersRemaining', { remaining: 150 }));
    await user.click(screen.getByRole('button', { name: t('tasks.add') }));
    expect(screen.getByLabelText(t('common.title')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(t('admin.tasks.validation.title')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(t('validation.maxLength', { n: 2000 })).length).toBeGreaterThan(0);
    expect(writes(calls)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('add with files: the request form’s file rules refuse a wrong kind; the files go as base64; the new task opens', async () => {
    const { calls } = await show(TASKS_STATES.add, { 'POST /tasks': ok({ task: { ...open, id: 'tsk-new', title: 'Paint the gate' } }, 201) });
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText(t('common.title')), 'Paint the gate');
    screen.getByText(t('requests.charactersRemaining', { remaining: 136 }));
    await user.selectOptions(screen.getByLabelText(t('tasks.status')), 'In progress');
    const picker = screen.getByLabelText(t('requests.form.addAttachment'));
    await user.upload(picker, [file('plan.pdf', 'application/pdf'), file('tool.exe', 'application/x-msdownload')]);
    screen.getByText(t('requests.file.wrongType', { name: 'tool.exe' }));
    expect(within(screen.getByRole('list', { name: t('requests.form.chosenFiles') })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['plan.pdf']);
    await user.click(screen.getByRole('button', { name: t('tasks.add') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${RIVERSIDE}/tasks/tsk-new`));
    expect(writes(calls).map((call) => (call as { body?: unknown }).body)).toEqual([
      { developmentId: RIVERSIDE, title: 'Paint the gate', description: null, statusId: sampleIds.taskInProgress, dueOn: null, attachments: [{ fileName: 'plan.pdf', content: btoa('x'.repeat(10)) }] },
    ]);
  });

  it('add: more than five files at a time is refused by the contract’s rule', async () => {
    const { calls } = await show(TASKS_STATES.add);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('common.title')), 'Paint the gate');
    await user.upload(screen.getByLabelText(t('requests.form.addAttachment')), [1, 2, 3, 4, 5, 6].map((n) => file(`plan-${n}.pdf`, 'application/pdf')));
    await user.click(screen.getByRole('button', { name: t('tasks.add') }));
    expect(screen.getAllByText(t('admin.tasks.validation.files', { max: 5 })).length).toBeGreaterThan(0);
    expect(writes(calls)).toEqual([]);
  });

  it('save failure: Error Occurred with the spec text and the reasons; everything typed is kept', async () => {
    await show(TASKS_STATES.add, { 'POST /tasks': { status: 500, body: { messages: ['Down.'] } } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('common.title')), 'Paint the gate');
    await user.type(screen.getByLabelText(t('common.description')), 'Green.');
    await user.upload(screen.getByLabelText(t('requests.form.addAttachment')), file('plan.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: t('tasks.add') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('errors.task.create')} Down.`);
    expect(error.textContent?.split(t('errors.task.create')).length).toBe(2);
    await expectNoAxeViolations(document.body);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByLabelText(t('common.title')) as HTMLInputElement).value).toBe('Paint the gate');
    expect((screen.getByLabelText(t('common.description')) as HTMLTextAreaElement).value).toBe('Green.');
    screen.getByRole('button', { name: `${t('requests.form.remove')} plan.pdf` });
  });

  it('task: its details, files, the next status, and its feed oldest first as the API words it', async () => {
    await show(TASKS_STATES.task);
    screen.getByRole('heading', { level: 2, name: 'Lift B inspection' });
    screen.getByText('Book the engineer and tell the residents of floors 3 to 6.');
    screen.getByRole('button', { name: t('customers.files.download', { name: 'Engineer quote.pdf' }) });
    screen.getByRole('button', { name: t('admin.tasks.moveTo', { status: 'Done' }) });
    const feedItems = [...document.querySelectorAll('.shell-admin-task__feed li')].map((item) => item.lastElementChild?.textContent);
    expect(feedItems).toEqual(['Task created', 'File added: Engineer quote.pdf', 'Status changed from Open to In progress']);
  });

  it('feedEmpty: says nothing has happened yet', async () => {
    await show(TASKS_STATES.feedEmpty);
    screen.getByText(t('admin.tasks.feedEmpty'));
  });

  it('feedFailed: the feed’s failure with Try again, the task still shown', async () => {
    await show(TASKS_STATES.feedFailed);
    expect(screen.getByRole('alert').textContent).toContain(`${t('errors.task.feed')} The tasks are unavailable.`);
    screen.getByRole('heading', { level: 2, name: 'Lift B inspection' });
  });

  it('taskGone: says the task is not this development’s, with the way back', async () => {
    await show(TASKS_STATES.taskGone);
    screen.getByText(t('admin.tasks.notFound'));
    expect(screen.getByRole('link', { name: t('admin.tasks.backToList') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/tasks`);
  });

  it('next status: sends the next status only, says so, and reads the task and its feed again', async () => {
    const done = { ...sampleTask, status: { id: sampleIds.taskDone, name: 'Done' }, updatedAt: '2026-11-23T10:00:00.000Z' };
    const { calls } = await show(TASKS_STATES.task, { [`PUT /tasks/${LIFT}`]: ok({ task: done }) });
    const feedReads = calls.filter((call) => call.method === 'GET' && call.path === `/tasks/${LIFT}/feed`).length;
    await userEvent.setup().click(screen.getByRole('button', { name: t('admin.tasks.moveTo', { status: 'Done' }) }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === `/tasks/${LIFT}/feed`).length).toBeGreaterThan(feedReads));
    expect(writes(calls).map((call) => (call as { body?: unknown }).body)).toEqual([{ statusId: sampleIds.taskDone }]);
    await screen.findByText(t('admin.tasks.moved', { status: 'Done' }));
  });

  it('edit: sends only what changed, the files to add and to remove; a failure keeps the form', async () => {
    let fail = true;
    const { calls } = await show(TASKS_STATES.task, { [`PUT /tasks/${LIFT}`]: async () => (fail ? { status: 500, body: { messages: ['Down.'] } } : ok({ task: { ...sampleTask, title: 'Lift B and C inspection', attachments: [] } })) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('tasks.edit') }));
    const title = screen.getByLabelText(t('common.title'));
    await user.clear(title);
    await user.type(title, 'Lift B and C inspection');
    await user.click(screen.getByRole('checkbox', { name: 'Engineer quote.pdf' }));
    await user.upload(screen.getByLabelText(t('requests.form.addAttachment')), file('report.txt', 'text/plain'));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('errors.task.save')} Down.`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByLabelText(t('common.title')) as HTMLInputElement).value).toBe('Lift B and C inspection');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: t('common.save') })).toBeNull());
    const body = { title: 'Lift B and C inspection', attachments: [{ fileName: 'report.txt', content: btoa('x'.repeat(10)) }], removedAttachmentIds: ['tat-lift-quote'] };
    expect(writes(calls).map((call) => (call as { body?: unknown }).body)).toEqual([body, body]);
  });

  it('delete: asks first (axe finds nothing in the confirmation); a failure says so; a success goes back to the list', async () => {
    let fail = true;
    await show(TASKS_STATES.task, { [`DELETE /tasks/${LIFT}`]: async () => (fail ? { status: 500, body: { messages: ['Down.'] } } : { status: 204 }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('tasks.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('admin.tasks.deleteConfirm', { title: 'Lift B inspection' }) });
    await expectNoAxeViolations(document.body);
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('errors.task.delete')} Down.`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('tasks.delete') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${RIVERSIDE}/tasks`));
  });
});
