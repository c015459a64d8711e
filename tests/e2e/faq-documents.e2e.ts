/**
 * The FAQ and the documents of the portal shell against the real API and the demo data
 * (docs/demo-data.md), as Olivia Owner: the FAQ searched for a word only an answer holds (parking),
 * its match announced and open, an entry opened by keyboard; a document opened from a news item
 * (the download's name and content); a library address landing on its documents folder, the
 * development page's Documents card and a file downloaded from the documents page. axe (WCAG 2.2
 * AA, light and dark) on the FAQ and the documents page. Starts signed in (`signInAs`).
 */
import { readFile } from 'node:fs/promises';
import { demoIds } from '../../core/schemas/demo-ids';
import { expect as baseExpect, test, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';

// The machine running the suites is shared: the pages' loads may take more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const OWNER = 'owner@example.com';
const RIVERSIDE = demoIds.riversideWharf;

/**
 * Runs `click` and answers the download it starts: its suggested name and its content as text (the
 * demo files are one-page PDFs of plain text).
 */
async function downloadByClicking(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: (await readFile(await download.path())).toString('latin1') };
}

test.describe('FAQ and documents', () => {
  test('FAQ: a word only an answer holds finds its entry, open; entries open by keyboard', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await signInAs(OWNER);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page).toHaveTitle(/FAQ/);
    const entries = page.locator('details');
    await expect(entries.first()).toBeVisible();
    // A customer sees the entries for both and for customers, none of the admins'.
    await expect(page.getByText('How do I publish news for a development?')).toHaveCount(0);
    expect(await page.getByRole('main').locator('summary').filter({ hasText: /parking/i }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the FAQ');

    // The keyboard opens and closes an entry (a native details element).
    const first = page.locator('summary').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(entries.first()).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(entries.first()).not.toHaveAttribute('open', '');

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('parking');
    await expect(page.getByRole('status').filter({ hasText: /question/ })).toHaveText('Found 1 question');
    await expect(entries).toHaveCount(1);
    const match = entries.first();
    await expect(match.locator('summary')).toHaveText('Can my visitors stay overnight?');
    await expect(match).toHaveAttribute('open', '');
    await expect(match.getByText(/visitor parking bays/)).toBeVisible();
    await expectNoAxeViolations(page, 'the FAQ, a search found');

    await search.fill('swimming pool');
    await expect(page.getByText('No matching questions found.')).toBeVisible();
    await expect(entries).toHaveCount(0);

    // An entry closed in the same moment as a search: its toggle event comes a task later, and
    // must not close the match.
    await search.fill('');
    await first.click();
    await expect(entries.first()).toHaveAttribute('open', '');
    await page.evaluate(() => {
      document.querySelector('summary')?.click();
      const input = document.querySelector<HTMLInputElement>('input[type=search]');
      if (!input) throw new Error('no search box');
      input.value = 'parking';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(entries).toHaveCount(1);
    await expect(match).toHaveAttribute('open', '');
    expect(errors).toEqual([]);
  });

  test('a document opens from a news item: its name and content', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs(OWNER);
    await page.goto(`/developments/${RIVERSIDE}/news`);
    const item = page.getByRole('article', { name: 'Lift refurbishment' });
    await expect(item.getByRole('heading', { name: 'Attached files' })).toBeVisible();
    const link = item.getByRole('link', { name: 'Lift inspection report.pdf' });
    // Another tab opens the file's folder in the documents page.
    await expect(link).toHaveAttribute('href', `/documents/${RIVERSIDE}?file=${demoIds.liftInspection}`);
    const file = await downloadByClicking(page, () => link.click());
    expect(file.name).toBe('Lift inspection report.pdf');
    expect(file.text.startsWith('%PDF-1.4')).toBe(true);
    expect(file.text).toContain('Lift B: refurbishment recommended.');
    await expect(page).toHaveURL(new RegExp(`/developments/${RIVERSIDE}/news$`));
    expect(errors).toEqual([]);
  });

  test('a library address lands on its documents folder; the Documents card and a download from the page', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await signInAs(OWNER);
    await page.goto(`/library/${RIVERSIDE}/${demoIds.riversideAccounts}`);
    await expect(page).toHaveURL(new RegExp(`/documents/${RIVERSIDE}/${demoIds.riversideAccounts}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Documents: Riverside Wharf' })).toBeVisible();
    const folder = (name: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: name }) });
    await expect(folder('Accounts')).toHaveAttribute('open', '');
    await expect(folder('Building safety')).not.toHaveAttribute('open', '');
    await expect(folder('Accounts').getByRole('button', { name: 'Service charge accounts.pdf' })).toBeVisible();
    await expectNoAxeViolations(page, 'the documents, a folder open');

    // The development page's Documents card: a tile per folder, to its library address.
    await page.goto(`/developments/${RIVERSIDE}/news`);
    const card = page.getByRole('region', { name: 'Documents' });
    await expect(card.getByRole('link', { name: 'Building safety' })).toHaveAttribute('href', `/library/${RIVERSIDE}/${demoIds.riversideBuildingSafety}`);
    await expect(card.getByText('2 files')).toBeVisible();
    await card.getByRole('link', { name: 'Building safety' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${RIVERSIDE}/${demoIds.riversideBuildingSafety}$`));
    await expect(folder('Building safety')).toHaveAttribute('open', '');

    const file = await downloadByClicking(page, () => folder('Building safety').getByRole('button', { name: 'Fire risk assessment.pdf' }).click());
    expect(file.name).toBe('Fire risk assessment.pdf');
    expect(file.text).toContain('Fire risk assessment, common parts');
    expect(errors).toEqual([]);
  });
});
