import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { onServerChange } from '../../../core/api/changes';
import { t } from '../../../core/i18n';
import type { User } from '../../../core/schemas';
import { sampleAdminUser, sampleAuthResult, sampleManagerUser, sampleUser } from '../../../core/testing/samples/account';
import { sampleCustomerCreate, sampleCustomersResponse, sampleRelationshipTypes } from '../../../core/testing/samples/customers';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { SnackbarHost } from '../../../core/ui/Snackbar';
import { AddCustomerButton } from './AddCustomer';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleDevelopment.id;
const TYPES = 'GET /customers/relationship-types';
const TITLES = 'GET /user/titles';
const CREATE = 'POST /customers';
const withPayload = (payload: 'sl3' | 'sl4'): User => ({ ...sampleAdminUser, role: { ...sampleAdminUser.role, payloads: [payload] } });
const loaded = { [TYPES]: ok(sampleRelationshipTypes), [TITLES]: ok({ titles: ['Mr', 'Mrs', 'Ms', 'Dr'] }) };
const down: ExampleAnswer = { status: 500, body: { messages: ['The directory is down.'] } };
const created = ok({ customer: { ...sampleCustomersResponse.customers[2]!, firstName: 'Nia', lastName: 'Newcomer', fullName: 'Nia Newcomer' } }, 201);

/** A named state of the add customer dialog: who asks and what the API answers. */
interface AddCustomerState {
  user: User;
  answers: Record<string, ExampleAnswer | 'pending'>;
}

const STATES = {
  open: { user: sampleAdminUser, answers: loaded },
  typesLoading: { user: sampleAdminUser, answers: { ...loaded, [TYPES]: 'pending' } },
  typesFailed: { user: sampleAdminUser, answers: { ...loaded, [TYPES]: down } },
} as const satisfies Record<string, AddCustomerState>;

function show(state: AddCustomerState, extra: ExtraAnswers = {}) {
  const calls = startPage({ session: { ...sampleAuthResult, user: state.user }, answers: state.answers }, extra);
  const view = render(
    <>
      <main>
        <AddCustomerButton development={sampleDevelopment} />
      </main>
      <SnackbarHost />
      <DialogHost />
    </>,
  );
  return { ...view, calls };
}

/** Opens the dialog and waits for its lists. */
async function open(user: UserEvent, state: AddCustomerState = STATES.open) {
  await user.click(screen.getByRole('button', { name: t('customers.add.title') }));
  const dialog = await screen.findByRole('dialog', { name: t('customers.add.title') });
  if (state.answers[TYPES] !== 'pending') await waitFor(() => expect(dialog.querySelector('.portico-spinner')).toBeNull());
  return dialog;
}

/** Fills the form as a member of staff would for Nia Newcomer, tenant of Flat 2. */
async function fill(user: UserEvent, confirmEmail = 'nia.newcomer@example.com') {
  await user.selectOptions(screen.getByLabelText(t('common.premises')), 'Flat 2');
  await user.selectOptions(screen.getByLabelText(t('common.relationship')), 'Tenant');
  await user.selectOptions(screen.getByLabelText(t('common.nameTitle')), 'Ms');
  await user.type(screen.getByLabelText(t('common.firstName')), 'Nia');
  await user.type(screen.getByLabelText(t('common.lastName')), 'Newcomer');
  await user.type(screen.getByLabelText(t('common.email')), 'nia.newcomer@example.com');
  await user.type(screen.getByLabelText(t('common.confirmEmail')), confirmEmail);
  await user.type(screen.getByLabelText(t('common.mainNumber')), '020 7946 0001');
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${field.id}-error`)?.textContent?.replace(t('ui.field.errorPrefix'), '').trim() : undefined;
};

describe('AddCustomerButton (spec 2 §2, §5, §6)', () => {
  it.each([
    { role: 'global', user: sampleAdminUser, shown: true },
    { role: 'sl3', user: withPayload('sl3'), shown: true },
    { role: 'sl4', user: withPayload('sl4'), shown: true },
    { role: 'sl1', user: sampleManagerUser, shown: false },
    { role: 'a customer', user: sampleUser, shown: false },
  ])('$role: the button is shown: $shown', ({ user, shown }) => {
    show({ user, answers: loaded });
    expect(screen.queryByRole('button', { name: t('customers.add.title') }) !== null).toBe(shown);
  });

  it.each(Object.entries(STATES))('%s: axe finds nothing in the open dialog', async (_name, state) => {
    show(state);
    const dialog = await open(userEvent.setup(), state);
    await expectNoAxeViolations(dialog);
  });

  it('open: every field of spec 2 §5, the premises of the development, the relationship types and the titles', async () => {
    show(STATES.open);
    await open(userEvent.setup());
    const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(options(t('common.premises'))).toEqual([t('customers.choose'), ...sampleDevelopment.premises.map((premises) => premises.name)]);
    expect(options(t('common.relationship'))).toEqual([t('customers.choose'), 'Owner', 'Subtenant', 'Tenant', 'Director']);
    expect(options(t('common.nameTitle'))).toEqual([t('customers.choose'), 'Mr', 'Mrs', 'Ms', 'Dr']);
    for (const label of ['common.firstName', 'common.lastName', 'common.email', 'common.confirmEmail', 'common.mainNumber']) screen.getByLabelText(t(label));
  });

  it('typesLoading: a spinner in the relationship’s place and no submit until the types arrive', async () => {
    show(STATES.typesLoading);
    const dialog = await open(userEvent.setup(), STATES.typesLoading);
    expect(within(dialog).getByRole('status').textContent).toContain(t('common.loading'));
    expect(within(dialog).queryByRole('button', { name: t('customers.add.title') })).toBeNull();
  });

  it('typesFailed: the failure with the server’s words and Try again, which loads them', async () => {
    let fail = true;
    show(STATES.typesFailed, { [TYPES]: async () => (fail ? down : ok(sampleRelationshipTypes)) });
    const user = userEvent.setup();
    const dialog = await open(user, STATES.typesFailed);
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.relationshipTypes')} The directory is down.`);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await within(dialog).findByLabelText(t('common.relationship'));
    within(dialog).getByRole('button', { name: t('customers.add.title') });
  });

  it('invalid submit: every field marked, the error summary focused and linked, nothing sent; axe finds nothing', async () => {
    const { calls } = show(STATES.open);
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    const summary = within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(errorOf(t('common.premises'))).toBe(t('customers.validation.premises'));
    expect(errorOf(t('common.relationship'))).toBe(t('customers.validation.relationship'));
    expect(errorOf(t('common.nameTitle'))).toBe(t('customers.validation.title'));
    expect(errorOf(t('common.firstName'))).toBe(t('customers.validation.firstName'));
    expect(errorOf(t('common.lastName'))).toBe(t('customers.validation.lastName'));
    expect(errorOf(t('common.email'))).toBe(t('validation.email'));
    expect(errorOf(t('common.confirmEmail'))).toBe(t('validation.email'));
    // The main phone is optional.
    expect(errorOf(t('common.mainNumber'))).toBeUndefined();
    expect(within(summary).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['premises', 'relationship', 'nameTitle', 'firstName', 'lastName', 'email', 'confirmEmail'].map((key) => `#${screen.getByLabelText(t(`common.${key}`)).id}`),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog);
  });

  it("e-mails mismatch: Emails don't match at the confirm e-mail, nothing sent, and it clears once they agree; axe finds nothing", async () => {
    const { calls } = show(STATES.open);
    const user = userEvent.setup();
    const dialog = await open(user);
    await fill(user, 'nia.newcomer@example.org');
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    expect(errorOf(t('common.confirmEmail'))).toBe("Emails don't match");
    expect(within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') }).textContent).toContain("Emails don't match");
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog);
    const confirm = screen.getByLabelText(t('common.confirmEmail'));
    await user.clear(confirm);
    await user.type(confirm, 'Nia.Newcomer@example.com');
    expect(errorOf(t('common.confirmEmail'))).toBeUndefined();
  });

  it.each([
    ['+353 1 234 5678', 'validation.phone.invalid'],
    ['020 7946 0001 000000', 'validation.phone.tooLong'],
  ])('main phone %j: %s', async (phone, message) => {
    show(STATES.open);
    const user = userEvent.setup();
    const dialog = await open(user);
    await fill(user);
    await user.clear(screen.getByLabelText(t('common.mainNumber')));
    await user.type(screen.getByLabelText(t('common.mainNumber')), phone);
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    expect(errorOf(t('common.mainNumber'))).toBe(t(message));
  });

  it('API failure: an alert titled The customer could not be added with the API’s description, everything typed kept; axe finds nothing', async () => {
    const { calls } = show(STATES.open, { [CREATE]: down });
    const user = userEvent.setup();
    const dialog = await open(user);
    await fill(user);
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    const alert = await within(dialog).findByRole('alert', { name: new RegExp(t('customers.add.errorTitle')) });
    expect(alert.textContent).toContain('The directory is down.');
    expect((screen.getByLabelText(t('common.firstName')) as HTMLInputElement).value).toBe('Nia');
    expect((screen.getByLabelText(t('common.confirmEmail')) as HTMLInputElement).value).toBe('nia.newcomer@example.com');
    expect((screen.getByLabelText(t('common.premises')) as HTMLSelectElement).value).toBe(sampleIds.flat2);
    screen.getByRole('dialog');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await expectNoAxeViolations(dialog);
  });

  it('409: says the e-mail already holds that premises', async () => {
    show(STATES.open, { [CREATE]: { status: 409, body: { messages: ['Conflict.'] } } });
    const user = userEvent.setup();
    const dialog = await open(user);
    await fill(user);
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    const alert = await within(dialog).findByRole('alert', { name: new RegExp(t('customers.add.errorTitle')) });
    expect(alert.textContent).toContain(t('customers.add.conflict'));
  });

  it('success: sends the contract’s body, closes, says The customer was successfully added! and announces the change', async () => {
    const heard: string[] = [];
    const stop = onServerChange((path) => heard.push(path));
    const { calls } = show(STATES.open, { [CREATE]: created });
    const user = userEvent.setup();
    const dialog = await open(user);
    await fill(user);
    await user.click(within(dialog).getByRole('button', { name: t('customers.add.title') }));
    await screen.findByText('The customer was successfully added!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nia Newcomer, tenant of Flat 2: the contract's sample body.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([sampleCustomerCreate]);
    expect(heard).toContain(`/developments/${RIVERSIDE}/customers`);
    stop();
    // Opened again, the form starts empty.
    await open(user);
    expect((screen.getByLabelText(t('common.firstName')) as HTMLInputElement).value).toBe('');
  });
});
