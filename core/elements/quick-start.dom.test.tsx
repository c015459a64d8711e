// The React quick start as the top README writes it: `PorticoProvider` with a configuration that
// holds the API's address alone, on a page that serves no language file. The components start in
// English, with no request for one and no error dialog.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import '../ui/testSetup.dom';
import { $config } from '../config';
import { $language, t } from '../i18n';
import { $languageFailureDialog } from '../i18n/load';
import en from '../i18n/en.json';
import { PorticoProvider } from './PorticoProvider';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('starts in English from a configuration with baseUrl alone, without a language file', async () => {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    requested.push(url.pathname);
    return url.pathname === '/portico/config.json' ? Response.json({ baseUrl: 'https://api.example.test' }) : new Response(null, { status: 404 });
  });
  render(
    <PorticoProvider configUrl="/portico/config.json" fallback={<p>Loading…</p>}>
      <h1>{t('signin.heading')}</h1>
    </PorticoProvider>,
  );
  expect(await screen.findByRole('heading', { name: en['signin.heading'] })).toBeTruthy();
  expect($config.get()).toMatchObject({ status: 'ready', config: { availableLangs: ['en'] } });
  expect($language.get()).toEqual({ status: 'ready', lang: 'en' });
  expect($languageFailureDialog.get()).toBeNull();
  expect(requested).toEqual(['/portico/config.json']);
});
