/**
 * The development page for staff and residents against the real API and the demo data
 * (docs/demo-data.md): the tabs each role has (spec 2 §2, §6), the pages (articles) with their drafts
 * for staff only, the reports tab's access-log download (manager@, sl1), Change image (admin@),
 * and the developments list's pictures, which share one shape on a phone and on a desktop. Every
 * test starts signed in (the stored session). The image change is put back at the end: Elm Court's
 * seeded picture, drawn 600 wide by the browser before the change, is sent again (as a PNG; the
 * seeded file is an SVG, which the API does not take), so later tests see the same picture.
 */
import { readFile } from 'node:fs/promises';
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { API } from './ports';

// The machine running the suites is shared: the first load of a page may take more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const RIVERSIDE = demoIds.riversideWharf;
const ELM = demoIds.elmCourt;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Development sections' });
const tabNames = async (page: Page) => (await tabs(page).getByRole('link').allTextContents()).map((name) => name.trim());

/** Opens `path` and waits for the development's name as the h1. */
async function openDevelopment(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A picture the browser can decode: a 1200 by 300 PNG drawn in the page (so its width is resized to 600). */
async function widePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0b57d0';
    context.fillRect(0, 0, 1200, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** The size of the picture at `url` as the browser decodes it. */
async function naturalSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

/** The box of each picture in `list`: width over height. */
async function ratios(list: Locator): Promise<number[]> {
  const boxes = await Promise.all((await list.all()).map((image) => image.boundingBox()));
  return boxes.map((box) => box!.width / box!.height);
}

test.describe('the development page', () => {
  test('Olivia sees the published pages as tabs and no draft; the draft’s address is the 404 page', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs('owner@example.com');
    await openDevelopment(page, `/developments/${RIVERSIDE}/news`, 'Riverside Wharf');
    await expect.poll(() => tabNames(page)).toEqual(['News', 'Requests', 'Book facilities', 'Bin collection days', 'Gym rules']);
    await tabs(page).getByRole('link', { name: 'Bin collection days' }).click();
    await expect(page).toHaveURL(new RegExp(`/developments/${RIVERSIDE}/article/pst-riverside-bins$`));
    await expect(tabs(page).getByRole('link', { name: 'Bin collection days' })).toHaveAttribute('aria-current', 'page');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Bin collection days' })).toBeVisible();
    await expect(article.locator('strong', { hasText: 'Tuesdays' })).toBeVisible();
    await expectNoAxeViolations(page, 'a page (article) tab');
    await page.goto(`/developments/${RIVERSIDE}/article/pst-riverside-summer-party`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('admin@ sees the draft marked (draft), the customers and reports tabs, and no requests tab', async ({ page, signInAs }) => {
    await signInAs('admin@example.com');
    await openDevelopment(page, `/developments/${RIVERSIDE}/news`, 'Riverside Wharf');
    // The pages in the API's order, the latest changed first.
    await expect.poll(() => tabNames(page)).toEqual(['News', 'Customers', 'Reports', 'Summer party (draft)', 'Bin collection days', 'Gym rules']);
    await tabs(page).getByRole('link', { name: 'Summer party (draft)' }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 2, name: 'Summer party (draft)' })).toBeVisible();
    await page.goto(`/developments/${RIVERSIDE}/requests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // Staff land on their developments: the header has no Dashboard of theirs.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Developments' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('officer@ (sl3) has no reports tab, and its address is the 404 page for him', async ({ page, signInAs }) => {
    await signInAs('officer@example.com');
    await openDevelopment(page, `/developments/${RIVERSIDE}/news`, 'Riverside Wharf');
    await expect.poll(() => tabNames(page)).toEqual(['News', 'Customers', 'Summer party (draft)', 'Bin collection days', 'Gym rules']);
    await page.goto(`/developments/${RIVERSIDE}/reports`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('manager@ (sl1) downloads Riverside Wharf’s access log of the last 30 days as CSV', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs('manager@example.com');
    await openDevelopment(page, `/developments/${RIVERSIDE}/reports`, 'Riverside Wharf');
    await expect(tabs(page).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    const fromDate = await from.inputValue();
    const toDate = await to.inputValue();
    expect(Date.parse(toDate) - Date.parse(fromDate)).toBe(30 * 24 * 60 * 60 * 1000);
    await expectNoAxeViolations(page, 'the reports tab');

    // From after to: said on the field, nothing downloaded.
    await from.fill(toDate);
    await to.fill(fromDate);
    await page.getByRole('button', { name: 'Download access log' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The start date cannot be after the end date' })).toBeVisible();
    await from.fill(fromDate);
    await to.fill(toDate);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download access log' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Riverside Wharf access log ${fromDate} to ${toDate}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    // The API's CSV starts with a byte order mark (Excel reads UTF-8 names then).
    const rows = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Time,Name,E-mail,Event,Viewed by');
    expect(rows.length - 1).toBeGreaterThanOrEqual(20);
    expect(errors).toEqual([]);
  });

  test('admin@ changes Elm Court’s image: resized to 600 wide, and the header shows the new one', async ({ page, signInAs }) => {
    const { authToken } = await signInAs('admin@example.com');
    await openDevelopment(page, `/developments/${ELM}/news`, 'Elm Court');
    const header = page.getByRole('img', { name: 'Photo of Elm Court' });
    const original = (await header.getAttribute('src'))!;
    // The API removes the replaced file: Elm Court's picture as seeded, drawn 600 wide, kept to send back.
    const seeded = await page.evaluate(async (src) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = Math.round((image.naturalHeight * 600) / image.naturalWidth);
      canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }, original);
    try {
      await page.getByText('Change image', { exact: true }).click();
      await page.getByLabel('New image for Elm Court').setInputFiles({ name: 'courtyard.png', mimeType: 'image/png', buffer: await widePng(page) });
      await expectNoAxeViolations(page, 'Change image open');
      await page.getByRole('button', { name: 'Save image' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The image of Elm Court has been changed.' })).toBeVisible();
      await expect(header).not.toHaveAttribute('src', original);
      const changed = (await header.getAttribute('src'))!;
      expect(await naturalSize(page, changed)).toEqual({ width: 600, height: 150 });
      // The developments list reads the new one too.
      await page.goto('/developments');
      await expect(page.locator(`img[src="${changed}"]`)).toHaveCount(1);
    } finally {
      const restored = await page.request.put(`${API}/developments/${ELM}`, {
        headers: { Authorization: `Bearer ${authToken}` },
        data: { picture: { fileName: 'elm-court.png', content: seeded } },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});

test.describe('the developments list’s pictures', () => {
  for (const [name, viewport] of [
    ['a phone (390 by 844)', { width: 390, height: 844 }],
    ['a desktop (1280 by 900)', { width: 1280, height: 900 }],
  ] as const) {
    test(`share one shape on ${name}, whatever the tile’s size`, async ({ page, signInAs }) => {
      await page.setViewportSize(viewport);
      await signInAs('admin@example.com');
      await page.goto('/developments');
      const pictures = page.getByRole('main').locator('.shell-tile__image');
      await expect(pictures).toHaveCount(3);
      const found = await ratios(pictures);
      for (const ratio of found) expect(ratio).toBeCloseTo(found[0]!, 1);
    });
  }
});
