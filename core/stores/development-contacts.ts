// One store per resource (core/README.md, Stores), by file like the others: only the raise form
// and the development page read these.
import { getDevelopmentContacts, getDevelopmentLocations } from '../api/endpoints/development-contacts';
import type { DevelopmentContact, DevelopmentLocation } from '../schemas/development-contacts';
import { resourceStore, type ResourceStore } from './query';

const contacts = { name: 'development-contacts', load: (developmentId: string) => getDevelopmentContacts(developmentId) };
const locations = { name: 'development-locations', load: (developmentId: string) => getDevelopmentLocations(developmentId) };

/**
 * A development's contacts (`GET /developments/{id}/contacts`): the raise form's numbers and the
 * development page's contacts read the same one.
 * @example const { data } = useStore(developmentContactsStore('dev-riverside-wharf'));
 */
export function developmentContactsStore(developmentId: string): ResourceStore<DevelopmentContact[]> {
  return resourceStore(contacts, developmentId);
}

/**
 * A development's places (`GET /developments/{id}/locations`).
 * @example const { data } = useStore(developmentLocationsStore('dev-riverside-wharf'));
 */
export function developmentLocationsStore(developmentId: string): ResourceStore<DevelopmentLocation[]> {
  return resourceStore(locations, developmentId);
}
