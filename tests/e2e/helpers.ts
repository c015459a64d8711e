// Helpers of the end-to-end suites against the agent website (tests/e2e/*.e2e.ts): a page opened
// with a recorder of Content-Security-Policy violations from the first byte, axe in the light and
// the dark scheme, the sign-in form inside an element, the MFA code from the API's outbox, and the
// errors a page reports.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { API } from './ports';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules axe checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Every demo account's password (shared/DEMO-DATA.md). */
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

/** No `securitypolicyviolation` since the page was opened with `open`. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

/** axe over the whole page, shadow roots included, in the light and then the dark scheme. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = results.violations.map(
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

/** The element shows the sign-in form and no Sign out. */
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
