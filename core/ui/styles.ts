/**
 * The ui stylesheet: the tokens, the base rules and the primitives every element may show at once
 * (buttons, inputs, alert, spinner). The other primitives (field, error summary, dialog,
 * snackbar, table, paginator, server HTML) carry their own CSS and adopt it with `styleRef` where
 * they render, so an element loads only the CSS of what it shows. All of it is written so that
 * the same rules work when adopted by the document and when adopted by an element's open shadow
 * root: every primitive's root
 * element carries the class `portico-ui`, which (like `:host`) receives the private tokens, so
 * page CSS never has to reach inside a shadow root and a shadow root never depends on page CSS.
 *
 * Theming: a host page sets the public `--portico-*` custom properties (they inherit into shadow
 * roots); each colour has a default for the light and the dark scheme, and can be set for one
 * scheme only (`--portico-color-primary-dark`). The elements are light unless the host page opts
 * in to dark with its own `color-scheme` (the `<meta name="color-scheme">` tag or the CSS
 * property), which an element's host inherits; `data-portico-theme="dark"` or `"light"` (on an
 * element's host, on any ancestor in the same tree, or on a primitive's root) forces one scheme.
 * Where `light-dark()` is missing (Safari before 17.5, Chrome before 123), the light scheme applies.
 *
 * The stylesheet is a constructable stylesheet (no injected `<style>`, which a strict
 * `style-src` would block), built once from the CSS text below.
 */

/**
 * The colour tokens that change with the scheme. Each `fooBar` is themed by the public custom
 * property `--portico-color-foo-bar`, except `focus`: `--portico-focus-ring-color`.
 * @example const brand: ColourTokens = { ...lightColours, primary: '#005ea5' };
 */
export interface ColourTokens {
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  border: string;
  primary: string;
  onPrimary: string;
  focus: string;
  error: string;
  success: string;
  warning: string;
  info: string;
  errorSurface: string;
  successSurface: string;
  warningSurface: string;
  infoSurface: string;
  /** Text on a snackbar, whose background is the status colour. */
  onStatus: string;
  backdrop: string;
}

/**
 * Light scheme defaults. Every pair used for text reaches WCAG 2.2 AA (4.5:1) and every border or
 * focus indicator 3:1; `styles.test.ts` computes the ratios, so a change that breaks one fails.
 * @example lightColours.primary // '#0b57c2'
 */
export const lightColours: ColourTokens = {
  text: '#1b1b1f',
  textMuted: '#4f5661',
  background: '#ffffff',
  surface: '#ffffff',
  border: '#6b7280',
  primary: '#0b57c2',
  onPrimary: '#ffffff',
  focus: '#0b57c2',
  error: '#b42318',
  success: '#17703a',
  warning: '#8a4b00',
  info: '#0b57c2',
  errorSurface: '#fef3f2',
  successSurface: '#edfbf2',
  warningSurface: '#fff8e6',
  infoSurface: '#eef5ff',
  onStatus: '#ffffff',
  backdrop: 'rgb(0 0 0 / 0.55)',
};

/**
 * Dark scheme defaults, held to the same contrast ratios as the light ones.
 * @example darkColours.text // '#e8e9ec'
 */
export const darkColours: ColourTokens = {
  text: '#e8e9ec',
  textMuted: '#b7bcc5',
  background: '#17181b',
  surface: '#222328',
  border: '#8e96a3',
  primary: '#8ab4f8',
  onPrimary: '#0b1d3a',
  focus: '#a8c7fa',
  error: '#ffb4ab',
  success: '#7fd99b',
  warning: '#f5c46b',
  info: '#8ab4f8',
  errorSurface: '#3a1714',
  successSurface: '#10301c',
  warningSurface: '#33260a',
  infoSurface: '#102544',
  onStatus: '#17181b',
  backdrop: 'rgb(0 0 0 / 0.7)',
};

/** `textMuted` -> `text-muted`: the public custom property is `--portico-color-text-muted`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The public custom property of a colour token: `--portico-color-text-muted`; the focus ring's is `--portico-focus-ring-color`. */
function publicProperty(name: keyof ColourTokens): string {
  return name === 'focus' ? '--portico-focus-ring-color' : `--portico-color-${kebab(name)}`;
}

/**
 * Private token declarations: `--_p-<name>` resolves the public property, else the property of
 * the scheme in use (`-light`, `-dark`), else that scheme's default. `both` picks the scheme with
 * `light-dark()`, which follows the element's `color-scheme`; without it, the light scheme.
 */
function colourDeclarations(both: boolean): string {
  return (Object.keys(lightColours) as (keyof ColourTokens)[])
    .map((name) => {
      const property = publicProperty(name);
      const light = `var(${property}-light, ${lightColours[name]})`;
      const value = both ? `light-dark(${light}, var(${property}-dark, ${darkColours[name]}))` : light;
      return `--_p-${kebab(name)}: var(${property}, ${value});`;
    })
    .join('\n  ');
}

/** Where the tokens are declared: a shadow root's host, or a primitive's root in any tree. */
const scope = ':host, .portico-ui';
// Primitive roots inherit the scheme, so forcing it on the host, or on any element of the same
// tree (a primitive's root or an ancestor of it), reaches every token below it.
const forced = (scheme: 'dark' | 'light'): string => `:host([data-portico-theme="${scheme}"]), [data-portico-theme="${scheme}"]`;

/**
 * The focus ring declarations, for a primitive whose focus shows on any focus, not only keyboard focus.
 * @example `.portico-error-summary:focus { ${focusRing} }`
 */
export const focusRing = 'outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px;';

/**
 * The CSS text of the ui stylesheet (exported for tests and for build-time inspection).
 * @example uiCss.includes('--portico-color-primary') // true
 */
export const uiCss = [
// The scheme is the one in use where the tokens are read: the host page's `color-scheme`, which
// the element's host inherits (light when the page says nothing), unless `data-portico-theme`
// forces one. The light tokens first, for browsers without `light-dark()`; where it exists, one set
// for both schemes. (A custom property holding an unsupported function is still valid, so only
// `@supports` can tell.)
`
${scope} {
  --_p-font-family: var(--portico-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --_p-font-size: var(--portico-font-size, 1rem);
  --_p-line-height: var(--portico-line-height, 1.5);
  --_p-radius: var(--portico-radius, 0.375rem);
  --_p-space: var(--portico-space, 0.5rem);
  --_p-focus-width: var(--portico-focus-ring-width, 3px);
  ${colourDeclarations(false)}
}
@supports (color: light-dark(#000, #fff)) {
  ${scope} {
    ${colourDeclarations(true)}
  }
}
${forced('dark')} { color-scheme: dark; }
${forced('light')} { color-scheme: light; }
`,
// Every primitive sets its own font, colour and background, so inherited page styles do not leak in
// and light text never lands on a light host page. A primitive inside another one (a field in a
// dialog) shows its parent's background; both rules have zero specificity so that each primitive's
// own background (dialog, alert, snackbar) wins.
`
.portico-ui {
  box-sizing: border-box;
  font-family: var(--_p-font-family);
  font-size: var(--_p-font-size);
  line-height: var(--_p-line-height);
  color: var(--_p-text);
}
:where(.portico-ui) { background-color: var(--_p-background); }
:where(.portico-ui .portico-ui) { background-color: transparent; }
.portico-ui *, .portico-ui *::before, .portico-ui *::after { box-sizing: inherit; }
.portico-ui :focus-visible { ${focusRing} }
.portico-ui a[href] { color: var(--_p-primary); text-decoration-thickness: from-font; text-underline-offset: 0.15em; }
.portico-ui a[href]:hover { text-decoration-thickness: 2px; }

.portico-visually-hidden {
  position: absolute !important;
  inline-size: 1px !important;
  block-size: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
}
`,
// Buttons: at least 44px high (WCAG 2.5.8 asks 24px); a transparent border keeps the shape visible
// in forced-colours mode.
`
.portico-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--_p-space);
  min-block-size: 2.75rem;
  min-inline-size: 2.75rem;
  padding: calc(var(--_p-space) * 1) calc(var(--_p-space) * 2);
  border: 1px solid transparent;
  border-radius: var(--_p-radius);
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  cursor: pointer;
  color: var(--_p-on-primary);
  background-color: var(--_p-primary);
}
.portico-button:hover { text-decoration: underline; text-underline-offset: 0.15em; }
.portico-button--secondary {
  color: var(--_p-primary);
  background-color: transparent;
  border-color: var(--_p-primary);
}
.portico-button[aria-disabled="true"], .portico-button:disabled {
  cursor: not-allowed;
  text-decoration: none;
  color: var(--_p-text-muted);
  background-color: transparent;
  border-color: var(--_p-border);
  border-style: dashed;
}
.portico-icon { inline-size: 1.25rem; block-size: 1.25rem; flex: none; fill: currentColor; }
`,
// Controls inside a field, and the paginator's select.
`
.portico-input {
  display: block;
  inline-size: 100%;
  max-inline-size: 30rem;
  min-block-size: 2.75rem;
  padding: calc(var(--_p-space) * 0.75) var(--_p-space);
  font: inherit;
  color: var(--_p-text);
  background-color: var(--_p-background);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
}
.portico-input[aria-invalid="true"] { border: 2px solid var(--_p-error); }
select.portico-input { inline-size: auto; }
`,
// Alert
`
.portico-alert {
  display: flex;
  flex-direction: column;
  gap: var(--_p-space);
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-alert-colour);
  border-inline-start-width: 0.375rem;
  border-radius: var(--_p-radius);
  background-color: var(--_p-alert-surface);
}
.portico-alert--error { --_p-alert-colour: var(--_p-error); --_p-alert-surface: var(--_p-error-surface); }
.portico-alert--warning { --_p-alert-colour: var(--_p-warning); --_p-alert-surface: var(--_p-warning-surface); }
.portico-alert--info { --_p-alert-colour: var(--_p-info); --_p-alert-surface: var(--_p-info-surface); }
.portico-alert--success { --_p-alert-colour: var(--_p-success); --_p-alert-surface: var(--_p-success-surface); }
.portico-alert + .portico-alert { margin-block-start: calc(var(--_p-space) * 2); }
.portico-alert__title { margin: 0; font-size: 1.125em; line-height: 1.3; font-weight: 700; color: var(--_p-alert-colour); }
.portico-alert__body > :first-child { margin-block-start: 0; }
.portico-alert__body > :last-child { margin-block-end: 0; }
.portico-alert__actions { display: flex; gap: var(--_p-space); }
`,
// Spinner: the ring is decoration (the label carries the meaning), so reduced motion stills it.
`
.portico-spinner { display: inline-flex; align-items: center; gap: var(--_p-space); }
.portico-spinner__ring {
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 0.1875rem solid var(--_p-border);
  border-block-start-color: var(--_p-primary);
  border-radius: 50%;
  animation: portico-spin 0.8s linear infinite;
}
@keyframes portico-spin { to { transform: rotate(360deg); } }

@media (prefers-reduced-motion: reduce) {
  .portico-spinner__ring { animation: none; }
}
`,
].join('\n');

/** One stylesheet per CSS text, shared by every root that adopts it. */
const sheets = new Map<string, CSSStyleSheet>();
/** The sheets adopted through `styleRef`: they go after the ui sheet, before an element's own. */
const partSheets = new WeakSet<CSSStyleSheet>();

/**
 * True where stylesheets can be constructed and adopted (not in jsdom, as of jsdom 27).
 * @example if (supportsConstructableStyles()) shadowRoot.adoptedStyleSheets = [getUiStyleSheet()];
 */
export function supportsConstructableStyles(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
    typeof Document === 'function' &&
    'adoptedStyleSheets' in Document.prototype
  );
}

/**
 * The constructable stylesheet of `css`, built on first use and then shared, so adopting the
 * same CSS twice in one root is recognised. Throws where constructable stylesheets are missing;
 * check `supportsConstructableStyles()`.
 * @example shadowRoot.adoptedStyleSheets = [getUiStyleSheet(), sheetFor(widgetCss)];
 */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    if (!supportsConstructableStyles()) {
      throw new Error('Constructable stylesheets are not supported in this environment.');
    }
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The ui stylesheet (tokens, base, buttons, inputs, alert, spinner), shared by every root.
 * Throws where constructable stylesheets are missing; check `supportsConstructableStyles()`.
 * @example shadowRoot.adoptedStyleSheets = [getUiStyleSheet(), widgetSheet];
 */
export function getUiStyleSheet(): CSSStyleSheet {
  return sheetFor(uiCss);
}

/**
 * Adds the ui stylesheet to `root.adoptedStyleSheets` unless it is already there. Returns false
 * (and changes nothing) where constructable stylesheets are missing, such as jsdom, so the same
 * component code runs in unit tests.
 * @example adoptUiStyles(this.shadowRoot); adoptUiStyles(document);
 */
export function adoptUiStyles(root: Document | ShadowRoot): boolean {
  if (!supportsConstructableStyles() || !('adoptedStyleSheets' in root)) return false;
  const uiSheet = getUiStyleSheet();
  if (!root.adoptedStyleSheets.includes(uiSheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, uiSheet];
  }
  return true;
}

const styleRefs = new Map<string, (node: Element | null) => void>();

/**
 * A callback ref that adopts `css` into the document or shadow root its node is rendered in,
 * once, when the node mounts (before the first paint). A primitive or widget carries its own
 * CSS this way, so a page or element only loads and adopts the CSS of what it shows, and the
 * ui sheet every element shares stays small. The sheet goes after the ui sheet and before any
 * other sheet of the root (an element's own CSS), which therefore still overrides it.
 * The ref is the same function for the same CSS, so React does not call it on every render.
 * @example <table ref={styleRef(tableCss)} className="portico-table">
 */
export function styleRef(css: string): (node: Element | null) => void {
  let ref = styleRefs.get(css);
  if (!ref) {
    ref = (node) => {
      if (!node || !supportsConstructableStyles()) return;
      const root = node.getRootNode();
      if (!(root instanceof Document || root instanceof ShadowRoot)) return;
      const sheet = sheetFor(css);
      partSheets.add(sheet);
      const adopted = root.adoptedStyleSheets;
      if (adopted.includes(sheet)) return;
      let at = adopted.indexOf(getUiStyleSheet()) + 1 || adopted.length;
      while (at < adopted.length && partSheets.has(adopted[at]!)) at += 1;
      root.adoptedStyleSheets = [...adopted.slice(0, at), sheet, ...adopted.slice(at)];
    };
    styleRefs.set(css, ref);
  }
  return ref;
}
