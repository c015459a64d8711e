// Who may see and book which facility, and whose bookings they see (README.md, Who may call what).
import type Database from 'better-sqlite3';
import type { RolePayload } from '../../../core/schemas';
import { developmentAccess, type AuthUser } from '../core';
import { HttpError, notFound } from '../../http/errors';
import { facilitiesMessages } from './messages';

const staffPayloads: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3', 'sl4']);
// spec 2 §4: these roles also see the slots that the lead time or the horizon would hide.
const beyondLimitsPayloads: ReadonlySet<RolePayload> = new Set(['global', 'sl3', 'sl4']);
const residentPayloads: ReadonlySet<RolePayload> = new Set(['owner', 'subtenant']);

/**
 * What a user may do with facilities: as a resident, see and book the facilities of their
 * developments they are allowed to use and see their own bookings; as staff, see every facility
 * and booking of the developments they work in.
 */
export interface FacilityScope {
  readonly userId: string;
  readonly staff: boolean;
  /** Developments whose facilities and bookings the user handles as staff. */
  readonly staffDevelopments: readonly string[];
  /** Facilities the user may book as a resident. */
  readonly bookable: ReadonlySet<string>;
  /** Roles global, sl3 and sl4 (spec 2 §4). */
  readonly seesBeyondLimits: boolean;
}

/**
 * The facilities a resident may book: in a development with facility booking where they are an
 * active contact, and either allowed themselves or a member of a customer group holding it.
 * @example const ids = bookableFacilities(db, user.id, ['dev-riverside-wharf']);
 */
function bookableFacilities(db: Database.Database, userId: string, developments: readonly string[]): Set<string> {
  if (developments.length === 0) return new Set();
  const rows = db
    .prepare<string[], { id: string }>(
      `SELECT f.id FROM facilities f JOIN developments d ON d.id = f.development_id
        WHERE d.has_facilities_booking = 1 AND f.deleted_at IS NULL AND f.development_id IN (${developments.map(() => '?').join(', ')})
          AND (EXISTS (SELECT 1 FROM facility_users u WHERE u.facility_id = f.id AND u.user_id = ?)
               OR EXISTS (SELECT 1 FROM customer_group_facilities gf JOIN customer_group_users gu ON gu.group_id = gf.group_id
                           WHERE gf.facility_id = f.id AND gu.user_id = ?))`,
    )
    .all(...developments, userId, userId);
  return new Set(rows.map((row) => row.id));
}

/**
 * The user's `FacilityScope`.
 * @example const scope = facilityScope(db, c.var.user);
 */
export function facilityScope(db: Database.Database, user: AuthUser): FacilityScope {
  const access = developmentAccess(db, user);
  const staff = user.roleTypes.includes('admin');
  const residentDevelopments = user.roleTypes.includes('customer')
    ? access.filter((item) => residentPayloads.has(item.userRole)).map((item) => item.developmentId)
    : [];
  return {
    userId: user.id,
    staff,
    staffDevelopments: staff ? access.filter((item) => staffPayloads.has(item.userRole)).map((item) => item.developmentId) : [],
    bookable: bookableFacilities(db, user.id, residentDevelopments),
    seesBeyondLimits: staff && user.rolePayloads.some((payload) => beyondLimitsPayloads.has(payload)),
  };
}

/** A row of `facilities` as SQLite answers it. */
export interface FacilityRow {
  id: string;
  development_id: string;
  name: string;
  description: string | null;
  slot_type: 'flexible' | 'fixed';
  lead_time_minutes: number | null;
  horizon_days: number | null;
  minimum_slot_minutes: number;
  buffer_minutes: number;
  business_days: string;
  fixed_slots: string;
  max_upcoming_bookings: number | null;
  created_at: string;
  /** When staff deleted it; a deleted facility answers 404 everywhere but its bookings. */
  deleted_at: string | null;
}

/**
 * Whether the user sees this facility: staff of its development, or a resident who may book it.
 * @example if (!seesFacility(scope, row)) throw notFound('Facility');
 */
export function seesFacility(scope: FacilityScope, facility: Pick<FacilityRow, 'id' | 'development_id'>): boolean {
  return scope.bookable.has(facility.id) || scope.staffDevelopments.includes(facility.development_id);
}

/**
 * The facility if the user may see it; otherwise 404, the same as a facility that does not exist.
 * @example const { facility, scope } = visibleFacility(db, c.var.user, c.req.param('id'));
 */
export function visibleFacility(db: Database.Database, user: AuthUser, id: string): { facility: FacilityRow; scope: FacilityScope } {
  const scope = facilityScope(db, user);
  const facility = db.prepare<[string], FacilityRow>('SELECT * FROM facilities WHERE id = ? AND deleted_at IS NULL').get(id);
  if (!facility || !seesFacility(scope, facility)) throw notFound('Facility');
  return { facility, scope };
}

/**
 * Whether the user handles this facility as staff (of its development).
 * @example const whose = staffOf(scope, facility) ? '1 = 1' : 'b.user_id = ?';
 */
export const staffOf = (scope: FacilityScope, facility: Pick<FacilityRow, 'development_id'>): boolean =>
  scope.staffDevelopments.includes(facility.development_id);

/**
 * The facility if the user may change it as staff of its development. One they do not see is 404;
 * one they see without being its staff (a resident who books it) is 403.
 * @example const { facility, scope } = staffFacility(db, c.var.user, c.req.param('id'));
 */
export function staffFacility(db: Database.Database, user: AuthUser, id: string): { facility: FacilityRow; scope: FacilityScope } {
  const found = visibleFacility(db, user, id);
  if (!staffOf(found.scope, found.facility)) throw new HttpError(403, [facilitiesMessages.staffOnly]);
  return found;
}

/**
 * Whether the user sees this booking of a facility they see: staff of its development see every
 * booking, a resident only their own.
 * @example if (!seesBooking(scope, facility, booking)) throw notFound('Booking');
 */
export function seesBooking(scope: FacilityScope, facility: FacilityRow, booking: { user_id: string }): boolean {
  return booking.user_id === scope.userId || scope.staffDevelopments.includes(facility.development_id);
}
