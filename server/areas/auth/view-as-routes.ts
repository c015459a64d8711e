// View as customer (spec 2 §4, §6, §7): a global or sl1 staff member opens the portal as one of
// the development's customers. The answer is a session of the customer's own, apart from the staff
// member's: marked as view-as (`viewAsBy` in every access token, across refreshes), ending at most
// `viewAsSessionSeconds` after it starts, refused for password, MFA and profile changes and for
// another view-as (server/http/auth.ts `VIEW_AS_REFUSED_ROUTES`), and recorded in the access log.
import type { Hono } from 'hono';
import { canViewAsCustomer, type CustomerInput } from '../../../core/domain/permissions';
import { ViewAsQuery } from '../../../core/schemas/customers';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { developmentAccess, findUserRow, type UserRow } from '../core';
import { recordAccess } from './access-log';
import { viewAsMessages } from './messages';
import { issueSession } from './sessions';

/**
 * The customer `id` names in the development, as spec 2 §6's rule reads them. `id` is the
 * customers list's (the user id of a registered customer, the contact id of one who never
 * registered) or any of the customer's relationship (contact) ids, as `GET /customers/{id}`
 * takes. Neither in the development is 404, as for an id that does not exist.
 */
function customerInDevelopment(ctx: AppContext, id: string, developmentId: string): { user: UserRow | undefined; rule: CustomerInput } {
  const named = ctx.db
    .prepare<[string, string, string], { user_id: string | null; active: number }>(
      `SELECT c.user_id, c.active FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
        WHERE p.development_id = ? AND (c.user_id = ? OR c.id = ?)`,
    )
    .get(developmentId, id, id);
  if (!named) throw notFound('Customer');
  const user = named.user_id === null ? undefined : findUserRow(ctx.db, named.user_id);
  // A customer is active while any of their relationships in the development is (spec 2 §3).
  const active =
    user === undefined
      ? named.active === 1
      : ctx.db
          .prepare<[string, string], { active: number }>(
            `SELECT EXISTS (SELECT 1 FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
                             WHERE p.development_id = ? AND c.user_id = ? AND c.active = 1) AS active`,
          )
          .get(developmentId, user.id)!.active === 1;
  return { user, rule: { portalRegistered: user?.created_at ?? null, stateCode: active ? 0 : 1, relationshipStateCode: active ? 0 : 1 } };
}

/**
 * `GET /customers/{id}/view-as?developmentUUID=`.
 * @example viewAsRoutes(app);
 */
export function viewAsRoutes(app: Hono<AppEnv>): void {
  app.get('/customers/:id/view-as', requireUser, async (c) => {
    const { ctx, user } = c.var;
    if (!user.roleTypes.includes('admin')) throw new HttpError(403, [viewAsMessages.staffOnly]);
    const { developmentUUID } = readQuery(c, ViewAsQuery);
    const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === developmentUUID);
    if (!access) throw notFound('Development');
    // The staff member's role in this development, not their best role anywhere: sl1 views only in their own.
    const permission = { role: { types: user.roleTypes, payloads: [access.userRole] }, activeRole: 'admin' as const };
    const anyViewable: CustomerInput = { portalRegistered: 'registered', stateCode: 0, relationshipStateCode: 0 };
    if (!canViewAsCustomer(permission, anyViewable)) throw new HttpError(403, [viewAsMessages.roles]);
    const customer = customerInDevelopment(ctx, c.req.param('id'), developmentUUID);
    if (!canViewAsCustomer(permission, customer.rule) || !customer.user) {
      throw new HttpError(409, [customer.user ? viewAsMessages.inactive : viewAsMessages.notRegistered]);
    }
    // A customer who is also staff or a client would lend the viewer powers the view is not for.
    const roleTypes = JSON.parse(customer.user.role_types) as string[];
    if (roleTypes.some((type) => type !== 'customer')) throw new HttpError(403, [viewAsMessages.customersOnly]);
    const session = await issueSession(ctx, customer.user.id, { viewAs: { by: user.id, developmentId: developmentUUID } });
    recordAccess(ctx, { userId: customer.user.id, event: 'view-as', viewedBy: user.id, developments: [developmentUUID] });
    return c.json({ data: { customer: session } });
  });
}
