// The one axe pass of the DOM tests (not part of the public surface). The browser tests judge
// colour contrast as well, in both schemes (core/ui/browser-test-support.ts `axeInBothSchemes`).
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe over `root` and fails with each violation's rule and markup. Colour contrast is left
 * out: jsdom lays nothing out, so axe cannot judge it here.
 * @example await expectNoAxeViolations(container);
 */
export async function expectNoAxeViolations(root: Element | Document): Promise<void> {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
}
