import {
  FeedEvent,
  Ticket,
  TicketAttachment,
  TicketCategoriesResponse,
  TicketFeedResponse,
  TicketOwnerTypesResponse,
  TicketsResponse,
  type TicketCategory,
  type TicketCreate,
  type TicketListQuery,
  type TicketOwnerType,
  type TicketUpdate,
} from '../../schemas/tickets';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';
import { sendWithProgress, type UploadProgress } from '../upload';

// spec 2 §7 Cases: requests (tickets), their feeds and attachments.

/**
 * `GET /tickets`: the user's requests, newest first, with the count of all that match.
 * @example const { tickets, total } = await listTickets({ limit: 10, offset: 0 });
 */
export function listTickets(query: TicketListQuery = {}, call?: CallOptions): Promise<TicketsResponse> {
  return request({ method: 'GET', path: '/tickets', query: { ...query }, schema: TicketsResponse, ...call });
}

/**
 * `GET /tickets/{id}`: one request.
 * @example const ticket = await getTicket('tkt-flat-1-leak');
 */
export function getTicket(ticketId: string, call?: CallOptions): Promise<Ticket> {
  return request({ method: 'GET', path: apiPath`/tickets/${ticketId}`, schema: Ticket, ...call });
}

/**
 * `POST /tickets`: raises a request; answers it as created.
 * @example const ticket = await createTicket({ developmentId, premisesId, title, description, sendingRequestAs: 'customer', categoryId });
 */
export async function createTicket(body: TicketCreate, call?: CallOptions): Promise<Ticket> {
  return announceChange('/tickets', await request({ method: 'POST', path: '/tickets', body, schema: Ticket, ...call }));
}

/**
 * `PUT /tickets/{id}`: a new subject, message or status (the raiser may only close it).
 * @example await updateTicket('tkt-flat-1-leak', { status: 'Closed' });
 */
export async function updateTicket(ticketId: string, body: TicketUpdate, call?: CallOptions): Promise<Ticket> {
  const answer = await request({ method: 'PUT', path: apiPath`/tickets/${ticketId}`, body, schema: Ticket, ...call });
  return announceChange(apiPath`/tickets/${ticketId}`, answer);
}

/**
 * `GET /tickets/{id}/feed`: the request's feed, oldest first.
 * @example const feed = await getTicketFeed('tkt-flat-1-leak');
 */
export async function getTicketFeed(ticketId: string, call?: CallOptions): Promise<FeedEvent[]> {
  const { feed } = await request({ method: 'GET', path: apiPath`/tickets/${ticketId}/feed`, schema: TicketFeedResponse, ...call });
  return feed;
}

/**
 * `POST /tickets/{id}/feed`: posts a message to the request's feed; answers the new event.
 * @example const event = await postTicketMessage('tkt-flat-1-leak', 'Monday morning suits me.');
 */
export async function postTicketMessage(ticketId: string, message: string, call?: CallOptions): Promise<FeedEvent> {
  const answer = await request({ method: 'POST', path: apiPath`/tickets/${ticketId}/feed`, body: { message }, schema: FeedEvent, ...call });
  return announceChange(apiPath`/tickets/${ticketId}/feed`, answer);
}

/**
 * `POST /tickets/{id}/attachments`: uploads one file (multipart field `file`), reporting progress.
 * The default time-out is longer than other calls': a 10 MB photo on a slow line takes a while.
 * @example const attachment = await uploadTicketAttachment('tkt-flat-1-leak', file, (p) => setProgress(p));
 */
export function uploadTicketAttachment(
  ticketId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  call?: CallOptions,
): Promise<TicketAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request({
    method: 'POST',
    path: apiPath`/tickets/${ticketId}/attachments`,
    body,
    schema: TicketAttachment,
    send: sendWithProgress(onProgress),
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...call,
  });
}

/** An upload is aborted after two minutes without an answer. @example UPLOAD_TIMEOUT_MS // 120000 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `GET /tickets/categories`: the request categories, in display order.
 * @example const categories = await getTicketCategories();
 */
export async function getTicketCategories(call?: CallOptions): Promise<TicketCategory[]> {
  const { categories } = await request({ method: 'GET', path: '/tickets/categories', schema: TicketCategoriesResponse, ...call });
  return categories;
}

/**
 * `GET /tickets/owner-types`: the audiences a request can address.
 * @example const ownerTypes = await getTicketOwnerTypes();
 */
export async function getTicketOwnerTypes(call?: CallOptions): Promise<TicketOwnerType[]> {
  const { ownerTypes } = await request({ method: 'GET', path: '/tickets/owner-types', schema: TicketOwnerTypesResponse, ...call });
  return ownerTypes;
}
