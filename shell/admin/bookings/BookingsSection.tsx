/** A development's (or, with `search.facilityId`, a facility's) bookings for staff, a week at a time. */
export function BookingsSection(props: { developmentId: string; search: Record<string, string> }) {
  return <p data-development={props.developmentId} data-facility={props.search.facilityId} />;
}
