import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { signInWithAuthResult } from '../../core/session';
import { endSession } from '../../core/session/state';
import { sampleBill, sampleChargesResponse } from '../../core/testing/samples/charges';
import { sampleIds } from '../../core/testing/samples/ids';
import { Charges, type ChargesProps } from '.';
import { billError, chargesExamples, empty, error, exampleManagerSession, inCredit, loading, populated, restricted } from './examples';
import type { ExampleAnswer } from '../../core/testing/examples';
import { fakeScreen, startPage } from '../../core/testing/page';
import { captureDownloads, restoreAfterTest } from '../../core/testing/downloads';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

const STATEMENT_TEMPLATE = '/account/statement/?chargeAccountId={chargeAccountId}';

beforeEach(() => {
  fakeScreen('wide');
});

afterEach(() => {
  for (const restore of restoreAfterTest.splice(0)) restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

/** The texts of a definition list's terms and definitions, in pairs. */
function pairs(list: HTMLElement): [string, string][] {
  const terms = within(list).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The rows of a development's premises table as text: name, legal owner, total balance. */
function premisesRows(development: string): string[][] {
  const table = screen.getByRole('table', { name: development });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** A click on a link as a browser would deliver it; answers whether the default action (loading the page) survived. */
function clickLink(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  // After the component's handlers (React listens at its root), note the outcome and stop jsdom,
  // which cannot navigate, from trying.
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(link, { button: 0, ...init });
  window.removeEventListener('click', record);
  return followed;
}

function renderCharges(props: ChargesProps = {}) {
  return render(<Charges {...props} />);
}

describe('Charges: states', () => {
  it('pending: a spinner while GET /charges is in flight', async () => {
    const calls = startPage(loading);
    renderCharges();
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /charges']));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("error: spec 1 §8's text and the server's message in an error alert; Try again recovers", async () => {
    let answers = 0;
    const calls = startPage(error, {
      'GET /charges': () => Promise.resolve(++answers === 1 ? (error.answers['GET /charges'] as ExampleAnswer) : (populated.answers['GET /charges'] as ExampleAnswer)),
    });
    renderCharges();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while fetching the charges. The charges service is unavailable.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/charges')).toHaveLength(2);
  });

  it('empty: No premises found, and nothing else', async () => {
    startPage(empty);
    renderCharges();
    await screen.findByText(t('common.empty.premises'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('restricted: with RestrictChargesToGlobalAndSl1 on, an owner gets the message and no call is made', async () => {
    const calls = startPage(restricted);
    renderCharges();
    const message = screen.getByRole('status', { name: new RegExp(t('charges.restricted.title')) });
    expect(message.textContent).toContain(t('charges.restricted.text'));
    // Give any effect a chance to call: act runs the effects and what they await.
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('restricted flag on: a property manager (sl1) still sees the charges', async () => {
    const calls = startPage({ ...populated, featureFlags: { RestrictChargesToGlobalAndSl1: true }, session: exampleManagerSession });
    renderCharges();
    await screen.findByRole('table', { name: 'Elm Court' });
    expect(calls.map((call) => call.path)).toEqual(['/charges']);
  });

  it('restriction flag off: an owner sees the charges', async () => {
    startPage({ ...populated, featureFlags: { RestrictChargesToGlobalAndSl1: false } });
    renderCharges();
    await screen.findByRole('table', { name: 'Riverside Wharf' });
  });

  it('signed out: the compact sign-in in its place, and no call for charges', async () => {
    const calls = startPage({ ...populated, session: null });
    renderCharges();
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls).toEqual([]);
  });

  it('sign-out empties the view; the next user signed in gets their own load', async () => {
    const calls = startPage(populated);
    renderCharges();
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    act(() => endSession());
    await screen.findByRole('form', { name: t('signin.heading') });
    act(() => signInWithAuthResult(exampleManagerSession));
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    expect(calls.filter((call) => call.path === '/charges')).toHaveLength(2);
  });

  it("a 401 whose refresh is refused ends the session: the compact sign-in takes the view's place", async () => {
    const calls = startPage(populated, {
      'GET /charges': { status: 401, body: { messages: ['Your session has expired.'] } },
      'GET /user/token': { status: 401, body: { messages: ['The refresh token is no longer valid.'] } },
    });
    renderCharges();
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /charges', 'GET /user/token']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(Object.values(chargesExamples).map((example) => [example.name, example] as const))(
    'the %s example renders catalogue texts only and passes axe',
    async (_name, example) => {
      startPage(example);
      const { container } = renderCharges({ statementHref: STATEMENT_TEMPLATE });
      if (example.name !== 'loading' && example.name !== 'restricted') {
        await waitFor(() => expect(screen.queryByRole('status', { name: t('common.loading') })).toBeNull());
      }
      const text = container.textContent ?? '';
      expect(text).not.toBe('');
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );
});

describe('Charges: loaded, on a wide screen', () => {
  it('shows the consolidated balance and every development with its premises rows', async () => {
    startPage(populated);
    renderCharges();
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    const summary = screen.getAllByRole('term').find((term) => term.textContent === t('charges.consolidatedBalance'))!;
    expect(summary.nextElementSibling?.textContent).toBe('Balance £2,289.00');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Riverside Wharf', 'Elm Court', 'Flat 1']);
    expect(within(screen.getByRole('table', { name: 'Riverside Wharf' })).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      t('common.premises'),
      t('charges.legalOwner'),
      t('charges.totalBalance'),
    ]);
    expect(premisesRows('Riverside Wharf')).toEqual([
      ['Flat 1', 'Olivia Owner', 'Balance £1,113.75'],
      ['Flat 2', 'Olivia Owner', 'Balance £865.25'],
    ]);
    expect(premisesRows('Elm Court')).toEqual([['Apartment 12', 'Olivia Owner', 'Balance £310.00']]);
  });

  it('opens the first premises of the first development by itself, with its charge accounts', async () => {
    startPage(populated);
    renderCharges();
    const detail = await screen.findByRole('region', { name: 'Flat 1' });
    expect(screen.getByRole('button', { name: 'Flat 1' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Flat 1' }).getAttribute('aria-controls')).toBe(detail.id);
    within(detail).getByText('Riverside Wharf');
    const cards = within(detail).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Service charge', 'Ground rent']);
    expect(pairs(cards[0]!)).toEqual([
      [t('common.accountNumber'), 'RW-0001-SC'],
      [t('common.paymentMethod'), 'Direct debit'],
      [t('common.balance'), '£1,234.50'],
    ]);
    // spec 1 §4: a negative balance is labelled credit, without its sign.
    expect(pairs(cards[1]!)).toEqual([
      [t('common.accountNumber'), 'RW-0001-GR'],
      [t('common.paymentMethod'), 'Bank transfer'],
      [t('common.credit'), '£120.75'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selecting another premises shows its accounts in the panel; an account without a payment method says so', async () => {
    startPage(populated);
    renderCharges();
    await screen.findByRole('region', { name: 'Flat 1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Flat 2' }));
    const detail = screen.getByRole('region', { name: 'Flat 2' });
    expect(screen.queryByRole('region', { name: 'Flat 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Flat 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Flat 1' }).getAttribute('aria-current')).toBeNull();
    expect(pairs(within(detail).getByRole('article'))).toEqual([
      [t('common.accountNumber'), 'RW-0002-SC'],
      [t('common.paymentMethod'), t('charges.paymentMethod.none')],
      [t('common.balance'), '£865.25'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('premisesId opens that premises first, and a new premisesId (the host routing) selects it', async () => {
    startPage(populated);
    const { rerender } = render(<Charges premisesId={sampleIds.apartment12} />);
    await screen.findByRole('region', { name: 'Apartment 12' });
    rerender(<Charges premisesId={sampleIds.flat2} />);
    await screen.findByRole('region', { name: 'Flat 2' });
  });

  it('without matchMedia the view takes the screen as wide', async () => {
    vi.stubGlobal('matchMedia', undefined);
    startPage(populated);
    renderCharges();
    await screen.findByRole('region', { name: 'Flat 1' });
  });

  it('an unknown premisesId falls back to the first premises', async () => {
    startPage(populated);
    renderCharges({ premisesId: 'pre-somebody-elses' });
    await screen.findByRole('region', { name: 'Flat 1' });
  });

  it('a premises without charge accounts says so', async () => {
    const noAccounts = structuredClone(sampleChargesResponse);
    noAccounts.developments[1]!.premises[0]!.chargeAccounts = [];
    startPage(populated, { 'GET /charges': { status: 200, body: { data: noAccounts } } });
    renderCharges({ premisesId: sampleIds.apartment12 });
    const detail = await screen.findByRole('region', { name: 'Apartment 12' });
    within(detail).getByText(t('charges.empty.accounts'));
  });

  it('in credit: the consolidated balance and the premises are labelled Credit', async () => {
    startPage(inCredit);
    renderCharges();
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    const summary = screen.getAllByRole('term').find((term) => term.textContent === t('charges.consolidatedBalance'))!;
    expect(summary.nextElementSibling?.textContent).toBe('Credit £120.75');
    expect(premisesRows('Riverside Wharf')).toEqual([['Flat 1', 'Olivia Owner', 'Credit £120.75']]);
  });

  it('headingLevel sets the level of the view headings, accounts one below', async () => {
    startPage(populated);
    renderCharges({ headingLevel: 3 });
    await screen.findByRole('region', { name: 'Flat 1' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Riverside Wharf', 'Elm Court', 'Flat 1']);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Service charge', 'Ground rent']);
  });
});

describe('Charges: on a narrow screen', () => {
  it('opens nothing by itself; a row opens the detail as a modal dialog that Escape closes, focus back on the row', async () => {
    fakeScreen('narrow');
    startPage(populated);
    renderCharges();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Riverside Wharf' });
    expect(screen.queryByRole('region', { name: 'Flat 1' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    const row = screen.getByRole('button', { name: 'Flat 2' });
    expect(row.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Flat 2' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    within(dialog).getByText('RW-0002-SC');
    within(dialog).getByRole('heading', { level: 3, name: 'Service charge' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(row);
    expect(row.getAttribute('aria-current')).toBe('true');
  });

  it('the Close button closes the dialog and gives focus back to the row', async () => {
    fakeScreen('narrow');
    startPage(populated);
    renderCharges();
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: 'Apartment 12' });
    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Apartment 12' });
    await user.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it('premisesId opens that premises as the dialog at once', async () => {
    fakeScreen('narrow');
    startPage(populated);
    renderCharges({ premisesId: sampleIds.flat1 });
    const dialog = (await screen.findByRole('dialog', { name: 'Flat 1' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
  });

  it('growing wide closes the dialog and shows the panel; narrowing again opens no dialog by itself', async () => {
    const screenSize = fakeScreen('narrow');
    startPage(populated);
    renderCharges();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Flat 2' }));
    screen.getByRole('dialog', { name: 'Flat 2' });
    screenSize.resize('wide');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('region', { name: 'Flat 2' });
    screenSize.resize('narrow');
    expect(screen.queryByRole('region', { name: 'Flat 2' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Charges: bills', () => {
  it('Download bill fetches the bill and saves it under its own file name; pending on the button meanwhile', async () => {
    const saved = captureDownloads();
    let release: () => void = () => {};
    const calls = startPage(populated, {
      [`GET /library/files/bill/${sampleIds.flat1GroundRent}`]: () =>
        new Promise((resolve) => {
          release = () => resolve(populated.answers[`GET /library/files/bill/${sampleIds.flat1GroundRent}`] as ExampleAnswer);
        }),
    });
    renderCharges();
    const detail = await screen.findByRole('region', { name: 'Flat 1' });
    const groundRent = within(detail).getByRole('article', { name: 'Ground rent' });
    const button = within(groundRent).getByRole('button', { name: t('charges.downloadBill') });
    const user = userEvent.setup();
    await user.click(button);

    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(groundRent).getByRole('status').textContent).toBe(t('charges.bill.downloading'));
    // A second press while it downloads sends nothing more.
    await user.click(button);
    expect(calls.filter((call) => call.path.startsWith('/library/'))).toHaveLength(1);
    expect(calls.at(-1)?.path).toBe(`/library/files/bill/${sampleIds.flat1GroundRent}`);

    act(() => release());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Flat 1 ground rent November 2026.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(saved[0]?.blob.size).toBe(atob(sampleBill.content).length);
    expect(saved[0]?.connected).toBe(false);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(within(groundRent).queryByRole('status')).toBeNull();
    expect(within(groundRent).queryByRole('alert')).toBeNull();
  });

  it('a failed download says why, and Try again (focus on the button) downloads it', async () => {
    const saved = captureDownloads();
    let answers = 0;
    const call = `GET /library/files/bill/${sampleIds.flat1ServiceCharge}`;
    startPage(billError, {
      [call]: () => Promise.resolve(++answers === 1 ? (billError.answers[call] as ExampleAnswer) : (populated.answers[call] as ExampleAnswer)),
    });
    renderCharges();
    const card = within(await screen.findByRole('region', { name: 'Flat 1' })).getByRole('article', { name: 'Service charge' });
    const button = within(card).getByRole('button', { name: t('charges.downloadBill') });
    const user = userEvent.setup();
    await user.click(button);

    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('The bill could not be downloaded. The document store is unavailable.');
    expect(saved).toEqual([]);
    expect(button.getAttribute('aria-disabled')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Flat 1 service charge November 2026.pdf']));
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('a failure on one account leaves the others alone', async () => {
    captureDownloads();
    startPage(billError);
    renderCharges();
    const detail = await screen.findByRole('region', { name: 'Flat 1' });
    await userEvent.setup().click(within(within(detail).getByRole('article', { name: 'Service charge' })).getByRole('button', { name: t('charges.downloadBill') }));
    await within(detail).findByRole('alert');
    expect(within(within(detail).getByRole('article', { name: 'Ground rent' })).queryByRole('alert')).toBeNull();
  });
});

describe('Charges: links to other areas', () => {
  it('View statement fills the template per charge account; without a template there is no link', async () => {
    startPage(populated);
    const { rerender } = render(<Charges statementHref={STATEMENT_TEMPLATE} />);
    const detail = await screen.findByRole('region', { name: 'Flat 1' });
    expect(within(detail).getAllByRole('link', { name: t('charges.viewStatement') }).map((link) => link.getAttribute('href'))).toEqual([
      `/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`,
      `/account/statement/?chargeAccountId=${sampleIds.flat1GroundRent}`,
    ]);
    rerender(<Charges statementHref="/charges/{chargeAccountId}/statement?premises={premisesId}" />);
    expect(within(detail).getAllByRole('link', { name: t('charges.viewStatement') })[0]?.getAttribute('href')).toBe(
      `/charges/${sampleIds.flat1ServiceCharge}/statement?premises=${sampleIds.flat1}`,
    );
    rerender(<Charges />);
    expect(within(detail).queryByRole('link')).toBeNull();
  });

  it('a click on View statement emits a cancelable portico-navigate first; cancelled, the page stays', async () => {
    startPage(populated);
    let cancel = true;
    const emit = vi.fn(() => !cancel);
    renderCharges({ statementHref: STATEMENT_TEMPLATE, emit });
    const link = within(await screen.findByRole('region', { name: 'Flat 1' })).getAllByRole('link', { name: t('charges.viewStatement') })[0]!;
    const href = `/account/statement/?chargeAccountId=${sampleIds.flat1ServiceCharge}`;

    expect(clickLink(link)).toBe(false);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href });

    cancel = false;
    expect(clickLink(link)).toBe(true);
    expect(emit).toHaveBeenCalledTimes(2);

    // A click for a new tab is the browser's: no event.
    expect(clickLink(link, { ctrlKey: true })).toBe(true);
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('with premisesHref the rows are links that emit portico-navigate; cancelled, the premises opens in place', async () => {
    startPage(populated);
    const emit = vi.fn(() => false);
    renderCharges({ premisesHref: '/charges/{premisesId}', emit });
    await screen.findByRole('region', { name: 'Flat 1' });
    const link = screen.getByRole('link', { name: 'Flat 2' });
    expect(link.getAttribute('href')).toBe(`/charges/${sampleIds.flat2}`);
    expect(clickLink(link)).toBe(false);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: `/charges/${sampleIds.flat2}` });
    await screen.findByRole('region', { name: 'Flat 2' });
    expect(link.getAttribute('aria-current')).toBe('true');
  });
});
