/**
 * The news on the agent website (examples/agent-website, /news/), as a demo owner meets it:
 * signed in through the element's compact sign-in, under the site's strict
 * Content-Security-Policy. The seeded news of Olivia Owner's developments (Riverside Wharf and Elm
 * Court) newest first, five at a time; search and the category narrowing the list; a highlighted
 * item (?highlightNewsId=) scrolled into view and View all news back to the list; a missing id's
 * text; axe in every state, light and dark; no CSP violation. Each worker starts the
 * reference API (fresh data) and the site (tests/e2e/servers.ts).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNavigatedTo, expectNoAxeViolations, expectNoCspViolations, expectSignedOut, open, PASSWORD, signIn } from './agent-website-support';
import { API, SITE } from './ports';

test.use({ baseURL: SITE });

const OWNER = 'owner@example.com';

interface Item {
  id: string;
  title: string;
  category: string;
  createdAt: string;
}

/** Olivia Owner's news, asked of the API itself: her developments, then POST /news/filter. */
async function ownersNews(page: Page): Promise<Item[]> {
  const login = await page.request.post(`${API}/user/login`, { data: { method: 'password', email: OWNER, password: PASSWORD } });
  const { authToken } = ((await login.json()) as { data: { authToken: string } }).data;
  const headers = { Authorization: `Bearer ${authToken}` };
  const developments = (await (await page.request.get(`${API}/developments`, { headers })).json()) as { data: { developments: { id: string }[] } };
  const answer = await page.request.post(`${API}/news/filter`, {
    headers,
    data: { developmentUUIDs: developments.data.developments.map((development) => development.id) },
  });
  return ((await answer.json()) as { data: { news: Item[] } }).data.news;
}

const titles = (news: Locator) => news.locator('[part~="item"] [part="title"]').allTextContents();

async function signedInNews(page: Page, path: string): Promise<Locator> {
  await open(page, path);
  await expect(page).toHaveTitle('News | Harbour & Wharf Property Management');
  const news = page.locator('portico-news');
  await expectSignedOut(news);
  await expectNoAxeViolations(page, 'news, signed out');
  await signIn(news, OWNER);
  await expect(news.locator('[part~="item"], [part="not-found"]').first()).toBeVisible();
  return news;
}

test.describe('news on the agent website', () => {
  test('the seeded news newest first, five at a time; search and category narrow it', async ({ page }) => {
    const errors = collectErrors(page);
    const seeded = await ownersNews(page);
    expect(seeded.length).toBeGreaterThan(5);
    const times = seeded.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const news = await signedInNews(page, '/news/');
    await expect.poll(() => titles(news)).toEqual(seeded.slice(0, 5).map((item) => item.title));
    await expect(news.getByRole('status').filter({ hasText: 'news items' })).toHaveText(`Showing 5 of ${seeded.length} news items`);
    await expect(news.locator('[part~="badge-urgent"]').first()).toHaveText('Urgent');
    await expect(news.getByRole('img', { name: 'Picture of Manny Manager' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'news list');

    await news.getByRole('button', { name: 'Show more news' }).click();
    await expect.poll(() => titles(news)).toEqual(seeded.slice(0, 10).map((item) => item.title));

    // Search: "WATER" in any case, in a title or a description.
    const search = news.getByRole('searchbox', { name: 'Search news' });
    await search.fill('WATER');
    const water = seeded.filter((item) => /water/i.test(item.title) || /water/i.test(JSON.stringify(item)));
    await expect(news.locator('[part~="item"]')).toHaveCount(Math.min(5, water.length));
    await expect(news.locator('[part~="item"]').first()).toContainText('Water shut-off on Thursday');
    await expectNoAxeViolations(page, 'news search results');

    // The documents an item links (seeded on the AGM news): their names, as the page gives no file-href.
    await search.fill('annual general');
    await expect(news.locator('[part~="item"]')).toHaveCount(1);
    await expect(news.locator('[part~="item"] [part="file"]')).toHaveText(['AGM agenda.pdf', 'Meetings']);

    // Category combined with the search, then a search with no results.
    const category = news.getByRole('combobox', { name: 'Category' });
    await search.fill('');
    await category.selectOption('important');
    const important = seeded.filter((item) => item.category === 'important');
    await expect.poll(() => titles(news)).toEqual(important.slice(0, 5).map((item) => item.title));
    await search.fill('lift');
    await expect.poll(() => titles(news)).toEqual(['Lift refurbishment']);
    await category.selectOption('urgent');
    await expect(news.getByRole('status').filter({ hasText: 'No items found' })).toBeVisible();
    await expectNoAxeViolations(page, 'news, no search results');

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('a highlighted item scrolls into view; View all news shows the list again; a missing id says so', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    const seeded = await ownersNews(page);
    const oldest = seeded.at(-1)!;
    await page.setViewportSize({ width: 1000, height: 500 });
    // Signing in through the element is the test above's; this one starts signed in.
    await signInAs(OWNER);
    await open(page, `/news/?highlightNewsId=${encodeURIComponent(oldest.id)}`);
    const news = page.locator('portico-news');
    const item = news.locator('[part~="highlighted"]');
    await expect(item).toBeVisible();
    await expect(item.locator('[part="title"]')).toHaveText(oldest.title);
    await expect(news.locator('[part~="item"]')).toHaveCount(1);
    await expect(item).toBeInViewport();
    await expect(item).toBeFocused();
    await expectNoAxeViolations(page, 'news, highlighted item');

    await news.getByRole('button', { name: 'View all news' }).click();
    await expect(news.locator('[part~="item"]')).toHaveCount(5);
    await expect(page).toHaveURL(`${SITE}/news/`);
    await expect(news.getByRole('searchbox', { name: 'Search news' })).toBeFocused();

    // The browser's Back brings the item back.
    await page.goBack();
    await expect(news.locator('[part~="highlighted"] [part="title"]')).toHaveText(oldest.title);

    // A title link opens that item alone (the page follows it: no host routes here).
    await news.getByRole('button', { name: 'View all news' }).click();
    await news.getByRole('link', { name: seeded[1]!.title }).click();
    await expectNavigatedTo(page, `${SITE}/news/?highlightNewsId=${seeded[1]!.id}`);
    await expect(page.locator('portico-news [part~="highlighted"] [part="title"]')).toHaveText(seeded[1]!.title);

    await open(page, '/news/?highlightNewsId=nws-does-not-exist');
    const missing = page.locator('portico-news');
    await expect(missing.locator('[part="not-found"]')).toHaveText('This news item could not be found. It may have been removed.');
    await expect(missing.getByRole('button', { name: 'View all news' })).toBeVisible();
    await expectNoAxeViolations(page, 'news, highlighted item not found');
    await missing.getByRole('button', { name: 'View all news' }).click();
    await expect(missing.locator('[part~="item"]')).toHaveCount(5);

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });
});
