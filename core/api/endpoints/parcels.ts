// spec 2 §7 Parcels: a development's parcels (staff: all; a resident: their premises'), its parcel
// types, logging a parcel and changing one. Imported by file (the staff area's chunk and the
// dashboard's parcels chunk). A write is announced under `/developments/{id}/parcels`, so both
// staff lists and the resident's dashboard read again.
import {
  ParcelResponse,
  ParcelsResponse,
  ParcelTypesResponse,
  type Parcel,
  type ParcelCreate,
  type ParcelsQuery,
  type ParcelType,
  type ParcelUpdate,
} from '../../schemas/parcels';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

/**
 * The path announced when a development's parcels change: what its parcel lists listen for.
 * @example developmentParcelsPath('dev-riverside-wharf') // '/developments/dev-riverside-wharf/parcels'
 */
export function developmentParcelsPath(developmentId: string): string {
  return apiPath`/developments/${developmentId}/parcels`;
}

/**
 * `GET /developments/{id}/parcels?collected=…`: the development's parcels newest received first,
 * the uncollected (`'false'`) or the collected (`'true'`).
 * @example const waiting = await getParcels('dev-riverside-wharf', { collected: 'false' });
 */
export async function getParcels(developmentId: string, query: ParcelsQuery, call?: CallOptions): Promise<Parcel[]> {
  const { parcels } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/parcels`, query, schema: ParcelsResponse, ...call });
  return parcels;
}

/**
 * `GET /developments/{id}/parcels/types`: the kinds of parcel, in the order to offer them.
 * @example const types = await getParcelTypes('dev-riverside-wharf');
 */
export async function getParcelTypes(developmentId: string, call?: CallOptions): Promise<ParcelType[]> {
  const { types } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/parcels/types`, schema: ParcelTypesResponse, ...call });
  return types;
}

/**
 * `GET /developments/{id}/parcels/{parcelId}`: one parcel.
 * @example const parcel = await getParcel('dev-riverside-wharf', 'prc-flat-1-letter');
 */
export async function getParcel(developmentId: string, parcelId: string, call?: CallOptions): Promise<Parcel> {
  const { parcel } = await request({ method: 'GET', path: apiPath`/developments/${developmentId}/parcels/${parcelId}`, schema: ParcelResponse, ...call });
  return parcel;
}

/**
 * `POST /developments/{id}/parcels` (staff): logs a parcel; its premises' residents are told.
 * @example const parcel = await createParcel('dev-riverside-wharf', sampleParcelCreate);
 */
export async function createParcel(developmentId: string, body: ParcelCreate, call?: CallOptions): Promise<Parcel> {
  const { parcel } = await request({ method: 'POST', path: apiPath`/developments/${developmentId}/parcels`, body, schema: ParcelResponse, ...call });
  return announceChange(developmentParcelsPath(developmentId), parcel);
}

/**
 * `PUT /developments/{id}/parcels/{parcelId}` (staff): changes a parcel; `{ collected: true }`
 * marks it collected.
 * @example const parcel = await updateParcel('dev-riverside-wharf', 'prc-flat-1-letter', { collected: true });
 */
export async function updateParcel(developmentId: string, parcelId: string, body: ParcelUpdate, call?: CallOptions): Promise<Parcel> {
  const { parcel } = await request({ method: 'PUT', path: apiPath`/developments/${developmentId}/parcels/${parcelId}`, body, schema: ParcelResponse, ...call });
  return announceChange(developmentParcelsPath(developmentId), parcel);
}
