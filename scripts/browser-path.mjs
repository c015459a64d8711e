// Where the browser suites and the benches find Chromium, read in this one place by every
// launcher (playwright.config.ts, web-test-runner.config.mjs, bench/) and by scripts/ensure.mjs.
// Node built-ins only: ensure.mjs imports it before any dependency is installed.
import { existsSync } from 'node:fs';

/** The environment variable naming another Chromium or Chrome, for systems without Debian's package. */
export const CHROMIUM_VARIABLE = 'PORTICO_CHROMIUM';

/** Where Debian's `chromium` package puts the browser: the default. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Where Debian's `chromium-headless-shell` package puts Chromium's headless shell: the same
 * Chromium build without the desktop browser around it, which Playwright itself runs headless
 * tests in. The end-to-end suites' default: on two busy cores it ran them about 30% faster.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end suites launch: `PORTICO_CHROMIUM` when set, else Debian's headless
 * shell where it is installed, else Debian's Chromium.
 * @example defineConfig({ use: { launchOptions: { executablePath: suiteChromiumPath() } } });
 */
export function suiteChromiumPath(env = process.env, exists = existsSync) {
  if (env[CHROMIUM_VARIABLE]?.trim()) return chromiumPath(env);
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/**
 * The Chromium executable to launch: `PORTICO_CHROMIUM` when set, else Debian's.
 * @example chromium.launch({ executablePath: chromiumPath() });
 */
export function chromiumPath(env = process.env) {
  return env[CHROMIUM_VARIABLE]?.trim() || DEBIAN_CHROMIUM;
}

/**
 * What `npm test` does about the browser before the suites run: nothing when it is there;
 * install Debian's package only when the default path is missing and it may (root, with apt);
 * otherwise stop with a message saying what to install or to set.
 * @example browserStep({ path: '/opt/chrome', exists: false, isRoot: false, hasApt: false }).action // 'stop'
 */
export function browserStep({ path, exists, isRoot, hasApt }) {
  if (exists) return { action: 'none' };
  const other = `set ${CHROMIUM_VARIABLE} to a Chromium or Chrome executable (for example \`${CHROMIUM_VARIABLE}=/path/to/chrome npm test\`)`;
  if (path !== DEBIAN_CHROMIUM) {
    return { action: 'stop', message: `${CHROMIUM_VARIABLE} is ${path}, but there is no browser there: ${other}.` };
  }
  if (isRoot && hasApt) return { action: 'install' };
  const install = hasApt ? `install Debian's Chromium (\`sudo apt-get install -y chromium\`), or ` : '';
  return { action: 'stop', message: `The browser tests need Chromium, which is not at ${DEBIAN_CHROMIUM}: ${install}${other}, then run npm test again.` };
}
