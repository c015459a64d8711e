// The agent website's server (examples/agent-website/server.ts) over HTTP: the strict policy on
// every answer, the generated configuration, the CDN files under /portico/, content types, the
// 404 page, and no way out of its folders.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentSecurityPolicy, PUBLIC_DIR, resolveInside, startAgentWebsite } from '../../examples/agent-website/server';

const API = 'https://api.agent.example/v1/';
let server: Server;
let base: string;
let cdnDir: string;

beforeAll(async () => {
  // A stand-in for dist/cdn, so the test does not depend on a build having run.
  cdnDir = mkdtempSync(join(tmpdir(), 'portico-cdn-'));
  mkdirSync(join(cdnDir, 'i18n'));
  mkdirSync(join(cdnDir, 'chunks'));
  writeFileSync(join(cdnDir, 'portico-signin.js'), 'export {};\n');
  writeFileSync(join(cdnDir, 'chunks', 'shared-abc.js'), 'export {};\n');
  writeFileSync(join(cdnDir, 'i18n', 'en.json'), '{"common.email":"Email address"}');
  writeFileSync(join(cdnDir, 'config.json'), '{"baseUrl":"http://localhost:4300"}');
  symlinkSync(resolve('package.json'), join(cdnDir, 'escape.json'));
  server = await startAgentWebsite(0, { apiUrl: API, cdnDir });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(cdnDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('agent website server', () => {
  test('the policy allows the site and the API origin only, with nothing inline or evaluated', () => {
    expect(contentSecurityPolicy(API)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https://api.agent.example data:; " +
        "connect-src 'self' https://api.agent.example; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  test.each(['/', '/account/', '/site.css', '/portico/config.json', '/portico/portico-signin.js', '/no-such-page', '/portico/nothing.js'])(
    '%s carries the policy and the hardening headers',
    async (path) => {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(API));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  test('pages, styles, images and bundles have their content types', async () => {
    for (const [path, type] of [
      ['/', 'text/html; charset=utf-8'],
      ['/account/', 'text/html; charset=utf-8'],
      ['/site.css', 'text/css; charset=utf-8'],
      ['/logo.svg', 'image/svg+xml'],
      ['/portico/portico-signin.js', 'text/javascript; charset=utf-8'],
      ['/portico/chunks/shared-abc.js', 'text/javascript; charset=utf-8'],
      ['/portico/i18n/en.json', 'application/json; charset=utf-8'],
    ]) {
      const response = await get(path ?? '');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
    expect(await (await get('/account/')).text()).toContain('<portico-account>');
    expect(await (await get('/account/')).text()).toContain('<portico-charges heading-level="3" statement-href="/account/statement/?chargeAccountId={chargeAccountId}">');
    const facilities = await (await get('/facilities/')).text();
    expect(facilities).toContain('<script type="module" src="/portico/portico-facility-booking.js"></script>');
    expect(facilities).toContain('<portico-facility-booking');
  });

  test('a nested page is served from its folder, with the query a link gave it', async () => {
    const response = await get('/account/statement/?chargeAccountId=acc-flat-1-service-charge');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/portico/portico-statement.js"></script>');
    expect(html).toContain('<portico-statement charges-href="/account/"></portico-statement>');
    const folder = await get('/account/statement?chargeAccountId=acc-flat-1-service-charge');
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/account/statement/?chargeAccountId=acc-flat-1-service-charge');
  });

  test('the configuration is the shipped production template with this site API, beside the scripts', async () => {
    const response = await get('/portico/config.json');
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({ baseUrl: 'https://api.agent.example/v1', environment: 'production' });
    expect(config.availableLangs).toEqual(['en']);
    // The language file is found beside the scripts: nothing to set.
    expect(config).not.toHaveProperty('languageUrl');
  });

  test('the Portico files may be loaded from other origins, as from a CDN; the pages may not', async () => {
    expect((await get('/portico/portico-signin.js')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/')).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an unknown path is the 404 page; a folder without its slash is redirected', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await missing.text()).toContain('Page not found');
    const folder = await get('/account');
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/account/');
  });

  test('no path leaves the site or the CDN folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/portico/..%2f..%2fpackage.json',
      '/portico/%2e%2e/%2e%2e/package.json',
      '/portico/..%5c..%5cpackage.json',
      '/portico/escape.json',
      '/%00index.html',
      '/%E0%A4%A',
      '/.hidden',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('"name": "@portico/portal"');
    }
    expect(resolveInside(PUBLIC_DIR, '/a/../../etc/passwd')).toBeNull();
    expect(resolveInside(PUBLIC_DIR, '/account/')).toBe(join(PUBLIC_DIR, 'account'));
  });

  test('only GET and HEAD are answered', async () => {
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get('/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
