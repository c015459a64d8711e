/**
 * Samples of the demo data: requests (tickets): categories, owner types, tickets, their feeds and
 * what the client sends. How to use them: README.md beside this file.
 */
import type { FeedEvent, FeedMessageRequest, Ticket, TicketCategoriesResponse, TicketCategory, TicketCreate, TicketFeedResponse, TicketListQuery, TicketOwnerType, TicketOwnerTypesResponse, TicketsResponse, TicketUpdate } from '../../schemas';
import { sampleIds } from './ids';

/**
 * The category clients always use.
 *
 * @example
 * sampleTicketCategory.slug; // 'request'
 */
export const sampleTicketCategory: TicketCategory = {
  id: sampleIds.categoryRequest,
  name: 'General request',
  slug: 'request',
};

/**
 * Request categories.
 *
 * @example
 * sampleTicketCategoriesResponse.categories.length; // 2
 */
export const sampleTicketCategoriesResponse: TicketCategoriesResponse = {
  categories: [sampleTicketCategory, { id: sampleIds.categoryRepair, name: 'Repair', slug: 'repair' }],
};

/**
 * The owner type clients address.
 *
 * @example
 * sampleTicketOwnerType.slug; // 'property_manager'
 */
export const sampleTicketOwnerType: TicketOwnerType = {
  code: 'PM',
  name: 'Property manager',
  slug: 'property_manager',
};

/**
 * Owner types (audiences).
 *
 * @example
 * sampleTicketOwnerTypesResponse.ownerTypes.length; // 2
 */
export const sampleTicketOwnerTypesResponse: TicketOwnerTypesResponse = {
  ownerTypes: [sampleTicketOwnerType, { code: 'SS', name: 'Site staff', slug: 'site_staff' }],
};

/**
 * Olivia Owner's request about a leak in Flat 1, with a photo.
 *
 * @example
 * sampleTicket.title; // 'Leak in the bathroom ceiling'
 */
export const sampleTicket: Ticket = {
  id: sampleIds.leakTicket,
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat1,
  title: 'Leak in the bathroom ceiling',
  description: 'Water is dripping from the light fitting in the bathroom of Flat 1 since this morning.',
  attachments: [{ id: 'att-leak-photo', name: 'leak.jpg', url: 'https://files.example.com/tickets/leak.jpg' }],
  sendingRequestAs: 'customer',
  categoryId: sampleIds.categoryRepair,
  ownerTypeCode: 'SS',
  status: 'In progress',
  createdAt: '2026-11-19T07:45:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
};

/**
 * Olivia Owner's requests.
 *
 * @example
 * sampleTicketsResponse.total; // 3
 */
export const sampleTicketsResponse: TicketsResponse = {
  tickets: [
    sampleTicket,
    {
      ...sampleTicket,
      id: 'tkt-flat-2-parking',
      premisesId: sampleIds.flat2,
      title: 'Second parking permit',
      description: 'Could Flat 2 have a second parking permit for a visitor?',
      attachments: [],
      categoryId: sampleIds.categoryRequest,
      ownerTypeCode: 'PM',
      status: 'Open',
      createdAt: '2026-11-05T16:20:00.000Z',
      updatedAt: '2026-11-05T16:20:00.000Z',
    },
    {
      ...sampleTicket,
      id: 'tkt-apartment-12-intercom',
      developmentId: sampleIds.elmCourt,
      premisesId: sampleIds.apartment12,
      title: 'Intercom not ringing',
      description: 'The intercom for Apartment 12 does not ring in the flat.',
      attachments: [],
      ownerTypeCode: null,
      status: 'Resolved',
      createdAt: '2026-09-14T11:00:00.000Z',
      updatedAt: '2026-09-20T14:10:00.000Z',
    },
  ],
  total: 3,
};

/**
 * A staff reply in the leak request's feed.
 *
 * @example
 * sampleFeedEvent.fromStaff; // true
 */
export const sampleFeedEvent: FeedEvent = {
  id: 'fev-leak-2',
  type: 'message',
  message: 'A plumber will call on Monday morning.',
  createdAt: '2026-11-20T09:15:00.000Z',
  authorName: 'Manny Manager',
  authorImage: null,
  fromStaff: true,
  attachment: null,
};

/**
 * The leak request's feed, oldest first.
 *
 * @example
 * sampleTicketFeedResponse.feed.length; // 3
 */
export const sampleTicketFeedResponse: TicketFeedResponse = {
  feed: [
    {
      id: 'fev-leak-1',
      type: 'attachment',
      message: null,
      createdAt: '2026-11-19T07:46:00.000Z',
      authorName: 'Olivia Owner',
      authorImage: null,
      fromStaff: false,
      attachment: sampleTicket.attachments[0]!,
    },
    sampleFeedEvent,
    {
      id: 'fev-leak-3',
      type: 'status',
      message: 'In progress',
      createdAt: '2026-11-20T09:16:00.000Z',
      authorName: null,
      authorImage: null,
      fromStaff: true,
      attachment: null,
    },
  ],
};

/**
 * Olivia Owner raising the leak request.
 *
 * @example
 * sampleTicketCreate.sendingRequestAs; // 'customer'
 */
export const sampleTicketCreate: TicketCreate = {
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat1,
  title: 'Leak in the bathroom ceiling',
  description: 'Water is dripping from the light fitting in the bathroom of Flat 1 since this morning.',
  sendingRequestAs: 'customer',
  categoryId: sampleIds.categoryRepair,
  ownerTypeCode: 'SS',
};

/**
 * Clara Client raising a request for the property manager.
 *
 * @example
 * sampleClientTicketCreate.sendingRequestAs; // 'client'
 */
export const sampleClientTicketCreate: TicketCreate = {
  developmentId: sampleIds.riversideWharf,
  title: 'Quarterly budget report',
  description: 'Please send the Q4 budget report for Riverside Wharf.',
  sendingRequestAs: 'client',
  categoryId: sampleIds.categoryRequest,
  ownerTypeCode: 'PM',
};

/**
 * A sharper subject for the leak request.
 *
 * @example
 * sampleTicketUpdate.title;
 */
export const sampleTicketUpdate: TicketUpdate = { title: 'Leak in the bathroom ceiling (getting worse)' };

/**
 * Olivia Owner answering in the leak request's feed.
 *
 * @example
 * sampleFeedMessage.message;
 */
export const sampleFeedMessage: FeedMessageRequest = { message: 'Thank you, Monday morning suits me.' };

/**
 * The dashboard's first five requests of Riverside Wharf, as the query string arrives.
 *
 * @example
 * sampleTicketListQuery.limit; // 5
 */
export const sampleTicketListQuery: TicketListQuery = {
  developmentId: sampleIds.riversideWharf,
  limit: 5,
  offset: 0,
};
