import type { Facility } from '../../../core/schemas/facilities';

/** The users allowed to book a facility, and the customer groups holding it. */
export function FacilityUsers(props: { facility: Facility }) {
  return <p data-facility={props.facility.id} />;
}
