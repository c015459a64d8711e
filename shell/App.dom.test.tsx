import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../core/ui/testSetup.dom';
import { t } from '../core/i18n';
import { startPage } from '../widgets/signin/test-support';
import { signedOut } from '../widgets/signin/examples';
import { App } from './App';
import { shellEmit } from './emit';
import { $router } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function at(path: string): void {
  act(() => $router.open(path));
}

describe('App: the guarded page of the address', () => {
  it('sends a signed-out user from /dashboard to /signin?redirect=/dashboard, shows the sign-in and sets the title', async () => {
    startPage(signedOut);
    at('/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: t('signin.heading') })).toBeTruthy();
    expect(location.pathname + location.search).toBe('/signin?redirect=%2Fdashboard');
    expect(document.title).toBe(`[localhost] ${t('routes.signin')} | Portico`);
  });

  it('shows the 404 page for an address without a route', async () => {
    startPage(signedOut);
    at('/developments');
    render(<App />);
    expect(await screen.findByRole('heading', { name: t('routes.notFound'), level: 1 })).toBeTruthy();
    expect(document.title).toBe(`[localhost] ${t('routes.notFound')} | Portico`);
  });
});

describe('shellEmit', () => {
  it('routes portico-navigate in place and answers false (cancelled); other events go to the document', () => {
    at('/signin');
    expect(shellEmit('portico-navigate', { href: '/signin/forgot-password' })).toBe(false);
    expect($router.get()?.route).toBe('forgotPassword');
    const heard = vi.fn();
    document.addEventListener('portico-signed-out', heard);
    expect(shellEmit('portico-signed-out', {})).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('portico-signed-out', heard);
  });
});
