import { useEffect, type ReactElement } from 'react';
import { useT } from '../../core/i18n';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { FacilityBooking } from '../../widgets/facility-booking';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';
import { navigate } from '../router';
import { BOOKING_HREF, bookFacilitiesPath, firstFacilitiesDevelopment } from './developments';

/** Where picking another development or facility, and Back from a booking, take the resident. */
const FACILITY_HREF = '/book-facilities/{developmentId}?facilityId={facilityId}';

/**
 * /book-facilities and /book-facilities/{developmentId} (spec 2 §2): `FacilityBooking` for that
 * development, with the query's facilityId and bookingId opened. The address follows what it
 * shows: View booking, another facility or development and Back are `portico-navigate` events
 * that `shellEmit` routes in place. The bare address goes to the user's first development with
 * facilities booking: nearly every resident has one, so they land on its calendar rather than on
 * a choice of one (the component's picker offers the others).
 */
export function BookFacilitiesPage({ page }: PageProps): ReactElement {
  const t = useT();
  const developmentId = page.route === 'bookFacilities' ? page.params.developmentId : undefined;
  const { facilityId, bookingId } = page.search;
  return (
    <>
      <h1>{t('routes.bookFacilities')}</h1>
      {developmentId ? (
        <FacilityBooking
          developmentId={developmentId}
          facilityId={facilityId}
          bookingId={bookingId}
          bookingHref={BOOKING_HREF}
          facilityHref={FACILITY_HREF}
          dialogHost={false}
          emit={shellEmit}
        />
      ) : (
        <FirstDevelopment facilityId={facilityId} bookingId={bookingId} />
      )}
    </>
  );
}

/**
 * Sends the bare address on to the first development with facilities booking (history replaced,
 * the query kept); with none, the component says there is nothing to book.
 */
function FirstDevelopment({ facilityId, bookingId }: { facilityId: string | undefined; bookingId: string | undefined }) {
  const t = useT();
  const developments = useResource($developments, t('errors.developments'));
  const first = developments.status === 'loaded' ? firstFacilitiesDevelopment(developments.data) : undefined;
  useEffect(() => {
    if (first) navigate(bookFacilitiesPath(first.id, { facilityId, bookingId }), true);
  }, [first, facilityId, bookingId]);
  return <Loaded state={developments}>{() => (first ? null : <FacilityBooking dialogHost={false} emit={shellEmit} />)}</Loaded>;
}
