import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/**
 * Our own DOMPurify instance, so that its hook and settings never touch a DOMPurify a host page
 * may use. Created on first use because it needs `window`.
 */
function getPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') {
      // A new tab must not get `window.opener` back to the portal, nor our URL as referrer.
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      // Named targets could aim at frames of the host page; only new tabs are allowed.
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return purifier;
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
 * @example sanitizeHtml('<p onclick="x()">Hi</p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  });
}
