/**
 * `<portico-statement>` in real Chromium on preact/compat, as the CDN bundle runs it: rendered in
 * its open shadow root with its constructable stylesheets (nothing inline), the dark scheme, the
 * print view (the document sheet adopted for the print and removed after it, the host page and
 * the controls hidden under print media, every filtered line printed), and Escape closing the
 * how-to-pay dialog with focus back on its button.
 */
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sampleIds } from '../../core/testing/samples/ids';
import { signInWithAuthResult } from '../../core/session';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { darkColours, lightColours } from '../../core/ui/styles';
import { generateStatement, ownerSession } from './examples';
import { PRINT_ATTRIBUTE, printDocumentCss } from './print';
import { statementCss } from './styles';
import './element';
import { rgb, TEST_API, testConfigUrl, until } from '../../core/ui/browser-test-support';
import en from '../../core/i18n/en.json';

const statement = generateStatement(130, new Date().toISOString().slice(0, 10));

serveFakeApi(TEST_API, { [`GET /charges/${sampleIds.flat1ServiceCharge}/statement`]: ok(statement) });
signInWithAuthResult(ownerSession);

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent);

async function mount(attributes: Record<string, string> = {}): Promise<{ element: HTMLElement; shadow: ShadowRoot }> {
  const element = document.createElement('portico-statement');
  element.setAttribute('config-url', testConfigUrl);
  element.setAttribute('charge-account-id', sampleIds.flat1ServiceCharge);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const shadow = element.shadowRoot!;
  await until(() => shadow.querySelectorAll('.portico-statement__screen-table tbody tr').length > 1, 'the statement lines');
  return { element, shadow };
}

describe('<portico-statement> in Chromium on Preact', () => {
  let pageHeader: HTMLElement;
  beforeEach(() => {
    pageHeader = document.createElement('header');
    pageHeader.textContent = 'The host page';
    document.body.prepend(pageHeader);
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen', colorScheme: 'light' });
    for (const element of document.querySelectorAll('portico-statement')) element.remove();
    pageHeader.remove();
  });

  it('renders the first page in its shadow root with its own stylesheets, nothing inline', async () => {
    const { shadow } = await mount();
    expect(shadow.querySelector('h2')?.textContent).to.equal('Service charge');
    const rows = shadow.querySelectorAll('.portico-statement__screen-table tbody tr');
    expect(rows).to.have.length(26);
    expect(rows[0]?.querySelector('th')?.textContent).to.equal(en['statement.balanceBroughtForward']);
    const adopted = shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    expect(adopted.some((css) => css.includes('.portico-statement__actions'))).to.equal(true);
    expect(getComputedStyle(shadow.querySelector('.portico-statement__actions')!).display).to.equal('flex');
    expect(getComputedStyle(shadow.querySelector('.portico-table')!).borderCollapse).to.equal('collapse');
    expect(shadow.querySelectorAll('style, [style]')).to.have.length(0);
    expect(document.querySelectorAll('body style, body [style]')).to.have.length(0);
    // The element's CSS stays in its shadow root.
    expect(statementCss).to.contain('.portico-statement__actions');
    expect(getComputedStyle(pageHeader).display).to.equal('block');
  });

  it('follows the dark scheme', async () => {
    const { element, shadow } = await mount({ 'data-portico-theme': 'dark' });
    const heading = shadow.querySelector('h2')!;
    expect(getComputedStyle(heading).color).to.equal(rgb(darkColours.text));
    element.setAttribute('data-portico-theme', 'light');
    expect(getComputedStyle(heading).color).to.equal(rgb(lightColours.text));
  });

  it('prints the statement alone: every filtered line, no controls, the host page hidden; undone after printing', async () => {
    const { element, shadow } = await mount();
    // The browser's own Print, without the button: the page on screen, without the controls.
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(shadow.querySelector('.portico-statement__screen-table')!).display).to.equal('block');
    expect(getComputedStyle(shadow.querySelector('.portico-statement__filter')!).display).to.equal('none');
    expect(getComputedStyle(pageHeader).display).to.equal('block');
    await emulateMedia({ media: 'screen' });

    const seen: { printing: boolean; sheet: boolean }[] = [];
    const realPrint = window.print;
    window.print = () => {
      seen.push({
        printing: element.hasAttribute(PRINT_ATTRIBUTE),
        sheet: document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(PRINT_ATTRIBUTE))),
      });
    };
    try {
      shadow.querySelector<HTMLButtonElement>('[part="print"]')!.click();
      await until(() => seen.length === 1, 'window.print()');
      expect(seen).to.deep.equal([{ printing: true, sheet: true }]);
      expect(printDocumentCss).to.contain('@media print');

      await emulateMedia({ media: 'print' });
      expect(getComputedStyle(pageHeader).display).to.equal('none');
      expect(getComputedStyle(element).visibility).to.equal('visible');
      expect(getComputedStyle(document.body).visibility).to.equal('hidden');
      for (const selector of ['.portico-statement__filter', '.portico-statement__actions', '.portico-statement__paginator', '.portico-statement__screen-table']) {
        expect(getComputedStyle(shadow.querySelector(selector)!).display, selector).to.equal('none');
      }
      const printTable = shadow.querySelector('.portico-statement__print-table')!;
      expect(getComputedStyle(printTable).display).to.equal('block');
      expect(texts(printTable, 'tbody th')).to.have.length(1 + 130);
      // Dark users print on white: the print view uses the light scheme.
      expect(getComputedStyle(shadow.querySelector('h2')!).color).to.equal(rgb(lightColours.text));

      window.dispatchEvent(new Event('afterprint'));
      await until(() => !shadow.querySelector('.portico-statement__print-table'), 'the print table to go');
      expect(element.hasAttribute(PRINT_ATTRIBUTE)).to.equal(false);
      expect(document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(PRINT_ATTRIBUTE)))).to.equal(false);
      expect(getComputedStyle(pageHeader).display).to.equal('block');
    } finally {
      window.print = realPrint;
    }
  });

  it('How to pay closes with Escape and gives focus back to its button', async () => {
    const { shadow } = await mount();
    const button = shadow.querySelector<HTMLButtonElement>('[part="how-to-pay"]')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.querySelector('h2')?.textContent).to.equal(en['statement.howToPay.title']);
    expect(dialog.querySelector('a[href^="tel:"]')?.getAttribute('href')).to.equal('tel:02079460000');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'the dialog to close');
    await until(() => shadow.activeElement === button, 'focus back on How to pay');
  });
});
