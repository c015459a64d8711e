// Test support for the browser tests (`*.browser.test.ts(x)`, web-test-runner in Chromium; not
// part of the public surface): the test API's origin and configuration (its answers come from
// core/testing/fake-api.ts `serveFakeApi`), waiting for what a component renders or focuses,
// colours as the browser reports them, and axe with colour contrast in both schemes.
import { waitFor } from '@testing-library/dom';
import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/en.json';

/** The API origin of the browser tests: each test's fetch stub answers calls to it. */
export const TEST_API = 'https://api.example.test';

/** `value` as a JSON `data:` URL, which an element fetches like any other. */
const dataUrl = (value: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;

/**
 * The `config-url` of every element under test: the configuration with `TEST_API` as its base and
 * the English catalogue, compiled, as the language file.
 * @example element.setAttribute('config-url', testConfigUrl);
 */
export const testConfigUrl = dataUrl({
  baseUrl: TEST_API,
  availableLangs: ['en'],
  styleUrls: [],
  banners: [],
  languageUrl: dataUrl(compileCatalogue(en)),
});

/**
 * Waits, with Testing Library's `waitFor`, until `find` answers something truthy, and answers
 * that; fails after five seconds with `what` in the message (inside the runner's ten-second test
 * limit), text only, as `untilFocused` explains.
 * @example const item = await until(() => shadow.querySelector('[part~="item"]'), 'the first item');
 */
export function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  return waitFor(
    () => {
      const found = find();
      if (!found) throw new Error(`Timed out waiting for ${what}`);
      return found;
    },
    { timeout: 5000, onTimeout: (error) => error },
  );
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
 * The reader prefers `colorScheme`, on a test page that supports both schemes (as a host page
 * that opts in to dark with its `color-scheme`; elements on a page that says nothing stay light).
 * @example await emulateScheme('dark'); ... await emulateScheme('light');
 */
export async function emulateScheme(colorScheme: 'light' | 'dark'): Promise<void> {
  document.documentElement.style.colorScheme = colorScheme === 'dark' ? 'light dark' : '';
  await emulateMedia({ colorScheme });
}

/**
 * axe over `context` in the light and the dark scheme, colour contrast included (which jsdom
 * cannot judge); the page is left in the light scheme.
 * @example await axeInBothSchemes(element);
 */
export async function axeInBothSchemes(context: Element): Promise<void> {
  const axe = await loadAxe();
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateScheme(colorScheme);
    const results = await axe.run(context, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => `${colorScheme} ${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).to.deep.equal([]);
  }
  await emulateScheme('light');
}

/** An element as text for a failure message: its tag, id and part. */
function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  return `<${element.localName}${element.id ? ` id="${element.id}"` : ''}${element.getAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}>`;
}

/**
 * Waits until `target` has the focus in `root` (focus often moves in an effect after the render
 * the test waited for). Fails with text only: a failed chai assertion that holds a DOM element
 * makes web-test-runner 1.0 hang while it serialises the failure, so the run never finishes.
 * @example await untilFocused(shadow, shadow.querySelector('[part="detail-title"]'), 'the request title');
 */
export async function untilFocused(root: DocumentOrShadowRoot, target: Element | null, what: string): Promise<void> {
  try {
    await until(() => target !== null && root.activeElement === target, what);
  } catch {
    throw new Error(`Expected ${what} to have the focus; it is on ${describeElement(root.activeElement)}`);
  }
}

/**
 * The named `parts` of `element` that do not take a host page's `::part` style: each rule is
 * adopted by the document (as a host page would write it), and each part must show in the shadow
 * root with that style. Answers the missing or unstyled ones (text only, as `untilFocused` explains).
 * @example expect(partsWithoutPageStyle(element, ['success', 'continue'])).to.deep.equal([]);
 */
export function partsWithoutPageStyle(element: HTMLElement, parts: readonly string[]): string[] {
  const tag = element.localName;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(parts.map((part) => `${tag}::part(${part}) { outline: 3px dashed rgb(1, 2, 3); }`).join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  try {
    return parts.filter((part) => {
      const shown = [...(element.shadowRoot?.querySelectorAll('[part]') ?? [])].filter((node) => node.part.contains(part));
      const styled = (node: Element) => getComputedStyle(node).outlineColor === 'rgb(1, 2, 3)' && getComputedStyle(node).outlineStyle === 'dashed';
      return shown.length === 0 || !shown.every(styled);
    });
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  }
}
