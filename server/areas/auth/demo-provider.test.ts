import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { DEMO_PROVIDER_PATH } from './demo-provider-routes';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 }, corsOrigins: ['http://portal.test'] });
});
afterAll(() => api.close());

const CALLBACK = 'http://portal.test/signin/sso';
const STATE = '0123456789abcdef0123456789abcdef';

/** The provider's answer as a browser gets it: a redirect is not followed. */
function authorize(query: Record<string, string>) {
  return fetch(`${api.url}${DEMO_PROVIDER_PATH}?${new URLSearchParams(query).toString()}`, { redirect: 'manual' });
}

describe('the demo identity provider (demo mode)', () => {
  it('shows a page asking for the e-mail address, that sends only to itself and the portal, with no script', async () => {
    const page = await authorize({ redirect_uri: CALLBACK, state: STATE });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; form-action 'self' http://portal.test; frame-ancestors 'none'; base-uri 'none'");
    const text = await page.text();
    expect(text).toContain('<label for="email">Email address</label>');
    expect(text).toContain(`<input type="hidden" name="state" value="${STATE}">`);
    expect(text).not.toContain('<script');
    expect(text).toContain(`href="${CALLBACK}#error=access_denied&amp;state=${STATE}"`);
  });

  it('sends the portal a token for the address typed, with the state, in the fragment, which signs that user in', async () => {
    const answer = await authorize({ redirect_uri: CALLBACK, state: STATE, email: 'owner@example.com' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(CALLBACK);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe(STATE);
    expect(decodeJwt(fragment.get('token')!)).toMatchObject({ typ: 'sso', email: 'owner@example.com' });
    const login = await api.call('/user/login', { method: 'POST', body: { method: 'sso', token: fragment.get('token') } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe('owner@example.com');
  });

  it.each([
    ['another site', 'https://evil.example/signin/sso'],
    ['the portal with a fragment of its own', `${CALLBACK}#x`],
    ['a path, which names no site', '/signin/sso'],
  ])('sends nothing to %s', async (_case, redirectUri) => {
    const answer = await authorize({ redirect_uri: redirectUri, state: STATE, email: 'owner@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect((await answer.json()).messages).toEqual(['redirect_uri: must be an address of the portal (PORTICO_CORS_ORIGINS)']);
  });

  it('escapes what it shows of the query', async () => {
    const answer = await authorize({ redirect_uri: `${CALLBACK}?a="><script>alert(1)</script>`, state: STATE });
    expect(answer.status).toBe(200);
    expect(await answer.text()).not.toContain('<script>');
  });

  it('does not exist outside demo mode', async () => {
    const production = await startTestApi({ demoMode: false, corsOrigins: ['http://portal.test'] });
    try {
      const answer = await fetch(`${production.url}${DEMO_PROVIDER_PATH}?${new URLSearchParams({ redirect_uri: CALLBACK, state: STATE, email: 'owner@example.com' }).toString()}`, { redirect: 'manual' });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
