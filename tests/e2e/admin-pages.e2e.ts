/**
 * A development's pages (articles) as their staff edit them, against the real reference API and
 * the demo data (spec 2 §2, §4, §5, §6): Ada Admin (global) adds a page to Riverside Wharf in the
 * side panel, a draft by default, marked (draft) on its tab for her; Olivia Owner sees no such tab
 * and its address is the 404 page; once Ada publishes it Olivia sees its tab and opens it; Ada
 * deletes it after its confirmation. The test works on a page it creates itself and deletes (the
 * API deletes it at the end should a step fail), so the demo pages stay as they were.
 */
import { randomUUID } from 'node:crypto';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test, type Page } from './fixtures';
import { API } from './ports';

// A shared two-core machine: the staff chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const OWNER = 'owner@example.com';
const RIVERSIDE = demoIds.riversideWharf;
const NEWS = `/developments/${RIVERSIDE}/news`;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Development sections' });

/** Opens `path` and waits for the development's name as the h1. */
async function openRiverside(page: Page, path = NEWS): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Wharf' })).toBeVisible();
}

test.describe('development page: pages (articles) for their staff', () => {
  test('Ada adds a draft page, Olivia cannot see it until Ada publishes it, then Ada deletes it', async ({ page, context, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const title = `Lift servicing ${randomUUID().slice(0, 8)}`;
    const draftTitle = `${title} (draft)`;
    let pagePath: string | null = null;
    try {
      await signInAs(ADMIN);
      await openRiverside(page);
      await page.getByRole('button', { name: 'Add page' }).click();
      const panel = page.getByRole('dialog', { name: 'Add page' });
      await expect(panel.getByRole('radio', { name: 'No' })).toBeChecked();
      await panel.getByRole('textbox', { name: 'Title' }).fill(title);
      await panel.getByRole('textbox', { name: 'Description' }).fill('The lift is serviced on Monday mornings.');
      await expectNoAxeViolations(page, 'the add page panel');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/developments/${RIVERSIDE}/article/[^/]+$`));
      pagePath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 2, name: draftTitle })).toBeVisible();
      await expect(tabs(page).getByRole('link', { name: draftTitle })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('The lift is serviced on Monday mornings.')).toBeVisible();

      // Olivia, a resident, never sees a draft: no tab, and its address is the 404 page.
      const olivia = await context.newPage();
      await signInAs(OWNER, olivia);
      await openRiverside(olivia);
      await expect(tabs(olivia).getByRole('link', { name: 'Bin collection days' })).toBeVisible();
      await expect(tabs(olivia).getByRole('link', { name: title })).toHaveCount(0);
      await olivia.goto(pagePath);
      await expect(olivia.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

      // Ada publishes it.
      await page.getByRole('button', { name: 'Edit page' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit page' });
      await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
      await edit.getByRole('radio', { name: 'Yes' }).check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(tabs(page).getByRole('link', { name: title, exact: true })).toBeVisible();

      // Now Olivia sees its tab and opens it.
      await openRiverside(olivia);
      await tabs(olivia).getByRole('link', { name: title, exact: true }).click();
      await expect(olivia).toHaveURL(new RegExp(`${pagePath}$`));
      await expect(olivia.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(olivia.getByRole('button', { name: 'Edit page' })).toHaveCount(0);

      // Ada deletes it after the confirmation naming it.
      await page.getByRole('button', { name: 'Delete page' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete page' });
      await expect(confirm.getByText(`Delete the page ${title}?`)).toBeVisible();
      await expectNoAxeViolations(page, 'the delete page confirmation');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${NEWS}$`));
      await expect(tabs(page).getByRole('link', { name: title })).toHaveCount(0);
      pagePath = null;
      await openRiverside(olivia);
      await expect(tabs(olivia).getByRole('link', { name: title })).toHaveCount(0);
    } finally {
      if (pagePath) {
        const postId = pagePath.split('/').pop() ?? '';
        const { authToken } = await storedSessions.of(ADMIN);
        await request.delete(`${API}/developments/${RIVERSIDE}/posts/${postId}`, { headers: { Authorization: `Bearer ${authToken}` } });
      }
    }
  });
});
