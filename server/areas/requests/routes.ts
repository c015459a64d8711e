import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FeedMessageRequest, TicketCreate, TicketListQuery, TicketUpdate, TICKET_ATTACHMENTS_MAX, type SendingRequestAs } from '../../../core/schemas';
import type { AppEnv, UploadRoute } from '../../area';
import { developmentAccess, ownPremises, type AuthUser } from '../core';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { isRequester, isStaffFor, ticketScope, visibleTicket } from './access';
import { requestRules, requestsMessages } from './messages';
import { acceptAttachment, attachmentAnswer, MAX_ATTACHMENT_BYTES, removeAttachment, storeAttachment } from './files';
import {
  addAttachment,
  addFeedEvent,
  attachmentCount,
  categorySlug,
  createTicket,
  feedJson,
  findAttachment,
  hasSiteStaff,
  listTickets,
  ownerTypeSlug,
  ticketCategories,
  ticketJson,
  ticketOwnerTypes,
  ticketsJson,
  updateTicket,
} from './service';
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
  const { row } = await visibleTicket(c.var.ctx.db, c.var.user, c.req.param('id') ?? '');
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
 * The routes of requests (cases; tickets in the API, spec 2 §7 Cases) and the confirmation of a
 * new correspondence address.
 * @example requestsRoutes(app);
 */
export function requestsRoutes(app: Hono<AppEnv>): void {
  // Registered before /tickets/:id, which would otherwise take these paths as ids.
  app.get('/tickets/categories', requireUser, async (c) => {
    return c.json({ data: { categories: await ticketCategories(c.var.ctx.db) } });
  });

  app.get('/tickets/owner-types', requireUser, async (c) => {
    return c.json({ data: { ownerTypes: await ticketOwnerTypes(c.var.ctx.db) } });
  });

  app.post('/tickets', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { db } = ctx;
    const body = await readJson(c, TicketCreate);
    const as = raisingRole(user, body.sendingRequestAs);
    // The development must be one the user may see in the role they raise the request in.
    const access = (await developmentAccess(db, user)).find((item) => item.developmentId === body.developmentId);
    const roleFits = as === 'client' ? access?.userRole === 'client_portal_access' : access?.userRole === 'owner' || access?.userRole === 'subtenant';
    if (!access || !roleFits) throw invalid({ developmentId: [requestRules.ownDevelopment] });

    if (as === 'client') {
      // spec 2 §2: a client's request goes to the property manager, in the category `request`,
      // whatever the body says.
      const { id } = await createTicket(ctx, {
        userId: user.id,
        developmentId: body.developmentId,
        premisesId: null,
        title: body.title,
        description: body.description,
        categorySlug: 'request',
        sendingRequestAs: 'client',
        ownerTypeSlug: 'property_manager',
      });
      return c.json({ data: await ticketJson(db, id) }, 201);
    }

    // spec 2 §5: premises and category required for customers; audience only with site staff.
    const fields: Record<string, string[]> = {};
    const premises = body.premisesId === undefined ? undefined : (await ownPremises(db, user)).get(body.premisesId);
    if (body.premisesId === undefined) fields.premisesId = [requestRules.required];
    else if (premises?.developmentId !== body.developmentId) fields.premisesId = [requestRules.ownPremises];
    const category = body.categoryId === undefined ? undefined : await categorySlug(db, body.categoryId);
    if (body.categoryId === undefined) fields.categoryId = [requestRules.required];
    else if (category === undefined) fields.categoryId = [requestRules.knownCategory];
    const siteStaff = await hasSiteStaff(db, body.developmentId);
    const ownerType = body.ownerTypeCode === undefined ? undefined : await ownerTypeSlug(db, body.ownerTypeCode);
    if (body.ownerTypeCode === undefined) {
      if (siteStaff) fields.ownerTypeCode = [requestRules.audienceRequired];
    } else if (ownerType === undefined) fields.ownerTypeCode = [requestRules.knownAudience];
    else if (ownerType === 'site_staff' && !siteStaff) fields.ownerTypeCode = [requestRules.noSiteStaff];
    if (Object.keys(fields).length > 0 || category === undefined) throw invalid(fields);

    const { id } = await createTicket(ctx, {
      userId: user.id,
      developmentId: body.developmentId,
      premisesId: body.premisesId ?? null,
      title: body.title,
      description: body.description,
      categorySlug: category,
      sendingRequestAs: 'customer',
      ...(ownerType !== undefined && { ownerTypeSlug: ownerType }),
    });
    return c.json({ data: await ticketJson(db, id) }, 201);
  });

  app.get('/tickets', requireUser, async (c) => {
    const { db } = c.var.ctx;
    const query = readQuery(c, TicketListQuery);
    const scope = await ticketScope(db, c.var.user);
    const filter = { ...(query.developmentId !== undefined && { developmentId: query.developmentId }), ...(query.premisesId !== undefined && { premisesId: query.premisesId }) };
    const { rows, total } = await listTickets(db, scope, filter, query.limit ?? DEFAULT_PAGE_SIZE, query.offset ?? 0);
    return c.json({ data: { tickets: await ticketsJson(db, rows), total } });
  });

  app.get('/tickets/:id', requireUser, async (c) => {
    const { db } = c.var.ctx;
    const { row } = await visibleTicket(db, c.var.user, c.req.param('id'));
    return c.json({ data: (await ticketsJson(db, [row]))[0] });
  });

  app.put('/tickets/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { row, scope } = await visibleTicket(ctx.db, user, c.req.param('id'));
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
    await updateTicket(ctx, row, update, user.id);
    return c.json({ data: await ticketJson(ctx.db, row.id) });
  });

  app.get('/tickets/:id/feed', requireUser, async (c) => {
    const { db } = c.var.ctx;
    const { row } = await visibleTicket(db, c.var.user, c.req.param('id'));
    return c.json({ data: { feed: await feedJson(db, row.id) } });
  });

  app.post('/tickets/:id/feed', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { row, scope } = await visibleTicket(ctx.db, user, c.req.param('id'));
    const { message } = await readJson(c, FeedMessageRequest);
    if (row.status === 'Closed') throw closed();
    const eventId = await addFeedEvent(ctx, { ticketId: row.id, type: 'message', message, authorId: user.id });
    // A staff reply tells whoever raised the request (their notifications).
    if (isStaffFor(scope, row) && !isRequester(scope, row)) await notifyRequestReply(ctx, eventId);
    return c.json({ data: (await feedJson(ctx.db, row.id, eventId))[0] }, 201);
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
    const tooMany = () => new HttpError(409, [requestsMessages.tooManyFiles(MAX_ATTACHMENTS_PER_TICKET)]);
    // Checked before the file is kept, and again as it is recorded (another upload may come first).
    if ((await attachmentCount(ctx.db, ticketId)) >= MAX_ATTACHMENTS_PER_TICKET) throw tooMany();

    const bytes = new Uint8Array(await file.arrayBuffer());
    const { name, contentType } = acceptAttachment(bytes, file.type, file.name);
    const storedName = storeAttachment(ctx, bytes);
    const attachment = await addAttachment(ctx, { ticketId, name, storedName, contentType, size: bytes.length, uploadedBy: user.id }, MAX_ATTACHMENTS_PER_TICKET).catch(
      (error: unknown) => {
        removeAttachment(ctx, storedName);
        throw error;
      },
    );
    if (!attachment) {
      removeAttachment(ctx, storedName);
      throw tooMany();
    }
    return c.json({ data: attachment }, 201);
  });

  app.get('/tickets/:id/attachments/:attachmentId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { row } = await visibleTicket(ctx.db, user, c.req.param('id'));
    const attachment = await findAttachment(ctx.db, row.id, c.req.param('attachmentId'));
    if (!attachment) throw notFound('Attachment');
    return attachmentAnswer(c, ctx, attachment);
  });
}
