// Who may do what with a development (spec 2 §6): seeing it is `developmentAccess` (areas/core);
// its image and the images of its news and pages are every staff role's in its own developments,
// its pages global staff's, sl1's and sl3's (`canEditPages`). A development out of sight is 404,
// like one that does not exist; one seen in a role that may not do this is 403.
import { canEditPages, STAFF_PAYLOADS } from '../../../core/domain/permissions';
import type { AppContext } from '../../area';
import { HttpError, notFound } from '../../http/errors';
import { developmentAccess, type AuthUser, type DevelopmentAccess } from '../core';
import { developmentMessages } from './messages';

const isStaff = (user: AuthUser) => user.roleTypes.includes('admin');

/**
 * The caller's access to the development, or 404 (the same as a development that does not exist).
 * @example const { developmentId, userRole } = await accessTo(ctx, user, c.req.param('id'));
 */
export async function accessTo(ctx: AppContext, user: AuthUser, developmentId: string): Promise<DevelopmentAccess> {
  const access = (await developmentAccess(ctx.db, user)).find((candidate) => candidate.developmentId === developmentId);
  if (!access) throw notFound('Development');
  return access;
}

/**
 * The development, when the caller is its staff and may change its image (spec 2 §6: the admin
 * role type, every staff role in its own developments); else 404 or 403.
 * @example const access = await imageDevelopment(ctx, user, id);
 */
export async function imageDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): Promise<DevelopmentAccess> {
  const access = await accessTo(ctx, user, developmentId);
  if (!STAFF_PAYLOADS.includes(access.userRole)) throw new HttpError(403, [developmentMessages.imageStaffOnly]);
  return access;
}

/**
 * The development, when the caller is its staff and so writes its news and pages' images; else
 * 404 or 403 (its residents and client organisation).
 * @example const developmentId = await contentImagesDevelopment(ctx, user, id);
 */
export async function contentImagesDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): Promise<string> {
  const access = await accessTo(ctx, user, developmentId);
  if (!isStaff(user) || !STAFF_PAYLOADS.includes(access.userRole)) throw new HttpError(403, [developmentMessages.contentImagesStaffOnly]);
  return access.developmentId;
}

/**
 * The development, when the caller may write its pages (`canEditPages` with their role there);
 * else 404 or 403 (sl4, its residents and client organisation).
 * @example const developmentId = await pagesDevelopment(ctx, user, id);
 */
export async function pagesDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): Promise<string> {
  const access = await accessTo(ctx, user, developmentId);
  const role = { types: user.roleTypes, payloads: [access.userRole] };
  if (!isStaff(user) || !canEditPages({ role, activeRole: 'admin' })) throw new HttpError(403, [developmentMessages.pagesManagersOnly]);
  return access.developmentId;
}

/**
 * Whether the user sees the development's drafts and every premises of it: staff.
 * @example if (seesEverything(user)) ...
 */
export function seesEverything(user: AuthUser): boolean {
  return isStaff(user);
}
