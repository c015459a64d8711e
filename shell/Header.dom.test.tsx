import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../core/ui/testSetup.dom';
import { t } from '../core/i18n';
import { sampleUser } from '../core/testing/samples/account';
import { startAs } from './chrome/test-support';
import { Header } from './Header';
import { navigate } from './router';
import { expectNoAxeViolations } from '../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

beforeEach(() => {
  startAs(sampleUser);
});

/** The signed-in part of the header renders in its turn, after the first paint (shell/renderTurn.tsx). */
const signedInPart = () => screen.findByRole('navigation', { name: t('shell.nav.label') });

async function renderHeader() {
  const rendered = render(
    <>
      <Header user={sampleUser} showCharges showPremises client={false} />
      <main id="main" tabIndex={-1} />
    </>,
  );
  await signedInPart();
  return rendered;
}

const menuButton = () => screen.getByRole('button', { name: t('shell.menu') });
/** The menu's panel: the element the button controls (shell.css hides it on narrow screens while closed). */
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '')!;

/** The header's named states: the menu as a phone shows it, closed and open. */
const STATES = {
  'menu closed': async () => {},
  'menu open': async () => userEvent.click(menuButton()),
} as const;

describe('Header: the menu disclosure (narrow screens)', () => {
  it.each(Object.entries(STATES))('%s: the button says whether it is open, controls the panel, and axe finds nothing', async (name, reach) => {
    const { container } = await renderHeader();
    await reach();
    const open = name === 'menu open';
    expect(menuButton().getAttribute('aria-expanded')).toBe(String(open));
    expect(panel().classList.contains('shell-header__panel--open')).toBe(open);
    within(panel()).getByRole('navigation', { name: t('shell.nav.label') });
    within(panel()).getByText(`${sampleUser.profile.firstName} ${sampleUser.profile.lastName}`);
    await expectNoAxeViolations(container);
  });

  it('opens and closes by keyboard; Escape in the menu closes it and gives focus back to the button', async () => {
    await renderHeader();
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(within(panel()).getByRole('link', { name: t('routes.dashboard') }));
    await userEvent.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
    await userEvent.keyboard(' ');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('links Documents, FAQ and Settings; a client user has Settings but neither Documents nor FAQ', async () => {
    const { unmount } = await renderHeader();
    const nav = within(panel()).getByRole('navigation', { name: t('shell.nav.label') });
    expect(within(nav).getByRole('link', { name: t('routes.documents') }).getAttribute('href')).toBe('/documents');
    expect(within(nav).getByRole('link', { name: t('routes.faq') }).getAttribute('href')).toBe('/faq');
    expect(within(nav).getByRole('link', { name: t('routes.settings') }).getAttribute('href')).toBe('/settings');
    unmount();
    render(<Header user={sampleUser} showCharges={false} client />);
    const clientNav = await signedInPart();
    expect(within(clientNav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/client', '/settings']);
  });

  it('folds away when a link in it is chosen or the address changes', async () => {
    await renderHeader();
    await userEvent.click(menuButton());
    // The router is not listening here; the click is the menu's own.
    const charges = within(panel()).getByRole('link', { name: t('routes.charges') });
    charges.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(charges);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menuButton());
    await vi.waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('true'));
    navigate('/requests');
    await vi.waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('Header: the links match the role (spec 1 §2, §6)', () => {
  const hrefs = () => within(screen.getByRole('navigation', { name: t('shell.nav.label') })).getAllByRole('link').map((link) => link.getAttribute('href'));

  it('starts a resident on the Dashboard, their landing page', async () => {
    render(<Header user={sampleUser} showCharges showPremises customer client={false} />);
    await signedInPart();
    expect(hrefs()).toEqual(['/dashboard', '/developments', '/charges', '/premises', '/requests', '/documents', '/faq', '/settings']);
  });

  it('starts staff on the Developments, their landing page, with no Dashboard and the Staff area link', async () => {
    render(<Header user={sampleUser} showCharges={false} staff client={false} />);
    await signedInPart();
    expect(hrefs()).toEqual(['/developments', '/requests', '/admin', '/documents', '/faq', '/settings']);
  });

  it('gives a client user the client portal and settings only', async () => {
    render(<Header user={sampleUser} showCharges={false} client />);
    await signedInPart();
    expect(hrefs()).toEqual(['/client', '/settings']);
  });
});
