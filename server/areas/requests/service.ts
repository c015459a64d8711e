// Every query of the requests area: requests (tickets) with their feeds and files.
import { randomUUID } from 'node:crypto';
import type {
  FeedEvent,
  FeedEventType,
  RoleType,
  Ticket,
  TicketAttachment,
  TicketCategory,
  TicketOwnerType,
  TicketStatus,
} from '../../../core/schemas';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { inScope, type TicketScope } from './access';
import type { TicketRow } from './migrations';

export type { TicketRow } from './migrations';

// ---------------------------------------------------------------------------------------------
// Categories and audiences

/**
 * The request categories in display order.
 * @example const categories = await ticketCategories(db);
 */
export function ticketCategories(db: Db): Promise<TicketCategory[]> {
  return db.selectFrom('ticket_categories').select(['id', 'name', 'slug']).orderBy('position').execute();
}

/**
 * The owner types (audiences) in display order.
 * @example const ownerTypes = await ticketOwnerTypes(db);
 */
export function ticketOwnerTypes(db: Db): Promise<TicketOwnerType[]> {
  return db.selectFrom('ticket_owner_types').select(['code', 'name', 'slug']).orderBy('position').execute();
}

/**
 * The slug of the category with this id, or undefined.
 * @example const slug = await categorySlug(db, 'cat-repair'); // 'repair'
 */
export async function categorySlug(db: Db, id: string): Promise<string | undefined> {
  return (await db.selectFrom('ticket_categories').select('slug').where('id', '=', id).executeTakeFirst())?.slug;
}

/**
 * The slug of the owner type with this code, or undefined.
 * @example const slug = await ownerTypeSlug(db, 'SS'); // 'site_staff'
 */
export async function ownerTypeSlug(db: Db, code: string): Promise<string | undefined> {
  return (await db.selectFrom('ticket_owner_types').select('slug').where('code', '=', code).executeTakeFirst())?.slug;
}

/**
 * Whether the development has site staff (who may then be a request's audience).
 * @example if (await hasSiteStaff(db, 'dev-riverside-wharf')) ...
 */
export async function hasSiteStaff(db: Db, developmentId: string): Promise<boolean> {
  const row = await db.selectFrom('developments').select('has_site_staff').where('id', '=', developmentId).executeTakeFirst();
  return row?.has_site_staff === 1;
}

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * What `createTicket` needs: who raises it, where, the words, and the category and audience by slug.
 * @example const input: NewTicket = { userId, developmentId, premisesId: null, title, description, categorySlug: 'request', sendingRequestAs: 'client', ownerTypeSlug: 'property_manager' };
 */
export interface NewTicket {
  userId: string;
  developmentId: string;
  premisesId: string | null;
  title: string;
  description: string;
  /** A category slug: request, repair, maintenance, noise, parking, cleaning, correspondence_address. */
  categorySlug: string;
  sendingRequestAs: 'customer' | 'client';
  /** An owner type slug: property_manager or site_staff; absent when nobody was chosen. */
  ownerTypeSlug?: string;
}

/**
 * Raises a request (case) with its first feed event (status Open, by the person raising it), in one
 * transaction (the caller's, when `ctx.db` is one), and answers its id. This is the service behind
 * `POST /tickets` and the one other areas call when an action of theirs raises a request (a
 * correspondence-address change, spec 1 §8). It trusts its caller on who may raise what: the route
 * checks the development, premises and audience rules first. Texts are stored as given (the
 * 150/500 limits are the form's and the route's). An unknown category or owner type slug is a
 * programming error and throws.
 * @example
 * const { id } = await createTicket(ctx, {
 *   userId: user.id, developmentId: 'dev-riverside-wharf', premisesId: 'pre-riverside-flat-1',
 *   title: 'Change of correspondence address', description: 'New address: 2 Mill Lane, Leeds LS1 1AA',
 *   categorySlug: 'correspondence_address', sendingRequestAs: 'customer', ownerTypeSlug: 'property_manager',
 * });
 */
export async function createTicket(ctx: AppContext, input: NewTicket): Promise<{ id: string }> {
  const id = `tkt-${randomUUID()}`;
  const now = ctx.now().toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const category = await trx.selectFrom('ticket_categories').select('id').where('slug', '=', input.categorySlug).executeTakeFirst();
    if (!category) throw new Error(`createTicket: no ticket category has the slug "${input.categorySlug}"`);
    let ownerTypeCode: string | null = null;
    if (input.ownerTypeSlug !== undefined) {
      const ownerType = await trx.selectFrom('ticket_owner_types').select('code').where('slug', '=', input.ownerTypeSlug).executeTakeFirst();
      if (!ownerType) throw new Error(`createTicket: no ticket owner type has the slug "${input.ownerTypeSlug}"`);
      ownerTypeCode = ownerType.code;
    }
    await trx
      .insertInto('tickets')
      .values({
        id,
        user_id: input.userId,
        development_id: input.developmentId,
        premises_id: input.premisesId,
        title: input.title,
        description: input.description,
        sending_request_as: input.sendingRequestAs,
        category_id: category.id,
        owner_type_code: ownerTypeCode,
        status: 'Open',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await addFeedEvent({ ...ctx, db: trx }, { ticketId: id, type: 'status', message: 'Open', authorId: input.userId });
  });
  return { id };
}

/**
 * Holds the request's row until the transaction ends and answers the next number of its feed or
 * its files: events and files recorded at once (by two API processes) keep the order they were
 * recorded in and never share a number.
 */
async function nextSeq(ctx: AppContext, trx: Db, table: 'ticket_feed' | 'ticket_attachments', ticketId: string): Promise<number> {
  await ctx.dialect.lockRow(trx, 'tickets', ticketId);
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

/**
 * Records one event in a request's feed and marks the request as updated; answers the event's id.
 * `authorId` null is the system (a status change nobody in particular made).
 * @example const eventId = await addFeedEvent(ctx, { ticketId, type: 'message', message: 'Thank you.', authorId: user.id });
 */
export async function addFeedEvent(
  ctx: AppContext,
  event: { ticketId: string; type: FeedEventType; message?: string | null; authorId: string | null; attachmentId?: string | null },
): Promise<string> {
  const id = `fev-${randomUUID()}`;
  const now = ctx.now().toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const seq = await nextSeq(ctx, trx, 'ticket_feed', event.ticketId);
    await trx
      .insertInto('ticket_feed')
      .values({
        id,
        ticket_id: event.ticketId,
        type: event.type,
        message: event.message ?? null,
        author_id: event.authorId,
        attachment_id: event.attachmentId ?? null,
        created_at: now,
        seq,
      })
      .execute();
    await trx.updateTable('tickets').set({ updated_at: now }).where('id', '=', event.ticketId).execute();
  });
  return id;
}

/**
 * The request with this id (whoever may see it: the caller has checked), or undefined.
 * @example const row = await findTicket(db, id);
 */
export function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A page of the requests in a scope, newest first, with the number of all that match.
 * @example const { rows, total } = await listTickets(db, scope, { developmentId }, 50, 0);
 */
export async function listTickets(
  db: Db,
  scope: TicketScope,
  filter: { developmentId?: string; premisesId?: string },
  limit: number,
  offset: number,
): Promise<{ rows: TicketRow[]; total: number }> {
  let query = db.selectFrom('tickets').where(inScope(scope));
  if (filter.developmentId !== undefined) query = query.where('development_id', '=', filter.developmentId);
  if (filter.premisesId !== undefined) query = query.where('premises_id', '=', filter.premisesId);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return { rows, total };
}

/**
 * Changes a request's words and status in one transaction; a change of status adds a `status`
 * event to the feed by `authorId`. The caller has checked who may change what.
 * @example await updateTicket(ctx, row, { status: 'Closed' }, user.id);
 */
export async function updateTicket(ctx: AppContext, row: TicketRow, update: { title?: string; description?: string; status?: TicketStatus }, authorId: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    if (update.title !== undefined || update.description !== undefined) {
      await trx
        .updateTable('tickets')
        .set({ title: update.title ?? row.title, description: update.description ?? row.description, updated_at: ctx.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    if (update.status !== undefined && update.status !== row.status) {
      await trx.updateTable('tickets').set({ status: update.status }).where('id', '=', row.id).execute();
      await addFeedEvent({ ...ctx, db: trx }, { ticketId: row.id, type: 'status', message: update.status, authorId });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Attachments

/**
 * Where an attachment is downloaded: a path on the API's origin (core/schemas `webUrl`), fetched
 * with the bearer token like every other call.
 * @example attachmentUrl('tkt-flat-1-leak', 'att-leak-photo'); // '/tickets/tkt-flat-1-leak/attachments/att-leak-photo'
 */
export function attachmentUrl(ticketId: string, attachmentId: string): string {
  return `/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

function attachmentJson(row: { id: string; ticket_id: string; name: string }): TicketAttachment {
  return { id: row.id, name: row.name, url: attachmentUrl(row.ticket_id, row.id) };
}

/**
 * How many files a request carries.
 * @example if ((await attachmentCount(db, ticketId)) >= 20) throw ...;
 */
export async function attachmentCount(db: Db, ticketId: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_attachments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Records a stored file as the request's attachment with its feed event, in one transaction that
 * holds the request, so the number of files is checked against every other upload: answers the
 * attachment, or null when the request already carries `max` files (nothing recorded).
 * @example const attachment = await addAttachment(ctx, { ticketId, name, storedName, contentType, size, uploadedBy: user.id }, 20);
 */
export async function addAttachment(
  ctx: AppContext,
  file: { ticketId: string; name: string; storedName: string; contentType: string; size: number; uploadedBy: string },
  max: number,
): Promise<TicketAttachment | null> {
  const id = `att-${randomUUID()}`;
  return inTransaction(ctx.db, async (trx) => {
    const seq = await nextSeq(ctx, trx, 'ticket_attachments', file.ticketId);
    if ((await attachmentCount(trx, file.ticketId)) >= max) return null;
    await trx
      .insertInto('ticket_attachments')
      .values({
        id,
        ticket_id: file.ticketId,
        name: file.name,
        stored_name: file.storedName,
        content_type: file.contentType,
        size: file.size,
        uploaded_by: file.uploadedBy,
        created_at: ctx.now().toISOString(),
        seq,
      })
      .execute();
    await addFeedEvent({ ...ctx, db: trx }, { ticketId: file.ticketId, type: 'attachment', authorId: file.uploadedBy, attachmentId: id });
    return attachmentJson({ id, ticket_id: file.ticketId, name: file.name });
  });
}

/**
 * A request's attachment as it is stored, or undefined (also for another request's attachment).
 * @example const file = await findAttachment(db, row.id, attachmentId);
 */
export function findAttachment(db: Db, ticketId: string, attachmentId: string): Promise<{ name: string; stored_name: string; content_type: string } | undefined> {
  return db
    .selectFrom('ticket_attachments')
    .select(['name', 'stored_name', 'content_type'])
    .where('id', '=', attachmentId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * The requests as the API answers them (core/schemas `Ticket`), each with its attachments in the
 * order they were uploaded.
 * @example return c.json({ data: { tickets: await ticketsJson(db, rows), total } });
 */
export async function ticketsJson(db: Db, rows: readonly TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const attachments = await db
    .selectFrom('ticket_attachments')
    .select(['id', 'ticket_id', 'name'])
    .where('ticket_id', 'in', rows.map((row) => row.id))
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    developmentId: row.development_id,
    premisesId: row.premises_id,
    title: row.title,
    description: row.description,
    attachments: attachments.filter((attachment) => attachment.ticket_id === row.id).map(attachmentJson),
    sendingRequestAs: row.sending_request_as,
    categoryId: row.category_id,
    ownerTypeCode: row.owner_type_code,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/**
 * The request with this id as the API answers it (core/schemas `Ticket`); the caller knows it exists.
 * @example return c.json({ data: await ticketJson(db, id) });
 */
export async function ticketJson(db: Db, id: string): Promise<Ticket> {
  const row = await findTicket(db, id);
  if (!row) throw new Error(`ticketJson: there is no request ${id}`);
  return (await ticketsJson(db, [row]))[0]!;
}

/**
 * A request's feed as the API answers it (core/schemas `FeedEvent`), oldest first; with `eventId`,
 * that one event only.
 * @example const feed = await feedJson(db, 'tkt-flat-1-leak');
 */
export async function feedJson(db: Db, ticketId: string, eventId?: string): Promise<FeedEvent[]> {
  let query = db
    .selectFrom('ticket_feed as f')
    .leftJoin('users as u', 'u.id', 'f.author_id')
    .leftJoin('ticket_attachments as a', 'a.id', 'f.attachment_id')
    .select([
      'f.id',
      'f.ticket_id',
      'f.type',
      'f.message',
      'f.created_at',
      'u.first_name',
      'u.last_name',
      'u.profile_picture_url',
      'u.role_types',
      'f.attachment_id',
      'a.name as attachment_name',
    ])
    .where('f.ticket_id', '=', ticketId);
  if (eventId !== undefined) query = query.where('f.id', '=', eventId);
  const rows = await query.orderBy('f.created_at').orderBy('f.seq').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.message,
    createdAt: row.created_at,
    authorName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    authorImage: row.profile_picture_url,
    // The system's own events (author null) come from the managing agent's side.
    fromStaff: row.role_types === null || (JSON.parse(row.role_types) as RoleType[]).includes('admin'),
    attachment:
      row.attachment_id === null || row.attachment_name === null
        ? null
        : attachmentJson({ id: row.attachment_id, ticket_id: row.ticket_id, name: row.attachment_name }),
  }));
}
