// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import { getCharges } from '../api/endpoints/charges';
import type { ChargesResponse } from '../schemas/charges';
import { resourceStore, type ResourceStore } from './query';

/**
 * `GET /charges`: the charges of the user's premises (the charges widget, the premises pages).
 * @example const { data } = useStore($charges); data?.totalBalance
 */
export const $charges: ResourceStore<ChargesResponse> = resourceStore({
  name: 'charges',
  load: () => getCharges(),
  // An accepted contact offer (core/api/endpoints/contact-offers) brings a premises and its accounts.
  changedBy: ['/user/contact-offers'],
});
