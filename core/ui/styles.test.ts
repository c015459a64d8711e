import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adoptUiStyles, darkColours, lightColours, supportsConstructableStyles, uiCss, type ColourTokens } from './styles';

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Pair = [keyof ColourTokens, keyof ColourTokens];

// Text pairs need 4.5:1 (WCAG 1.4.3); borders and focus indicators 3:1 (WCAG 1.4.11).
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'errorSurface'],
  ['text', 'warningSurface'],
  ['text', 'infoSurface'],
  ['text', 'successSurface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  // A secondary button (Try again) inside an alert.
  ['primary', 'errorSurface'],
  ['primary', 'warningSurface'],
  ['primary', 'infoSurface'],
  ['primary', 'successSurface'],
  ['onPrimary', 'primary'],
  ['error', 'background'],
  ['error', 'surface'],
  ['error', 'errorSurface'],
  ['warning', 'warningSurface'],
  ['info', 'infoSurface'],
  ['success', 'successSurface'],
  ['onStatus', 'success'],
  ['onStatus', 'error'],
  ['onStatus', 'info'],
];
const nonTextPairs: Pair[] = [
  ['border', 'background'],
  ['border', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focus', 'errorSurface'],
  ['focus', 'warningSurface'],
  ['focus', 'infoSurface'],
  ['focus', 'successSurface'],
];

describe.each([
  ['light', lightColours],
  ['dark', darkColours],
])('the %s scheme', (_scheme, colours) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonTextPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('uiCss', () => {
  it('declares every colour token with its public property, its per-scheme properties and defaults', () => {
    expect(uiCss).toContain(
      '--_p-text-muted: var(--portico-color-text-muted, light-dark(var(--portico-color-text-muted-light, #4f5661), var(--portico-color-text-muted-dark, #b7bcc5)));',
    );
    expect(uiCss).toContain(
      `--_p-focus: var(--portico-focus-ring-color, light-dark(var(--portico-focus-ring-color-light, ${lightColours.focus}), var(--portico-focus-ring-color-dark, ${darkColours.focus})));`,
    );
  });

  it('is light where light-dark() is missing: the light tokens come first, both schemes only under @supports', () => {
    const supports = uiCss.indexOf('@supports (color: light-dark(#000, #fff))');
    expect(supports).toBeGreaterThan(0);
    const before = uiCss.slice(0, supports);
    expect(before).not.toContain('light-dark(var(');
    expect(before).toContain(`--_p-error-surface: var(--portico-color-error-surface, var(--portico-color-error-surface-light, ${lightColours.errorSurface}));`);
  });

  it('inherits the scheme (light unless the host page opts in) and lets data-portico-theme force one', () => {
    // No scheme of its own: a primitive root or a host that declared `light dark` would follow the
    // reader's preference on a light page.
    expect(uiCss).not.toMatch(/color-scheme: light dark/);
    expect(uiCss).toContain(':host([data-portico-theme="dark"]), [data-portico-theme="dark"] { color-scheme: dark; }');
    expect(uiCss).toContain(':host([data-portico-theme="light"]), [data-portico-theme="light"] { color-scheme: light; }');
  });

  it('stills animation for reduced motion', () => {
    expect(uiCss).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.portico-spinner__ring \{ animation: none; \}/);
  });

  it('has balanced braces', () => {
    expect(uiCss.split('{').length).toBe(uiCss.split('}').length);
  });
});

describe('adoptUiStyles outside a browser', () => {
  it('reports that nothing was adopted instead of throwing', () => {
    expect(supportsConstructableStyles()).toBe(false);
    expect(adoptUiStyles({} as Document)).toBe(false);
  });
});

describe('the documented custom properties', () => {
  it('core/ui README lists exactly the --portico-* properties of the stylesheet', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const theming = readme.slice(readme.indexOf('### Theming'), readme.indexOf('## Contracts'));
    const named = [...theming.matchAll(/`(--portico-[\w-]+)`/g)].map((match) => match[1]!);
    // The README names the rule once: every colour property also has a `-light` and a `-dark` form.
    const colours = named.filter((name) => /^--portico-(color-|focus-ring-color$)/.test(name) && !/-(light|dark)$/.test(name));
    const documented = new Set([...named, ...colours.flatMap((name) => [`${name}-light`, `${name}-dark`])]);
    const declared = new Set([...uiCss.matchAll(/var\((--portico-[\w-]+)/g)].map((match) => match[1]));
    expect([...documented].sort()).toEqual([...declared].sort());
  });
});
