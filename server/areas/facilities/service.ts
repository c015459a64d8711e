// Facilities and bookings as the API answers them, and the queries the routes share.
import type Database from 'better-sqlite3';
import type { BookedPeriod, SlotInput } from '../../../core/domain/slots';
import type { Booking, BookingInfo, BookingState, BusinessDays, Facility, FixedSlot } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { publicFileUrl } from '../residents';
import type { FacilityRow, FacilityScope } from './access';

/** A row of `bookings` with its facility's name, as the booking queries answer it. */
export interface BookingRow {
  id: string;
  facility_id: string;
  facility_name: string;
  user_id: string;
  state: BookingState;
  start_at: string;
  end_at: string;
  note: string | null;
  created_at: string;
  updated_at: string;
  /** Who booked, for staff: their name, and their premises in the facility's development (the first by name). */
  contact_full_name: string;
  contact_premises_name: string | null;
}

/** The states that hold a slot; the cancelled ones free it (spec 2 §4). */
export const ACTIVE_STATES: readonly BookingState[] = ['pending', 'confirmed'];
const activeStates = ACTIVE_STATES.map((state) => `'${state}'`).join(', ');

/** The booking columns every booking query selects (`b` bookings, `f` facilities). */
export const BOOKING_COLUMNS = `b.*, f.name AS facility_name,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = b.user_id) AS contact_full_name,
  (SELECT p.name FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
    WHERE c.user_id = b.user_id AND c.active = 1 AND p.development_id = f.development_id ORDER BY p.name, p.id LIMIT 1) AS contact_premises_name`;

/**
 * The users allowed to book a facility: its own users and the members of customer groups holding it.
 * @example const ids = facilityUsers(db, 'fac-riverside-gym');
 */
function facilityUsers(db: Database.Database, facilityId: string): string[] {
  return db
    .prepare<[string, string], { user_id: string }>(
      `SELECT user_id FROM facility_users WHERE facility_id = ?
       UNION SELECT gu.user_id FROM customer_group_facilities gf JOIN customer_group_users gu ON gu.group_id = gf.group_id WHERE gf.facility_id = ?
       ORDER BY user_id`,
    )
    .all(facilityId, facilityId)
    .map((row) => row.user_id);
}

/**
 * A facility as the user sees it (core/schemas `Facility`). Staff get every user allowed to book
 * it; a resident only themselves, so that nobody learns who their neighbours are.
 * @example return c.json({ data: facilityJson(ctx, scope, row) });
 */
export function facilityJson(ctx: AppContext, scope: FacilityScope, row: FacilityRow): Facility {
  const images = ctx.db
    .prepare<[string], { id: string; name: string; file_name: string; is_main_image: number }>(
      'SELECT id, name, file_name, is_main_image FROM facility_images WHERE facility_id = ? ORDER BY is_main_image DESC, position, id',
    )
    .all(row.id);
  const users = facilityUsers(ctx.db, row.id);
  return {
    id: row.id,
    developmentId: row.development_id,
    name: row.name,
    description: row.description,
    images: images.map((image) => ({
      id: image.id,
      facilityUuid: row.id,
      name: image.name,
      isMainImage: image.is_main_image === 1,
      url: publicFileUrl(ctx, image.file_name)!,
    })),
    users: scope.staffDevelopments.includes(row.development_id) ? users : users.filter((userId) => userId === scope.userId),
    slotType: row.slot_type,
    rules: facilityRules(row),
  };
}

/**
 * A facility's booking rules (core/schemas `FacilityRules`).
 * @example const { horizon } = facilityRules(row);
 */
export function facilityRules(row: FacilityRow): Facility['rules'] {
  return {
    leadTime: row.lead_time_minutes,
    horizon: row.horizon_days,
    businessDays: JSON.parse(row.business_days) as BusinessDays,
    minimumSlotDurationInMinutes: row.minimum_slot_minutes,
    bufferTimeInMinutes: row.buffer_minutes,
    fixedSlots: JSON.parse(row.fixed_slots) as FixedSlot[],
  };
}

/**
 * A facility as the slot engine takes it: how it is booked and its rules.
 * @example computeSlots({ facility: slotFacility(row), ... });
 */
export function slotFacility(row: FacilityRow): SlotInput['facility'] {
  return { slotType: row.slot_type, rules: facilityRules(row) };
}

/**
 * A booking as the API answers it (core/schemas `Booking`); its contact is the user who booked,
 * named with their premises for staff (`forStaff`), only their id otherwise.
 * @example return c.json({ data: bookingJson(row, staffOf(scope, facility)) }, 201);
 */
export function bookingJson(row: BookingRow, forStaff = false): Booking {
  return {
    id: row.id,
    state: row.state,
    startAt: row.start_at,
    endAt: row.end_at,
    facility: { id: row.facility_id, name: row.facility_name },
    contact: forStaff ? { id: row.user_id, fullName: row.contact_full_name, premisesName: row.contact_premises_name } : { id: row.user_id },
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * One booking of a facility, or undefined.
 * @example const row = findBooking(db, facility.id, bookingId);
 */
export function findBooking(db: Database.Database, facilityId: string, bookingId: string): BookingRow | undefined {
  return db
    .prepare<[string, string], BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN facilities f ON f.id = b.facility_id WHERE b.id = ? AND b.facility_id = ?`)
    .get(bookingId, facilityId);
}

/**
 * The bookings of a facility that hold their slot and come within its buffer of the period from
 * `from` to `to` (epoch milliseconds), as the slot engine takes them.
 * @example const bookings = activeBookings(db, facility, start, end);
 */
export function activeBookings(db: Database.Database, facility: FacilityRow, from: number, to: number): BookedPeriod[] {
  const buffer = facility.buffer_minutes * 60_000;
  return db
    .prepare<[string, string, string], { id: string; user_id: string; start_at: string; end_at: string }>(
      `SELECT id, user_id, start_at, end_at FROM bookings
        WHERE facility_id = ? AND state IN (${activeStates}) AND end_at > ? AND start_at < ? ORDER BY start_at`,
    )
    .all(facility.id, new Date(from - buffer).toISOString(), new Date(to + buffer).toISOString())
    .map((row) => ({ bookingId: row.id, userId: row.user_id, startAt: row.start_at, endAt: row.end_at }));
}

/**
 * How many of a user's bookings of a facility are upcoming: holding their slot and not ended.
 * @example if (upcomingCount(db, user.id, facility.id, now) >= max) ...
 */
export function upcomingCount(db: Database.Database, userId: string, facilityId: string, now: Date): number {
  return db
    .prepare<[string, string, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM bookings WHERE user_id = ? AND facility_id = ? AND state IN (${activeStates}) AND end_at > ?`,
    )
    .get(userId, facilityId, now.toISOString())!.n;
}

/**
 * `GET /user/doctrine`: per facility the user may book, their upcoming bookings and the cap (spec 2
 * §3 user booking info). Staff book nothing, so theirs is empty.
 * @example return c.json({ data: bookingInfo(ctx, scope) });
 */
export function bookingInfo(ctx: AppContext, scope: FacilityScope): BookingInfo {
  const now = ctx.now();
  const facilities = [...scope.bookable]
    .map((id) => ctx.db.prepare<[string], FacilityRow>('SELECT * FROM facilities WHERE id = ?').get(id)!)
    .sort((a, b) => a.development_id.localeCompare(b.development_id) || a.name.localeCompare(b.name));
  return {
    facilities: facilities.map((facility) => ({
      facilityId: facility.id,
      upcomingBookings: upcomingCount(ctx.db, scope.userId, facility.id, now),
      maxUpcomingBookings: facility.max_upcoming_bookings,
    })),
  };
}
