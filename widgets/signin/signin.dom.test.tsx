import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { $isSignedIn, $user } from '../../core/session';
import { CompactSignIn, RESEND_COOLDOWN_MS, SignIn } from '.';
import { exampleAuthResult, exampleMfaChallenge, exampleMfaUser } from '../../core/testing/examples';
import { error, mfaStep, signedIn, signedOut, signInExamples, temporaryPassword } from './examples';
import { startPage, takeSteps } from '../../core/testing/page';
import { clickCancelled, NEW_TAB_CLICKS } from '../../core/ui/links.test-support';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signInButton = () => screen.getByRole('button', { name: t('signin.submit') });
const emailField = () => screen.getByLabelText(t('common.email'));
const passwordField = () => screen.getByLabelText(t('common.password'));
const codeField = () => screen.getByLabelText(t('mfa.code'));

/** Resolves when the test says so: a request held in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

async function reachMfaStep(options: { flags?: boolean; extra?: Parameters<typeof startPage>[1] } = {}) {
  const calls = startPage({ ...mfaStep, featureFlags: { ShowResendMfaCodeButton: options.flags ?? false } }, options.extra);
  const emit = vi.fn(() => true);
  const user = userEvent.setup();
  render(<SignIn emit={emit} />);
  await takeSteps(user, mfaStep);
  await screen.findByRole('heading', { name: t('mfa.heading') });
  return { calls, emit, user };
}

describe('the e-mail and password step (spec 1 §2, §5)', () => {
  it('is one form named by its heading, with a label on every control', () => {
    startPage(signedOut);
    const { container } = render(<SignIn />);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    screen.getByRole('form', { name: t('signin.heading') });
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
  });

  it('an invalid submit marks every field, lists them in the focused error summary and sends nothing', async () => {
    const calls = startPage(signedOut);
    const user = userEvent.setup();
    render(<SignIn />);

    await user.click(signInButton());

    const summary = screen.getByRole('alert', { name: t('ui.errorSummary.heading') });
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([t('validation.email'), t('validation.password.required')]);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    // A summary link focuses its field.
    await user.click(within(summary).getAllByRole('link')[1]!);
    expect(document.activeElement).toBe(passwordField());
  });

  it('an address that is not valid is refused; errors clear as the fields are fixed', async () => {
    startPage(signedOut);
    const user = userEvent.setup();
    render(<SignIn />);
    await user.type(emailField(), 'owner@example');
    await user.type(passwordField(), 'Portal-Demo-1');
    await user.click(signInButton());
    expect(screen.getByRole('alert', { name: t('ui.errorSummary.heading') }).textContent).toContain(t('validation.email'));
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();

    await user.type(emailField(), '.com');
    expect(screen.queryByRole('alert', { name: t('ui.errorSummary.heading') })).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('a wrong password shows the server message and keeps what was typed', async () => {
    const calls = startPage(error);
    const user = userEvent.setup();
    render(<SignIn />);
    await takeSteps(user, error);

    const alert = await screen.findByText('The e-mail address or password is incorrect.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(emailField()).toHaveProperty('value', 'mfa@example.com');
    expect(passwordField()).toHaveProperty('value', 'not-the-password');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/user/login', { method: 'password', email: 'mfa@example.com', password: 'not-the-password' }],
    ]);
    expect($isSignedIn.get()).toBe(false);
  });

  it('shows a loading state on the button while signing in and sends one request however often it is pressed', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const calls = startPage(signedOut, { 'POST /user/login': () => answer.promise });
    const emit = vi.fn(() => true);
    const user = userEvent.setup();
    render(<SignIn emit={emit} />);
    await user.type(emailField(), 'owner@example.com');
    await user.type(passwordField(), 'Portal-Demo-1');
    await user.click(signInButton());
    await user.click(signInButton());

    expect(signInButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    expect(calls).toHaveLength(1);

    answer.resolve({ status: 200, body: { data: { ...exampleAuthResult, user: { ...exampleMfaUser, profile: { title: null, firstName: 'Olivia', lastName: 'Owner' }, id: 'usr-olivia-owner' } } } });
    await screen.findByText(t('signin.signedInAs', { name: 'Olivia Owner' }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('portico-signed-in', { userId: 'usr-olivia-owner' });
    expect($isSignedIn.get()).toBe(true);
  });

  it('an unreachable server shows the client message and keeps what was typed', async () => {
    startPage(signedOut);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<SignIn />);
    await user.type(emailField(), 'owner@example.com');
    await user.type(passwordField(), 'Portal-Demo-1');
    await user.click(signInButton());
    await screen.findByText(en['api.network']);
    expect(emailField()).toHaveProperty('value', 'owner@example.com');
  });
});

describe('the forgotten-password link', () => {
  it('is shown only when the host names where it leads', () => {
    startPage(signedOut);
    const { unmount } = render(<SignIn />);
    expect(screen.queryByRole('link', { name: t('signin.forgotPassword') })).toBeNull();
    unmount();
    render(<SignIn forgotPasswordHref="/signin/forgot-password" />);
    expect(screen.getByRole('link', { name: t('signin.forgotPassword') }).getAttribute('href')).toBe('/signin/forgot-password');
  });

  it('tells the host with portico-navigate; a host that cancels it keeps the page', () => {
    startPage(signedOut);
    const emit = vi.fn(() => false);
    render(<SignIn emit={emit} forgotPasswordHref="/signin/forgot-password" />);
    const link = screen.getByRole('link', { name: t('signin.forgotPassword') });
    // Records whether the link's own click was cancelled, then stops jsdom from navigating.
    const cancelled: boolean[] = [];
    const record = (event: Event) => {
      cancelled.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(link);
      emit.mockReturnValue(true);
      fireEvent.click(link);
    } finally {
      document.removeEventListener('click', record);
    }
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/signin/forgot-password' });
    expect(cancelled).toEqual([true, false]);
  });

  it.each(NEW_TAB_CLICKS)('a %s opens a new tab: nothing emitted, nothing cancelled', (_name, init) => {
    startPage(signedOut);
    const emit = vi.fn(() => false);
    render(<SignIn emit={emit} forgotPasswordHref="/signin/forgot-password" />);
    expect(clickCancelled(screen.getByRole('link', { name: t('signin.forgotPassword') }), init)).toBe(false);
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('the multi-factor step (spec 1 §2, §5, §9)', () => {
  it('follows a 403 with an MFA token: one code field for a one-time code, the e-mail of the token named', async () => {
    await reachMfaStep();
    screen.getByText(t('mfa.intro', { email: 'mfa@example.com' }));
    expect(screen.getAllByRole('textbox')).toEqual([codeField()]);
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getAllByRole('form')).toHaveLength(1);
    // Without the feature flag there is no resend button.
    expect(screen.queryByRole('button', { name: t('mfa.resend') })).toBeNull();
  });

  it('strips whitespace as the code is typed or pasted', async () => {
    const { user } = await reachMfaStep();
    await user.type(codeField(), ' 12 3');
    expect(codeField()).toHaveProperty('value', '123');
    await user.clear(codeField());
    await user.click(codeField());
    await user.paste('482 913\n');
    expect(codeField()).toHaveProperty('value', '482913');
  });

  it('requires the code ("Verification code is required") and 6 digits, focusing the error summary', async () => {
    const { calls, user } = await reachMfaStep();
    await user.click(screen.getByRole('button', { name: t('mfa.submit') }));
    const summary = screen.getByRole('alert', { name: t('ui.errorSummary.heading') });
    expect(summary.textContent).toContain('Verification code is required');
    expect(document.activeElement).toBe(summary);

    await user.type(codeField(), '12345');
    expect(summary.textContent).toContain(t('validation.mfaCode.invalid'));
    await user.click(screen.getByRole('button', { name: t('mfa.submit') }));
    expect(calls).toHaveLength(1);
  });

  it('a wrong code shows the server message and keeps the code', async () => {
    const { calls, user, emit } = await reachMfaStep();
    // The fake API answers the next login (the code) as the server does for a wrong one.
    calls.length = 0;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ messages: ['The verification code is incorrect.'] }), { status: 400 }));
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: t('mfa.submit') }));
    await screen.findByText('The verification code is incorrect.');
    expect(codeField()).toHaveProperty('value', '000000');
    expect(emit).not.toHaveBeenCalled();
  });

  it('signs in with the token and the stripped code, then shows who is signed in', async () => {
    const { calls, user, emit } = await reachMfaStep();
    const logins: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      logins.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: exampleAuthResult }), { status: 200 });
    });
    await user.type(codeField(), '482 913');
    await user.click(screen.getByRole('button', { name: t('mfa.submit') }));

    await screen.findByText(t('signin.signedInAs', { name: 'Mia Multifactor' }));
    expect(logins).toEqual([{ method: 'mfa', token: exampleMfaChallenge.mfaToken, code: '482913' }]);
    expect(calls).toHaveLength(1);
    expect(emit).toHaveBeenCalledWith('portico-signed-in', { userId: exampleMfaUser.id });
    expect($user.get()?.email).toBe('mfa@example.com');
  });

  it('Back returns to the password step with the e-mail still typed', async () => {
    const { user } = await reachMfaStep();
    await user.click(screen.getByRole('button', { name: t('common.back') }));
    expect(emailField()).toHaveProperty('value', 'mfa@example.com');
    expect(passwordField()).toHaveProperty('value', '');
  });
});

describe('resending the code (spec 1 §2: ShowResendMfaCodeButton, 60 seconds)', () => {
  it('sends the MFA token, then counts down 60 seconds before it can be pressed again', async () => {
    const { calls } = await reachMfaStep({ flags: true, extra: { 'POST /user/resend-mfa-code': { status: 204 } } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const resend = screen.getByRole('button', { name: t('mfa.resend') });

    await act(async () => {
      fireEvent.click(resend);
    });
    await screen.findByText(t('mfa.resent'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/user/resend-mfa-code', body: { mfaToken: exampleMfaChallenge.mfaToken }, bearer: null });
    expect(resend.textContent).toBe(t('mfa.resendIn', { seconds: 60 }));
    expect(resend.getAttribute('aria-disabled')).toBe('true');

    // Pressed during the countdown: nothing is sent.
    const sent = calls.length;
    await act(async () => {
      fireEvent.click(resend);
    });
    expect(calls).toHaveLength(sent);

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(resend.textContent).toBe(t('mfa.resendIn', { seconds: 59 }));
    await act(async () => {
      vi.advanceTimersByTime(RESEND_COOLDOWN_MS - 1000);
    });
    expect(resend.textContent).toBe(t('mfa.resend'));
    expect(resend.getAttribute('aria-disabled')).toBeNull();
  });

  it('a resend error resets the countdown and shows the server message', async () => {
    await reachMfaStep({
      flags: true,
      extra: { 'POST /user/resend-mfa-code': { status: 429, body: { messages: ['Too many attempts. Please wait a moment and try again.'] } } },
    });
    const resend = screen.getByRole('button', { name: t('mfa.resend') });
    fireEvent.click(resend);
    await screen.findByText('Too many attempts. Please wait a moment and try again.');
    expect(resend.textContent).toBe(t('mfa.resend'));
    expect(resend.getAttribute('aria-disabled')).toBeNull();
  });
});

describe('signed in', () => {
  it('shows "Signed in as" the user; Sign out clears the session, emits portico-signed-out and shows the form', async () => {
    const calls = startPage(signedIn);
    const emit = vi.fn(() => true);
    const user = userEvent.setup();
    render(<SignIn emit={emit} />);
    screen.getByText(t('signin.signedInAs', { name: 'Mia Multifactor' }));

    await user.click(screen.getByRole('button', { name: t('shell.signOut') }));

    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user/logout']);
    expect(emit).toHaveBeenCalledWith('portico-signed-out', {});
    expect($isSignedIn.get()).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed sign-out still signs out here and says so (spec 1 §8: Unable to logout user.)', async () => {
    startPage(signedIn, { 'GET /user/logout': { status: 500, body: { messages: ['The server is down.'] } } });
    const emit = vi.fn(() => true);
    const user = userEvent.setup();
    render(<SignIn emit={emit} />);
    await user.click(screen.getByRole('button', { name: t('shell.signOut') }));
    await screen.findByText(`${en['session.logoutFailed']} The server is down.`);
    expect(emit).toHaveBeenCalledWith('portico-signed-out', {});
    expect(signInButton()).toBeTruthy();
  });
});

describe('a temporary password (staff set it): good only for choosing a new one', () => {
  const token = 'hN3v0c9k2QmZp7TqYb1sXw4rLf8aJd6uEi5oGy0tKcM';
  const resetHref = `/reset-password/${token}?temporary=1`;

  it('with passwordChangeHref, emits portico-navigate to the reset-password page with the token; the session stays signed out', async () => {
    startPage(temporaryPassword);
    const emit = vi.fn((name: string) => name !== 'portico-navigate');
    const user = userEvent.setup();
    render(<SignIn emit={emit} passwordChangeHref="/reset-password/{token}?temporary=1" />);
    await takeSteps(user, temporaryPassword);
    await waitFor(() => expect(emit).toHaveBeenCalledWith('portico-navigate', { href: resetHref }));
    expect(emit).not.toHaveBeenCalledWith('portico-signed-in', expect.anything());
    expect($isSignedIn.get()).toBe(false);
  });

  it('after the MFA code, goes to the reset-password page the same way', async () => {
    // The example answers every sign-in call, the code's too, with the password-change token.
    startPage(temporaryPassword);
    const emit = vi.fn((name: string) => name !== 'portico-navigate');
    const user = userEvent.setup();
    render(<SignIn emit={emit} mfaToken={exampleMfaChallenge.mfaToken} passwordChangeHref="/reset-password/{token}?temporary=1" />);
    await user.type(codeField(), '482913');
    await user.click(screen.getByRole('button', { name: t('mfa.submit') }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('portico-navigate', { href: resetHref }));
  });

  it('without a reset-password page (an element), says to choose a new password with Forgot your password, and keeps what was typed', async () => {
    startPage(temporaryPassword);
    const user = userEvent.setup();
    render(<SignIn />);
    await takeSteps(user, temporaryPassword);
    await screen.findByText(t('signin.passwordChangeElsewhere'));
    expect((emailField() as HTMLInputElement).value).toBe('owner@example.com');
    expect((passwordField() as HTMLInputElement).value).toBe('aB3$kLm9x');
    expect($isSignedIn.get()).toBe(false);
  });
});

describe('the compact layout', () => {
  it('says why it is there and uses a lower heading level', () => {
    startPage(signedOut);
    render(<CompactSignIn />);
    screen.getByText(t('signin.compact.intro'));
    screen.getByRole('heading', { level: 3, name: t('signin.heading') });
    screen.getByRole('form', { name: t('signin.heading') });
  });
});

describe('every named example state', () => {
  it.each(Object.values(signInExamples).map((example) => [example.name, example] as const))(
    '%s renders catalogue texts only and passes axe',
    async (_name, example) => {
      startPage(example);
      const user = userEvent.setup();
      const { container } = render(<SignIn />);
      await takeSteps(user, example);
      await waitFor(() => expect(screen.queryByRole('button', { name: t('signin.submit') })?.getAttribute('aria-disabled') ?? null).toBeNull());
      const text = container.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      expect(container.querySelectorAll('form').length).toBeLessThanOrEqual(1);
      // jsdom has no layout: colour contrast is checked in core/ui's styles test instead.
      await expectNoAxeViolations(container);
    },
  );
});

describe('a routing host (the portal shell): its MFA page, an access code, the resend cookie', () => {
  it('with mfaHref, a 403 with an MFA token emits portico-navigate to the host MFA page; cancelled, the form stays', async () => {
    startPage(mfaStep);
    const emit = vi.fn((name: string) => name !== 'portico-navigate');
    const user = userEvent.setup();
    render(<SignIn emit={emit} mfaHref="/signin/multi-factor-authentication?mfa_token={mfaToken}" />);
    await takeSteps(user, mfaStep);
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('portico-navigate', {
        href: `/signin/multi-factor-authentication?mfa_token=${encodeURIComponent(exampleMfaChallenge.mfaToken)}`,
      }),
    );
    expect(screen.queryByRole('heading', { name: t('mfa.heading') })).toBeNull();
  });

  it('with mfaToken it starts on the code step; Back emits portico-navigate to signinHref', async () => {
    startPage(signedOut);
    const emit = vi.fn(() => false);
    const user = userEvent.setup();
    render(<SignIn emit={emit} mfaToken={exampleMfaChallenge.mfaToken} signinHref="/signin" />);
    screen.getByRole('heading', { name: t('mfa.heading') });
    screen.getByText(t('mfa.intro', { email: 'mfa@example.com' }));
    await user.click(screen.getByRole('button', { name: t('common.back') }));
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/signin' });
  });

  it('verifies an access code at once, once, whitespace stripped', async () => {
    startPage(signedOut);
    const logins: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      logins.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: exampleAuthResult }), { status: 200 });
    });
    render(<SignIn mfaToken={exampleMfaChallenge.mfaToken} accessCode="482 913" />);
    await screen.findByText(t('signin.signedInAs', { name: 'Mia Multifactor' }));
    expect(logins).toEqual([{ method: 'mfa', token: exampleMfaChallenge.mfaToken, code: '482913' }]);
  });

  it('keeps the resend countdown in the host store: read on start, written on resend, cleared on a resend error', async () => {
    startPage({ ...mfaStep, featureFlags: { ShowResendMfaCodeButton: true } }, { 'POST /user/resend-mfa-code': { status: 500, body: { messages: ['Down.'] } } });
    const kept = { until: Date.now() + 30_000 as number | null };
    const cooldown = { read: () => kept.until, write: vi.fn((until: number | null) => void (kept.until = until)) };
    const { unmount } = render(<SignIn mfaToken={exampleMfaChallenge.mfaToken} resendCooldown={cooldown} />);
    expect(screen.getByRole('button', { name: /^Resend code in (29|30) seconds$/ }).getAttribute('aria-disabled')).toBe('true');
    unmount();

    kept.until = null;
    const user = userEvent.setup();
    render(<SignIn mfaToken={exampleMfaChallenge.mfaToken} resendCooldown={cooldown} />);
    await user.click(screen.getByRole('button', { name: t('mfa.resend') }));
    expect(cooldown.write).toHaveBeenCalledWith(expect.any(Number));
    await screen.findByText(/Down\./);
    expect(cooldown.write).toHaveBeenLastCalledWith(null);
    screen.getByRole('button', { name: t('mfa.resend') });
  });
});
