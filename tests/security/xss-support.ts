// What the XSS suite (xss.e2e.ts) needs besides its payloads: a detector every payload calls when
// it runs, a scan of the rendered page (shadow roots included) for anything the payloads could
// have planted, and the suite's own CSP guard (see `test` below for why it is its own).
import { expect as baseExpect, type Page } from '@playwright/test';
import { test as base } from '../e2e/fixtures';

declare global {
  interface Window {
    /** The detector: every payload calls it with its number when it runs. */
    __xss?: (id: number | string) => void;
    porticoXss?: (report: string) => void;
    porticoXssCsp?: (report: string) => void;
  }
}

/** A Content-Security-Policy report, as the suite's guard sorts it. */
export interface CspReport {
  directive: string;
  /** `parsed` when the report's target is the document (markup parsed outside the page), else the element's tag. */
  where: string;
  /** The script that caused it. */
  sourceFile: string;
  text: string;
}

/** What a strict policy reports while markup is merely parsed: inline handlers and styles, style elements, a base. */
const PARSE_TIME_DIRECTIVES = new Set(['script-src-attr', 'style-src-attr', 'style-src-elem', 'base-uri']);

/**
 * A report raised while DOMPurify (core/ui/sanitize.ts, its own chunk `purify*.js`) parses the
 * server's HTML into its inert document: Chromium reports inline handler and style attributes,
 * `<style>` and `<base>` there too, although that document never renders and DOMPurify drops them
 * before anything reaches the page. Such a report targets the document, not an element of the
 * page, and comes from DOMPurify's code; nothing was attached and nothing could run (the scan
 * below checks the page itself).
 */
export function isParseTimeReport(report: CspReport): boolean {
  return report.where === 'parsed' && PARSE_TIME_DIRECTIVES.has(report.directive) && /\/(chunks|assets)\/purify[^/]*\.js$/.test(report.sourceFile);
}

/**
 * The end-to-end `test` (tests/e2e/fixtures.ts) with the detector, and its CSP guard replaced by
 * this suite's. The shared guard fails a test on any report; stored hostile HTML makes Chromium
 * report while DOMPurify parses it (`isParseTimeReport`), so this guard fails on every other
 * report (a handler or style on a live element, an inline script, a script URL, a frame, a
 * plugin...) and counts the parse-time ones in the test's annotations. Its value is the reports
 * that fail the test. `xssCalls` are the detector's calls.
 */
export const test = base.extend<{ xssCalls: string[] }>({
  // Overrides the shared guard, which is automatic: this one runs for every test as well.
  cspGuard: async ({ context }, runTest, testInfo) => {
    const reports: CspReport[] = [];
    await context.exposeBinding('porticoXssCsp', (_source, report: string) => {
      reports.push(JSON.parse(report) as CspReport);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const target = event.composedPath()[0];
          const where = target instanceof Element ? `${target.localName}${target.isConnected ? '' : ' (detached)'}` : 'parsed';
          const text = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
          window.porticoXssCsp?.(JSON.stringify({ directive: event.violatedDirective, where, sourceFile: event.sourceFile, text }));
        },
        true,
      );
    });
    const failing: string[] = [];
    await runTest(failing);
    failing.push(...reports.filter((report) => !isParseTimeReport(report)).map((report) => `${report.where}: ${report.text}`));
    testInfo.annotations.push({ type: 'parse-time CSP reports (DOMPurify input, never attached)', description: String(reports.length - failing.length) });
    baseExpect(failing, 'Content-Security-Policy violations').toEqual([]);
  },
  xssCalls: [
    async ({ context }, use) => {
      const calls: string[] = [];
      // A binding, not a page global: it counts across navigations and in every frame.
      await context.exposeBinding('porticoXss', ({ frame }, report: string) => {
        calls.push(`${report} in ${frame.url()}`);
      });
      await context.addInitScript(() => {
        window.__xss = (id) => window.porticoXss?.(`payload ${id}`);
        // Payloads that slipped past with a classic alert would be caught too.
        window.alert = (message?: unknown) => window.porticoXss?.(`alert(${String(message)})`);
        window.confirm = (message?: unknown) => (window.porticoXss?.(`confirm(${String(message)})`), false);
        window.prompt = (message?: unknown) => (window.porticoXss?.(`prompt(${String(message)})`), null);
      });
      await use(calls);
      baseExpect(calls, 'payloads that ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** What a scan of the page found. */
export interface PageScan {
  /** Everything a reader sees or a form holds: text of the document and every open shadow root, and form values. */
  text: string;
  /** What the payloads could have planted; empty when the page is clean. */
  planted: string[];
  /** The text of the server HTML the page shows (`.portico-safe-html` containers, sanitised). */
  safeHtmlText: string;
}

/**
 * Walks the document and every open shadow root (nested ones too) and reports what hostile markup
 * could have planted: any `on*` attribute; a script URL (javascript:, vbscript:, data:text/html)
 * in href, src, action, formaction, xlink:href, data, srcdoc or the like; a frame, plugin, base or
 * refresh element anywhere (the portal uses none); a script whose text calls the detector; and,
 * inside sanitised server HTML, any script, style, link, form or form control, or style attribute.
 * @example expect((await scanPage(page)).planted).toEqual([]);
 */
export async function scanPage(page: Page): Promise<PageScan> {
  return page.evaluate(() => {
    const planted: string[] = [];
    const texts: string[] = [];
    const safeHtmlTexts: string[] = [];
    const urlAttributes = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'background', 'poster', 'codebase', 'lowsrc', 'dynsrc', 'ping']);
    const inertAttributes = new Set(['title', 'alt', 'value', 'placeholder', 'aria-label', 'aria-description']);
    const neverInPortal = 'iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel~="import" i], portal';
    const neverInContent = 'script, style, link, form, input, button, textarea, select, option, [style], foreignObject';
    const describe = (element: Element) => `<${element.localName}${Array.from(element.attributes, (a) => ` ${a.name}="${a.value}"`).join('')}>`;
    const scriptUrl = (value: string) => {
      // The browser ignores whitespace and control characters in a URL's scheme; so does this check.
      // eslint-disable-next-line no-control-regex -- control characters are what the check strips
      const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
    };
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) planted.push(`handler ${describe(element)}`);
          if (urlAttributes.has(name) && scriptUrl(attribute.value)) planted.push(`script URL ${describe(element)}`);
          // A URL attribute's value is a script only by its scheme (checked above): `x/onerror=__xss(1)` is a path.
          if (!inertAttributes.has(name) && !urlAttributes.has(name) && attribute.value.includes('__xss')) planted.push(`detector call in ${name}: ${describe(element)}`);
        }
        if (element.matches(neverInPortal)) planted.push(`element ${describe(element)}`);
        if (element.localName === 'script' && element.textContent?.includes('__xss')) planted.push(`script ${element.textContent}`);
        if (element.matches('.portico-safe-html')) {
          safeHtmlTexts.push(element.textContent ?? '');
          for (const inner of element.querySelectorAll(neverInContent)) planted.push(`in server HTML ${describe(inner)}`);
        }
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) texts.push(element.value);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
      // Text as the DOM holds it (textContent, not innerText): hidden text counts as rendered too.
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
    };
    walk(document);
    return { text: texts.join(' '), planted, safeHtmlText: safeHtmlTexts.join(' ') };
  });
}

/** Text as compared: null bytes (which parsers drop or replace) out, runs of whitespace as one space. */
export function normalise(text: string): string {
  // eslint-disable-next-line no-control-regex -- the null byte is what is dropped
  return text.replace(/[\u0000\ufffd]/g, '').replace(/\s+/g, ' ');
}

/** What a surface must show: texts anywhere on the page, and texts inside the server HTML it shows. */
export interface Expected {
  text?: readonly string[];
  safeHtml?: readonly string[];
}

/**
 * Waits until the page shows everything `expected` names (so a test cannot pass by rendering
 * nothing), then asserts that nothing was planted. Answers how many texts were checked.
 * @example visits += await expectRenderedClean(page, 'site /news/', { safeHtml: payloads.map((p) => marker(p.id)) });
 */
export async function expectRenderedClean(page: Page, surface: string, expected: Expected): Promise<number> {
  const text = (expected.text ?? []).map(normalise);
  const safeHtml = (expected.safeHtml ?? []).map(normalise);
  await baseExpect
    .poll(
      async () => {
        const scan = await scanPage(page);
        const shown = normalise(scan.text);
        const shownHtml = normalise(scan.safeHtmlText);
        return [...text.filter((wanted) => !shown.includes(wanted)), ...safeHtml.filter((wanted) => !shownHtml.includes(wanted)).map((wanted) => `in server HTML: ${wanted}`)];
      },
      { message: `${surface}: payloads not rendered`, timeout: 30_000 },
    )
    .toEqual([]);
  baseExpect((await scanPage(page)).planted, `${surface}: planted by payloads`).toEqual([]);
  return text.length + safeHtml.length;
}
