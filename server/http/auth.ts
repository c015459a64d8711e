import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../area';
import { isSessionOpen } from '../areas/auth/sessions';
import { loadAuthUser } from '../areas/core/users';
import { HttpError } from './errors';

/**
 * The bearer token of a request, or null when there is none.
 * @example const token = bearerToken(c.req.header('Authorization'));
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Lets a request through only with a valid access token of an existing user, who becomes
 * `c.get('user')`; anything else is a 401 (no token, a bad or expired one, one whose session was
 * ended by sign-out or a password reset, a deleted user).
 * @example app.get('/charges', requireUser, (c) => ...)
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { ctx } = c.var;
  const token = bearerToken(c.req.header('Authorization'));
  const claims = token ? await ctx.accessTokens.verifyClaims(token) : null;
  const open = claims !== null && (claims.fam === undefined || isSessionOpen(ctx, claims.fam));
  const user = claims && open ? loadAuthUser(ctx.db, claims.sub) : null;
  if (!user) throw new HttpError(401, ['Please sign in to continue.']);
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
