// One store per resource (core/README.md, Stores). By file, not through the core/api barrel.
import { CONTACT_OFFERS_PATH, getContactOffers } from '../api/endpoints/contact-offers';
import type { ContactOffer } from '../schemas/premises';
import { resourceStore, type ResourceStore } from './query';

/**
 * The premises staff added for the signed-in customer, to accept or decline (customers only: the
 * API refuses staff and clients).
 * @example const { data } = useStore($contactOffers); data?.length
 */
export const $contactOffers: ResourceStore<ContactOffer[]> = resourceStore({
  name: 'contact-offers',
  changedBy: [CONTACT_OFFERS_PATH],
  load: () => getContactOffers(),
});
