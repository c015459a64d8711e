/**
 * The resident's dashboard and settings against an API built to the specification alone: a copy
 * of the reference API with its extensions switched off (PORTICO_EXTENSIONS=off, every route of
 * server/http/extensions.ts answers 404) and the built shell pointed at it, as Olivia Owner.
 * Checked: the dashboard loads whole without the contact offers call; multi-factor authentication
 * turned on and off through spec 1's `PUT /user` (no code or password step, a note saying what
 * the API did), the API asking for a code at sign-in in between; axe on the settings with the note.
 * The API and its data are this suite's own, so nothing needs putting back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveShell, type ShellServer } from '../../scripts/serve-shell';
import { expectNoAxeViolations, PASSWORD } from './agent-website-support';
import { expect, test, type Page } from './fixtures';
import { OWN_API } from './own-servers';
import { OWN_API_PORT, SHELL_BUILD_PORT } from './ports';
import { startApi, type ApiProcess } from './servers';
import { apiSignIn, signedIn } from './shell-support';

const OLIVIA = 'owner@example.com';

let dataDir: string;
let api: ApiProcess;
let shell: ShellServer;
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-spec-api-'));
  // The shell's second port, which tests/security/csp.e2e.ts also uses, never at the same time in one worker.
  shell = await serveShell({ port: SHELL_BUILD_PORT, apiUrl: OWN_API });
  api = await startApi({ port: OWN_API_PORT, dataDir, corsOrigins: [shell.origin], portalOrigin: shell.origin, extensions: false });
});
test.afterAll(async () => {
  await api?.stop();
  await shell?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens `path` of the suite's shell and waits until nothing in main is loading. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${shell.origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]:visible, main .portico-spinner:visible'), `${path} still loading`).toHaveCount(0, { timeout: 15_000 });
}

const passwordSignIn = (page: Page) => page.request.post(`${OWN_API}/user/login`, { data: { method: 'password', email: OLIVIA, password: PASSWORD } });

test('the dashboard and multi-factor authentication in settings work with the specification\u2019s calls alone', async ({ page }) => {
  // The extension is not there: the API answers as for a route it does not know.
  const start = await page.request.post(`${OWN_API}/user/mfa/start`);
  expect({ status: start.status(), body: await start.json() }).toEqual({ status: 404, body: { messages: ['There is no such route.'] } });
  await signedIn(page, await apiSignIn(page.request, OLIVIA, OWN_API));

  await open(page, '/dashboard', 'Dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Charges' })).toBeVisible();
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);

  await open(page, '/settings', 'Settings');
  const mfa = page.getByRole('region', { name: 'Multi-factor authentication' });
  await expect(mfa).toContainText('Off: signing in asks only for your email address and password.');
  await mfa.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Multi-factor authentication is now enabled.', { exact: true })).toBeVisible();
  await expect(mfa).toContainText(`On: signing in asks for a 6-digit code we email to ${OLIVIA}.`);
  await expect(mfa.getByRole('status').filter({ hasText: 'turned multi-factor authentication on without a confirmation code' })).toContainText(OLIVIA);
  await expect(mfa.getByRole('button', { name: 'Turn off' })).toBeFocused();
  await expectNoAxeViolations(page, 'settings, MFA turned on without a code');
  expect((await passwordSignIn(page)).status()).toBe(403);

  await mfa.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Multi-factor authentication is now disabled.', { exact: true })).toBeVisible();
  await expect(mfa.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await expect(mfa).toContainText('Off: signing in asks only for your email address and password.');
  await expect(mfa.getByRole('status').filter({ hasText: 'turned multi-factor authentication off without asking for your password' })).toBeVisible();
  expect((await passwordSignIn(page)).status()).toBe(200);
});
