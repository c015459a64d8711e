// Customer groups (spec 2 §7 Customer groups): staff gather customers of a development and give
// the group facilities. Who may then book is decided by access.ts `bookableFacilities`, the same
// rule the booking routes use, so a group's change shows at once in what its members may book.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type Database from 'better-sqlite3';
import { CustomerGroupCreate, CustomerGroupFacilities, CustomerGroupUsers, type CustomerGroup } from '../../../core/schemas/customer-groups';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import type { AuthUser } from '../core';
import { facilityScope } from './access';

interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  development_id: string;
}

/** The rules a group change may break, worded as core/schemas words a field failure. */
export const groupFieldRules = {
  staffDevelopment: 'must be a development you work in',
  notCustomer: (id: string) => `${id} is not a registered, active customer of the group's development`,
  notMember: (id: string) => `${id} is not a member of the group`,
  notFacility: (id: string) => `${id} is not a facility of the group's development`,
  notHeld: (id: string) => `${id} is not one of the group's facilities`,
} as const;

/** The developments the user works in as staff (global: all); none for residents and clients. */
const staffDevelopments = (db: Database.Database, user: AuthUser) => facilityScope(db, user).staffDevelopments;

/** The group if the user is staff of its development; otherwise 404, as for a group that does not exist. */
function staffGroup(db: Database.Database, user: AuthUser, id: string): GroupRow {
  const group = db.prepare<[string], GroupRow>('SELECT id, name, description, development_id FROM customer_groups WHERE id = ?').get(id);
  if (!group || !staffDevelopments(db, user).includes(group.development_id)) throw notFound('Customer group');
  return group;
}

/** The group as `CustomerGroup`: members by name with their premises there, facilities by name. */
function groupJson(db: Database.Database, group: GroupRow): CustomerGroup {
  const members = db
    .prepare<[string, string], { id: string; first_name: string; last_name: string; premises: string | null }>(
      `SELECT u.id, u.first_name, u.last_name,
              (SELECT json_group_array(name) FROM (SELECT p.name FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
                WHERE c.user_id = u.id AND c.active = 1 AND p.development_id = ? ORDER BY p.name)) AS premises
         FROM customer_group_users gu JOIN users u ON u.id = gu.user_id
        WHERE gu.group_id = ? ORDER BY u.last_name, u.first_name, u.id`,
    )
    .all(group.development_id, group.id);
  const facilities = db
    .prepare<[string], { id: string; name: string }>(
      `SELECT f.id, f.name FROM customer_group_facilities gf JOIN facilities f ON f.id = gf.facility_id
        WHERE gf.group_id = ? ORDER BY f.name, f.id`,
    )
    .all(group.id);
  return {
    uuid: group.id,
    name: group.name,
    description: group.description,
    developmentUuid: group.development_id,
    users: members.map((member) => ({
      id: member.id,
      fullName: `${member.first_name} ${member.last_name}`,
      premises: JSON.parse(member.premises ?? '[]') as string[],
    })),
    facilities,
  };
}

/** Every id of `ids` that `allowed` does not hold, named in one 400; nothing is changed then. */
function refuseUnknown(field: string, ids: readonly string[], allowed: ReadonlySet<string>, rule: (id: string) => string): void {
  const wrong = ids.filter((id) => !allowed.has(id));
  if (wrong.length === 0) return;
  const rules = wrong.map(rule);
  throw new HttpError(400, rules.map((text) => `${field}: ${text}`), { fields: { [field]: rules } });
}

const idSet = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));

/**
 * The routes of customer groups, for staff of the group's development (README.md).
 * @example groupRoutes(app);
 */
export function groupRoutes(app: Hono<AppEnv>): void {
  const groupsWhere = (db: Database.Database, where: string, id: string) =>
    db.prepare<[string], GroupRow>(`SELECT g.id, g.name, g.description, g.development_id FROM customer_groups g WHERE ${where} ORDER BY g.name, g.id`).all(id);

  app.get('/user-group/get-by-development/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!staffDevelopments(ctx.db, user).includes(developmentId)) throw notFound('Development');
    const groups = groupsWhere(ctx.db, 'g.development_id = ?', developmentId).map((group) => groupJson(ctx.db, group));
    return c.json({ data: { groups } });
  });

  app.get('/user-group/get-by-facility/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const facility = ctx.db.prepare<[string], { id: string; development_id: string }>('SELECT id, development_id FROM facilities WHERE id = ?').get(c.req.param('id'));
    if (!facility || !staffDevelopments(ctx.db, user).includes(facility.development_id)) throw notFound('Facility');
    const groups = groupsWhere(ctx.db, 'EXISTS (SELECT 1 FROM customer_group_facilities gf WHERE gf.group_id = g.id AND gf.facility_id = ?)', facility.id).map(
      (group) => groupJson(ctx.db, group),
    );
    return c.json({ data: { groups } });
  });

  app.post('/user-group', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, CustomerGroupCreate);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!staffDevelopments(ctx.db, user).includes(body.developmentUuid)) throw fieldError('developmentUuid', groupFieldRules.staffDevelopment);
    const group: GroupRow = { id: randomUUID(), name: body.name, description: body.description ?? null, development_id: body.developmentUuid };
    ctx.db
      .prepare('INSERT INTO customer_groups (id, name, description, development_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(group.id, group.name, group.description, group.development_id, ctx.now().toISOString());
    return c.json({ data: groupJson(ctx.db, group) }, 201);
  });

  app.delete('/user-group/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const group = staffGroup(ctx.db, user, c.req.param('id'));
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM customer_group_users WHERE group_id = ?').run(group.id);
      ctx.db.prepare('DELETE FROM customer_group_facilities WHERE group_id = ?').run(group.id);
      ctx.db.prepare('DELETE FROM customer_groups WHERE id = ?').run(group.id);
    })();
    return c.json({ data: groupJson(ctx.db, group) });
  });

  // Members and facilities change the same way: the ids in the body, each checked against what
  // the group's development (to add) or the group itself (to remove) holds, all or nothing.
  const lists = [
    {
      field: 'users',
      read: async (c: Context<AppEnv>) => (await readJson(c, CustomerGroupUsers)).users,
      table: 'customer_group_users',
      column: 'user_id',
      addable: (db: Database.Database, group: GroupRow) =>
        db
          .prepare<[string], { id: string }>(
            `SELECT DISTINCT c.user_id AS id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
              WHERE p.development_id = ? AND c.active = 1 AND c.user_id IS NOT NULL`,
          )
          .all(group.development_id),
      notAddable: groupFieldRules.notCustomer,
      // Members are removable even once they are no longer customers there.
      notHeld: groupFieldRules.notMember,
    },
    {
      field: 'facilities',
      read: async (c: Context<AppEnv>) => (await readJson(c, CustomerGroupFacilities)).facilities,
      table: 'customer_group_facilities',
      column: 'facility_id',
      addable: (db: Database.Database, group: GroupRow) => db.prepare<[string], { id: string }>('SELECT id FROM facilities WHERE development_id = ?').all(group.development_id),
      notAddable: groupFieldRules.notFacility,
      notHeld: groupFieldRules.notHeld,
    },
  ];
  for (const list of lists) {
    const path = `/user-group/:id/${list.field}`;
    const change = (adding: boolean) => async (c: Context<AppEnv>) => {
      const { ctx, user } = c.var;
      const body = await list.read(c);
      const group = staffGroup(ctx.db, user, c.req.param('id') ?? '');
      const known = adding
        ? list.addable(ctx.db, group)
        : ctx.db.prepare<[string], { id: string }>(`SELECT ${list.column} AS id FROM ${list.table} WHERE group_id = ?`).all(group.id);
      refuseUnknown(list.field, body, idSet(known), adding ? list.notAddable : list.notHeld);
      const statement = ctx.db.prepare(
        adding ? `INSERT OR IGNORE INTO ${list.table} (group_id, ${list.column}) VALUES (?, ?)` : `DELETE FROM ${list.table} WHERE group_id = ? AND ${list.column} = ?`,
      );
      ctx.db.transaction(() => body.forEach((id) => statement.run(group.id, id)))();
      return c.json({ data: groupJson(ctx.db, group) });
    };
    app.post(path, requireUser, change(true));
    app.delete(path, requireUser, change(false));
  }
}
