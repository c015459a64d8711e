// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import { getPremises } from '../api/endpoints/premises';
import { ownerDevelopments } from '../domain/permissions';
import type { Premises } from '../schemas/premises';
import { loadedDevelopments } from './developments';
import { resourceStore, type ResourceStore } from './query';

/**
 * The details (`GET /premises/{id}`) of every premises the premises pages list (core/domain
 * `ownerDevelopments`),
 * by id: the premises pages mark the one main residence
 * across all of them.
 * @example const { data } = useStore($premisesDetails); data?.['p-flat-1']
 */
export const $premisesDetails: ResourceStore<Record<string, Premises>> = resourceStore({
  name: 'premises',
  // An accepted contact offer (core/api/endpoints/contact-offers) brings a premises.
  changedBy: ['/premises', '/user/contact-offers'],
  load: async () => {
    const ids = ownerDevelopments(await loadedDevelopments()).flatMap((development) => development.premises.map((premises) => premises.id));
    const loaded = await Promise.all(ids.map((id) => getPremises(id)));
    return Object.fromEntries(loaded.map((premises) => [premises.id, premises]));
  },
});
