import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { NotificationPreferences, PREFERENCES_ID_QUERY_PARAMETER } from '.';
import { EXAMPLE_PREFERENCES_ID, examplePreferences, notificationPreferencesExamples as examples, type NotificationPreferencesExample } from './examples';
import { startPage, takeSteps } from '../../core/testing/page';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const PATH = `/notification-preferences/${EXAMPLE_PREFERENCES_ID}`;
const box = (choice: 'ownersCorrespondence' | 'ownersReminders') =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: t(`notificationPreferences.${choice}`) });
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: t('common.email') });
const saveButton = () => screen.getByRole('button', { name: t('common.save') });
const noSpinner = () => waitFor(() => expect(document.querySelector('.portico-spinner')).toBeNull());
const callsOf = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

/** Renders the page of `example` and takes its steps. */
async function renderExample(example: NotificationPreferencesExample) {
  const user = userEvent.setup();
  const calls = startPage(example);
  const view = render(<NotificationPreferences preferencesId={example.preferencesId} />);
  if (example.name !== 'loading') await noSpinner();
  if (example.steps) {
    await takeSteps(user, example);
    await noSpinner();
  }
  return { ...view, calls, user };
}

describe('NotificationPreferences: loading the page (spec 1 §2, spec 2 §7)', () => {
  it('asks GET /notification-preferences/{id} without a bearer and shows the form filled in', async () => {
    const { calls } = await renderExample(examples.form);
    expect(callsOf(calls)).toEqual([`GET ${PATH}`]);
    expect(calls[0]?.bearer).toBeNull();
    screen.getByRole('heading', { level: 2, name: t('routes.notificationPreferences') });
    const form = screen.getByRole('form', { name: t('routes.notificationPreferences') });
    within(form).getByRole('group', { name: t('notificationPreferences.intro') });
    expect(box('ownersCorrespondence').checked).toBe(true);
    expect(box('ownersReminders').checked).toBe(true);
    expect(emailField().value).toBe(examplePreferences.email);
    expect(emailField().getAttribute('type')).toBe('email');
    expect(emailField().getAttribute('autocomplete')).toBe('email');
  });

  it('shows a spinner while loading', () => {
    startPage(examples.loading);
    const { container } = render(<NotificationPreferences preferencesId={EXAMPLE_PREFERENCES_ID} />);
    expect(container.querySelector('[role="status"] .portico-spinner__ring')).not.toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('on failure shows the error with the server\'s message, and Try again loads again', async () => {
    const calls = startPage(examples.loadError);
    render(<NotificationPreferences preferencesId={EXAMPLE_PREFERENCES_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.notificationPreferences.load')} The preferences service is unavailable.`);
    expect(screen.queryByRole('form')).toBeNull();
    startPage(examples.form); // the API is back
    fireEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('form');
    expect(calls).toHaveLength(1);
  });

  it('an unknown id (404) says so, with no form and no error alert', async () => {
    await renderExample(examples.notFound);
    const notFound = document.querySelector<HTMLElement>('[part="not-found"]')!;
    expect(notFound.textContent).toContain(t('notificationPreferences.notFound'));
    expect(notFound.textContent).toContain(t('notificationPreferences.notRegistered'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without preferences-id reads the URL\'s preferencesId; with neither, says not found and calls nothing', async () => {
    history.replaceState(null, '', `/preferences/?${PREFERENCES_ID_QUERY_PARAMETER}=${EXAMPLE_PREFERENCES_ID}`);
    const calls = startPage(examples.form);
    const { unmount } = render(<NotificationPreferences />);
    await screen.findByRole('form');
    expect(callsOf(calls)).toEqual([`GET ${PATH}`]);
    unmount();

    history.replaceState(null, '', '/preferences/');
    const none = startPage(examples.form);
    render(<NotificationPreferences preferencesId="  " headingLevel={1} />);
    screen.getByRole('heading', { level: 1 });
    expect(document.querySelector('[part="not-found"]')).not.toBeNull();
    expect(none).toEqual([]);
  });

  it('the attribute wins over the URL', async () => {
    history.replaceState(null, '', `/preferences/?${PREFERENCES_ID_QUERY_PARAMETER}=NP-OTHER`);
    const calls = startPage(examples.form);
    render(<NotificationPreferences preferencesId={EXAMPLE_PREFERENCES_ID} />);
    await screen.findByRole('form');
    expect(callsOf(calls)).toEqual([`GET ${PATH}`]);
  });
});

describe('NotificationPreferences: saving (spec 1 §4, spec 2 §4, §5)', () => {
  it('PUTs the choices and the trimmed e-mail, with a busy Save meanwhile, then shows the saved message', async () => {
    const user = userEvent.setup();
    let answer: (response: { status: number; body: unknown }) => void = () => undefined;
    const calls = startPage(examples.form, {
      [`PUT ${PATH}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    render(<NotificationPreferences preferencesId={EXAMPLE_PREFERENCES_ID} />);
    await screen.findByRole('form');
    await user.click(box('ownersCorrespondence'));
    await user.clear(emailField());
    await user.type(emailField(), '  olivia@example.com ');
    await user.click(saveButton());
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(t('notificationPreferences.saving'));
    await user.click(saveButton()); // ignored while saving
    expect(callsOf(calls)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
    expect(calls[1]?.body).toEqual({ ownersCorrespondence: false, ownersReminders: true, email: 'olivia@example.com' });
    expect(calls[1]?.bearer).toBeNull();

    answer({ status: 200, body: { data: { ownersCorrespondence: false, ownersReminders: true, email: 'olivia@example.com' } } });
    const saved = await screen.findByText(t('notificationPreferences.saved'));
    expect(saved.closest('[role="status"]')).not.toBeNull();
    expect(saveButton().getAttribute('aria-disabled')).toBeNull();
    expect(emailField().value).toBe('olivia@example.com');
    expect(box('ownersCorrespondence').checked).toBe(false);
    // A new change takes the message away, so it never describes an unsaved form.
    await user.click(box('ownersReminders'));
    expect(screen.queryByText(t('notificationPreferences.saved'))).toBeNull();
  });

  it('a new address waits for its link: the field shows the address in use, and a status says where the link went', async () => {
    const { calls } = await renderExample(examples.emailPending);
    expect(calls[1]?.body).toMatchObject({ email: 'olivia.new@example.com' });
    const pending = t('notificationPreferences.pendingEmail', { pending: 'olivia.new@example.com', current: examplePreferences.email });
    expect(pending).toBe(`We have sent a link to olivia.new@example.com. Your notices go to ${examplePreferences.email} until you open it.`);
    const status = (await screen.findByText(pending)).closest('[role="status"]');
    expect(status?.closest('[part="pending-email"]')).not.toBeNull();
    expect(emailField().value).toBe(examplePreferences.email);
  });

  it('says so on load too, while the new address waits', async () => {
    startPage(examples.form, { [`GET ${PATH}`]: { status: 200, body: { data: { ...examplePreferences, pendingEmail: 'olivia.new@example.com' } } } });
    render(<NotificationPreferences preferencesId={EXAMPLE_PREFERENCES_ID} />);
    await screen.findByText(/We have sent a link to olivia\.new@example\.com\./);
  });

  it('an invalid e-mail: nothing sent, every field touched, the error summary takes focus and links to the field', async () => {
    const { calls, user } = await renderExample(examples.invalidSubmit);
    expect(callsOf(calls)).toEqual([`GET ${PATH}`]);
    const summary = screen.getByRole('alert', { name: t('ui.errorSummary.heading') });
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain(t('validation.email'));
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(`${emailField().id}-error`);
    await user.click(within(summary).getByRole('link', { name: t('validation.email') }));
    expect(document.activeElement).toBe(emailField());
    // Once touched, the error follows the typing.
    await user.clear(emailField());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    await user.type(emailField(), 'owner@example.com');
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty e-mail is refused with the same message', async () => {
    const { calls, user } = await renderExample(examples.form);
    await user.clear(emailField());
    await user.click(saveButton());
    expect(screen.getByRole('alert', { name: t('ui.errorSummary.heading') }).textContent).toContain(t('validation.email'));
    expect(calls).toHaveLength(1);
  });

  it('a failed save shows the error with the server\'s message and keeps what was typed', async () => {
    await renderExample(examples.saveFailed);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.notificationPreferences.save')} The preferences service is unavailable.`);
    expect(emailField().value).toBe('olivia@example.com');
    expect(box('ownersReminders').checked).toBe(false);
    expect(box('ownersCorrespondence').checked).toBe(true);
    expect(screen.queryByText(t('notificationPreferences.saved'))).toBeNull();
  });

  it('the server\'s message for the e-mail shows at the field too', async () => {
    const { user } = await renderExample(examples.form);
    startPage(examples.form, {
      [`PUT ${PATH}`]: { status: 400, body: { messages: ['The request is not valid.'], fields: { email: ['Enter a valid email address'] } } },
    });
    await user.click(saveButton());
    await noSpinner();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain('The request is not valid.');
  });
});

describe('NotificationPreferences: unsubscribing (spec 1 §4, spec 2 §4, §7)', () => {
  it('asks first: the question takes focus; Cancel closes it, sends nothing and gives focus back', async () => {
    const { calls, user } = await renderExample(examples.unsubscribeConfirm);
    const question = screen.getByText(t('notificationPreferences.unsubscribeConfirm'));
    expect(document.activeElement).toBe(question);
    const group = screen.getByRole('group', { name: t('notificationPreferences.unsubscribeConfirm') });
    // Keyboard: Tab reaches the group's Unsubscribe, then Cancel.
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: t('notificationPreferences.unsubscribe') }));
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: t('common.cancel') }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: t('notificationPreferences.unsubscribeConfirm') })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t('notificationPreferences.unsubscribe') }));
    expect(callsOf(calls)).toEqual([`GET ${PATH}`]);
  });

  it('confirmed: DELETE without a bearer, the unsubscribed message with focus, both boxes off', async () => {
    const { calls } = await renderExample(examples.unsubscribed);
    expect(callsOf(calls)).toEqual([`GET ${PATH}`, `DELETE ${PATH}`]);
    expect(calls[1]?.bearer).toBeNull();
    const notice = document.querySelector<HTMLElement>('[part="notice"]')!;
    expect(within(notice).getByRole('status').textContent).toContain(t('notificationPreferences.unsubscribed'));
    expect(document.activeElement).toBe(notice);
    expect(box('ownersCorrespondence').checked).toBe(false);
    expect(box('ownersReminders').checked).toBe(false);
    expect(emailField().value).toBe(examplePreferences.email);
  });

  it('a failed unsubscribe shows the error in the question, which stays open, and changes nothing', async () => {
    const { user } = await renderExample(examples.unsubscribeConfirm);
    const calls = startPage(examples.form, { [`DELETE ${PATH}`]: { status: 503, body: { messages: ['Try later.'] } } });
    const group = screen.getByRole('group', { name: t('notificationPreferences.unsubscribeConfirm') });
    await user.click(within(group).getByRole('button', { name: t('notificationPreferences.unsubscribe') }));
    await noSpinner();
    expect(within(group).getByRole('alert').textContent).toContain(`${t('errors.notificationPreferences.unsubscribe')} Try later.`);
    expect(box('ownersCorrespondence').checked).toBe(true);
    expect(box('ownersReminders').checked).toBe(true);
    expect(screen.queryByText(t('notificationPreferences.unsubscribed'))).toBeNull();
    expect(callsOf(calls)).toEqual([`DELETE ${PATH}`]);
  });
});

describe('NotificationPreferences: the named examples', () => {
  it.each(Object.entries(examples))(
    'the %s example renders catalogue texts only, every control labelled, and passes axe',
    async (name, example) => {
      const { container } = await renderExample(example);
      if (name === 'saved') screen.getByText(t('notificationPreferences.saved'));
      if (name === 'unsubscribed') screen.getByText(t('notificationPreferences.unsubscribed'));
      if (name === 'invalidSubmit') screen.getByRole('alert', { name: t('ui.errorSummary.heading') });
      if (name === 'unsubscribeConfirm') screen.getByRole('group', { name: t('notificationPreferences.unsubscribeConfirm') });
      const text = container.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      for (const control of container.querySelectorAll<HTMLElement>('input, button')) {
        expect(control.getAttribute('aria-label') ?? container.querySelector(`label[for="${control.id}"]`)?.textContent ?? control.textContent, control.outerHTML).toBeTruthy();
      }
      await expectNoAxeViolations(container);
    },
  );
});
