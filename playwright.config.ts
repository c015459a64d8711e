import { defineConfig } from '@playwright/test';
import { suiteChromiumPath } from './scripts/browser-path.mjs';

/**
 * End-to-end, accessibility, security and resilience suites (`tests/{e2e,security,resilience}/*.e2e.ts`)
 * in Debian's Chromium headless shell (else its Chromium, or the one PORTICO_CHROMIUM names:
 * scripts/browser-path.mjs) against the production builds `npm run build` has made (dist/shell,
 * dist/examples, dist/cdn). Each worker starts its own servers on loopback (tests/e2e/servers.ts):
 * the reference API with fresh data, the agent website and the portal, on ports beside the
 * `npm start` ones (tests/e2e/ports.ts), so the workers never share data and a running dev setup
 * never collides. A suite's tests run in order in one worker; the suites spread over two workers.
 */
export default defineConfig({
  // tests/e2e: the product's suites; tests/security and tests/resilience: hostile input, failing
  // networks and sessions.
  testDir: 'tests',
  testMatch: ['{e2e,security,resilience}/**/*.e2e.ts'],
  fullyParallel: false,
  // The machine's two cores; PORTICO_E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env.PORTICO_E2E_WORKERS ?? 2),
  // Guards against a hang, not speed checks: the journeys run a dozen axe passes each, and two
  // workers share the machine's two cores with their browsers and APIs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: suiteChromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    trace: 'retain-on-failure',
  },
});
