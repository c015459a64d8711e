import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import { STAFF_PAYLOADS } from '../../../core/domain/permissions';
import type { Db } from '../../database/connection';
import type { Tables } from '../../database/tables';
import { developmentAccess, type AuthUser } from '../core';
import { notFound } from '../../http/errors';
import type { TicketRow } from './migrations';

/**
 * Whose requests a user may see: their own; as a client organisation, the requests sent as client
 * in the developments the organisation belongs to (colleagues share them); as staff, every
 * request of the developments they may see. A view-as session sees the customer's own requests of
 * its development only (`ownDevelopment`).
 * @example const scope = await ticketScope(db, user);
 */
export interface TicketScope {
  readonly userId: string;
  readonly ownDevelopment: string | null;
  readonly clientDevelopments: readonly string[];
  readonly staffDevelopments: readonly string[];
}

/**
 * The user's `TicketScope`.
 * @example const { staffDevelopments } = await ticketScope(db, user);
 */
export async function ticketScope(db: Db, user: AuthUser): Promise<TicketScope> {
  const access = await developmentAccess(db, user);
  return {
    userId: user.id,
    ownDevelopment: user.onlyDevelopment ?? null,
    clientDevelopments: user.roleTypes.includes('client')
      ? access.filter((item) => item.userRole === 'client_portal_access').map((item) => item.developmentId)
      : [],
    staffDevelopments: user.roleTypes.includes('admin') ? access.filter((item) => STAFF_PAYLOADS.includes(item.userRole)).map((item) => item.developmentId) : [],
  };
}

/**
 * The condition (on `tickets`) selecting the requests in a scope. An empty list of developments
 * adds no condition (`IN ()` is not SQL).
 * @example db.selectFrom('tickets').selectAll().where(inScope(scope)).execute();
 */
export function inScope(scope: TicketScope): (eb: ExpressionBuilder<Tables, 'tickets'>) => ExpressionWrapper<Tables, 'tickets', SqlBool> {
  return (eb) => {
    const own = eb('tickets.user_id', '=', scope.userId);
    const anyOf = [scope.ownDevelopment === null ? own : eb.and([own, eb('tickets.development_id', '=', scope.ownDevelopment)])];
    if (scope.clientDevelopments.length > 0) {
      anyOf.push(eb.and([eb('tickets.sending_request_as', '=', 'client'), eb('tickets.development_id', 'in', scope.clientDevelopments)]));
    }
    if (scope.staffDevelopments.length > 0) anyOf.push(eb('tickets.development_id', 'in', scope.staffDevelopments));
    return eb.or(anyOf);
  };
}

/**
 * The request if the user may see it; otherwise 404, the same as a request that does not exist.
 * @example const { row, scope } = await visibleTicket(db, c.var.user, c.req.param('id'));
 */
export async function visibleTicket(db: Db, user: AuthUser, id: string): Promise<{ row: TicketRow; scope: TicketScope }> {
  const scope = await ticketScope(db, user);
  const row = await db.selectFrom('tickets').selectAll().where('id', '=', id).where(inScope(scope)).executeTakeFirst();
  if (!row) throw notFound('Request');
  return { row, scope };
}

/**
 * Whether the user is on the raising side of a request: the person who raised it, or, for a
 * request sent as client, a member of that client organisation.
 * @example if (!isRequester(scope, row)) throw new HttpError(403, [...]);
 */
export function isRequester(scope: TicketScope, row: TicketRow): boolean {
  return (
    (row.user_id === scope.userId && (scope.ownDevelopment === null || row.development_id === scope.ownDevelopment)) ||
    (row.sending_request_as === 'client' && scope.clientDevelopments.includes(row.development_id))
  );
}

/**
 * Whether the user handles this request as staff of its development.
 * @example if (isStaffFor(scope, row)) ...
 */
export function isStaffFor(scope: TicketScope, row: TicketRow): boolean {
  return scope.staffDevelopments.includes(row.development_id);
}
