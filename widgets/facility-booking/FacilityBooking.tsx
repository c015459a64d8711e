import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { canSeeSlotsBeyondRules } from '../../core/domain/permissions';
import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import type { User } from '../../core/schemas/user';
import { $permissions } from '../../core/session/state';
import { SessionGate } from '../../core/elements/SessionGate';
import { $developments } from '../../core/stores/developments';
import { $userMetadata, developmentBookingsStore, facilitiesStore } from '../../core/stores/facilities';
import { DialogHost } from '../../core/ui/DialogHost';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { clampHeadingLevel, Heading } from '../../core/ui/links';
import { styleRef } from '../../core/ui/styles';
import { pushUrl, useQueryParameter } from '../../core/ui/useQueryParameter';
import { LazyCompactSignIn } from '../signin';
import { Calendar, calendarParts } from './calendarParts';
import { BookingDetail } from './parts';
import { EmptyText } from './EmptyText';
import { facilityBookingCss } from './styles';
import { UpcomingBookings } from './UpcomingBookings';

/**
 * The page URL's query parameters read when no `facilityId` or `bookingId` is given
 * (`/book-facilities/{developmentId}?facilityId&bookingId`).
 * @example `/book-facilities/dev-riverside-wharf?${FACILITY_QUERY_PARAMETER}=fac-riverside-gym`
 */
export const FACILITY_QUERY_PARAMETER = 'facilityId';
/** @example `?${BOOKING_QUERY_PARAMETER}=bkg-gym-upcoming` */
export const BOOKING_QUERY_PARAMETER = 'bookingId';

/**
 * What the booking view shows: a development, a facility of it, and one booking when open.
 * @example const shown: BookingSelection = { developmentId: 'dev-riverside-wharf', facilityId: 'fac-riverside-gym' };
 */
export interface BookingSelection {
  developmentId?: string | undefined;
  facilityId?: string | undefined;
  bookingId?: string | undefined;
}

/**
 * Props of `FacilityBooking`.
 * @example const props: FacilityBookingProps = { developmentId: 'dev-riverside-wharf', bookingHref: '/book-facilities/{developmentId}?facilityId={facilityId}&bookingId={bookingId}' };
 */
export interface FacilityBookingProps extends BookingSelection {
  /**
   * Href template of View booking: `{developmentId}`, `{facilityId}`, `{bookingId}`. Without it
   * the booking opens in place and `?facilityId=&bookingId=` is pushed onto the page URL.
   */
  bookingHref?: string | undefined;
  /**
   * Href template of another development or facility, and of Back from a booking:
   * `{developmentId}`, `{facilityId}` (an empty one is left out of the query). Without it the
   * choice is made in place and `?facilityId=` is pushed onto the page URL.
   */
  facilityHref?: string | undefined;
  /** Level of the main heading, 1 to 4 (default 2); the rest are below it. */
  headingLevel?: number | undefined;
  /** Default true: renders core/ui's `DialogHost` for its error dialogs; false when the host mounts its own. */
  dialogHost?: boolean | undefined;
  /** Dispatches portico-navigate (cancelable), portico-booking-created, portico-booking-cancelled and portico-signed-in. */
  emit?: EmitFn | undefined;
}

/** The page's URL with the query parameters set (a value) or removed (undefined). */
function urlWithParameters(values: Record<string, string | undefined>): string {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A template's href with empty query parameters left out (`?facilityId=` before one is chosen). */
function hrefWithout(template: string, values: Record<string, string>): string | undefined {
  const href = hrefFrom(template, values);
  return href?.replace(/([?&])[^=&#]+=(?=&|#|$)/g, '$1').replace(/[?&]+(?=#|$)/, '').replace(/\?&+/, '?').replace(/&&+/g, '&');
}

/**
 * Facility booking: the development (when the user
 * has more than one with facilities booking) and the facility to book, its calendar of slots
 * (free, taken and the user's own) by week or by day, booking a slot with a note, the upcoming
 * bookings five at a time with View booking, and one booking with Add to calendar, its note and
 * Cancel booking. The booking shown comes from `bookingId`, else the URL's `bookingId`. It needs a
 * session: signed out, the compact sign-in shows in its place. Its error dialogs show through its
 * own `DialogHost` unless `dialogHost` is false.
 * @example <FacilityBooking developmentId="dev-riverside-wharf" emit={emit} />
 */
export function FacilityBooking({ developmentId, facilityId, bookingId, bookingHref, facilityHref, headingLevel, dialogHost = true, emit }: FacilityBookingProps) {
  // The calendar's chunk is fetched at once, while the API is asked for the developments.
  useEffect(() => {
    void calendarParts.load().catch(() => undefined);
  }, []);
  const props = { developmentId: developmentId?.trim() || undefined, facilityId: facilityId?.trim() || undefined, bookingId: bookingId?.trim() || undefined };
  const queryFacility = useQueryParameter(FACILITY_QUERY_PARAMETER);
  const queryBooking = useQueryParameter(BOOKING_QUERY_PARAMETER);
  // A choice made in place holds while the attributes and the URL stay as they were when it was
  // made; a new value from either (history navigation included) wins, as in the requests view.
  const sources = [props.developmentId, props.facilityId, props.bookingId, queryFacility, queryBooking].map((value) => value ?? '').join('|');
  const [local, setLocal] = useState<{ sources: string; selection: BookingSelection } | undefined>(undefined);
  const chosen = local?.sources === sources ? local.selection : undefined;
  const shown: BookingSelection = chosen ?? {
    developmentId: props.developmentId,
    facilityId: props.facilityId ?? queryFacility,
    bookingId: props.bookingId ?? queryBooking,
  };
  const sourcesAt = (href: string) => {
    const query = new URL(href, location.href).searchParams;
    return [props.developmentId, props.facilityId, props.bookingId, query.get(FACILITY_QUERY_PARAMETER)?.trim(), query.get(BOOKING_QUERY_PARAMETER)?.trim()]
      .map((value) => value ?? '')
      .join('|');
  };

  /** Shows `next`: through the host's template (it may cancel and route), else in place with the URL. */
  const select = (next: BookingSelection) => {
    const values = { developmentId: next.developmentId ?? '', facilityId: next.facilityId ?? '', bookingId: next.bookingId ?? '' };
    const template = next.bookingId ? bookingHref : facilityHref;
    if (template) {
      const href = next.bookingId ? hrefFrom(template, values) : hrefWithout(template, values);
      if (href && (!emit || emit('portico-navigate', { href }))) {
        location.assign(href);
        return;
      }
      setLocal({ sources, selection: next });
      return;
    }
    const href = urlWithParameters({ [FACILITY_QUERY_PARAMETER]: next.facilityId, [BOOKING_QUERY_PARAMETER]: next.bookingId });
    const pushed = !emit || emit('portico-navigate', { href });
    if (pushed) pushUrl(href);
    setLocal({ sources: pushed ? sourcesAt(href) : sources, selection: next });
  };

  const frame = (content: ReactNode) => (
    <div className="portico-ui portico-facility-booking" part="facility-booking" ref={styleRef(facilityBookingCss)}>
      {content}
      {dialogHost ? <DialogHost /> : null}
    </div>
  );
  return (
    <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />} frame={frame}>
      {(user) => frame(<Booking key={user.id} user={user} shown={shown} select={select} bookingHref={bookingHref} headingLevel={headingLevel} emit={emit} />)}
    </SessionGate>
  );
}

interface BookingProps {
  user: User;
  shown: BookingSelection;
  select: (next: BookingSelection) => void;
  bookingHref: string | undefined;
  headingLevel: number | undefined;
  emit: EmitFn | undefined;
}

/** The developments with facilities booking, or the one the host named. */
function Booking(props: BookingProps) {
  const t = useT();
  const developments = useResource($developments, translate('errors.developments'));
  return (
    <Loaded state={developments}>
      {(list) => {
        const bookable = list.filter((development) => development.hasFacilitiesBooking);
        const development = list.find((candidate) => candidate.id === props.shown.developmentId) ?? bookable[0];
        if (!development) {
          return <EmptyText>{t('facilities.empty')}</EmptyText>;
        }
        return <DevelopmentBooking key={development.id} {...props} development={development} developments={bookable} />;
      }}
    </Loaded>
  );
}

function DevelopmentBooking({ user, shown, select, bookingHref, headingLevel, emit, development, developments }: BookingProps & { development: Development; developments: Development[] }) {
  const level = clampHeadingLevel(headingLevel, 4);
  const bookingId = shown.bookingId;
  const back = () => select({ developmentId: development.id, facilityId: shown.facilityId });
  const openBooking = (facilityId: string, id: string) => select({ developmentId: development.id, facilityId, bookingId: id });
  if (bookingId) {
    const detail = (facilityId: string) => (
      <BookingDetail key={bookingId} facilityId={facilityId} bookingId={bookingId} developmentId={development.id} location={[development.name, development.addressString].filter(Boolean).join(', ')} headingLevel={level} onBack={back} emit={emit} />
    );
    return shown.facilityId ? detail(shown.facilityId) : <FindBooking developmentId={development.id} bookingId={bookingId} detail={detail} />;
  }
  return (
    <Facilities
      user={user}
      development={development}
      developments={developments}
      facilityId={shown.facilityId}
      level={level}
      bookingHref={bookingHref}
      onSelect={(developmentId, facilityId) => select({ developmentId, facilityId })}
      onOpenBooking={openBooking}
      emit={emit}
    />
  );
}

/** A booking named without its facility: its facility from the development's bookings. */
function FindBooking({ developmentId, bookingId, detail }: { developmentId: string; bookingId: string; detail: (facilityId: string) => ReactNode }) {
  const t = useT();
  const state = useResource(developmentBookingsStore(developmentId), translate('errors.booking.fetchByDevelopment'));
  return (
    <Loaded state={state}>
      {(bookings) => {
        const found = bookings.find((booking) => booking.id === bookingId);
        return found ? (
          detail(found.facility.id)
        ) : (
          <EmptyText>{t('facilities.booking.notFound')}</EmptyText>
        );
      }}
    </Loaded>
  );
}

interface FacilitiesProps {
  user: User;
  development: Development;
  developments: Development[];
  facilityId: string | undefined;
  level: number;
  bookingHref: string | undefined;
  onSelect: (developmentId: string, facilityId: string | undefined) => void;
  onOpenBooking: (facilityId: string, bookingId: string) => void;
  emit: EmitFn | undefined;
}

/** The pickers, the chosen facility's calendar, and the upcoming bookings of the development. */
function Facilities({ user, development, developments, facilityId, level, bookingHref, onSelect, onOpenBooking, emit }: FacilitiesProps) {
  const t = useT();
  const ids = useId();
  const permissions = useStore($permissions);
  const metadata = useStore($userMetadata);
  const facilities = useResource(facilitiesStore(development.id), translate('facilities.loadFailed'));
  const seesBeyondLimits = permissions !== null && canSeeSlotsBeyondRules(permissions);
  return (
    <section className="portico-facility-booking__main" aria-labelledby={`${ids}-heading`}>
      <Heading level={level} id={`${ids}-heading`} className="portico-facility-booking__heading">
        {t('facilities.heading')}
      </Heading>
      {developments.length > 1 ? (
        <Picker
          id={`${ids}-development`}
          label={t('common.development')}
          part="development"
          choices={developments}
          value={development.id}
          onChange={(id) => onSelect(id, undefined)}
        />
      ) : null}
      <Loaded state={facilities}>
        {(list) => {
          const facility = list.find((candidate) => candidate.id === facilityId) ?? list[0];
          if (!facility) {
            return <EmptyText>{t('facilities.empty')}</EmptyText>;
          }
          return (
            <>
              <Picker
                id={`${ids}-facility`}
                label={t('facilities.facility.label')}
                part="facility"
                choices={list}
                value={facility.id}
                onChange={(id) => onSelect(development.id, id)}
              />
              <Calendar
                key={facility.id}
                facility={facility}
                developmentId={development.id}
                userId={user.id}
                seesBeyondLimits={seesBeyondLimits}
                preferredView={metadata.data?.facilitiesBooking.calendarView === 'day' ? 'day' : 'week'}
                level={level + 1}
                onOpenBooking={(id) => onOpenBooking(facility.id, id)}
                emit={emit}
              />
            </>
          );
        }}
      </Loaded>
      <UpcomingBookings developmentId={development.id} level={level + 1} bookingHref={bookingHref} onOpen={onOpenBooking} emit={emit} />
    </section>
  );
}

/** A labelled select of developments or facilities, by id. */
function Picker({ id, label, part, choices, value, onChange }: { id: string; label: string; part: string; choices: readonly { id: string; name: string }[]; value: string; onChange: (id: string) => void }) {
  return (
    <div className="portico-facility-booking__picker" part="picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="portico-input" part={part} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
