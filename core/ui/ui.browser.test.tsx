/**
 * The ui primitives in real Chromium, inside open shadow roots as the custom elements use them
 * (and on preact/compat, as the CDN element bundles run them; see web-test-runner.config.mjs):
 * the adopted stylesheet applies there, page CSS does not leak in, the schemes and reduced motion
 * switch, and the native dialog is modal, closes on Escape and gives focus back.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { activateCatalogue } from '../i18n';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/en.json';
import { Alert } from './Alert';
import { Dialog } from './Dialog';
import { DialogHost } from './DialogHost';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { Snackbar } from './Snackbar';
import { Spinner } from './Spinner';
import { closeDialog, showErrorDialog } from './dialogStore';
import { errorSummary, paginator, tablePopulated } from './examples';
import { adoptUiStyles, darkColours, getUiStyleSheet, lightColours, sheetFor } from './styles';
import { Table } from './Table';
import { rgb, until, untilFocused } from './browser-test-support';

activateCatalogue(compileCatalogue(en));

/** `#rrggbb` as the `rgb(r, g, b)` that getComputedStyle reports. */

interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  root: Root;
}
const mounted: Mounted[] = [];

/** Renders `element` inside a fresh open shadow root, with or without the ui stylesheet. */
async function mountInShadow(element: ReactElement, { styles = true, theme }: { styles?: boolean; theme?: string } = {}) {
  const host = document.createElement('div');
  if (theme) host.dataset.porticoTheme = theme;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  if (styles) adoptUiStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  root.render(element);
  mounted.push({ host, shadow, root });
  await until(() => container.childElementCount > 0, 'the render');
  return { host, shadow };
}

function q<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

/** Page CSS that would wreck the primitives if it reached them. */
const hostileCss = `
  body { color: rgb(0, 128, 0); font-family: "Courier New", monospace; }
  p, div, span { color: rgb(255, 0, 0) !important; }
  button { background: rgb(255, 0, 0) !important; min-height: 0 !important; padding: 0 !important; }
  .portico-alert { border-width: 20px !important; }
`;
const pageSheet = new CSSStyleSheet();

before(() => {
  pageSheet.replaceSync(hostileCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
});
after(() => {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageSheet);
});
afterEach(async () => {
  closeDialog();
  await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  for (const { host, root } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
});

describe('ui styles in a shadow root', () => {
  it('adopts one shared sheet, once', async () => {
    const { shadow } = await mountInShadow(<Spinner />);
    adoptUiStyles(shadow);
    expect(shadow.adoptedStyleSheets.filter((sheet) => sheet === getUiStyleSheet())).to.have.length(1);
    expect(getUiStyleSheet()).to.equal(getUiStyleSheet());
  });

  it('adopts a primitive’s own sheet where it renders: after the ui sheet, before the root’s own CSS', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const own = sheetFor('.portico-table th { color: rgb(1, 2, 3); }');
    adoptUiStyles(shadow);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, own];
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    root.render(<Table caption="Lines" columns={[{ id: 'a', header: 'A', cell: (row: { a: string }) => row.a }]} rows={[{ a: 'x' }]} rowKey={(row) => row.a} />);
    mounted.push({ host, shadow, root });
    await until(() => shadow.querySelector('table') !== null, 'the table');
    const sheets = shadow.adoptedStyleSheets;
    expect(sheets).to.have.length(3);
    expect(sheets[0]).to.equal(getUiStyleSheet());
    expect(sheets[2]).to.equal(own);
    // The table's sheet applies, and the root's own CSS still wins over it.
    expect(getComputedStyle(q(shadow, 'table')).borderCollapse).to.equal('collapse');
    expect(getComputedStyle(q(shadow, 'th')).color).to.equal('rgb(1, 2, 3)');
    // Rendering another table adopts nothing more.
    root.render(<Table caption="Other" columns={[{ id: 'a', header: 'A', cell: (row: { a: string }) => row.a }]} rows={[]} rowKey={(row) => row.a} />);
    await until(() => shadow.querySelector('caption')?.textContent === 'Other', 'the second render');
    expect(shadow.adoptedStyleSheets).to.have.length(3);
  });

  it('shows a table’s rows as labelled cards on a phone, and as a table on a wide screen and in print', async () => {
    const { shadow } = await mountInShadow(tablePopulated.render());
    const wrap = q<HTMLElement>(shadow, '.portico-table-wrap');
    const cell = q<HTMLElement>(shadow, 'tbody td');
    try {
      await setViewport({ width: 390, height: 844 });
      await until(() => getComputedStyle(cell).display === 'grid', 'the card layout');
      expect(wrap.scrollWidth, 'nothing scrolls sideways').to.be.at.most(wrap.clientWidth);
      expect(getComputedStyle(q(shadow, 'thead')).position, 'the header row kept for screen readers only').to.equal('absolute');
      expect(getComputedStyle(cell, '::before').content).to.include('Description');
      expect(getComputedStyle(q(shadow, 'tbody th'), '::before').content).to.include('Transaction Date');

      await emulateMedia({ media: 'print' });
      await until(() => getComputedStyle(cell).display === 'table-cell', 'the printed table');
      expect(getComputedStyle(cell, '::before').content).to.equal('none');

      await emulateMedia({ media: 'screen' });
      await setViewport({ width: 1024, height: 768 });
      await until(() => getComputedStyle(cell).display === 'table-cell', 'the table on a wide screen');
      expect(getComputedStyle(q(shadow, 'thead')).position).to.equal('static');
      expect(getComputedStyle(cell, '::before').content).to.equal('none');
    } finally {
      await emulateMedia({ media: 'screen' });
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('applies the primitives’ styles and keeps the host page’s CSS out', async () => {
    const { shadow } = await mountInShadow(
      <Alert type="error" onRetry={() => {}}>
        <p>Something went wrong while fetching the charges</p>
      </Alert>,
    );
    const alert = q<HTMLElement>(shadow, '.portico-alert');
    const style = getComputedStyle(alert);
    expect(style.borderInlineStartWidth).to.equal('6px');
    expect(style.borderTopWidth).to.equal('1px');
    expect(style.color).to.equal(rgb(lightColours.text));
    expect(style.fontFamily).to.not.contain('Courier');
    expect(getComputedStyle(q(shadow, '.portico-alert__body p')).color).to.equal(rgb(lightColours.text));

    const retry = q<HTMLButtonElement>(shadow, 'button');
    expect(getComputedStyle(retry).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(retry).color).to.equal(rgb(lightColours.primary));
    // WCAG 2.5.8: targets of at least 24 by 24 CSS pixels (ours are 44 high).
    expect(retry.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('has no look of its own without the sheet, so the sheet is what styles them', async () => {
    const { shadow } = await mountInShadow(<Alert type="error">Failed</Alert>, { styles: false });
    expect(getComputedStyle(q(shadow, '.portico-alert')).borderInlineStartWidth).to.equal('0px');
  });

  it('lets the host page theme through --portico-* custom properties', async () => {
    const { host, shadow } = await mountInShadow(<Alert type="info">Saved</Alert>);
    host.style.setProperty('--portico-color-info', '#123456');
    expect(getComputedStyle(q(shadow, '.portico-alert')).borderInlineStartColor).to.equal('rgb(18, 52, 86)');
  });

  it('stays light on a light page, follows the page that opts in to dark, and data-portico-theme forces a scheme', async () => {
    const light = await mountInShadow(<Alert type="info">Saved</Alert>);
    const forced = await mountInShadow(<Alert type="info">Saved</Alert>, { theme: 'dark' });
    expect(getComputedStyle(q(light.shadow, '.portico-alert')).color).to.equal(rgb(lightColours.text));
    expect(getComputedStyle(q(forced.shadow, '.portico-alert')).color).to.equal(rgb(darkColours.text));
    expect(getComputedStyle(q(forced.shadow, '.portico-alert')).backgroundColor).to.equal(rgb(darkColours.infoSurface));

    // The reader's dark preference alone does not darken an element on a page that did not opt in.
    await emulateMedia({ colorScheme: 'dark' });
    expect(getComputedStyle(q(light.shadow, '.portico-alert')).color).to.equal(rgb(lightColours.text));
    // A page that supports both schemes: its elements follow the reader.
    document.documentElement.style.colorScheme = 'light dark';
    try {
      const pinnedLight = await mountInShadow(<Alert type="info">Saved</Alert>, { theme: 'light' });
      expect(getComputedStyle(q(light.shadow, '.portico-alert')).color).to.equal(rgb(darkColours.text));
      expect(getComputedStyle(q(pinnedLight.shadow, '.portico-alert')).color).to.equal(rgb(lightColours.text));
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('stills the spinner for reduced motion', async () => {
    const { shadow } = await mountInShadow(<Spinner />);
    const ring = q(shadow, '.portico-spinner__ring');
    expect(getComputedStyle(ring).animationName).to.equal('portico-spin');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(ring).animationName).to.equal('none');
  });

  it('shows a visible focus ring for keyboard focus', async () => {
    const { shadow } = await mountInShadow(
      <Field id="email" label="Email address">
        <input type="email" />
      </Field>,
    );
    const input = q<HTMLInputElement>(shadow, 'input');
    input.focus();
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Tab' });
    await untilFocused(shadow, input, 'the input');
    const style = getComputedStyle(input);
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineWidth).to.equal('3px');
    expect(style.outlineColor).to.equal(rgb(lightColours.focus));
  });

  it('places the snackbar top-centre with a dismiss target of at least 24px', async () => {
    const { shadow } = await mountInShadow(
      <div className="portico-ui portico-snackbar-host">
        <Snackbar message="Saved" onDismiss={() => {}} />
      </div>,
    );
    // Measured after its 200 ms slide-in.
    await Promise.all(q(shadow, '.portico-snackbar').getAnimations().map((animation) => animation.finished));
    const snackbar = q<HTMLElement>(shadow, '.portico-snackbar').getBoundingClientRect();
    expect(Math.abs(snackbar.left + snackbar.width / 2 - window.innerWidth / 2)).to.be.below(2);
    expect(snackbar.top).to.equal(16);
    const dismiss = q<HTMLElement>(shadow, '.portico-snackbar__dismiss').getBoundingClientRect();
    expect(dismiss.width).to.be.at.least(24);
    expect(dismiss.height).to.be.at.least(24);
    expect(getComputedStyle(q(shadow, '.portico-snackbar')).backgroundColor).to.equal(rgb(lightColours.success));
  });
});

describe('Dialog in a shadow root', () => {
  it('opens modally, closes on Escape and returns focus to the opener', async () => {
    let closes = 0;
    function Example() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog
            open={open}
            heading="Delete booking"
            onClose={() => {
              closes += 1;
              setOpen(false);
            }}
          >
            <p>Body</p>
          </Dialog>
        </>
      );
    }
    const { shadow } = await mountInShadow(<Example />);
    const opener = q<HTMLButtonElement>(shadow, '#opener');
    opener.focus();
    opener.click();
    const dialog = q<HTMLDialogElement>(shadow, 'dialog');
    await until(() => dialog.open, 'the dialog to open');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(q(shadow, 'dialog h2').id);
    expect(dialog.contains(shadow.activeElement)).to.equal(true);
    // The page behind is inert: a click at the opener's place lands on the dialog's backdrop.
    const box = opener.getBoundingClientRect();
    expect(shadow.elementFromPoint(box.left + 2, box.top + 2)).to.not.equal(opener);
    expect(getComputedStyle(dialog).backgroundColor).to.equal(rgb(lightColours.surface));
    expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal('rgba(0, 0, 0, 0.55)');

    await sendKeys({ press: 'Escape' });
    await until(() => closes === 1, 'onClose');
    expect(dialog.open).to.equal(false);
    await untilFocused(shadow, opener, 'the opener');
  });

  it('shows a store-driven error dialog and settles when Escape closes it', async () => {
    const { shadow } = await mountInShadow(
      <>
        <button type="button" id="save">
          Save
        </button>
        <DialogHost />
      </>,
    );
    const save = q<HTMLButtonElement>(shadow, '#save');
    save.focus();
    let settled = false;
    void showErrorDialog({ status: 500 }).then(() => {
      settled = true;
    });
    await until(() => shadow.querySelector('dialog')?.open === true, 'the error dialog');
    const dialog = q<HTMLDialogElement>(shadow, 'dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(q(shadow, 'dialog h2').textContent).to.equal('An error occured');
    expect(getComputedStyle(q(shadow, 'dialog h2')).color).to.equal(rgb(lightColours.error));

    await sendKeys({ press: 'Escape' });
    await until(() => settled, 'the dialog promise');
    expect(shadow.querySelector('dialog')).to.equal(null);
    await untilFocused(shadow, save, 'Save');
  });
});

describe('ErrorSummary in a shadow root', () => {
  it('focuses the field of a clicked link in the same shadow root', async () => {
    const { shadow } = await mountInShadow(errorSummary.render());
    q<HTMLAnchorElement>(shadow, 'a[href="#summary-code"]').click();
    await untilFocused(shadow, shadow.getElementById('summary-code'), 'the code field');
    expect(location.hash).to.equal('');
  });

  it('takes focus on a failed submit', async () => {
    const { shadow } = await mountInShadow(
      <ErrorSummary errors={[{ fieldId: 'x', message: 'This field is required' }]} focusKey={1} />,
    );
    await until(() => shadow.activeElement?.classList.contains('portico-error-summary') === true, 'focus');
    expect(getComputedStyle(q(shadow, '.portico-error-summary')).outlineStyle).to.equal('solid');
  });
});

describe('Paginator in a shadow root', () => {
  it('moves between pages on preact/compat', async () => {
    const { shadow } = await mountInShadow(paginator.render());
    const status = q(shadow, '.portico-paginator__status');
    expect(status.textContent).to.contain('page 2 of 3');
    const [, next] = [...shadow.querySelectorAll<HTMLButtonElement>('.portico-paginator__nav button')];
    next?.click();
    await until(() => status.textContent?.includes('page 3 of 3') === true, 'page 3');
    expect(next?.getAttribute('aria-disabled')).to.equal('true');
  });
});
