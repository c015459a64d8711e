import { useId } from 'react';
import { bookedPeriodsFromSlots, checkBooking, type BookingCheckInput } from '../../../core/domain/slots';
import { useT } from '../../../core/i18n';
import type { Facility, Slot } from '../../../core/schemas/facilities';
import { facilityStore, slotsStore } from '../../../core/stores/facilities';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { dayName, londonClock, slotKind, slotsByDay } from '../../../widgets/facility-booking';

/** Why a resident could not book a free slot that staff see: the lead time or the horizon. */
type ResidentLimit = 'too-soon' | 'beyond-horizon' | null;

const LIMIT_TEXT = { 'too-soon': 'admin.bookings.slotTooSoon', 'beyond-horizon': 'admin.bookings.slotBeyondHorizon' } as const;

/**
 * One facility's slots for a week, as the API answers them to the staff member: roles global, sl3
 * and sl4 also get the slots the lead time or the horizon hide from residents (spec 2 §4), each
 * marked with the limit that hides it; sl1 sees what a resident sees. Free or booked only: the
 * slots never say who booked (the week of bookings does).
 * @example <StaffSlots facilityId="fac-riverside-guest-suite" days={weekDays('2026-11-23')} />
 */
export function StaffSlots({ facilityId, days }: { facilityId: string; days: string[] }) {
  const t = useT();
  const facility = useResource(facilityStore(facilityId), t('facilities.loadFailed'));
  const slots = useResource(slotsStore(facilityId, days[0] ?? '', days[6] ?? ''), t('errors.slots.load'));
  return (
    <Loaded state={facility}>
      {(loaded) => <Loaded state={slots}>{(list) => <SlotWeek facility={loaded} slots={list} days={days} />}</Loaded>}
    </Loaded>
  );
}

function SlotWeek({ facility, slots, days }: { facility: Facility; slots: Slot[]; days: string[] }) {
  const t = useT();
  const ids = useId();
  if (slots.length === 0) return <p className="shell-admin-bookings__empty">{t('admin.bookings.slotsWeekEmpty', { facility: facility.name })}</p>;
  const byDay = slotsByDay(slots, days);
  // The same check the API runs on a resident's booking, with the booked slots it answered.
  const asResident: BookingCheckInput = { facility, bookings: bookedPeriodsFromSlots(slots), now: new Date(), viewer: { userId: null, seesBeyondLimits: false } };
  const limitOf = (slot: Slot): ResidentLimit => {
    const refusal = checkBooking(asResident, { startAt: slot.startTime, endAt: slot.endTime });
    return refusal === 'too-soon' || refusal === 'beyond-horizon' ? refusal : null;
  };
  return (
    <div className="shell-admin-bookings__days">
      {days.map((day) => {
        const list = byDay[day] ?? [];
        return (
          <section key={day} className="shell-admin-bookings__day" aria-labelledby={`${ids}-${day}`}>
            <h3 id={`${ids}-${day}`}>{dayName(day)}</h3>
            {list.length === 0 ? (
              <p className="shell-admin-bookings__empty">{t('facilities.calendar.noSlots')}</p>
            ) : (
              <ul className="shell-admin-bookings__slots">
                {list.map((slot) => {
                  const free = slotKind(slot) === 'free';
                  const limit = free ? limitOf(slot) : null;
                  return (
                    <li key={slot.startTime} className={`shell-admin-slot shell-admin-slot--${free ? 'free' : 'booked'}`} data-start={slot.startTime}>
                      <strong>{t('facilities.timeRange', { start: londonClock(slot.startTime), end: londonClock(slot.endTime) })}</strong>{' '}
                      {t(free ? 'facilities.slot.available' : 'facilities.slot.booked')}
                      {limit ? <span className="shell-admin-slot__limit">{t(LIMIT_TEXT[limit])}</span> : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
