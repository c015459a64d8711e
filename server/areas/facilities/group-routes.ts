// Customer groups (spec 2 §7 Customer groups): staff gather customers of a development and give
// the group facilities. Who may then book is decided by service.ts `bookableFacilities`, the same
// rule the booking routes use, so a group's change shows at once in what its members may book.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { CustomerGroupCreate, CustomerGroupFacilities, CustomerGroupUsers } from '../../../core/schemas/customer-groups';
import type { AppEnv } from '../../area';
import type { Db } from '../../database/connection';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { requireUser } from '../../http/auth';
import { readJson } from '../../http/validate';
import type { AuthUser } from '../core';
import { facilityScope } from './access';
import { groupFieldRules } from './messages';
import {
  changeGroup,
  createGroup,
  deleteGroup,
  developmentGroups,
  facilityGroups,
  findFacility,
  findGroup,
  groupAddable,
  groupHeld,
  groupJson,
  type GroupList,
  type GroupRow,
} from './service';

/** The developments the user works in as staff (global: all); none for residents and clients. */
const staffDevelopments = async (db: Db, user: AuthUser) => (await facilityScope(db, user)).staffDevelopments;

/** The group if the user is staff of its development; otherwise 404, as for a group that does not exist. */
async function staffGroup(db: Db, user: AuthUser, id: string): Promise<GroupRow> {
  const group = await findGroup(db, id);
  if (!group || !(await staffDevelopments(db, user)).includes(group.development_id)) throw notFound('Customer group');
  return group;
}

/** Every id of `ids` that `allowed` does not hold, named in one 400; nothing is changed then. */
function refuseUnknown(field: string, ids: readonly string[], allowed: ReadonlySet<string>, rule: (id: string) => string): void {
  const wrong = ids.filter((id) => !allowed.has(id));
  if (wrong.length === 0) return;
  const rules = wrong.map(rule);
  throw new HttpError(400, rules.map((text) => `${field}: ${text}`), { fields: { [field]: rules } });
}

/** The answer of a group route: each group as `CustomerGroup`. */
async function groupsJson(db: Db, groups: readonly GroupRow[]) {
  const answers = [];
  for (const group of groups) answers.push(await groupJson(db, group));
  return answers;
}

/**
 * The routes of customer groups, for staff of the group's development (README.md).
 * @example groupRoutes(app);
 */
export function groupRoutes(app: Hono<AppEnv>): void {
  app.get('/user-group/get-by-development/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!(await staffDevelopments(ctx.db, user)).includes(developmentId)) throw notFound('Development');
    return c.json({ data: { groups: await groupsJson(ctx.db, await developmentGroups(ctx.db, developmentId)) } });
  });

  app.get('/user-group/get-by-facility/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const facility = await findFacility(ctx.db, c.req.param('id'), true);
    if (!facility || !(await staffDevelopments(ctx.db, user)).includes(facility.development_id)) throw notFound('Facility');
    return c.json({ data: { groups: await groupsJson(ctx.db, await facilityGroups(ctx.db, facility.id)) } });
  });

  app.post('/user-group', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, CustomerGroupCreate);
    // A development in the body that is not the caller's is a wrong field, as for any body id.
    if (!(await staffDevelopments(ctx.db, user)).includes(body.developmentUuid)) throw fieldError('developmentUuid', groupFieldRules.staffDevelopment);
    const group: GroupRow = { id: randomUUID(), name: body.name, description: body.description ?? null, development_id: body.developmentUuid };
    await createGroup(ctx, group);
    return c.json({ data: await groupJson(ctx.db, group) }, 201);
  });

  app.delete('/user-group/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const group = await staffGroup(ctx.db, user, c.req.param('id'));
    await deleteGroup(ctx.db, group.id);
    // Answered as it was, its members and facilities let go.
    return c.json({ data: await groupJson(ctx.db, group) });
  });

  // Members and facilities change the same way: the ids in the body, each checked against what
  // the group's development (to add) or the group itself (to remove) holds, all or nothing.
  const lists: { field: GroupList; read: (c: Context<AppEnv>) => Promise<string[]>; notAddable: (id: string) => string; notHeld: (id: string) => string }[] = [
    {
      field: 'users',
      read: async (c) => (await readJson(c, CustomerGroupUsers)).users,
      notAddable: groupFieldRules.notCustomer,
      // Members are removable even once they are no longer customers there.
      notHeld: groupFieldRules.notMember,
    },
    {
      field: 'facilities',
      read: async (c) => (await readJson(c, CustomerGroupFacilities)).facilities,
      notAddable: groupFieldRules.notFacility,
      notHeld: groupFieldRules.notHeld,
    },
  ];
  for (const list of lists) {
    const path = `/user-group/:id/${list.field}`;
    const change = (adding: boolean) => async (c: Context<AppEnv>) => {
      const { ctx, user } = c.var;
      const body = await list.read(c);
      const group = await staffGroup(ctx.db, user, c.req.param('id') ?? '');
      const known = adding ? await groupAddable(ctx.db, group, list.field) : await groupHeld(ctx.db, group.id, list.field);
      refuseUnknown(list.field, body, known, adding ? list.notAddable : list.notHeld);
      await changeGroup(ctx.db, group.id, list.field, body, adding);
      return c.json({ data: await groupJson(ctx.db, group) });
    };
    app.post(path, requireUser, change(true));
    app.delete(path, requireUser, change(false));
  }
}
