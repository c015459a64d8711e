import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n';
import type { Booking } from '../../../core/schemas/facilities';
import { developmentBookingsStore, facilitiesStore, facilityBookingsStore } from '../../../core/stores/facilities';
import { Field } from '../../../core/ui/Field';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { Spinner } from '../../../core/ui/Spinner';
import { styleRef } from '../../../core/ui/styles';
import { dateName, londonToday } from '../../../core/domain/londonDays';
import { navigate } from '../../router';
import { StaffBooking } from './StaffBooking';
import { StaffDays } from './StaffDays';
import { bookingsByDay, bookingsHref, bookingsView, shiftWeek, weekDays, type BookingsView } from './week';

// A facility's slots in a chunk of their own, loaded when a staff member asks for them.
const StaffSlots = lazy(() => import('./StaffSlots').then((module) => ({ default: module.StaffSlots })));

// The calendar's own CSS, adopted where it renders, so it travels in the staff area's chunk.
const bookingsCss = `
.shell-admin-bookings { display: grid; gap: 1rem; }
.shell-admin-bookings h2, .shell-admin-bookings h3, .shell-admin-bookings p { margin: 0; }
.shell-admin-bookings__filter { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; }
.shell-admin-bookings__weeks, .shell-admin-bookings__views { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
.shell-admin-bookings__days { display: grid; gap: 1.25rem; }
.shell-admin-bookings__day { display: grid; gap: 0.5rem; }
.shell-admin-bookings__empty { color: var(--_p-text-muted); }
.shell-admin-bookings__list { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.shell-admin-bookings__views a[aria-current='page'] { font-weight: 700; }
.shell-admin-bookings__slots { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.shell-admin-slot { padding: 0.25rem 0.5rem; border-inline-start: 0.25rem solid var(--_p-border); }
.shell-admin-slot--booked { color: var(--_p-text-muted); }
.shell-admin-slot__limit { display: block; font-size: 0.875em; }
.shell-admin-booking { display: grid; gap: 0.5rem; padding: 0.75rem; border: 1px solid var(--_p-border); border-inline-start-width: 0.375rem; border-radius: 0.5rem; }
.shell-admin-booking--cancelled { border-style: dashed; color: var(--_p-text-muted); }
.shell-admin-booking--cancelled .shell-admin-booking__state { font-weight: 700; }
.shell-admin-booking__facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.shell-admin-booking__facts dt { font-weight: 600; }
.shell-admin-booking__facts dd { margin: 0; overflow-wrap: anywhere; }
.shell-admin-booking__actions { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: start; }
.shell-admin-booking__note-form { display: grid; gap: 0.5rem; justify-items: start; margin-block-start: 0.5rem; }
`;

/**
 * /admin/{developmentId}/bookings[?facilityId=&week=]: a week of the development's bookings, or of
 * one of its facilities (spec 2 §2, §9: calendar default view week), Monday to Sunday in London
 * time. Each day a heading and its bookings (time, facility, resident, premises, note, state;
 * cancelled ones stay, marked), each with Cancel booking and its note (`StaffBooking`); or, for one
 * facility, its slots that week (`StaffSlots`). The facility filter, the view and the weeks are
 * plain addresses, so a staff member can bookmark any of them.
 * @example <BookingsSection developmentId="dev-riverside-wharf" search={{ week: '2026-11-23' }} />
 */
export function BookingsSection(props: { developmentId: string; search: Record<string, string> }) {
  const t = useT();
  const headingId = useId();
  const { developmentId } = props;
  const view = bookingsView(props.search, londonToday());
  const days = weekDays(view.week);
  const range = { fromDate: view.week, toDate: days[6] ?? view.week };
  return (
    <section ref={styleRef(bookingsCss)} className="shell-admin-bookings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.nav.bookings')}</h2>
      <FacilityFilter key={view.facilityId ?? ''} developmentId={developmentId} view={view} />
      <ViewSwitch developmentId={developmentId} view={view} />
      <nav className="shell-admin-bookings__weeks" aria-label={t('admin.bookings.weekNavigation')}>
        <a href={bookingsHref(developmentId, { ...view, week: shiftWeek(view.week, -1) })}>{t('facilities.calendar.previousWeek')}</a>
        <a href={bookingsHref(developmentId, { ...view, week: bookingsView({}, londonToday()).week })}>{t('admin.bookings.thisWeek')}</a>
        <a href={bookingsHref(developmentId, { ...view, week: shiftWeek(view.week, 1) })}>{t('facilities.calendar.nextWeek')}</a>
      </nav>
      <p className="shell-admin-bookings__range" aria-live="polite">
        {t('admin.bookings.weekOf', { from: dateName(view.week), to: dateName(range.toDate) })}
      </p>
      {view.facilityId && view.show === 'slots' ? (
        <Suspense fallback={<Spinner />}>
          <StaffSlots facilityId={view.facilityId} days={days} />
        </Suspense>
      ) : (
        <Bookings developmentId={developmentId} facilityId={view.facilityId} range={range} days={days} />
      )}
    </section>
  );
}

/** The week's bookings of the development, or of one of its facilities. */
function Bookings(props: { developmentId: string; facilityId: string | undefined; range: { fromDate: string; toDate: string }; days: string[] }) {
  const t = useT();
  const { facilityId, range } = props;
  const bookings = useResource(
    facilityId ? facilityBookingsStore(facilityId, range) : developmentBookingsStore(props.developmentId, range),
    t(facilityId ? 'errors.booking.fetchByFacility' : 'errors.booking.fetchByDevelopment'),
  );
  return <Loaded state={bookings}>{(list) => <Week bookings={list} days={props.days} />}</Loaded>;
}

/** Bookings or slots: slots are one facility's, so without a facility it says how to see them. */
function ViewSwitch({ developmentId, view }: { developmentId: string; view: BookingsView }) {
  const t = useT();
  if (!view.facilityId) return <p className="shell-admin-bookings__empty">{t('admin.bookings.slotsHint')}</p>;
  const slots = view.show === 'slots';
  return (
    <nav className="shell-admin-bookings__views" aria-label={t('admin.bookings.viewNavigation')}>
      <a href={bookingsHref(developmentId, { ...view, show: undefined })} aria-current={slots ? undefined : 'page'}>
        {t('admin.nav.bookings')}
      </a>
      <a href={bookingsHref(developmentId, { ...view, show: 'slots' })} aria-current={slots ? 'page' : undefined}>
        {t('admin.bookings.slots')}
      </a>
    </nav>
  );
}

/**
 * Which facility's bookings (or slots) to show: a select with Show, so choosing alone never changes
 * the page (WCAG 3.2.2); Show goes to the address of that facility's (or every facility's) week.
 */
function FacilityFilter({ developmentId, view }: { developmentId: string; view: BookingsView }) {
  const t = useT();
  const id = useId();
  const facilities = useResource(facilitiesStore(developmentId), t('facilities.loadFailed'));
  const [chosen, setChosen] = useState(view.facilityId ?? '');
  const slots = view.show === 'slots';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(bookingsHref(developmentId, { ...view, facilityId: chosen || undefined }));
  };
  return (
    <Loaded state={facilities}>
      {(list) => (
        <form className="shell-admin-bookings__filter" onSubmit={submit}>
          <Field id={id} label={t(slots ? 'admin.bookings.slotsFacilityLabel' : 'admin.bookings.facilityLabel')}>
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
            {t(slots ? 'admin.bookings.showSlots' : 'admin.bookings.show')}
          </button>
        </form>
      )}
    </Loaded>
  );
}

/** The week: a heading per day with its bookings, or one line when the whole week has none. */
function Week({ bookings, days }: { bookings: Booking[]; days: string[] }) {
  const t = useT();
  if (bookings.length === 0) return <p className="shell-admin-bookings__empty">{t('admin.bookings.weekEmpty')}</p>;
  return (
    <StaffDays days={days} byDay={bookingsByDay(bookings, days)} emptyText={t('admin.bookings.dayEmpty')} listClassName="shell-admin-bookings__list">
      {(booking) => <StaffBooking key={booking.id} booking={booking} />}
    </StaffDays>
  );
}
