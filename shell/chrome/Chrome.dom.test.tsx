import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleDowngradedUser, sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleElmCourt } from '../../core/testing/samples/developments';
import { showErrorDialog, showSuccessDialog } from '../../core/ui/dialogStore';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { App } from '../App';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../router';
import { Chrome, PageEndChrome } from './Chrome';
import { forgetCookieConsent, startAs } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Chrome: the pieces together', () => {
  it('an owner with the paperless dialog due: the cookie banner, the feedback tab (after the page) and the dialog', async () => {
    startAs(sampleUser);
    forgetCookieConsent();
    render(
      <>
        <Chrome route="dashboard" />
        <PageEndChrome />
      </>,
    );
    screen.getByRole('region', { name: t('shell.cookieBanner.title') });
    screen.getByRole('button', { name: t('shell.feedback.tab') });
    screen.getByRole('dialog', { name: t('shell.paperless.title') });
  });

  it('no cookie banner on the sign-up routes', () => {
    startAs(null);
    forgetCookieConsent();
    render(<Chrome route="signup" />);
    expect(screen.queryByRole('region', { name: t('shell.cookieBanner.title') })).toBeNull();
  });

  it('one modal at a time: the paperless dialog waits for the in-breach dialog to be closed', async () => {
    const downgradedOwnerDue = { ...sampleDowngradedUser, paperlessPreference: { showPaperlessDialog: true } };
    startAs(downgradedOwnerDue, { 'GET /developments': { status: 200, body: { data: { developments: [sampleDevelopment, sampleElmCourt] } } } });
    render(<Chrome route="dashboard" />);
    const breach = await screen.findByRole('dialog', { name: t('shell.inBreach.title') });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('shell.paperless.title') })).toBeNull());
    await userEvent.click(within(breach).getByRole('button', { name: t('dialog.close') }));
    await screen.findByRole('dialog', { name: t('shell.paperless.title') });
  });
});

describe('App hosts the generic dialogs and the snackbar (spec 1 §2)', () => {
  it('shows an error dialog, a success dialog and a snackbar opened anywhere in the page', async () => {
    startAs(null);
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    act(() => $router.open('/signin'));
    render(<App />);
    act(() => void showErrorDialog({ type: 'Language file', description: "Couldn't load language file" }));
    const error = await screen.findByRole('dialog', { name: 'Language file' });
    expect(error.textContent).toContain("Couldn't load language file");
    act(() => void showSuccessDialog({ html: '<p>Saved.</p>' }));
    await screen.findByRole('dialog', { name: t('dialog.success.defaultHeading') });
    act(() => void showSnackbar('Booking cancelled'));
    await screen.findByText('Booking cancelled');
  });
});
