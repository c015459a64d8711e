// A shell page opened with a stored session whose user cannot be loaded: its own file, because the
// page boot runs once per page and each test file is a page.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../core/ui/testSetup.dom';
import en from '../core/i18n/en.json';
import { t } from '../core/i18n';
import { validToken } from '../core/testing/fake-api';
import { exampleMfaUser } from '../core/testing/examples';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shell when the boot cannot load the signed-in user', () => {
  // The shell's first render loads its page chunks: more than the default 5 s on a busy machine.
  it('shows the error with Try again instead of loading for ever; Try again loads the user and the page', { timeout: 30_000 }, async () => {
    sessionStorage.setItem('portico.authToken', validToken(exampleMfaUser.id));
    localStorage.setItem('portico.refreshToken', 'refresh-token-mia');
    let userAnswers = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/config/config.json') {
        return Response.json({ baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [] });
      }
      if (url.pathname === '/i18n/en.json') return Response.json(en);
      if (url.pathname === '/user') {
        userAnswers += 1;
        return userAnswers === 1 ? Response.json({ messages: ['The server had a problem.'] }, { status: 500 }) : Response.json({ data: exampleMfaUser });
      }
      return Response.json({ messages: ['Not found.'] }, { status: 404 });
    });
    // Loaded after the tokens are stored, as the shell's scripts load after its storage exists.
    const { bootPage } = await import('../core/elements/boot');
    const { $router } = await import('./router');
    const { App } = await import('./App');
    await bootPage();
    act(() => $router.open('/dashboard'));
    render(<App />);

    const message = await screen.findByText(/The server had a problem\./);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(t('shell.loadingUserContext'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 1, name: t('routes.dashboard') }, { timeout: 5000 });
    await waitFor(() => expect(userAnswers).toBe(2));
  });
});
