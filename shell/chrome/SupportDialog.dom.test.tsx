import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { $config } from '../../core/config';
import { t } from '../../core/i18n';
import { sampleUser } from '../../core/testing/samples/account';
import type { RecordedCall } from '../../core/testing/fake-api';
import type { ExtraAnswers } from '../../core/testing/page';
import { showErrorDialog } from '../../core/ui/dialogStore';
import { ShellDialogHost } from './ShellDialogHost';
import { SupportDialog, supportContext } from './SupportDialog';
import { startAs } from './test-support';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUPPORT_EMAIL = 'support@agent.example.test';
const ERROR = { kind: 'error', id: 1, status: 500, type: 'Server', description: 'Our apologies.' } as const;
const CONTEXT = { errorType: '500 Server: Our apologies.', page: '/charges' };
const MESSAGE = 'The statement for Flat 1 does not load.';

const supportCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/support').map((call) => call.body);
const dialog = () => screen.getByRole('dialog', { name: t('dialog.error.contactSupport') });
const messageField = () => within(dialog()).getByRole('textbox', { name: t('shell.support.label') });
const send = () => userEvent.click(within(dialog()).getByRole('button', { name: t('shell.support.submit') }));

/** The message field, once the dialog and the form's chunk are there. */
async function fieldShown() {
  const shown = await screen.findByRole('dialog', { name: t('dialog.error.contactSupport') });
  // The first test imports the form's chunk, transformed on first use: over findBy's 1 s on a busy machine.
  return within(shown).findByRole('textbox', { name: t('shell.support.label') }, { timeout: 10_000 });
}

async function write(text = MESSAGE) {
  await userEvent.type(await fieldShown(), text);
}

/**
 * The support dialog's named states: how the page starts (signed in or out, the API's answer to
 * `POST /support`) and the steps that reach the state.
 */
const STATES: Record<string, { signedIn: boolean; api?: ExtraAnswers; reach: () => Promise<void>; shows: () => HTMLElement }> = {
  asking: {
    signedIn: true,
    reach: async () => {
      await fieldShown();
    },
    shows: messageField,
  },
  invalid: {
    signedIn: true,
    reach: async () => {
      await fieldShown();
      await send();
    },
    shows: () => within(dialog()).getByRole('alert', { name: t('ui.errorSummary.heading') }),
  },
  sending: {
    signedIn: true,
    api: { 'POST /support': () => new Promise(() => undefined) },
    reach: async () => {
      await write();
      await send();
    },
    shows: () => within(dialog()).getByText(t('shell.support.sending')),
  },
  sent: {
    signedIn: true,
    api: { 'POST /support': { status: 204 } },
    reach: async () => {
      await write();
      await send();
      await within(dialog()).findByRole('status');
    },
    shows: () => within(dialog()).getByText(t('shell.support.sent')),
  },
  failed: {
    signedIn: true,
    api: { 'POST /support': { status: 500, body: { messages: ['The service is unavailable.'] } } },
    reach: async () => {
      await write();
      await send();
      await within(dialog()).findByText(/The service is unavailable/);
    },
    shows: () => within(dialog()).getByText(/The service is unavailable/),
  },
  'signed out': { signedIn: false, reach: async () => {}, shows: () => within(dialog()).getByText(t('shell.support.signedOut')) },
};

describe('SupportDialog: the named states', () => {
  it.each(Object.entries(STATES))('%s: shows its state with the address to write to, and axe finds nothing', async (name, state) => {
    const calls = startAs(state.signedIn ? sampleUser : null, state.api);
    const { container } = render(<SupportDialog error={ERROR} page={CONTEXT.page} supportEmail={SUPPORT_EMAIL} onClose={() => {}} />);
    await state.reach();
    expect(state.shows()).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await expectNoAxeViolations(container);
    if (name === 'sent') expect(supportCalls(calls)).toEqual([{ message: MESSAGE, ...CONTEXT }]);
    // Nothing typed is lost when the API refuses it.
    if (name === 'failed') expect((messageField() as HTMLTextAreaElement).value).toBe(MESSAGE);
  });
});

describe('ShellDialogHost: Contact support in the error dialogs', () => {
  function startWithSupport(supportEmail: string | undefined) {
    const calls = startAs(sampleUser, { 'POST /support': { status: 204 } });
    const state = $config.get();
    if (state.status === 'ready') $config.set({ ...state, config: { ...state.config, supportEmail } });
    render(<ShellDialogHost />);
    return calls;
  }

  it('with a supportEmail: the error dialog offers Contact support, which opens the form and sends the error with the message', async () => {
    const calls = startWithSupport(SUPPORT_EMAIL);
    history.replaceState(null, '', '/charges?premises=1');
    act(() => void showErrorDialog({ status: 500, type: 'Server', description: 'Our apologies.' }));
    const error = await screen.findByRole('dialog', { name: 'Server' });
    await userEvent.click(within(error).getByRole('button', { name: t('dialog.error.contactSupport') }));
    await write();
    await send();
    await within(dialog()).findByText(t('shell.support.sent'));
    expect(supportCalls(calls)).toEqual([{ message: MESSAGE, errorType: '500 Server: Our apologies.', page: '/charges?premises=1' }]);
    await userEvent.click(within(dialog()).getByRole('button', { name: t('dialog.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    history.replaceState(null, '', '/');
  });

  it('without a supportEmail: no Contact support', async () => {
    startWithSupport(undefined);
    act(() => void showErrorDialog({ type: 'Server' }));
    const error = await screen.findByRole('dialog', { name: 'Server' });
    expect(within(error).queryByRole('button', { name: t('dialog.error.contactSupport') })).toBeNull();
    await userEvent.click(within(error).getByRole('button', { name: t('dialog.close') }));
  });

  it('an error without a title or text is told as the default ones, within the schema limits', () => {
    const context = supportContext({ kind: 'error', id: 1 }, `/${'x'.repeat(2500)}`);
    expect(context.errorType).toBe(`${t('dialog.error.defaultTitle')}: ${t('dialog.error.defaultDescription')}`);
    expect(context.page).toHaveLength(2000);
    expect(supportContext({ kind: 'error', id: 1, description: 'y'.repeat(300) }, '/').errorType).toHaveLength(200);
  });
});
