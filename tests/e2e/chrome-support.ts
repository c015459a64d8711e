// What the shell's end-to-end suites share about the chrome (shell/chrome/): the storage entries
// that answer the cookie banner and put away the feedback tab and the chrome's dialogs, for suites
// that test something else and would otherwise find a modal dialog in front of the page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './agent-website-support';
import { API } from './ports';

/**
 * localStorage entries that answer the chrome on this device (shell/chrome/storage.ts and
 * core/stores/cookie-consent.ts): cookies accepted, the feedback tab hidden, the paperless dialog
 * dismissed.
 */
export const QUIET_CHROME_LOCAL: Readonly<Record<string, string>> = {
  'portico.cookieConsent': 'accepted',
  'portico.feedbackTab': 'hidden',
  'portico.paperlessDialog': 'dismissed',
};

/** sessionStorage entries likewise: the in-breach dialog dismissed for the browser session. */
export const QUIET_CHROME_SESSION: Readonly<Record<string, string>> = {
  'portico.inBreachDialog': 'dismissed',
};

/**
 * Before every page load of `page`, answers the chrome as `QUIET_CHROME_*` say, so that a suite
 * about something else meets no cookie banner, feedback tab or chrome dialog.
 * @example test.beforeEach(({ page }) => quietChrome(page));
 */
export async function quietChrome(page: Page): Promise<void> {
  await page.addInitScript(
    ({ local, session }) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local: QUIET_CHROME_LOCAL, session: QUIET_CHROME_SESSION },
  );
}

/** The tokens of a sign-in. */
export interface Session {
  authToken: string;
  refreshToken: string;
}

/** Signs `email` (no MFA) in through the API. */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post(`${API}/user/login`, { data: { method: 'password', email, password: PASSWORD } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const body = (await response.json()) as { data: Session };
  return body.data;
}

/**
 * Puts `session`'s tokens where core/session keeps them (the auth token in sessionStorage, the
 * refresh token in localStorage) plus `local` entries, on the portal's origin; the next page load
 * starts signed in.
 */
export async function storeSession(page: Page, session: Session, local: Record<string, string> = {}): Promise<void> {
  await page.goto('/loading-user-context');
  await page.evaluate(
    ({ tokens, entries }) => {
      sessionStorage.setItem('portico.authToken', tokens.authToken);
      localStorage.setItem('portico.refreshToken', tokens.refreshToken);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { tokens: session, entries: local },
  );
}
