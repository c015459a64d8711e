import { GroupPage } from './GroupPage';
import { GroupsList } from './GroupsList';

/**
 * A development's customer groups for staff: the list and a new group at
 * `/admin/{developmentId}/groups`, or one group at `/admin/{developmentId}/groups/{uuid}`.
 */
export function GroupsSection(props: { developmentId: string; recordId?: string | undefined }) {
  const { developmentId, recordId } = props;
  // Keyed by the record, so that nothing chosen on one group's page shows on another's.
  return recordId ? <GroupPage key={recordId} developmentId={developmentId} groupId={recordId} /> : <GroupsList key={developmentId} developmentId={developmentId} />;
}
