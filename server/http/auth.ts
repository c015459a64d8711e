import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../area';
import { openSession } from '../areas/auth/sessions';
import { loadAuthUser, type AuthUser } from '../areas/core/users';
import { HttpError } from './errors';
import { jsonBody } from './validate';

/**
 * The bearer token of a request, or null when there is none.
 * @example const token = bearerToken(c.req.header('Authorization'));
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A route a view-as session may not use; with `fields`, only a JSON body holding one of them. */
export interface ViewAsRefusedRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the app registers it (`:param`). */
  readonly path: string;
  /** Refused only when the body holds one of these. */
  readonly fields?: readonly string[];
}

/**
 * What staff viewing the portal as a customer may not do (spec 2 §4): change how the account signs
 * in (password, multi-factor), change the person's profile (name, phones, picture) or anything
 * that says where they are reached (correspondence e-mail and address, text number), answer for
 * them (feedback), or open another view-as session. Everything else works as the customer. `requireUser` checks this one
 * list, so a route named here is refused however its area is written.
 */
export const VIEW_AS_REFUSED_ROUTES: readonly ViewAsRefusedRoute[] = [
  { method: 'PUT', path: '/user/new-password' },
  { method: 'PUT', path: '/admin/users/:id/password' },
  { method: 'POST', path: '/user/mfa/start' },
  { method: 'PUT', path: '/user/mfa' },
  // PUT /user also answers the paperless dialog and saves preferences: those stay the customer's actions.
  {
    method: 'PUT',
    path: '/user',
    // The correspondence e-mail and the text number are refused when they change (the route's check,
    // `refuseViewAsContactChange`): the rest of those preferences stays the customer's to set.
    fields: ['profile', 'contactInformation', 'profilePicture', 'feedbackInformation', 'multiFactorPreferences'],
  },
  { method: 'PUT', path: '/premises/:id', fields: ['correspondenceAddress'] },
  { method: 'DELETE', path: '/user/profile-picture' },
  { method: 'GET', path: '/customers/:id/view-as' },
  // Feedback is the resident's own opinion of the portal.
  { method: 'POST', path: '/feedback' },
  // Taking a premises staff added as theirs, or refusing it, is the customer's own answer.
  { method: 'POST', path: '/user/contact-offers/:id/accept' },
  { method: 'POST', path: '/user/contact-offers/:id/decline' },
];

/**
 * Refuses (403) a view-as session's change to where the customer is reached, `before` to `after`
 * as stored: their correspondence e-mail or text number.
 * @example refuseViewAsContactChange(user, current.email, next.email);
 */
export function refuseViewAsContactChange(user: AuthUser, before: unknown, after: unknown): void {
  if (user.viewAsBy !== undefined && before !== after) throw new HttpError(403, [VIEW_AS_REFUSED_MESSAGE]);
}

/** The 403 a view-as token gets on a refused route. */
export const VIEW_AS_REFUSED_MESSAGE =
  'You are viewing the portal as a customer: only they may change their password, multi-factor authentication, profile or where they are reached, or answer for themselves, and viewing as another customer starts from your own account.';

/** Whether this request is one a view-as session may not make (`VIEW_AS_REFUSED_ROUTES`). */
async function refusedToViewAs(c: Context<AppEnv>): Promise<boolean> {
  // The path of the route requireUser runs in (routes name it inline), not of another that also matches.
  const path = routePath(c);
  const refused = VIEW_AS_REFUSED_ROUTES.find((route) => route.method === c.req.method && route.path === path);
  if (!refused) return false;
  if (!refused.fields) return true;
  let body: unknown;
  try {
    // Hono keeps the body, so the route reads it again; a body that is not JSON is the route's 400 or 415.
    body = await jsonBody(c);
  } catch {
    return false;
  }
  return typeof body === 'object' && body !== null && refused.fields.some((field) => field in body);
}

/**
 * Lets a request through only with a valid access token of an existing user, who becomes
 * `c.get('user')`; anything else is a 401 (no token, a bad or expired one, one whose session was
 * ended by sign-out, a password reset or its fixed end, a deleted user). A view-as session's token
 * is refused (403) on `VIEW_AS_REFUSED_ROUTES`, and reads only the development it was opened from
 * (`AuthUser.onlyDevelopment`).
 * @example app.get('/charges', requireUser, (c) => ...)
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { ctx } = c.var;
  const token = bearerToken(c.req.header('Authorization'));
  const claims = token ? await ctx.accessTokens.verifyClaims(token) : null;
  const session = claims === null ? undefined : await openSession(ctx, claims.fam, claims.sub);
  const found = claims && session ? await loadAuthUser(ctx.db, claims.sub) : null;
  if (!found) throw new HttpError(401, ['Please sign in to continue.']);
  if (claims?.viewAsBy !== undefined && (await refusedToViewAs(c))) throw new HttpError(403, [VIEW_AS_REFUSED_MESSAGE]);
  const user: AuthUser = {
    ...found,
    ...(session?.viewAsDevelopment && { onlyDevelopment: session.viewAsDevelopment }),
    ...(claims?.viewAsBy !== undefined && { viewAsBy: claims.viewAsBy }),
  };
  c.set('user', user);
  await next();
};

/**
 * After `requireUser`: staff only (role type admin); a signed-in customer or client gets 403.
 * @example app.get('/developments/:id/customers', requireUser, requireStaff, ...)
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.roleTypes.includes('admin')) throw new HttpError(403, ['This is for staff only.']);
  await next();
};
