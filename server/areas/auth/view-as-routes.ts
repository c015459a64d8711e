// View as customer (spec 2 §4, §6, §7): a global or sl1 staff member opens the portal as one of
// the development's customers. The answer is a session of the customer's own, apart from the staff
// member's: marked as view-as (`viewAsBy` in every access token, across refreshes), ending at most
// `viewAsSessionSeconds` after it starts, refused for password, MFA and profile changes and for
// another view-as (server/http/auth.ts `VIEW_AS_REFUSED_ROUTES`), and recorded in the access log.
import type { Hono } from 'hono';
import { canViewAsCustomer, type CustomerInput } from '../../../core/domain/permissions';
import { ViewAsQuery } from '../../../core/schemas/customers';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { recordAccess } from '../access-log';
import { developmentAccess } from '../core';
import { viewAsMessages } from './messages';
import { customerInDevelopment } from './service';
import { issueSession } from './sessions';

/**
 * `GET /customers/{id}/view-as?developmentUUID=`.
 * @example viewAsRoutes(app);
 */
export function viewAsRoutes(app: Hono<AppEnv>): void {
  app.get('/customers/:id/view-as', requireUser, async (c) => {
    const { ctx, user } = c.var;
    if (!user.roleTypes.includes('admin')) throw new HttpError(403, [viewAsMessages.staffOnly]);
    const { developmentUUID } = readQuery(c, ViewAsQuery);
    const access = (await developmentAccess(ctx.db, user)).find((candidate) => candidate.developmentId === developmentUUID);
    if (!access) throw notFound('Development');
    // The staff member's role in this development, not their best role anywhere: sl1 views only in their own.
    const permission = { role: { types: user.roleTypes, payloads: [access.userRole] }, activeRole: 'admin' as const };
    const anyViewable: CustomerInput = { portalRegistered: 'registered', stateCode: 0, relationshipStateCode: 0 };
    if (!canViewAsCustomer(permission, anyViewable)) throw new HttpError(403, [viewAsMessages.roles]);
    const customer = await customerInDevelopment(ctx, c.req.param('id'), developmentUUID);
    if (!canViewAsCustomer(permission, customer.rule) || !customer.user) {
      throw new HttpError(409, [customer.user ? viewAsMessages.inactive : viewAsMessages.notRegistered]);
    }
    // A customer who is also staff or a client would lend the viewer powers the view is not for.
    const roleTypes = JSON.parse(customer.user.role_types) as string[];
    if (roleTypes.some((type) => type !== 'customer')) throw new HttpError(403, [viewAsMessages.customersOnly]);
    const session = await issueSession(ctx, customer.user.id, { viewAs: { by: user.id, developmentId: developmentUUID } });
    await recordAccess(ctx, { userId: customer.user.id, event: 'view-as', viewedBy: user.id, developments: [developmentUUID] });
    return c.json({ data: { customer: session } });
  });
}
