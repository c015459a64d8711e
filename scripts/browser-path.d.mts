/** The environment variable naming another Chromium or Chrome, for systems without Debian's package. */
export const CHROMIUM_VARIABLE: 'PORTICO_CHROMIUM';

/** Where Debian's `chromium` package puts the browser: the default. */
export const DEBIAN_CHROMIUM: '/usr/bin/chromium';

/** The Chromium executable to launch: `PORTICO_CHROMIUM` when set, else Debian's. */
export function chromiumPath(env?: Record<string, string | undefined>): string;

/** What `npm test` does about the browser before the suites run (see browser-path.mjs). */
export type BrowserStep = { action: 'none' } | { action: 'install' } | { action: 'stop'; message: string };

export function browserStep(facts: { path: string; exists: boolean; isRoot: boolean; hasApt: boolean }): BrowserStep;
