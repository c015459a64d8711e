// A page opened with a stored session: its own file, because the page boot runs once per page and
// each test file is a page.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { validToken } from '../../core/testing/fake-api';
import { exampleMfaUser } from '../../core/testing/examples';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page opened with a stored session', () => {
  it('loads the configuration, the language file and the user once for every component on it', async () => {
    sessionStorage.setItem('portico.authToken', validToken(exampleMfaUser.id));
    localStorage.setItem('portico.refreshToken', 'refresh-token-mia');
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      requested.push(url.pathname);
      const answers: Record<string, unknown> = {
        '/config/config.json': { baseUrl: 'https://api.example.test', availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [] },
        '/i18n/en.json': en,
        '/user': { data: exampleMfaUser },
      };
      const body = answers[url.pathname];
      return body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
    });
    // Loaded after the tokens are stored, as a page's scripts load after its storage exists.
    const { SignIn, CompactSignIn } = await import('.');
    const { Account } = await import('../account');

    render(
      <>
        <SignIn />
        <CompactSignIn />
        <Account />
      </>,
    );

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([t('common.loading'), t('common.loading'), t('common.loading')]);
    await waitFor(() => expect(screen.getAllByText(t('signin.signedInAs', { name: 'Mia Multifactor' }))).toHaveLength(2));
    screen.getByText('mfa@example.com');
    expect(requested.sort()).toEqual(['/config/config.json', '/i18n/en.json', '/user']);
  });
});
