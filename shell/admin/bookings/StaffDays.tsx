import { useId, type ReactNode } from 'react';
import { dayName } from '../../../core/domain/londonDays';

/**
 * A week in the staff area, as the bookings and the slots show it: a section per day under the
 * day's name, with that day's items in a list, or `emptyText` for a day without any.
 * @example <StaffDays days={days} byDay={byDay} emptyText={t('admin.bookings.dayEmpty')} listClassName="shell-admin-bookings__list">{(booking) => <StaffBooking key={booking.id} booking={booking} />}</StaffDays>
 */
export function StaffDays<T>({
  days,
  byDay,
  emptyText,
  listClassName,
  children,
}: {
  days: string[];
  byDay: Record<string, T[]>;
  emptyText: string;
  listClassName: string;
  /** One item as a list item, keyed. */
  children: (item: T) => ReactNode;
}) {
  const ids = useId();
  return (
    <div className="shell-admin-bookings__days">
      {days.map((day) => {
        const list = byDay[day] ?? [];
        return (
          <section key={day} className="shell-admin-bookings__day" aria-labelledby={`${ids}-${day}`}>
            <h3 id={`${ids}-${day}`}>{dayName(day)}</h3>
            {list.length === 0 ? <p className="shell-admin-bookings__empty">{emptyText}</p> : <ul className={listClassName}>{list.map(children)}</ul>}
          </section>
        );
      })}
    </div>
  );
}
