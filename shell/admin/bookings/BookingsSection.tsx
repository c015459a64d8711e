import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n';
import type { Booking } from '../../../core/schemas/facilities';
import { developmentBookingsStore, facilitiesStore, facilityBookingsStore } from '../../../core/stores/facilities';
import { Field } from '../../../core/ui/Field';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { dateName, dayName, londonToday } from '../../../widgets/facility-booking/rules';
import { navigate } from '../../router';
import { StaffBooking } from './StaffBooking';
import { bookingsByDay, bookingsHref, bookingsView, shiftWeek, weekDays, type BookingsView } from './week';

/**
 * /admin/{developmentId}/bookings[?facilityId=&week=]: a week of the development's bookings, or of
 * one of its facilities (spec 2 §2, §9: calendar default view week), Monday to Sunday in London
 * time. Each day a heading and its bookings (time, facility, resident, premises, note, state;
 * cancelled ones stay, marked), each with Cancel booking and its note (`StaffBooking`). The
 * facility filter and the weeks are plain addresses, so a staff member can bookmark any of them.
 * @example <BookingsSection developmentId="dev-riverside-wharf" search={{ week: '2026-11-23' }} />
 */
export function BookingsSection(props: { developmentId: string; search: Record<string, string> }) {
  const t = useT();
  const headingId = useId();
  const { developmentId } = props;
  const view = bookingsView(props.search, londonToday());
  const days = weekDays(view.week);
  const range = { fromDate: view.week, toDate: days[6] ?? view.week };
  const bookings = useResource(
    view.facilityId ? facilityBookingsStore(view.facilityId, range) : developmentBookingsStore(developmentId, range),
    t(view.facilityId ? 'errors.booking.fetchByFacility' : 'errors.booking.fetchByDevelopment'),
  );
  return (
    <section className="shell-admin-bookings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.bookings.title')}</h2>
      <FacilityFilter key={view.facilityId ?? ''} developmentId={developmentId} view={view} />
      <nav className="shell-admin-bookings__weeks" aria-label={t('admin.bookings.weekNavigation')}>
        <a href={bookingsHref(developmentId, { ...view, week: shiftWeek(view.week, -1) })}>{t('admin.bookings.previousWeek')}</a>
        <a href={bookingsHref(developmentId, { ...view, week: bookingsView({}, londonToday()).week })}>{t('admin.bookings.thisWeek')}</a>
        <a href={bookingsHref(developmentId, { ...view, week: shiftWeek(view.week, 1) })}>{t('admin.bookings.nextWeek')}</a>
      </nav>
      <p className="shell-admin-bookings__range" aria-live="polite">
        {t('admin.bookings.weekOf', { from: dateName(view.week), to: dateName(range.toDate) })}
      </p>
      <Loaded state={bookings}>{(list) => <Week bookings={list} days={days} />}</Loaded>
    </section>
  );
}

/**
 * Which facility's bookings to show: a select with Show, so choosing alone never changes the page
 * (WCAG 3.2.2); Show goes to the address of that facility's (or every facility's) week.
 */
function FacilityFilter({ developmentId, view }: { developmentId: string; view: BookingsView }) {
  const t = useT();
  const id = useId();
  const facilities = useResource(facilitiesStore(developmentId), t('facilities.loadFailed'));
  const [chosen, setChosen] = useState(view.facilityId ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(bookingsHref(developmentId, { facilityId: chosen || undefined, week: view.week }));
  };
  return (
    <Loaded state={facilities}>
      {(list) => (
        <form className="shell-admin-bookings__filter" onSubmit={submit}>
          <Field id={id} label={t('admin.bookings.facilityLabel')}>
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t('admin.bookings.allFacilities')}</option>
              {list.map((facility) => (
                <option key={facility.id} value={facility.id}>
                  {facility.name}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="portico-button">
            {t('admin.bookings.show')}
          </button>
        </form>
      )}
    </Loaded>
  );
}

/** The week: a heading per day with its bookings, or one line when the whole week has none. */
function Week({ bookings, days }: { bookings: Booking[]; days: string[] }) {
  const t = useT();
  const ids = useId();
  if (bookings.length === 0) return <p className="shell-admin-bookings__empty">{t('admin.bookings.weekEmpty')}</p>;
  const byDay = bookingsByDay(bookings, days);
  return (
    <div className="shell-admin-bookings__days">
      {days.map((day) => {
        const list = byDay[day] ?? [];
        return (
          <section key={day} className="shell-admin-bookings__day" aria-labelledby={`${ids}-${day}`}>
            <h3 id={`${ids}-${day}`}>{dayName(day)}</h3>
            {list.length === 0 ? (
              <p className="shell-admin-bookings__empty">{t('admin.bookings.dayEmpty')}</p>
            ) : (
              <ul className="shell-admin-bookings__list">
                {list.map((booking) => (
                  <StaffBooking key={booking.id} booking={booking} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
