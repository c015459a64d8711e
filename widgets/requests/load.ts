/**
 * Loads the requests view's interactive parts on demand: the raise form (checks, draft, uploads)
 * and one request (feed, composer, uploads), in one chunk. The list alone stays light, and one
 * chunk that reaches the same shared modules as the sign-in keeps the chunk every element shares
 * in one piece (each lazy chunk reaching a different part of it would split it, and every element
 * would pay for the extra files).
 * @example const RequestDetail = lazy(() => loadInteractiveParts().then((parts) => ({ default: parts.RequestDetail })));
 */
export function loadInteractiveParts() {
  return import('./parts');
}
