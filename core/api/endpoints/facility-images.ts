// spec 2 §7 Facilities, a facility's images (staff): upload, rename or mark as main, delete. Each
// call answers the whole facility, so the screen shows where the main image went, and announces
// the change under `/facilities/{id}` so what was read of the facility is read again. Imported by
// file by the staff area only: residents never load it.
import { Facility } from '../../schemas/facilities';
import type { FacilityImageUpdate, FacilityImageUpload } from '../../schemas/facility-admin';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

/**
 * `POST /facilities/{id}/images`: adds an image (resized in the browser first); the facility's
 * first image becomes its main image. Fails with "Unable to save image for facility." and the
 * API's reason (a type or size it refuses).
 * @example const gym = await uploadFacilityImage('fac-riverside-gym', { name: 'Gym floor', fileName: 'gym.png', content });
 */
export async function uploadFacilityImage(facilityId: string, body: FacilityImageUpload, call?: CallOptions): Promise<Facility> {
  const facility = await request({ method: 'POST', path: apiPath`/facilities/${facilityId}/images`, body, schema: Facility, errorPrefix: t('errors.facility.saveImage'), ...call });
  return announceChange(apiPath`/facilities/${facilityId}`, facility);
}

/**
 * `PUT /facilities/{id}/images/{imageId}`: renames an image or marks it as the main one (the
 * previous main image stops being it). Fails with "Unable to update image for facility.".
 * @example const gym = await updateFacilityImage('fac-riverside-gym', 'img-gym-main', { isMainImage: true });
 */
export async function updateFacilityImage(facilityId: string, imageId: string, body: FacilityImageUpdate, call?: CallOptions): Promise<Facility> {
  const facility = await request({ method: 'PUT', path: apiPath`/facilities/${facilityId}/images/${imageId}`, body, schema: Facility, errorPrefix: t('errors.facility.updateImage'), ...call });
  return announceChange(apiPath`/facilities/${facilityId}`, facility);
}

/**
 * `DELETE /facilities/{id}/images/{imageId}`: removes an image; when it was the main one, the
 * first remaining image becomes main. Fails with "Unable to remove image for facility.".
 * @example const gym = await deleteFacilityImage('fac-riverside-gym', 'img-gym-side');
 */
export async function deleteFacilityImage(facilityId: string, imageId: string, call?: CallOptions): Promise<Facility> {
  const facility = await request({ method: 'DELETE', path: apiPath`/facilities/${facilityId}/images/${imageId}`, schema: Facility, errorPrefix: t('errors.facility.removeImage'), ...call });
  return announceChange(apiPath`/facilities/${facilityId}`, facility);
}
