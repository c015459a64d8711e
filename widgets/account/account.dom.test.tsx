import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { $isSignedIn, $user, signInWithAuthResult } from '../../core/session';
import type { WritableAtom } from 'nanostores';
import type { User } from '../../core/schemas';
import { sampleAdminUser } from '../../core/testing/samples/account';
import { SignIn } from '../signin';
import { exampleAuthResult } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { Account } from '.';
import { accountExamples } from './examples';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Account', () => {
  it("shows the signed-in user's name, e-mail and role under a heading", () => {
    startPage(accountExamples.signedIn);
    render(<Account />);
    const card = screen.getByRole('region', { name: t('account.heading') });
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(card).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual([t('common.name'), t('common.email'), t('account.role')]);
    expect(definitions).toEqual(['Mia Multifactor', 'mfa@example.com', t('account.rolePayload.owner')]);
  });

  it('names every role payload the user has', () => {
    startPage({ ...accountExamples.signedIn, session: { ...exampleAuthResult, user: { ...sampleAdminUser, role: { ...sampleAdminUser.role, payloads: ['global', 'sl1'] } } } });
    render(<Account />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([t('account.rolePayload.global'), t('account.rolePayload.sl1')]);
  });

  it('signed out, shows the compact sign-in in its place (loaded on demand, a spinner meanwhile)', async () => {
    startPage(accountExamples.signedOut);
    render(<Account />);
    screen.getByRole('status');
    await screen.findByRole('form', { name: t('signin.heading') });
    screen.getByText(t('signin.compact.intro'));
    expect(screen.queryByRole('region', { name: t('account.heading') })).toBeNull();
  });

  it('says so with Try again when the page holds a session but its user cannot be loaded, then recovers', async () => {
    let userAnswers = 0;
    startPage(accountExamples.signedIn, {
      'GET /user': () => Promise.resolve(++userAnswers === 1 ? { status: 500, body: { messages: ['Database unavailable.'] } } : { status: 200, body: { data: exampleAuthResult.user } }),
    });
    // As after a reload: the tokens are stored, the user is not loaded yet.
    act(() => (($user as WritableAtom<User | null>).set(null)));
    render(<Account />);
    const user = userEvent.setup();
    // The boot left no user: the card says so. Try again meets the server's 500 and shows its message;
    // the next try loads the user.
    await user.click(await screen.findByRole('button', { name: t('common.retry') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable.');
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect((await screen.findByRole('region', { name: t('account.heading') })).textContent).toContain('Mia Multifactor');
    expect(userAnswers).toBe(2);
  });

  it('fills in when the user signs in elsewhere on the page', () => {
    startPage(accountExamples.signedOut);
    render(<Account />);
    act(() => {
      signInWithAuthResult(exampleAuthResult);
    });
    expect(screen.getByRole('region', { name: t('account.heading') }).textContent).toContain('Mia Multifactor');
  });

  it('Sign out signs out everywhere on the page and emits portico-signed-out', async () => {
    const calls = startPage(accountExamples.signedIn);
    const emit = vi.fn(() => true);
    const user = userEvent.setup();
    render(
      <>
        <Account emit={emit} />
        <SignIn />
      </>,
    );
    screen.getByText(t('signin.signedInAs', { name: 'Mia Multifactor' }));

    await user.click(within(screen.getByRole('region', { name: t('account.heading') })).getByRole('button', { name: t('shell.signOut') }));

    expect(await screen.findAllByRole('form', { name: t('signin.heading') })).toHaveLength(2);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user/logout']);
    expect(emit).toHaveBeenCalledWith('portico-signed-out', {});
    expect($isSignedIn.get()).toBe(false);
  });

  it.each(Object.values(accountExamples).map((example) => [example.name, example] as const))(
    'the %s example renders catalogue texts only and passes axe',
    async (_name, example) => {
      startPage(example);
      const { container } = render(<Account />);
      const text = container.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );
});
