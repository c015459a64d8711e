/**
 * The README's quick starts, followed to the letter with the packed package (`npm pack` of the
 * build), in Chromium against this worker's reference API:
 * - "a new React app": each command of its shell blocks run as written (a fresh Vite app from
 *   `npm create vite`, the tarball in place of `@portico/portal`), each file block written where
 *   the text before it says, then `npm run build` and `npm run preview`;
 * - "a static page": the package's `dist/cdn` copied to the site's `/portico/`, `config.json`
 *   written from `config.example.json` with `baseUrl` set, the README's page served with the
 *   README's Content-Security-Policy.
 * The API's address the README names (`http://localhost:4300`, `<API>`) and the sites' ports are
 * this worker's. Each journey signs in as a demo resident and sees the components show her data;
 * a console error, a failed answer, a CSP violation (fixtures.ts) or a step that fails fails it.
 * Only the npm registry is needed (npm's cache serves what an earlier run fetched).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { collectErrors, PASSWORD } from './agent-website-support';
import { serveFolder } from './embed-support';
import { expect, test, type Locator, type Page } from './fixtures';
import { API, QUICKSTART_APP, QUICKSTART_APP_PORT, QUICKSTART_SITE, QUICKSTART_SITE_PORT } from './ports';
import { closeServer } from './servers';

const ROOT = resolve(import.meta.dirname, '../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The API address the README's examples name, and the one the portal's own demo runs on. */
const README_API = 'http://localhost:4300';

/** The text of the README's section under `heading`, up to the next heading of its level or above. */
function section(heading: string): string {
  const start = README.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  const rest = README.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The fenced code blocks of `text`, each with its language and the line of text before it. */
function codeBlocks(text: string): { language: string; code: string; before: string }[] {
  return [...text.matchAll(/(?:^|\n)([^\n]*)\n*```(\w*)\n([\s\S]*?)```/g)].map((match) => ({
    before: match[1]!,
    language: match[2]!,
    code: match[3]!,
  }));
}

/**
 * Runs `line` as a shell would, in `cwd`, answering yes to npm's questions (`npm create`'s install
 * prompt). npm's cache serves what it holds; what it lacks (another platform's optional packages,
 * which npm only asks the registry about) is asked once: npm's retries would hold each install
 * for minutes wherever the registry cannot be reached.
 */
function sh(line: string, cwd: string): void {
  execFileSync('sh', ['-c', line], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_yes: 'true', npm_config_prefer_offline: 'true', npm_config_fetch_retries: '0', npm_config_audit: 'false', npm_config_fund: 'false' },
  });
}

/** Signs in as Olivia Owner in the sign-in form inside `within`. */
async function signInAsOwner(within: Locator | Page): Promise<void> {
  await within.getByRole('textbox', { name: 'Email address' }).fill('owner@example.com');
  await within.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await within.getByRole('button', { name: 'Sign in', exact: true }).click();
}

let workDir = '';
let tarball = '';

test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'portico-quickstart-'));
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  ) as [{ filename: string }];
  tarball = join(workDir, filename);
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.describe('the README quick starts, to the letter', () => {
  test('a new React app: scaffolded, the package installed, built and served; a resident signs in and sees her data', async ({ page }) => {
    // npm create, two installs and a build: seconds each from npm's cache, more on a first run.
    test.setTimeout(180_000);
    let cwd = join(workDir, 'react');
    mkdirSync(cwd);
    let preview: ChildProcess | undefined;
    try {
      for (const block of codeBlocks(section('### Quick start: a new React app'))) {
        if (block.language === 'sh') {
          for (const line of block.code.split('\n').map((text) => text.trim()).filter(Boolean)) {
            if (line.startsWith('cd ')) {
              cwd = join(cwd, line.slice(3));
            } else if (line === 'npm run preview') {
              // The one long-running step: on this worker's port, and on 127.0.0.1 as the API allows.
              preview = spawn('npm', ['run', 'preview', '--', '--port', String(QUICKSTART_APP_PORT), '--strictPort', '--host', '127.0.0.1'], { cwd, stdio: 'ignore', detached: true });
            } else {
              sh(line.replace(/@portico\/portal$/, tarball), cwd);
            }
          }
        } else {
          const path = /`([^`]+)`/.exec(block.before)?.[1];
          if (!path) throw new Error(`README: no file named before the ${block.language} block`);
          mkdirSync(dirname(join(cwd, path)), { recursive: true });
          writeFileSync(join(cwd, path), block.code.replaceAll(README_API, API));
        }
      }
      expect(preview, 'the README serves the app with npm run preview').toBeDefined();

      const errors = collectErrors(page);
      await expect(async () => expect((await page.request.get(QUICKSTART_APP)).ok()).toBe(true)).toPass({ timeout: 30_000 });
      await page.goto(QUICKSTART_APP);
      const signIn = page.getByRole('form', { name: 'Sign in to your portal' }).first();
      await expect(signIn).toBeVisible({ timeout: 20_000 });
      await signInAsOwner(signIn);
      await expect(page.getByText('Signed in as Olivia Owner')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('owner@example.com')).toBeVisible();
      await expect(page.getByText('Consolidated balance')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      // The preview's npm and its vite child: the whole process group.
      if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
    }
  });

  test('a static page: the CDN folder copied, config.json set, the page under the README policy; a resident signs in and sees her data', async ({ page }) => {
    const site = join(workDir, 'site');
    execFileSync('tar', ['-xzf', tarball, '-C', workDir]);
    // Step 1: the whole folder, to the site's /portico/; step 2: config.json from the template.
    cpSync(join(workDir, 'package/dist/cdn'), join(site, 'portico'), { recursive: true });
    const template = JSON.parse(readFileSync(join(site, 'portico/config.example.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(site, 'portico/config.json'), JSON.stringify({ ...template, baseUrl: API }));
    // Step 3: the page, under the policy the README gives.
    const embed = section('## Embed it on a website');
    const policy = codeBlocks(embed).find((block) => block.language === 'text' && block.code.includes('default-src'));
    if (!policy) throw new Error('README: no Content-Security-Policy block under "Embed it on a website"');
    const html = codeBlocks(section('### Quick start: a static page')).find((block) => block.language === 'html');
    if (!html) throw new Error('README: no page under "Quick start: a static page"');
    writeFileSync(join(site, 'index.html'), html.code);
    const server: Server = await serveFolder(QUICKSTART_SITE_PORT, site, {
      'Content-Security-Policy': policy.code.trim().replace(/\s+/g, ' ').replaceAll('<API>', API),
      'Cache-Control': 'no-cache',
    });
    try {
      const errors = collectErrors(page);
      await page.goto(`${QUICKSTART_SITE}/index.html`);
      const account = page.locator('portico-account');
      const charges = page.locator('portico-charges');
      // One sign-in form a page: the account's; the charges say where it is.
      await expect(charges.getByText('Sign in above to see this part of your portal.')).toBeVisible({ timeout: 20_000 });
      await signInAsOwner(account);
      await expect(account.getByText('owner@example.com')).toBeVisible({ timeout: 20_000 });
      await expect(charges.getByText('Consolidated balance')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await closeServer(server);
    }
  });
});
