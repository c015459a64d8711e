/**
 * `<portico-notification-preferences>` in real Chromium on preact/compat, as the CDN bundle runs
 * it, with nobody signed in (the page is public): it renders in an open shadow root with its
 * stylesheet adopted (light and dark), nothing inline; the invalid submit focuses the error
 * summary; the inline confirmation takes focus and Unsubscribe ends in its message, focused. axe
 * (with colour contrast, which jsdom cannot judge) passes on the form, the invalid submit, the
 * confirmation, the unsubscribed message and the not-found text, in the light and the dark scheme.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $isSignedIn } from '../../core/session';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { darkColours, lightColours } from '../../core/ui/styles';
import { EXAMPLE_PREFERENCES_ID, examplePreferences } from './examples';
import './element';
import { axeInBothSchemes, emulateScheme, rgb, TEST_API, testConfigUrl, until } from '../../core/ui/browser-test-support';

const PATH = `/notification-preferences/${EXAMPLE_PREFERENCES_ID}`;

const UNKNOWN_ID = 'NP-NOBODY';
const { calls: recorded } = serveFakeApi(TEST_API, {
  [`GET ${PATH}`]: ok(examplePreferences),
  [`PUT ${PATH}`]: (call) => ok(call.body),
  [`DELETE ${PATH}`]: { status: 204 },
  [`GET /notification-preferences/${UNKNOWN_ID}`]: { status: 404, body: { messages: ['Notification preferences not found.'] } },
});
const calls = () => recorded.map((call) => `${call.method} ${call.path}${call.bearer === null ? '' : ' with a bearer'}`);

/**
 * Types into a control as a reader would, so Preact's onChange (the input event) sees it, and
 * waits a frame: Preact renders after the event, and a reader's next action comes later still.
 */
async function type(input: HTMLInputElement, value: string): Promise<void> {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise(requestAnimationFrame);
}

describe('<portico-notification-preferences> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;
  const email = () => shadow.querySelector<HTMLInputElement>('[part="email"]')!;
  const boxes = () => [...shadow.querySelectorAll<HTMLInputElement>('[part="checkbox"]')];

  before(async () => {
    await setViewport({ width: 1000, height: 800 });
    element = document.createElement('portico-notification-preferences');
    element.setAttribute('config-url', testConfigUrl);
    element.setAttribute('preferences-id', EXAMPLE_PREFERENCES_ID);
    document.body.append(element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelector('[part="form"]'), 'the form');
  });

  after(async () => {
    element.remove();
    await emulateScheme('light');
  });

  it('renders signed out in an open shadow root with its stylesheet adopted, light and dark, nothing inline, axe clean', async () => {
    expect($isSignedIn.get()).to.equal(false);
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-notification-preferences__choice');
    expect(boxes().map((box) => box.checked)).to.deep.equal([true, true]);
    expect(email().value).to.equal(examplePreferences.email);
    const root = shadow.querySelector<HTMLElement>('[part="notification-preferences"]')!;
    expect(getComputedStyle(root).backgroundColor).to.equal(rgb(lightColours.background));
    // Checkbox rows at least 44px high, boxes 24px (WCAG 2.5.8 asks 24px).
    expect(boxes()[0]!.getBoundingClientRect().height).to.equal(24);
    expect(boxes()[0]!.parentElement!.getBoundingClientRect().height).to.be.at.least(44);
    await emulateScheme('dark');
    expect(getComputedStyle(root).backgroundColor).to.equal(rgb(darkColours.background));
    await emulateScheme('light');
    expect(shadow.querySelector('[style], style, script')).to.equal(null);
    expect(calls()).to.deep.equal([`GET ${PATH}`]);
    await axeInBothSchemes(element);
  });

  it('an invalid e-mail focuses the error summary, whose link focuses the field; axe clean', async () => {
    await type(email(), 'owner@');
    shadow.querySelector<HTMLButtonElement>('[part="save"]')!.click();
    const summary = await until(() => shadow.querySelector<HTMLElement>('.portico-error-summary'), 'the error summary');
    await until(() => shadow.activeElement === summary, 'the summary focused');
    expect(summary.textContent).to.contain('Enter a valid email address');
    await axeInBothSchemes(element);
    summary.querySelector('a')!.click();
    expect(shadow.activeElement).to.equal(email());
    expect(calls()).to.deep.equal([`GET ${PATH}`]);
  });

  it('saves with Enter in the e-mail field: PUT without a bearer, the saved message', async () => {
    await type(email(), 'olivia@example.com');
    email().focus();
    await sendKeys({ press: 'Enter' });
    await until(() => shadow.querySelector('[part="notice"]')?.textContent?.includes('Your notification preferences have been saved.'), 'the saved message');
    expect(calls().at(-1)).to.equal(`PUT ${PATH}`);
    const alert = shadow.querySelector<HTMLElement>('[part="notice"] .portico-alert')!;
    expect(getComputedStyle(alert).backgroundColor).to.equal(rgb(lightColours.successSurface));
  });

  it('Unsubscribe asks first (the question focused), then ends in its message, focused, both boxes off; axe clean', async () => {
    shadow.querySelector<HTMLButtonElement>('[part="unsubscribe-button"]')!.click();
    const confirm = await until(() => shadow.querySelector<HTMLElement>('[part="unsubscribe-confirm"]'), 'the confirmation');
    await until(() => shadow.activeElement === confirm.querySelector('p'), 'the question focused');
    await axeInBothSchemes(element);
    await sendKeys({ press: 'Tab' });
    expect(shadow.activeElement).to.equal(confirm.querySelector('[part="confirm-unsubscribe"]'));
    await sendKeys({ press: 'Enter' });
    const notice = await until(() => shadow.querySelector<HTMLElement>('[part="notice"]:focus'), 'the unsubscribed message focused');
    expect(notice.textContent).to.contain('You have been unsubscribed.');
    expect(boxes().map((box) => box.checked)).to.deep.equal([false, false]);
    expect(calls().at(-1)).to.equal(`DELETE ${PATH}`);
    await axeInBothSchemes(element);
  });

  it('an unknown id shows the not-found text and no form; axe clean', async () => {
    element.setAttribute('preferences-id', UNKNOWN_ID);
    const notFound = await until(() => shadow.querySelector<HTMLElement>('[part="not-found"]'), 'the not-found text');
    expect(notFound.textContent).to.contain('We could not find these notification preferences.');
    expect(shadow.querySelector('[part="form"]')).to.equal(null);
    await axeInBothSchemes(element);
    expect(calls().every((call) => !call.endsWith('with a bearer'))).to.equal(true);
  });
});
