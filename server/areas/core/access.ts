import type { Db } from '../../database/connection';
import type { RolePayload } from '../../../core/schemas';
import type { AuthUser } from './users';

/** A development the user may see, with the role they hold there (spec 1 §3 Development.userRole). */
export interface DevelopmentAccess {
  readonly developmentId: string;
  readonly userRole: RolePayload;
}

/**
 * The developments a user may see and their role in each: global staff see every development;
 * other staff and client organisations those they are members of; customers those where they
 * are an active contact of a premises (owner wins over subtenant when they are both). A view-as
 * session sees only the development it was opened from.
 * @example const ids = (await developmentAccess(db, user)).map((access) => access.developmentId);
 */
export async function developmentAccess(db: Db, user: AuthUser): Promise<DevelopmentAccess[]> {
  const all = await everyDevelopmentAccess(db, user);
  return user.onlyDevelopment === undefined ? all : all.filter((access) => access.developmentId === user.onlyDevelopment);
}

async function everyDevelopmentAccess(db: Db, user: AuthUser): Promise<DevelopmentAccess[]> {
  if (user.roleTypes.includes('admin') && user.rolePayloads.includes('global')) {
    const rows = await db.selectFrom('developments').select('id').orderBy('name').orderBy('id').execute();
    return rows.map((row) => ({ developmentId: row.id, userRole: 'global' }));
  }
  const memberRows = await db
    .selectFrom('development_members as m')
    .innerJoin('developments as d', 'd.id', 'm.development_id')
    .select(['m.development_id', 'm.role_payload'])
    .where('m.user_id', '=', user.id)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
  const members = memberRows.map((row) => ({ developmentId: row.development_id, userRole: row.role_payload as RolePayload }));
  const contactRoles = new Map<string, RolePayload>();
  const contactRows = await db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.development_id', 'c.relationship'])
    .where('c.user_id', '=', user.id)
    .where('c.active', '=', 1)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
  for (const row of contactRows) {
    // An owner of one premises and subtenant of another in the same development acts as owner.
    if (contactRoles.get(row.development_id) !== 'owner') contactRoles.set(row.development_id, row.relationship as RolePayload);
  }
  const contacts = [...contactRoles].map(([developmentId, userRole]) => ({ developmentId, userRole }));
  const seen = new Set(members.map((access) => access.developmentId));
  return [...members, ...contacts.filter((access) => !seen.has(access.developmentId))];
}

/**
 * Whether the user may see this development.
 * @example if (!(await canSeeDevelopment(db, user, id))) throw notFound('Development');
 */
export async function canSeeDevelopment(db: Db, user: AuthUser, developmentId: string): Promise<boolean> {
  return (await developmentAccess(db, user)).some((access) => access.developmentId === developmentId);
}

/**
 * The premises this user is an active contact of (their own homes), by id, with the relationship
 * and whether it is hidden. Residents' records (charges, statements, bills, premises edits) are
 * reachable only through these. A view-as session has only those of its development.
 * @example if (!(await ownPremises(db, user)).has(premisesId)) throw notFound('Premises');
 */
export async function ownPremises(
  db: Db,
  user: AuthUser,
): Promise<Map<string, { relationship: RolePayload; contactId: string; hidden: boolean; developmentId: string }>> {
  let query = db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .select(['c.premises_id', 'c.relationship', 'c.id', 'p.hidden', 'p.development_id'])
    .where('c.user_id', '=', user.id)
    .where('c.active', '=', 1);
  if (user.onlyDevelopment !== undefined) query = query.where('p.development_id', '=', user.onlyDevelopment);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.premises_id,
      { relationship: row.relationship as RolePayload, contactId: row.id, hidden: row.hidden === 1, developmentId: row.development_id },
    ]),
  );
}

/**
 * The registered residents of these developments: the users who are an active contact of one of
 * their premises, each once, by id. Whom news, the facilities' "every customer" and customer
 * groups mean by a development's residents.
 * @example const userIds = await residentsOf(db, ['dev-riverside-wharf']);
 */
export async function residentsOf(db: Db, developmentIds: readonly string[]): Promise<string[]> {
  if (developmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .select('c.user_id')
    .distinct()
    .where('c.active', '=', 1)
    .where('c.user_id', 'is not', null)
    .where('p.development_id', 'in', developmentIds)
    .orderBy('c.user_id')
    .execute();
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}
