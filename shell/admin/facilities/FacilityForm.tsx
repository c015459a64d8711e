import { useId } from 'react';
import { createFacility, updateFacility } from '../../../core/api/endpoints/facility-admin';
import { checkResolver, useValidatedForm, type ValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { Facility, FixedSlot } from '../../../core/schemas/facilities';
import { facilitiesStore, facilityStore } from '../../../core/stores/facilities';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field } from '../../../core/ui/Field';
import { showApiFailure } from '../../../core/ui/showApiFailure';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { navigate } from '../../router';
import { adminPath } from '../paths';
import { checkFacilityForm, fixedSlotField, formValues, settingsOf, WEEKDAYS, type FacilityFormValues } from './facilityForm';
import { SlotPreview } from './SlotPreview';

type Name = keyof FacilityFormValues & string;

/**
 * A facility's settings (spec 2 §2 Facility management): a new one (`facility` absent) or an
 * existing one, checked field by field by the contract's `FacilitySettings`, with next week's
 * slots beside it as residents would be offered them. A failed save keeps everything typed.
 * @example <FacilityForm developmentId="dev-riverside-wharf" facility={gym} />
 */
export function FacilityForm({ developmentId, facility }: { developmentId: string; facility?: Facility }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const form = useValidatedForm<FacilityFormValues>({ resolver: checkResolver(checkFacilityForm), defaultValues: () => formValues(facility) });
  const { values } = form;
  // Errors by name, the fixed slots' rows included (their names are not the values' keys).
  const errors = form.errors as Partial<Record<string, string>>;

  const send = useSaveFacility(developmentId, facility);

  const text = (name: Name, label: string, options: { hint?: string | undefined; inputMode?: 'numeric'; disabled?: boolean } = {}) => (
    <Field id={idOf(name)} label={label} hint={options.hint} error={errors[name]}>
      <input
        type="text"
        name={name}
        inputMode={options.inputMode}
        disabled={options.disabled}
        value={values[name] as string}
        onChange={(event) => form.change(name, event.target.value)}
      />
    </Field>
  );
  const check = (name: Name, label: string) => (
    <label className="shell-admin__check">
      <input type="checkbox" name={name} checked={values[name] as boolean} onChange={(event) => form.change(name, event.target.checked)} />
      {label}
    </label>
  );
  return (
    <div className="shell-admin__editor">
      <form noValidate aria-label={t(facility ? 'admin.facilities.formEdit' : 'admin.facilities.new')} onSubmit={(event) => void form.submit(event, send)}>
        <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
        {text('name', t('common.name'))}
        <Field id={idOf('description')} label={t('common.description')} error={errors.description}>
          <textarea name="description" rows={3} value={values.description} onChange={(event) => form.change('description', event.target.value)} />
        </Field>
        <fieldset>
          <legend>{t('facilities.manage.slotType')}</legend>
          {(['flexible', 'fixed'] as const).map((type) => (
            <label key={type} className="shell-admin__check">
              <input type="radio" name="slotType" value={type} checked={values.slotType === type} onChange={() => form.change('slotType', type)} />
              {t(`admin.facilities.slotType.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('admin.facilities.limits')}</legend>
          {text('leadTime', t('admin.facilities.leadTime'), { hint: t('admin.facilities.leadTimeHint'), inputMode: 'numeric', disabled: values.leadTimeNoLimit })}
          {check('leadTimeNoLimit', t('admin.facilities.noLeadTime'))}
          {text('horizon', t('admin.facilities.horizon'), { hint: t('admin.facilities.horizonHint'), inputMode: 'numeric', disabled: values.horizonNoLimit })}
          {check('horizonNoLimit', t('admin.facilities.noHorizon'))}
        </fieldset>
        <OpeningHours form={form} idOf={idOf} />
        {text('minimumSlotDurationInMinutes', t('facilities.manage.minimumSlotDuration'), {
          inputMode: 'numeric',
          hint: t(values.slotType === 'fixed' ? 'admin.facilities.minimumFixedHint' : 'admin.facilities.minimumFlexibleHint'),
        })}
        {text('bufferTimeInMinutes', t('facilities.manage.bufferTime'), { inputMode: 'numeric' })}
        {values.slotType === 'fixed' ? <FixedSlots form={form} idOf={idOf} /> : null}
        <p className="shell-admin__actions">
          <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
            {t(form.pending ? 'admin.facilities.saving' : 'common.save')}
          </button>
        </p>
      </form>
      <SlotPreview values={values} valid={Object.keys(checkFacilityForm(values)).every((name) => name === 'name' || name === 'description')} />
    </div>
  );
}

/**
 * Saves the form's settings: the facility updated (its page and the list read again), or created
 * and its page opened. A failure opens the failure dialog and is thrown on, so the form keeps what
 * was typed and puts the API's field messages on the fields.
 */
function useSaveFacility(developmentId: string, facility: Facility | undefined) {
  return async (checked: FacilityFormValues) => {
    const settings = settingsOf(checked);
    try {
      if (facility) {
        await updateFacility(facility.id, settings);
        facilityStore(facility.id).revalidate();
        facilitiesStore(developmentId).revalidate();
        showSnackbar(translate('admin.facilities.saved'));
      } else {
        const created = await createFacility({ developmentId, ...settings });
        facilitiesStore(developmentId).revalidate();
        showSnackbar(translate('admin.facilities.created'));
        navigate(adminPath(developmentId, 'facilities', created.id));
      }
    } catch (error) {
      showApiFailure(error, { prefix: translate(facility ? 'errors.facility.save' : 'errors.facility.create') });
      throw error;
    }
  };
}

interface PartProps {
  form: ValidatedForm<FacilityFormValues>;
  idOf: (name: string) => string;
}

/** Each weekday's opening and closing time, or Closed. */
function OpeningHours({ form, idOf }: PartProps) {
  const t = useT();
  const { values } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  return (
    <fieldset>
      <legend>{t('facilities.manage.openingHours')}</legend>
      <p className="shell-admin__muted" id={idOf('hoursHint')}>
        {t('admin.facilities.midnightHint')}
      </p>
      {WEEKDAYS.map((day) => (
        <fieldset key={day} className="shell-admin__day">
          <legend>{t(`admin.facilities.day.${day}`)}</legend>
          <label className="shell-admin__check">
            <input type="checkbox" name={`${day}Closed`} checked={values[`${day}Closed`]} onChange={(event) => form.change(`${day}Closed`, event.target.checked)} />
            {t('admin.facilities.closed')}
          </label>
          {values[`${day}Closed`] ? null : (
            <>
              <Field id={idOf(`${day}OpeningHour`)} label={t('facilities.manage.opens')} error={errors[`${day}OpeningHour`]}>
                <input type="time" name={`${day}OpeningHour`} value={values[`${day}OpeningHour`]} onChange={(event) => form.change(`${day}OpeningHour`, event.target.value)} />
              </Field>
              <Field id={idOf(`${day}ClosingHour`)} label={t('facilities.manage.closes')} error={errors[`${day}ClosingHour`]}>
                <input
                  type="time"
                  name={`${day}ClosingHour`}
                  aria-describedby={idOf('hoursHint')}
                  value={values[`${day}ClosingHour`]}
                  onChange={(event) => form.change(`${day}ClosingHour`, event.target.value)}
                />
              </Field>
            </>
          )}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** A fixed-slot facility's slots, each with its start, end and Remove, and Add a slot after the last. */
function FixedSlots({ form, idOf }: PartProps) {
  const t = useT();
  const { values } = form;
  // The rows' errors by name (their names are not the values' keys).
  const errors = form.errors as Partial<Record<string, string>>;
  const setSlots = (slots: FixedSlot[]) => form.change('fixedSlots', slots);
  const setSlot = (index: number, change: Partial<FixedSlot>) => setSlots(values.fixedSlots.map((slot, each) => (each === index ? { ...slot, ...change } : slot)));
  return (
    <fieldset>
      <legend>{t('admin.facilities.fixedSlots')}</legend>
      {errors.fixedSlots ? (
        <p className="portico-field__error" id={idOf('fixedSlots')} tabIndex={-1}>
          <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {errors.fixedSlots}
        </p>
      ) : null}
      {values.fixedSlots.map((slot, index) => (
        <fieldset key={index} className="shell-admin__day">
          <legend>{t('admin.facilities.fixedSlot', { number: index + 1 })}</legend>
          <Field id={idOf(fixedSlotField(index, 'startTime'))} label={t('admin.facilities.slotStart')} error={errors[fixedSlotField(index, 'startTime')]}>
            <input type="time" value={slot.startTime} onChange={(event) => setSlot(index, { startTime: event.target.value })} />
          </Field>
          <Field id={idOf(fixedSlotField(index, 'endTime'))} label={t('admin.facilities.slotEnd')} hint={t('admin.facilities.midnightHint')} error={errors[fixedSlotField(index, 'endTime')]}>
            <input type="time" value={slot.endTime} onChange={(event) => setSlot(index, { endTime: event.target.value })} />
          </Field>
          <button type="button" className="portico-button portico-button--secondary" onClick={() => setSlots(values.fixedSlots.filter((_, each) => each !== index))}>
            {t('admin.facilities.removeSlot', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className="portico-button portico-button--secondary" onClick={() => setSlots([...values.fixedSlots, nextSlot(values.fixedSlots)])}>
        {t('admin.facilities.addSlot')}
      </button>
    </fieldset>
  );
}

// A new fixed slot follows the last one (an hour long), or starts the day at 08:00.
function nextSlot(slots: readonly FixedSlot[]): FixedSlot {
  const last = slots.at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last.endTime) || last.endTime >= '23:00' || last.endTime === '00:00') return { startTime: '08:00', endTime: '09:00' };
  const hour = Number(last.endTime.slice(0, 2)) + 1;
  return { startTime: last.endTime, endTime: `${String(hour).padStart(2, '0')}${last.endTime.slice(2)}` };
}

