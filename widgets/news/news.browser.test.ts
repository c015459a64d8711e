/**
 * `<portico-news>` in real Chromium on preact/compat, as the CDN bundle runs it: it renders in an
 * open shadow root with its stylesheet adopted (badge colours from the tokens, the dark scheme
 * too), nothing inline; a highlighted item is scrolled into view after the debounce and View all
 * news brings the list back.
 */
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { signInWithAuthResult } from '../../core/session';
import { darkColours, lightColours } from '../../core/ui/styles';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { exampleNews, exampleNewsSession } from './examples';
import './element';
import { emulateScheme, rgb, TEST_API, testConfigUrl, until, untilFocused } from '../../core/ui/browser-test-support';

// No picture loads from the fixtures' hosts: each item shows its author's name and date only.
const news = exampleNews.map((item) => ({ ...item, authorImage: null }));

const { calls } = serveFakeApi(TEST_API, { 'GET /developments': ok(sampleDevelopmentsResponse), 'POST /news/filter': ok({ news }) });

describe('<portico-news> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;

  before(async () => {
    await setViewport({ width: 1000, height: 600 });
    signInWithAuthResult(exampleNewsSession);
    element = document.createElement('portico-news');
    element.setAttribute('config-url', testConfigUrl);
    // Room above, so that scrolling to an item is something to see.
    const spacer = document.createElement('div');
    spacer.style.blockSize = '1500px'; // the test page has no CSP; the element itself writes no style
    document.body.append(spacer, element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelectorAll('[part~="item"]').length === 5, 'five items');
  });

  after(async () => {
    element.remove();
    await emulateScheme('light');
  });

  it('renders in an open shadow root with its stylesheet adopted, the dark scheme too, nothing inline', async () => {
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-news__badge');
    const badge = shadow.querySelector<HTMLElement>('[part~="badge-urgent"]')!;
    expect(badge.textContent).to.equal('Urgent');
    expect(getComputedStyle(badge).color).to.equal(rgb(lightColours.error));
    const item = shadow.querySelector<HTMLElement>('[part~="item"]')!;
    expect(getComputedStyle(item).backgroundColor).to.equal(rgb(lightColours.background));
    await emulateScheme('dark');
    expect(getComputedStyle(badge).color).to.equal(rgb(darkColours.error));
    expect(getComputedStyle(item).backgroundColor).to.equal(rgb(darkColours.background));
    await emulateScheme('light');
    expect(shadow.querySelector('[style], style, script')).to.equal(null);
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal(['GET /developments', 'POST /news/filter']);
  });

  it('after the debounce shows a highlighted item alone, scrolled into view; View all news brings the list back', async () => {
    window.scrollTo(0, 0);
    element.setAttribute('highlight-news-id', 'nws-elm-recycling');
    const highlighted = await until(() => shadow.querySelector<HTMLElement>('[part~="highlighted"]'), 'the highlighted item');
    await until(() => {
      const box = highlighted.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    }, 'the item in view');
    expect(window.scrollY).to.be.greaterThan(1000);
    await untilFocused(shadow, highlighted, 'the highlighted item');
    expect(highlighted.querySelector('[part="title"]')?.textContent).to.equal('Recycling reminder');
    shadow.querySelector<HTMLButtonElement>('[part="view-all"]')!.click();
    await until(() => shadow.querySelectorAll('[part~="item"]').length === 5, 'the list again');
    await untilFocused(shadow, shadow.querySelector('[part="search"]'), 'the search field');
  });
});
