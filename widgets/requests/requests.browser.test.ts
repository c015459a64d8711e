/**
 * `<portico-requests>` in real Chromium on preact/compat, as the CDN bundle runs it: it renders in
 * an open shadow root with its stylesheet adopted (light and dark), nothing inline; Raise request
 * opens the form in a native modal dialog (loaded on demand) with the development's numbers to
 * call; a request shows its feed. axe (with
 * colour contrast, which jsdom cannot judge) passes on the list, the form and the request, in the
 * light and the dark scheme.
 */
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sampleDevelopmentContacts, sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleTicket, sampleTicketCategoriesResponse, sampleTicketFeedResponse, sampleTicketOwnerTypesResponse } from '../../core/testing/samples/tickets';
import { signInWithAuthResult } from '../../core/session';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { darkColours, lightColours } from '../../core/ui/styles';
import { exampleRequestsSession, exampleTickets } from './examples';
import './element';
import { axeInBothSchemes, emulateScheme, rgb, TEST_API, testConfigUrl, until, untilFocused } from '../../core/ui/browser-test-support';


const { calls } = serveFakeApi(TEST_API, {
  'GET /developments': ok(sampleDevelopmentsResponse),
  'GET /tickets': ok({ tickets: exampleTickets.slice(0, 10), total: exampleTickets.length }),
  'GET /tickets/categories': ok(sampleTicketCategoriesResponse),
  'GET /tickets/owner-types': ok(sampleTicketOwnerTypesResponse),
  [`GET /developments/${sampleIds.riversideWharf}/contacts`]: ok(sampleDevelopmentContacts),
  [`GET /tickets/${sampleIds.leakTicket}`]: ok(sampleTicket),
  [`GET /tickets/${sampleIds.leakTicket}/feed`]: ok(sampleTicketFeedResponse),
});

describe('<portico-requests> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;

  before(async () => {
    await setViewport({ width: 1000, height: 800 });
    signInWithAuthResult(exampleRequestsSession);
    element = document.createElement('portico-requests');
    element.setAttribute('config-url', testConfigUrl);
    element.setAttribute('office-hours-phone', '020 7946 0000');
    document.body.append(element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelectorAll('[part~="item"]').length === 10, 'ten requests');
  });

  after(async () => {
    element.remove();
    await emulateScheme('light');
  });

  it('renders the list in an open shadow root with its stylesheet adopted, light and dark, nothing inline, axe clean', async () => {
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-requests__status');
    const item = shadow.querySelector<HTMLElement>('[part~="item"]')!;
    expect(getComputedStyle(item).backgroundColor).to.equal(rgb(lightColours.background));
    const inProgress = shadow.querySelector<HTMLElement>('.portico-requests__status--in-progress')!;
    expect(getComputedStyle(inProgress).color).to.equal(rgb(lightColours.warning));
    await emulateScheme('dark');
    expect(getComputedStyle(item).backgroundColor).to.equal(rgb(darkColours.background));
    expect(getComputedStyle(inProgress).color).to.equal(rgb(darkColours.warning));
    await emulateScheme('light');
    expect(shadow.querySelector('[style], style, script')).to.equal(null);
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal(['GET /tickets']);
    await axeInBothSchemes(element);
  });

  it('Raise request opens the form in a native modal dialog, loaded on demand, axe clean', async () => {
    shadow.querySelector<HTMLButtonElement>('[part="raise-button"]')!.click();
    const dialog = await until(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    const development = await until(() => dialog.querySelector<HTMLSelectElement>('select'), 'the form');
    development.value = sampleIds.riversideWharf;
    development.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => dialog.querySelector('[part="audience"]'), 'the audience (site staff)');
    // The development's numbers, as links whose contrast axe judges.
    await until(() => dialog.querySelector('[part="phones"] a[href="tel:08000000000"]'), 'the out-of-hours number');
    expect(dialog.textContent).to.contain('During office hours, call us on 020 7946 0100.');
    await axeInBothSchemes(dialog);
    dialog.querySelector<HTMLButtonElement>('.portico-dialog__actions button')!.click();
    await until(() => !shadow.querySelector('dialog[open]'), 'the dialog closed');
  });

  it('a request opened in place shows its feed and the composer, focused on its title, emitting portico-navigate with ?requestId=, axe clean', async () => {
    // The host takes the navigation (cancels the event), so the URL stays: web-test-runner reads
    // a history.pushState (Playwright's framenavigated) as the test page navigating away and
    // stops the run, at random. The DOM tests cover the pushed URL and Back dropping it.
    const navigations: string[] = [];
    element.addEventListener('portico-navigate', (event) => {
      navigations.push((event as CustomEvent<{ href: string }>).detail.href);
      event.preventDefault();
    });
    const title = [...shadow.querySelectorAll<HTMLButtonElement>('.portico-requests__open')].find((button) => button.textContent === sampleTicket.title)!;
    title.focus();
    title.click();
    await until(() => shadow.querySelectorAll('[part="event"]').length === sampleTicketFeedResponse.feed.length, 'the feed');
    expect(navigations).to.have.length(1);
    expect(new URL(navigations[0]!, location.href).searchParams.get('requestId')).to.equal(sampleIds.leakTicket);
    expect(new URL(location.href).searchParams.has('requestId')).to.equal(false);
    expect(shadow.querySelector('[part="detail-title"]')?.textContent).to.equal(sampleTicket.title);
    await untilFocused(shadow, shadow.querySelector('[part="detail-title"]'), 'the request title');
    expect(shadow.querySelector('[part="composer"] textarea')).to.not.equal(null);
    await axeInBothSchemes(element);
    shadow.querySelector<HTMLButtonElement>('[part="back"]')!.click();
    await until(() => shadow.querySelectorAll('[part~="item"]').length === 10, 'the list again');
  });
});
