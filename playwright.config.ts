import { defineConfig } from '@playwright/test';

/**
 * End-to-end and accessibility suites (`tests/e2e/*.e2e.ts`) in Debian's Chromium against servers
 * this config starts on loopback and stops afterwards. Test ports sit beside the `npm start`
 * ports (4200 portal, 4300 API, 4400 agent website) so a running dev setup never collides.
 */
const testPortalPort = 4201;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
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
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
