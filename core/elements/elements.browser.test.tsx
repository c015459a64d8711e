/**
 * The element factory in real Chromium, on preact/compat as the CDN bundles run it (see
 * web-test-runner.config.mjs): typed attribute and property mapping, a property set before the
 * element is defined, events crossing the shadow root, styles adopted in the shadow root with
 * page CSS kept out, a harmless second definition, the page's configuration named by a
 * `config-url` attribute, and two elements sharing one session.
 */
import { useStore } from '@nanostores/react';
import { expect } from 'chai';
import { useState } from 'react';
import defaults from '../config/defaults/config.json';
import { $config } from '../config';
import { $language } from '../i18n';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/en.json';
import { sampleUser } from '../testing/samples/account';
import { $user, signInWithAuthResult, signOut } from '../session';
import { registerSignedOutView } from './SessionGate';
import { darkColours, getUiStyleSheet, lightColours } from '../ui';
import { defineElement, hrefFrom, type ElementDefinition, type ElementProps } from '.';
import { serveFakeApi } from '../testing/fake-api';
import { rgb, until } from '../ui/browser-test-support';

function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

function q<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

const placed: Element[] = [];
function place<T extends Element>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as T;
  document.body.append(element);
  placed.push(element);
  return element;
}
afterEach(() => {
  for (const element of placed.splice(0)) element.remove();
});

/** A component that shows the props it received, so the tests read them back from the shadow root. */
interface ProbeProps extends ElementProps {
  accountId?: string;
  pageSize?: number;
  compact?: boolean;
  filters?: unknown;
  items?: unknown;
  statementHref?: string;
}
function Probe({ emit, ...props }: ProbeProps) {
  const [answer, setAnswer] = useState<string>('');
  const href = hrefFrom(props.statementHref, { accountId: props.accountId ?? '' });
  return (
    <div className="portico-ui" part="base">
      <output>{JSON.stringify(props, (_, value: unknown) => (value === undefined ? '(undefined)' : value))}</output>
      <p part="text">Probe</p>
      <button type="button" onClick={() => setAnswer(String(emit('portico-navigate', { href: href ?? '' })))}>
        go
      </button>
      <span className="answer">{answer}</span>
    </div>
  );
}
const probeDefinition = (tag: `portico-${string}`): ElementDefinition<ProbeProps> => ({
  tag,
  component: Probe,
  summary: 'A probe for the factory tests.',
  attributes: { accountId: 'string', pageSize: 'number', compact: 'boolean', filters: 'json', statementHref: 'string' },
  properties: ['items'],
  events: ['portico-navigate'],
  parts: ['base', 'text'],
  styles: 'p { text-transform: uppercase; }',
});

function shownProps(element: Element): Record<string, unknown> {
  return JSON.parse(q(shadowOf(element), 'output').textContent ?? '{}') as Record<string, unknown>;
}

const languageUrl = URL.createObjectURL(new Blob([JSON.stringify(compileCatalogue(en))], { type: 'application/json' }));
const configUrl = URL.createObjectURL(
  new Blob([JSON.stringify({ ...defaults, languageUrl })], { type: 'application/json' }),
);

before(async () => {
  defineElement(probeDefinition('portico-probe'));
  // The first element on the page names the configuration: no meta tag, no script.
  const first = place(`<portico-probe config-url="${configUrl}"></portico-probe>`);
  await until(() => $language.get().status === 'ready', 'the language file');
  expect($config.get()).to.include({ status: 'ready', source: 'remote' });
  await until(() => shadowOf(first).querySelector('output') !== null, 'the first render');
});

describe('attributes and properties', () => {
  it('maps kebab-case attributes to camelCase props with their types', async () => {
    const element = place(
      `<portico-probe account-id="A-17" page-size="25" compact filters='{"status":"open"}'></portico-probe>`,
    );
    await until(() => shadowOf(element).querySelector('output') !== null, 'the render');
    expect(shownProps(element)).to.deep.include({ accountId: 'A-17', pageSize: 25, compact: true, filters: { status: 'open' } });
  });

  it('follows attribute changes and removals', async () => {
    const element = place(`<portico-probe page-size="10" compact></portico-probe>`);
    await until(() => shadowOf(element).querySelector('output') !== null, 'the render');
    element.setAttribute('page-size', '50');
    element.setAttribute('compact', 'false');
    await until(() => shownProps(element).pageSize === 50, 'the new page size');
    expect(shownProps(element).compact).to.equal(false);
    element.removeAttribute('page-size');
    element.setAttribute('compact', '');
    await until(() => shownProps(element).pageSize === '(undefined)', 'the page size removed');
    expect(shownProps(element).compact).to.equal(true);
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      element.setAttribute('filters', '{not json');
    } finally {
      console.warn = warn;
    }
    await until(() => shownProps(element).filters === '(undefined)', 'invalid JSON ignored');
    expect(String(warnings[0]?.[0])).to.contain('filters attribute of <portico-probe> is not JSON');
  });

  it('takes rich data as a property, without reflecting it to an attribute', async () => {
    const element = place<HTMLElement & { items?: unknown }>(`<portico-probe></portico-probe>`);
    element.items = [{ id: 1 }, { id: 2 }];
    await until(() => Array.isArray(shownProps(element).items), 'the items');
    expect(shownProps(element).items).to.deep.equal([{ id: 1 }, { id: 2 }]);
    expect(element.getAttributeNames()).to.deep.equal([]);
    expect(element.items).to.deep.equal([{ id: 1 }, { id: 2 }]);
  });

  it('keeps a property set before the element was defined', async () => {
    const element = place<HTMLElement & { items?: unknown }>(`<portico-early account-id="B-2"></portico-early>`);
    element.items = ['set early'];
    defineElement(probeDefinition('portico-early'));
    await until(() => shadowOf(element).querySelector('output') !== null, 'the upgrade');
    expect(shownProps(element)).to.deep.include({ accountId: 'B-2', items: ['set early'] });
    // The property is the element's accessor now, so later changes render too.
    element.items = ['set later'];
    await until(() => (shownProps(element).items as string[])[0] === 'set later', 'the later value');
  });
});

describe('events', () => {
  it('cross the shadow root to a document listener, which may cancel portico-navigate', async () => {
    const element = place(
      `<portico-probe account-id="A 1" statement-href="/my-account/statement?account={accountId}"></portico-probe>`,
    );
    await until(() => shadowOf(element).querySelector('button') !== null, 'the render');
    const seen: CustomEvent<{ href: string }>[] = [];
    const listener = (event: CustomEvent<{ href: string }>) => seen.push(event);
    document.addEventListener('portico-navigate', listener);
    try {
      q<HTMLButtonElement>(shadowOf(element), 'button').click();
      await until(() => q(shadowOf(element), '.answer').textContent !== '', 'the first answer');
      expect(q(shadowOf(element), '.answer').textContent).to.equal('true');
      expect(seen).to.have.length(1);
      expect(seen[0]?.detail).to.deep.equal({ href: '/my-account/statement?account=A%201' });
      expect(seen[0]?.target === element, 'the event comes from the element').to.equal(true);
      expect([seen[0]?.bubbles, seen[0]?.composed, seen[0]?.cancelable]).to.deep.equal([true, true, true]);

      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('portico-navigate', cancel);
      q<HTMLButtonElement>(shadowOf(element), 'button').click();
      await until(() => q(shadowOf(element), '.answer').textContent === 'false', 'the cancelled answer');
      document.removeEventListener('portico-navigate', cancel);
      expect(seen).to.have.length(2);
    } finally {
      document.removeEventListener('portico-navigate', listener);
    }
  });
});

describe('styles', () => {
  const pageSheet = new CSSStyleSheet();
  before(() => {
    pageSheet.replaceSync(`
      body { color: rgb(0, 128, 0); letter-spacing: 7px; font-family: "Courier New", monospace; }
      p { color: rgb(255, 0, 0) !important; text-transform: none !important; }
      .portico-ui { border: 9px solid rgb(255, 0, 0) !important; }
      portico-probe.themed { --portico-color-primary: #005500; }
    `);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageSheet);
  });

  it('adopts the ui and element stylesheets in the shadow root and keeps page CSS out', async () => {
    const element = place(`<portico-probe></portico-probe>`);
    await until(() => shadowOf(element).querySelector('p') !== null, 'the render');
    const shadow = shadowOf(element);
    expect(shadow.adoptedStyleSheets).to.include(getUiStyleSheet());
    const text = getComputedStyle(q(shadow, 'p'));
    expect(text.color).to.equal(rgb(lightColours.text));
    expect(text.letterSpacing).to.equal('normal');
    expect(text.fontFamily).not.to.contain('Courier');
    // The element's own CSS applies inside...
    expect(text.textTransform).to.equal('uppercase');
    expect(getComputedStyle(q(shadow, '.portico-ui')).borderTopWidth).to.equal('0px');
    // ...and not to the page.
    const pageParagraph = place<HTMLParagraphElement>('<p>page</p>');
    expect(getComputedStyle(pageParagraph).textTransform).to.equal('none');
    expect(getComputedStyle(element).display).to.equal('block');
  });

  it('takes --portico-* custom properties and ::part rules from the page', async () => {
    const partSheet = new CSSStyleSheet();
    partSheet.replaceSync('portico-probe::part(text) { outline: 4px solid rgb(0, 0, 255); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, partSheet];
    try {
      const element = place(`<portico-probe class="themed"></portico-probe>`);
      await until(() => shadowOf(element).querySelector('button') !== null, 'the render');
      const shadow = shadowOf(element);
      const probe = q<HTMLElement>(shadow, '.portico-ui');
      expect(getComputedStyle(probe).getPropertyValue('--_p-primary').trim()).to.equal('#005500');
      expect(getComputedStyle(q(shadow, 'p')).outlineWidth).to.equal('4px');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== partSheet);
    }
  });
});

describe('dark scheme', () => {
  it('is forced by data-portico-theme="dark" on the element', async () => {
    const element = place(`<portico-probe data-portico-theme="dark"></portico-probe>`);
    await until(() => shadowOf(element).querySelector('.portico-ui') !== null, 'the render');
    const probe = getComputedStyle(q(shadowOf(element), '.portico-ui'));
    expect(probe.color).to.equal(rgb(darkColours.text));
    expect(probe.backgroundColor).to.equal(rgb(darkColours.background));
  });
});

describe('definition', () => {
  it('defining a tag a second time is harmless and answers the class already defined', () => {
    const defined = customElements.get('portico-probe');
    expect(() => defineElement(probeDefinition('portico-probe'))).not.to.throw();
    expect(defineElement(probeDefinition('portico-probe'))).to.equal(defined);
  });
});

describe('one session for every element', () => {
  function Greeting() {
    return <p className="portico-ui greeting">{useStore($user)?.email}</p>;
  }
  // Stands in for the compact sign-in, which widgets/signin registers (its own tests show it in an element).
  function SignedOut() {
    return (
      <form className="portico-ui signed-out" aria-label="Sign in">
        <input type="password" aria-label="Password" />
      </form>
    );
  }
  before(() => {
    registerSignedOutView(SignedOut);
    defineElement({ tag: 'portico-greeting', component: Greeting, needsSession: true, summary: 'Greets the user.' });
  });
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('shows the registered signed-out view in every element while signed out, and the components once signed in', async () => {
    const first = place(`<portico-greeting></portico-greeting>`);
    const second = place(`<portico-greeting></portico-greeting>`);
    const signedOutView = (element: Element) => shadowOf(element).querySelector('.signed-out');
    await until(() => signedOutView(first) !== null && signedOutView(second) !== null, 'the signed-out view in both');
    expect(shadowOf(first).querySelector('input[type="password"]')).not.to.equal(null);

    // A sign-in in one element stores the tokens and the user in the page's session stores.
    signInWithAuthResult({ authToken: unsignedJwt(), refreshToken: 'refresh-1', user: sampleUser });
    const greeting = (element: Element) => shadowOf(element).querySelector('.greeting')?.textContent;
    await until(() => greeting(first) === sampleUser.email && greeting(second) === sampleUser.email, 'both components');

    // Signing out (the server call answered 204 here) brings the sign-in back in both.
    const api = serveFakeApi(defaults.baseUrl, { 'GET /user/logout': { status: 204 } });
    try {
      await signOut();
    } finally {
      api.restore();
    }
    await until(() => signedOutView(first) !== null && signedOutView(second) !== null, 'the signed-out view again');
  });
});

/** An unsigned JWT valid for ten minutes (the client reads its expiry and never verifies it). */
function unsignedJwt(): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: sampleUser.id, exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
}
