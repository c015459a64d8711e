import { useSyncExternalStore } from 'react';

// Elements that follow the page URL (the statement's chargeAccountId, the news' highlightNewsId)
// re-read it on popstate, and when a Portico view changed the URL itself with history.pushState,
// which fires no event: `replaceQueryParameter` tells them.
const listeners = new Set<() => void>();

function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    listeners.delete(onChange);
  };
}
const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/**
 * The value of the page URL's query parameter `name`, or undefined; updated when the host
 * navigates its history (popstate) and after `pushUrl`.
 * @example const id = useQueryParameter('chargeAccountId');
 */
export function useQueryParameter(name: string): string | undefined {
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, () => '');
  return new URLSearchParams(search).get(name)?.trim() || undefined;
}

/**
 * The page's URL (path, query and fragment, same origin) without the query parameter `name`.
 * @example urlWithout('highlightNewsId') // '/news/?tab=all' on /news/?highlightNewsId=n1&tab=all
 */
export function urlWithout(name: string): string {
  const url = new URL(location.href);
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Adds `href` (same origin) to the history without loading a page, and tells every
 * `useQueryParameter` on the page.
 * @example pushUrl(urlWithout('highlightNewsId'));
 */
export function pushUrl(href: string): void {
  history.pushState(history.state, '', href);
  for (const listener of [...listeners]) listener();
}
