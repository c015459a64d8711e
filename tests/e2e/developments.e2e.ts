/**
 * The developments pages of the portal shell against the real API and the demo data
 * (docs/demo-data.md): /developments (tiles, search, straight to a lone development), the development
 * detail's news and requests tabs, the picker, the 404 cases, and the dashboard's My developments.
 * Accounts sign in through the API (the sign-in pages have their own suite, shell.e2e.ts); the
 * tokens go where core/session keeps them, so the portal starts signed in. axe (WCAG 2.2 AA, light
 * and dark) on the list, the news tab and the requests tab.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page, type SignInAs } from './fixtures';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { API } from './ports';
import type { StoredSession } from './shell-support';

// The machine running the suites is shared: the dashboard's four loads may take more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The account's developments by name, as the API answers them. */
async function developmentIds(request: APIRequestContext, session: StoredSession): Promise<Record<string, string>> {
  const response = await request.get(`${API}/developments`, { headers: { Authorization: `Bearer ${session.authToken}` } });
  expect(response.ok()).toBe(true);
  const { developments } = ((await response.json()) as { data: { developments: { id: string; name: string }[] } }).data;
  return Object.fromEntries(developments.map((development) => [development.name, development.id]));
}

/** Opens the portal signed in as `email`, the chrome answered; answers its developments by name. */
async function startSignedIn(page: Page, signInAs: SignInAs, email: string): Promise<Record<string, string>> {
  return developmentIds(page.request, await signInAs(email));
}

/** Opens `path` and waits for its h1. */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const tiles = (page: Page) => page.getByRole('main').getByRole('listitem');

test.describe('developments', () => {
  test('owner: the tiles, the search, the news and requests tabs, the picker, and the 404 cases', async ({ page, signInAs }) => {
    // Three axe passes in two schemes and several pages on a shared machine.
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const ids = await startSignedIn(page, signInAs, 'owner@example.com');
    const riverside = ids['Riverside Wharf']!;
    const elm = ids['Elm Court']!;
    expect(Object.keys(ids).sort()).toEqual(['Elm Court', 'Riverside Wharf']);

    await openPage(page, '/dashboard', 'Dashboard');
    // The header links to the list; the dashboard lists the developments.
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Developments' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'My developments' });
    await expect(mine.getByRole('link', { name: 'Elm Court' })).toHaveAttribute('href', `/developments/${elm}/news`);
    await mine.getByRole('link', { name: 'View all developments' }).click();

    await expect(page).toHaveURL(/\/developments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Developments' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Riverside Wharf' })).toHaveAttribute('href', `/developments/${riverside}/news`);
    await expect(page.getByRole('link', { name: 'Elm Court' })).toHaveAttribute('href', `/developments/${elm}/news`);
    // spec 1 §2: the first tile large, the second medium (in the API's order).
    await expect(tiles(page).first()).toHaveClass(/shell-tile--large/);
    await expect(tiles(page).nth(1)).toHaveClass(/shell-tile--medium/);
    await expectNoAxeViolations(page, 'the developments list');

    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('elm');
    await expect(tiles(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Elm Court' })).toBeVisible();
    await search.fill('nowhere');
    await expect(page.getByText('No developments found')).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await search.fill('');
    await expect(tiles(page)).toHaveCount(2);

    // The whole tile is the link: a click on the address opens the development too.
    // (Playwright's own click refuses an element covered by another, which is the point here.)
    const address = await tiles(page).filter({ hasText: 'Riverside Wharf' }).locator('.shell-tile__address').boundingBox();
    expect(address).not.toBeNull();
    await page.mouse.click(address!.x + address!.width / 2, address!.y + address!.height / 2);
    await expect(page).toHaveURL(new RegExp(`/developments/${riverside}/news$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Wharf' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Development sections' });
    await expect(tabs.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    // Riverside Wharf's seeded news (at least 6, five shown at a time).
    await expect(page.getByRole('main').getByRole('region', { name: 'News' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    await expectNoAxeViolations(page, 'the news tab');

    await tabs.getByRole('link', { name: 'Requests' }).click();
    await expect(page).toHaveURL(new RegExp(`/developments/${riverside}/requests$`));
    await expect(tabs.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'My requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Raise request' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the requests tab');

    // The picker keeps the tab.
    await page.getByRole('combobox', { name: 'Choose a development' }).selectOption({ label: 'Elm Court' });
    await page.getByRole('button', { name: 'Show development' }).click();
    await expect(page).toHaveURL(new RegExp(`/developments/${elm}/requests$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Elm Court' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Choose a development' })).toHaveValue(elm);

    // A tab her role does not have (customers: staff only) and a development that is not hers are the 404 page.
    await page.goto(`/developments/${elm}/customers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/developments/dev-nobodys/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('downgraded: the one development (Harbour Lofts) opens straight away', async ({ page, signInAs }) => {
    const ids = await startSignedIn(page, signInAs, 'downgraded@example.com');
    expect(Object.keys(ids)).toEqual(['Harbour Lofts']);
    await openPage(page, '/developments', 'Harbour Lofts');
    await expect(page).toHaveURL(new RegExp(`/developments/${ids['Harbour Lofts']!}/news$`));
    // No picker for a single development.
    await expect(page.getByRole('combobox', { name: 'Choose a development' })).toHaveCount(0);
  });

  test('admin: every development', async ({ page, signInAs }) => {
    await startSignedIn(page, signInAs, 'admin@example.com');
    await openPage(page, '/developments', 'Developments');
    await expect(tiles(page)).toHaveCount(3);
    for (const name of ['Riverside Wharf', 'Elm Court', 'Harbour Lofts']) await expect(page.getByRole('link', { name })).toBeVisible();
  });
});
