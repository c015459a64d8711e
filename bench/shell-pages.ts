// The pages bench/shell.bench.ts measures and bench/profile-dashboard.ts profiles, and how both
// open one: a new browser context (cold cache), signed in through the API where the page needs it,
// the CPU slowed down 4 times, then the wait until the page's content is shown and the network
// has been quiet. In one place so that the profile is of the load the bench measures.
import type { BrowserContext, Page } from 'playwright';
import { signIn, type BenchSession } from './reference-api';

/** The demo account the dashboard is measured for. */
export const OWNER = 'owner@example.com';
export const PASSWORD = 'Portal-Demo-1';
/** The CPU slowdown through CDP `Emulation.setCPUThrottlingRate`: a mid-range phone. */
export const CPU_SLOWDOWN = 4;
/** After the page's content is shown and the network has been idle for 500 ms, how long the window stays open. */
export const QUIET_MS = 1000;

/** A measured page: where it is, whether it is signed in, and what shows its content has arrived. */
export interface PageSpec {
  path: string;
  label: string;
  signedIn: boolean;
  /** Text that shows the page's content has arrived (role and name), each must be visible. */
  shown: { role: 'heading'; name: string; level?: number }[];
  /** Text that must be visible besides the headings. */
  text: string[];
}

export const SIGNIN_PAGE: PageSpec = { path: '/signin', label: '/signin (signed out)', signedIn: false, shown: [{ role: 'heading', name: 'Sign in to your portal' }], text: [] };

export const DASHBOARD_PAGE: PageSpec = {
  path: '/dashboard',
  label: `/dashboard (${OWNER})`,
  signedIn: true,
  shown: [
    { role: 'heading', name: 'Dashboard', level: 1 },
    { role: 'heading', name: 'Latest news' },
    { role: 'heading', name: 'My requests', level: 2 },
  ],
  text: ['Consolidated balance'],
};

/**
 * Opens a page in `context` ready for a cold load of `spec`: signed in through the API when the
 * page needs it (the tokens go where core/session keeps them before the page's first script runs,
 * as tests/e2e/shell-routes.e2e.ts does, without an extra page load that would warm the cache),
 * `initScripts` added, and the CPU slowed down.
 * @example const page = await openPage(await browser.newContext(), api.base, DASHBOARD_PAGE, [OBSERVE]);
 */
export async function openPage(context: BrowserContext, apiBase: string, spec: PageSpec, initScripts: string[] = []): Promise<Page> {
  const page = await context.newPage();
  if (spec.signedIn) {
    const session = await signIn(apiBase, OWNER, PASSWORD);
    await page.addInitScript((tokens: BenchSession) => {
      sessionStorage.setItem('portico.authToken', tokens.authToken);
      localStorage.setItem('portico.refreshToken', tokens.refreshToken);
      localStorage.setItem('portico.cookieConsent', 'accepted');
    }, session);
  }
  for (const script of initScripts) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** How often the page is asked whether its content is shown. */
const POLL_MS = 50;

/**
 * Loads `spec` in `page` and waits until its content is shown, the network has been idle for
 * 500 ms and `QUIET_MS` more have passed; throws when the page ends up at another address. The
 * content is looked for by a small expression over CDP, not by Playwright's locators: a locator
 * injects Playwright's own script into the page, some 60-70 ms of the main thread at 4x CPU in the
 * middle of the load being measured.
 * @example await loadAndSettle(page, shell.origin, DASHBOARD_PAGE);
 */
export async function loadAndSettle(page: Page, origin: string, spec: PageSpec): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await page.goto(`${origin}${spec.path}`);
    const expression = contentShown(spec.shown, spec.text);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: unknown } };
      if (result.value === true) break;
      if (Date.now() > deadline) throw new Error(`${spec.path}: its content was not shown within 30 s (${spec.label})`);
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  } finally {
    await cdp.detach();
  }
  if (new URL(page.url()).pathname !== spec.path) throw new Error(`${spec.path} went to ${page.url()}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
}

/**
 * Whether every heading of `shown` (by its text and level) and every text of `text` is in the
 * document and visible: an expression for the page, as text (a function's source, once
 * transformed for Node, may call helpers the page does not have).
 */
function contentShown(shown: PageSpec['shown'], text: string[]): string {
  return `(() => {
    const shown = ${JSON.stringify(shown)};
    const text = ${JSON.stringify(text)};
    const visible = (element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')];
    const headingShown = ({ name, level }) =>
      headings.some((element) => element.textContent.trim() === name && (!level || element.tagName === 'H' + level || element.getAttribute('aria-level') === String(level)) && visible(element));
    const textShown = (wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent.trim() === wanted && node.parentElement && visible(node.parentElement)) return true;
      }
      return false;
    };
    return shown.every(headingShown) && text.every(textShown);
  })()`;
}
