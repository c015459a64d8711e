import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../area';
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
 * `c.get('user')`; anything else is a 401 (no token, a bad or expired one, a deleted user).
 * @example app.get('/charges', requireUser, (c) => ...)
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const userId = token ? await c.var.ctx.accessTokens.verify(token) : null;
  const user = userId ? loadAuthUser(c.var.ctx.db, userId) : null;
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
