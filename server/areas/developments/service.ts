// Every query of the developments area: developments as a user sees them, their pages, contacts,
// places, header image and the images of their news and pages.
import type { Development, Post } from '../../../core/schemas';
import type { ContentImage } from '../../../core/schemas/content-images';
import type { DevelopmentContact, DevelopmentLocation } from '../../../core/schemas/development-contacts';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { developmentAccess, ownPremises, type AuthUser, type DevelopmentAccess } from '../core';
import { seesEverything } from './access';
import { publicFileUrl } from './files';
import type { ContentImageRow } from './migrations';

async function premisesFor(ctx: AppContext, user: AuthUser, developmentId: string): Promise<Development['premises']> {
  const rows = await ctx.db
    .selectFrom('premises')
    .select(['id', 'name', 'hidden', 'in_breach'])
    .where('development_id', '=', developmentId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  // Staff see the whole development; a resident only the premises they are a contact of (hidden
  // ones too, flagged: spec 1 §6 has the client leave them out of the premises pages); a client
  // organisation none (it works in the client portal, not with residents' homes).
  let visible = rows;
  if (!seesEverything(user)) {
    const own = await ownPremises(ctx.db, user);
    visible = rows.filter((row) => own.has(row.id));
  }
  return visible.map((row) => ({ id: row.id, name: row.name, hidden: row.hidden === 1, inBreach: row.in_breach === 1 }));
}

/** The pages with their author's name, as `postJson` reads them. */
function pagesQuery(db: Db) {
  return db
    .selectFrom('development_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select(['p.id', 'p.title', 'p.description', 'p.published', 'p.updated_at', 'u.first_name', 'u.last_name']);
}

/** A page with its author's name, as `pagesQuery` answers it. */
interface PostRow {
  id: string;
  title: string;
  description: string;
  published: number;
  updated_at: string;
  first_name: string;
  last_name: string;
}

function postJson(row: PostRow): Post {
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
 * The development's pages as the user may see them, most recently changed first. spec 2 §4:
 * drafts (published false) are marked for staff, who may edit them; nobody else sees them.
 * @example const posts = await postsFor(ctx, user, 'dev-riverside-wharf');
 */
export async function postsFor(ctx: AppContext, user: AuthUser, developmentId: string): Promise<Post[]> {
  let query = pagesQuery(ctx.db).where('p.development_id', '=', developmentId);
  if (!seesEverything(user)) query = query.where('p.published', '=', 1);
  const rows = await query.orderBy('p.updated_at', 'desc').orderBy('p.id').execute();
  return rows.map(postJson);
}

/**
 * A development as the user sees it (core/schemas `Development`).
 * @example const development = await developmentJson(ctx, user, access);
 */
export async function developmentJson(ctx: AppContext, user: AuthUser, access: DevelopmentAccess): Promise<Development> {
  const row = await ctx.db.selectFrom('developments').selectAll().where('id', '=', access.developmentId).executeTakeFirstOrThrow();
  const address = { addressLine1: row.address_line1, addressLine2: row.address_line2, city: row.city, postalCode: row.postal_code };
  return {
    id: row.id,
    name: row.name,
    imgUrl: publicFileUrl(ctx, row.image_file),
    addressString: [row.address_line1, row.address_line2, row.city, row.postal_code].filter(Boolean).join(', '),
    address,
    premises: await premisesFor(ctx, user, row.id),
    userRole: access.userRole,
    hasFacilitiesBooking: row.has_facilities_booking === 1,
    hasEcommsLogReport: row.has_ecomms_log_report === 1,
    hasSiteStaff: row.has_site_staff === 1,
    hasClientPortal: row.has_client_portal === 1,
    posts: await postsFor(ctx, user, row.id),
  };
}

/**
 * Every development the user may see, as they see it.
 * @example const developments = await developmentsFor(ctx, user);
 */
export async function developmentsFor(ctx: AppContext, user: AuthUser): Promise<Development[]> {
  const developments: Development[] = [];
  for (const access of await developmentAccess(ctx.db, user)) developments.push(await developmentJson(ctx, user, access));
  return developments;
}

/**
 * Points the development at its new header image; answers the file name it had before, if any.
 * @example const previous = await replaceDevelopmentImage(ctx.db, id, 'dim-0b9e.png');
 */
export async function replaceDevelopmentImage(db: Db, developmentId: string, fileName: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const { image_file: previous } = await trx.selectFrom('developments').select('image_file').where('id', '=', developmentId).executeTakeFirstOrThrow();
    await trx.updateTable('developments').set({ image_file: fileName }).where('id', '=', developmentId).execute();
    return previous;
  });
}

/**
 * Who looks after the development, in the order a resident should try them.
 * @example const contacts = await developmentContacts(ctx.db, 'dev-riverside-wharf');
 */
export async function developmentContacts(db: Db, developmentId: string): Promise<DevelopmentContact[]> {
  const rows = await db
    .selectFrom('development_contacts')
    .select(['id', 'name', 'role', 'email', 'phone', 'hours', 'out_of_hours'])
    .where('development_id', '=', developmentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(({ out_of_hours, ...contact }) => ({ ...contact, outOfHours: out_of_hours === 1 }));
}

/**
 * The development's places, in their order.
 * @example const locations = await developmentLocations(ctx.db, 'dev-riverside-wharf');
 */
export function developmentLocations(db: Db, developmentId: string): Promise<DevelopmentLocation[]> {
  return db.selectFrom('development_locations').select(['id', 'name']).where('development_id', '=', developmentId).orderBy('position').orderBy('id').execute();
}

/**
 * The development's page, or undefined (also for a page of another development).
 * @example const post = await findPage(ctx.db, 'dev-riverside-wharf', 'pst-riverside-bins');
 */
export async function findPage(db: Db, developmentId: string, postId: string): Promise<Post | undefined> {
  const row = await pagesQuery(db).where('p.id', '=', postId).where('p.development_id', '=', developmentId).executeTakeFirst();
  return row && postJson(row);
}

/** A page's words and state, as staff write them (the description already sanitised). */
export interface PageInput {
  readonly title: string;
  readonly description: string;
  readonly published: boolean;
}

/**
 * Adds a page to the development, written by `authorId` now.
 * @example await createPage(ctx, 'dev-riverside-wharf', 'pst-1', input, user.id);
 */
export async function createPage(ctx: AppContext, developmentId: string, id: string, input: PageInput, authorId: string): Promise<void> {
  await ctx.db
    .insertInto('development_posts')
    .values({
      id,
      development_id: developmentId,
      title: input.title,
      description: input.description,
      published: input.published ? 1 : 0,
      author_id: authorId,
      updated_at: ctx.now().toISOString(),
    })
    .execute();
}

/**
 * Changes a page: it keeps its author (who wrote it); the time is that of the change, so it lists first.
 * @example await updatePage(ctx, 'pst-1', input);
 */
export async function updatePage(ctx: AppContext, id: string, input: PageInput): Promise<void> {
  await ctx.db
    .updateTable('development_posts')
    .set({ title: input.title, description: input.description, published: input.published ? 1 : 0, updated_at: ctx.now().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Removes a page.
 * @example await deletePage(ctx.db, 'pst-1');
 */
export async function deletePage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('development_posts').where('id', '=', id).execute();
}

/**
 * An image of news and pages as the API answers it (core/schemas `ContentImage`).
 * @example const image = contentImageJson(ctx, row);
 */
export function contentImageJson(ctx: AppContext, row: Pick<ContentImageRow, 'file_name' | 'name' | 'created_at'>): ContentImage {
  return { fileName: row.file_name, name: row.name, url: publicFileUrl(ctx, row.file_name)!, createdAt: row.created_at };
}

/**
 * The images of the development's news and pages, newest first.
 * @example const images = await contentImages(ctx, 'dev-riverside-wharf');
 */
export async function contentImages(ctx: AppContext, developmentId: string): Promise<ContentImage[]> {
  const rows = await ctx.db
    .selectFrom('content_images')
    .select(['file_name', 'name', 'created_at'])
    .where('development_id', '=', developmentId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  return rows.map((row) => contentImageJson(ctx, row));
}

/**
 * Records an uploaded image of the development's news and pages (its file already stored).
 * @example const image = await addContentImage(ctx, { fileName, developmentId, name: 'Site plan', uploadedBy: user.id });
 */
export async function addContentImage(
  ctx: AppContext,
  image: { readonly fileName: string; readonly developmentId: string; readonly name: string; readonly uploadedBy: string },
): Promise<ContentImage> {
  const row = { file_name: image.fileName, development_id: image.developmentId, name: image.name, uploaded_by: image.uploadedBy, created_at: ctx.now().toISOString() };
  await ctx.db.insertInto('content_images').values(row).execute();
  return contentImageJson(ctx, row);
}

/**
 * The image of news and pages stored under this name, with its development, or undefined.
 * @example const image = await findContentImage(ctx.db, 'cim-riverside-site-plan.svg');
 */
export function findContentImage(db: Db, fileName: string): Promise<{ file_name: string; development_id: string } | undefined> {
  return db.selectFrom('content_images').select(['file_name', 'development_id']).where('file_name', '=', fileName).executeTakeFirst();
}

/**
 * Forgets an image of news and pages (the caller removes its file).
 * @example await deleteContentImage(ctx.db, 'cim-riverside-site-plan.svg');
 */
export async function deleteContentImage(db: Db, fileName: string): Promise<void> {
  await db.deleteFrom('content_images').where('file_name', '=', fileName).execute();
}
