/** A development's customer groups for staff: the list and a new group, or one group (`recordId`). */
export function GroupsSection(props: { developmentId: string; recordId?: string | undefined }) {
  return <p data-development={props.developmentId} data-record={props.recordId} />;
}
