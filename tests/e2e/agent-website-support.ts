// What the agent website's end-to-end suites share: a page opened with a listener for CSP
// violations from the first byte, axe in both colour schemes, signing in through a Portico
// element, the MFA code from the API's outbox, and the page's errors.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { API } from './ports';

/** The axe tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every demo account's password (docs/demo-data.md). */
export const PASSWORD = 'Portal-Demo-1';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Opens a page of the site with a listener that records every CSP violation from the first byte. */
export async function open(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
}

/**
 * Waits until a link or button has taken the page to `url`, a new document of the site. Playwright
 * follows the navigation itself here, where an address check run inside the page can be cut off
 * by the very page load it waits for (it then fails at once with an empty address).
 */
export async function expectNavigatedTo(page: Page, url: string): Promise<void> {
  await page.waitForURL(url, { waitUntil: 'commit' });
}

/** No `securitypolicyviolation` since the page opened. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

// The axe-core that @axe-core/playwright runs (its own pinned copy), so both ways below apply the same rules.
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** The page's window once axe is in it. */
type WithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe's WCAG A and AA violations on the page, shadow roots included. A page without frames (every
 * Portico page) gets axe once per document and runs it in place, reporting violations only;
 * AxeBuilder would inject it again on every call and finish each run in a page of its own.
 * A page with frames goes through AxeBuilder, which injects axe into each frame.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const results = await (window as WithAxe).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations;
  }, WCAG_TAGS);
}

/** axe over the whole page, shadow roots included, in the light and then the dark scheme. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await axeViolations(page);
    const found = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations in ${state}, ${colorScheme} scheme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The e-mail, password and submit of the sign-in form inside `element` (the full or the compact one). */
export async function signIn(element: Locator, email: string): Promise<void> {
  await element.getByRole('textbox', { name: 'Email address' }).fill(email);
  await element.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await element.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The element shows a sign-in form and no Sign out button. */
export async function expectSignedOut(element: Locator): Promise<void> {
  await expect(element.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(element.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

/** The newest 6-digit code the API sent to `to` (demo mode's outbox). */
export async function latestCode(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { messages: { body: string }[] } };
  const code = /\b(\d{6})\b/.exec(body.data.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest message to ${to}`);
  return code;
}

/** The token of the newest link to the portal's `/<path>/{token}` the API sent to `to` (demo mode's outbox). */
export async function latestLinkToken(page: Page, to: string, path: 'confirm-notification-email'): Promise<string> {
  const response = await page.request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { messages: { body: string }[] } };
  const token = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(body.data.messages[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link in the newest message to ${to}`);
  return token;
}

/**
 * Puts the correspondence address of a notification-preferences page back to `email`, as a test
 * found it: a new address waits for its link, so the link sent to it is opened through the API.
 * @example await restoreCorrespondenceEmail(page, 'NP-OWNER-1', 'owner@example.com');
 */
export async function restoreCorrespondenceEmail(page: Page, preferencesId: string, email: string): Promise<void> {
  const url = `${API}/notification-preferences/${preferencesId}`;
  const now = ((await (await page.request.get(url)).json()) as { data: { ownersCorrespondence: boolean; ownersReminders: boolean; email: string } }).data;
  if (now.email === email) return;
  expect((await page.request.put(url, { data: { ownersCorrespondence: now.ownersCorrespondence, ownersReminders: now.ownersReminders, email } })).ok()).toBe(true);
  const token = await latestLinkToken(page, email, 'confirm-notification-email');
  expect((await page.request.post(`${API}/user/confirm-notification-email`, { data: { token } })).ok()).toBe(true);
}

/** Page errors, console errors and failed answers while a test runs. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}
