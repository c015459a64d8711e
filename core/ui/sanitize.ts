/** Sanitises with our own DOMPurify instance and the shared policy. */
type Purify = (html: string) => string;

let purifier: Promise<Purify | undefined> | undefined;

/**
 * Our own DOMPurify instance, so that its hook and settings never touch a DOMPurify a host page
 * may use. DOMPurify is 12 KB gzip, half the element bundles' shared budget, and only the views
 * that show server HTML need it, so it is its own chunk with the shared policy
 * (core/schemas/html-policy.ts, which the API applies too), loaded on first use (or on
 * `preloadSanitizer`). A failed load is forgotten, so the next call tries again.
 */
function getPurifier(): Promise<Purify | undefined> {
  purifier ??= typeof window === 'undefined'
    ? Promise.resolve(undefined)
    : Promise.all([import('dompurify'), import('../schemas/html-policy')]).then(([{ default: createDOMPurify }, { HTML_POLICY, withHtmlPolicy }]) => {
        const instance = createDOMPurify(window);
        if (!instance.isSupported) return undefined;
        withHtmlPolicy(instance);
        return (html: string) => instance.sanitize(html, HTML_POLICY);
      });
  purifier.catch(() => {
    purifier = undefined;
  });
  return purifier;
}

/**
 * Starts loading the sanitiser now, e.g. while a view fetches the data whose HTML it will show.
 * @example preloadSanitizer(); const statement = await getStatement(id);
 */
export function preloadSanitizer(): void {
  getPurifier().catch(() => undefined);
}

/**
 * HTML from the server (news, important notes, pages, success text) made safe to render: scripts,
 * event handlers and `javascript:` URLs go (DOMPurify), and so do inline `style` attributes and
 * `<style>` elements, which a strict `style-src` would block (and report) anyway, and form
 * controls, which have no business in content. Links that open a new tab get
 * `rel="noopener noreferrer"`. Without a DOM (Node) nothing can be made safe, so the answer is ''.
 *
 * Under a strict CSP, Chromium 156 reports `script-src-attr` / `style-src-attr`
 * violations for inline handlers and style attributes as soon as the input is parsed, even into
 * DOMPurify's inert document: a report of something blocked and then removed, never run.
 * Scripts, `javascript:` URLs and frames in the input parse without reports.
 * It rejects only when the sanitiser's chunk cannot be loaded (the network dropped).
 * @example await sanitizeHtml('<p onclick="x()">Hi</p>') // '<p>Hi</p>'
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  return purify ? purify(html) : '';
}
