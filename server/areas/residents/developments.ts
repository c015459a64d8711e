// GET /developments and GET /developments/{id} (spec 1 §3 Development, spec 2 §3-4 pages).
import type { Hono } from 'hono';
import type { Development, Post } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { developmentAccess, ownPremises, type AuthUser, type DevelopmentAccess } from '../core';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/auth';
import { publicFileUrl } from './files';

interface DevelopmentRow {
  id: string;
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  image_file: string | null;
  has_facilities_booking: number;
  has_ecomms_log_report: number;
  has_site_staff: number;
  has_client_portal: number;
}

/** A page with its author's name (`POST_COLUMNS`). */
export interface PostRow {
  id: string;
  title: string;
  description: string;
  published: number;
  updated_at: string;
  first_name: string;
  last_name: string;
}

const isStaff = (user: AuthUser) => user.roleTypes.includes('admin');

function premisesFor(ctx: AppContext, user: AuthUser, developmentId: string): Development['premises'] {
  const rows = ctx.db
    .prepare<[string], { id: string; name: string; hidden: number; in_breach: number }>(
      'SELECT id, name, hidden, in_breach FROM premises WHERE development_id = ? ORDER BY name',
    )
    .all(developmentId);
  // Staff see the whole development; a resident only the premises they are a contact of (hidden
  // ones too, flagged: spec 1 §6 has the client leave them out of the premises pages); a client
  // organisation none (it works in the client portal, not with residents' homes).
  let visible = rows;
  if (!isStaff(user)) {
    const own = ownPremises(ctx.db, user);
    visible = rows.filter((row) => own.has(row.id));
  }
  return visible.map((row) => ({ id: row.id, name: row.name, hidden: row.hidden === 1, inBreach: row.in_breach === 1 }));
}

/** The pages' columns with their author's name, for `postJson`. */
export const POST_COLUMNS = 'p.id, p.title, p.description, p.published, p.updated_at, u.first_name, u.last_name';

/**
 * A page as the API answers it (core/schemas `Post`), from a row of `POST_COLUMNS`.
 * @example const post = postJson(row);
 */
export function postJson(row: PostRow): Post {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published: row.published === 1,
    updatedAt: row.updated_at,
    author: { firstName: row.first_name, lastName: row.last_name },
  };
}

/**
 * The development's pages as the user may see them, most recently changed first.
 * @example const posts = postsFor(ctx, user, 'dev-riverside-wharf');
 */
export function postsFor(ctx: AppContext, user: AuthUser, developmentId: string): Post[] {
  // spec 2 §4: drafts (published false) are marked for staff, who may edit them; nobody else sees them.
  const rows = ctx.db
    .prepare<[string, number], PostRow>(
      `SELECT ${POST_COLUMNS}
         FROM development_posts p JOIN users u ON u.id = p.author_id
        WHERE p.development_id = ? AND (p.published = 1 OR ? = 1)
        ORDER BY p.updated_at DESC, p.id`,
    )
    .all(developmentId, isStaff(user) ? 1 : 0);
  return rows.map(postJson);
}

/**
 * A development as the user sees it (core/schemas `Development`).
 * @example const development = developmentJson(ctx, user, access);
 */
export function developmentJson(ctx: AppContext, user: AuthUser, access: DevelopmentAccess): Development {
  const row = ctx.db.prepare<[string], DevelopmentRow>('SELECT * FROM developments WHERE id = ?').get(access.developmentId)!;
  const address = { addressLine1: row.address_line1, addressLine2: row.address_line2, city: row.city, postalCode: row.postal_code };
  return {
    id: row.id,
    name: row.name,
    imgUrl: publicFileUrl(ctx, row.image_file),
    addressString: [row.address_line1, row.address_line2, row.city, row.postal_code].filter(Boolean).join(', '),
    address,
    premises: premisesFor(ctx, user, row.id),
    userRole: access.userRole,
    hasFacilitiesBooking: row.has_facilities_booking === 1,
    hasEcommsLogReport: row.has_ecomms_log_report === 1,
    hasSiteStaff: row.has_site_staff === 1,
    hasClientPortal: row.has_client_portal === 1,
    posts: postsFor(ctx, user, row.id),
  };
}

/**
 * The developments routes: the user's developments, and one of them (404 for any other).
 * @example registerDevelopments(app);
 */
export function registerDevelopments(app: Hono<AppEnv>): void {
  app.get('/developments', requireUser, (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: { developments: developmentAccess(ctx.db, user).map((access) => developmentJson(ctx, user, access)) } });
  });

  app.get('/developments/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === c.req.param('id'));
    if (!access) throw notFound('Development');
    return c.json({ data: developmentJson(ctx, user, access) });
  });
}
