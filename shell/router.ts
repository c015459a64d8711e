import { createRouter } from '@nanostores/router';
import { ROUTES } from './routes';

/**
 * The shell's router: the address as a store. Same-origin links in the document are followed in
 * place; the widgets' `portico-navigate` events are routed by `navigate` (see `App`).
 */
export const $router = createRouter(ROUTES);

/**
 * Opens `href` (a path with an optional query) in the shell without a page load; `replace` swaps
 * the history entry, as a redirect does.
 * @example navigate('/signin?redirect=%2Fdashboard', true);
 */
export function navigate(href: string, replace = false): void {
  $router.open(href, replace);
}
