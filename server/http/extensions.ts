// The routes of the reference API that the specification (spec 1 §7, spec 2 §7) does not name: the
// extensions that `PORTICO_EXTENSIONS=off` answers 404, so the API behaves as one built to the
// specification alone. They come from the contract's records (server/contract): an extension is a
// record without `spec`. The files the answers link to (pictures, images) stay: an API built to
// the specification serves them too, wherever its answers say.
import { operations } from '../contract';
import type { Method } from '../contract/operation';

/** A route as the app registers it: method and path with `:name` parameters. */
export interface RouteKey {
  readonly method: Method;
  readonly path: string;
}

/**
 * The extension routes the switch turns off.
 * @example EXTENSION_ROUTES.some((route) => route.path === '/user/mfa') // true
 */
export const EXTENSION_ROUTES: readonly RouteKey[] = operations
  .filter((operation) => operation.spec === undefined && !operation.linkedFromAnswers)
  .map((operation) => ({ method: operation.method, path: operation.route }));

/**
 * Whether a route is an extension (`EXTENSION_ROUTES`): the predicate `server/app.ts` switches
 * off with `PORTICO_EXTENSIONS=off`.
 * @example isExtensionRoute('PUT', '/user/mfa') // true
 */
export function isExtensionRoute(method: string, routePath: string): boolean {
  return EXTENSION_ROUTES.some((route) => route.method === method && route.path === routePath);
}
