/**
 * Tasks in the staff area, against the real reference API and the demo data (docs/demo-data.md, other
 * records: Riverside Wharf's three tasks). Ada Admin adds a task with a file to Riverside Wharf,
 * finds it under Open in the list, moves it Open → In progress → Done from its page (each change
 * in its feed), downloads the file with her token, and deletes it after the confirmation. The test
 * works on the task it creates and deletes it (through the API too if a step fails), so the demo
 * tasks other suites rely on stay as they were.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test } from './fixtures';
import { API } from './ports';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const RIVERSIDE = demoIds.riversideWharf;
const FILE_TEXT = 'Gate: two coats of green.';

test.describe('staff area: tasks', () => {
  test('Ada adds a task with a file, moves it Open → In progress → Done, downloads the file and deletes it', async ({ page, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const title = `Paint the gate ${randomUUID().slice(0, 8)}`;
    let taskId: string | null = null;
    try {
      await signInAs(ADMIN);
      await page.goto(`/admin/${RIVERSIDE}/tasks`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
      // The demo tasks, one per status.
      await expect(main.getByRole('link', { name: 'Lift B inspection' })).toBeVisible();

      await main.getByRole('link', { name: 'Add task' }).click();
      await main.getByRole('textbox', { name: 'Title' }).fill(title);
      await main.getByRole('textbox', { name: 'Description' }).fill('Before the spring inspection.');
      await main.getByLabel('Due date', { exact: false }).fill('2026-12-15');
      await main.getByLabel('Attach files').setInputFiles({ name: 'paint.txt', mimeType: 'text/plain', buffer: Buffer.from(FILE_TEXT) });
      await expect(main.getByRole('button', { name: 'Remove paint.txt' })).toBeVisible();
      await expectNoAxeViolations(page, 'the new task form, filled');
      await main.getByRole('button', { name: 'Add task' }).click();

      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      taskId = new URL(page.url()).pathname.split('/').pop() ?? null;
      const feed = main.getByRole('region', { name: 'Feed' });
      await expect(feed.getByText('Task created')).toBeVisible();
      await expect(feed.getByText('File added: paint.txt')).toBeVisible();

      // In the list, under Open, with its due date and file.
      await main.getByRole('link', { name: 'All tasks' }).click();
      const openTasks = main.getByRole('region', { name: /^Open/ });
      const item = openTasks.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(item).toContainText('Due 15/12/2026');
      await expect(item).toContainText('1 file');
      await item.getByRole('link', { name: title }).click();

      // Open → In progress → Done, each change in the feed.
      await main.getByRole('button', { name: 'Move to In progress' }).click();
      await expect(feed.getByText('Status changed from Open to In progress')).toBeVisible();
      await main.getByRole('button', { name: 'Move to Done' }).click();
      await expect(feed.getByText('Status changed from In progress to Done')).toBeVisible();
      await expect(main.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
      // Dismissed first: axe would measure the snackbar's contrast while it fades in.
      const moved = page.locator('.portico-snackbar').filter({ hasText: 'Task moved to Done.' });
      await moved.getByRole('button', { name: 'Dismiss' }).click();
      await expect(moved).toHaveCount(0);
      await expectNoAxeViolations(page, 'a done task with its feed');

      // The file, downloaded with Ada's token under its own name.
      const downloading = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Download paint.txt' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('paint.txt');
      expect(await readFile((await download.path())!, 'utf8')).toBe(FILE_TEXT);

      // Delete, after the confirmation: back at the list, without it.
      await main.getByRole('button', { name: 'Delete task' }).click();
      const confirm = page.getByRole('dialog', { name: `Delete ${title}?` });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${RIVERSIDE}/tasks$`));
      await expect(main.getByRole('link', { name: 'Lift B inspection' })).toBeVisible();
      await expect(main.getByRole('link', { name: title })).toHaveCount(0);
      taskId = null;
    } finally {
      if (taskId) {
        const { authToken } = await storedSessions.of(ADMIN);
        await request.delete(`${API}/tasks/${taskId}`, { headers: { Authorization: `Bearer ${authToken}` } });
      }
    }
  });
});
