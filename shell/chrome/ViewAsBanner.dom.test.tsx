import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleAdminUser, sampleUser } from '../../core/testing/samples/account';
import { sampleIds } from '../../core/testing/samples/ids';
import { $user, signOut } from '../../core/session';
import { $viewAs, startViewAs, type ViewAsState } from '../../core/stores/view-as';
import { exampleAuthResult } from '../../core/testing/examples';
import { App } from '../App';
import { $router, restartLoadDelay } from '../router';
import { leaveViewAs, startAs } from './test-support';
import { ViewAsBanner, ViewAsNotice } from './ViewAsBanner';
import { expectNoAxeViolations } from '../../core/testing/axe';

const riverside = sampleIds.riversideWharf;
const olivia = { customerId: sampleIds.olivia, relationshipId: sampleIds.oliviaFlat1, developmentId: riverside, customerName: 'Olivia Owner' };

/** The banner's named states. */
const STATES: Record<string, ViewAsState> = {
  viewing: { target: olivia, status: 'viewing' },
  leaving: { target: olivia, status: 'leaving' },
};

function startAdminPage() {
  return startAs(sampleAdminUser, {
    [`GET /customers/${sampleIds.olivia}/view-as`]: { status: 200, body: { data: { customer: { ...exampleAuthResult, user: sampleUser } } } },
    // The user of the session the client speaks with.
    'GET /user': () => Promise.resolve({ status: 200, body: { data: $viewAs.get()?.status === 'viewing' ? sampleUser : sampleAdminUser } }),
    'GET /developments': { status: 200, body: { data: { developments: [] } } },
  });
}

async function viewAsOlivia() {
  await act(() => startViewAs(olivia));
}

/** Fake timers for the second of return (spec 2 §9), installed once the page has what it needs. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

beforeEach(() => {
  restartLoadDelay(0);
});

afterEach(async () => {
  await leaveViewAs();
  vi.unstubAllGlobals();
});

describe('ViewAsNotice: the banner’s states', () => {
  it.each(Object.entries(STATES))('%s: axe finds nothing', async (_name, view) => {
    const { container } = render(<ViewAsNotice view={view} onExit={() => undefined} />);
    screen.getByRole('region', { name: t('viewAs.region') });
    await expectNoAxeViolations(container);
  });

  it('viewing says whose portal this is, with Exit; leaving says the staff area is on its way', () => {
    const onExit = vi.fn();
    const { rerender } = render(<ViewAsNotice view={STATES.viewing!} onExit={onExit} />);
    const banner = screen.getByRole('region', { name: t('viewAs.region') });
    expect(within(banner).getByRole('status').textContent).toBe('You are viewing the portal as Olivia Owner.');
    within(banner).getByRole('button', { name: t('viewAs.exit') }).click();
    expect(onExit).toHaveBeenCalledOnce();

    rerender(<ViewAsNotice view={STATES.leaving!} onExit={onExit} />);
    expect(within(banner).getByRole('status').textContent).toBe(t('viewAs.returning'));
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('shows a name that holds markup as text', () => {
    const name = '<img src=x onerror="alert(1)">Olivia';
    const { container } = render(<ViewAsNotice view={{ target: { ...olivia, customerName: name }, status: 'viewing' }} onExit={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe(`You are viewing the portal as ${name}.`);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('ViewAsBanner (spec 2 §4, §9)', () => {
  it('nothing without a view', () => {
    startAdminPage();
    const { container } = render(<ViewAsBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('Exit: the admin is back at once, the staff area opens after 1 second at the development’s customers', async () => {
    startAdminPage();
    act(() => $router.open('/charges'));
    const { container } = render(<ViewAsBanner />);
    await viewAsOlivia();
    fakeTimers();

    await act(() => screen.getByRole('button', { name: t('viewAs.exit') }).click());

    expect($user.get()?.id).toBe(sampleAdminUser.id);
    expect(screen.getByRole('status').textContent).toBe(t('viewAs.returning'));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect($router.get()?.path).toBe('/charges');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect($router.get()?.path).toBe(`/developments/${riverside}/customers`);
    expect(container.innerHTML).toBe('');
  });

  it('sign-out on the way back ends both: no banner, and no return to the staff area', async () => {
    startAdminPage();
    act(() => $router.open('/dashboard'));
    const { container } = render(<ViewAsBanner />);
    await viewAsOlivia();
    fakeTimers();
    await act(() => screen.getByRole('button', { name: t('viewAs.exit') }).click());

    await act(() => signOut());
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect($viewAs.get()).toBeNull();
    expect($user.get()).toBeNull();
    expect(container.innerHTML).toBe('');
    expect($router.get()?.path).toBe('/dashboard');
  });
});

describe('the banner in the portal', () => {
  it('comes first on the page, so Tab reaches Exit first, and the staff area is not linked while viewing', async () => {
    startAdminPage();
    act(() => $router.open('/faq'));
    render(<App />);
    await screen.findByRole('link', { name: t('routes.admin') });
    await viewAsOlivia();

    const exit = await screen.findByRole('button', { name: t('viewAs.exit') });
    // From the top of the page.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(exit);
    expect(screen.queryByRole('link', { name: t('routes.admin') })).toBeNull();
  });
});
