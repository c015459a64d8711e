/**
 * Samples of the demo data: staff: parcels and parcel types. How to use them: README.md beside this
 * file.
 */
import type { ParcelCreate, ParcelsResponse, ParcelTypesResponse, ParcelUpdate } from '../../schemas/parcels';
import { sampleIds } from './ids';

/**
 * The parcel types of the demo data.
 *
 * @example
 * sampleParcelTypesResponse.types.length; // 4
 */
export const sampleParcelTypesResponse: ParcelTypesResponse = {
  types: [
    { id: sampleIds.parcelLetter, name: 'Letter' },
    { id: sampleIds.parcelSmall, name: 'Small parcel' },
    { id: sampleIds.parcelLarge, name: 'Large parcel' },
    { id: sampleIds.parcelPerishable, name: 'Perishable' },
  ],
};

/**
 * Flat 1's two uncollected parcels (`?collected=false`).
 *
 * @example
 * sampleParcelsResponse.parcels.every((parcel) => !parcel.collected); // true
 */
export const sampleParcelsResponse: ParcelsResponse = {
  parcels: [
    {
      id: sampleIds.flat1SmallParcel,
      developmentId: sampleIds.riversideWharf,
      premises: { id: sampleIds.flat1, name: 'Flat 1' },
      type: { id: sampleIds.parcelSmall, name: 'Small parcel' },
      receivedOn: '2026-11-25',
      note: 'Left in the post room.',
      collected: false,
      collectedAt: null,
      createdAt: '2026-11-25T09:30:00.000Z',
    },
    {
      id: sampleIds.flat1Letter,
      developmentId: sampleIds.riversideWharf,
      premises: { id: sampleIds.flat1, name: 'Flat 1' },
      type: { id: sampleIds.parcelLetter, name: 'Letter' },
      receivedOn: '2026-11-24',
      note: null,
      collected: false,
      collectedAt: null,
      createdAt: '2026-11-24T11:00:00.000Z',
    },
  ],
};

/**
 * Logging a large parcel for Flat 1.
 *
 * @example
 * sampleParcelCreate.typeId; // 'pty-large-parcel'
 */
export const sampleParcelCreate: ParcelCreate = { premisesId: sampleIds.flat1, typeId: sampleIds.parcelLarge, receivedOn: '2026-11-26', note: 'Too big for the post room.' };

/**
 * Handing a parcel out.
 *
 * @example
 * sampleParcelUpdate.collected; // true
 */
export const sampleParcelUpdate: ParcelUpdate = { collected: true };
