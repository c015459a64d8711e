/**
 * The staff area's news against the real reference API and the demo data (docs/demo-data.md). Ada
 * Admin (global) writes an urgent item for Riverside Wharf in the rich-text editor (a bulleted list
 * and a paragraph with a link), sees it in the preview as residents will, saves, and finds it in the
 * list; Olivia Owner (Flat 1, Riverside Wharf) sees it on her dashboard with its Urgent badge, its
 * link and its list, and has a new urgent notification; Ada deletes it, which takes the item and
 * its notifications away, so the demo stays as it was (the suites that read Olivia's notifications
 * count them from the header, never a fixed number). axe (WCAG 2.2 AA, light and dark) on the form
 * with its preview. The delete runs however the test ends, through the API.
 */
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { putOnWorkerClock } from './clock';
import { expect, test } from './fixtures';
import { API, PORTAL } from './ports';

const NEWS = `/admin/${demoIds.riversideWharf}/news`;

test.describe('staff area: news', () => {
  // The editor's own chunk, axe in two schemes and two users: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('admin@ writes urgent news with a link and a list; Olivia sees it with its badge and a notification; admin@ deletes it', async ({ page, signInAs, request }) => {
    const title = `Lift out of service ${Date.now()}`;
    const admin = await signInAs('admin@example.com', page);
    const errors = collectErrors(page);
    let createdId: string | undefined;
    try {
      await page.goto(NEWS);
      await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
      await page.getByRole('link', { name: 'Add news' }).click();
      await expect(page).toHaveURL(new RegExp(`${NEWS}/new$`));
      await expect(page.getByRole('checkbox', { name: 'Riverside Wharf' })).toBeChecked();

      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('radio', { name: 'Urgent' }).check();
      const editor = page.getByRole('textbox', { name: 'Description' });
      await editor.click();
      // The list first and the link last: a key the editor handles itself (Enter) reads the selection
      // the editor last heard of, and a caret moved by the browser (End) is only heard of a moment later.
      await page.getByRole('button', { name: 'Bulleted list' }).click();
      await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
      // The toolbar gives the focus back to the text in the next frame.
      await expect(editor).toBeFocused();
      await page.keyboard.type('Use the stairs');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Ask the concierge for help with deliveries');
      await page.keyboard.press('Enter');
      // Enter in an empty item ends the list.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.type('The engineer has the ');
      await page.keyboard.type('Details');
      for (let step = 0; step < 'Details'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      const address = page.getByRole('textbox', { name: 'Link address' });
      await expect(address).toBeFocused();
      await address.fill('javascript:alert(1)');
      await address.press('Enter');
      await expect(page.getByText('Enter an address that starts with https://, http:// or mailto:')).toBeVisible();
      await address.fill('https://example.com/lift');
      await address.press('Enter');
      await expect(editor).toBeFocused();

      const preview = page.getByRole('region', { name: 'Preview' }).getByRole('article', { name: title });
      await expect(preview.getByText('Urgent', { exact: true })).toBeVisible();
      await expect(preview.getByRole('link', { name: 'Details' })).toHaveAttribute('href', 'https://example.com/lift');
      await expect(preview.getByRole('listitem')).toHaveText(['Use the stairs', 'Ask the concierge for help with deliveries']);
      await expectNoAxeViolations(page, 'the news form with its preview');

      const created = page.waitForResponse((response) => response.url() === `${API}/news` && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Save' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      createdId = ((await answer.json()) as { data: { news: { id: string } } }).data.news.id;
      await expect(page.getByText('News published.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${NEWS}$`));
      await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();

      // A browser of Olivia's own, on the same clock as the API's.
      const residentContext = await page.context().browser()!.newContext({ baseURL: PORTAL });
      await putOnWorkerClock(residentContext);
      const residentPage = await residentContext.newPage();
      try {
        await signInAs('owner@example.com', residentPage);
        await residentPage.goto('/dashboard');
        const item = residentPage.getByRole('article', { name: title });
        await expect(item.getByText('Urgent', { exact: true })).toBeVisible();
        await expect(item.getByRole('link', { name: 'Details' })).toHaveAttribute('href', 'https://example.com/lift');
        await expect(item.getByRole('listitem')).toHaveText(['Use the stairs', 'Ask the concierge for help with deliveries']);
        await residentPage.goto('/notifications');
        await expect(residentPage.getByRole('listitem').filter({ hasText: `Urgent news: ${title}` })).toContainText('Unread');
      } finally {
        await residentContext.close();
      }

      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete news' });
      await expect(dialog).toContainText('Delete this news item?');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('News deleted.')).toBeVisible();
      await expect(page.getByRole('link', { name: `Edit ${title}` })).toHaveCount(0);
      createdId = undefined;
      expect(errors).toEqual([]);
    } finally {
      if (createdId) await request.delete(`${API}/news/${createdId}`, { headers: { Authorization: `Bearer ${admin.authToken}` } });
    }
  });

  test('officer@ (sl3) uploads an image for news, adds it to the text, and removes it after a confirmation: its URL is gone', async ({ page, signInAs, request }) => {
    // A 1x1 PNG: the browser draws it 600 pixels wide before the upload.
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const name = `Bin store map ${Date.now()}`;
    const officer = await signInAs('officer@example.com', page);
    const errors = collectErrors(page);
    let uploadedUrl: string | null = null;
    try {
      await page.goto(`${NEWS}/new`);
      const images = page.getByRole('region', { name: 'Images for news and pages' });
      // The demo site plan (docs/demo-data.md) is there from the start.
      await expect(images.getByRole('listitem').filter({ hasText: 'Site plan' })).toHaveCount(1);

      await images.getByLabel('Image file').setInputFiles({ name: 'bins.png', mimeType: 'image/png', buffer: pixel });
      await images.getByRole('textbox', { name: 'Image name' }).fill(name);
      await images.getByRole('button', { name: 'Upload image' }).click();
      const mine = images.getByRole('listitem').filter({ hasText: name });
      await expect(mine).toHaveCount(1);
      uploadedUrl = await mine.locator('img').getAttribute('src');
      expect(uploadedUrl).toMatch(/\/files\/public\/cim-[0-9a-f-]+\.png$/);
      expect((await request.get(uploadedUrl!)).status()).toBe(200);

      await mine.getByRole('button', { name: 'Add to the text' }).click();
      const editor = page.getByRole('textbox', { name: 'Description' });
      await expect(editor.getByRole('img', { name })).toHaveAttribute('src', uploadedUrl!);
      await expectNoAxeViolations(page, 'the news form with its images');

      await mine.getByRole('button', { name: 'Remove image' }).click();
      const dialog = page.getByRole('dialog', { name: `Remove the image ${name}?` });
      await expect(dialog).toContainText('News items and pages that show it will show its name instead.');
      await dialog.getByRole('button', { name: 'Remove image' }).click();
      await expect(page.getByText('The image has been removed.')).toBeVisible();
      await expect(mine).toHaveCount(0);
      expect((await request.get(uploadedUrl!)).status()).toBe(404);
      uploadedUrl = null;
      expect(errors).toEqual([]);
    } finally {
      if (uploadedUrl) await request.delete(uploadedUrl, { headers: { Authorization: `Bearer ${officer.authToken}` } });
    }
  });
});
