import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addLondonDays, londonDay } from '../../core/domain/london';
import { dateName, dayName, londonClock, londonToday } from '../../core/domain/londonDays';
import { daysFrom, weekStart } from '../../core/domain/weeks';
import { bookedPeriodsFromSlots, computeSlots, nextFreeRange, nextFreeSlot, type SlotViewer } from '../../core/domain/slots';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { Facility, FacilityImage, Slot } from '../../core/schemas/facilities';
import { $bookingInfo, slotsStore } from '../../core/stores/facilities';
import { Alert } from '../../core/ui/Alert';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Heading } from '../../core/ui/links';
import { Spinner } from '../../core/ui/Spinner';
import { styleRef } from '../../core/ui/styles';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../core/ui/useMediaQuery';
import { bookingPeriod } from './rules';
import { slotKind, slotsByDay, type SlotKind } from './slots';
import { calendarCss } from './calendarStyles';
import { BookingForm, bookingParts } from './parts';

/**
 * The calendar's views: a week of days side by side, or one day (the default on a narrow screen).
 * @example const view: CalendarMode = 'day';
 */
export type CalendarMode = 'week' | 'day';

/**
 * Props of `Calendar`.
 * @example const props: CalendarProps = { facility: gym, developmentId, userId, seesBeyondLimits: false, preferredView: 'week', level: 3, onOpenBooking };
 */
export interface CalendarProps {
  facility: Facility;
  developmentId: string;
  userId: string;
  /** Roles global, sl3 and sl4 also see slots the lead time or horizon would hide. */
  seesBeyondLimits: boolean;
  /** The user's facilities booking setting (week by default). */
  preferredView: CalendarMode;
  level: number;
  /** The user's own slot was chosen: open that booking. */
  onOpenBooking: (bookingId: string) => void;
  emit: EmitFn | undefined;
}

const STATUS_TEXT: Record<SlotKind, string> = { free: 'facilities.slot.available', taken: 'facilities.slot.booked', mine: 'facilities.slot.mine' };

/**
 * A facility's slots for a week (or a day on a narrow screen), computed in the browser by the
 * slot engine from the facility's rules and the booked slots the API answers, so the calendar and
 * the API's own check agree. Each day is a listbox of its slots (WAI-ARIA listbox: arrows move,
 * Home and End, left and right to the next day, Enter or Space chooses): a free slot opens the
 * booking dialog, the user's own opens that booking, a taken one is announced as unavailable.
 * Above the days, the facility's pictures; when the days shown have no free slot, Next free.
 * @example <Calendar facility={gym} developmentId={id} userId={user.id} seesBeyondLimits={false} preferredView="week" level={3} onOpenBooking={open} emit={emit} />
 */
export function Calendar({ facility, developmentId, userId, seesBeyondLimits, preferredView, level, onOpenBooking, emit }: CalendarProps) {
  const ids = useId();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [chosenView, setChosenView] = useState<CalendarMode | undefined>(undefined);
  const view = chosenView ?? (wide ? preferredView : 'day');
  const today = londonToday();
  const [anchor, setAnchor] = useState(today);
  const first = view === 'week' ? weekStart(anchor) : anchor;
  const days = daysFrom(first, view === 'week' ? 7 : 1);
  const last = days[days.length - 1] ?? first;
  const atStart = first <= (view === 'week' ? weekStart(today) : today);
  const [booking, setBooking] = useState<Slot | null>(null);
  // The slot Next free went to: focused once its week has loaded.
  const [focusStart, setFocusStart] = useState<string | null>(null);
  // The booking form loads on demand; fetched as soon as the calendar shows, so Book does not wait.
  useEffect(() => {
    void bookingParts.load().catch(() => undefined);
  }, []);

  const state = useResource(slotsStore(facility.id, first, last), translate('errors.slots.load'));
  const allowance = useAllowance(facility.id);
  const { atLimit } = allowance;
  return (
    <section className="portico-facility-booking__calendar" part="calendar" aria-labelledby={`${ids}-title`} ref={styleRef(calendarCss)}>
      <Heading level={level} id={`${ids}-title`} className="portico-facility-booking__subheading">
        {facility.name}
      </Heading>
      {facility.description ? <p className="portico-facility-booking__description">{facility.description}</p> : null}
      <FacilityPictures images={facility.images} facilityName={facility.name} />
      <AllowanceNotes facilityName={facility.name} allowance={allowance} />
      <CalendarToolbar
        view={view}
        first={first}
        atStart={atStart}
        onGo={setAnchor}
        onToday={() => setAnchor(today)}
        onView={(mode) => {
          setChosenView(mode);
          setAnchor(first);
        }}
      />
      <Loaded state={state}>
        {(apiSlots) => (
          <Days
            facility={facility}
            apiSlots={apiSlots}
            days={days}
            userId={userId}
            seesBeyondLimits={seesBeyondLimits}
            atLimit={atLimit}
            level={level + 1}
            focusStart={focusStart}
            onFocused={() => setFocusStart(null)}
            onNextFree={(slot) => {
              setAnchor(londonDay(new Date(slot.startTime)));
              setFocusStart(slot.startTime);
            }}
            onChoose={(slot) => {
              const kind = slotKind(slot);
              if (kind === 'free' && atLimit) return;
              if (kind === 'free') setBooking(slot);
              else if (kind === 'mine' && slot.bookingUuid) onOpenBooking(slot.bookingUuid);
            }}
          />
        )}
      </Loaded>
      {booking ? (
        <BookingForm
          facility={facility}
          developmentId={developmentId}
          slot={booking}
          apiSlots={state.status === 'loaded' ? state.data : []}
          userId={userId}
          seesBeyondLimits={seesBeyondLimits}
          onDone={() => setBooking(null)}
          emit={emit}
        />
      ) : null}
    </section>
  );
}

/**
 * The user's booking info (GET /user/doctrine) for one facility: how many upcoming bookings of it
 * they hold and may hold. At the cap, free slots are not offered; the API refuses them anyway.
 */
function useAllowance(facilityId: string) {
  const allowance = useStore($bookingInfo).data?.facilities.find((entry) => entry.facilityId === facilityId);
  const max = allowance?.maxUpcomingBookings ?? null;
  const atLimit = allowance !== undefined && max !== null && allowance.upcomingBookings >= max;
  return { allowance, max, atLimit };
}

/** How many upcoming bookings of the facility the user holds of how many, and a note at the cap. */
function AllowanceNotes({ facilityName, allowance: { allowance, max, atLimit } }: { facilityName: string; allowance: ReturnType<typeof useAllowance> }) {
  const t = useT();
  return (
    <>
      {allowance && max !== null ? (
        <p className="portico-facility-booking__allowance" part="allowance">
          {t('facilities.allowance', { count: allowance.upcomingBookings, max })}
        </p>
      ) : null}
      {atLimit ? <Alert type="info">{t('facilities.limitReached', { facility: facilityName })}</Alert> : null}
    </>
  );
}

/** Previous, Today and Next, the range shown, and the choice of a week or a day. */
function CalendarToolbar({
  view,
  first,
  atStart,
  onGo,
  onToday,
  onView,
}: {
  view: CalendarMode;
  first: string;
  atStart: boolean;
  onGo: (day: string) => void;
  onToday: () => void;
  onView: (mode: CalendarMode) => void;
}) {
  const t = useT();
  const step = view === 'week' ? 7 : 1;
  return (
    <div className="portico-facility-booking__toolbar" part="toolbar">
      <div className="portico-facility-booking__nav">
        <button
          type="button"
          className="portico-button"
          part="previous"
          aria-disabled={atStart ? true : undefined}
          onClick={() => !atStart && onGo(addLondonDays(first, -step))}
        >
          {t(view === 'week' ? 'facilities.calendar.previousWeek' : 'facilities.calendar.previousDay')}
        </button>
        <button type="button" className="portico-button" part="today" onClick={onToday}>
          {t('facilities.calendar.today')}
        </button>
        <button type="button" className="portico-button" part="next" onClick={() => onGo(addLondonDays(first, step))}>
          {t(view === 'week' ? 'facilities.calendar.nextWeek' : 'facilities.calendar.nextDay')}
        </button>
      </div>
      <p className="portico-facility-booking__range" part="range" aria-live="polite">
        {view === 'week' ? t('facilities.calendar.weekOf', { from: dateName(first) }) : dayName(first)}
      </p>
      <div className="portico-facility-booking__views" role="group" aria-label={t('facilities.calendar.view')}>
        {(['week', 'day'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className="portico-button"
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
          >
            {t(mode === 'week' ? 'facilities.calendar.week' : 'facilities.calendar.day')}
          </button>
        ))}
      </div>
    </div>
  );
}

interface DaysProps {
  facility: Facility;
  apiSlots: Slot[];
  days: string[];
  userId: string;
  seesBeyondLimits: boolean;
  /** The user holds as many upcoming bookings as they may: free slots cannot be chosen. */
  atLimit: boolean;
  level: number;
  /** The start of the slot to focus once shown (after Next free), then `onFocused`. */
  focusStart: string | null;
  onFocused: () => void;
  /** Next free was chosen: show that slot's week (or day) and focus it. */
  onNextFree: (slot: Slot) => void;
  onChoose: (slot: Slot) => void;
}

function Days({ facility, apiSlots, days, userId, seesBeyondLimits, atLimit, level, focusStart, onFocused, onNextFree, onChoose }: DaysProps) {
  const t = useT();
  const ids = useId();
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  const grouped = useMemo(() => {
    const slots = computeSlots({
      facility,
      fromDate: first,
      toDate: last,
      bookings: bookedPeriodsFromSlots(apiSlots),
      now: new Date(),
      viewer: { userId, seesBeyondLimits },
    });
    return slotsByDay(slots, days);
    // `days` is derived from first and last.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facility, apiSlots, first, last, userId, seesBeyondLimits]);
  const root = useRef<HTMLDivElement>(null);
  // Once the days holding the slot Next free chose are shown (their slots read after the move).
  useEffect(() => {
    if (focusStart === null || !days.includes(londonDay(new Date(focusStart)))) return;
    root.current?.querySelector<HTMLElement>(`[data-start="${focusStart}"]`)?.focus();
    onFocused();
  }, [focusStart, days, onFocused]);
  const noneFree = !atLimit && !Object.values(grouped).some((slots) => slots.some((slot) => slotKind(slot) === 'free'));
  /** Moves focus to the nearest day with slots in the direction of `offset`, at the same position or its last option. */
  const focusDay = (from: number, offset: number, position: number) => {
    const lists = [...(root.current?.querySelectorAll<HTMLElement>('[role="listbox"]') ?? [])];
    const ahead = lists.filter((list) => (Number(list.dataset.dayIndex) - from) * offset > 0);
    const next = offset > 0 ? ahead[0] : ahead[ahead.length - 1];
    const options = [...(next?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    options[Math.min(position, options.length - 1)]?.focus();
  };
  return (
    <>
      {noneFree ? <NextFree facility={facility} afterDay={last} week={days.length > 1} viewer={{ userId, seesBeyondLimits }} onGo={onNextFree} /> : null}
      <div ref={root} className={`portico-facility-booking__days portico-facility-booking__days--${days.length}`} part="days">
        {days.map((day, index) => {
          const slots = grouped[day] ?? [];
          return (
            <div key={day} className="portico-facility-booking__day" part="day">
              <Heading level={level} id={`${ids}-${day}`} className="portico-facility-booking__day-name">
                {dayName(day, 'short')}
              </Heading>
              {slots.length === 0 ? (
                <p className="portico-facility-booking__no-slots" part="no-slots">
                  {t('facilities.calendar.noSlots')}
                </p>
              ) : (
                <SlotList day={day} dayIndex={index} slots={slots} atLimit={atLimit} onChoose={onChoose} onLeave={(offset, position) => focusDay(index, offset, position)} />
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}

interface SlotListProps {
  day: string;
  dayIndex: number;
  slots: Slot[];
  atLimit: boolean;
  onChoose: (slot: Slot) => void;
  /** Left or right arrow: the neighbouring day's list, at this position. */
  onLeave: (offset: number, position: number) => void;
}

/** One day's slots as a listbox; one option is in the tab order (roving tabindex), the first free one at first. */
function SlotList({ day, dayIndex, slots, atLimit, onChoose, onLeave }: SlotListProps) {
  const t = useT();
  const ids = useId();
  const firstFree = Math.max(0, slots.findIndex((slot) => slotKind(slot) !== 'taken'));
  const [active, setActive] = useState(firstFree);
  const current = Math.min(active, slots.length - 1);
  const list = useRef<HTMLDivElement>(null);
  const focus = (index: number) => {
    const next = Math.max(0, Math.min(slots.length - 1, index));
    setActive(next);
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(current + 1),
      ArrowUp: () => focus(current - 1),
      Home: () => focus(0),
      End: () => focus(slots.length - 1),
      ArrowRight: () => onLeave(1, current),
      ArrowLeft: () => onLeave(-1, current),
      Enter: () => slots[current] && onChoose(slots[current]),
      ' ': () => slots[current] && onChoose(slots[current]),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  return (
    // Focus sits on the options (roving tabindex, WAI-ARIA listbox); their keys bubble to the listbox.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={list}
      role="listbox"
      className="portico-facility-booking__slots"
      part="slots"
      aria-label={t('facilities.calendar.slotsOn', { day: dayName(day) })}
      data-day-index={dayIndex}
      onKeyDown={onKeyDown}
    >
      {slots.map((slot, index) => {
        const kind = slotKind(slot);
        return (
          // The listbox handles the keys (above); a click chooses as Enter does.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={slot.startTime}
            id={`${ids}-${index}`}
            role="option"
            tabIndex={index === current ? 0 : -1}
            aria-selected={index === current}
            aria-disabled={kind === 'taken' || (kind === 'free' && atLimit) ? true : undefined}
            className={`portico-facility-booking__slot portico-facility-booking__slot--${kind}`}
            part={`slot slot-${kind}`}
            data-start={slot.startTime}
            onFocus={() => setActive(index)}
            onClick={() => {
              setActive(index);
              onChoose(slot);
            }}
          >
            <span className="portico-facility-booking__slot-time">
              {t('facilities.timeRange', { start: londonClock(slot.startTime), end: londonClock(slot.endTime) })}
            </span>{' '}
            <span className="portico-facility-booking__slot-status">{t(STATUS_TEXT[kind])}</span>
          </div>
        );
      })}
    </div>
  );
}

interface NextFreeProps {
  facility: Facility;
  /** The last day shown: the search starts the day after. */
  afterDay: string;
  /** A week is shown (else one day). */
  week: boolean;
  viewer: SlotViewer;
  onGo: (slot: Slot) => void;
}

/**
 * The days shown have no free slot: says so in one line and offers the next free one within the
 * horizon as a button, or says none is. The booked slots of the days up to the horizon come in one
 * call (core/domain `nextFreeRange`), with a spinner while it is on its way.
 */
function NextFree({ facility, afterDay, week, viewer, onGo }: NextFreeProps) {
  const t = useT();
  const range = nextFreeRange({ facility, bookings: [], now: new Date(), viewer }, afterDay);
  return (
    <div className="portico-facility-booking__next-free">
      <p>{t(week ? 'facilities.nextFree.emptyWeek' : 'facilities.nextFree.emptyDay')}</p>
      {range ? <NextFreeSearch facility={facility} range={range} viewer={viewer} onGo={onGo} /> : <p>{t('facilities.nextFree.none')}</p>}
    </div>
  );
}

function NextFreeSearch({ facility, range, viewer, onGo }: Omit<NextFreeProps, 'afterDay' | 'week'> & { range: { fromDate: string; toDate: string } }) {
  const t = useT();
  const state = useResource(slotsStore(facility.id, range.fromDate, range.toDate), translate('errors.slots.load'));
  const apiSlots = state.status === 'loaded' ? state.data : null;
  const { userId, seesBeyondLimits } = viewer;
  const { fromDate, toDate } = range;
  const slot = useMemo(
    () => apiSlots && nextFreeSlot({ facility, fromDate, toDate, bookings: bookedPeriodsFromSlots(apiSlots), now: new Date(), viewer: { userId, seesBeyondLimits } }),
    [apiSlots, facility, fromDate, toDate, userId, seesBeyondLimits],
  );
  if (state.status === 'loading') return <Spinner label={t('facilities.nextFree.looking')} />;
  return (
    <Loaded state={state}>
      {() =>
        slot ? (
          <button type="button" className="portico-button portico-button--secondary" onClick={() => onGo(slot)}>
            {t('facilities.nextFree.go', { when: t('facilities.timeRange', bookingPeriod({ startAt: slot.startTime, endAt: slot.endTime })) })}
          </button>
        ) : (
          <p>{t('facilities.nextFree.none')}</p>
        )
      }
    </Loaded>
  );
}

/**
 * The pictures staff gave the facility: the main one, and the others smaller beneath
 * it, named by the name they were given (else the facility's). Loaded lazily from the API's
 * origin (the strict policy's `img-src`), with their box reserved so nothing moves as they arrive.
 */
function FacilityPictures({ images, facilityName }: { images: readonly FacilityImage[]; facilityName: string }) {
  const main = images.find((image) => image.isMainImage) ?? images[0];
  if (!main) return null;
  const others = images.filter((image) => image !== main);
  const picture = (image: FacilityImage, width: number, className: string) => (
    <img
      className={`portico-facility-booking__image ${className}`}
      part="image"
      src={image.url}
      alt={image.name.trim() || facilityName}
      width={width}
      height={width / 2}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div className="portico-facility-booking__images">
      {picture(main, 600, 'portico-facility-booking__image--main')}
      {others.length > 0 ? (
        <ul className="portico-facility-booking__thumbnails">
          {others.map((image) => (
            <li key={image.id}>{picture(image, 160, 'portico-facility-booking__image--other')}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
