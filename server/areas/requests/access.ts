import type Database from 'better-sqlite3';
import type { RolePayload } from '../../../core/schemas';
import { developmentAccess, type AuthUser } from '../core';
import { notFound } from '../../http/errors';
import type { TicketRow } from './service';

const staffPayloads: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3', 'sl4']);

/**
 * Whose requests a user may see: their own; as a client organisation, the requests sent as client
 * in the developments the organisation belongs to (colleagues share them); as staff, every
 * request of the developments they may see. A view-as session sees the customer's own requests of
 * its development only (`ownDevelopment`).
 * @example const scope = ticketScope(db, user);
 */
export interface TicketScope {
  readonly userId: string;
  readonly ownDevelopment: string | null;
  readonly clientDevelopments: readonly string[];
  readonly staffDevelopments: readonly string[];
}

/**
 * The user's `TicketScope`.
 * @example const { staffDevelopments } = ticketScope(db, user);
 */
export function ticketScope(db: Database.Database, user: AuthUser): TicketScope {
  const access = developmentAccess(db, user);
  return {
    userId: user.id,
    ownDevelopment: user.onlyDevelopment ?? null,
    clientDevelopments: user.roleTypes.includes('client')
      ? access.filter((item) => item.userRole === 'client_portal_access').map((item) => item.developmentId)
      : [],
    staffDevelopments: user.roleTypes.includes('admin')
      ? access.filter((item) => staffPayloads.has(item.userRole)).map((item) => item.developmentId)
      : [],
  };
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ') || 'NULL';

/**
 * The SQL condition (on `tickets` aliased `t`) selecting the requests in a scope, with its values.
 * @example const { sql, params } = scopeCondition(scope); db.prepare(`SELECT * FROM tickets t WHERE ${sql}`).all(...params);
 */
export function scopeCondition(scope: TicketScope): { sql: string; params: (string | null)[] } {
  return {
    sql: `((t.user_id = ? AND (? IS NULL OR t.development_id = ?))
           OR (t.sending_request_as = 'client' AND t.development_id IN (${placeholders(scope.clientDevelopments)}))
           OR t.development_id IN (${placeholders(scope.staffDevelopments)}))`,
    params: [scope.userId, scope.ownDevelopment, scope.ownDevelopment, ...scope.clientDevelopments, ...scope.staffDevelopments],
  };
}

/**
 * The request if the user may see it; otherwise 404, the same as a request that does not exist.
 * @example const { row, scope } = visibleTicket(db, c.var.user, c.req.param('id'));
 */
export function visibleTicket(db: Database.Database, user: AuthUser, id: string): { row: TicketRow; scope: TicketScope } {
  const scope = ticketScope(db, user);
  const { sql, params } = scopeCondition(scope);
  const row = db.prepare<(string | null)[], TicketRow>(`SELECT t.* FROM tickets t WHERE t.id = ? AND ${sql}`).get(id, ...params);
  if (!row) throw notFound('Request');
  return { row, scope };
}

/**
 * Whether the user is on the raising side of a request: the person who raised it, or, for a
 * request sent as client, a member of that client organisation.
 * @example if (!isRequester(scope, row)) throw new HttpError(403, [...]);
 */
export function isRequester(scope: TicketScope, row: TicketRow): boolean {
  return (row.user_id === scope.userId && (scope.ownDevelopment === null || row.development_id === scope.ownDevelopment)) || (row.sending_request_as === 'client' && scope.clientDevelopments.includes(row.development_id));
}

/**
 * Whether the user handles this request as staff of its development.
 * @example if (isStaffFor(scope, row)) ...
 */
export function isStaffFor(scope: TicketScope, row: TicketRow): boolean {
  return scope.staffDevelopments.includes(row.development_id);
}
