import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { isValidTemporaryPassword } from '../../../core/domain/passwords';
import { t } from '../../../core/i18n';
import type { FeatureFlags, User } from '../../../core/schemas';
import type { CustomerDetail } from '../../../core/schemas/customers';
import type { Development } from '../../../core/schemas/developments';
import { sampleAdminUser, sampleAuthResult, sampleManagerUser, sampleUser } from '../../../core/testing/samples/account';
import { sampleCustomerDetail, sampleRelationshipTypes } from '../../../core/testing/samples/customers';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { SnackbarHost } from '../../../core/ui/Snackbar';
import { $router } from '../../router';
import { AddPremisesButton, COPIED_FOR_MS, DeactivatePremisesButton, ResetPasswordButton } from './CustomerActions';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleDevelopment.id;
const OLIVIA = sampleCustomerDetail;
const [FLAT_1, FLAT_2] = OLIVIA.premises as [CustomerDetail['premises'][number], CustomerDetail['premises'][number]];
const withPayload = (payload: 'sl3' | 'sl4'): User => ({ ...sampleAdminUser, role: { ...sampleAdminUser.role, payloads: [payload] } });
const EVERY_FLAG: FeatureFlags = { CustomerDetailAddPremises: true, CustomerDetailDeactivate: true };
const down: ExampleAnswer = { status: 500, body: { messages: ['The directory is down.'] } };

/** Riverside Wharf as its staff see it: every premises, Flat 1 to Flat 6. */
const RIVERSIDE_FOR_STAFF: Development = {
  ...sampleDevelopment,
  premises: [
    ...sampleDevelopment.premises,
    { id: sampleIds.flat4, name: 'Flat 4', hidden: false, inBreach: false },
    { id: sampleIds.flat5, name: 'Flat 5', hidden: false, inBreach: false },
    { id: sampleIds.flat6, name: 'Flat 6', hidden: false, inBreach: false },
  ],
};
/** Olivia with her Flat 2 relationship ended: Flat 2 may be given to her again. */
const OLIVIA_FLAT_2_ENDED: CustomerDetail = { ...OLIVIA, premises: OLIVIA.premises.map((premises) => (premises.id === FLAT_2.id ? { ...premises, relationshipActive: false } : premises)) };
/** Uma Unregistered: never signed up, so no password. */
const UMA: CustomerDetail = { ...OLIVIA, id: sampleIds.umaFlat6, userId: null, firstName: 'Uma', lastName: 'Unregistered', fullName: 'Uma Unregistered', portalRegistered: null, email: null };

/** Who asks, with which flags, at which address. */
interface Asking {
  user?: User;
  flags?: FeatureFlags;
  search?: string;
}

function start({ user = sampleAdminUser, flags = EVERY_FLAG, search = '' }: Asking, answers: Record<string, ExampleAnswer | 'pending'> = {}, extra: ExtraAnswers = {}) {
  $router.open(`/developments/${RIVERSIDE}/customers/${OLIVIA.id}${search}`);
  return startPage({ session: { ...sampleAuthResult, user }, featureFlags: flags, answers }, extra);
}

function frame(children: React.ReactNode) {
  return render(
    <>
      <main>{children}</main>
      <SnackbarHost />
      <DialogHost />
    </>,
  );
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${field.id}-error`)?.textContent?.replace(t('ui.field.errorPrefix'), '').trim() : undefined;
};

describe('AddPremisesButton (spec 2 §2, §5, §6)', () => {
  const TYPES = 'GET /customers/relationship-types';
  const ADD = `POST /customers/${OLIVIA.id}/premises`;
  const answers = { [TYPES]: ok(sampleRelationshipTypes) };

  function show(asking: Asking = {}, customer: CustomerDetail = OLIVIA_FLAT_2_ENDED, extra: ExtraAnswers = {}) {
    const calls = start(asking, answers, extra);
    const onChange = vi.fn();
    const view = frame(<AddPremisesButton customer={customer} development={RIVERSIDE_FOR_STAFF} onChange={onChange} />);
    return { ...view, calls, onChange };
  }

  async function open(user: UserEvent) {
    await user.click(screen.getByRole('button', { name: t('customers.addPremises.title') }));
    const dialog = await screen.findByRole('dialog', { name: t('customers.addPremises.title') });
    await waitFor(() => expect(dialog.querySelector('.portico-spinner')).toBeNull());
    return dialog;
  }

  it.each([
    { who: 'global with the flag', asking: {}, shown: true },
    { who: 'sl3 with the flag', asking: { user: withPayload('sl3') }, shown: true },
    { who: 'sl4 with the flag', asking: { user: withPayload('sl4') }, shown: true },
    { who: 'global without the flag', asking: { flags: { CustomerDetailDeactivate: true } }, shown: false },
    { who: 'sl1 with the flag', asking: { user: sampleManagerUser }, shown: false },
    { who: 'a customer', asking: { user: sampleUser }, shown: false },
  ])('$who: the button is shown: $shown', ({ asking, shown }) => {
    show(asking);
    expect(screen.queryByRole('button', { name: t('customers.addPremises.title') }) !== null).toBe(shown);
  });

  it('open: the development’s premises but those the customer actively holds, and the relationship types; axe finds nothing', async () => {
    show();
    const dialog = await open(userEvent.setup());
    const options = (label: string) => [...(within(dialog).getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(options(t('common.premises'))).toEqual([t('customers.choose'), 'Flat 2', 'Flat 4', 'Flat 5', 'Flat 6']);
    expect(options(t('common.relationship'))).toEqual([t('customers.choose'), 'Owner', 'Subtenant', 'Tenant', 'Director']);
    await expectNoAxeViolations(dialog);
  });

  it('nothing left to add: says so, with no submit', async () => {
    show({}, { ...OLIVIA, premises: RIVERSIDE_FOR_STAFF.premises.map((premises, index) => ({ ...FLAT_1, id: premises.id, name: premises.name, relationshipId: `con-${index}` })) });
    const dialog = await open(userEvent.setup());
    within(dialog).getByText(t('customers.addPremises.none', { name: 'Olivia Owner' }));
    expect(within(dialog).queryByRole('button', { name: t('customers.addPremises.title') })).toBeNull();
  });

  it('invalid submit: both fields required, the summary focused, nothing sent; axe finds nothing', async () => {
    const { calls } = show();
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: t('customers.addPremises.title') }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') })));
    expect(errorOf(t('common.premises'))).toBe(t('customers.validation.premises'));
    expect(errorOf(t('common.relationship'))).toBe(t('customers.validation.relationship'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog);
  });

  it.each([
    { status: 500, answer: down, text: 'The directory is down.' },
    { status: 409, answer: { status: 409, body: { messages: ['Conflict.'] } }, text: t('customers.addPremises.conflict') },
  ])('API failure $status: an alert titled The premises could not be added, the choices kept; axe finds nothing', async ({ answer, text }) => {
    const { onChange } = show({}, OLIVIA_FLAT_2_ENDED, { [ADD]: answer });
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.selectOptions(within(dialog).getByLabelText(t('common.premises')), 'Flat 4');
    await user.selectOptions(within(dialog).getByLabelText(t('common.relationship')), 'Director');
    await user.click(within(dialog).getByRole('button', { name: t('customers.addPremises.title') }));
    const alert = await within(dialog).findByRole('alert', { name: new RegExp(t('customers.addPremises.errorTitle')) });
    expect(alert.textContent).toContain(text);
    expect((within(dialog).getByLabelText(t('common.premises')) as HTMLSelectElement).value).toBe(sampleIds.flat4);
    expect(onChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(dialog);
  });

  it('success: sends premises and relationship, says The premises was successfully added!, hands the answered customer on and closes', async () => {
    const answered: CustomerDetail = { ...OLIVIA, premises: [...OLIVIA.premises, { id: sampleIds.flat4, name: 'Flat 4', relationship: 'Director', relationshipActive: true, relationshipId: 'con-olivia-flat-4', isMainResidence: false }] };
    const { calls, onChange } = show({}, OLIVIA_FLAT_2_ENDED, { [ADD]: ok({ customer: answered }, 201) });
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.selectOptions(within(dialog).getByLabelText(t('common.premises')), 'Flat 4');
    await user.selectOptions(within(dialog).getByLabelText(t('common.relationship')), 'Director');
    await user.click(within(dialog).getByRole('button', { name: t('customers.addPremises.title') }));
    await screen.findByText('The premises was successfully added!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalledWith(answered);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { developmentId: RIVERSIDE, premisesId: sampleIds.flat4, relationshipTypeId: sampleIds.relationshipDirector },
    ]);
  });
});

describe('DeactivatePremisesButton (spec 2 §4, §6, §8)', () => {
  const patch = (relationshipId: string) => `PATCH /contact-relationships/${relationshipId}`;

  function show(asking: Asking = {}, premises = FLAT_1, extra: ExtraAnswers = {}) {
    const calls = start(asking, {}, extra);
    const onChange = vi.fn();
    const view = frame(<DeactivatePremisesButton customer={OLIVIA} premises={premises} developmentId={RIVERSIDE} onChange={onChange} />);
    return { ...view, calls, onChange };
  }

  it.each([
    { who: 'global with the flag', asking: {}, shown: true },
    { who: 'sl1 with the flag', asking: { user: sampleManagerUser }, shown: true },
    { who: 'sl3 with the flag', asking: { user: withPayload('sl3') }, shown: true },
    { who: 'sl4 with the flag', asking: { user: withPayload('sl4') }, shown: true },
    { who: 'global without the flag', asking: { flags: { CustomerDetailAddPremises: true } }, shown: false },
    { who: 'a customer', asking: { user: sampleUser }, shown: false },
  ])('$who: Deactivate is shown: $shown', ({ asking, shown }) => {
    show(asking);
    expect(screen.queryByRole('button', { name: 'Deactivate Flat 1' }) !== null).toBe(shown);
  });

  it('an active relationship: a confirmation naming the premises and the customer, then PATCH active false, the snackbar and the answered customer; axe finds nothing', async () => {
    const answered: CustomerDetail = { ...OLIVIA, premises: OLIVIA.premises.map((premises) => (premises.id === FLAT_1.id ? { ...premises, relationshipActive: false } : premises)) };
    const { calls, onChange } = show({}, FLAT_1, { [patch(FLAT_1.relationshipId)]: ok({ customer: answered }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Flat 1' }));
    const dialog = await screen.findByRole('dialog', { name: t('customers.deactivate.title') });
    expect(dialog.textContent).toContain(t('customers.deactivate.text', { premises: 'Flat 1', name: 'Olivia Owner' }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: t('customers.deactivate.button') }));
    await screen.findByText('The relationship was deactivated successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenCalledWith(answered);
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([[`/contact-relationships/${FLAT_1.relationshipId}`, { active: false }]]);
  });

  it('an inactive relationship: Activate under the same rule, PATCH active true, The relationship was activated successfully.', async () => {
    const ended = { ...FLAT_2, relationshipActive: false };
    const { calls } = show({ user: sampleManagerUser }, ended, { [patch(FLAT_2.relationshipId)]: ok({ customer: OLIVIA }) });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Deactivate Flat 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Activate Flat 2' }));
    const dialog = await screen.findByRole('dialog', { name: t('customers.activate.title') });
    await user.click(within(dialog).getByRole('button', { name: t('customers.activate.button') }));
    await screen.findByText('The relationship was activated successfully.');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ active: true }]);
  });

  it('without the flag, an inactive relationship offers nothing either', () => {
    show({ flags: {} }, { ...FLAT_2, relationshipActive: false });
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });

  it('a failure: the error dialog with the API’s reasons over the confirmation, which stays; axe finds nothing', async () => {
    const { onChange } = show({}, FLAT_1, { [patch(FLAT_1.relationshipId)]: down });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Flat 1' }));
    const confirm = await screen.findByRole('dialog', { name: t('customers.deactivate.title') });
    await user.click(within(confirm).getByRole('button', { name: t('customers.deactivate.button') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('customers.relationship.failed')} The directory is down.`);
    await expectNoAxeViolations(error);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    screen.getByRole('dialog', { name: t('customers.deactivate.title') });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordButton (spec 2 §4, §6, §9)', () => {
  const RESET = `PUT /admin/users/${OLIVIA.userId}/password`;
  const reset = ok({ message: 'Password changed.' });

  function show(asking: Asking = { search: '?support=1' }, customer = OLIVIA, extra: ExtraAnswers = {}) {
    const calls = start(asking, {}, extra);
    return { ...frame(<ResetPasswordButton customer={customer} />), calls };
  }

  /** Confirms the reset and answers the success dialog. */
  async function confirmReset(user: UserEvent) {
    await user.click(screen.getByRole('button', { name: t('customers.resetPassword.button') }));
    const confirm = await screen.findByRole('dialog', { name: t('customers.resetPassword.confirmTitle') });
    expect(confirm.textContent).toContain(t('customers.resetPassword.confirmText'));
    await user.click(within(confirm).getByRole('button', { name: t('customers.resetPassword.button') }));
    return screen.findByRole('dialog', { name: t('dialog.success.defaultHeading') });
  }

  it.each([
    { who: 'global with ?support=1', asking: { search: '?support=1' }, shown: true },
    { who: 'global without it', asking: {}, shown: false },
    { who: 'global with ?support=0', asking: { search: '?support=0' }, shown: false },
    { who: 'sl1 with ?support=1', asking: { user: sampleManagerUser, search: '?support=1' }, shown: false },
    { who: 'sl3 with ?support=1', asking: { user: withPayload('sl3'), search: '?support=1' }, shown: false },
  ])('$who: the button is shown: $shown', ({ asking, shown }) => {
    show(asking);
    expect(screen.queryByRole('button', { name: t('customers.resetPassword.button') }) !== null).toBe(shown);
  });

  it('a customer not registered: the button is disabled, with the reason it is described by; pressing it does nothing; axe finds nothing', async () => {
    const { calls, container } = show({ search: '?support=1' }, UMA);
    const button = screen.getByRole('button', { name: t('customers.resetPassword.button') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(t('customers.resetPassword.unavailable'));
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('confirm, then a generated password sent and shown, selectable, with Copy focused; axe finds nothing in either step', async () => {
    const { calls } = show({ search: '?support=1' }, OLIVIA, { [RESET]: reset });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('customers.resetPassword.button') }));
    await expectNoAxeViolations(await screen.findByRole('dialog'));
    await user.click(screen.getByRole('button', { name: t('dialog.close') }));
    const success = await confirmReset(user);
    const sent = calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    const { newPassword } = sent[0]!.body as { newPassword: string };
    expect(isValidTemporaryPassword(newPassword)).toBe(true);
    expect(success.textContent).toContain(t('customers.resetPassword.success'));
    expect(within(success).getByText(newPassword).tagName).toBe('CODE');
    await waitFor(() => expect(document.activeElement).toBe(within(success).getByRole('button', { name: t('common.copy') })));
    await expectNoAxeViolations(success);
  });

  it('Copy writes the password to the clipboard and says Copied! for 2 seconds, then Copy again', async () => {
    const { calls } = show({ search: '?support=1' }, OLIVIA, { [RESET]: reset });
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const success = await confirmReset(user);
    const { newPassword } = calls.find((call) => call.method === 'PUT')!.body as { newPassword: string };
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(success).getByRole('button', { name: t('common.copy') }));
    });
    expect(writeText).toHaveBeenCalledWith(newPassword);
    within(success).getByRole('button', { name: 'Copied!' });
    expect(within(success).getByRole('status').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    within(success).getByRole('button', { name: 'Copied!' });
    act(() => vi.advanceTimersByTime(1));
    within(success).getByRole('button', { name: t('common.copy') });
    expect(within(success).getByRole('status').textContent).toBe('');
  });

  it('a clipboard refused: the password is selected and a message says to copy it by hand; axe finds nothing', async () => {
    const { calls } = show({ search: '?support=1' }, OLIVIA, { [RESET]: reset });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const success = await confirmReset(user);
    const { newPassword } = calls.find((call) => call.method === 'PUT')!.body as { newPassword: string };
    await user.click(within(success).getByRole('button', { name: t('common.copy') }));
    await within(success).findByText(t('customers.resetPassword.copyFailed'));
    expect(getSelection()?.toString()).toBe(newPassword);
    await expectNoAxeViolations(success);
  });

  it('a failure: the generic error dialog with the API’s reasons, and no password shown', async () => {
    show({ search: '?support=1' }, OLIVIA, { [RESET]: down });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('customers.resetPassword.button') }));
    const confirm = await screen.findByRole('dialog', { name: t('customers.resetPassword.confirmTitle') });
    await user.click(within(confirm).getByRole('button', { name: t('customers.resetPassword.button') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('customers.resetPassword.failed')} The directory is down.`);
    expect(screen.queryByRole('dialog', { name: t('dialog.success.defaultHeading') })).toBeNull();
  });
});
