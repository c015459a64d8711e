import { useId, useState } from 'react';
import { addBookingNote, changeBookingState } from '../../../core/api/endpoints/facilities';
import { isApiError } from '../../../core/api/error';
import { londonDay } from '../../../core/domain/london';
import { fieldResolver, useValidatedForm } from '../../../core/forms';
import { useT } from '../../../core/i18n';
import { BOOKING_NOTE_MAX, type Booking } from '../../../core/schemas/facilities';
import { Alert } from '../../../core/ui/Alert';
import { Dialog } from '../../../core/ui/Dialog';
import { showErrorDialog } from '../../../core/ui/dialogStore';
import { Field } from '../../../core/ui/Field';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { bookingDateTime, dayName, isActiveBooking, londonClock, noteProblem } from '../../../widgets/facility-booking/rules';

const STATE_TEXT: Record<Booking['state'], string> = {
  pending: 'facilities.booking.state.pending',
  confirmed: 'facilities.booking.state.confirmed',
  cancelled: 'facilities.booking.state.cancelled',
  cancelled_by_staff: 'facilities.booking.state.cancelledByStaff',
};

const isCancelled = (booking: Booking) => booking.state === 'cancelled' || booking.state === 'cancelled_by_staff';

/**
 * One booking in the staff week: its time (London), facility, resident, premises, note and state
 * (a cancelled one marked in words, not hidden), Cancel booking while it is still to come, and its
 * note to add or change. Both reload the bookings, the slots and the booking info (the endpoints
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
        <strong>{t('facilities.timeRange', bookingTimes(booking))}</strong> {booking.facility.name}
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
        <dd className="shell-admin-booking__state">{t(STATE_TEXT[booking.state])}</dd>
        {booking.note ? (
          <>
            <dt>{t('facilities.booking.note')}</dt>
            <dd className="shell-admin-booking__note">{booking.note}</dd>
          </>
        ) : null}
      </dl>
      <div className="shell-admin-booking__actions">
        {isActiveBooking(booking, new Date()) ? <CancelBooking booking={booking} resident={resident} /> : null}
        <details className="shell-admin-booking__note-edit">
          <summary>{t('admin.bookings.changeNote')}</summary>
          <NoteForm key={booking.updatedAt} booking={booking} resident={resident} />
        </details>
      </div>
    </li>
  );
}

/** The booking's London start and end clock times; an end on another day names that day. */
function bookingTimes(booking: Booking): { start: string; end: string } {
  const endDay = londonDay(new Date(booking.endAt));
  const sameDay = endDay === londonDay(new Date(booking.startAt));
  const end = londonClock(booking.endAt);
  return { start: londonClock(booking.startAt), end: sameDay ? end : `${dayName(endDay, 'short')} ${end}` };
}

/** Cancel booking behind a confirmation (state cancelled by staff); pending while the API answers. */
function CancelBooking({ booking, resident }: { booking: Booking; resident: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const cancel = async () => {
    if (pending) return;
    setPending(true);
    try {
      await changeBookingState(booking.facility.id, booking.id, 'cancelled_by_staff');
      setConfirming(false);
      showSnackbar(t('admin.bookings.cancelled'), { type: 'success' });
    } catch (error) {
      setConfirming(false);
      // spec 2 §8: "Could not change the state of booking." in the Error Occurred dialog.
      void showErrorDialog({
        type: t('errors.errorOccurred'),
        description: isApiError(error) ? error.message : t('errors.booking.changeState'),
        ...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button type="button" className="portico-button" onClick={() => setConfirming(true)}>
        {t('facilities.booking.cancel')}
      </button>
      <Dialog
        open={confirming}
        heading={t('facilities.booking.cancelConfirm')}
        onClose={() => setConfirming(false)}
        actions={
          <button type="button" className="portico-button portico-button--primary" aria-disabled={pending ? true : undefined} onClick={() => void cancel()}>
            {t(pending ? 'facilities.booking.cancelling' : 'facilities.booking.cancel')}
          </button>
        }
      >
        <p>{t('admin.bookings.cancelText', { facility: booking.facility.name, resident, when: bookingDateTime(booking.startAt) })}</p>
      </Dialog>
    </>
  );
}

/** The booking's note, added, changed or cleared; a failure keeps the text (spec 2 §8). */
function NoteForm({ booking, resident }: { booking: Booking; resident: string }) {
  const t = useT();
  const ids = useId();
  const form = useValidatedForm<{ note: string }>({ resolver: noteResolver, defaultValues: { note: booking.note ?? '' } });
  const save = async ({ note }: { note: string }) => {
    await addBookingNote(booking.facility.id, booking.id, note.trim());
    showSnackbar(t('facilities.booking.noteSaved'), { type: 'success' });
  };
  return (
    <form className="shell-admin-booking__note-form" noValidate aria-busy={form.pending ? true : undefined} onSubmit={(event) => void form.submit(event, save)}>
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={`${ids}-note`} label={t('admin.bookings.noteFor', { resident })} hint={t('facilities.booking.noteHint', { max: BOOKING_NOTE_MAX })} error={form.errors.note}>
        <textarea value={form.values.note} rows={3} onChange={(event) => form.change('note', event.currentTarget.value)} />
      </Field>
      <button type="submit" className="portico-button portico-button--primary" aria-disabled={form.pending ? true : undefined}>
        {t(form.pending ? 'facilities.booking.savingNote' : 'facilities.booking.addNote')}
      </button>
    </form>
  );
}

// At most BOOKING_NOTE_MAX characters, as the API checks it; an empty note clears it.
const noteResolver = fieldResolver('note', noteProblem);
