// The `test` every end-to-end suite uses: Playwright's, with this worker's servers (servers.ts,
// started once per worker, so two workers never share an API or its data) and a guard that fails
// a test when any page it opened reported a Content-Security-Policy violation (zero
// `securitypolicyviolation` events across the end-to-end suites). The shell's pages come with
// Portico's strict policy (scripts/serve-shell.ts), the agent website's and the gallery's with
// theirs, so every suite runs under one. Tests that are not about signing in start signed in
// from a stored session (`signInAs`), made once per account per worker.
import { test as base, expect, type Page } from '@playwright/test';
import { putOnWorkerClock } from './clock';
import { API, PORTAL } from './ports';
import { startWorkerServers } from './servers';
import { apiSignIn, signedIn, type StoredSession } from './shell-support';

declare global {
  interface Window {
    porticoCspViolation?: (report: string) => void;
  }
}

/** The stored sessions of one worker: one sign-in per demo account, shared by its tests. */
export interface StoredSessions {
  /** `email`'s stored session, signing in through the API the first time. */
  of(email: string): Promise<StoredSession>;
  /** Fails when `email`'s stored session has been ended (a sign-out), and forgets it so the next test signs in afresh. */
  expectStillOpen(email: string): Promise<void>;
}

/**
 * Starts `page` (the test's own unless another is given) signed in as `email`, from the stored
 * session, with the chrome answered (`signedIn`).
 * @example test('...', async ({ page, signInAs }) => { await signInAs('owner@example.com'); await page.goto('/charges'); });
 */
export type SignInAs = (email: string, page?: Page) => Promise<StoredSession>;

export const test = base.extend<{ cspGuard: string[]; signInAs: SignInAs }, { workerServers: void; storedSessions: StoredSessions }>({
  // The portal of this worker unless a suite says otherwise (test.use({ baseURL: SITE })).
  baseURL: PORTAL,
  workerServers: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = await startWorkerServers();
      await use();
      await servers.close();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // A stored session carries the auth token only: refresh tokens rotate, and the API ends a whole
  // session when a spent one comes back, so one shared by several pages would end at the first
  // refresh. The worker's API issues auth tokens that outlive the run (servers.ts); the suites
  // about refreshing and expiry sign in afresh (`apiSignIn`).
  storedSessions: [
    async ({ playwright, workerServers }, use) => {
      // A dependency so that the worker's API answers before the first sign-in.
      void workerServers;
      // A connection of its own per call: this context lives as long as the worker, and a kept-alive
      // connection the API closes after 5 s idle can meet the next call on its way (ECONNRESET).
      const request = await playwright.request.newContext({ extraHTTPHeaders: { Connection: 'close' } });
      const held = new Map<string, Promise<StoredSession>>();
      await use({
        of(email) {
          let session = held.get(email);
          if (!session) {
            session = apiSignIn(request, email).then(({ authToken }) => ({ authToken }));
            held.set(email, session);
            session.catch(() => held.delete(email));
          }
          return session;
        },
        async expectStillOpen(email) {
          const session = held.get(email);
          if (!session) return;
          const { authToken } = await session;
          const status = (await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${authToken}` } })).status();
          if (status === 200) return;
          held.delete(email);
          throw new Error(`this test ended the stored session of ${email} (GET /user answers ${status}): a test that signs out signs in afresh with apiSignIn`);
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signInAs: [
    async ({ page, storedSessions }, use) => {
      const used = new Set<string>();
      await use(async (email, target = page) => {
        const session = await storedSessions.of(email);
        used.add(email);
        await signedIn(target, session);
        return session;
      });
      for (const email of used) await storedSessions.expectStillOpen(email);
    },
    {},
  ],
  // Every page of a pinned worker sees the API's today (clock.ts).
  context: [
    async ({ context }, use) => {
      await putOnWorkerClock(context);
      await use(context);
    },
    { scope: 'test' },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // A binding rather than a page global: it outlives navigations, so a violation on a page the
      // test has since left is still counted.
      await context.exposeBinding('porticoCspViolation', ({ page }, report: string) => {
        violations.push(`${page?.url() ?? 'a page'}: ${report}`);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => window.porticoCspViolation?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
          true,
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, APIResponse, Locator, Page, Request } from '@playwright/test';
