/**
 * Every public `--portico-*` custom property of the ui stylesheet, set by a host page on an
 * element's host, reaches the style of the primitive it themes inside the shadow root: the test
 * sets each to a value of its own and reads the computed style where the property should show.
 * Each colour's per-scheme forms (`-light`, `-dark`) are set on a host in that scheme. The list of
 * properties is read from the stylesheet, so a new property without a case fails. Then the
 * scheme itself: light unless the page opts in to dark with its `color-scheme`.
 */
import { expect } from 'chai';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { activateCatalogue } from '../i18n';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/en.json';
import { Alert, type AlertType } from './Alert';
import { Dialog } from './Dialog';
import { Field } from './Field';
import { Snackbar } from './Snackbar';
import { adoptUiStyles, darkColours, lightColours, uiCss } from './styles';
import { until } from './browser-test-support';

activateCatalogue(compileCatalogue(en));

/** One property: the value the host sets, and where and how that value shows. */
interface ThemingCase {
  value: string;
  /** The element it themes, in the shadow root. */
  selector: string;
  /** The computed style property that shows it, and the value read there. */
  style: keyof CSSStyleDeclaration;
  expected: string;
  pseudo?: string;
}

/** A distinct colour per property, so no property can pass on another's value. */
const colour = (n: number) => `rgb(${n}, ${100 + n}, ${200 - n})`;

const CASES: Record<string, ThemingCase> = {
  '--portico-font-family': { value: '"Portico Test Face", serif', selector: '#plain', style: 'fontFamily', expected: '"Portico Test Face", serif' },
  '--portico-font-size': { value: '21px', selector: '#plain', style: 'fontSize', expected: '21px' },
  '--portico-line-height': { value: '37px', selector: '#plain', style: 'lineHeight', expected: '37px' },
  '--portico-radius': { value: '9px', selector: '.portico-button', style: 'borderTopLeftRadius', expected: '9px' },
  '--portico-space': { value: '7px', selector: '.portico-button', style: 'paddingTop', expected: '7px' },
  '--portico-focus-ring-width': { value: '5px', selector: 'input', style: 'outlineWidth', expected: '5px' },
  '--portico-focus-ring-color': { value: colour(1), selector: 'input', style: 'outlineColor', expected: colour(1) },
  '--portico-color-text': { value: colour(2), selector: '#plain', style: 'color', expected: colour(2) },
  '--portico-color-text-muted': { value: colour(3), selector: '.portico-field__hint', style: 'color', expected: colour(3) },
  '--portico-color-background': { value: colour(4), selector: '#plain', style: 'backgroundColor', expected: colour(4) },
  '--portico-color-surface': { value: colour(5), selector: 'dialog', style: 'backgroundColor', expected: colour(5) },
  '--portico-color-border': { value: colour(6), selector: 'input', style: 'borderTopColor', expected: colour(6) },
  '--portico-color-primary': { value: colour(7), selector: '.portico-button', style: 'backgroundColor', expected: colour(7) },
  '--portico-color-on-primary': { value: colour(8), selector: '.portico-button', style: 'color', expected: colour(8) },
  '--portico-color-error': { value: colour(9), selector: '.portico-alert--error', style: 'borderTopColor', expected: colour(9) },
  '--portico-color-success': { value: colour(10), selector: '.portico-alert--success', style: 'borderTopColor', expected: colour(10) },
  '--portico-color-warning': { value: colour(11), selector: '.portico-alert--warning', style: 'borderTopColor', expected: colour(11) },
  '--portico-color-info': { value: colour(12), selector: '.portico-alert--info', style: 'borderTopColor', expected: colour(12) },
  '--portico-color-error-surface': { value: colour(13), selector: '.portico-alert--error', style: 'backgroundColor', expected: colour(13) },
  '--portico-color-success-surface': { value: colour(14), selector: '.portico-alert--success', style: 'backgroundColor', expected: colour(14) },
  '--portico-color-warning-surface': { value: colour(15), selector: '.portico-alert--warning', style: 'backgroundColor', expected: colour(15) },
  '--portico-color-info-surface': { value: colour(16), selector: '.portico-alert--info', style: 'backgroundColor', expected: colour(16) },
  '--portico-color-on-status': { value: colour(17), selector: '.portico-snackbar', style: 'color', expected: colour(17) },
  '--portico-color-backdrop': { value: colour(18), selector: 'dialog', pseudo: '::backdrop', style: 'backgroundColor', expected: colour(18) },
};

/** Every primitive a property themes, at once. */
function Themed(): ReactElement {
  const alerts: AlertType[] = ['error', 'warning', 'info', 'success'];
  return (
    <>
      <div className="portico-ui" id="plain">
        Plain text
      </div>
      <div className="portico-ui">
        <button type="button" className="portico-button">
          Save
        </button>
        {alerts.map((type) => (
          <Alert key={type} type={type}>
            An alert
          </Alert>
        ))}
        <div className="portico-snackbar-host">
          <Snackbar message="Saved" onDismiss={() => {}} durationMs={600_000} />
        </div>
      </div>
      {/* The field sits in the modal dialog, which leaves only its own content focusable. */}
      <Dialog open heading="A dialog" onClose={() => {}}>
        <Field id="email" label="Email address" hint="We never share it">
          <input type="email" className="portico-input" />
        </Field>
      </Dialog>
    </>
  );
}

/** `#0b57c2` -> `rgb(11, 87, 194)`, as computed styles report colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A host with a shadow root rendering every primitive, the `properties` set on the host. */
async function mount(properties: Record<string, string>, theme?: 'dark' | 'light') {
  const host = document.createElement('div');
  for (const [property, value] of Object.entries(properties)) host.style.setProperty(property, value);
  if (theme) host.dataset.porticoTheme = theme;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptUiStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);
  root.render(<Themed />);
  await until(() => shadow.querySelector('dialog[open]') && shadow.querySelector('.portico-snackbar'), 'the dialog and the snackbar');
  return {
    shadow,
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

const colourProperty = (property: string) => /^--portico-(color-|focus-ring-color$)/.test(property);

/** The cases of one way to set the properties: as they are, or per scheme on a host in that scheme. */
const variants = [
  { name: 'set for both schemes', suffix: '', theme: undefined, cases: Object.entries(CASES) },
  ...(['light', 'dark'] as const).map((scheme) => ({
    name: `set for the ${scheme} scheme on a host in that scheme`,
    suffix: `-${scheme}`,
    theme: scheme,
    cases: Object.entries(CASES).filter(([property]) => colourProperty(property)),
  })),
];

describe('the public --portico-* custom properties', () => {
  it('have a case here for each property of the ui stylesheet, colours in each scheme too', () => {
    const declared = new Set([...uiCss.matchAll(/var\((--portico-[\w-]+)/g)].map((match) => match[1]));
    const covered = variants.flatMap(({ suffix, cases }) => cases.map(([property]) => `${property}${suffix}`));
    expect([...declared].sort()).to.deep.equal(covered.sort());
  });

  for (const { name, suffix, theme, cases } of variants) {
    describe(name, () => {
      let mounted: Awaited<ReturnType<typeof mount>>;
      before(async () => {
        mounted = await mount(Object.fromEntries(cases.map(([property, { value }]) => [`${property}${suffix}`, value])), theme);
      });
      after(() => mounted.unmount());

      for (const [property, themed] of cases) {
        it(`${property}${suffix} themes ${themed.selector}${themed.pseudo ?? ''} (${String(themed.style)})`, async () => {
          const { shadow } = mounted;
          const element = shadow.querySelector<HTMLElement>(themed.selector);
          if (!element) throw new Error(`No ${themed.selector}`);
          if (themed.selector === 'input') {
            element.focus();
            await until(() => shadow.activeElement === element, 'the input to take focus');
          }
          expect(getComputedStyle(element, themed.pseudo)[themed.style]).to.equal(themed.expected);
        });
      }
    });
  }
});

describe('the colour scheme', () => {
  let mounted: Awaited<ReturnType<typeof mount>>;
  const text = () => getComputedStyle(mounted.shadow.querySelector('#plain')!).color;
  before(async () => {
    mounted = await mount({});
  });
  after(() => {
    mounted.unmount();
    document.documentElement.style.colorScheme = '';
  });

  it('is light on a page that says nothing, whatever the reader prefers', () => {
    expect(text()).to.equal(rgb(lightColours.text));
  });

  it("is dark when the page opts in with its own color-scheme", () => {
    document.documentElement.style.colorScheme = 'dark';
    expect(text()).to.equal(rgb(darkColours.text));
    document.documentElement.style.colorScheme = '';
  });
});
