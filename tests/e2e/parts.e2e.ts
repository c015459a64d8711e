/**
 * Every documented `::part` takes the host page's style. The parts are read from the generated
 * manifest (dist/npm/custom-elements.json, from the element definitions); the page adopts one
 * `<tag>::part(<name>)` rule per documented part (a constructable stylesheet, which the strict
 * policy allows), and every part the elements show in the states visited here must take it: the
 * agent website's page with every element, signed out and signed in, the sign-up page and Book a
 * facility. The parts of states these pages do not reach (a dialog open, an error, the MFA step)
 * are listed in the test's annotations. The custom properties are core/ui/theming.browser.test.tsx's.
 */
import { readFileSync } from 'node:fs';
import { ALL_ELEMENTS_PATH, expectAllSignedIn, expectAllSignedOut } from '../resilience/session-support';
import { expect, test, type Page } from './fixtures';
import { SITE } from './ports';

test.use({ baseURL: SITE });

interface Manifest {
  modules: { declarations: { tagName?: string; cssParts?: { name: string }[] }[] }[];
}

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
  const visit = async (state: string) => {
    const shown = await partsShown(page);
    expect(shown.unstyled, `parts without the page's style, ${state}`).toEqual([]);
    for (const part of shown.styled) styled.add(part);
  };

  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedOut(page);
  await visit('every element, signed out');

  await page.goto('/signup/');
  await expect(page.locator('portico-signup [part~="form"]').first()).toBeVisible();
  await visit('the sign-up page');

  await signInAs('owner@example.com');
  await page.goto(ALL_ELEMENTS_PATH);
  await expectAllSignedIn(page);
  await visit('every element, signed in');

  // A request opened in place, then the raise form in its dialog.
  const requests = page.locator('portico-requests');
  await requests.locator('.portico-requests__open').first().click();
  await expect(requests.locator('[part~="feed"]')).toBeVisible();
  await visit('a request opened');
  await requests.locator('[part~="back"]').click();
  await requests.locator('[part~="raise-button"]').click();
  await expect(requests.locator('dialog [part~="form"]')).toBeVisible();
  await visit('the raise form');

  // Facility booking on its own page: the pickers, a week of slots and the upcoming bookings.
  await page.goto('/facilities/');
  const booking = page.locator('portico-facility-booking');
  await expect(booking.locator('[part~="slot"]').first()).toBeVisible();
  await expect(booking.locator('[part~="booking"]').first()).toBeVisible();
  await visit('facility booking');

  // Each element's parts are checked in at least one state; the rest are reported.
  for (const tag of Object.keys(documented)) {
    expect([...styled].some((part) => part.startsWith(`${tag}::`)), `${tag} shows a documented part`).toBe(true);
  }
  const notShown = Object.entries(documented).flatMap(([tag, parts]) => parts.map((part) => `${tag}::part(${part})`)).filter((part) => !styled.has(part));
  test.info().annotations.push({ type: 'parts checked', description: `${styled.size}` }, { type: 'parts these states do not show', description: notShown.join(', ') });
});
