import { useEffect, useId, useRef, useState } from 'react';
import { formatPeriod } from '../../../core/domain/dateTimeFormat';
import { addLondonDays, londonDay, LONDON_TIME_ZONE } from '../../../core/domain/london';
import { useT } from '../../../core/i18n';
import { settingsOf, type FacilityFormValues } from './facilityForm';
import { emptyWeekReason, mondayOf, nextFreeAfter, nextWeek, previewDayLabel, previewWeek, type PreviewDay } from './slotPreview';

// A day with more slots than this shows its count with the first and the last, not every slot.
const LISTED_SLOTS = 4;

/**
 * Next week's slots (Monday to Sunday, London) under the form's rules as they stand, as a
 * resident would be offered them with nothing booked: from the same slot engine. Updated as the
 * fields change; the week's total is announced politely, and an empty week says why. When the
 * lead time or the hours leave the week empty, Next free names the first slot a resident would
 * get within the horizon and shows its week, focusing that day (or says none is free).
 * @example <SlotPreview values={form.values} valid={!hasRuleErrors} />
 */
export function SlotPreview({ values, valid }: { values: FacilityFormValues; valid: boolean }) {
  const t = useT();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Fixed while the form is shown, so the preview changes with the rules, not the clock.
  const [now] = useState(() => new Date());
  const settings = valid ? settingsOf(values) : null;
  // The week Next free went to, for the rules it was found under: a change of rule shows next week again.
  const rules = JSON.stringify(settings);
  const [moved, setMoved] = useState<{ fromDate: string; rules: string } | null>(null);
  // The day Next free chose, focused once its week is shown.
  const focusDay = useRef<string | null>(null);
  const shown = moved?.rules === rules ? moved.fromDate : null;
  const fromDate = shown ?? nextWeek(now).fromDate;
  const toDate = addLondonDays(fromDate, 6);
  const week = settings ? previewWeek(settings, now, fromDate) : [];
  const total = week.reduce((count, day) => count + day.slots.length, 0);
  const reason = settings ? emptyWeekReason(settings, week, now) : null;
  const next = settings && reason === 'none' ? nextFreeAfter(settings, toDate, now) : undefined;
  useEffect(() => {
    if (focusDay.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-day="${focusDay.current}"]`)?.focus();
    focusDay.current = null;
  });
  const status = !settings
    ? t('admin.facilities.preview.invalid')
    : reason
      ? t(`admin.facilities.preview.empty.${reason}`)
      : shown
        ? t('admin.facilities.preview.totalFrom', { count: total, from: previewDayLabel(fromDate) })
        : t('admin.facilities.preview.total', { count: total });
  return (
    <section aria-labelledby={headingId} className="shell-admin__preview">
      <h3 id={headingId}>{t('admin.facilities.preview.title')}</h3>
      <p>{t('admin.facilities.preview.intro', { from: previewDayLabel(fromDate), to: previewDayLabel(toDate) })}</p>
      <p role="status">{status}</p>
      {next ? (
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => {
            const day = londonDay(new Date(next.startTime));
            setMoved({ fromDate: mondayOf(day), rules });
            focusDay.current = day;
          }}
        >
          {t('facilities.nextFree.go', { when: t('facilities.timeRange', formatPeriod(new Date(next.startTime), new Date(next.endTime), LONDON_TIME_ZONE)) })}
        </button>
      ) : next === null ? (
        <p>{t('facilities.nextFree.none')}</p>
      ) : null}
      {settings && !reason ? (
        <ul ref={list} className="shell-admin__preview-days">
          {week.map((day) => (
            <li key={day.day} data-day={day.day} tabIndex={-1}>
              <strong>{previewDayLabel(day.day)}</strong>: {dayText(t, day)}
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <button type="button" className="portico-button portico-button--secondary" onClick={() => setMoved(null)}>
          {t('admin.facilities.preview.backToNextWeek')}
        </button>
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
