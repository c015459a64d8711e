// Test support for the browser tests (`*.browser.test.ts(x)`, web-test-runner in Chromium; not
// part of the public surface): waiting for what a component renders, and colours as the browser
// reports them.

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
