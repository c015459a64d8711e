// The routes of the reference API that the specification (spec 1 §7, spec 2 §7) does not name: the
// extensions that `PORTICO_EXTENSIONS=off` answers 404, so the API behaves as one built to the
// specification alone. A stand-in, kept by hand: the contract's operation records (server/contract,
// an extension being a record without `spec`) will replace this list.
//
// Not on it: the demo-only `/dev/*` routes, the files whose URLs the specification's answers carry
// (`/files/public/{name}`, `/files/profile-pictures/{name}`), and calls the specification names
// without their path (confirm e-mail, add premises), whose path the reference API chose.

/** A route as the app registers it: method and path with `:name` parameters. */
export interface RouteKey {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

/**
 * The extension routes, by area; the README of each area says what the portal does without it.
 * @example EXTENSION_ROUTES.some((route) => route.path === '/user/mfa') // true
 */
export const EXTENSION_ROUTES: readonly RouteKey[] = [
  // auth: the multi-factor switch that confirms with a code or the password (spec: PUT /user).
  { method: 'POST', path: '/user/mfa/start' },
  { method: 'PUT', path: '/user/mfa' },
  // requests: a new correspondence address confirmed by the link e-mailed to it.
  { method: 'POST', path: '/user/confirm-notification-email' },
  // customers: premises staff added for a customer, to accept or decline.
  { method: 'GET', path: '/user/contact-offers' },
  { method: 'POST', path: '/user/contact-offers/:id/accept' },
  { method: 'POST', path: '/user/contact-offers/:id/decline' },
  { method: 'GET', path: '/customers/:id/files/:fileId' },
  // residents: one news item, a development's documents, the news editor's images.
  { method: 'GET', path: '/news/:id' },
  { method: 'GET', path: '/developments/:id/documents' },
  { method: 'GET', path: '/developments/:id/documents/files/:fileId' },
  { method: 'GET', path: '/developments/:id/images' },
  { method: 'POST', path: '/developments/:id/images' },
  // requests and tasks: downloading an attachment.
  { method: 'GET', path: '/tickets/:id/attachments/:attachmentId' },
  { method: 'GET', path: '/tasks/:id/attachments/:attachmentId' },
];

/**
 * Whether a route is an extension (`EXTENSION_ROUTES`): the predicate `server/app.ts` switches
 * off with `PORTICO_EXTENSIONS=off`.
 * @example isExtensionRoute('PUT', '/user/mfa') // true
 */
export function isExtensionRoute(method: string, routePath: string): boolean {
  return EXTENSION_ROUTES.some((route) => route.method === method && route.path === routePath);
}
