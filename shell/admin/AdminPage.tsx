import { useT } from '../../core/i18n';
import type { PageProps } from '../routes';
import { BookingsSection } from './bookings/BookingsSection';
import { FacilitiesSection } from './facilities/FacilitiesSection';
import { GroupsSection } from './groups/GroupsSection';

/**
 * /admin, /admin/{developmentId}/{section} and /admin/{developmentId}/{section}/{recordId}: the
 * staff area (spec 1 §2, admins only). Pick a development, then its facilities, bookings or
 * customer groups.
 */
export function AdminPage({ page }: PageProps) {
  const t = useT();
  const params = page.params as { developmentId?: string; section?: string; recordId?: string };
  const { developmentId, section, recordId } = params;
  return (
    <div className="shell-admin">
      <h1>{t('routes.admin')}</h1>
      {developmentId && section === 'facilities' ? <FacilitiesSection developmentId={developmentId} recordId={recordId} /> : null}
      {developmentId && section === 'bookings' ? <BookingsSection developmentId={developmentId} search={page.search} /> : null}
      {developmentId && section === 'groups' ? <GroupsSection developmentId={developmentId} recordId={recordId} /> : null}
    </div>
  );
}
