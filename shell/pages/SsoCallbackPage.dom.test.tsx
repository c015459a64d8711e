import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { $config } from '../../core/config';
import { t } from '../../core/i18n';
import { sampleAuthResult } from '../../core/testing/samples/account';
import { $user } from '../../core/session';
import { ok, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { $router } from '../router';
import { rememberSsoAttempt, SSO_ATTEMPT_KEY } from '../sso';
import { SignInPage } from './SignInPage';
import { SsoCallbackPage } from './SsoCallbackPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

const PROVIDER = { name: 'Agent ID', signInUrl: 'https://id.agent.example/authorize?client=portal' };
const STATE = '0123456789abcdef0123456789abcdef';

/** Starts the page signed out with the identity provider configured and the API answering the sign-in as given. */
function startWithProvider(login?: ExampleAnswer) {
  const calls = startPage({ session: null, answers: login ? { 'POST /user/login': login } : {} });
  const current = $config.get();
  if (current.status === 'ready') $config.set({ ...current, config: { ...current.config, identityProvider: PROVIDER } as typeof current.config });
  return calls;
}

/** Opens `address` (the provider's answer in its fragment) and renders the callback page. */
function arrive(address: string) {
  history.replaceState(null, '', address);
  act(() => $router.open(`${location.pathname}${location.search}`, true));
  history.replaceState(null, '', address);
  return render(<SsoCallbackPage page={$router.get()!} />);
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInPage: single sign-on (spec 1 §1)', () => {
  it('offers Sign in with the configured provider, a link that starts its sign-in and remembers it in this tab; axe finds nothing', async () => {
    startWithProvider();
    act(() => $router.open('/signin?redirect=%2Frequests%2Fr1'));
    const { container } = render(<SignInPage page={$router.get()!} />);
    const link = await screen.findByRole('link', { name: 'Sign in with Agent ID' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://id.agent.example/authorize');
    expect(href.searchParams.get('client')).toBe('portal');
    expect(href.searchParams.get('redirect_uri')).toBe(`${location.origin}/signin/sso`);
    const state = href.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    // Followed, the sign-in is remembered (the browser then leaves for the provider).
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(JSON.parse(sessionStorage.getItem(SSO_ATTEMPT_KEY)!)).toEqual({ state, redirect: '/requests/r1' });
    await screen.findByRole('button', { name: t('signin.submit') });
    await expectNoAxeViolations(container);
  });

  it('offers no single sign-on when the configuration names no provider', async () => {
    startPage({ session: null, answers: {} });
    act(() => $router.open('/signin'));
    render(<SignInPage page={$router.get()!} />);
    await screen.findByRole('button', { name: t('signin.submit') });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});

describe('SsoCallbackPage: the provider sends the user back with the token', () => {
  it('takes the token out of the address bar at once, signs in with it and keeps the redirect for the guard', async () => {
    const calls = startWithProvider(ok(sampleAuthResult));
    rememberSsoAttempt(STATE, '/requests/r1');
    arrive(`/signin/sso#token=sso-token-1&state=${STATE}`);
    expect(location.hash).toBe('');
    expect(`${location.pathname}${location.search}`).toBe('/signin/sso?redirect=%2Frequests%2Fr1');
    expect($router.get()?.search).toEqual({ redirect: '/requests/r1' });
    screen.getByText(t('signin.sso.signingIn'));
    await waitFor(() => expect($user.get()?.id).toBe(sampleAuthResult.user.id));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/user/login', { method: 'sso', token: 'sso-token-1' }]]);
    // A token is good once: the attempt is forgotten.
    expect(sessionStorage.getItem(SSO_ATTEMPT_KEY)).toBeNull();
  });

  it('a token the API refuses (expired, used, no account): the reason, Sign in with the provider again and Back to sign in; axe finds nothing', async () => {
    startWithProvider({ status: 401, body: { messages: ['The single sign-on token is not valid, has expired or has already been used.'] } });
    rememberSsoAttempt(STATE, undefined);
    const { container } = arrive(`/signin/sso#token=expired&state=${STATE}`);
    expect(location.hash).toBe('');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('signin.sso.refused'));
    screen.getByRole('link', { name: 'Sign in with Agent ID' });
    expect(screen.getByRole('link', { name: t('signin.sso.backToSignIn') }).getAttribute('href')).toBe('/signin');
    expect($user.get()).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('no token (the provider said no, or the address was typed): says the sign-in did not finish, and sends nothing', async () => {
    const calls = startWithProvider();
    rememberSsoAttempt(STATE, '/requests/r1');
    arrive(`/signin/sso#error=access_denied&state=${STATE}`);
    expect((await screen.findByRole('alert')).textContent).toContain(t('signin.sso.missing'));
    expect(calls).toEqual([]);
    expect(location.hash).toBe('');
  });

  it('a token for a sign-in this tab did not start (another state, or none): refused without sending it', async () => {
    const calls = startWithProvider(ok(sampleAuthResult));
    rememberSsoAttempt(STATE, undefined);
    arrive('/signin/sso#token=planted&state=fedcba9876543210fedcba9876543210');
    expect((await screen.findByRole('alert')).textContent).toContain(t('signin.sso.mismatch'));
    expect(calls).toEqual([]);
    expect($user.get()).toBeNull();
  });

  it('a failure that is not a refusal shows the API’s reason after the prefix', async () => {
    startWithProvider({ status: 503, body: { messages: ['The service is busy.'] } });
    rememberSsoAttempt(STATE, undefined);
    arrive(`/signin/sso#token=t&state=${STATE}`);
    const alert = await screen.findByRole('alert');
    within(alert).getByText(/Could not sign you in\. The service is busy\./);
  });
});
