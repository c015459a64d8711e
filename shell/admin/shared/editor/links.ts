/**
 * The address a link in staff-written HTML may have, tidied, or null: only web addresses
 * (http, https) and e-mail addresses (mailto), which the residents' sanitiser keeps too; a
 * `javascript:` or `data:` address, a relative path or anything unparseable is refused.
 * @example allowedHref(' https://example.com/a ') // 'https://example.com/a'
 * @example allowedHref('javascript:alert(1)') // null
 */
export function allowedHref(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'mailto:') return url.pathname.length > 0 ? trimmed : null;
    return url.hostname.length > 0 ? trimmed : null;
  } catch {
    return null;
  }
}
