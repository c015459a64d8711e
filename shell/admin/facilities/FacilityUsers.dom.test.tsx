import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { FacilityUser } from '../../../core/schemas/facility-admin';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleCustomerGroup } from '../../../core/testing/samples/customers';
import { sampleFixedFacility } from '../../../core/testing/samples/facilities';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { FacilityUsers } from './FacilityUsers';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const facility = sampleFixedFacility;
const usersCall = `GET /facilities/${facility.id}/users`;
const groupsCall = `GET /user-group/get-by-facility/${facility.id}`;
const saveCall = `PUT /facilities/${facility.id}`;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const candidates: FacilityUser[] = [
  { id: sampleIds.olivia, fullName: 'Olivia Owner', email: 'owner@example.com', premises: ['Flat 1', 'Flat 2'], allowed: false, groups: [{ uuid: sampleCustomerGroup.uuid, name: sampleCustomerGroup.name }] },
  { id: sampleIds.sam, fullName: 'Sam Subtenant', email: 'subtenant@example.com', premises: ['Flat 4'], allowed: true, groups: [] },
];
const down: ExampleAnswer = { status: 500, body: { messages: ['Down.'] } };

const USERS_STATES = {
  loading: { [usersCall]: 'pending', [groupsCall]: 'pending' },
  populated: { [usersCall]: ok({ users: candidates }), [groupsCall]: ok({ groups: [sampleCustomerGroup] }) },
  noCustomers: { [usersCall]: ok({ users: [] }), [groupsCall]: ok({ groups: [] }) },
  failed: { [usersCall]: down, [groupsCall]: down },
} as const satisfies Record<string, Record<string, ExampleAnswer | 'pending'>>;

async function show(answers: Record<string, ExampleAnswer | 'pending'>, extra: ExtraAnswers = {}) {
  const calls = startPage({ session: staff, answers }, extra);
  const view = render(
    <>
      <main>
        <FacilityUsers facility={facility} />
      </main>
      <DialogHost />
    </>,
  );
  if (answers[usersCall] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls };
}

describe('FacilityUsers (spec 2 §2 users allowed)', () => {
  it.each(Object.entries(USERS_STATES))('%s: axe finds nothing', async (_name, answers) => {
    const { container } = await show(answers);
    await expectNoAxeViolations(container);
  });

  it('populated: every candidate with their premises and groups, the allowed ones ticked; the groups holding it linked', async () => {
    const { calls } = await show(USERS_STATES.populated);
    const olivia = screen.getByRole('checkbox', { name: 'Olivia Owner' }) as HTMLInputElement;
    expect(olivia.checked).toBe(false);
    expect(document.getElementById(olivia.getAttribute('aria-describedby')!)?.textContent).toBe(`Flat 1, Flat 2. ${t('admin.facilityUsers.users.through', { groups: 'Guest Suite users' })}`);
    expect((screen.getByRole('checkbox', { name: 'Sam Subtenant' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Guest Suite users' }).getAttribute('href')).toBe(`/admin/${facility.developmentId}/groups/${sampleCustomerGroup.uuid}`);
    expect(calls.find((call) => call.path.endsWith('/users'))?.url.searchParams.get('all')).toBe('true');
  });

  it('noCustomers and no groups: says so', async () => {
    await show(USERS_STATES.noCustomers);
    screen.getByText(t('admin.facilityUsers.users.empty'));
    screen.getByText(t('admin.facilityUsers.groups.empty'));
  });

  it('failed: each list says why with Try again (the groups with the spec text)', async () => {
    await show(USERS_STATES.failed);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.some((text) => text?.includes(`${t('admin.facilityUsers.users.load')} Down.`))).toBe(true);
    expect(alerts.some((text) => text?.includes(`${t('errors.customerGroup.fetchByFacility')} Down.`))).toBe(true);
  });

  it('save: a failure opens Error Occurred with Unable to save facility. and keeps the ticks; a success sends the ticked ids', async () => {
    let fail = true;
    const { calls } = await show(USERS_STATES.populated, { [saveCall]: async () => (fail ? down : ok(facility)) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Olivia Owner' }));
    await user.click(screen.getByRole('button', { name: t('admin.facilityUsers.save') }));
    const error = await screen.findByRole('dialog');
    expect(error.textContent).toContain(`${t('errors.facility.save')} Down.`);
    await expectNoAxeViolations(document.body);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByRole('checkbox', { name: 'Olivia Owner' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: t('admin.facilityUsers.save') }));
    await screen.findByText(t('admin.facilityUsers.saved'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ users: [sampleIds.sam, sampleIds.olivia] }, { users: [sampleIds.sam, sampleIds.olivia] }]);
  });
});
