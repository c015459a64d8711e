/**
 * The ui gallery (examples/gallery) in Chromium: every example state of core/ui passes axe's
 * WCAG 2.2 AA rules in the light and the dark scheme, in the document and inside a shadow root,
 * with each dialog open; the dialogs close on Escape and give focus back; and the strict CSP of
 * the page reports no violation. The widget gallery (widgets.html) shows every widget's named
 * example states, each in a frame with its own fake API: each renders and passes axe.
 */
import { axeViolations } from './agent-website-support';
import { expect, test, type Locator, type Page } from './fixtures';

const GALLERY = '/examples/gallery/';
const DIALOG_EXAMPLES = ['errorDialogDefault', 'errorDialogWithStatusAndActions', 'successDialog'];
const PARTS = [
  { name: 'document', scope: '#document-examples' },
  { name: 'shadow root', scope: '#shadow-host' },
];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Opens the gallery with a listener that records every CSP violation from the first byte. */
async function openGallery(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  await page.goto(GALLERY);
  await expect(page.locator('#shadow-host [data-example="tablePopulated"] table')).toBeVisible();
}

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const found = (await axeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations in ${state}`).toEqual([]);
}

async function expectNoCspViolations(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

function example(page: Page, scope: string, name: string): Locator {
  return page.locator(`${scope} [data-example="${name}"]`);
}

test.describe('ui gallery', () => {
  test('is a well-formed page with every example in the document and in a shadow root', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await openGallery(page);
    await expect(page).toHaveTitle('Portico UI primitives gallery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);

    const names = await page.locator('#document-examples [data-example]').evaluateAll((sections) =>
      sections.map((section) => section.getAttribute('data-example')),
    );
    expect(names.length).toBeGreaterThanOrEqual(17);
    for (const name of names) {
      await expect(example(page, '#shadow-host', name ?? '')).toHaveCount(1);
    }
    // The examples inside the shadow root really are in one.
    expect(await page.locator('#shadow-host').evaluate((host) => host.shadowRoot?.mode)).toBe('open');
    expect(errors).toEqual([]);
    await expectNoCspViolations(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe with every static state in the ${colorScheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openGallery(page);
      await expectNoAxeViolations(page, `the ${colorScheme} scheme`);
      await expectNoCspViolations(page);
    });
  }

  for (const part of PARTS) {
    for (const name of DIALOG_EXAMPLES) {
      test(`${name} in the ${part.name}: modal, axe-clean, closes on Escape and returns focus`, async ({ page }) => {
        await openGallery(page);
        const trigger = example(page, part.scope, name).getByRole('button');
        await trigger.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
        await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
        await expectNoAxeViolations(page, `${name} open in the ${part.name}`);

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        await trigger.click();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        await expectNoCspViolations(page);
      });
    }
  }

  test('the error dialog shows the spec defaults and its actions', async ({ page }) => {
    await openGallery(page);
    await example(page, '#document-examples', 'errorDialogDefault').getByRole('button').click();
    const plain = page.getByRole('dialog', { name: 'An error occured' });
    await expect(plain).toContainText('Our apologies. Something went wrong. Please try again in a little while.');
    await page.keyboard.press('Escape');

    await example(page, '#shadow-host', 'errorDialogWithStatusAndActions').getByRole('button').click();
    const full = page.getByRole('dialog', { name: 'Language file' });
    await expect(full).toContainText('Error code 503');
    await expect(full.getByRole('button')).toHaveText(['Reload the page', 'Contact support', 'Close']);
  });

  test('the store-driven snackbar sits top-centre and the store-driven dialogs open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGallery(page);
    await page.getByRole('button', { name: 'showSnackbar success' }).click();
    const snackbar = page.locator('#store-examples .portico-snackbar');
    await expect(snackbar).toHaveText('The customer was successfully added!Dismiss');
    await expect(page.locator('#store-examples [aria-live="polite"] .portico-snackbar--success')).toHaveCount(1);
    const box = await snackbar.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(box?.y).toBe(16);
    await expectNoAxeViolations(page, 'the success snackbar');

    await page.getByRole('button', { name: 'showSnackbar error' }).click();
    await expect(page.locator('#store-examples [aria-live="assertive"] .portico-snackbar--error')).toContainText(
      'Could not save your file.',
    );
    await expect(page.locator('#store-examples [aria-live="polite"]')).toHaveText('');
    await snackbar.getByRole('button', { name: 'Dismiss' }).click();
    await expect(snackbar).toHaveCount(0);

    const opener = page.getByRole('button', { name: 'showErrorDialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'An error occured' });
    await expect(dialog).toContainText('Error code 500');
    await expectNoAxeViolations(page, 'the store-driven error dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'showSuccessDialog' }).click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Main residence status updated successfully.');
    await expectNoCspViolations(page);
  });
});

/** The widget areas, in the order the widget gallery lists them. */
const WIDGET_AREAS = ['signin', 'account', 'signup', 'charges', 'statement', 'news', 'requests', 'facility-booking', 'notification-preferences'];

test.describe('widget gallery', () => {
  /** The areas the gallery lists, from its navigation. */
  async function areasOf(page: Page): Promise<string[]> {
    await page.goto('/examples/gallery/widgets.html');
    const links = page.getByRole('navigation', { name: 'Widget areas' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    return links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).searchParams.get('area') ?? ''));
  }

  test('lists every widget area and is linked from the primitives gallery', async ({ page }) => {
    await page.goto(GALLERY);
    await page.getByRole('link', { name: 'the widget gallery' }).click();
    await expect(page).toHaveTitle(/Portico widgets gallery/);
    expect(await areasOf(page)).toEqual(WIDGET_AREAS);
  });

  // One test for every area: the frames of one area then reuse the modules the previous ones
  // loaded (a new test would start a cold browser context against the dev server's modules).
  test('every named state of every widget renders without an API and passes axe in both schemes', async ({ page }) => {
    test.setTimeout(600_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const area of WIDGET_AREAS) {
      await test.step(area, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(`/examples/gallery/widgets.html?area=${area}`);
        const states = await page.locator('[data-state]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-state') ?? ''));
        expect(states.length).toBeGreaterThan(1);
        for (const state of states) {
          const root = page.frameLocator(`[data-state="${state}"] iframe`).locator('html[data-gallery-state]');
          await expect(root, `${area}: ${state}`).toHaveAttribute('data-gallery-state', /./, { timeout: 60_000 });
          expect(await root.getAttribute('data-gallery-error'), `${area}: ${state}`).toBeNull();
          await expect(root.locator('#state')).not.toBeEmpty();
        }
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page, `${area} in the ${colorScheme} scheme`);
        }
      });
    }
    expect(errors).toEqual([]);
  });
});
