import { useStore } from '@nanostores/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import en from '../../core/i18n/en.json';
import { sampleNotificationsResponse } from '../../core/testing/samples/notifications';
import { ok, signedOut } from '../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import { DialogHost } from '../../core/ui/DialogHost';
import { NotificationsPage } from '../pages/NotificationsPage';
import { $router } from '../router';
import { notificationsExamples as examples, type NotificationsExample } from './examples';
import { NotificationCount } from './NotificationCount';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const [urgent, leakReply] = sampleNotificationsResponse.notifications;
const countLink = () => screen.getByRole('link', { name: /^Notifications/ });
const noSpinner = () => waitFor(() => expect(document.querySelector('.portico-spinner')).toBeNull());

/** The header's count and the page at the router's address, as the shell shows them. */
function Shell() {
  const page = useStore($router);
  return (
    <>
      <header>
        <NotificationCount />
      </header>
      <main>{page ? <NotificationsPage page={page} /> : null}</main>
      <DialogHost />
    </>
  );
}

async function renderExample(example: NotificationsExample, extra: ExtraAnswers = {}) {
  const calls = startPage(example, extra);
  act(() => $router.open(example.address));
  const view = render(<Shell />);
  if (example.name !== 'loading') await noSpinner();
  return { ...view, calls, user: userEvent.setup() };
}

describe('NotificationCount (spec 2 §2)', () => {
  it('shows nothing signed out, and asks nothing', () => {
    const calls = startPage(signedOut);
    const { container } = render(<NotificationCount />);
    expect(container.innerHTML).toBe('');
    expect(calls).toEqual([]);
  });

  it('links to the list with the unread count and the urgent ones apart, in its name and in two badges', async () => {
    await renderExample(examples.populated);
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.unreadUrgent', { unread: 3, urgent: 1 })));
    expect(countLink().getAttribute('href')).toBe('/notifications');
    const badges = countLink().querySelectorAll('.shell-notification-count__badge');
    expect([...badges].map((badge) => [badge.textContent, badge.classList.contains('shell-notification-count__badge--urgent')])).toEqual([
      ['3', false],
      ['1', true],
    ]);
  });

  it('says none unread without badges, and shows 99+ past 99', async () => {
    startPage(examples.empty);
    const { unmount } = render(<NotificationCount />);
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.none')));
    expect(countLink().querySelector('.shell-notification-count__badge')).toBeNull();
    unmount();
    startPage(examples.empty, { 'GET /notifications/count': ok({ counts: { urgentUnread: 0, unread: 120 } }) });
    render(<NotificationCount />);
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.unread', { unread: 120 })));
    expect(countLink().textContent).toContain('99+');
  });
});

describe('NotificationsPage (spec 2 §2, §4)', () => {
  it('lists the latest 50, newest first as the API answers: the title linking what it is about, urgent marked, read or unread, the text', async () => {
    const { calls } = await renderExample(examples.populated);
    const list = calls.find((call) => call.path === '/notifications')!;
    expect(list.url.search).toBe('?limit=50');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('link', { name: urgent!.title }).getAttribute('href')).toBe(urgent!.link);
    expect(items[0]!.textContent).toContain(t('common.priority.urgent'));
    expect(items[0]!.textContent).toContain(t('notifications.unread'));
    expect(items[1]!.textContent).toContain(leakReply!.text);
    expect(items[1]!.textContent).not.toContain(t('common.priority.urgent'));
    // The read one has no link and no Mark as read.
    expect(within(items[3]!).queryByRole('button')).toBeNull();
    expect(items[3]!.textContent).toContain(t('notifications.read'));
    expect(screen.getAllByRole('button', { name: new RegExp(`^${t('notifications.markAsRead')}`) })).toHaveLength(3);
  });

  it('marks one read: readAt set, the header count one lower at once (urgent too), focus on its title, and says so', async () => {
    const { calls, user } = await renderExample(examples.populated, {
      [`POST /notifications/${urgent!.id}/mark-as-read`]: ok({ notification: { ...urgent, status: 'read', readAt: '2026-11-26T10:00:00.000Z' } }),
    });
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.unreadUrgent', { unread: 3, urgent: 1 })));
    await user.click(screen.getByRole('button', { name: t('notifications.markAsReadOf', { title: urgent!.title }) }));
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.unread', { unread: 2 })));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([[`/notifications/${urgent!.id}/mark-as-read`, undefined]]);
    expect(calls.filter((call) => call.path === '/notifications/count')).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 2, name: urgent!.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('li')?.textContent).toContain(t('notifications.read'));
    screen.getByText(t('notifications.markedAsRead'));
  });

  it('marks all read: the counts cleared, no Mark as read left, focus on the page heading', async () => {
    const { user } = await renderExample(examples.populated, { 'POST /notifications/mark-all-as-read': ok({ readAt: '2026-11-26T11:00:00.000Z' }) });
    await user.click(screen.getByRole('button', { name: t('notifications.markAllAsRead') }));
    await waitFor(() => expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.none')));
    expect(screen.queryByRole('button', { name: new RegExp(`^${t('notifications.markAsRead')}`) })).toBeNull();
    expect(screen.queryByRole('button', { name: t('notifications.markAllAsRead') })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: t('notifications.title') })));
  });

  it('opens the Error Occurred dialog when a mark fails (spec 2 §8), and leaves the notification and the count as they were', async () => {
    const { user } = await renderExample(examples.markFailed);
    await user.click(screen.getByRole('button', { name: t('notifications.markAsReadOf', { title: urgent!.title }) }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain(`${t('errors.notifications.markAsRead')} The notifications service is unavailable.`);
    screen.getByRole('button', { name: t('notifications.markAsReadOf', { title: urgent!.title }), hidden: true });
    expect(countLink().getAttribute('aria-label')).toBe(t('notifications.count.unreadUrgent', { unread: 3, urgent: 1 }));
  });

  it('says why the list failed, and Try again loads it again', async () => {
    let failing = true;
    startPage(examples.loadError, {
      'GET /notifications': async () => (failing ? { status: 500, body: { messages: ['The notifications service is unavailable.'] } } : ok(sampleNotificationsResponse)),
    });
    act(() => $router.open('/notifications'));
    render(<Shell />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.notifications.load')} The notifications service is unavailable.`);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: urgent!.title });
  });

  it('filters by importance and status through the address, which a reload keeps', async () => {
    const { calls, user } = await renderExample(examples.populated);
    await user.selectOptions(screen.getByRole('combobox', { name: t('notifications.filter.importance') }), 'urgent');
    await waitFor(() => expect($router.get()?.search).toEqual({ importance: 'urgent' }));
    await user.selectOptions(screen.getByRole('combobox', { name: t('notifications.filter.status') }), 'unread');
    await waitFor(() => expect(calls.filter((call) => call.path === '/notifications').map((call) => call.url.search)).toEqual(['?limit=50', '?importance=urgent&limit=50', '?importance=urgent&status=unread&limit=50']));
    expect(location.search).toBe('?importance=urgent&status=unread');
    await user.selectOptions(screen.getByRole('combobox', { name: t('notifications.filter.importance') }), '');
    await waitFor(() => expect($router.get()?.search).toEqual({ status: 'unread' }));
  });

  it.each(Object.entries(examples))('the %s example renders catalogue texts only, every control labelled, and passes axe', async (name, example) => {
    const { container, user } = await renderExample(example);
    if (name === 'loading') expect(container.querySelector('.portico-spinner')).not.toBeNull();
    if (name === 'empty') screen.getByText(t('notifications.empty'));
    if (name === 'emptyFiltered') screen.getByText(t('notifications.emptyFiltered'));
    if (name === 'markFailed') {
      await user.click(screen.getByRole('button', { name: t('notifications.markAsReadOf', { title: urgent!.title }) }));
      await screen.findByRole('dialog');
    }
    const text = document.body.textContent ?? '';
    expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
    for (const control of document.body.querySelectorAll<HTMLElement>('a, select, button')) {
      expect(control.getAttribute('aria-label') ?? document.querySelector(`label[for="${control.id}"]`)?.textContent ?? control.textContent, control.outerHTML).toBeTruthy();
    }
    await expectNoAxeViolations(document.body);
  });
});
