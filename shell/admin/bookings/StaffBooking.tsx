import { useT } from '../../../core/i18n';
import type { Booking } from '../../../core/schemas/facilities';
import { BOOKING_STATE_TEXT, BookingNoteForm, bookingDateTime, bookingPeriod, CancelBooking, isActiveBooking } from '../../../widgets/facility-booking';

const isCancelled = (booking: Booking) => booking.state === 'cancelled' || booking.state === 'cancelled_by_staff';

/**
 * One booking in the staff week: when (London, written as every booking is), facility, resident,
 * premises, note and state (a cancelled one marked in words, not hidden), Cancel booking while it
 * is still to come, and its note to add or change. Both reload the bookings, the slots and the booking info (the endpoints
 * announce the change under the facility's bookings, spec 2 §4).
 * @example <StaffBooking booking={booking} />
 */
export function StaffBooking({ booking }: { booking: Booking }) {
  const t = useT();
  const resident = booking.contact.fullName ?? t('admin.bookings.unknownResident');
  const cancelled = isCancelled(booking);
  return (
    <li className={`shell-admin-booking${cancelled ? ' shell-admin-booking--cancelled' : ''}`}>
      <p className="shell-admin-booking__title">
        <strong>{t('facilities.timeRange', bookingPeriod(booking))}</strong> {booking.facility.name}
      </p>
      <dl className="shell-admin-booking__facts">
        <dt>{t('admin.bookings.resident')}</dt>
        <dd>{resident}</dd>
        {booking.contact.premisesName ? (
          <>
            <dt>{t('common.premises')}</dt>
            <dd>{booking.contact.premisesName}</dd>
          </>
        ) : null}
        <dt>{t('facilities.booking.stateLabel')}</dt>
        <dd className="shell-admin-booking__state">{t(BOOKING_STATE_TEXT[booking.state])}</dd>
        {booking.note ? (
          <>
            <dt>{t('facilities.booking.note')}</dt>
            <dd className="shell-admin-booking__note">{booking.note}</dd>
          </>
        ) : null}
      </dl>
      <div className="shell-admin-booking__actions">
        {isActiveBooking(booking, new Date()) ? (
          <CancelBooking
            booking={booking}
            state="cancelled_by_staff"
            text={t('admin.bookings.cancelText', { facility: booking.facility.name, resident, when: bookingDateTime(booking.startAt) })}
            cancelledText={t('admin.bookings.cancelled')}
          />
        ) : null}
        <details className="shell-admin-booking__note-edit">
          <summary>{t('admin.bookings.changeNote')}</summary>
          <BookingNoteForm key={booking.updatedAt} booking={booking} label={t('admin.bookings.noteFor', { resident })} />
        </details>
      </div>
    </li>
  );
}
