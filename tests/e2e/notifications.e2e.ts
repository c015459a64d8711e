/**
 * Notifications in the portal shell against the reference API of this run (docs/demo-data.md: Olivia
 * Owner has 4, 1 urgent unread, 2 standard unread, 1 read). Checked: the header's count and its
 * urgent badge, /notifications with its filters, Mark as read (the header's count one lower at
 * once, still so after a reload) and Mark all as read (the count cleared), axe on each state.
 *
 * This suite marks Olivia Owner's notifications read, and no other suite relies on their state; it
 * begins with an unread notification of its own (a staff reply to her parking request through the
 * API, a request no other suite reads the feed of), so it passes however often it runs on one API.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { API, PORTAL } from './ports';

const PARKING_REQUEST = 'tkt-flat-2-parking';
const REPLY_TITLE = 'New reply to your request: Second parking permit';

/** The header's notification count link. */
function countLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
}

/** The unread and urgent counts the header's link names. */
async function headerCounts(page: Page): Promise<{ unread: number; urgent: number }> {
  const label = (await countLink(page).getAttribute('aria-label')) ?? '';
  if (label === 'Notifications, none unread') return { unread: 0, urgent: 0 };
  const match = /^Notifications: (\d+) unread(?:, (\d+) urgent)?$/.exec(label);
  if (!match) throw new Error(`unexpected count label: ${label}`);
  return { unread: Number(match[1]), urgent: Number(match[2] ?? 0) };
}

const labelOf = ({ unread, urgent }: { unread: number; urgent: number }) =>
  unread === 0 ? 'Notifications, none unread' : urgent > 0 ? `Notifications: ${unread} unread, ${urgent} urgent` : `Notifications: ${unread} unread`;

test.describe('notifications', { tag: '@calendar' }, () => {
  // Reloads and axe in two schemes several times: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Olivia Owner reads her notifications, marks one read and sees the header count drop, then marks all read', async ({ page, signInAs, storedSessions, request }) => {
    const errors = collectErrors(page);
    const reply = `Your visitor permit is ready at the concierge desk (${randomUUID().slice(0, 8)}).`;
    const otto = await storedSessions.of('officer@example.com');
    const replied = await request.post(`${API}/tickets/${PARKING_REQUEST}/feed`, { headers: { Authorization: `Bearer ${otto.authToken}` }, data: { message: reply } });
    expect(replied.status()).toBe(201);

    await signInAs('owner@example.com');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle('[localhost] Notifications | Portico');
    const item = page.getByRole('listitem').filter({ hasText: reply });
    await expect(item.getByRole('heading', { level: 2, name: REPLY_TITLE })).toBeVisible();
    await expect(item.getByRole('link', { name: REPLY_TITLE })).toHaveAttribute('href', `/requests/${PARKING_REQUEST}`);
    await expect(item).toContainText(`Otto Officer: ${reply}`);
    await expect(item).toContainText('Unread');
    // The urgent news of her two developments, the Riverside Wharf one read since the demo began.
    const water = page.getByRole('listitem').filter({ hasText: 'Urgent news: Water shut-off on Thursday' });
    await expect(water).toContainText('Urgent');
    await expect(water).toContainText('Read');
    await expect(water.getByRole('button')).toHaveCount(0);
    await expect(countLink(page)).toHaveAttribute('aria-label', /^Notifications: \d+ unread/);
    const before = await headerCounts(page);
    expect(before.unread).toBeGreaterThan(0);
    await expect(countLink(page).locator('.shell-notification-count__badge').first()).toHaveText(String(before.unread));
    await expectNoAxeViolations(page, 'the notifications list');

    await item.getByRole('button', { name: `Mark as read: ${REPLY_TITLE}` }).click();
    await expect(countLink(page)).toHaveAttribute('aria-label', labelOf({ unread: before.unread - 1, urgent: before.urgent }));
    await expect(item).toContainText('Read');
    await expect(item.getByRole('button')).toHaveCount(0);
    await expect(item.getByRole('heading', { level: 2 })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: reply })).toContainText('Read');
    await expect(countLink(page)).toHaveAttribute('aria-label', labelOf({ unread: before.unread - 1, urgent: before.urgent }));

    await page.getByRole('combobox', { name: 'Importance' }).selectOption('urgent');
    await expect(page).toHaveURL(`${PORTAL}/notifications?importance=urgent`);
    await expect(page.getByRole('listitem').filter({ hasText: reply })).toHaveCount(0);
    await expect(water).toBeVisible();
    await page.getByRole('combobox', { name: 'Importance' }).selectOption('');
    await expect(page.getByRole('listitem').filter({ hasText: reply })).toBeVisible();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(countLink(page)).toHaveAttribute('aria-label', 'Notifications, none unread');
    await expect(countLink(page).locator('.shell-notification-count__badge')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeFocused();
    await expectNoAxeViolations(page, 'every notification read');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('unread');
    await expect(page.getByText('No notifications match these filters')).toBeVisible();

    // The header link leads to the list from any page.
    await page.goto('/dashboard');
    await countLink(page).click();
    await expect(page).toHaveURL(`${PORTAL}/notifications`);
    await expect(countLink(page)).toHaveAttribute('aria-label', 'Notifications, none unread');
    expect(errors).toEqual([]);
  });
});
