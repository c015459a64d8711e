// Which developments' customers a staff member handles, with their role in each, and what that role
// may do (spec 2 §6, core/domain/permissions). README.md, Who may call what.
import type { RolePayload } from '../../../core/schemas';
import { FEATURE_FLAGS, STAFF_PAYLOADS, type PermissionContext } from '../../../core/domain/permissions';
import type { Db } from '../../database/connection';
import { developmentAccess, type AuthUser } from '../core';
import { HttpError } from '../../http/errors';

/**
 * The developments whose customers the user handles as staff (global: all), with the role they
 * hold in each; empty for customers and clients.
 * @example const role = (await customerScope(db, user)).get('dev-riverside-wharf'); // 'sl3'
 */
export async function customerScope(db: Db, user: AuthUser): Promise<ReadonlyMap<string, RolePayload>> {
  if (!user.roleTypes.includes('admin')) return new Map();
  const access = await developmentAccess(db, user);
  return new Map(access.filter((one) => STAFF_PAYLOADS.includes(one.userRole)).map((one) => [one.developmentId, one.userRole]));
}

/**
 * The permission context of a staff member in one development, for core/domain/permissions' rules.
 * The API has no feature flags (they are the portal's configuration): every flag counts as on
 * here, so the role part of a rule decides, and the portal checks the flag.
 * @example if (!canAddCustomer(staffContext('sl1'))) throw new HttpError(403, [...]);
 */
export function staffContext(role: RolePayload): PermissionContext {
  return { role: { types: ['admin'], payloads: [role] }, activeRole: 'admin', flags: Object.values(FEATURE_FLAGS) };
}

/**
 * A 403 with `message` unless `rule` allows the staff member's role in the development.
 * @example requireRule(role, canAddCustomer, customersMessages.addCustomerRoles);
 */
export function requireRule(role: RolePayload, rule: (ctx: PermissionContext) => boolean, message: string): void {
  if (!rule(staffContext(role))) throw new HttpError(403, [message]);
}
