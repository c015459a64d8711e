/**
 * The address of a development's customer groups, or of one group.
 * @example groupsHref('dev-riverside-wharf', 'grp-riverside-guest-suite-users') // '/admin/dev-riverside-wharf/groups/grp-riverside-guest-suite-users'
 */
export function groupsHref(developmentId: string, groupId?: string): string {
  const base = `/admin/${encodeURIComponent(developmentId)}/groups`;
  return groupId ? `${base}/${encodeURIComponent(groupId)}` : base;
}
