import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { API, API_PORT, PORTAL, PORTAL_PORT, SHELL_BUILD, SITE, SITE_PORT } from './tests/e2e/ports';

/**
 * End-to-end, accessibility, security and resilience suites (`tests/{e2e,security,resilience}/*.e2e.ts`) in Debian's Chromium against servers
 * this config starts on loopback and stops afterwards. Test ports sit beside the `npm start`
 * ports (4200 portal, 4300 API, 4400 agent website) so a running dev setup never collides.
 */
const testPortalPort = PORTAL_PORT;
// The agent website suite (tests/e2e/agent-website.e2e.ts) runs the reference API with a fresh
// data directory per run, and the site on another origin pointing at it. The workers load this
// file again: the directory is made once and handed down through the environment.
const testApiPort = API_PORT;
const testAgentWebsitePort = SITE_PORT;
const testApiUrl = API;
const testAgentWebsiteOrigin = SITE;
process.env.PORTICO_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portico-e2e-'));
const testDataDir = process.env.PORTICO_E2E_DATA_DIR;

export default defineConfig({
  // tests/e2e: the product's suites; tests/security and tests/resilience: hostile input, failing
  // networks and sessions (issue 9).
  testDir: 'tests',
  testMatch: ['{e2e,security,resilience}/**/*.e2e.ts'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${testPortalPort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `npx vite --port ${testPortalPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${testPortalPort}/examples/gallery/`,
      // The portal shell (tests/e2e/shell.e2e.ts) calls this run's API: Vite serves the
      // configuration with this base URL (vite.config.ts).
      env: { PORTICO_API_URL: testApiUrl },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx server/index.ts',
      url: `${testApiUrl}/dev/outbox?to=nobody@example.com`,
      env: {
        PORTICO_API_PORT: String(testApiPort),
        PORTICO_DATA_DIR: testDataDir,
        PORTICO_CORS_ORIGINS: `${testAgentWebsiteOrigin},http://localhost:${testAgentWebsitePort},${PORTAL},${SHELL_BUILD}`,
        // The links in e-mails (reset password, confirm e-mail) lead to this run's portal shell.
        PORTICO_PORTAL_ORIGIN: PORTAL,
        PORTICO_API_PUBLIC_URL: testApiUrl,
        PORTICO_QUIET: '1',
        // Several sign-ins per run from one address: the limit itself is the API's own tests' concern.
        PORTICO_RATE_LIMIT_MAX: '100',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The site serves the CDN bundles from dist/cdn, which `npm run build` writes.
      command: 'node --import tsx examples/agent-website/server.ts',
      url: `${testAgentWebsiteOrigin}/`,
      env: { PORT: String(testAgentWebsitePort), PORTICO_API_URL: testApiUrl },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
