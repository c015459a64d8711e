import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FeedEvent, FeedEventType, RoleType, SendingRequestAs, Ticket, TicketAttachment, TicketStatus } from '../../../core/schemas';
import type { AppContext } from '../../area';

/**
 * A row of `tickets` as SQLite answers it.
 * @example const row = db.prepare<[string], TicketRow>('SELECT * FROM tickets WHERE id = ?').get(id);
 */
export interface TicketRow {
  id: string;
  user_id: string;
  development_id: string;
  premises_id: string | null;
  title: string;
  description: string;
  sending_request_as: SendingRequestAs;
  category_id: string | null;
  owner_type_code: string | null;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

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
 * transaction, and answers its id. This is the service behind `POST /tickets` and the one other
 * areas call when an action of theirs raises a request (a correspondence-address change, spec 1
 * §8). It trusts its caller on who may raise what: the route checks the development, premises and
 * audience rules first. Texts are stored as given (the 150/500 limits are the form's and the
 * route's). An unknown category or owner type slug is a programming error and throws.
 * @example
 * const { id } = createTicket(ctx, {
 *   userId: user.id, developmentId: 'dev-riverside-wharf', premisesId: 'pre-riverside-flat-1',
 *   title: 'Change of correspondence address', description: 'New address: 2 Mill Lane, Leeds LS1 1AA',
 *   categorySlug: 'correspondence_address', sendingRequestAs: 'customer', ownerTypeSlug: 'property_manager',
 * });
 */
export function createTicket(ctx: AppContext, input: NewTicket): { id: string } {
  const { db } = ctx;
  const category = db.prepare<[string], { id: string }>('SELECT id FROM ticket_categories WHERE slug = ?').get(input.categorySlug);
  if (!category) throw new Error(`createTicket: no ticket category has the slug "${input.categorySlug}"`);
  let ownerTypeCode: string | null = null;
  if (input.ownerTypeSlug !== undefined) {
    const ownerType = db.prepare<[string], { code: string }>('SELECT code FROM ticket_owner_types WHERE slug = ?').get(input.ownerTypeSlug);
    if (!ownerType) throw new Error(`createTicket: no ticket owner type has the slug "${input.ownerTypeSlug}"`);
    ownerTypeCode = ownerType.code;
  }
  const id = `tkt-${randomUUID()}`;
  const now = ctx.now().toISOString();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO tickets (id, user_id, development_id, premises_id, title, description, sending_request_as, category_id,
         owner_type_code, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Open', ?, ?)`,
    ).run(id, input.userId, input.developmentId, input.premisesId, input.title, input.description, input.sendingRequestAs, category.id, ownerTypeCode, now, now);
    addFeedEvent(ctx, { ticketId: id, type: 'status', message: 'Open', authorId: input.userId });
  })();
  return { id };
}

/**
 * Records one event in a request's feed and marks the request as updated; answers the event's id.
 * `authorId` null is the system (a status change nobody in particular made).
 * @example addFeedEvent(ctx, { ticketId, type: 'message', message: 'Thank you.', authorId: user.id });
 */
export function addFeedEvent(
  ctx: AppContext,
  event: { ticketId: string; type: FeedEventType; message?: string | null; authorId: string | null; attachmentId?: string | null },
): string {
  const id = `fev-${randomUUID()}`;
  const now = ctx.now().toISOString();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO ticket_feed (id, ticket_id, type, message, author_id, attachment_id, created_at, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM ticket_feed WHERE ticket_id = ?))`,
      )
      .run(id, event.ticketId, event.type, event.message ?? null, event.authorId, event.attachmentId ?? null, now, event.ticketId);
    ctx.db.prepare('UPDATE tickets SET updated_at = ? WHERE id = ?').run(now, event.ticketId);
  })();
  return id;
}

/**
 * Where an attachment is downloaded: a path on the API's origin (core/schemas `webUrl`), fetched
 * with the bearer token like every other call.
 * @example attachmentUrl('tkt-flat-1-leak', 'att-leak-photo'); // '/tickets/tkt-flat-1-leak/attachments/att-leak-photo'
 */
export function attachmentUrl(ticketId: string, attachmentId: string): string {
  return `/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

interface AttachmentRow {
  id: string;
  ticket_id: string;
  name: string;
}

function attachmentJson(row: AttachmentRow): TicketAttachment {
  return { id: row.id, name: row.name, url: attachmentUrl(row.ticket_id, row.id) };
}

/**
 * The request as the API answers it (core/schemas `Ticket`), with its attachments, oldest first.
 * @example return c.json({ data: ticketJson(db, row) });
 */
export function ticketJson(db: Database.Database, row: TicketRow): Ticket {
  const attachments = db
    .prepare<[string], AttachmentRow>('SELECT id, ticket_id, name FROM ticket_attachments WHERE ticket_id = ? ORDER BY created_at, rowid')
    .all(row.id);
  return {
    id: row.id,
    developmentId: row.development_id,
    premisesId: row.premises_id,
    title: row.title,
    description: row.description,
    attachments: attachments.map(attachmentJson),
    sendingRequestAs: row.sending_request_as,
    categoryId: row.category_id,
    ownerTypeCode: row.owner_type_code,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

interface FeedRow {
  id: string;
  ticket_id: string;
  type: FeedEventType;
  message: string | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  role_types: string | null;
  attachment_id: string | null;
  attachment_name: string | null;
}

/**
 * A request's feed as the API answers it (core/schemas `FeedEvent`), oldest first; with `eventId`,
 * that one event only.
 * @example const feed = feedJson(db, 'tkt-flat-1-leak');
 */
export function feedJson(db: Database.Database, ticketId: string, eventId?: string): FeedEvent[] {
  const rows = db
    .prepare<[string, string | null, string | null], FeedRow>(
      `SELECT f.id, f.ticket_id, f.type, f.message, f.created_at, u.first_name, u.last_name, u.profile_picture_url, u.role_types,
              f.attachment_id, a.name AS attachment_name
         FROM ticket_feed f
         LEFT JOIN users u ON u.id = f.author_id
         LEFT JOIN ticket_attachments a ON a.id = f.attachment_id
        WHERE f.ticket_id = ? AND (? IS NULL OR f.id = ?)
        ORDER BY f.created_at, f.seq`,
    )
    .all(ticketId, eventId ?? null, eventId ?? null);
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

/**
 * The id of the user's public notification-preferences page (`/notification-preferences/{id}`,
 * linked from e-mails), made on first use. The id is the page's only key, so a new one is random
 * (`np-` and a UUID: unguessable); only the demo page NP-OWNER-1 has a readable id.
 * @example const link = `/notification-preferences/${notificationPreferencesPageFor(ctx, user.id)}`;
 */
export function notificationPreferencesPageFor(ctx: AppContext, userId: string): string {
  const existing = ctx.db.prepare<[string], { id: string }>('SELECT id FROM notification_preference_pages WHERE user_id = ?').get(userId);
  if (existing) return existing.id;
  const id = `np-${randomUUID()}`;
  ctx.db.prepare('INSERT INTO notification_preference_pages (id, user_id, created_at) VALUES (?, ?, ?)').run(id, userId, ctx.now().toISOString());
  return id;
}
