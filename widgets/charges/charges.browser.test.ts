/**
 * `<portico-charges>` in real Chromium on preact/compat, as the CDN bundle runs it: it renders in
 * an open shadow root with its stylesheet adopted (and the dark scheme's colours), opens the first
 * premises on a wide viewport, opens the detail as a real modal `<dialog>` on a narrow one that a
 * real Escape closes with focus back on the row, saves a bill under its own name, and its
 * cancelable `portico-navigate` reaches the document. Restricted by the configuration, it says so
 * in a part the host page can style.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $config } from '../../core/config';
import { sampleBill, sampleChargesResponse } from '../../core/testing/samples/charges';
import { sampleIds } from '../../core/testing/samples/ids';
import { signInWithAuthResult } from '../../core/session';
import { darkColours, lightColours } from '../../core/ui/styles';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { exampleOwnerSession } from './examples';
import './element';
import { emulateScheme, partsWithoutPageStyle, rgb, TEST_API, testConfigUrl, until, untilFocused } from '../../core/ui/browser-test-support';


const { calls } = serveFakeApi(TEST_API, {
  'GET /charges': ok(sampleChargesResponse),
  [`GET /library/files/bill/${sampleIds.flat1ServiceCharge}`]: ok(sampleBill),
});

/** The button of the premises row named `name`. */
function row(shadow: ShadowRoot, name: string): HTMLButtonElement | undefined {
  return [...shadow.querySelectorAll<HTMLButtonElement>('button[part="premises"]')].find((button) => button.textContent === name);
}

describe('<portico-charges> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;

  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    signInWithAuthResult(exampleOwnerSession);
    element = document.createElement('portico-charges');
    element.setAttribute('config-url', testConfigUrl);
    element.setAttribute('statement-href', '/account/statement/?chargeAccountId={chargeAccountId}');
    document.body.append(element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelector('[part="detail"]'), 'the detail panel');
  });

  after(async () => {
    element.remove();
    await emulateScheme('light');
  });

  it('renders in an open shadow root with its own stylesheet adopted, the dark scheme too', async () => {
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-charges__summary');
    const summary = shadow.querySelector<HTMLElement>('[part="summary"]')!;
    expect(summary.textContent).to.equal('Consolidated balanceBalance £2,289.00');
    expect(getComputedStyle(summary).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(summary).display).to.equal('flex');
    expect(getComputedStyle(summary).backgroundColor).to.equal(rgb(lightColours.surface));
    await emulateScheme('dark');
    expect(getComputedStyle(summary).backgroundColor).to.equal(rgb(darkColours.surface));
    expect(getComputedStyle(summary).color).to.equal(rgb(darkColours.text));
    await emulateScheme('light');
    expect(calls.filter((call) => call.path === '/charges')).to.have.length(1);
  });

  it('opens the first premises of the first development on a wide viewport', () => {
    const detail = shadow.querySelector<HTMLElement>('[part="detail"]')!;
    expect(detail.querySelector('h2')?.textContent).to.equal('Flat 1');
    expect([...detail.querySelectorAll('[part="account"] h3')].map((heading) => heading.textContent)).to.deep.equal(['Service charge', 'Ground rent']);
    expect(row(shadow, 'Flat 1')?.getAttribute('aria-current')).to.equal('true');
  });

  it('View statement emits a cancelable portico-navigate that reaches the document', () => {
    const seen: string[] = [];
    const listener = (event: CustomEvent<{ href: string }>) => {
      seen.push(event.detail.href);
      event.preventDefault();
    };
    document.addEventListener('portico-navigate', listener);
    const link = shadow.querySelector<HTMLAnchorElement>('[part="statement-link"]')!;
    link.click();
    document.removeEventListener('portico-navigate', listener);
    expect(seen).to.deep.equal([`/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`]);
    expect(location.pathname).not.to.contain('/account/statement');
  });

  it('saves a bill under the file name the API gave', async () => {
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      shadow.querySelector<HTMLButtonElement>('[part="download-bill"]')!.click();
      await until(() => saved.length > 0, 'the bill download');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved[0]?.name).to.equal(sampleBill.fileName);
    expect(saved[0]?.href).to.match(/^blob:/);
    expect(calls.map((call) => call.path)).to.contain(`/library/files/bill/${sampleIds.flat1ServiceCharge}`);
  });

  it('on a narrow viewport opens the detail as a modal dialog that Escape closes, focus back on the row', async () => {
    await setViewport({ width: 400, height: 800 });
    await until(() => !shadow.querySelector('[part="detail"]'), 'the panel to go');
    const flat2 = row(shadow, 'Flat 2')!;
    flat2.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.textContent).to.contain('RW-0002-SC');
    await sendKeys({ press: 'Escape' });
    await until(() => !shadow.querySelector('dialog[open]'), 'the dialog to close');
    await untilFocused(shadow, flat2, 'the Flat 2 row');
    await setViewport({ width: 1200, height: 800 });
    await until(() => shadow.querySelector('[part="detail"]'), 'the panel again');
    expect(shadow.querySelector('[part="detail"] h2')?.textContent).to.equal('Flat 2');
  });

  it('restricted to global and sl1 staff by the configuration, it says so in the part the host page styles', async () => {
    const loaded = $config.get();
    if (loaded.status !== 'ready') throw new Error(`the configuration is ${loaded.status}`);
    $config.set({ ...loaded, config: { ...loaded.config, featureFlags: { ...loaded.config.featureFlags, RestrictChargesToGlobalAndSl1: true } } });
    try {
      const message = await until(() => shadow.querySelector('[part="restricted"]'), 'the restricted message');
      expect(message.textContent).to.contain('Charges are not available');
      expect(shadow.querySelector('[part="detail"]')).to.equal(null);
      expect(partsWithoutPageStyle(element, ['charges', 'restricted'])).to.deep.equal([]);
    } finally {
      $config.set(loaded);
    }
  });
});
