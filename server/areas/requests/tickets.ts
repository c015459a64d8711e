import { randomUUID } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FeedMessageRequest,
  TicketCreate,
  TicketListQuery,
  TicketUpdate,
  TICKET_ATTACHMENTS_MAX,
  type SendingRequestAs,
  type TicketCategory,
  type TicketOwnerType,
} from '../../../core/schemas';
import type { AppEnv, UploadRoute } from '../../area';
import { developmentAccess, ownPremises, type AuthUser } from '../core';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { isRequester, isStaffFor, scopeCondition, ticketScope, visibleTicket } from './access';
import { requestRules, requestsMessages } from './messages';
import { acceptAttachment, attachmentAnswer, MAX_ATTACHMENT_BYTES, storeAttachment } from './files';
import { addFeedEvent, createTicket, feedJson, ticketJson, type TicketRow } from './service';
import { notifyRequestReply } from '../notifications';

/** How many requests `GET /tickets` answers when the query names no limit. */
const DEFAULT_PAGE_SIZE = 50;
/** How many files one request may carry (core/schemas, which the portal checks too): enough for any report, and a bound on the disk it takes. */
const MAX_ATTACHMENTS_PER_TICKET = TICKET_ATTACHMENTS_MAX;
// A multipart body carries the file plus its boundaries and part headers.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const closed = () => new HttpError(409, [requestsMessages.closed]);

/** 400 with one message per field, in the envelope `validated()` uses for struct failures. */
function invalid(fields: Record<string, string[]>): HttpError {
  const messages = Object.entries(fields).flatMap(([field, texts]) => texts.map((text) => `${field}: ${text}`));
  return new HttpError(400, messages, { fields });
}

/**
 * Which role a request is raised in (spec 2 §6: clients raise requests as client, customers as
 * customer): the one asked for when the user holds it, else their own; staff raise none.
 */
function raisingRole(user: AuthUser, asked: SendingRequestAs): SendingRequestAs {
  if (user.roleTypes.includes(asked)) return asked;
  if (user.roleTypes.includes('customer')) return 'customer';
  if (user.roleTypes.includes('client')) return 'client';
  throw new HttpError(403, [requestsMessages.staffCannotRaise]);
}

// The ticket is checked before a multipart body is read, so nobody can make the API take in
// 10 MB for a request that is not theirs or is closed.
const ticketOpenForUpload: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { row } = visibleTicket(c.var.ctx.db, c.var.user, c.req.param('id') ?? '');
  if (row.status === 'Closed') throw closed();
  await next();
};

const tooLarge = () => new HttpError(413, [requestsMessages.tooLarge]);

// Hono's bodyLimit refuses a body whose Content-Length is too large before reading any of it,
// and stops reading a chunked body as soon as it passes the limit.
/**
 * The attachment upload (multipart), whose body limit is its own.
 * @example export const requestsArea: ServerArea = { ..., uploads: [ATTACHMENT_UPLOAD] };
 */
export const ATTACHMENT_UPLOAD: UploadRoute = { method: 'POST', path: /^\/tickets\/[^/]+\/attachments$/ };

const uploadLimit = bodyLimit({
  maxSize: MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * The routes of requests (cases; tickets in the API, spec 2 §7 Cases).
 * @example ticketRoutes(app);
 */
export function ticketRoutes(app: Hono<AppEnv>): void {
  // Registered before /tickets/:id, which would otherwise take these paths as ids.
  app.get('/tickets/categories', requireUser, (c) => {
    const categories = c.var.ctx.db.prepare<[], TicketCategory>('SELECT id, name, slug FROM ticket_categories ORDER BY position').all();
    return c.json({ data: { categories } });
  });

  app.get('/tickets/owner-types', requireUser, (c) => {
    const ownerTypes = c.var.ctx.db.prepare<[], TicketOwnerType>('SELECT code, name, slug FROM ticket_owner_types ORDER BY position').all();
    return c.json({ data: { ownerTypes } });
  });

  app.post('/tickets', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { db } = ctx;
    const body = await readJson(c, TicketCreate);
    const as = raisingRole(user, body.sendingRequestAs);
    // The development must be one the user may see in the role they raise the request in.
    const access = developmentAccess(db, user).find((item) => item.developmentId === body.developmentId);
    const roleFits = as === 'client' ? access?.userRole === 'client_portal_access' : access?.userRole === 'owner' || access?.userRole === 'subtenant';
    if (!access || !roleFits) throw invalid({ developmentId: [requestRules.ownDevelopment] });

    if (as === 'client') {
      // spec 2 §2: a client's request goes to the property manager, in the category `request`,
      // whatever the body says.
      const { id } = createTicket(ctx, {
        userId: user.id,
        developmentId: body.developmentId,
        premisesId: null,
        title: body.title,
        description: body.description,
        categorySlug: 'request',
        sendingRequestAs: 'client',
        ownerTypeSlug: 'property_manager',
      });
      return c.json({ data: ticketJson(db, findTicket(db, id)) }, 201);
    }

    // spec 2 §5: premises and category required for customers; audience only with site staff.
    const fields: Record<string, string[]> = {};
    const premises = body.premisesId === undefined ? undefined : ownPremises(db, user).get(body.premisesId);
    if (body.premisesId === undefined) fields.premisesId = [requestRules.required];
    else if (premises?.developmentId !== body.developmentId) fields.premisesId = [requestRules.ownPremises];
    const category =
      body.categoryId === undefined ? undefined : db.prepare<[string], { slug: string }>('SELECT slug FROM ticket_categories WHERE id = ?').get(body.categoryId);
    if (body.categoryId === undefined) fields.categoryId = [requestRules.required];
    else if (!category) fields.categoryId = [requestRules.knownCategory];
    const { has_site_staff: hasSiteStaff } = db
      .prepare<[string], { has_site_staff: number }>('SELECT has_site_staff FROM developments WHERE id = ?')
      .get(body.developmentId)!;
    const ownerType =
      body.ownerTypeCode === undefined
        ? undefined
        : db.prepare<[string], { slug: string }>('SELECT slug FROM ticket_owner_types WHERE code = ?').get(body.ownerTypeCode);
    if (body.ownerTypeCode === undefined) {
      if (hasSiteStaff) fields.ownerTypeCode = [requestRules.audienceRequired];
    } else if (!ownerType) fields.ownerTypeCode = [requestRules.knownAudience];
    else if (ownerType.slug === 'site_staff' && !hasSiteStaff) fields.ownerTypeCode = [requestRules.noSiteStaff];
    if (Object.keys(fields).length > 0 || !category) throw invalid(fields);

    const { id } = createTicket(ctx, {
      userId: user.id,
      developmentId: body.developmentId,
      premisesId: body.premisesId ?? null,
      title: body.title,
      description: body.description,
      categorySlug: category.slug,
      sendingRequestAs: 'customer',
      ...(ownerType && { ownerTypeSlug: ownerType.slug }),
    });
    return c.json({ data: ticketJson(db, findTicket(db, id)) }, 201);
  });

  app.get('/tickets', requireUser, (c) => {
    const { db } = c.var.ctx;
    const query = readQuery(c, TicketListQuery);
    const { sql, params } = scopeCondition(ticketScope(db, c.var.user));
    const where = `${sql} AND (? IS NULL OR t.development_id = ?) AND (? IS NULL OR t.premises_id = ?)`;
    const values = [...params, query.developmentId ?? null, query.developmentId ?? null, query.premisesId ?? null, query.premisesId ?? null];
    const { total } = db.prepare<unknown[], { total: number }>(`SELECT COUNT(*) AS total FROM tickets t WHERE ${where}`).get(...values)!;
    const rows = db
      .prepare<unknown[], TicketRow>(`SELECT t.* FROM tickets t WHERE ${where} ORDER BY t.created_at DESC, t.id LIMIT ? OFFSET ?`)
      .all(...values, query.limit ?? DEFAULT_PAGE_SIZE, query.offset ?? 0);
    return c.json({ data: { tickets: rows.map((row) => ticketJson(db, row)), total } });
  });

  app.get('/tickets/:id', requireUser, (c) => {
    const { db } = c.var.ctx;
    const { row } = visibleTicket(db, c.var.user, c.req.param('id'));
    return c.json({ data: ticketJson(db, row) });
  });

  app.put('/tickets/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { row, scope } = visibleTicket(ctx.db, user, c.req.param('id'));
    const update = await readJson(c, TicketUpdate);
    const requester = isRequester(scope, row);
    const staff = isStaffFor(scope, row);
    const wordsChange = update.title !== undefined || update.description !== undefined;
    if (wordsChange && !requester) throw new HttpError(403, [requestsMessages.wordsByRequesterOnly]);
    if (update.status !== undefined && update.status !== 'Closed' && !staff) {
      throw new HttpError(403, [requestsMessages.statusByStaffOnly]);
    }
    // A closed request's words stay as they were, unless staff reopen it in the same change.
    if (wordsChange && row.status === 'Closed' && (update.status ?? 'Closed') === 'Closed') throw closed();
    ctx.db.transaction(() => {
      if (wordsChange) {
        ctx.db
          .prepare('UPDATE tickets SET title = ?, description = ?, updated_at = ? WHERE id = ?')
          .run(update.title ?? row.title, update.description ?? row.description, ctx.now().toISOString(), row.id);
      }
      if (update.status !== undefined && update.status !== row.status) {
        ctx.db.prepare('UPDATE tickets SET status = ? WHERE id = ?').run(update.status, row.id);
        addFeedEvent(ctx, { ticketId: row.id, type: 'status', message: update.status, authorId: user.id });
      }
    })();
    return c.json({ data: ticketJson(ctx.db, findTicket(ctx.db, row.id)) });
  });

  app.get('/tickets/:id/feed', requireUser, (c) => {
    const { db } = c.var.ctx;
    const { row } = visibleTicket(db, c.var.user, c.req.param('id'));
    return c.json({ data: { feed: feedJson(db, row.id) } });
  });

  app.post('/tickets/:id/feed', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { row, scope } = visibleTicket(ctx.db, user, c.req.param('id'));
    const { message } = await readJson(c, FeedMessageRequest);
    if (row.status === 'Closed') throw closed();
    const eventId = addFeedEvent(ctx, { ticketId: row.id, type: 'message', message, authorId: user.id });
    // A staff reply tells whoever raised the request (their notifications).
    if (isStaffFor(scope, row) && !isRequester(scope, row)) notifyRequestReply(ctx, eventId);
    return c.json({ data: feedJson(ctx.db, row.id, eventId)[0] }, 201);
  });

  app.post('/tickets/:id/attachments', requireUser, ticketOpenForUpload, uploadLimit, async (c) => {
    const { ctx, user } = c.var;
    const ticketId = c.req.param('id');
    if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) {
      throw new HttpError(400, [requestsMessages.notMultipart]);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new HttpError(400, [requestsMessages.unreadableMultipart]);
    }
    const file = form.file;
    if (!(file instanceof File)) throw invalid({ file: [requestRules.required] });
    if (file.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
    if (file.size === 0) throw invalid({ file: [requestRules.emptyFile] });
    const { count } = ctx.db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM ticket_attachments WHERE ticket_id = ?').get(ticketId)!;
    if (count >= MAX_ATTACHMENTS_PER_TICKET) throw new HttpError(409, [requestsMessages.tooManyFiles(MAX_ATTACHMENTS_PER_TICKET)]);

    const bytes = new Uint8Array(await file.arrayBuffer());
    const { name, contentType } = acceptAttachment(bytes, file.type, file.name);
    const attachmentId = `att-${randomUUID()}`;
    const storedName = storeAttachment(ctx, bytes);
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          `INSERT INTO ticket_attachments (id, ticket_id, name, stored_name, content_type, size, uploaded_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(attachmentId, ticketId, name, storedName, contentType, bytes.length, user.id, ctx.now().toISOString());
      addFeedEvent(ctx, { ticketId, type: 'attachment', authorId: user.id, attachmentId });
    })();
    const attachment = ticketJson(ctx.db, findTicket(ctx.db, ticketId)).attachments.find((item) => item.id === attachmentId);
    return c.json({ data: attachment }, 201);
  });

  app.get('/tickets/:id/attachments/:attachmentId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { row } = visibleTicket(ctx.db, user, c.req.param('id'));
    const attachment = ctx.db
      .prepare<[string, string], { name: string; stored_name: string; content_type: string }>(
        'SELECT name, stored_name, content_type FROM ticket_attachments WHERE id = ? AND ticket_id = ?',
      )
      .get(c.req.param('attachmentId'), row.id);
    if (!attachment) throw notFound('Attachment');
    return attachmentAnswer(c, ctx, attachment);
  });
}

function findTicket(db: AppEnv['Variables']['ctx']['db'], id: string): TicketRow {
  return db.prepare<[string], TicketRow>('SELECT * FROM tickets WHERE id = ?').get(id)!;
}
