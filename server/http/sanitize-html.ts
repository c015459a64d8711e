// HTML written by staff (news, pages) is stored sanitised, with the portal's own policy
// (core/schemas/html-policy.ts), so the API never keeps or serves markup the portal would refuse.
import type { DOMPurify } from 'dompurify';
import { HTML_POLICY, withHtmlPolicy } from '../../core/schemas/html-policy';
import { fieldError } from './errors';

interface Sanitiser {
  readonly purify: DOMPurify;
  readonly document: Document;
}

let sanitiser: Promise<Sanitiser> | undefined;

/** jsdom is large and slow to load, so it loads on the first HTML written, not when the API starts. */
function getSanitiser(): Promise<Sanitiser> {
  sanitiser ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createDOMPurify }]) => {
    const { window } = new JSDOM('');
    return { purify: withHtmlPolicy(createDOMPurify(window)), document: window.document };
  });
  return sanitiser;
}

/**
 * `html` made safe to store (scripts, event handlers, `javascript:` URLs, styles and form controls
 * removed; new-tab links get `rel="noopener noreferrer"`), or a 400 on `field` ("must not be
 * blank", as for a blank text) when nothing readable is left: no text and no image.
 * @example const description = await sanitisedHtml(body.description, 'description');
 */
export async function sanitisedHtml(html: string, field: string): Promise<string> {
  const { purify, document } = await getSanitiser();
  const clean = purify.sanitize(html, HTML_POLICY);
  const probe = document.createElement('template');
  probe.innerHTML = clean;
  if ((probe.content.textContent ?? '').trim() === '' && !probe.content.querySelector('img')) throw fieldError(field, 'must not be blank');
  return clean;
}
