import type { Development } from '../../../core/schemas/developments';

/**
 * A development's parcel book for staff at `/admin/{developmentId}/parcels`: the uncollected and
 * collected lists, logging a parcel and editing one (marking it collected).
 */
export function ParcelsSection(props: { development: Development; recordId: string | undefined }) {
  return <h2>{props.development.name}</h2>;
}
