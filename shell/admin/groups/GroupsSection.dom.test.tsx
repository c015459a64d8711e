import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { CustomerGroup } from '../../../core/schemas/customer-groups';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleCustomerGroup, sampleCustomerGroupsResponse, sampleCustomersResponse } from '../../../core/testing/samples/customers';
import { sampleFacilitiesResponse } from '../../../core/testing/samples/facilities';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { GroupsSection } from './GroupsSection';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const GROUP = sampleIds.guestSuiteUsers;
const groupsCall = `GET /user-group/get-by-development/${RIVERSIDE}`;
const customersCall = `GET /developments/${RIVERSIDE}/customers`;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const unavailable: ExampleAnswer = { status: 500, body: { messages: ['The groups are unavailable.'] } };
const groupsAnswer = ok(sampleCustomerGroupsResponse);
const detailAnswers = { [groupsCall]: groupsAnswer, [customersCall]: ok(sampleCustomersResponse), 'GET /facilities': ok(sampleFacilitiesResponse) };

/** A named state of the section: the record it shows and what the API answers. */
interface GroupsState {
  recordId?: string;
  answers: Record<string, ExampleAnswer | 'pending'>;
}

const GROUPS_STATES = {
  loading: { answers: { [groupsCall]: 'pending' } },
  error: { answers: { [groupsCall]: unavailable } },
  empty: { answers: { [groupsCall]: ok({ groups: [] }) } },
  populated: { answers: { [groupsCall]: groupsAnswer } },
  group: { recordId: GROUP, answers: detailAnswers },
  emptyGroup: { recordId: 'grp-riverside-committee', answers: detailAnswers },
  groupGone: { recordId: 'grp-gone', answers: detailAnswers },
  customersFailed: { recordId: GROUP, answers: { ...detailAnswers, [customersCall]: { status: 500, body: { messages: ['Down.'] } } } },
} as const satisfies Record<string, GroupsState>;

async function show(state: GroupsState, extra: ExtraAnswers = {}) {
  restartLoadDelay(Date.now() - LOAD_DELAY_MS);
  const calls = startPage({ session: staff, answers: state.answers }, extra);
  const view = render(
    <>
      <main>
        <GroupsSection developmentId={RIVERSIDE} recordId={state.recordId} />
      </main>
      <DialogHost />
    </>,
  );
  if (state.answers[groupsCall] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls };
}

/** The group as the API answers it after a change. */
const changed = (group: Partial<CustomerGroup>): ExampleAnswer => ok({ ...sampleCustomerGroup, ...group });
const dialog = () => screen.findByRole('dialog');

describe('GroupsSection (spec 2 §7 customer groups)', () => {
  it.each(Object.entries(GROUPS_STATES))('%s: axe finds nothing', async (_name, state) => {
    const { container } = await show(state);
    await expectNoAxeViolations(container);
  });

  it('populated: each group links to its page with its description and counts', async () => {
    await show(GROUPS_STATES.populated);
    const link = screen.getByRole('link', { name: 'Guest Suite users' });
    expect(link.getAttribute('href')).toBe(`/admin/${RIVERSIDE}/groups/${GROUP}`);
    screen.getByText('Residents who may book the Guest Suite.');
    screen.getByText(t('admin.groups.counts', { members: 1, facilities: 1 }));
    screen.getByText(t('admin.groups.counts', { members: 0, facilities: 0 }));
  });

  it('empty: says the development has no groups', async () => {
    await show(GROUPS_STATES.empty);
    screen.getByText(t('groups.empty'));
  });

  it('error: the spec text with the server messages, and Try again loads them', async () => {
    let fail = true;
    await show(GROUPS_STATES.error, { [groupsCall]: async () => (fail ? unavailable : groupsAnswer) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.customerGroup.fetchByDevelopment')} The groups are unavailable.`);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Guest Suite users' });
  });

  it('create: the name is required and checked before anything is sent; axe finds nothing in the invalid form', async () => {
    const { calls, container } = await show(GROUPS_STATES.empty);
    await userEvent.setup().click(screen.getByRole('button', { name: t('groups.create') }));
    expect(screen.getByLabelText(t('common.name')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(t('validation.required')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('create: a failure opens Error Occurred with the spec text and keeps what was typed; a success opens the group', async () => {
    let fail = true;
    const { calls } = await show(GROUPS_STATES.empty, {
      'POST /user-group': async () => (fail ? { status: 500, body: { messages: ['Down.'] } } : changed({ uuid: 'grp-new', name: 'Gym users', users: [], facilities: [] })),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('common.name')), 'Gym users');
    await user.type(screen.getByLabelText(t('common.description')), 'Early risers.');
    await user.click(screen.getByRole('button', { name: t('groups.create') }));
    const error = await dialog();
    expect(error.textContent).toContain(t('errors.errorOccurred'));
    expect(error.textContent).toContain(`${t('errors.customerGroup.create')} Down.`);
    await expectNoAxeViolations(document.body);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByLabelText(t('common.name')) as HTMLInputElement).value).toBe('Gym users');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('groups.create') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${RIVERSIDE}/groups/grp-new`));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Gym users', description: 'Early risers.', developmentUuid: RIVERSIDE },
      { name: 'Gym users', description: 'Early risers.', developmentUuid: RIVERSIDE },
    ]);
  });

  it('group: members with their premises and Remove, facilities with Remove, and the pick lists of the others', async () => {
    await show(GROUPS_STATES.group);
    screen.getByRole('heading', { level: 2, name: 'Guest Suite users' });
    screen.getByRole('button', { name: t('admin.groups.removeNamed', { name: 'Olivia Owner' }) });
    screen.getByText('Flat 1, Flat 2, Flat 3');
    screen.getByRole('button', { name: t('admin.groups.removeNamed', { name: 'Guest Suite' }) });
    // Olivia is a member; the unregistered former subtenant is no candidate: Sam only.
    const customers = screen.getByRole('group', { name: t('admin.groups.members.add.legend') });
    expect(within(customers).getAllByRole('checkbox').map((box) => box.getAttribute('id') && document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual(['Sam Subtenant']);
    const facilities = screen.getByRole('group', { name: t('admin.groups.facilities.add.legend') });
    expect(within(facilities).getAllByRole('checkbox').map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual(['Gym']);
  });

  it('emptyGroup: says it has no members and no facilities, and offers every customer by person with their premises', async () => {
    await show(GROUPS_STATES.emptyGroup);
    screen.getByText(t('admin.groups.members.empty'));
    screen.getByText(t('admin.groups.facilities.empty'));
    const customers = screen.getByRole('group', { name: t('admin.groups.members.add.legend') });
    const olivia = within(customers).getByRole('checkbox', { name: 'Olivia Owner' });
    expect(olivia.getAttribute('aria-describedby') && document.getElementById(olivia.getAttribute('aria-describedby')!)?.textContent).toBe('Flat 1, Flat 2');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: t('admin.groups.members.add.search') }), 'flat 4');
    expect(within(customers).getAllByRole('checkbox').map((box) => box.getAttribute('id') && document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual(['Sam Subtenant']);
    screen.getByText(t('admin.groups.members.add.found', { count: 1 }));
  });

  it('groupGone: says the group does not exist, with the way back', async () => {
    await show(GROUPS_STATES.groupGone);
    screen.getByText(t('admin.groups.notFound'));
    expect(screen.getByRole('link', { name: t('admin.groups.back') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/groups`);
  });

  it('customersFailed: the customers failure with Try again, the rest of the group shown', async () => {
    await show(GROUPS_STATES.customersFailed);
    expect(screen.getByRole('alert').textContent).toContain(`${t('errors.customers')} Down.`);
    screen.getByRole('heading', { level: 2, name: 'Guest Suite users' });
  });

  it('adding customers: nothing chosen says so; a failure keeps the choice and opens Error Occurred; a success sends the ids', async () => {
    let fail = true;
    const addCall = `POST /user-group/${GROUP}/users`;
    const { calls } = await show(GROUPS_STATES.group, {
      [addCall]: async () => (fail ? { status: 400, body: { messages: ['users: usr-sam-subtenant is not a registered, active customer'] } } : changed({})),
    });
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: t('admin.groups.members.add.submit') });
    await user.click(submit);
    screen.getByText(t('admin.groups.chooseOne'));
    await expectNoAxeViolations(document.body);
    const sam = screen.getByRole('checkbox', { name: 'Sam Subtenant' });
    await user.click(sam);
    await user.click(submit);
    const error = await dialog();
    expect(error.textContent).toContain(`${t('errors.customerGroup.addCustomers')} users: usr-sam-subtenant`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByRole('checkbox', { name: 'Sam Subtenant' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: t('admin.groups.members.add.submit') }));
    await screen.findByText(t('admin.groups.added'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ users: [sampleIds.sam] }, { users: [sampleIds.sam] }]);
  });

  it('removing: a member with the spec’s removal text on failure, a facility with its own; each sends its id', async () => {
    const { calls } = await show(GROUPS_STATES.group, {
      [`DELETE /user-group/${GROUP}/users`]: { status: 500, body: { messages: ['Down.'] } },
      [`DELETE /user-group/${GROUP}/facilities`]: { status: 500, body: { messages: ['Down.'] } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('admin.groups.removeNamed', { name: 'Olivia Owner' }) }));
    let error = await dialog();
    expect(error.textContent).toContain(`${t('errors.customerGroup.removeCustomers')} Down.`);
    expect(t('errors.customerGroup.removeCustomers')).toBe('Could not add customers from customer group.');
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    await user.click(screen.getByRole('button', { name: t('admin.groups.removeNamed', { name: 'Guest Suite' }) }));
    error = await dialog();
    expect(error.textContent).toContain(`${t('errors.customerGroup.removeFacilities')} Down.`);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([{ users: [sampleIds.olivia] }, { facilities: [sampleIds.guestSuite] }]);
  });

  it('adding a facility: a failure opens Error Occurred with the spec text', async () => {
    await show(GROUPS_STATES.group, { [`POST /user-group/${GROUP}/facilities`]: { status: 500, body: { messages: ['Down.'] } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('button', { name: t('admin.groups.facilities.add.submit') }));
    expect((await dialog()).textContent).toContain(`${t('errors.customerGroup.addFacilities')} Down.`);
    expect((screen.getByRole('checkbox', { name: 'Gym', hidden: true }) as HTMLInputElement).checked).toBe(true);
  });

  it('delete: asks first (axe finds nothing in the confirmation); a failure says so; a success goes back to the list', async () => {
    let fail = true;
    await show(GROUPS_STATES.group, { [`DELETE /user-group/${GROUP}`]: async () => (fail ? { status: 500, body: { messages: ['Down.'] } } : changed({})) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('groups.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('groups.deleteConfirm', { name: 'Guest Suite users' }) });
    await expectNoAxeViolations(document.body);
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('errors.customerGroup.remove')} Down.`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('groups.delete') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${RIVERSIDE}/groups`));
  });
});

