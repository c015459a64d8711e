// The one allowed-HTML policy for content written in the portal and shown in it (news, pages,
// notes): the portal sanitises with it before it renders server HTML (core/ui/sanitize.ts) and
// the API before it stores what staff write, so both keep exactly the same markup. Imported by
// file and lazily (with DOMPurify), never through the schemas' index.
import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify's settings: its defaults (no scripts, event handlers or `javascript:` URLs) without
 * inline `style` attributes and `<style>` elements, which a strict `style-src` would block (and
 * report) anyway, and without form controls, which have no business in content; `target` is kept
 * for links that open a new tab (the hook below makes it safe).
 *
 * @example
 * purify.sanitize(html, HTML_POLICY);
 */
export const HTML_POLICY = {
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

/**
 * Adds the policy's link rule to a DOMPurify instance of one's own (a hook changes every later
 * call of that instance): a link that opens a new tab gets `rel="noopener noreferrer"`, and other
 * targets go. Answers the instance.
 *
 * @example
 * const purify = withHtmlPolicy(createDOMPurify(window));
 */
export function withHtmlPolicy(instance: DOMPurify): DOMPurify {
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
  return instance;
}
