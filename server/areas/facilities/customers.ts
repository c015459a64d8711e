// GET /developments/{id}/customers (spec 2 §7): a development's customers as its staff see them,
// one row per person and premises, registered in the portal or not. The customer group member
// picker reads it; here because groups are its first reader.
import type { Hono } from 'hono';
import { CustomersQuery, type CustomerRelationship } from '../../../core/schemas/customers';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { facilityScope } from './access';

interface CustomerRow {
  contact_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  premises_id: string;
  premises_name: string;
  relationship: string;
  active: number;
  created_at: string | null;
  main_number: string | null;
  email: string | null;
  profile_picture_url: string | null;
}

const relationshipNames: Record<string, string> = { owner: 'Owner', subtenant: 'Subtenant' };

/**
 * The customers route, for staff of the development (others 404, as for a development that does
 * not exist).
 * @example customerRoutes(app);
 */
export function customerRoutes(app: Hono<AppEnv>): void {
  app.get('/developments/:id/customers', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!facilityScope(ctx.db, user).staffDevelopments.includes(developmentId)) throw notFound('Development');
    const { inactive } = readQuery(c, CustomersQuery);
    const rows = ctx.db
      .prepare<[string], CustomerRow>(
        `SELECT c.id AS contact_id, c.user_id, c.first_name, c.last_name, p.id AS premises_id, p.name AS premises_name,
                c.relationship, c.active, u.created_at, u.main_number, u.email, u.profile_picture_url
           FROM premises_contacts c JOIN premises p ON p.id = c.premises_id LEFT JOIN users u ON u.id = c.user_id
          WHERE p.development_id = ?
          ORDER BY c.last_name, c.first_name, p.name, c.id`,
      )
      .all(developmentId);
    // A person is one customer across their premises: their user once registered, else each contact.
    const personOf = (row: CustomerRow) => row.user_id ?? row.contact_id;
    const activePeople = new Set(rows.filter((row) => row.active === 1).map(personOf));
    const customers: CustomerRelationship[] = rows.map((row) => ({
      id: personOf(row),
      userId: row.user_id,
      relationshipId: row.contact_id,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: `${row.first_name} ${row.last_name}`,
      premisesId: row.premises_id,
      premiseName: row.premises_name,
      relationship: relationshipNames[row.relationship] ?? row.relationship,
      relationshipStateCode: row.active === 1 ? 0 : 1,
      stateCode: activePeople.has(personOf(row)) ? 0 : 1,
      portalRegistered: row.user_id ? row.created_at : null,
      mainNumber: row.main_number,
      email: row.email,
      profilePictureUrl: row.profile_picture_url,
    }));
    return c.json({ data: { customers: inactive === '0' ? customers.filter((row) => row.relationshipStateCode === 0) : customers } });
  });
}
