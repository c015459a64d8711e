import { useEffect, useId, useRef, useState } from 'react';
import { addBookingNote, changeBookingState } from '../../core/api/endpoints/facilities';
import { isApiError } from '../../core/api/error';
import { bookingCalendarFile, bookingCalendarFileName, CALENDAR_MEDIA_TYPE } from '../../core/domain/ics';
import type { EmitFn } from '../../core/events';
import { fieldResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { Booking } from '../../core/schemas/facilities';
import { bookingStore } from '../../core/stores/facilities';
import { Dialog } from '../../core/ui/Dialog';
import { showErrorDialog } from '../../core/ui/dialogStore';
import { saveFile } from '../../core/ui/download';
import { Field } from '../../core/ui/Field';
import { Alert } from '../../core/ui/Alert';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Heading } from '../../core/ui/links';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { styleRef } from '../../core/ui/styles';
import { formsCss } from './formStyles';
import { BOOKING_NOTE_MAX } from '../../core/schemas/facilities';
import { bookingDateTime, bookingPeriod, isActiveBooking, noteProblem } from './rules';

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

const STATE_TEXT: Record<Booking['state'], string> = {
  pending: 'facilities.booking.state.pending',
  confirmed: 'facilities.booking.state.confirmed',
  cancelled: 'facilities.booking.state.cancelled',
  cancelled_by_staff: 'facilities.booking.state.cancelledByStaff',
};

/**
 * One of the user's bookings (spec 2 §2 View booking, §4): its facility, when, state and note,
 * with Add to calendar (an RFC 5545 file in Europe/London time), the note form and Cancel booking
 * behind a confirmation, and Back to bookings. A booking cancelled or over keeps only Add to
 * calendar and Back. Cancelling reads the booking, the bookings, the slots and the booking info
 * again (spec 2 §4); a failure opens the Error Occurred dialog (spec 2 §8).
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
        <dd part="state">{t(STATE_TEXT[booking.state])}</dd>
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
        {active ? <CancelBooking booking={booking} developmentId={developmentId} emit={emit} /> : null}
      </div>
      {active ? <NoteForm key={booking.updatedAt} booking={booking} /> : null}
    </article>
  );
}

/** Cancel booking, behind a confirmation dialog; pending while the API answers. */
function CancelBooking({ booking, developmentId, emit }: { booking: Booking; developmentId: string; emit: EmitFn | undefined }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const cancel = async () => {
    if (pending) return;
    setPending(true);
    try {
      await changeBookingState(booking.facility.id, booking.id, 'cancelled');
      setConfirming(false);
      showSnackbar(t('facilities.booking.cancelled'), { type: 'success' });
      emit?.('portico-booking-cancelled', { bookingId: booking.id, facilityId: booking.facility.id, developmentId });
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
      <button type="button" className="portico-button" part="cancel-booking" onClick={() => setConfirming(true)}>
        {t('facilities.booking.cancel')}
      </button>
      <Dialog
        open={confirming}
        heading={t('facilities.booking.cancelConfirm')}
        onClose={() => setConfirming(false)}
        actions={
          <button
            type="button"
            className="portico-button portico-button--primary"
            part="confirm-cancel"
            aria-disabled={pending ? true : undefined}
            onClick={() => void cancel()}
          >
            {t(pending ? 'facilities.booking.cancelling' : 'facilities.booking.cancel')}
          </button>
        }
      >
        <p>{t('facilities.booking.cancelText', { facility: booking.facility.name, when: bookingDateTime(booking.startAt) })}</p>
      </Dialog>
    </>
  );
}

/** The note, added or changed; a failure keeps the text (spec 2 §8: The booking note could not be updated.). */
function NoteForm({ booking }: { booking: Booking }) {
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
      <Field id={`${ids}-note`} label={t('facilities.booking.note')} hint={t('facilities.booking.noteHint', { max: BOOKING_NOTE_MAX })} error={form.errors.note}>
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
