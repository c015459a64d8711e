// spec 2 §7 Customers and developments: who looks after a development and its places, read by
// residents (the raise form, the development page). By file, apart from the staff's development
// calls, so a resident's bundle carries only these.
import {
  DevelopmentContactsResponse,
  DevelopmentLocationsResponse,
  type DevelopmentContact,
  type DevelopmentLocation,
} from '../../schemas/development-contacts';
import { apiPath, request, type CallOptions } from '../client';

/**
 * `GET /developments/{id}/contacts`: the property manager, the site team and the out-of-hours
 * line, in the order a resident should try them (the answer's `data.contacts`).
 * @example const contacts = await getDevelopmentContacts('dev-riverside-wharf');
 */
export async function getDevelopmentContacts(developmentId: string, call?: CallOptions): Promise<DevelopmentContact[]> {
  const { contacts } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/contacts`, schema: DevelopmentContactsResponse, ...call });
  return contacts;
}

/**
 * `GET /developments/{id}/locations`: the development's places, in order (the answer's
 * `data.locations`).
 * @example const locations = await getDevelopmentLocations('dev-riverside-wharf');
 */
export async function getDevelopmentLocations(developmentId: string, call?: CallOptions): Promise<DevelopmentLocation[]> {
  const { locations } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/locations`, schema: DevelopmentLocationsResponse, ...call });
  return locations;
}
