/**
 * The elements keep their place while they load: on the agent website's page of seven elements,
 * set among the page's own text as a CMS page sets them (its element scripts `blocking="render"`,
 * as the README advises), the cumulative layout shift (the sum of Chromium's `layout-shift`
 * entries without recent input, as the Core Web Vitals count it) stays below 0.1, Google's "good",
 * signed out and signed in, on a laptop and on a phone. A score, not a time: the machine's load
 * changes when each element arrives, not how far the page moves.
 */
import { expect, test, type Page } from './fixtures';
import { open } from './agent-website-support';
import { SITE } from './ports';
import { ALL_ELEMENTS_PATH, expectAllSignedIn, expectAllSignedOut } from '../resilience/session-support';

test.use({ baseURL: SITE });

declare global {
  interface Window {
    porticoLayoutShift: number;
  }
}

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

const SCREENS = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];

/** Opens `path` at each screen size, waits for `loaded`, and answers the page's layout shift per screen. */
async function layoutShiftOf(page: Page, path: string, loaded: (page: Page) => Promise<void>): Promise<Record<string, number>> {
  await page.addInitScript(() => {
    window.porticoLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) window.porticoLayoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts: Record<string, number> = {};
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await open(page, path);
    await loaded(page);
    await page.waitForLoadState('networkidle');
    // Read after two frames, once the browser has painted (and scored) what the page now holds.
    shifts[screen.name] = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.porticoLayoutShift)))),
    );
  }
  return shifts;
}

test.describe('layout shift', () => {
  test('seven elements signed out: the page moves less than 0.1 while they load', async ({ page }) => {
    const shifts = await layoutShiftOf(page, ALL_ELEMENTS_PATH, expectAllSignedOut);
    for (const [screen, shift] of Object.entries(shifts)) expect(shift, `layout shift on a ${screen}`).toBeLessThan(0.1);
  });

  test('seven elements signed in: the page moves less than 0.1 while their data arrives', async ({ page, signInAs }) => {
    await signInAs('owner@example.com');
    const shifts = await layoutShiftOf(page, ALL_ELEMENTS_PATH, expectAllSignedIn);
    for (const [screen, shift] of Object.entries(shifts)) expect(shift, `layout shift on a ${screen}`).toBeLessThan(0.1);
  });
});
