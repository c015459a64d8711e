/**
 * Every documented `::part` takes the host page's style. The parts are read from the generated
 * manifest (dist/npm/custom-elements.json, from the element definitions); the page adopts one
 * `<tag>::part(<name>)` rule per documented part (a constructable stylesheet, which the strict
 * policy allows), and every part the elements show in the states visited here must take it: the
 * agent website's page with every element, signed out (a forgotten-password link, the code step)
 * and signed in; sign-up's three steps; a preferences address that names none and the
 * unsubscribe question; a request opened, its close question, a closed one and one as staff see
 * it; the raise form with a file refused,
 * one chosen, premises with site staff, the file uploading, failing and left behind, and the
 * request raised; one news item alone and one that does not exist; the statement page, with and
 * without an account; Book a facility with the Gym's calendar, the booking form, one booking and
 * its cancel question, and as staff in two developments; a resident with no requests and no
 * facilities; a client organisation's page and raise form. One request is raised, as the requests
 * suite does; nothing else changes. Every documented part must be shown here or be one of the few
 * the browser tests style (PARTS_OF_BROWSER_TESTS). The custom properties are
 * core/ui/theming.browser.test.tsx's.
 */
import { readFileSync } from 'node:fs';
import { ALL_ELEMENTS_PATH, expectAllSignedIn, expectAllSignedOut, OWNER_CHARGE_ACCOUNT } from '../resilience/session-support';
import { requestDemoIds } from '../../server/areas/requests';
import { signIn } from './agent-website-support';
import { expect, test, type Page } from './fixtures';
import { addLondonDays, londonTime } from '../../core/domain/london';
import { testToday } from './clock';
import { SITE } from './ports';

test.use({ baseURL: SITE });

interface Manifest {
  modules: { declarations: { tagName?: string; cssParts?: { name: string }[] }[] }[];
}

/** A 1x1 PNG: a profile picture, and a file a request takes. */
const PICTURE = {
  name: 'dot.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

const manifest = JSON.parse(readFileSync('dist/npm/custom-elements.json', 'utf8')) as Manifest;
const documented: Record<string, string[]> = Object.fromEntries(
  manifest.modules.flatMap((module) => module.declarations).flatMap((declaration) => (declaration.tagName ? [[declaration.tagName, (declaration.cssParts ?? []).map((part) => part.name)]] : [])),
);

/**
 * The parts of states the demo data cannot give without changing records other suites read: each
 * is styled by the page in its element's browser test (`partsWithoutPageStyle`).
 */
const PARTS_OF_BROWSER_TESTS = [
  // charges.browser.test.ts: the configuration restricts charges to global and sl1 staff.
  'portico-charges::part(restricted)',
  // facility-booking.browser.test.ts: a cancelled booking with a note.
  'portico-facility-booking::part(note-text)',
  // signup.browser.test.ts: registered on a page without done-href (every demo key is another suite's).
  'portico-signup::part(done)',
];

/** The style the page gives every documented part; nothing inside an element uses it. */
const OUTLINE = { color: 'rgb(1, 2, 3)', style: 'dashed' };

/** Adopts the page's `::part` rules, then answers each documented part the page shows, styled or not. */
async function partsShown(page: Page): Promise<{ styled: string[]; unstyled: string[] }> {
  const css = Object.entries(documented)
    .flatMap(([tag, parts]) => parts.map((part) => `${tag}::part(${part}) { outline: 3px ${OUTLINE.style} ${OUTLINE.color}; }`))
    .join('\n');
  return page.evaluate(
    ({ css, documented, outline }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const styled = new Set<string>();
      const unstyled = new Set<string>();
      for (const [tag, parts] of Object.entries(documented)) {
        for (const host of document.querySelectorAll(tag)) {
          for (const element of host.shadowRoot?.querySelectorAll('[part]') ?? []) {
            for (const name of element.part) {
              if (!parts.includes(name)) continue;
              const style = getComputedStyle(element);
              (style.outlineColor === outline.color && style.outlineStyle === outline.style ? styled : unstyled).add(`${tag}::part(${name})`);
            }
          }
        }
      }
      return { styled: [...styled], unstyled: [...unstyled] };
    },
    { css, documented, outline: OUTLINE },
  );
}

test('every documented ::part the elements show takes the host page style', { tag: '@calendar' }, async ({ page, signInAs }) => {
  // Over thirty states on four accounts: more than the default when the other worker is busy too.
  test.setTimeout(120_000);
  const styled = new Set<string>();
  const visit = async (state: string, target = page) => {
    const shown = await partsShown(target);
    expect(shown.unstyled, `parts without the page's style, ${state}`).toEqual([]);
    for (const part of shown.styled) styled.add(part);
  };

  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedOut(page);
  await visit('every element, signed out');

  // A host page that names its forgotten-password page; a sign-in that asks for a code (not given).
  const signin = page.locator('portico-signin');
  await signin.evaluate((element) => element.setAttribute('forgot-password-href', '/forgot-password/'));
  await expect(signin.locator('[part~="forgot-password"]')).toBeVisible();
  await visit('the forgotten-password link');
  await signIn(signin, 'mfa@example.com');
  await expect(signin.locator('[part~="resend"]')).toBeVisible();
  await visit('the code step');

  await page.goto('/signup/');
  await expect(page.locator('portico-signup [part~="form"]').first()).toBeVisible();
  await visit('the sign-up page');

  // Steps 2 and 3 of sign-up, with nothing submitted that uses a key: the subtenant's link opens
  // step 2; an admin's key goes from step 1 to 3, where a picture is chosen.
  const signup = page.locator('portico-signup');
  await page.goto('/signup/?invitationKey=INVITE-SUBTENANT-1');
  await expect(signup.locator('[part="heading"]')).toHaveText('Confirm Identity');
  await visit('sign-up step 2');
  await page.goto('/signup/');
  await signup.getByRole('textbox', { name: 'Invitation code' }).fill('INVITE-ADMIN-1');
  await signup.getByRole('button', { name: 'Continue' }).click();
  await expect(signup.locator('[part="heading"]')).toHaveText('Create Portal Profile');
  await signup.getByLabel('Profile picture').setInputFiles(PICTURE);
  await expect(signup.locator('[part~="remove-picture"]')).toBeVisible();
  await visit('sign-up step 3, a picture chosen');

  // A preferences address that names no preferences.
  await page.goto('/preferences/?preferencesId=NP-DOES-NOT-EXIST');
  await expect(page.locator('portico-notification-preferences [part~="not-found"]')).toBeVisible();
  await visit('notification preferences not found');

  await signInAs('owner@example.com');
  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedIn(page);
  await visit('every element, signed in');

  // The statement page that names no account.
  await page.goto('/account/statement/');
  await expect(page.locator('portico-statement [part~="message"]')).toBeVisible();
  await visit('the statement page without an account');
  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedIn(page);

  // Unsubscribe's question, then Cancel: nothing changes.
  const preferences = page.locator('portico-notification-preferences');
  await preferences.locator('[part~="unsubscribe-button"]').click();
  await expect(preferences.locator('[part~="unsubscribe-confirm"]')).toBeVisible();
  await visit('the unsubscribe question');
  await preferences.locator('[part~="cancel-unsubscribe"]').click();
  await expect(preferences.locator('[part~="unsubscribe-confirm"]')).toHaveCount(0);

  // A request opened in place, then the raise form in its dialog.
  const requests = page.locator('portico-requests');
  await requests.locator('.portico-requests__open').first().click();
  await expect(requests.locator('[part~="feed"]')).toBeVisible();
  await visit('a request opened');
  await requests.locator('[part~="back"]').click();
  // A closed request, by its address: the list's first page may have moved on.
  await page.goto(`${ALL_ELEMENTS_PATH}&requestId=${requestDemoIds.noiseTicket}`);
  await expect(requests.locator('[part~="closed"]')).toBeVisible();
  await visit('a closed request');
  // The close question of an open request, then Escape: nothing changes.
  await page.goto(`${ALL_ELEMENTS_PATH}&requestId=${requestDemoIds.leakTicket}`);
  await requests.locator('[part~="close-request"]').click();
  await expect(requests.locator('[part~="confirm-close"]')).toBeVisible();
  await visit('the close question');
  await page.keyboard.press('Escape');
  await expect(requests.locator('[part~="confirm-close"]')).toBeHidden();
  await requests.locator('[part~="back"]').click();
  await requests.locator('[part~="raise-button"]').click();
  await expect(requests.locator('dialog [part~="form"]')).toBeVisible();
  await visit('the raise form');
  // A file of a type requests do not take, then one they do (chosen, not sent).
  const files = requests.locator('dialog [part~="file-input"]');
  await files.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(requests.locator('dialog [part~="file-problems"]')).toBeVisible();
  await visit('the raise form, a file refused');
  await files.setInputFiles(PICTURE);
  await expect(requests.locator('dialog [part~="remove"]')).toBeVisible();
  // Premises in a development with site staff: the audience to choose.
  const raiseDialog = requests.getByRole('dialog');
  await raiseDialog.getByRole('combobox', { name: 'Development' }).selectOption({ label: 'Riverside Wharf' });
  await raiseDialog.getByRole('combobox', { name: 'Premises' }).selectOption({ label: 'Flat 1' });
  await expect(requests.locator('dialog [part~="audience"]')).toBeVisible();
  await visit('the raise form, a file chosen, premises with site staff');
  // Sent: the file's upload held, then refused, then left behind; the request is raised.
  await raiseDialog.getByRole('textbox', { name: 'Subject' }).fill('Hallway light out');
  await raiseDialog.getByRole('textbox', { name: 'Message' }).fill('The hallway light outside Flat 1 is out.');
  await raiseDialog.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Repair' }).check();
  await raiseDialog.getByRole('group', { name: 'Who is this request for?' }).getByRole('radio', { name: 'Site staff' }).check();
  let refuseUpload = () => {};
  const uploadRefused = new Promise<void>((resolve) => {
    refuseUpload = resolve;
  });
  await page.route('**/tickets/*/attachments', async (route) => {
    await uploadRefused;
    await route.abort('connectionrefused');
  });
  await raiseDialog.getByRole('button', { name: 'Send request' }).click();
  await expect(requests.locator('dialog [part~="progress"]')).toBeVisible();
  await visit('the raise form, a file uploading');
  refuseUpload();
  await expect(requests.locator('dialog [part~="retry-files"]')).toBeVisible();
  await visit('the raise form, a file not uploaded');
  await requests.getByRole('dialog', { name: 'Could not save your file.' }).getByRole('button', { name: 'Close' }).click();
  await requests.locator('dialog [part~="skip-files"]').click();
  await expect(requests.locator('dialog [part~="success"]')).toBeVisible();
  await visit('the request raised');
  await requests.locator('dialog [part~="continue"]').click();
  await expect(requests.locator('dialog [part~="success"]')).toHaveCount(0);
  await page.unroute('**/tickets/*/attachments');

  // One news item alone (its title's link), and an address naming none.
  await page.goto('/news/');
  const news = page.locator('portico-news');
  await news.locator('[part~="title"] a').first().click();
  await expect(news.locator('[part~="highlighted"]')).toBeVisible();
  await visit('one news item');
  await page.goto('/news/?highlightNewsId=nws-does-not-exist');
  await expect(news.locator('[part~="not-found"]')).toBeVisible();
  await visit('a news item that does not exist');

  // The statement on its own page, with the way back to the charges.
  await page.goto(`/account/statement/?chargeAccountId=${OWNER_CHARGE_ACCOUNT}`);
  await expect(page.locator('portico-statement [part~="back"]')).toBeVisible();
  await visit('the statement page');
  // How to pay, a dialog loaded on its first opening.
  const statement = page.locator('portico-statement');
  await statement.locator('[part~="how-to-pay"]').click();
  await expect(statement.locator('[part~="payment-details"]')).toBeVisible();
  await visit('how to pay');
  await page.keyboard.press('Escape');
  await expect(statement.locator('[part~="payment-details"]')).toBeHidden();

  // Facility booking on its own page: the pickers, a week's days (a weekend week may offer no
  // slot) and the upcoming bookings.
  await page.goto('/facilities/');
  const booking = page.locator('portico-facility-booking');
  await expect(booking.locator('[part~="day"]').first()).toBeVisible();
  await expect(booking.locator('[part~="booking"]').first()).toBeVisible();
  await visit('facility booking');
  // The Gym, in the week of tomorrow (the next week on a Sunday): a slot another resident holds
  // (Sam's, day 1), her own, her allowance, and a length to choose.
  await booking.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Gym' });
  await expect(booking.locator('[part~="calendar"]').getByRole('heading', { name: 'Gym', exact: true })).toBeVisible();
  // The week shown runs from Monday to Sunday: on a Sunday, tomorrow is in the next.
  const weekday = new Date(`${testToday()}T12:00:00Z`).getUTCDay();
  if (weekday === 0) await booking.locator('[part~="next"]').click();
  const lastDay = addLondonDays(testToday(), weekday === 0 ? 7 : 7 - weekday);
  await expect(booking.locator('[part~="slot-taken"]').first()).toBeVisible();
  await expect(booking.locator('[part~="slot"]').first()).toBeVisible();
  await visit('facility booking, the Gym');
  // The booking form of a free slot with lengths to choose (noon on the week's Sunday, hours from
  // any booking), closed unsent; one of her bookings, and its cancel question, dismissed.
  await booking.locator(`[part~="slot-free"][data-start^="${new Date(londonTime(lastDay, '12:00')).toISOString().slice(0, 19)}"]`).click();
  await expect(booking.locator('[part~="length"]')).toBeVisible();
  await expect(booking.locator('[part~="booking-form"]')).toBeVisible();
  await visit('the booking form');
  await page.keyboard.press('Escape');
  await expect(booking.locator('[part~="booking-form"]')).toHaveCount(0);
  await booking.locator('[part~="view-booking"]').first().click();
  await expect(booking.locator('[part~="detail"]')).toBeVisible();
  await visit('one booking');
  await booking.locator('[part~="cancel-booking"]').click();
  await expect(booking.locator('[part~="confirm-cancel"]')).toBeVisible();
  await visit('the cancel question');
  await page.keyboard.press('Escape');
  await expect(booking.locator('[part~="confirm-cancel"]')).toBeHidden();

  /** A tab signed in as `email`. Tabs share the site's storage, so the main page is not used after. */
  const tabOf = async (email: string) => {
    const tab = await page.context().newPage();
    await signInAs(email, tab);
    return tab;
  };

  // Staff, who book in more than one development: the development to choose.
  const staffPage = await tabOf('admin@example.com');
  await staffPage.goto('/facilities/');
  await expect(staffPage.locator('portico-facility-booking [part~="development"]')).toBeVisible();
  await visit('facility booking, staff', staffPage);
  // A request as staff see it: its status to change.
  await staffPage.goto(`/contact/?requestId=${requestDemoIds.leakTicket}`);
  await expect(staffPage.locator('portico-requests [part~="change-status"]')).toBeVisible();
  await visit('a request, staff', staffPage);
  await staffPage.close();

  // A resident with no requests and no facilities to book.
  const emptyPage = await tabOf('mfa@example.com');
  await emptyPage.goto('/contact/');
  await expect(emptyPage.locator('portico-requests [part~="empty"]')).toBeVisible();
  await visit('no requests', emptyPage);
  await emptyPage.goto('/facilities/');
  await expect(emptyPage.locator('portico-facility-booking [part~="empty"]')).toBeVisible();
  await visit('no facilities', emptyPage);
  await emptyPage.close();

  // A client organisation, in a tab of its own: its raise form goes to the property manager.
  const clientPage = await tabOf('client@example.com');
  await clientPage.goto(ALL_ELEMENTS_PATH);
  const clientRequests = clientPage.locator('portico-requests');
  await expect(clientRequests.locator('[part~="raise-button"]')).toBeVisible();
  await visit('every element, a client organisation', clientPage);
  await clientRequests.locator('[part~="raise-button"]').click();
  await expect(clientRequests.locator('dialog [part~="form"]')).toBeVisible();
  await visit('the raise form, a client organisation', clientPage);

  // Each element's parts are checked in at least one state; the parts not shown here must be
  // exactly those the browser tests style.
  for (const tag of Object.keys(documented)) {
    expect([...styled].some((part) => part.startsWith(`${tag}::`)), `${tag} shows a documented part`).toBe(true);
  }
  const notShown = Object.entries(documented).flatMap(([tag, parts]) => parts.map((part) => `${tag}::part(${part})`)).filter((part) => !styled.has(part));
  test.info().annotations.push({ type: 'parts checked', description: `${styled.size}` });
  expect(notShown, 'documented parts that no state here or in the browser tests shows').toEqual(PARTS_OF_BROWSER_TESTS);
});
