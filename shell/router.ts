import { createRouter } from '@nanostores/router';
import { ROUTES } from './routes';

/**
 * The shell's router: the address as a store. Links are not followed by the router itself
 * (`links: false`): `followLinks` sends same-origin link clicks through `navigate`, like the
 * widgets' `portico-navigate` events, so every navigation obeys the load delay below.
 */
export const $router = createRouter(ROUTES, { links: false });

/** spec 1 §2, §9: any navigation in the first second after load waits on /loading-user-context. */
export const LOAD_DELAY_MS = 1000;

const LOADING_PATH = '/loading-user-context';

// The page loaded when this module did; `restartLoadDelay` is for tests.
let loadedAt = Date.now();
let deferred: string | null = null;

/**
 * Opens `href` (a path with an optional query) without a page load; `replace` swaps the history
 * entry, as a redirect does. A navigation in the first second after load (spec 1 §2) shows
 * /loading-user-context and is replayed when the second is over (the latest one, if several);
 * redirects (`replace`) are never deferred, they only correct the address being shown.
 * @example navigate('/signin/forgot-password');
 */
export function navigate(href: string, replace = false): void {
  const wait = loadedAt + LOAD_DELAY_MS - Date.now();
  if (replace || wait <= 0) {
    $router.open(href, replace);
    return;
  }
  if (deferred === null) {
    setTimeout(() => {
      const target = deferred;
      deferred = null;
      // In place of the loading screen in the history, as if the user had gone there directly.
      if (target !== null) $router.open(target, true);
    }, wait);
    $router.open(LOADING_PATH);
  }
  deferred = href;
}

/** Starts the load delay again, as a page load does (tests). */
export function restartLoadDelay(now = Date.now()): void {
  loadedAt = now;
  deferred = null;
}

/**
 * Follows same-origin links inside `root` through `navigate`, as `@nanostores/router`'s own link
 * handling would (left button, no modifier keys, no target, no download, not cancelled).
 * Answers the function that stops it.
 * @example const stop = followLinks(document.body);
 */
export function followLinks(root: HTMLElement): () => void {
  const click = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.altKey ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      link.target ||
      link.download ||
      link.rel === 'external' ||
      link.origin !== location.origin
    ) {
      return;
    }
    // A link to a place on the same page is the browser's.
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  root.addEventListener('click', click);
  return () => root.removeEventListener('click', click);
}
