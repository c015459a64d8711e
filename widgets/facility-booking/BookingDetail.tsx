import { useEffect, useId, useRef } from 'react';
import { bookingCalendarFile, bookingCalendarFileName, CALENDAR_MEDIA_TYPE } from '../../core/domain/ics';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { Booking } from '../../core/schemas/facilities';
import { bookingStore } from '../../core/stores/facilities';
import { saveFile } from '../../core/ui/download';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Heading } from '../../core/ui/links';
import { styleRef } from '../../core/ui/styles';
import { BOOKING_STATE_TEXT, BookingNoteForm, CancelBooking } from './BookingActions';
import { formsCss } from './formStyles';
import { bookingDateTime, bookingPeriod, isActiveBooking } from './rules';

/**
 * Props of `BookingDetail`.
 * @example const props: BookingDetailProps = { facilityId: 'fac-riverside-gym', bookingId: 'bkg-gym-upcoming', developmentId, headingLevel: 2, onBack, emit };
 */
export interface BookingDetailProps {
  facilityId: string;
  bookingId: string;
  developmentId: string;
  /** Where the facility is (the development's name and address), for the calendar file. */
  location?: string | undefined;
  headingLevel: number;
  /** Back to the calendar and the upcoming bookings. */
  onBack: () => void;
  emit: EmitFn | undefined;
}

/**
 * One of the user's bookings: its facility, when, state and note,
 * with Add to calendar (an RFC 5545 file in Europe/London time), the note form and Cancel booking
 * behind a confirmation, and Back to bookings. A booking cancelled or over keeps only Add to
 * calendar and Back. Cancelling reads the booking, the bookings, the slots and the booking info
 * again; a failure opens the Error Occurred dialog.
 * @example <BookingDetail facilityId="fac-riverside-gym" bookingId="bkg-gym-upcoming" developmentId={id} headingLevel={2} onBack={back} emit={emit} />
 */
export function BookingDetail({ facilityId, bookingId, developmentId, location, headingLevel, onBack, emit }: BookingDetailProps) {
  const t = useT();
  const state = useResource(bookingStore(facilityId, bookingId), translate('facilities.booking.loadFailed'));
  return (
    <section className="portico-facility-booking__detail" part="detail" ref={styleRef(formsCss)}>
      <p className="portico-facility-booking__back-row">
        <button type="button" className="portico-button" part="back" onClick={onBack}>
          {t('facilities.booking.back')}
        </button>
      </p>
      <Loaded state={state}>{(booking) => <BookingView booking={booking} developmentId={developmentId} location={location} level={headingLevel} emit={emit} />}</Loaded>
    </section>
  );
}

function BookingView({ booking, developmentId, location, level, emit }: { booking: Booking; developmentId: string; location: string | undefined; level: number; emit: EmitFn | undefined }) {
  const t = useT();
  const ids = useId();
  const header = useRef<HTMLDivElement>(null);
  const active = isActiveBooking(booking, new Date());
  // Opened from the list or the calendar: focus moves to the booking, so a screen reader starts
  // there; and again once it is cancelled, since Cancel booking, which had the focus, is gone.
  useEffect(() => header.current?.querySelector<HTMLElement>('[data-focus]')?.focus(), [active]);

  const addToCalendar = () => {
    const file = bookingCalendarFile(booking, { productName: translate('facilities.calendarFile.product'), ...(location ? { location } : {}) });
    saveFile(new Blob([file], { type: CALENDAR_MEDIA_TYPE }), bookingCalendarFileName(booking));
  };

  return (
    <article className="portico-facility-booking__booking" aria-labelledby={`${ids}-title`}>
      <div ref={header}>
        <Heading level={level} id={`${ids}-title`} tabIndex={-1} data-focus="" className="portico-facility-booking__heading" part="detail-title">
          {booking.facility.name}
        </Heading>
      </div>
      <dl className="portico-facility-booking__facts">
        <dt>{t('facilities.booking.when')}</dt>
        <dd part="when">{t('facilities.timeRange', bookingPeriod(booking))}</dd>
        <dt>{t('facilities.booking.stateLabel')}</dt>
        <dd part="state">{t(BOOKING_STATE_TEXT[booking.state])}</dd>
        {!active && booking.note ? (
          <>
            <dt>{t('facilities.booking.note')}</dt>
            <dd part="note-text">{booking.note}</dd>
          </>
        ) : null}
      </dl>
      <div className="portico-facility-booking__actions">
        <button type="button" className="portico-button" part="add-to-calendar" onClick={addToCalendar}>
          {t('facilities.booking.addToCalendar')}
        </button>
        {active ? (
          <CancelBooking
            booking={booking}
            state="cancelled"
            text={t('facilities.booking.cancelText', { facility: booking.facility.name, when: bookingDateTime(booking.startAt) })}
            cancelledText={t('facilities.booking.cancelled')}
            onCancelled={() => emit?.('portico-booking-cancelled', { bookingId: booking.id, facilityId: booking.facility.id, developmentId })}
          />
        ) : null}
      </div>
      {active ? <BookingNoteForm key={booking.updatedAt} booking={booking} label={t('facilities.booking.note')} /> : null}
    </article>
  );
}
