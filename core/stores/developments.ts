// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import { getDevelopments } from '../api/endpoints/developments';
import type { Development } from '../schemas/developments';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /developments`: the user's developments, with their premises. Read by the dashboard, the
 * developments pages, the news, the premises, the raise form and the in-breach notice: one request.
 * @example const { data } = useStore($developments);
 */
export const $developments: ResourceStore<Development[]> = resourceStore({
  name: 'developments',
  load: () => getDevelopments(),
  // A development's own change (its image, its pages) as well as a premises': the list holds both.
  // An accepted contact offer (core/api/endpoints/contact-offers) brings a premises.
  changedBy: ['/premises', '/developments', '/user/contact-offers'],
});

/**
 * The developments for a load that needs their ids: the page's answer, or the load of them in
 * flight (never a second request). A failure is theirs, so the view shows why.
 */
export async function loadedDevelopments(): Promise<Development[]> {
  // A failure another view still shows is asked again, not taken as this load's answer.
  if ($developments.get().error !== undefined) $developments.revalidate();
  const result = await $developments.fetch();
  if ('error' in result) throw result.error;
  return result.data;
}
