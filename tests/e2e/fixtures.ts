// The `test` every end-to-end suite uses: Playwright's, with this worker's servers (servers.ts,
// started once per worker, so two workers never share an API or its data) and a guard that fails
// a test when any page it opened reported a Content-Security-Policy violation (zero
// `securitypolicyviolation` events across the end-to-end suites). The shell's pages come with
// Portico's strict policy (scripts/serve-shell.ts), the agent website's and the gallery's with
// theirs, so every suite runs under one.
import { test as base, expect } from '@playwright/test';
import { PORTAL } from './ports';
import { startWorkerServers } from './servers';

declare global {
  interface Window {
    porticoCspViolation?: (report: string) => void;
  }
}

export const test = base.extend<{ cspGuard: string[] }, { workerServers: void }>({
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
