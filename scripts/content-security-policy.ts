/**
 * The strict Content-Security-Policy Portico's pages are tested under, and the one we recommend
 * to a host (README): nothing inline and nothing evaluated, scripts and styles from the page's
 * own origin only, and the API the only other origin, for its calls and the images it serves.
 * The elements and the shell work under exactly this policy: their styles are constructable
 * stylesheets or linked files, which `style-src 'self'` does not block (DESIGN.md, verified facts).
 * The agent website example sends it on every answer; the dev server sends it with the shell's page.
 * `frameAncestors` is `'none'` unless a page must be framed by its own origin (the widget gallery
 * shows each example state in a frame of its own).
 * @example contentSecurityPolicy('http://localhost:4300') // "default-src 'self'; script-src 'self'; ..."
 */
export function contentSecurityPolicy(apiUrl: string, { frameAncestors = "'none'" }: { frameAncestors?: "'none'" | "'self'" } = {}): string {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${api} data:`,
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
