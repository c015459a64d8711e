import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Config } from '../schemas';
import defaults from './defaults/config.json';
import { discardRuntime } from '../runtime';
import { fetchByUrl } from '../testing/static-files';
import { portalConfig } from './portal';
import type { ConfigState } from './load';

// The shipped configuration without the portal's own keys, which each test gives its own.
const { termsHref: _terms, privacyHref: _privacy, identityProvider: _provider, ...base } = defaults;
const ready = (keys: Record<string, unknown>): ConfigState => ({ status: 'ready', config: { ...(base as Config), ...keys }, source: 'remote' });
const provider = { name: 'Agent ID', signInUrl: 'https://id.agent.example/authorize?client=portal' };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('portalConfig: the portal shell’s own keys', () => {
  test('reads the terms, the privacy policy and the identity provider', () => {
    expect(portalConfig(ready({ termsHref: 'https://agent.example/terms', privacyHref: '/privacy/', identityProvider: provider }))).toEqual({
      termsHref: 'https://agent.example/terms',
      privacyHref: '/privacy/',
      identityProvider: provider,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test('is empty without them, and while the configuration is not ready', () => {
    expect(portalConfig(ready({}))).toEqual({});
    expect(portalConfig({ status: 'loading' })).toEqual({});
  });

  test.each([
    ['a script address', { termsHref: 'javascript:alert(1)' }],
    ['another site without a scheme', { privacyHref: '//evil.example/privacy' }],
    ['a backslash that browsers read as another site', { privacyHref: '/\\evil.example' }],
    ['a data address', { termsHref: 'data:text/html,<script>alert(1)</script>' }],
    ['a provider without a name', { identityProvider: { name: '', signInUrl: provider.signInUrl } }],
    ['a provider whose address is a script', { identityProvider: { name: 'Agent ID', signInUrl: 'javascript:alert(1)' } }],
  ])('leaves out %s with a warning, keeping the good keys', (_case, bad) => {
    expect(portalConfig(ready({ termsHref: '/terms/', ...bad }))).toEqual('termsHref' in bad ? {} : { termsHref: '/terms/' });
    expect(warn).toHaveBeenCalledOnce();
  });

  test('reads them as the loaded configuration file has them', async () => {
    discardRuntime();
    vi.resetModules();
    const { loadConfig } = await import('./index');
    const fetch = fetchByUrl({ '/config/config.json': { json: { ...base, termsHref: '/terms/', identityProvider: provider } } });
    const state = await loadConfig({ fetch, location: { hostname: 'portal.example.com', port: '', search: '' }, timeoutMs: 50 });
    expect(portalConfig(state)).toEqual({ termsHref: '/terms/', identityProvider: provider });
  });
});
