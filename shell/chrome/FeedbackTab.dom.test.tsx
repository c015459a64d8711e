import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import type { RecordedCall } from '../../core/testing/fake-api';
import type { PermissionContext } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import { sampleAdminUser, sampleSubtenantUser, sampleUser } from '../../core/testing/samples/account';
import type { User } from '../../core/schemas/user';
import { DialogHost } from '../../core/ui/DialogHost';
import { checkFeedbackMessage, feedbackMood } from './feedback';
import { FeedbackTab } from './FeedbackTab';
import { startAs } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reviewLinks = { reviewSite: 'https://reviews.example.com/portico', mapsReview: 'https://maps.example.com/?cid=42' };
const asCustomer = (user: User): PermissionContext => ({ role: user.role, activeRole: user.role.types[0] ?? null });
const tab = () => screen.queryByRole('button', { name: t('shell.feedback.tab') });
const feedbackCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/feedback').map((call) => call.body);

function renderTab(user: User = sampleUser) {
  return render(
    <>
      <FeedbackTab user={user} permissions={asCustomer(user)} reviewLinks={reviewLinks} />
      <main id="main" tabIndex={-1} />
      <DialogHost />
    </>,
  );
}

async function openAndRate(name: string) {
  await userEvent.click(tab()!);
  const dialog = screen.getByRole('dialog', { name: t('shell.feedback.title') });
  await userEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

describe('feedback rules (spec 1 §4, §5)', () => {
  it('4 to 5 positive, 3 neutral, 1 to 2 negative', () => {
    expect([1, 2, 3, 4, 5].map((rating) => feedbackMood(rating as 1))).toEqual(['negative', 'negative', 'neutral', 'positive', 'positive']);
  });

  it('a message is 1 to 3000 characters; whitespace only is empty', () => {
    expect(checkFeedbackMessage('')).toBe(t('validation.required'));
    expect(checkFeedbackMessage('  \n ')).toBe(t('validation.required'));
    expect(checkFeedbackMessage('x')).toBeNull();
    expect(checkFeedbackMessage('x'.repeat(3000))).toBeNull();
    expect(checkFeedbackMessage('x'.repeat(3001))).toBe('Maximum length 3000 characters exceeded');
    expect(checkFeedbackMessage('Lovely portal.\nThank you.')).toBeNull();
    expect(checkFeedbackMessage('Lovely\u001b[2J portal')).toBe(t('validation.controlCharacters.manyLines'));
  });
});

describe('FeedbackTab (spec 1 §6)', () => {
  it('shows for a customer who has not answered; not for staff, nor once answered on the user', () => {
    startAs(sampleUser);
    const { unmount } = renderTab();
    screen.getByRole('complementary', { name: t('shell.feedback.tab') });
    expect(tab()).toBeTruthy();
    unmount();
    renderTab(sampleAdminUser).unmount();
    expect(tab()).toBeNull();
    renderTab(sampleSubtenantUser);
    expect(tab()).toBeNull();
  });

  it('Hide feedback hides it on this device', async () => {
    startAs(sampleUser);
    const { unmount } = renderTab();
    await userEvent.click(screen.getByRole('button', { name: t('shell.feedback.hideTab') }));
    expect(tab()).toBeNull();
    expect(localStorage.getItem('portico.feedbackTab')).toBe('hidden');
    unmount();
    renderTab();
    expect(tab()).toBeNull();
  });
});

describe('FeedbackDialog (spec 1 §2, §4)', () => {
  it('starts with five named face buttons, 1 very unhappy to 5 very happy', async () => {
    startAs(sampleUser);
    renderTab();
    await userEvent.click(tab()!);
    const dialog = screen.getByRole('dialog', { name: t('shell.feedback.title') });
    const group = within(dialog).getByRole('group', { name: t('shell.feedback.question') });
    const names = ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy'];
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    // Each face is decoration (aria-hidden); the button is named by its visible words.
    for (const name of names) within(group).getByRole('button', { name });
    expect(within(group).getAllByRole('button').map((button) => button.lastElementChild?.textContent)).toEqual(names);
  });

  it('positive: the rating is sent at once, the two review links open in a new tab, the tab hides', async () => {
    const calls = startAs(sampleUser, { 'POST /feedback': { status: 204 } });
    renderTab();
    const dialog = await openAndRate('Very happy');
    await waitFor(() => expect(feedbackCalls(calls)).toEqual([{ rating: 5 }]));
    expect(within(dialog).getByRole('link', { name: /Write a review/ }).getAttribute('href')).toBe(reviewLinks.reviewSite);
    expect(within(dialog).getByRole('link', { name: /Review us on Google Maps/ }).getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(tab()).toBeNull());
    expect(localStorage.getItem('portico.feedbackLastResponse')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(feedbackCalls(calls)).toHaveLength(1);
  });

  it('negative: the message is checked, then sent with the rating; the confirmation shows and the tab hides', async () => {
    const calls = startAs(sampleUser, { 'POST /feedback': { status: 204 } });
    renderTab();
    const dialog = await openAndRate('Unhappy');
    within(dialog).getByText(t('shell.feedback.form.negative'));
    const field = await within(dialog).findByRole('textbox', { name: t('shell.feedback.form.label') });
    fireEvent.change(field, { target: { value: '   ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.feedback.submit') }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(t('validation.required')).length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: 'x'.repeat(3001) } });
    expect(within(dialog).getAllByText('Maximum length 3000 characters exceeded').length).toBeGreaterThan(0);
    expect(feedbackCalls(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: '  The lift is often out of order.  ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.feedback.submit') }));
    await within(dialog).findByText(t('shell.feedback.submitted'));
    expect(feedbackCalls(calls)).toEqual([{ rating: 2, message: 'The lift is often out of order.' }]);
    expect(tab()).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(feedbackCalls(calls)).toHaveLength(1);
    expect(document.activeElement?.id).toBe('main');
  });

  it('neutral closed without a message sends the rating alone', async () => {
    const calls = startAs(sampleUser, { 'POST /feedback': { status: 204 } });
    renderTab();
    const dialog = await openAndRate('Neutral');
    within(dialog).getByText(t('shell.feedback.form.neutral'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(feedbackCalls(calls)).toEqual([{ rating: 3 }]));
    await waitFor(() => expect(tab()).toBeNull());
  });

  it('a failed send says so in the box and remembers nothing', async () => {
    const calls = startAs(sampleUser, { 'POST /feedback': { status: 500, body: { messages: ['Database unavailable.'] } } });
    renderTab();
    const dialog = await openAndRate('Very unhappy');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: t('shell.feedback.form.label') }), { target: { value: 'Slow.' } });
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.feedback.submit') }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(t('shell.feedback.failed'));
    expect(alert.textContent).toContain('Database unavailable.');
    expect(feedbackCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem('portico.feedbackLastResponse')).toBeNull();
    expect(tab()).toBeTruthy();
  });

  it('positive: a failed send offers Try again', async () => {
    let attempt = 0;
    const calls = startAs(sampleUser, {
      'POST /feedback': async () => (++attempt === 1 ? { status: 503, body: { messages: ['Try later.'] } } : { status: 204 }),
    });
    renderTab();
    const dialog = await openAndRate('Happy');
    const alert = await within(dialog).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(feedbackCalls(calls)).toEqual([{ rating: 4 }, { rating: 4 }]));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
