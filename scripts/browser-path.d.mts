/** The environment variable naming another Chromium or Chrome, for systems without Debian's package. */
export const CHROMIUM_VARIABLE: 'PORTICO_CHROMIUM';

/** Where Debian's `chromium` package puts the browser: the default. */
export const DEBIAN_CHROMIUM: '/usr/bin/chromium';

/** The Chromium executable to launch: `PORTICO_CHROMIUM` when set, else Debian's. */
export function chromiumPath(env?: Record<string, string | undefined>): string;

/** Where Debian's `chromium-headless-shell` package puts Chromium's headless shell. */
export const DEBIAN_HEADLESS_SHELL: '/usr/bin/chromium-headless-shell';

/** The Chromium the end-to-end suites launch: `PORTICO_CHROMIUM` when set, else Debian's headless shell where installed, else Debian's Chromium. */
export function suiteChromiumPath(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string;

/** What `npm test` does about the browser before the suites run (see browser-path.mjs). */
export type BrowserStep = { action: 'none' } | { action: 'install' } | { action: 'stop'; message: string };

export function browserStep(facts: { path: string; exists: boolean; isRoot: boolean; hasApt: boolean }): BrowserStep;
