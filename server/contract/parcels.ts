// Parcels held for residents (server/areas/parcels): staff log and hand them over; residents see
// those of the premises they hold.
import { ParcelCreate, ParcelResponse, ParcelsQuery, ParcelsResponse, ParcelTypesResponse, ParcelUpdate } from '../../core/schemas/parcels';
import { sampleParcelCreate, sampleParcelsResponse, sampleParcelTypesResponse, sampleParcelUpdate } from '../../core/testing/samples/parcels';
import { CUSTOMERS, STAFF, type Operation } from './operation';

const tag = 'Parcels';
const development = { id: 'The development' };
const parcel = { ...development, parcelId: 'The parcel' };

/** A development's parcels, their types, and staff logging and updating them. */
export const parcelsOperations: readonly Operation[] = [
  {
    method: 'GET',
    route: '/developments/:id/parcels',
    tag,
    summary: 'The development’s parcels, collected or waiting: all of them for its staff, a resident’s own premises’ for a resident',
    description: 'Clients have none (403).',
    spec: 'spec 2 §7',
    access: 'user',
    callers: [...CUSTOMERS, ...STAFF],
    params: development,
    query: ParcelsQuery,
    answer: { status: 200, data: ParcelsResponse, example: sampleParcelsResponse },
    failures: [400, 403, 404],
  },
  {
    method: 'GET',
    route: '/developments/:id/parcels/types',
    tag,
    summary: 'The kinds of parcel (letter, small, large...)',
    spec: 'spec 2 §7',
    access: 'user',
    callers: [...CUSTOMERS, ...STAFF],
    params: development,
    answer: { status: 200, data: ParcelTypesResponse, example: sampleParcelTypesResponse },
    failures: [403, 404],
  },
  {
    method: 'GET',
    route: '/developments/:id/parcels/:parcelId',
    tag,
    summary: 'One parcel',
    description: 'A resident’s own premises’ parcels only: any other is a 404.',
    spec: 'spec 2 §7',
    access: 'user',
    callers: ['owner', ...STAFF],
    params: parcel,
    answer: { status: 200, data: ParcelResponse, example: { parcel: sampleParcelsResponse.parcels[0] } },
    failures: [403, 404],
  },
  {
    method: 'POST',
    route: '/developments/:id/parcels',
    tag,
    summary: 'Logs a parcel received for premises of the development',
    description: 'The development’s staff (403 for anyone else).',
    spec: 'spec 2 §7',
    access: 'user',
    callers: STAFF,
    params: development,
    body: ParcelCreate,
    bodyExample: sampleParcelCreate,
    answer: { status: 201, data: ParcelResponse, example: { parcel: sampleParcelsResponse.parcels[0] } },
    failures: [400, 403, 404],
  },
  {
    method: 'PUT',
    route: '/developments/:id/parcels/:parcelId',
    tag,
    summary: 'Changes a parcel, or marks it collected',
    spec: 'spec 2 §7',
    access: 'user',
    callers: STAFF,
    params: parcel,
    body: ParcelUpdate,
    bodyExample: sampleParcelUpdate,
    answer: { status: 200, data: ParcelResponse, example: { parcel: sampleParcelsResponse.parcels[0] } },
    failures: [400, 403, 404],
  },
];
