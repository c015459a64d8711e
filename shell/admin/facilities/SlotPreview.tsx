import { useId, useState } from 'react';
import { useT } from '../../../core/i18n';
import { settingsOf, type FacilityFormValues } from './facilityForm';
import { emptyWeekReason, nextWeek, previewDayLabel, previewWeek, type PreviewDay } from './slotPreview';

// A day with more slots than this shows its count with the first and the last, not every slot.
const LISTED_SLOTS = 4;

/**
 * Next week's slots (Monday to Sunday, London) under the form's rules as they stand, as a
 * resident would be offered them with nothing booked: from the same slot engine. Updated as the
 * fields change; the week's total is announced politely, and an empty week says why.
 * @example <SlotPreview values={form.values} valid={!hasRuleErrors} />
 */
export function SlotPreview({ values, valid }: { values: FacilityFormValues; valid: boolean }) {
  const t = useT();
  const headingId = useId();
  // Fixed while the form is shown, so the preview changes with the rules, not the clock.
  const [now] = useState(() => new Date());
  const { fromDate, toDate } = nextWeek(now);
  const settings = valid ? settingsOf(values) : null;
  const week = settings ? previewWeek(settings, now) : [];
  const total = week.reduce((count, day) => count + day.slots.length, 0);
  const reason = settings ? emptyWeekReason(settings, week, now) : null;
  return (
    <section aria-labelledby={headingId} className="shell-admin__preview">
      <h3 id={headingId}>{t('admin.facilities.preview.title')}</h3>
      <p>{t('admin.facilities.preview.intro', { from: previewDayLabel(fromDate), to: previewDayLabel(toDate) })}</p>
      <p role="status">
        {!settings ? t('admin.facilities.preview.invalid') : reason ? t(`admin.facilities.preview.empty.${reason}`) : t('admin.facilities.preview.total', { count: total })}
      </p>
      {settings && !reason ? (
        <ul className="shell-admin__preview-days">
          {week.map((day) => (
            <li key={day.day}>
              <strong>{previewDayLabel(day.day)}</strong>: {dayText(t, day)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function dayText(t: ReturnType<typeof useT>, day: PreviewDay): string {
  if (day.slots.length === 0) return t(day.closed ? 'admin.facilities.closed' : 'facilities.calendar.noSlots');
  const times = day.slots.map((slot) => t('facilities.timeRange', { start: slot.start, end: slot.end }));
  if (times.length <= LISTED_SLOTS) return times.join(', ');
  return t('admin.facilities.preview.many', { count: times.length, first: times[0] ?? '', last: times.at(-1) ?? '' });
}
