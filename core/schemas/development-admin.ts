// A development as its staff manage it (spec 2 §2, §6, §7): the header image and the access-log
// report. Imported by file (the staff area and the API), out of the core's public surface.
import { object, optional } from 'superstruct';
import type { Infer } from 'superstruct';
import { FileUpload, isoDate } from './common';
import { datesInOrder } from './instants';

/**
 * `PUT /developments/{id}` (staff change a development's image): the new header
 * image, resized to width 600 in the browser. The API checks its real type and size
 * as for facility images. Answers 200 `Development`.
 *
 * @example
 * const body: DevelopmentUpdate = { picture: { fileName: 'riverside.jpg', content: 'iVBORw0KGgo=' } };
 */
export const DevelopmentUpdate = object({ picture: FileUpload });
export type DevelopmentUpdate = Infer<typeof DevelopmentUpdate>;

/**
 * The query of `GET /developments/{id}/access-log` (the Reports tab; global and sl1
 * staff, for a development with hasEcommsLogReport): the days to include, both optional and inclusive (London
 * days), from not after to. Answers `text/csv` as a download, one row per sign-in or view-as
 * session start, oldest first: time, name, e-mail, event, viewed by.
 *
 * @example
 * const query = create({ fromDate: '2026-11-01', toDate: '2026-11-26' }, AccessLogQuery);
 */
export const AccessLogQuery = datesInOrder(object({ fromDate: optional(isoDate), toDate: optional(isoDate) }), 'fromDate', 'toDate');
export type AccessLogQuery = Infer<typeof AccessLogQuery>;
