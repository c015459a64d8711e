/**
 * Content-Security-Policy. Every end-to-end test already fails on any
 * `securitypolicyviolation` (tests/e2e/fixtures.ts), and the shell's pages, the agent website and
 * the gallery all come with a strict policy, so the whole end-to-end run is the evidence that the
 * shell and every element work under one. This suite checks the premises of that claim: each
 * host really sends a strict policy (no unsafe-inline, no unsafe-eval), the guard really sees a
 * violation, and the production build of the shell (dist/shell), served by a server of the
 * suite's own, runs under the policy too.
 */
import { expect, test, type Page } from '../e2e/fixtures';
import { demoIds } from '../../core/schemas/demo-ids';
import { API, PORTAL, SHELL_BUILD_PORT, SITE } from '../e2e/ports';
import { serveShell, type ShellServer } from '../../scripts/serve-shell';

/** The directives a strict policy must have, and what it must not allow. */
function expectStrict(policy: string | undefined | null, where: string): void {
  expect(policy, `${where} sends a Content-Security-Policy`).toBeTruthy();
  expect(policy, where).toContain("script-src 'self'");
  expect(policy, where).toContain("style-src 'self'");
  expect(policy, where).toContain("object-src 'none'");
  expect(policy, where).not.toContain('unsafe-inline');
  expect(policy, where).not.toContain('unsafe-eval');
}

test.describe('strict Content-Security-Policy', () => {
  test('the shell, the agent website and the gallery send a strict policy with their pages', async ({ request, page }) => {
    for (const url of [`${PORTAL}/signin`, `${PORTAL}/dashboard`, `${PORTAL}/developments/x/news`, `${SITE}/`, `${SITE}/news/`, `${SITE}/facilities/`]) {
      const response = await request.get(url, { headers: { Accept: 'text/html' } });
      expect(response.status(), url).toBe(200);
      expectStrict(response.headers()['content-security-policy'], url);
    }
    // The gallery, a static example, carries its policy in a meta element.
    await page.goto('/examples/gallery/');
    expectStrict(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'), 'the gallery');
  });

  test('the guard sees a violation: an inline script on a shell page is blocked and reported', async ({ page, cspGuard }) => {
    await page.goto('/signin');
    await expect(page.getByRole('form', { name: 'Sign in to your portal' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.body.append(script);
      return (window as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspGuard.length).toBe(1);
    expect(cspGuard[0]).toContain('script-src');
    // Counted, as it had to be: the guard's own check at the end of the test must not fail on it.
    cspGuard.length = 0;
  });

  test.describe('the production build of the shell (dist/shell)', () => {
    let shell: ShellServer;
    test.beforeAll(async () => {
      // On a port the API's CORS list names (tests/e2e/servers.ts).
      shell = await serveShell({ port: SHELL_BUILD_PORT, apiUrl: API });
    });
    test.afterAll(() => shell.close());

    async function open(page: Page, path: string): Promise<void> {
      const response = await page.goto(`${shell.origin}${path}`);
      expectStrict(response?.headers()['content-security-policy'], `dist/shell ${path}`);
    }

    /** Opens `path` and waits for the page's h1 and for nothing shown in main to be loading (a closed dialog's form may wait for its opening). */
    async function expectPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]:visible, main .portico-spinner:visible'), `${path} still loading`).toHaveCount(0, { timeout: 15_000 });
    }

    test('signed out: the sign-in page', async ({ page }) => {
      await open(page, '/signin');
      await expect(page.getByRole('form', { name: 'Sign in to your portal' }).getByRole('textbox', { name: 'Email address' })).toBeVisible();
    });

    test("owner@'s dashboard, charges, requests, premises, developments and facility booking", async ({ page, signInAs }) => {
      await signInAs('owner@example.com');
      await expectPage(page, '/dashboard', 'Dashboard');
      await expectPage(page, '/charges', 'Charges');
      await expectPage(page, '/requests', 'Requests');
      await expectPage(page, '/premises', /.+/);
      await expectPage(page, '/developments', 'Developments');
      await expectPage(page, '/book-facilities', 'Book facilities');
    });

    test("admin@'s developments and the changelog", async ({ page, signInAs }) => {
      await signInAs('admin@example.com');
      await expectPage(page, '/developments', 'Developments');
      await expectPage(page, '/changelog', 'Changelog');
    });

    test("admin@'s news form: the rich-text editor loads, takes typing and formatting, and the preview shows it", async ({ page, signInAs, cspGuard }) => {
      await signInAs('admin@example.com');
      await expectPage(page, `/admin/${demoIds.riversideWharf}/news/new`, 'Riverside Wharf');
      const editor = page.getByRole('textbox', { name: 'Description' });
      await editor.click();
      await page.getByRole('button', { name: 'Bold' }).click();
      // The toolbar gives the focus back to the text in the next frame.
      await expect(editor).toBeFocused();
      await page.keyboard.type('Water off on Friday');
      await page.getByRole('button', { name: 'Bulleted list' }).click();
      await expect(editor.locator('ul strong')).toHaveText('Water off on Friday');
      await page.getByRole('textbox', { name: 'Title' }).fill('Water off');
      await expect(page.getByRole('region', { name: 'Preview' }).locator('ul strong')).toHaveText('Water off on Friday');
      // Tiptap would inject a <style> (blocked by style-src): it must not, and nothing was blocked.
      expect(await page.locator('style').count()).toBe(0);
      expect(cspGuard).toEqual([]);
    });
  });
});
