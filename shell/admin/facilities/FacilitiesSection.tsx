/** A development's facilities for staff: the list, a new facility (`recordId` 'new') or one facility. */
export function FacilitiesSection(props: { developmentId: string; recordId?: string | undefined }) {
  return <p data-development={props.developmentId} data-record={props.recordId} />;
}
