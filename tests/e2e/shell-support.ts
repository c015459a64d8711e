// What the shell's end-to-end suites share: signing a demo account in through the API (the
// sign-in pages have their own suite, shell.e2e.ts) and handing its tokens to the portal, and the
// storage entries that answer the chrome (shell/chrome/): the cookie banner, the feedback tab and
// the chrome's dialogs, for suites that test something else and would otherwise find a modal
// dialog in front of the page.
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
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

/** A session shared by several tests: its auth token only (tests/e2e/fixtures.ts, `storedSessions`). */
export interface StoredSession {
  authToken: string;
  refreshToken?: undefined;
}

/** The `data` of an API answer (a refusal, such as the 403 that asks for the MFA code, has none). */
export async function answer<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { data?: T } & T;
  return body.data ?? body;
}

/**
 * Signs `email` in through the API (`api`, the shared one unless a suite runs its own): the
 * password, then the outbox's code when MFA is on.
 */
export async function apiSignIn(request: APIRequestContext, email: string, api = API): Promise<Session> {
  const first = await request.post(`${api}/user/login`, { data: { method: 'password', email, password: PASSWORD } });
  if (first.status() !== 403) {
    expect(first.status(), `sign-in of ${email}`).toBe(200);
    return answer<Session>(first);
  }
  const { mfaToken } = await answer<{ mfaToken: string }>(first);
  const outbox = await answer<{ messages: { body: string }[] }>(await request.get(`${api}/dev/outbox?to=${encodeURIComponent(email)}`));
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  expect(code, `MFA code for ${email}`).toBeTruthy();
  const second = await request.post(`${api}/user/login`, { data: { method: 'mfa', token: mfaToken, code } });
  expect(second.status(), `MFA sign-in of ${email}`).toBe(200);
  return answer<Session>(second);
}

/**
 * Every page load of `page` starts signed in as `session`, as a sign-in leaves the tokens (the
 * auth token in sessionStorage, the refresh token, when the session has one, in localStorage; set
 * only when absent, so a reload keeps what the portal has refreshed since), with the chrome
 * answered (`quietChrome`). Tests not about the session use the stored one (`signInAs`).
 * @example await signedIn(page, await apiSignIn(page.request, 'owner@example.com'));
 */
export async function signedIn(page: Page, session: Session | StoredSession): Promise<void> {
  await quietChrome(page);
  await page.addInitScript((tokens) => {
    if (!sessionStorage.getItem('portico.authToken')) sessionStorage.setItem('portico.authToken', tokens.authToken);
    if (tokens.refreshToken && !localStorage.getItem('portico.refreshToken')) localStorage.setItem('portico.refreshToken', tokens.refreshToken);
  }, session);
}

/**
 * Puts `session`'s tokens where core/session keeps them (the auth token in sessionStorage, the
 * refresh token, when it has one, in localStorage) plus `local` entries, on the portal's origin; the next page load
 * starts signed in.
 */
export async function storeSession(page: Page, session: Session | StoredSession, local: Record<string, string> = {}): Promise<void> {
  await page.goto('/loading-user-context');
  await page.evaluate(
    ({ tokens, entries }) => {
      sessionStorage.setItem('portico.authToken', tokens.authToken);
      if (tokens.refreshToken) localStorage.setItem('portico.refreshToken', tokens.refreshToken);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { tokens: session, entries: local },
  );
}
