/**
 * The portal on a phone (390 by 844 CSS pixels, under mobile emulation): every page of the shell,
 * as each account the shell's guards show it to, with the chrome that asks (the cookie banner,
 * the feedback tab) left to show itself, and the dialogs a resident or a staff member opens there.
 * On each page, scrolled from top to bottom, no fixed or sticky element covers a control or text
 * of the page, the header is one line (the links, the name and Sign out are behind the Menu
 * button), and nothing scrolls sideways: not the page, not a part of it, nothing in a dialog.
 * The pages come from the shell's route records (shell/routes.ts), so a new page is checked here
 * as soon as it has a route.
 */
import { createRouter } from '@nanostores/router';
import { demoIds } from '../../core/schemas/demo-ids';
import { ADMIN_SECTIONS } from '../../shell/admin/paths';
import { demoGuardSession } from '../../shell/demo-accounts.test-support';
import { DEVELOPMENT_PAGE_TABS } from '../../shell/pages/developments';
import { decide, ROUTE_RECORDS, ROUTES, type RouteName } from '../../shell/routes';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { expect, test, type Locator, type Page } from './fixtures';
import { API } from './ports';
import { quietChrome } from './shell-support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

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

/**
 * What scrolls sideways on the phone: the page wider than the screen, a part of it that scrolls
 * sideways inside its box (a table whose last columns sit off screen), and in an open dialog
 * anything that reaches past either edge of the screen (its Close button off screen). Shadow
 * roots are searched too. Under mobile emulation a page wider than the screen widens the visual
 * viewport (`innerWidth`) with it, so the screen's width is the layout viewport's, `clientWidth`.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.getAttribute('part') ?? (typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '');
      return `${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screenWidth) problems.push(`the page is ${pageWidth}px wide on a ${screenWidth}px screen`);
    const elements: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        elements.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    for (const element of elements) {
      // A text field's own text scrolls inside it by design.
      if (element.matches('input, textarea, select')) continue;
      const overflow = getComputedStyle(element).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1 && element !== document.documentElement && element !== document.body) {
        problems.push(`${name(element)} scrolls sideways: ${element.scrollWidth}px in ${element.clientWidth}px`);
      }
    }
    for (const dialog of elements.filter((element) => element.matches('dialog[open]'))) {
      const outside = [dialog, ...dialog.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > screenWidth + 1);
      });
      if (outside.length > 0) problems.push(`in the dialog, ${outside.slice(0, 5).map((element) => `${name(element)} (${Math.round(element.getBoundingClientRect().left)} to ${Math.round(element.getBoundingClientRect().right)}px)`).join(', ')} reach past the screen`);
    }
    return problems;
  });
}

/** Opens `path`, waits for its heading and its loads, and checks the header, what the fixed elements cover and that nothing scrolls sideways. */
async function checkPage(page: Page, path: string, signedIn: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first(), `${path} shows its page`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]:visible, .portico-spinner:visible'), `${path} has loaded`).toHaveCount(0);
  if (signedIn) await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height, `the header's height on ${path}`).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT);
  expect(await coveredContent(page), `fixed or sticky elements over the content of ${path}`).toEqual([]);
  expect(await sidewaysOverflow(page), `what scrolls sideways on ${path}`).toEqual([]);
}

/**
 * Checks an open dialog: nothing in it or on the page scrolls sideways, and its Close or Cancel
 * button lies across the screen (a long form may still scroll it into view vertically).
 */
async function checkDialog(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await sidewaysOverflow(page), `what scrolls sideways with ${what} open`).toEqual([]);
  const close = await dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).first().boundingBox();
  expect(close && [close.x >= 0, close.x + close.width <= PHONE.width], `${what}'s Close or Cancel button within the screen's width`).toEqual([true, true]);
}

/** Who opens the pages: nobody signed in, and the demo accounts of each kind of user. */
const ACCOUNTS = ['signed out', 'owner@example.com', 'admin@example.com', 'client@example.com'] as const;
type Account = (typeof ACCOUNTS)[number];

/**
 * One address to open: `as` keeps it to the accounts whose records it names; `refused` lists the
 * errors of the API call that refuses it by design (a made-up token), which are then expected.
 */
type Visit = string | { address: string; as?: readonly Account[]; refused?: readonly string[] };

/** The errors of a 401 answer from the API's `path`, as the browser reports them. */
const unauthorised = (path: string) => [`401 ${API}${path}`, 'Failed to load resource: the server responded with a status of 401 (Unauthorized)'];

/** Olivia's records: another account's guards let them in, and the API then refuses. */
const OLIVIAS: readonly Account[] = ['owner@example.com'];

/**
 * The addresses of the routes whose addresses hold records (or a query that opens one), in the
 * demo data; every other route that shows a page is opened at its own path.
 */
const ADDRESSES: Partial<Record<RouteName, readonly Visit[]>> = {
  mfa: ['/signin/multi-factor-authentication?mfa_token=phone-check-token'],
  signup: ['/signup/1'],
  confirmEmail: [{ address: '/confirm-email/phone-check-token', refused: unauthorised('/user/confirm-email') }],
  confirmNotificationEmail: [{ address: '/confirm-notification-email/phone-check-token', refused: unauthorised('/user/confirm-notification-email') }],
  resetPassword: ['/reset-password/phone-check-token'],
  notificationPreferences: [`/notification-preferences/${demoIds.notificationPreferences}`],
  // Only a spinner while the user's details load: nothing to lay out.
  loadingUserContext: [],
  dashboard: ['/dashboard', '/dashboard?highlightNewsId=nws-unknown'],
  charges: [{ address: `/charges/${demoIds.flat1}`, as: OLIVIAS }],
  statement: [{ address: `/charges/${demoIds.flat1ServiceCharge}/statement`, as: OLIVIAS }],
  request: [`/requests/${demoIds.leakTicket}`],
  premises: [{ address: `/premises/${demoIds.flat1}`, as: OLIVIAS }],
  developmentTab: DEVELOPMENT_PAGE_TABS.map((tab) => `/developments/${demoIds.riversideWharf}/${tab}`),
  developmentRecord: [`/developments/${demoIds.riversideWharf}/customers/${demoIds.oliviaFlat1}`, `/developments/${demoIds.riversideWharf}/article/pst-riverside-summer-party`],
  bookFacilities: [`/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}`, `/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.guestSuite}`],
  documents: [`/documents/${demoIds.riversideWharf}`],
  documentsFolder: [`/documents/${demoIds.riversideWharf}/${demoIds.riversideBuildingSafety}`],
  adminSection: [...ADMIN_SECTIONS.map((section) => `/admin/${demoIds.riversideWharf}/${section}`), `/admin/${demoIds.riversideWharf}/bookings?facilityId=${demoIds.gym}`],
  adminRecord: [
    `/admin/${demoIds.riversideWharf}/facilities/${demoIds.gym}`,
    `/admin/${demoIds.riversideWharf}/facilities/new`,
    `/admin/${demoIds.riversideWharf}/groups/${demoIds.guestSuiteUsers}`,
    `/admin/${demoIds.riversideWharf}/news/new`,
    `/admin/${demoIds.riversideWharf}/news/nws-riverside-lift`,
    `/admin/${demoIds.riversideWharf}/parcels/new`,
    `/admin/${demoIds.riversideWharf}/tasks/new`,
    `/admin/${demoIds.riversideWharf}/tasks/${demoIds.liftTask}`,
  ],
  // A request Clara's client organisation sent (the API's demo data, server/areas/requests/seed.ts).
  clientRequest: ['/client/requests/tkt-riverside-budget-report'],
};

const router = createRouter(ROUTES);

/** Whether the shell's guards show `account` the page at `address` itself (not a redirect, not a refusal). */
function shownTo(address: string, account: Account): boolean {
  router.open(address);
  return decide(router.get(), demoGuardSession(account)).kind === 'show';
}

/** The routes that show a page, each with its addresses, and each address with the accounts it is checked as. */
const PAGES = Object.entries(ROUTE_RECORDS)
  .filter(([, record]) => 'page' in record)
  .map(([route, record]) => {
    const visits = ADDRESSES[route as RouteName] ?? (record.path.includes(':') ? undefined : [record.path]);
    return {
      route,
      visits: visits?.map((visit) => {
        const { address, as = ACCOUNTS, refused = [] } = typeof visit === 'string' ? { address: visit } : visit;
        // A public page is the same for everyone: checked signed out.
        const accounts = record.access === 'signed-in' ? as.filter((account) => account !== 'signed out' && shownTo(address, account)) : (['signed out'] as const);
        return { address, accounts, refused };
      }),
    };
  });

test.describe('on a phone (390 by 844)', () => {
  test('every page of the shell has addresses here, each shown to one account at least', () => {
    expect(PAGES.filter((page) => !page.visits).map((page) => page.route), 'routes with parameters and no addresses in ADDRESSES').toEqual([]);
    const unseen = PAGES.flatMap((page) => (page.visits ?? []).filter((visit) => visit.accounts.length === 0).map((visit) => visit.address));
    expect(unseen, 'addresses no account is shown').toEqual([]);
  });

  for (const { route, visits } of PAGES) {
    for (const { address, accounts, refused } of visits ?? []) {
      for (const account of accounts) {
        test(`${address} as ${account} (${route}): nothing fixed covers it, nothing scrolls sideways`, async ({ page, signInAs }) => {
          if (account === 'signed out') await quietChrome(page);
          else await signInAs(account);
          await chromeAsks(page);
          const errors = collectErrors(page);
          await checkPage(page, address, account !== 'signed out');
          expect(errors.sort()).toEqual([...refused].sort());
        });
      }
    }
  }

  test('the 404 page, signed out and signed in', async ({ page, signInAs }) => {
    await quietChrome(page);
    await chromeAsks(page);
    await checkPage(page, '/no/such/page', false);
    await signInAs('owner@example.com');
    await checkPage(page, '/no/such/page', true);
  });

  test('Olivia: the header is one line with a Menu disclosure', async ({ page, signInAs }) => {
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
    expect(errors).toEqual([]);
  });

  test('Sam: the feedback tab ends the page instead of covering it', async ({ page, signInAs }) => {
    // Sam, whom no suite lets answer the feedback box, so the tab is there to be checked.
    await signInAs('subtenant@example.com');
    await chromeAsks(page);
    const errors = collectErrors(page);
    for (const path of ['/dashboard', '/requests', `/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}&bookingId=${demoIds.samGymBooking}`]) {
      await checkPage(page, path, true);
      await expect(page.getByRole('complementary', { name: 'Feedback' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the statement and the parcels as cards: still tables to assistive technology, axe-clean', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const pages = [
      { as: 'owner@example.com', path: `/charges/${demoIds.flat1ServiceCharge}/statement`, table: 'Transactions' },
      { as: 'admin@example.com', path: `/admin/${demoIds.riversideWharf}/parcels`, table: 'Awaiting collection' },
    ] as const;
    for (const { as, path, table } of pages) {
      await signInAs(as);
      await page.goto(path);
      const lines = page.getByRole('main').getByRole('table', { name: table }).first();
      await expect(lines.getByRole('row').nth(1)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await lines.locator('tbody td').first().evaluate((cell) => getComputedStyle(cell).display), `${path}: a row is a card`).toBe('grid');
      // Chromium's own accessibility tree, which some browsers empty of table roles once a table's parts display as blocks.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const roles = new Set(nodes.map((node) => node.role?.value));
      expect(['table', 'row', 'columnheader', 'cell'].filter((role) => !roles.has(role)), `${path}: table roles missing from the accessibility tree`).toEqual([]);
      await cdp.detach();
      await expectNoAxeViolations(page, `${path} on a phone`);
    }
  });

  test.describe('the dialogs fit the screen', () => {
    test('Go paperless, on the dashboard and on the statement', async ({ page, signInAs }) => {
      await signInAs('owner@example.com');
      await page.addInitScript(() => localStorage.removeItem('portico.paperlessDialog'));
      for (const path of ['/dashboard', `/charges/${demoIds.flat1ServiceCharge}/statement`]) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await checkDialog(page, page.getByRole('dialog', { name: 'Go paperless' }), `Go paperless on ${path}`);
      }
    });

    test('the raise-request form, on the requests page', async ({ page, signInAs }) => {
      await signInAs('owner@example.com');
      await page.goto('/requests');
      await page.getByRole('main').getByRole('button', { name: 'Raise request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Raise a request' });
      await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeVisible();
      await checkDialog(page, dialog, 'the raise-request form');
    });

    test('the booking form and the cancel confirmation, on the booking page', async ({ page, signInAs }) => {
      await signInAs('owner@example.com');
      await page.goto(`/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}`);
      const main = page.getByRole('main');
      await main.locator('[role="option"]:not([aria-disabled="true"])').filter({ hasText: 'Available' }).first().click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Book Gym' }), 'the booking form');

      await page.goto(`/book-facilities/${demoIds.riversideWharf}?facilityId=${demoIds.gym}&bookingId=${demoIds.gymBooking}`);
      await main.getByRole('button', { name: 'Cancel booking' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Cancel this booking?' }), 'the cancel confirmation');
    });

    test('a staff action and a staff confirmation, in the staff area', async ({ page, signInAs }) => {
      await signInAs('admin@example.com');
      await page.goto(`/admin/${demoIds.riversideWharf}/parcels`);
      await page.getByRole('main').getByRole('button', { name: 'Add parcel' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: 'Add parcel' }), 'Add parcel');

      await page.goto(`/admin/${demoIds.riversideWharf}/groups/${demoIds.guestSuiteUsers}`);
      await page.getByRole('main').getByRole('button', { name: 'Delete customer group' }).click();
      await checkDialog(page, page.getByRole('dialog', { name: /^Delete the customer group / }), 'the delete confirmation');
    });
  });
});
