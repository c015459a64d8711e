// A development as its staff manage it (spec 2 §2, §6, §7): the header image, the access-log
// report, who looks after it and its places. Imported by file (the staff area and the API), out of
// the core's public surface.
import { array, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { FileUpload, id, isoDate } from './common';
import { datesInOrder } from './instants';

/**
 * `PUT /developments/{id}` (spec 2 §6 development image change, admin type): the new header
 * image, resized to width 600 in the browser (spec 2 §5). The API checks its real type and size
 * as for facility images. Answers 200 `Development`.
 *
 * @example
 * const body: DevelopmentUpdate = { picture: { fileName: 'riverside.jpg', content: 'iVBORw0KGgo=' } };
 */
export const DevelopmentUpdate = object({ picture: FileUpload });
export type DevelopmentUpdate = Infer<typeof DevelopmentUpdate>;

/**
 * The query of `GET /developments/{id}/access-log` (spec 2 §2 reports; global and sl1, for a
 * development with hasEcommsLogReport): the days to include, both optional and inclusive (London
 * days), from not after to. Answers `text/csv` as a download, one row per sign-in or view-as
 * session start, oldest first: time, name, e-mail, event, viewed by.
 *
 * @example
 * const query = create({ fromDate: '2026-11-01', toDate: '2026-11-26' }, AccessLogQuery);
 */
export const AccessLogQuery = datesInOrder(object({ fromDate: optional(isoDate), toDate: optional(isoDate) }), 'fromDate', 'toDate');
export type AccessLogQuery = Infer<typeof AccessLogQuery>;

/**
 * Who looks after a development (`GET /developments/{id}/contacts`, spec 2 §7): the property
 * manager, the site team and the out-of-hours line, each with what a resident needs to reach them.
 *
 * @example
 * const manager: DevelopmentContact = { id: 'dc-riverside-manager', name: 'Manny Manager', role: 'Property manager', email: 'manager@example.com', phone: '020 7946 0100', hours: 'Mon-Fri 09:00-17:00' };
 */
export const DevelopmentContact = type({
  id,
  name: string(),
  role: string(),
  email: nullable(string()),
  phone: nullable(string()),
  hours: nullable(string()),
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
 * A place in a development (`GET /developments/{id}/locations`, spec 2 §7): a block, the car
 * park, the bin store; what a request or a parcel can be about.
 *
 * @example
 * const carPark: DevelopmentLocation = { id: 'loc-riverside-car-park', name: 'Car park' };
 */
export const DevelopmentLocation = type({ id, name: string() });
export type DevelopmentLocation = Infer<typeof DevelopmentLocation>;

/**
 * `GET /developments/{id}/locations` answers `data.locations`. Fails with "Could not load
 * locations for development." (spec 2 §8).
 *
 * @example
 * const { locations } = create(json.data, DevelopmentLocationsResponse);
 */
export const DevelopmentLocationsResponse = type({ locations: array(DevelopmentLocation) });
export type DevelopmentLocationsResponse = Infer<typeof DevelopmentLocationsResponse>;
