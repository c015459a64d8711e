import { bookedPeriodsFromSlots, checkBooking, type BookingCheckInput } from '../../../core/domain/slots';
import { useT } from '../../../core/i18n';
import type { Facility, Slot } from '../../../core/schemas/facilities';
import { facilityStore, slotsStore } from '../../../core/stores/facilities';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { londonClock } from '../../../core/domain/londonDays';
import { slotKind, slotsByDay } from '../../../widgets/facility-booking';
import { StaffDays } from './StaffDays';

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
  if (slots.length === 0) return <p className="shell-admin-bookings__empty">{t('admin.bookings.slotsWeekEmpty', { facility: facility.name })}</p>;
  // The same check the API runs on a resident's booking, with the booked slots it answered.
  const asResident: BookingCheckInput = { facility, bookings: bookedPeriodsFromSlots(slots), now: new Date(), viewer: { userId: null, seesBeyondLimits: false } };
  const limitOf = (slot: Slot): ResidentLimit => {
    const refusal = checkBooking(asResident, { startAt: slot.startTime, endAt: slot.endTime });
    return refusal === 'too-soon' || refusal === 'beyond-horizon' ? refusal : null;
  };
  return (
    <StaffDays days={days} byDay={slotsByDay(slots, days)} emptyText={t('facilities.calendar.noSlots')} listClassName="shell-admin-bookings__slots">
      {(slot) => {
        const free = slotKind(slot) === 'free';
        const limit = free ? limitOf(slot) : null;
        return (
          <li key={slot.startTime} className={`shell-admin-slot shell-admin-slot--${free ? 'free' : 'booked'}`} data-start={slot.startTime}>
            <strong>{t('facilities.timeRange', { start: londonClock(slot.startTime), end: londonClock(slot.endTime) })}</strong>{' '}
            {t(free ? 'facilities.slot.available' : 'facilities.slot.booked')}
            {limit ? <span className="shell-admin-slot__limit">{t(LIMIT_TEXT[limit])}</span> : null}
          </li>
        );
      }}
    </StaffDays>
  );
}
