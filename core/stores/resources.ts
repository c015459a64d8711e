// The user's data as the page's stores (one per resource; the rule for what is a store is in
// core/README.md). By file, not through the core/api barrel: an element bundle that imports a barrel
// loads every module another element shares through it.
import { getCharges } from '../api/endpoints/charges';
import { getDevelopments } from '../api/endpoints/developments';
import { filterNews } from '../api/endpoints/news';
import { getPremises } from '../api/endpoints/premises';
import { ownerDevelopments } from '../domain/permissions';
import { getTicketCategories, getTicketOwnerTypes, listTickets } from '../api/endpoints/tickets';
import type { ChargesResponse } from '../schemas/charges';
import type { Development } from '../schemas/developments';
import type { NewsItem } from '../schemas/news';
import type { Premises } from '../schemas/premises';
import type { TicketCategory, TicketListQuery, TicketOwnerType, TicketsResponse } from '../schemas/tickets';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /developments`: the user's developments, with their premises. Read by the dashboard, the
 * developments pages, the news, the premises, the raise form and the in-breach notice: one request.
 * @example const { data } = useStore($developments);
 */
export const $developments: ResourceStore<Development[]> = resourceStore({
  name: 'developments',
  load: () => getDevelopments(),
  changedBy: ['/premises'],
});

/**
 * `GET /charges`: the charges of the user's premises (the charges widget, the premises pages).
 * @example const { data } = useStore($charges); data?.totalBalance
 */
export const $charges: ResourceStore<ChargesResponse> = resourceStore({ name: 'charges', load: () => getCharges() });

/**
 * The developments for a load that needs their ids: the page's answer, or the load of them in
 * flight (never a second request). A failure is theirs, so the view shows why.
 */
async function loadedDevelopments(): Promise<Development[]> {
  // A failure another view still shows is asked again, not taken as this load's answer.
  if ($developments.get().error !== undefined) $developments.revalidate();
  const result = await $developments.fetch();
  if ('error' in result) throw result.error;
  return result.data;
}

/**
 * The news of every development of the user (`POST /news/filter` with the ids of `$developments`).
 * @example const { data } = useStore($news);
 */
export const $news: ResourceStore<NewsItem[]> = resourceStore({
  name: 'news',
  load: async () => {
    const ids = (await loadedDevelopments()).map((development) => development.id);
    return ids.length === 0 ? [] : filterNews(ids);
  },
});

const developmentNews = { name: 'development-news', load: (developmentId: string) => filterNews([developmentId]) };

/**
 * The news of one development (its news tab).
 * @example const { data } = useStore(developmentNewsStore('d-riverside'));
 */
export function developmentNewsStore(developmentId: string): ResourceStore<NewsItem[]> {
  return resourceStore(developmentNews, developmentId);
}

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

/**
 * The details (`GET /premises/{id}`) of every premises the premises pages list (core/domain
 * `ownerDevelopments`),
 * by id: the premises pages mark the one main residence
 * across all of them.
 * @example const { data } = useStore($premisesDetails); data?.['p-flat-1']
 */
export const $premisesDetails: ResourceStore<Record<string, Premises>> = resourceStore({
  name: 'premises',
  changedBy: ['/premises'],
  load: async () => {
    const ids = ownerDevelopments(await loadedDevelopments()).flatMap((development) => development.premises.map((premises) => premises.id));
    const loaded = await Promise.all(ids.map((id) => getPremises(id)));
    return Object.fromEntries(loaded.map((premises) => [premises.id, premises]));
  },
});
