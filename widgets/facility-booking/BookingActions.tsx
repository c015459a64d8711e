import { useId, useState, type ReactNode } from 'react';
import { addBookingNote, changeBookingState } from '../../core/api/endpoints/facilities';
import { fieldResolver, useValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import { BOOKING_NOTE_MAX, type Booking } from '../../core/schemas/facilities';
import { Alert } from '../../core/ui/Alert';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { Field } from '../../core/ui/Field';
import { showApiFailure } from '../../core/ui/showApiFailure';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { noteProblem } from './rules';

/**
 * The catalogue id of each booking state's name.
 * @example t(BOOKING_STATE_TEXT[booking.state]) // 'Cancelled by staff'
 */
export const BOOKING_STATE_TEXT: Readonly<Record<Booking['state'], string>> = {
  pending: 'facilities.booking.state.pending',
  confirmed: 'facilities.booking.state.confirmed',
  cancelled: 'facilities.booking.state.cancelled',
  cancelled_by_staff: 'facilities.booking.state.cancelledByStaff',
};

/**
 * Props of `CancelBooking`.
 * @example const props: CancelBookingProps = { booking, state: 'cancelled', text, cancelledText: t('facilities.booking.cancelled') };
 */
export interface CancelBookingProps {
  booking: Booking;
  /** The state it goes to: `cancelled` by its resident, `cancelled_by_staff` by staff. */
  state: 'cancelled' | 'cancelled_by_staff';
  /** What the confirmation says will happen. */
  text: ReactNode;
  /** The snackbar once it is cancelled. */
  cancelledText: string;
  onCancelled?: () => void;
}

/**
 * Cancel booking, behind a confirmation dialog, pending while the API answers; a failure opens
 * the Error Occurred dialog with "Could not change the state of booking.". The
 * endpoint announces the change, so the booking, the bookings, the slots and the booking info
 * read again. The resident's booking view and the staff week share it.
 * @example <CancelBooking booking={booking} state="cancelled_by_staff" text={text} cancelledText={t('admin.bookings.cancelled')} />
 */
export function CancelBooking({ booking, state, text, cancelledText, onCancelled }: CancelBookingProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const cancel = async () => {
    if (pending) return;
    setPending(true);
    try {
      await changeBookingState(booking.facility.id, booking.id, state);
      setConfirming(false);
      showSnackbar(cancelledText, { type: 'success' });
      onCancelled?.();
    } catch (error) {
      setConfirming(false);
      showApiFailure(error, { prefix: t('errors.booking.changeState') });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button type="button" className="portico-button" part="cancel-booking" onClick={() => setConfirming(true)}>
        {t('facilities.booking.cancel')}
      </button>
      <ConfirmDialog
        open={confirming}
        heading={t('facilities.booking.cancelConfirm')}
        onClose={() => setConfirming(false)}
        confirmLabel={t(pending ? 'facilities.booking.cancelling' : 'facilities.booking.cancel')}
        confirmPart="confirm-cancel"
        pending={pending}
        onConfirm={() => void cancel()}
      >
        <p>{text}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The booking's note, added, changed or cleared (at most `BOOKING_NOTE_MAX` characters); a
 * failure keeps the text and says "The booking note could not be updated.".
 * @example <BookingNoteForm key={booking.updatedAt} booking={booking} label={t('facilities.booking.note')} />
 */
export function BookingNoteForm({ booking, label }: { booking: Booking; label: string }) {
  const t = useT();
  const ids = useId();
  const form = useValidatedForm<{ note: string }>({ resolver: noteResolver, defaultValues: { note: booking.note ?? '' } });
  const save = async ({ note }: { note: string }) => {
    await addBookingNote(booking.facility.id, booking.id, note.trim());
    showSnackbar(t('facilities.booking.noteSaved'), { type: 'success' });
  };
  return (
    <form className="portico-facility-booking__note-form" part="note-form" noValidate aria-busy={form.pending ? true : undefined} onSubmit={(event) => void form.submit(event, save)}>
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={`${ids}-note`} label={label} hint={t('facilities.booking.noteHint', { max: BOOKING_NOTE_MAX })} error={form.errors.note}>
        <textarea value={form.values.note} part="note" rows={3} onChange={(event) => form.change('note', event.currentTarget.value)} />
      </Field>
      <button type="submit" className="portico-button portico-button--primary" part="save-note" aria-disabled={form.pending ? true : undefined}>
        {t(form.pending ? 'facilities.booking.savingNote' : 'facilities.booking.addNote')}
      </button>
    </form>
  );
}

// The note is free text of at most BOOKING_NOTE_MAX characters; an empty one clears it.
const noteResolver = fieldResolver('note', noteProblem);
