// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import { getTicketCategories, getTicketOwnerTypes, listTickets } from '../api/endpoints/tickets';
import type { TicketCategory, TicketListQuery, TicketOwnerType, TicketsResponse } from '../schemas/tickets';
import { resourceStore, type ResourceStore } from './query';

const tickets = {
  name: 'tickets',
  load: (query: string) => listTickets(JSON.parse(query) as TicketListQuery),
  changedBy: ['/tickets'],
};

/**
 * `GET /tickets` for one page of the user's requests (optionally of one development); raising a
 * request or writing on one reads every page again.
 * @example const { data } = useStore(ticketsStore({ limit: 5, offset: 0 }));
 */
export function ticketsStore(query: TicketListQuery): ResourceStore<TicketsResponse> {
  const { developmentId, premisesId, limit, offset } = query;
  // The key orders the fields, so the same page is one store whichever order the caller wrote.
  return resourceStore(tickets, JSON.stringify({ developmentId, premisesId, limit, offset }));
}

/**
 * `GET /tickets/categories`: the categories a request is raised in (the raise form, Link another premises).
 * @example const { data } = useStore($ticketCategories);
 */
export const $ticketCategories: ResourceStore<TicketCategory[]> = resourceStore({ name: 'ticket-categories', load: () => getTicketCategories() });

/**
 * `GET /tickets/owner-types`: who a request at a development with site staff is for.
 * @example const { data } = useStore($ticketOwnerTypes);
 */
export const $ticketOwnerTypes: ResourceStore<TicketOwnerType[]> = resourceStore({ name: 'ticket-owner-types', load: () => getTicketOwnerTypes() });
