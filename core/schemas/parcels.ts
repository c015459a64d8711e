// A development's parcel book (spec 2 §3 Parcel, §4, §7 Parcels). Staff log and hand out parcels;
// a resident reads the uncollected parcels of their own premises through the same list call.
// Imported by file: out of the core's public surface.
import { array, boolean, enums, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { atLeastOneKey, id, isoDate, optionalText } from './common';
import { isoDateTime } from './instants';

/** The longest note on a parcel. */
export const PARCEL_NOTE_MAX = 500;

/**
 * A kind of parcel (`GET /developments/{id}/parcels/types`): Letter, Small parcel, Large parcel,
 * Perishable in the demo data.
 *
 * @example
 * const letter: ParcelType = { id: 'pty-letter', name: 'Letter' };
 */
export const ParcelType = type({ id, name: string() });
export type ParcelType = Infer<typeof ParcelType>;

/**
 * `GET /developments/{id}/parcels/types` answers `data.types`, in the order to offer them.
 *
 * @example
 * const { types } = create(json.data, ParcelTypesResponse);
 */
export const ParcelTypesResponse = type({ types: array(ParcelType) });
export type ParcelTypesResponse = Infer<typeof ParcelTypesResponse>;

/**
 * A parcel held for a premises. `receivedOn` is the day it arrived (Europe/London);
 * `collectedAt` is set when it is marked collected and cleared when that is undone.
 *
 * @example
 * const parcel: Parcel = { id: 'prc-flat-1-small', developmentId: 'dev-riverside-wharf', premises: { id: 'pre-riverside-flat-1', name: 'Flat 1' }, type: { id: 'pty-small-parcel', name: 'Small parcel' }, receivedOn: '2026-11-25', note: 'Left in the post room.', collected: false, collectedAt: null, createdAt: '2026-11-25T09:30:00.000Z' };
 */
export const Parcel = type({
  id,
  developmentId: id,
  premises: type({ id, name: string() }),
  type: ParcelType,
  receivedOn: isoDate,
  note: nullable(string()),
  collected: boolean(),
  collectedAt: nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type Parcel = Infer<typeof Parcel>;

/**
 * `GET /developments/{id}/parcels?collected=true|false` answers `data.parcels`, newest received
 * first. Staff get the development's; a resident gets only those of premises they hold.
 *
 * @example
 * const { parcels } = create(json.data, ParcelsResponse);
 */
export const ParcelsResponse = type({ parcels: array(Parcel) });
export type ParcelsResponse = Infer<typeof ParcelsResponse>;

/**
 * The list's query: `collected=false` the uncollected, `collected=true` the collected; without it
 * every parcel.
 *
 * @example
 * const query = create({ collected: 'false' }, ParcelsQuery);
 */
export const ParcelsQuery = object({ collected: optional(enums(['true', 'false'])) });
export type ParcelsQuery = Infer<typeof ParcelsQuery>;

/**
 * The answer of `GET`, `POST` (201) and `PUT /developments/{id}/parcels/{parcelId}`: `data.parcel`.
 *
 * @example
 * const { parcel } = create(json.data, ParcelResponse);
 */
export const ParcelResponse = type({ parcel: Parcel });
export type ParcelResponse = Infer<typeof ParcelResponse>;

/**
 * `POST /developments/{id}/parcels` (staff): a parcel that arrived for a premises of the
 * development, not in the future. Its premises' active residents are told (a notification).
 *
 * @example
 * const parcel: ParcelCreate = { premisesId: 'pre-riverside-flat-1', typeId: 'pty-letter', receivedOn: '2026-11-26', note: null };
 */
export const ParcelCreate = object({
  premisesId: id,
  typeId: id,
  receivedOn: isoDate,
  note: optionalText({ max: PARCEL_NOTE_MAX, multiline: true }),
});
export type ParcelCreate = Infer<typeof ParcelCreate>;

/**
 * `PUT /developments/{id}/parcels/{parcelId}` (staff): what changes, at least one field;
 * `collected: true` marks it collected now, `false` undoes that.
 *
 * @example
 * const collected: ParcelUpdate = { collected: true };
 */
export const ParcelUpdate = atLeastOneKey(
  object({
    premisesId: optional(id),
    typeId: optional(id),
    receivedOn: optional(isoDate),
    note: optionalText({ max: PARCEL_NOTE_MAX, multiline: true }),
    collected: optional(boolean()),
  }),
  ['premisesId', 'typeId', 'receivedOn', 'note', 'collected'],
);
export type ParcelUpdate = Infer<typeof ParcelUpdate>;
