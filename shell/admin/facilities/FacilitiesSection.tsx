import { useT } from '../../../core/i18n';
import { isApiError } from '../../../core/api/error';
import type { Facility } from '../../../core/schemas/facilities';
import { facilitiesStore, facilityStore } from '../../../core/stores/facilities';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { adminPath } from '../paths';
import { DeleteFacility } from './DeleteFacility';
import { FacilityForm } from './FacilityForm';
import { FacilityImages } from './FacilityImages';
import { FacilityUsers } from './FacilityUsers';

/** A development's facilities for staff: the list, a new facility (`recordId` 'new') or one facility. */
export function FacilitiesSection(props: { developmentId: string; recordId?: string | undefined }) {
  const { developmentId, recordId } = props;
  if (recordId === undefined) return <FacilityList developmentId={developmentId} />;
  if (recordId === 'new') return <NewFacility developmentId={developmentId} />;
  // Keyed: another facility's page starts afresh, nothing of the previous one's form left.
  return <FacilityPage key={recordId} developmentId={developmentId} facilityId={recordId} />;
}

/** The development's facilities (staff get every one), each leading to its page. */
function FacilityList({ developmentId }: { developmentId: string }) {
  const t = useT();
  return (
    <section aria-labelledby="shell-admin-facilities" className="shell-admin__section">
      <h2 id="shell-admin-facilities">{t('admin.nav.facilities')}</h2>
      <p>
        <a href={adminPath(developmentId, 'facilities', 'new')}>{t('admin.facilities.new')}</a>
      </p>
      <Loaded state={useResource(facilitiesStore(developmentId), t('facilities.loadFailed'))}>
        {(facilities) =>
          facilities.length === 0 ? (
            <p>{t('admin.facilities.empty')}</p>
          ) : (
            <ul className="shell-admin__list">
              {facilities.map((facility) => (
                <li key={facility.id}>
                  <a href={adminPath(developmentId, 'facilities', facility.id)}>{facility.name}</a>{' '}
                  <span className="shell-admin__muted">{t(`admin.facilities.slotType.${facility.slotType}`)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function NewFacility({ developmentId }: { developmentId: string }) {
  const t = useT();
  return (
    <section aria-labelledby="shell-admin-facility" className="shell-admin__section">
      <p>
        <a href={adminPath(developmentId, 'facilities')}>{t('admin.facilities.backToList')}</a>
      </p>
      <h2 id="shell-admin-facility">{t('admin.facilities.new')}</h2>
      <FacilityForm developmentId={developmentId} />
    </section>
  );
}

/** One facility: its settings' form, its images and users, its bookings' link and Delete. */
function FacilityPage({ developmentId, facilityId }: { developmentId: string; facilityId: string }) {
  const t = useT();
  const state = useResource(facilityStore(facilityId), t('admin.facilities.loadFailed'));
  const back = (
    <p>
      <a href={adminPath(developmentId, 'facilities')}>{t('admin.facilities.backToList')}</a>
    </p>
  );
  // A facility of another development, or none (the API answers 404), is not this page's.
  const missing = (state.status === 'failed' && isMissing(facilityStore(facilityId).get().error)) || (state.status === 'loaded' && state.data.developmentId !== developmentId);
  if (missing) {
    return (
      <section className="shell-admin__section">
        <h2>{t('admin.facilities.notFound')}</h2>
        {back}
      </section>
    );
  }
  return (
    <section aria-labelledby="shell-admin-facility" className="shell-admin__section">
      {back}
      <Loaded state={state}>{(facility) => <FacilityDetails facility={facility} />}</Loaded>
    </section>
  );
}

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

function FacilityDetails({ facility }: { facility: Facility }) {
  const t = useT();
  const { developmentId } = facility;
  return (
    <>
      <h2 id="shell-admin-facility">{facility.name}</h2>
      <p>
        <a href={`${adminPath(developmentId, 'bookings')}?${new URLSearchParams({ facilityId: facility.id }).toString()}`}>{t('admin.facilities.bookings')}</a>
      </p>
      {/* Keyed by the saved facility: a save shows what the API kept. */}
      <FacilityForm key={JSON.stringify([facility.name, facility.description, facility.slotType, facility.rules])} developmentId={developmentId} facility={facility} />
      <FacilityImages facility={facility} />
      <FacilityUsers facility={facility} />
      <DeleteFacility facility={facility} />
    </>
  );
}
