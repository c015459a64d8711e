/**
 * Parcels in the staff area and on the resident's dashboard, against the real reference API and
 * the demo data (docs/demo-data.md, Other records: parcels). Ada Admin (global) logs a perishable parcel
 * for Flat 1 with a note of this run's own; Olivia Owner sees it on her dashboard among the
 * parcels awaiting collection, and her notification of it; Ada marks it collected, and it leaves
 * Olivia's dashboard. The test works on the parcel it logs (collected by the end, by the API if a
 * step failed) and marks its notification read, so Olivia's unread count and the demo parcels
 * other suites rely on stay as they were (notifications.e2e.ts reads her counts relative to what
 * it finds, never as absolute numbers).
 */
import { randomUUID } from 'node:crypto';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test } from './fixtures';
import { API } from './ports';
import { answer } from './shell-support';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const OWNER = 'owner@example.com';
const RIVERSIDE = demoIds.riversideWharf;
const ARRIVED = 'A parcel has arrived for Flat 1';

test.describe('staff area: parcels', { tag: '@calendar' }, () => {
  test('Ada logs a parcel for Flat 1: Olivia sees it on her dashboard and is told; Ada marks it collected and it leaves her dashboard', async ({ page, context, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const headers = { Authorization: `Bearer ${(await storedSessions.of(ADMIN)).authToken}` };
    const note = `Kept in the cold room (${randomUUID().slice(0, 8)})`;
    try {
      await signInAs(ADMIN);
      await page.goto(`/admin/${RIVERSIDE}/parcels`);
      const main = page.getByRole('main');
      const waiting = main.getByRole('table', { name: 'Awaiting collection' });
      await expect(waiting.getByRole('row').filter({ hasText: 'Left in the post room.' })).toBeVisible();
      await expectNoAxeViolations(page, 'the parcel book');
      await main.getByRole('button', { name: 'Add parcel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add parcel' });
      await dialog.getByRole('combobox', { name: 'Premises' }).selectOption({ label: 'Flat 1' });
      await dialog.getByRole('combobox', { name: 'Parcel type' }).selectOption({ label: 'Perishable' });
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await expectNoAxeViolations(page, 'the add parcel dialog');
      await dialog.getByRole('button', { name: 'Add parcel' }).click();
      await expect(page.getByText('Parcel logged. Its residents have been told.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const logged = waiting.getByRole('row').filter({ hasText: note });
      await expect(logged).toContainText('Perishable');

      // Olivia, in a tab of her own (a tab keeps the session it was first given).
      const oliviaPage = await context.newPage();
      await signInAs(OWNER, oliviaPage);
      await oliviaPage.goto('/dashboard');
      const parcels = oliviaPage.getByRole('region', { name: 'Parcels awaiting collection' });
      await expect(parcels.getByRole('row').filter({ hasText: 'Perishable' })).toHaveCount(1);
      await expect(parcels.getByRole('row').filter({ hasText: 'Small parcel' })).toHaveCount(1);
      await expectNoAxeViolations(oliviaPage, 'the dashboard with parcels');
      await oliviaPage.goto('/notifications');
      const told = oliviaPage.getByRole('listitem').filter({ hasText: ARRIVED }).first();
      await expect(told).toContainText('Perishable at Riverside Wharf, awaiting collection.');
      await expect(told).toContainText('Unread');
      await expect(told.getByRole('link', { name: ARRIVED })).toHaveAttribute('href', '/dashboard');
      await told.getByRole('button', { name: `Mark as read: ${ARRIVED}` }).click();
      await expect(told).toContainText('Read');

      await logged.getByRole('button', { name: /^Mark collected/ }).click();
      await expect(page.getByText('Flat 1: Perishable marked collected.')).toBeVisible();
      await expect(waiting.getByRole('row').filter({ hasText: note })).toHaveCount(0);
      await expect(main.getByRole('table', { name: 'Collected' }).getByRole('row').filter({ hasText: note })).toBeVisible();

      await oliviaPage.goto('/dashboard');
      await expect(parcels.getByRole('row').filter({ hasText: 'Small parcel' })).toHaveCount(1);
      await expect(parcels.getByRole('row').filter({ hasText: 'Perishable' })).toHaveCount(0);
    } finally {
      // A step that failed leaves nothing awaiting collection behind.
      const listed = await request.get(`${API}/developments/${RIVERSIDE}/parcels?collected=false`, { headers });
      const { parcels } = await answer<{ parcels: { id: string; note: string | null }[] }>(listed);
      for (const parcel of parcels.filter((each) => each.note === note)) {
        const collected = await request.put(`${API}/developments/${RIVERSIDE}/parcels/${parcel.id}`, { headers, data: { collected: true } });
        expect(collected.status(), await collected.text()).toBe(200);
      }
    }
  });
});
