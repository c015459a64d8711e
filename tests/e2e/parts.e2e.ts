/**
 * Every documented `::part` takes the host page's style. The parts are read from the generated
 * manifest (dist/npm/custom-elements.json, from the element definitions); the page adopts one
 * `<tag>::part(<name>)` rule per documented part (a constructable stylesheet, which the strict
 * policy allows), and every part the elements show in the states visited here must take it: the
 * agent website's page with every element, signed out and signed in; sign-up's three steps; a
 * preferences address that names none and the unsubscribe question; a request opened, the raise
 * form with a file refused, one chosen and premises with site staff; one news item alone and one
 * that does not exist; the statement page; Book a facility with the Gym's calendar, the booking
 * form, one booking and its cancel question; a client organisation's page and raise form.
 * Nothing is submitted that would change the demo data. The parts of states these pages do not
 * reach (a request sent or failing to upload, the MFA step, empty lists) are listed in the test's
 * annotations. The custom properties are core/ui/theming.browser.test.tsx's.
 */
import { readFileSync } from 'node:fs';
import { ALL_ELEMENTS_PATH, expectAllSignedIn, expectAllSignedOut, OWNER_CHARGE_ACCOUNT } from '../resilience/session-support';
import { expect, test, type Page } from './fixtures';
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

test('every documented ::part the elements show takes the host page style', async ({ page, signInAs }) => {
  const styled = new Set<string>();
  const visit = async (state: string, target = page) => {
    const shown = await partsShown(target);
    expect(shown.unstyled, `parts without the page's style, ${state}`).toEqual([]);
    for (const part of shown.styled) styled.add(part);
  };

  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedOut(page);
  await visit('every element, signed out');

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

  // Facility booking on its own page: the pickers, a week of slots and the upcoming bookings.
  await page.goto('/facilities/');
  const booking = page.locator('portico-facility-booking');
  await expect(booking.locator('[part~="slot"]').first()).toBeVisible();
  await expect(booking.locator('[part~="booking"]').first()).toBeVisible();
  await visit('facility booking');
  // The Gym: a slot another resident holds, her own, her allowance, and a length to choose.
  await booking.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Gym' });
  await expect(booking.locator('[part~="slot-taken"]').first()).toBeVisible();
  await visit('facility booking, the Gym');
  // The booking form of a free slot, closed unsent; one of her bookings, and its cancel question, dismissed.
  await booking.locator('[part~="slot-free"]').first().click();
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

  // A client organisation, in a tab of its own: its raise form goes to the property manager.
  const clientPage = await page.context().newPage();
  await signInAs('client@example.com', clientPage);
  await clientPage.goto(ALL_ELEMENTS_PATH);
  const clientRequests = clientPage.locator('portico-requests');
  await expect(clientRequests.locator('[part~="raise-button"]')).toBeVisible();
  await visit('every element, a client organisation', clientPage);
  await clientRequests.locator('[part~="raise-button"]').click();
  await expect(clientRequests.locator('dialog [part~="form"]')).toBeVisible();
  await visit('the raise form, a client organisation', clientPage);

  // Each element's parts are checked in at least one state; the rest are reported.
  for (const tag of Object.keys(documented)) {
    expect([...styled].some((part) => part.startsWith(`${tag}::`)), `${tag} shows a documented part`).toBe(true);
  }
  const notShown = Object.entries(documented).flatMap(([tag, parts]) => parts.map((part) => `${tag}::part(${part})`)).filter((part) => !styled.has(part));
  test.info().annotations.push({ type: 'parts checked', description: `${styled.size}` }, { type: 'parts these states do not show', description: notShown.join(', ') });
});
