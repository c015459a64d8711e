// The two elements on one page, through the element factory (core/elements): a page of its own,
// since the page boot runs once per page and each test file is a page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { $isSignedIn } from '../../core/session';
import { exampleAuthResult, exampleMfaUser } from '../../core/testing/examples';
import { expectNoAxeViolations } from '../../core/testing/axe';
import '../elements';

const requested: string[] = [];
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), location.href);
  requested.push(`${init.method ?? 'GET'} ${url.pathname}`);
  const answers: Record<string, { status: number; body?: unknown }> = {
    'GET /config/config.json': { status: 200, body: { baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [] } },
    'GET /i18n/en.json': { status: 200, body: en },
    'POST /user/login': { status: 200, body: { data: exampleAuthResult } },
    'GET /user/logout': { status: 204 },
  };
  const answer = answers[`${init.method ?? 'GET'} ${url.pathname}`] ?? { status: 404, body: { messages: ['Not found.'] } };
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
});

afterAll(async () => {
  // Disconnecting the elements unmounts their React roots; let that settle before jsdom goes, or
  // work React scheduled (the compact sign-in loads on demand) runs without a window.
  await act(async () => {
    document.body.innerHTML = '';
    await vi.dynamicImportSettled();
  });
  vi.unstubAllGlobals();
});

function shadowOf(tag: 'portico-signin' | 'portico-account') {
  const element = document.querySelector(tag);
  if (!element?.shadowRoot) throw new Error(`<${tag}> has no shadow root`);
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<portico-signin> and <portico-account> on one page', () => {
  it('signed out, both show a sign-in; signing in in one updates the other; signing out in the other updates both', async () => {
    const events: [string, unknown][] = [];
    for (const name of ['portico-signed-in', 'portico-signed-out'] as const) {
      document.addEventListener(name, (event) => events.push([event.type, event.detail]));
    }
    document.body.innerHTML = '<portico-signin></portico-signin><portico-account></portico-account>';

    // Signed out: the sign-in element's form, and the compact sign-in in the account's place.
    const signIn = await waitFor(() => shadowOf('portico-signin').getByRole('form', { name: t('signin.heading') }));
    const compact = await waitFor(() => shadowOf('portico-account').getByRole('form', { name: t('signin.heading') }));
    within(compact).getByText(t('signin.compact.intro'));
    expect(shadowOf('portico-account').queryByRole('region', { name: t('account.heading') })).toBeNull();

    const user = userEvent.setup();
    // Typed with user-event 14, the second field inside the shadow root stayed empty here (jsdom 27):
    // the fields get their values as change events instead. Real typing is Playwright's part.
    fireEvent.change(within(signIn).getByLabelText(t('common.email')), { target: { value: 'mfa@example.com' } });
    fireEvent.change(within(signIn).getByLabelText(t('common.password')), { target: { value: 'Portal-Demo-1' } });
    await user.click(within(signIn).getByRole('button', { name: t('signin.submit') }));

    await waitFor(() => shadowOf('portico-signin').getByText(t('signin.signedInAs', { name: 'Mia Multifactor' })));
    const card = await waitFor(() => shadowOf('portico-account').getByRole('region', { name: t('account.heading') }));
    within(card).getByText('mfa@example.com');
    // The event crossed the shadow root and reached the document, from the element signed in with.
    expect(events).toEqual([['portico-signed-in', { userId: exampleMfaUser.id }]]);

    await act(async () => {
      await user.click(within(card).getByRole('button', { name: t('shell.signOut') }));
    });
    await waitFor(() => shadowOf('portico-signin').getByRole('form', { name: t('signin.heading') }));
    await waitFor(() => shadowOf('portico-account').getByRole('form', { name: t('signin.heading') }));
    expect(events.at(-1)).toEqual(['portico-signed-out', {}]);
    expect(events).toHaveLength(2);
    expect($isSignedIn.get()).toBe(false);
    expect(requested).toEqual(['GET /config/config.json', 'GET /i18n/en.json', 'POST /user/login', 'GET /user/logout']);
    expect(screen.queryByRole('form')).toBeNull(); // nothing leaked out of the shadow roots
  });

  it('several elements that need a session: one sign-in form, the others say where it is; the next takes it over; one sign-in signs in all', async () => {
    document.body.innerHTML =
      '<main><portico-account id="first"></portico-account><p>Between</p><portico-account id="second"></portico-account><portico-account id="third"></portico-account></main>';
    const view = (id: string) => within(document.getElementById(id)!.shadowRoot as unknown as HTMLElement);
    const form = () => ({ name: t('signin.heading') });

    await waitFor(() => view('first').getByRole('form', form()));
    for (const id of ['second', 'third']) {
      await waitFor(() => view(id).getByText(t('signin.elsewhere')));
      expect(view(id).queryByRole('form')).toBeNull();
    }
    await expectNoAxeViolations(document.querySelector('main')!);

    // The button of a later element takes the focus to the page's one form.
    const user = userEvent.setup();
    await user.click(view('third').getByRole('button', { name: t('signin.elsewhere.go') }));
    expect(document.getElementById('first')!.shadowRoot!.activeElement).toBe(view('first').getByLabelText(t('common.email')));

    // The element holding the form leaves the page: the next one shows it.
    act(() => document.getElementById('first')!.remove());
    const signIn = await waitFor(() => view('second').getByRole('form', form()));
    view('third').getByText(t('signin.elsewhere'));

    fireEvent.change(within(signIn).getByLabelText(t('common.email')), { target: { value: 'mfa@example.com' } });
    fireEvent.change(within(signIn).getByLabelText(t('common.password')), { target: { value: 'Portal-Demo-1' } });
    await user.click(within(signIn).getByRole('button', { name: t('signin.submit') }));
    for (const id of ['second', 'third']) {
      const card = await waitFor(() => view(id).getByRole('region', { name: t('account.heading') }));
      within(card).getByText('mfa@example.com');
    }
  });
});
