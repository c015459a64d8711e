/**
 * The script-tag embed as a web team does it: a copy of dist/cdn uploaded to a sub-folder of
 * another origin (a CDN), and a host page on its own origin, in French, light, under a strict
 * policy whose `script-src` is that CDN alone. One `<script type="module" src=".../portico.js">`
 * defines the tags present and one added later, loading only their code; the configuration and
 * the language file come from beside the script, not from the page's origin. A folder without its
 * configuration says so in plain words; a folder without its language files shows English. The
 * elements stay light on the light page when the reader prefers dark, carry their own `lang`,
 * and are axe clean; the fixture fails any test with a CSP violation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './agent-website-support';
import { closeServer, COPIES, copyCdn, hostPage, serveFolder } from './embed-support';
import { expect, test, type Page, type Request } from './fixtures';
import { API, EMBED_CDN, EMBED_CDN_PORT, EMBED_HOST, EMBED_HOST_PORT } from './ports';

const POLICY = [
  "default-src 'none'",
  `script-src ${EMBED_CDN}`,
  "style-src 'self'",
  `img-src 'self' ${API} data:`,
  `connect-src ${EMBED_CDN} ${API}`,
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const loader = (copy: string) => `${EMBED_CDN}${copy}portico.js`;
const PAGES: Record<string, string> = {
  'index.html': hostPage(loader(COPIES.ready), '<portico-signin></portico-signin><div id="later"></div>'),
  'account.html': hostPage(loader(COPIES.ready), '<portico-account></portico-account>'),
  'no-config.html': hostPage(loader(COPIES.noConfig), '<portico-signin></portico-signin>'),
  'no-language.html': hostPage(loader(COPIES.noLanguage), '<portico-signin></portico-signin>'),
  // A second policy in the page, as a web team adds one: its connect-src names the API alone, not
  // the folder the configuration is in (every policy of a page applies).
  'connect-api-only.html': hostPage(
    loader(COPIES.ready),
    '<portico-signin></portico-signin>',
  ).replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="connect-src ${API}">`),
};

let cdn: ReturnType<typeof copyCdn>;
let hostRoot: string;
let servers: Server[] = [];

test.beforeAll(async () => {
  cdn = copyCdn(API);
  hostRoot = mkdtempSync(join(tmpdir(), 'portico-embed-host-'));
  for (const [name, html] of Object.entries(PAGES)) writeFileSync(join(hostRoot, name), html);
  servers = await Promise.all([
    // A CDN answers any origin, as module scripts and fetches from another origin need.
    serveFolder(EMBED_CDN_PORT, cdn.root, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' }),
    serveFolder(EMBED_HOST_PORT, hostRoot, { 'Content-Security-Policy': POLICY, 'Cache-Control': 'no-cache' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  cdn.remove();
  rmSync(hostRoot, { recursive: true, force: true });
});

/** Every request the page makes, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

const shadowText = (page: Page, tag: string) => page.locator(tag).evaluate((element) => element.shadowRoot?.textContent ?? '');

test('one script defines the tags on the page and one added later, with its files from beside the script', async ({ page }) => {
  const requests = recordRequests(page);
  // The reader prefers dark; the page did not opt in, so the elements stay light.
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto(`${EMBED_HOST}/index.html`);
  expect(response?.headers()['content-security-policy']).toContain(`script-src ${EMBED_CDN}`);

  const signin = page.locator('portico-signin');
  await expect(signin.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
  const base = `${EMBED_CDN}${COPIES.ready}`;
  expect(requests).toContain(`${base}portico-signin.js`);
  expect(requests).toContain(`${base}config.json`);
  expect(requests).toContain(`${base}i18n/en.json`);
  // Only the code of the tags present, and nothing from the page's own origin but the page.
  expect(requests.filter((url) => /\/portico-[a-z-]+\.js$/.test(url))).toEqual([`${base}portico-signin.js`]);
  expect(requests.filter((url) => url.startsWith(EMBED_HOST))).toEqual([`${EMBED_HOST}/index.html`]);

  // WCAG 3.1.2: the element's content says it is English on this French page.
  expect(await signin.evaluate((element) => element.shadowRoot?.querySelector('[lang]')?.getAttribute('lang'))).toBe('en');
  // Light: the light scheme's text and background, although the reader prefers dark.
  const colours = await signin.evaluate((element) => {
    const root = element.shadowRoot!.querySelector('.portico-ui')!;
    return [getComputedStyle(root).color, getComputedStyle(root).backgroundColor];
  });
  expect(colours).toEqual(['rgb(27, 27, 31)', 'rgb(255, 255, 255)']);

  // A tag added after load (as a CMS block or a single-page app would): its code loads, and only then.
  expect(await page.evaluate(() => customElements.get('portico-news') === undefined)).toBe(true);
  await page.evaluate(() => document.querySelector('#later')!.append(document.createElement('portico-account')));
  await expect(page.locator('portico-account').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  expect(requests).toContain(`${base}portico-account.js`);
  expect(requests.filter((url) => url.endsWith('/config.json'))).toHaveLength(1);

  expect(await axeViolations(page)).toEqual([]);
});

test('signed in, the element added by the page shows the account from the API the configuration names', async ({ page, signInAs }) => {
  await signInAs('owner@example.com');
  await page.goto(`${EMBED_HOST}/account.html`);
  const account = page.locator('portico-account');
  await expect(account.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a folder without its configuration says, in the element, what is missing and how to set it', async ({ page }) => {
  await page.goto(`${EMBED_HOST}/no-config.html`);
  const alert = page.locator('portico-signin').getByRole('alert');
  await expect(alert).toContainText('Technical issue');
  await expect(alert).toContainText(`Portico found no configuration at ${EMBED_CDN}${COPIES.noConfig}config.json.`);
  await expect(alert).toContainText('Copy config.example.json, which comes with portico.js, to config.json beside it and set its baseUrl');
  await expect(alert).toContainText('<meta name="portico-config-url"');
  expect(await axeViolations(page)).toEqual([]);
});

test('a folder without its language files shows the built-in English, never a message id', async ({ page }) => {
  await page.goto(`${EMBED_HOST}/no-language.html`);
  const signin = page.locator('portico-signin');
  await expect(signin.getByRole('heading', { name: 'Sign in to your portal' })).toBeVisible();
  await expect(signin.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  expect(await shadowText(page, 'portico-signin')).not.toMatch(/\bsignin\.[a-z]/);
  expect(await page.locator('portico-signin').evaluate((element) => element.shadowRoot?.querySelector('[lang]')?.getAttribute('lang'))).toBe('en');
  expect(await axeViolations(page)).toEqual([]);
});

test("a policy whose connect-src leaves out the folder: the element names the blocked file and the origin to add", async ({ page, cspGuard }) => {
  await page.goto(`${EMBED_HOST}/connect-api-only.html`);
  const alert = page.locator('portico-signin').getByRole('alert');
  await expect(alert).toContainText('Technical issue');
  await expect(alert).toContainText(`the page's Content-Security-Policy blocked ${EMBED_CDN}${COPIES.ready}config.json: add ${EMBED_CDN} to its connect-src directive.`);
  expect(await axeViolations(page)).toEqual([]);
  // The blocked fetches are what this page is about: the guard saw them, and they are counted here.
  expect(cspGuard.length).toBeGreaterThan(0);
  expect(cspGuard.every((violation) => violation.includes('connect-src'))).toBe(true);
  cspGuard.length = 0;
});
