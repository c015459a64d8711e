import { formatStatementDate } from '../../core/domain/dates';
import { useT } from '../../core/i18n';
import type { Parcel } from '../../core/schemas/parcels';
import { $myUncollectedParcels } from '../../core/stores/parcels';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Table } from '../../core/ui/Table';

/**
 * The resident's parcels awaiting collection on /dashboard (spec 2 §2, §7 parcels): premises, type
 * and received date, from every development they hold premises in. None is no section at all: the
 * dashboard shows what needs the resident, and a parcel book with nothing in it does not. Loaded
 * on demand by the dashboard (its first load is at its budget); read again when staff log or hand
 * out a parcel in this tab (the endpoints announce it) and when the resident comes back to it.
 */
export function DashboardParcels() {
  const t = useT();
  const parcels = useResource($myUncollectedParcels, t('errors.parcels.load'));
  if (parcels.status === 'loaded' && parcels.data.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-parcels" className="shell-section">
      <h2 id="dashboard-parcels">{t('dashboard.parcels.title')}</h2>
      <Loaded state={parcels}>
        {(list) => (
          <Table<Parcel>
            caption={t('dashboard.parcels.caption')}
            hideCaption
            rows={list}
            rowKey={(parcel) => parcel.id}
            columns={[
              { id: 'premises', header: t('common.premises'), cell: (parcel) => parcel.premises.name, rowHeader: true },
              { id: 'type', header: t('parcels.type'), cell: (parcel) => parcel.type.name },
              { id: 'received', header: t('parcels.receivedOn'), cell: (parcel) => formatStatementDate(parcel.receivedOn) },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
