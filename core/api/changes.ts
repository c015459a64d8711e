import { shared } from '../runtime';

/**
 * Called with the path of every change the client made on the server (a create, an update, a
 * message), once the server has accepted it.
 * @example onServerChange((path) => { if (path.startsWith('/tickets')) refreshTickets(); });
 */
export type ServerChangeListener = (path: string) => void;

// One set per page (core/runtime), so a store made by another copy of the core hears the changes too.
const listeners = shared('api.changeListeners', () => new Set<ServerChangeListener>());

/**
 * Hears every change the client makes on the server, so what was read before can be read again
 * (core/stores revalidates the stores a path affects). Answers a function that stops listening.
 * @example const stop = onServerChange((path) => console.log('changed', path));
 */
export function onServerChange(listener: ServerChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the listeners the server accepted a change at `path`; answers `result` so an endpoint can
 * return through it. Endpoints that change something call it, reads never do.
 * @example return announceChange('/tickets', await request({ method: 'POST', path: '/tickets', ... }));
 */
export function announceChange<T>(path: string, result: T): T {
  for (const listener of [...listeners]) listener(path);
  return result;
}
