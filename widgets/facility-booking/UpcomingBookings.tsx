import { useId, useState, type MouseEvent } from 'react';
import { londonToday } from '../../core/domain/londonDays';
import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { Booking } from '../../core/schemas/facilities';
import { developmentBookingsStore } from '../../core/stores/facilities';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { followLink, Heading } from '../../core/ui/links';
import { Paginator } from '../../core/ui/Paginator';
import { EmptyText } from './EmptyText';
import { BOOKINGS_PAGE_SIZE, bookingPeriod, upcomingBookings } from './rules';

/**
 * Props of `UpcomingBookings`.
 * @example const props: UpcomingBookingsProps = { developmentId: 'dev-riverside-wharf', level: 3, onOpen };
 */
export interface UpcomingBookingsProps {
  developmentId: string;
  /** Level of the list's heading; each booking's is one below. */
  level: number;
  /** Href template of View booking: `{developmentId}`, `{facilityId}`, `{bookingId}`; without it `onOpen` shows it in place. */
  bookingHref?: string | undefined;
  onOpen: (facilityId: string, bookingId: string) => void;
  emit?: EmitFn | undefined;
}

/**
 * The user's upcoming bookings at a development: five
 * per page with the paginator, soonest first, cancelled and past ones left out, each with its
 * facility, when and note and View booking; an empty text when there are none, a spinner while
 * loading, "Could not fetch bookings per development" with Try again when the call fails.
 * @example <UpcomingBookings developmentId="dev-riverside-wharf" level={3} onOpen={open} />
 */
export function UpcomingBookings({ developmentId, level, bookingHref, onOpen, emit }: UpcomingBookingsProps) {
  const t = useT();
  const ids = useId();
  const [page, setPage] = useState(1);
  const state = useResource(developmentBookingsStore(developmentId, { fromDate: londonToday() }), translate('errors.booking.fetchByDevelopment'));
  return (
    <section className="portico-facility-booking__upcoming" part="upcoming" aria-labelledby={`${ids}-heading`}>
      <Heading level={level} id={`${ids}-heading`} className="portico-facility-booking__subheading">
        {t('facilities.upcoming.title')}
      </Heading>
      <Loaded state={state}>
        {(bookings) => {
          const upcoming = upcomingBookings(bookings, new Date());
          if (upcoming.length === 0) {
            return <EmptyText>{t('facilities.upcoming.empty')}</EmptyText>;
          }
          const pages = Math.ceil(upcoming.length / BOOKINGS_PAGE_SIZE);
          const current = Math.min(page, pages);
          return (
            <>
              <ul className="portico-facility-booking__bookings" part="bookings">
                {upcoming.slice((current - 1) * BOOKINGS_PAGE_SIZE, current * BOOKINGS_PAGE_SIZE).map((booking) => (
                  <li key={booking.id}>
                    <UpcomingBooking booking={booking} developmentId={developmentId} level={level + 1} bookingHref={bookingHref} onOpen={onOpen} emit={emit} />
                  </li>
                ))}
              </ul>
              {upcoming.length > BOOKINGS_PAGE_SIZE ? (
                <Paginator
                  page={current}
                  pageSize={BOOKINGS_PAGE_SIZE}
                  pageSizeOptions={[BOOKINGS_PAGE_SIZE]}
                  total={upcoming.length}
                  onPageChange={setPage}
                  onPageSizeChange={() => setPage(1)}
                  label={t('facilities.upcoming.title')}
                />
              ) : null}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function UpcomingBooking({ booking, developmentId, level, bookingHref, onOpen, emit }: { booking: Booking; developmentId: string } & Omit<UpcomingBookingsProps, 'developmentId'>) {
  const t = useT();
  const ids = useId();
  const href = hrefFrom(bookingHref, { developmentId, facilityId: booking.facility.id, bookingId: booking.id });
  const open = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    if (href) followLink(event as MouseEvent<HTMLAnchorElement>, href, emit);
    else onOpen(booking.facility.id, booking.id);
  };
  return (
    <article className="portico-facility-booking__item" part="booking" aria-labelledby={`${ids}-title`} data-booking-id={booking.id}>
      <Heading level={level} id={`${ids}-title`} className="portico-facility-booking__item-title">
        {booking.facility.name}
      </Heading>
      <p className="portico-facility-booking__item-when" part="booking-when">
        {t('facilities.timeRange', bookingPeriod(booking))}
      </p>
      {booking.note ? (
        <p className="portico-facility-booking__item-note" part="booking-note">
          {booking.note}
        </p>
      ) : null}
      {href ? (
        <a className="portico-button portico-button--secondary" part="view-booking" href={href} onClick={open} aria-describedby={`${ids}-title`}>
          {t('facilities.upcoming.viewBooking')}
        </a>
      ) : (
        <button type="button" className="portico-button portico-button--secondary" part="view-booking" onClick={open} aria-describedby={`${ids}-title`}>
          {t('facilities.upcoming.viewBooking')}
        </button>
      )}
    </article>
  );
}
