import { t } from '../../i18n';
import { Facility } from '../../schemas/facilities';
import { FacilityDeleted, type FacilityCreate, type FacilityUpdate } from '../../schemas/facility-admin';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

// spec 2 §7 Facilities, the staff's calls: create, change and delete a facility. Imported by file
// by the staff area only, so no resident's bundle carries them. Every change is announced under
// `/facilities/{id}`, so its slots, its bookings and the groups that hold it read again; the
// facility and the list are refreshed by the screen that changed them, because a store of one
// facility read again after its deletion would only find a 404.

/**
 * `POST /facilities`: a new facility of a development the staff member works in. Fails with
 * "Unable to create facility." and the API's reasons.
 * @example const pool = await createFacility({ developmentId: 'dev-riverside-wharf', name: 'Pool', description: null, slotType: 'flexible', rules });
 */
export async function createFacility(body: FacilityCreate, call?: CallOptions): Promise<Facility> {
  const facility = await request({ method: 'POST', path: '/facilities', body, schema: Facility, errorPrefix: t('errors.facility.create'), ...call });
  return announceChange(apiPath`/facilities/${facility.id}`, facility);
}

/**
 * `PUT /facilities/{id}`: changes a facility's settings (or its allowed users). Fails with
 * "Unable to save facility." and the API's reasons.
 * @example const gym = await updateFacility('fac-riverside-gym', { name: 'Gym and studio' });
 */
export async function updateFacility(facilityId: string, body: FacilityUpdate, call?: CallOptions): Promise<Facility> {
  const path = apiPath`/facilities/${facilityId}`;
  const facility = await request({ method: 'PUT', path, body, schema: Facility, errorPrefix: t('errors.facility.save'), ...call });
  return announceChange(path, facility);
}

/**
 * `DELETE /facilities/{id}`: deletes a facility. With upcoming bookings the API answers 409 with
 * a message saying how many, unless `cancelUpcomingBookings`, which cancels them as staff first;
 * answers how many it cancelled. Fails with "Unable to delete facility." and the API's reasons.
 * @example const { cancelledBookings } = await deleteFacility('fac-riverside-pool', { cancelUpcomingBookings: true });
 */
export async function deleteFacility(facilityId: string, options: { cancelUpcomingBookings?: boolean } = {}, call?: CallOptions): Promise<FacilityDeleted> {
  const path = apiPath`/facilities/${facilityId}`;
  const query = options.cancelUpcomingBookings ? { cancelUpcomingBookings: 'true' } : {};
  const deleted = await request({ method: 'DELETE', path, query, schema: FacilityDeleted, errorPrefix: t('errors.facility.delete'), ...call });
  return announceChange(path, deleted);
}
