// Who looks after a development and its places (spec 2 §2, §7): what residents read in the raise
// form and on the development page. Imported by file, out of the core's public surface, and apart
// from the staff's development structs so a resident's bundle carries only these.
import { array, boolean, nullable, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id } from './common';

/**
 * Who looks after a development (`GET /developments/{id}/contacts`): the property
 * manager, the site team and the out-of-hours line, each with what a resident needs to reach them.
 * `outOfHours` marks the line for emergencies out of office hours;
 * the spec gives the contact no shape, so it is the reference API's extension, optional for other
 * APIs (absent reads as false).
 *
 * @example
 * const manager: DevelopmentContact = { id: 'dc-riverside-manager', name: 'Manny Manager', role: 'Property manager', email: 'manager@example.com', phone: '020 7946 0100', hours: 'Mon-Fri 09:00-17:00', outOfHours: false };
 */
export const DevelopmentContact = type({
  id,
  name: string(),
  role: string(),
  email: nullable(string()),
  phone: nullable(string()),
  hours: nullable(string()),
  outOfHours: optional(boolean()),
});
export type DevelopmentContact = Infer<typeof DevelopmentContact>;

/**
 * `GET /developments/{id}/contacts` answers `data.contacts`.
 *
 * @example
 * const { contacts } = create(json.data, DevelopmentContactsResponse);
 */
export const DevelopmentContactsResponse = type({ contacts: array(DevelopmentContact) });
export type DevelopmentContactsResponse = Infer<typeof DevelopmentContactsResponse>;

/**
 * A place in a development (`GET /developments/{id}/locations`): a block, the car
 * park, the bin store; what a request or a parcel can be about.
 *
 * @example
 * const carPark: DevelopmentLocation = { id: 'loc-riverside-car-park', name: 'Car park' };
 */
export const DevelopmentLocation = type({ id, name: string() });
export type DevelopmentLocation = Infer<typeof DevelopmentLocation>;

/**
 * `GET /developments/{id}/locations` answers `data.locations`. Fails with "Could not load
 * locations for development.".
 *
 * @example
 * const { locations } = create(json.data, DevelopmentLocationsResponse);
 */
export const DevelopmentLocationsResponse = type({ locations: array(DevelopmentLocation) });
export type DevelopmentLocationsResponse = Infer<typeof DevelopmentLocationsResponse>;
