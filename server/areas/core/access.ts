import type Database from 'better-sqlite3';
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
 * @example const ids = developmentAccess(db, user).map((access) => access.developmentId);
 */
export function developmentAccess(db: Database.Database, user: AuthUser): DevelopmentAccess[] {
  const all = everyDevelopmentAccess(db, user);
  return user.onlyDevelopment === undefined ? all : all.filter((access) => access.developmentId === user.onlyDevelopment);
}

function everyDevelopmentAccess(db: Database.Database, user: AuthUser): DevelopmentAccess[] {
  if (user.roleTypes.includes('admin') && user.rolePayloads.includes('global')) {
    return db
      .prepare<[], { id: string }>('SELECT id FROM developments ORDER BY name')
      .all()
      .map((row) => ({ developmentId: row.id, userRole: 'global' }));
  }
  const members = db
    .prepare<[string], { development_id: string; role_payload: RolePayload }>(
      'SELECT m.development_id, m.role_payload FROM development_members m JOIN developments d ON d.id = m.development_id WHERE m.user_id = ? ORDER BY d.name',
    )
    .all(user.id)
    .map((row) => ({ developmentId: row.development_id, userRole: row.role_payload }));
  const contactRoles = new Map<string, RolePayload>();
  const contactRows = db
    .prepare<[string], { development_id: string; relationship: RolePayload }>(
      `SELECT p.development_id, c.relationship
         FROM premises_contacts c JOIN premises p ON p.id = c.premises_id JOIN developments d ON d.id = p.development_id
        WHERE c.user_id = ? AND c.active = 1 ORDER BY d.name`,
    )
    .all(user.id);
  for (const row of contactRows) {
    // An owner of one premises and subtenant of another in the same development acts as owner.
    if (contactRoles.get(row.development_id) !== 'owner') contactRoles.set(row.development_id, row.relationship);
  }
  const contacts = [...contactRoles].map(([developmentId, userRole]) => ({ developmentId, userRole }));
  const seen = new Set(members.map((access) => access.developmentId));
  return [...members, ...contacts.filter((access) => !seen.has(access.developmentId))];
}

/**
 * Whether the user may see this development.
 * @example if (!canSeeDevelopment(db, user, id)) throw notFound('Development');
 */
export function canSeeDevelopment(db: Database.Database, user: AuthUser, developmentId: string): boolean {
  return developmentAccess(db, user).some((access) => access.developmentId === developmentId);
}

/**
 * The premises this user is an active contact of (their own homes), by id, with the relationship
 * and whether it is hidden. Residents' records (charges, statements, bills, premises edits) are
 * reachable only through these. A view-as session has only those of its development.
 * @example if (!ownPremises(db, user).has(premisesId)) throw notFound('Premises');
 */
export function ownPremises(
  db: Database.Database,
  user: AuthUser,
): Map<string, { relationship: RolePayload; contactId: string; hidden: boolean; developmentId: string }> {
  const rows = db
    .prepare<[string, string | null, string | null], { premises_id: string; relationship: RolePayload; id: string; hidden: number; development_id: string }>(
      `SELECT c.premises_id, c.relationship, c.id, p.hidden, p.development_id
         FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
        WHERE c.user_id = ? AND c.active = 1 AND (? IS NULL OR p.development_id = ?)`,
    )
    .all(user.id, user.onlyDevelopment ?? null, user.onlyDevelopment ?? null);
  return new Map(
    rows.map((row) => [row.premises_id, { relationship: row.relationship, contactId: row.id, hidden: row.hidden === 1, developmentId: row.development_id }]),
  );
}
