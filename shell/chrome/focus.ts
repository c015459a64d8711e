/**
 * Before a part of the chrome that may hold focus goes away (a banner dismissed, the cookie
 * banner closed or faded out), focus moves to the page's main landmark, so that keyboard and
 * screen-reader users do not fall back to the top of the document (WCAG 2.4.3). Focus elsewhere
 * is left alone.
 * @example keepFocusOnPage(bannerRef.current);
 */
export function keepFocusOnPage(leaving: Element | null): void {
  const active = document.activeElement;
  if (!leaving || !active || !leaving.contains(active)) return;
  document.getElementById('main')?.focus();
}
