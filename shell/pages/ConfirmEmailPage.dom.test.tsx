import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleAuthResult, sampleUser } from '../../core/testing/samples/account';
import { sampleNotificationPreferences } from '../../core/testing/samples/notifications';
import { $user } from '../../core/session';
import { ok, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { $router } from '../router';
import { ConfirmNotificationEmailPage } from './ConfirmEmailPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINK_INVALID = 'This link does not work any more: it has expired, it has already been used, or another address was saved after it was sent.';

/** Opens /confirm-notification-email/{token}, nobody signed in, with the API answering the confirmation as given. */
function show(token: string, answer: ExampleAnswer) {
  const calls = startPage({ session: null, answers: { 'POST /user/confirm-notification-email': answer } });
  act(() => $router.open(`/confirm-notification-email/${token}`));
  const view = render(<ConfirmNotificationEmailPage page={$router.get()!} />);
  return { ...view, calls };
}

describe('ConfirmNotificationEmailPage: the link e-mailed to a new correspondence address', () => {
  it('shows a spinner while it confirms, then says where the notices go now, with a way on to the settings; axe finds nothing', async () => {
    const { container, calls } = show('cnf-ok', ok({ ...sampleNotificationPreferences, email: 'olivia.new@example.com', pendingEmail: null }));
    screen.getByRole('heading', { level: 1, name: t('routes.confirmNotificationEmail') });
    expect(container.querySelector('.portico-spinner')).not.toBeNull();
    await expectNoAxeViolations(container);
    const confirmed = await screen.findByText('Your new address is confirmed: your notices now go to olivia.new@example.com.');
    expect(confirmed.closest('[role="status"]')).not.toBeNull();
    expect(calls.map((call) => [call.method, call.path, call.body, call.bearer])).toEqual([['POST', '/user/confirm-notification-email', { token: 'cnf-ok' }, null]]);
    expect(screen.getByRole('link', { name: t('notificationPreferences.confirmEmail.settings') }).getAttribute('href')).toBe('/settings');
    await expectNoAxeViolations(container);
  });

  it('signed in, loads the user again, so the settings show the address in use and nothing waiting', async () => {
    const confirmed = { ...sampleNotificationPreferences, email: 'olivia.new@example.com', pendingEmail: null };
    const calls = startPage(
      { session: { ...sampleAuthResult, user: { ...sampleUser, notificationPreferences: { ...sampleNotificationPreferences, pendingEmail: 'olivia.new@example.com' } } }, answers: {} },
      { 'POST /user/confirm-notification-email': ok(confirmed), 'GET /user': ok({ ...sampleUser, notificationPreferences: confirmed }) },
    );
    act(() => $router.open('/confirm-notification-email/cnf-signed-in'));
    render(<ConfirmNotificationEmailPage page={$router.get()!} />);
    await screen.findByText('Your new address is confirmed: your notices now go to olivia.new@example.com.');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /user/confirm-notification-email', 'GET /user']);
    expect($user.get()?.notificationPreferences).toEqual(confirmed);
  });

  it('a used, expired or replaced link: the error with the reason, and the way on; axe finds nothing', async () => {
    const { container } = show('cnf-used', { status: 401, body: { messages: [LINK_INVALID] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.notificationPreferences.confirmEmail')} ${LINK_INVALID}`);
    screen.getByRole('link', { name: t('notificationPreferences.confirmEmail.settings') });
    await expectNoAxeViolations(container);
  });
});
