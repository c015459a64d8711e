// Test support for the browser tests (`*.browser.test.ts(x)`, web-test-runner in Chromium; not
// part of the public surface): waiting for what a component renders, colours as the browser
// reports them, and axe in both colour schemes.
import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';

/**
 * Polls `find` every 20 ms until it answers something truthy, and answers that; fails after
 * five seconds with `what` in the message (inside the runner's ten-second test limit).
 * @example const item = await until(() => shadow.querySelector('[part~="item"]'), 'the first item');
 */
export async function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 250; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * A `#rrggbb` colour as `getComputedStyle` reports it.
 * @example expect(getComputedStyle(item).color).to.equal(rgb(lightColours.text)); // 'rgb(…)'
 */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

interface AxeResults {
  violations: { id: string; nodes: { html: string }[] }[];
}
declare global {
  interface Window {
    axe?: { run: (context: Element, options?: object) => Promise<AxeResults> };
  }
}

/** axe-core's browser build, as a classic script (it is not an ES module). */
async function loadAxe(): Promise<NonNullable<Window['axe']>> {
  if (!window.axe) {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }
  return window.axe!;
}

/**
 * axe over `context` (an element's host reaches into its open shadow root) in the light and the
 * dark scheme, colour contrast included, which jsdom cannot judge; ends in the light scheme.
 * @example await axeInBothSchemes(element);
 */
export async function axeInBothSchemes(context: Element): Promise<void> {
  const axe = await loadAxe();
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateMedia({ colorScheme });
    const results = await axe.run(context, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => `${colorScheme} ${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).to.deep.equal([]);
  }
  await emulateMedia({ colorScheme: 'light' });
}
