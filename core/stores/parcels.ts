// The stores of parcels (by file, not the core index: only the staff area's chunk and the
// dashboard's parcels chunk read them). Each reads again when a parcel of its development changes
// (core/api/endpoints/parcels announces every write there).
import { developmentParcelsPath, getParcels, getParcelTypes } from '../api/endpoints/parcels';
import type { Parcel, ParcelType } from '../schemas/parcels';
import { loadedDevelopments } from './developments';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /developments/{id}/parcels?collected=…`: the uncollected (`'false'`) or collected
 * (`'true'`) parcels of a development, read again after any parcel of it changes.
 * @example const { data } = useStore(parcelsStore('dev-riverside-wharf', 'false'));
 */
export function parcelsStore(developmentId: string, collected: 'true' | 'false'): ResourceStore<Parcel[]> {
  return resourceStore(
    { name: `parcels@${developmentId}`, load: (param) => getParcels(developmentId, { collected: param === 'true' ? 'true' : 'false' }), changedBy: [developmentParcelsPath(developmentId)] },
    collected,
  );
}

/**
 * `GET /developments/{id}/parcels/types`: the kinds of parcel the add and edit forms offer.
 * @example const { data } = useStore(parcelTypesStore('dev-riverside-wharf'));
 */
export function parcelTypesStore(developmentId: string): ResourceStore<ParcelType[]> {
  return resourceStore({ name: 'parcel-types', load: (id) => getParcelTypes(id) }, developmentId);
}

/**
 * A resident's parcels awaiting collection in every development they hold premises in, one call
 * per development, newest received first. Read again after any change under `/developments`
 * (a parcel logged or collected there).
 * @example const { data } = useStore($myUncollectedParcels);
 */
export const $myUncollectedParcels: ResourceStore<Parcel[]> = resourceStore({
  name: 'my-uncollected-parcels',
  load: async () => {
    const developments = (await loadedDevelopments()).filter((development) => development.premises.length > 0);
    const lists = await Promise.all(developments.map((development) => getParcels(development.id, { collected: 'false' })));
    return lists.flat().sort((a, b) => b.receivedOn.localeCompare(a.receivedOn));
  },
  changedBy: ['/developments'],
});
