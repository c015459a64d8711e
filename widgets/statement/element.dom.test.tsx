// <portico-statement> through the element factory (core/elements), in a page of its own (the page
// boot runs once per page and each test file is a page): the charge account from the
// charge-account-id attribute, else from the URL's chargeAccountId, else the empty text; the
// back link's cancelable portico-navigate reaching the document.
import { waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { signInWithAuthResult } from '../../core/session';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleStatement } from '../../core/testing/samples/statement';
import { inCreditStatement, ownerSession, statementPath } from './examples';
import './element';

const requested: string[] = [];
const statements: Record<string, unknown> = {
  [statementPath(sampleIds.flat1ServiceCharge)]: sampleStatement,
  [statementPath(sampleIds.flat1GroundRent)]: inCreditStatement,
};

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    requested.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const answers: Record<string, { status: number; body?: unknown }> = {
      '/config/config.json': { status: 200, body: { baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [] } },
      '/i18n/en.json': { status: 200, body: en },
    };
    const statement = statements[url.pathname];
    const answer = statement ? { status: 200, body: { data: statement } } : (answers[url.pathname] ?? { status: 404, body: { messages: ['Not found.'] } });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  signInWithAuthResult(ownerSession);
});

afterAll(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function add(attributes: Record<string, string> = {}): { element: HTMLElement; shadow: ReturnType<typeof within> } {
  const element = document.createElement('portico-statement');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, shadow: within(element.shadowRoot as unknown as HTMLElement) };
}

describe('<portico-statement>', () => {
  it('takes the account from charge-account-id, else from the URL query, else asks for one', async () => {
    history.replaceState(null, '', `/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`);
    const byAttribute = add({ 'charge-account-id': sampleIds.flat1GroundRent });
    const byQuery = add();
    await waitFor(() => byAttribute.shadow.getByRole('heading', { level: 2, name: 'Ground rent' }));
    await waitFor(() => byQuery.shadow.getByRole('heading', { level: 2, name: 'Service charge' }));
    expect(requested.filter((request) => request.includes('/statement')).sort()).toEqual(
      [`GET ${statementPath(sampleIds.flat1GroundRent)}`, `GET ${statementPath(sampleIds.flat1ServiceCharge)}`].sort(),
    );

    // Neither: the empty text asks to choose an account, and nothing is called.
    history.replaceState(null, '', '/account/statement/');
    const neither = add();
    await waitFor(() => neither.shadow.getByText(t('statement.chooseAccount')));

    // The attribute set later: that account's statement loads.
    const before = requested.length;
    neither.element.setAttribute('charge-account-id', sampleIds.flat1GroundRent);
    await waitFor(() => neither.shadow.getByRole('heading', { level: 2, name: 'Ground rent' }));
    expect(requested.slice(before)).toEqual([`GET ${statementPath(sampleIds.flat1GroundRent)}`]);
    for (const element of document.querySelectorAll('portico-statement')) element.remove();
  });

  it('follows the URL when the host navigates its history', async () => {
    history.replaceState(null, '', '/account/statement/');
    const { element, shadow } = add();
    await waitFor(() => shadow.getByText(t('statement.chooseAccount')));
    history.pushState(null, '', `/account/statement/?chargeAccountId=${sampleIds.flat1GroundRent}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => shadow.getByRole('heading', { level: 2, name: 'Ground rent' }));
    element.remove();
  });

  it('"Back to charges" from charges-href emits portico-navigate, which a routing host cancels', async () => {
    const navigations: string[] = [];
    const route = (event: HTMLElementEventMap['portico-navigate']) => {
      navigations.push(event.detail.href);
      event.preventDefault();
    };
    document.addEventListener('portico-navigate', route);
    const { element, shadow } = add({ 'charge-account-id': sampleIds.flat1ServiceCharge, 'charges-href': '/account/' });
    const link = await waitFor(() => shadow.getByRole('link', { name: t('statement.backToCharges') }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(click);
    expect(navigations).toEqual(['/account/']);
    expect(click.defaultPrevented).toBe(true);
    document.removeEventListener('portico-navigate', route);
    element.remove();
    // Everything stayed inside the shadow root.
    expect(document.body.querySelector('table, a')).toBeNull();
  });
});
