/**
 * The portal on a phone (390 by 844 CSS pixels): every page of the shell, as an account that sees
 * it, with the chrome that asks (the cookie banner, the feedback tab) left to show itself. On each
 * page, scrolled from top to bottom, no fixed or sticky element covers a control or text of the
 * page, and the header is one line: the links, the name and Sign out are behind the Menu button.
 * One test per account walks its routes, starting signed in (the stored session).
 */
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors } from './agent-website-support';
import { expect, test, type Page } from './fixtures';
import { API } from './ports';
import { answer, quietChrome } from './shell-support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The header's height on a phone: the bar of one 44px control row (179px before the menu). */
const PHONE_HEADER_MAX_HEIGHT = 64;

/**
 * Before every load, the chrome asks again: no cookie answer and the feedback tab not hidden, so
 * both are on the pages they would be on for a new visitor. The chrome's dialogs stay answered:
 * a modal dialog covers the page by design.
 */
async function chromeAsks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.removeItem('portico.cookieConsent');
    localStorage.removeItem('portico.feedbackTab');
  });
}

/**
 * What a fixed or sticky element covers on the page, scrolling from the top to the bottom in
 * half-screen steps: every control and piece of text whose box meets such an element's box where
 * that element is the topmost thing painted (`elementFromPoint`), so an element layered under the
 * content, or one that lets clicks through and paints nothing there, does not count.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    // A modal dialog (the charges' detail on a phone) is on top of everything by design, and the
    // page under it is inert: then only what is in the dialog can be covered.
    const modal = document.querySelector('dialog:modal');
    const fixed = Array.from(document.querySelectorAll('body *')).filter((element) => element !== modal && ['fixed', 'sticky'].includes(getComputedStyle(element).position));
    if (fixed.length === 0) return [];
    const controls = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const bottom = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(bottom, y + Math.floor(innerHeight / 2))) {
      scrollTo(0, y);
      await nextFrame();
      const targets: { what: string; rect: DOMRect; element: Element }[] = [];
      for (const element of document.querySelectorAll(controls)) {
        for (const rect of element.getClientRects()) targets.push({ what: name(element), rect, element });
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || !node.parentElement) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) targets.push({ what: `text "${text.slice(0, 40)}"`, rect, element: node.parentElement });
      }
      for (const cover of fixed) {
        const box = cover.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        for (const { what, rect, element } of targets) {
          // Visually hidden text (1px, clipped) and hidden parts are nobody's to cover.
          if (cover.contains(element) || (modal && !modal.contains(element)) || rect.width < 2 || rect.height < 2 || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const left = Math.max(box.left, rect.left);
          const right = Math.min(box.right, rect.right);
          const top = Math.max(box.top, rect.top, 0);
          const end = Math.min(box.bottom, rect.bottom, innerHeight);
          if (right - left < 1 || end - top < 1) continue;
          const topmost = document.elementFromPoint((left + right) / 2, (top + end) / 2);
          if (topmost && cover.contains(topmost)) problems.add(`${name(cover)} covers ${what} (scrolled to ${y})`);
        }
      }
      if (y >= bottom) break;
    }
    scrollTo(0, 0);
    return [...problems];
  });
}

/** Opens `path`, waits for its heading and its loads, and checks the header and what the fixed elements cover. */
async function checkPage(page: Page, path: string, signedIn: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first(), `${path} shows its page`).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (signedIn) await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height, `the header's height on ${path}`).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT);
  expect(await coveredContent(page), `fixed or sticky elements over the content of ${path}`).toEqual([]);
}

/** Every page each account opens: the shell's routes (shell/routes.ts), with the demo records. */
const ROUTES = {
  'owner@example.com': [
    '/dashboard',
    `/dashboard?highlightNewsId=nws-unknown`,
    '/developments',
    `/developments/${demoIds.riversideWharf}/news`,
    `/developments/${demoIds.riversideWharf}/requests`,
    `/developments/${demoIds.riversideWharf}/book-facilities`,
    '/premises',
    `/premises/${demoIds.flat1}`,
    '/charges',
    `/charges/${demoIds.flat1}`,
    `/charges/${demoIds.flat1ServiceCharge}/statement`,
    '/requests',
    `/requests/${demoIds.leakTicket}`,
    `/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}`,
    '/notifications',
    '/settings',
    '/settings/privacy-preferences',
    '/faq',
    '/documents',
    `/documents/${demoIds.riversideWharf}`,
    '/no/such/page',
  ],
  'subtenant@example.com': ['/dashboard', '/requests', `/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}&bookingId=${demoIds.samGymBooking}`],
  'admin@example.com': [
    '/developments',
    `/developments/${demoIds.riversideWharf}/news`,
    `/developments/${demoIds.riversideWharf}/customers`,
    `/developments/${demoIds.riversideWharf}/reports`,
    '/dashboard',
    '/requests',
    '/changelog',
    '/faq',
    '/notifications',
    '/settings',
    '/admin',
    `/admin/${demoIds.riversideWharf}/facilities/${demoIds.gym}`,
    `/admin/${demoIds.riversideWharf}/bookings`,
    `/admin/${demoIds.riversideWharf}/groups/${demoIds.guestSuiteUsers}`,
  ],
  'client@example.com': ['/client', '/notifications', '/settings'],
} as const;

/** The pages for everyone, signed out. */
const PUBLIC_ROUTES = [
  '/signin',
  '/signin/forgot-password',
  '/signup/1',
  '/reset-password/phone-check-token',
  `/notification-preferences/${demoIds.notificationPreferences}`,
  '/no/such/page',
];

test.describe('on a phone (390 by 844)', () => {
  test('signed out: the public pages; nothing fixed covers them', async ({ page }) => {
    await quietChrome(page);
    await chromeAsks(page);
    const errors = collectErrors(page);
    for (const path of PUBLIC_ROUTES) await checkPage(page, path, false);
    expect(errors).toEqual([]);
  });

  test('Olivia: the header is one line with a Menu disclosure; on every page nothing fixed covers the content', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    await chromeAsks(page);
    const errors = collectErrors(page);
    await checkPage(page, '/dashboard', true);
    await expect(page.getByRole('region', { name: 'Cookies on the portal' })).toBeVisible();

    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    const links = banner.getByRole('navigation', { name: 'Main navigation' });
    await expect(links).toBeHidden();
    await expect(banner.getByText('Olivia Owner')).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(links.getByRole('link', { name: 'Charges' })).toBeVisible();
    await expect(banner.getByText('Olivia Owner')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(links).toBeHidden();
    // A link chosen in the menu opens its page and folds the menu away.
    await menu.click();
    await links.getByRole('link', { name: 'Charges' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Charges' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    for (const path of ROUTES['owner@example.com']) await checkPage(page, path, true);
    expect(errors).toEqual([]);
  });

  test('Sam: the feedback tab ends the page instead of covering it', async ({ page, signInAs }) => {
    // Sam, whom no suite lets answer the feedback box, so the tab is there to be checked.
    await signInAs('subtenant@example.com');
    await chromeAsks(page);
    const errors = collectErrors(page);
    for (const path of ROUTES['subtenant@example.com']) {
      await checkPage(page, path, true);
      await expect(page.getByRole('complementary', { name: 'Feedback' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  for (const account of ['admin@example.com', 'client@example.com'] as const) {
    test(`${account}: on every page nothing fixed covers the content`, async ({ page, request, signInAs }) => {
      const { authToken } = await signInAs(account);
      await chromeAsks(page);
      const errors = collectErrors(page);
      for (const path of ROUTES[account]) await checkPage(page, path, true);
      if (account === 'client@example.com') {
        // A request of the client's developments (not one of Olivia's own).
        const tickets = await answer<{ tickets: { id: string }[] }>(await request.get(`${API}/tickets?limit=1&offset=0`, { headers: { Authorization: `Bearer ${authToken}` } }));
        expect(tickets.tickets[0], 'a request the client sees').toBeDefined();
        await checkPage(page, `/client/requests/${tickets.tickets[0]!.id}`, true);
      }
      expect(errors).toEqual([]);
    });
  }
});
