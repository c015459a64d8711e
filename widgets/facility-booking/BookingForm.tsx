import { useId, useMemo } from 'react';
import { createBooking } from '../../core/api/endpoints/facilities';
import { bookedPeriodsFromSlots } from '../../core/domain/slots';
import { londonClock } from '../../core/domain/londonDays';
import type { EmitFn } from '../../core/events';
import { checkResolver, textOrNull, useValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import type { Facility, Slot } from '../../core/schemas/facilities';
import { Alert } from '../../core/ui/Alert';
import { Dialog } from '../../core/ui/Dialog';
import { Field } from '../../core/ui/Field';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { styleRef } from '../../core/ui/styles';
import { formsCss } from './formStyles';
import { BOOKING_NOTE_MAX } from '../../core/schemas/facilities';
import { bookingPeriod, minutesBetween, noteProblem } from './rules';
import { bookableEnds } from './slots';

/** The booking form's fields: the chosen end (a flexible slot's length) and the optional note. */
interface BookingValues {
  endAt: string;
  note: string;
}

// The ends offered are those the slot engine allows; the note is optional, at most BOOKING_NOTE_MAX characters.
const bookingResolver = checkResolver<BookingValues>(({ note }) => {
  const problem = noteProblem(note);
  return problem ? { note: problem } : {};
});

/**
 * Props of `BookingForm`.
 * @example const props: BookingFormProps = { facility: gym, developmentId, slot, apiSlots, userId, seesBeyondLimits: false, onDone: close, emit };
 */
export interface BookingFormProps {
  facility: Facility;
  developmentId: string;
  /** The free slot chosen: the booking starts with it. */
  slot: Slot;
  /** The booked slots the API answered for the days shown: what the lengths offered must not overlap. */
  apiSlots: readonly Slot[];
  userId: string;
  seesBeyondLimits: boolean;
  /** Closes the dialog (Close, Escape, or after the booking is made). */
  onDone: () => void;
  emit: EmitFn | undefined;
}

/**
 * Books a slot in a dialog with one primary action: when (start and end in the
 * product's one format), the length for a flexible facility (steps of the minimum duration, as
 * long as the slot engine allows), an optional note, and Confirm booking beside the dialog's
 * Close. While it is on its way the button says so; a refusal shows "Unable to create the
 * booking." with the API's reason above the form and keeps the note; success closes the dialog,
 * says so in the snackbar and emits `portico-booking-created` (the calendar, the upcoming
 * bookings and the booking info read again).
 * @example {slot ? <BookingForm facility={gym} developmentId={id} slot={slot} apiSlots={slots} userId={user.id} seesBeyondLimits={false} onDone={close} emit={emit} /> : null}
 */
export function BookingForm({ facility, developmentId, slot, apiSlots, userId, seesBeyondLimits, onDone, emit }: BookingFormProps) {
  const t = useT();
  const ids = useId();
  const ends = useMemo(
    () => bookableEnds({ facility, bookings: bookedPeriodsFromSlots(apiSlots), now: new Date(), viewer: { userId, seesBeyondLimits } }, facility, slot),
    [facility, apiSlots, slot, userId, seesBeyondLimits],
  );
  const form = useValidatedForm<BookingValues>({ resolver: bookingResolver, defaultValues: { endAt: ends[0] ?? slot.endTime, note: '' } });
  const { values, pending } = form;

  const book = async ({ endAt, note }: BookingValues) => {
    const booking = await createBooking(facility.id, { startAt: slot.startTime, endAt, note: textOrNull(note) });
    showSnackbar(t('facilities.booking.success'), { type: 'success' });
    emit?.('portico-booking-created', { bookingId: booking.id, facilityId: facility.id, developmentId });
    onDone();
  };

  return (
    <Dialog
      open
      heading={t('facilities.booking.title', { facility: facility.name })}
      onClose={onDone}
      actions={
        <button type="submit" form={`${ids}-form`} className="portico-button portico-button--primary" part="confirm" aria-disabled={pending ? true : undefined}>
          {t(pending ? 'facilities.booking.booking' : 'facilities.booking.confirm')}
        </button>
      }
    >
      <form
        id={`${ids}-form`}
        className="portico-facility-booking__form"
        part="booking-form"
        ref={styleRef(formsCss)}
        noValidate
        aria-busy={pending ? true : undefined}
        onSubmit={(event) => void form.submit(event, book)}
      >
        {form.serverError ? (
          <Alert type="error" className="portico-facility-booking__alert">
            {form.serverError}
          </Alert>
        ) : null}
        <dl className="portico-facility-booking__facts">
          <dt>{t('facilities.booking.when')}</dt>
          <dd part="when">{t('facilities.timeRange', bookingPeriod({ startAt: slot.startTime, endAt: values.endAt }))}</dd>
        </dl>
        {ends.length > 1 ? (
          <Field id={`${ids}-end`} label={t('facilities.booking.length')}>
            <select value={values.endAt} part="length" onChange={(event) => form.change('endAt', event.currentTarget.value)}>
              {ends.map((end) => (
                <option key={end} value={end}>
                  {t('facilities.booking.until', { time: londonClock(end), minutes: minutesBetween(slot.startTime, end) })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id={`${ids}-note`} label={t('facilities.booking.noteOptional')} hint={t('facilities.booking.noteHint', { max: BOOKING_NOTE_MAX })} error={form.errors.note}>
          <textarea value={values.note} part="note" rows={3} onChange={(event) => form.change('note', event.currentTarget.value)} />
        </Field>
      </form>
    </Dialog>
  );
}
