// Who may see and book which facility, and whose bookings they see (README.md, Who may call what).
// The rules are here; the queries they need are service.ts's.
import { canSeeSlotsBeyondRules, STAFF_PAYLOADS } from '../../../core/domain/permissions';
import type { RolePayload } from '../../../core/schemas';
import type { Db } from '../../database/connection';
import { developmentAccess, type AuthUser } from '../core';
import { HttpError, notFound } from '../../http/errors';
import { facilitiesMessages } from './messages';
import type { FacilityRow } from './migrations';
import { bookableFacilities, findFacility } from './service';

export type { FacilityRow } from './migrations';

const residentPayloads: readonly RolePayload[] = ['owner', 'subtenant'];

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
 * The user's `FacilityScope`.
 * @example const scope = await facilityScope(db, c.var.user);
 */
export async function facilityScope(db: Db, user: AuthUser): Promise<FacilityScope> {
  const access = await developmentAccess(db, user);
  const staff = user.roleTypes.includes('admin');
  const residentDevelopments = user.roleTypes.includes('customer')
    ? access.filter((item) => residentPayloads.includes(item.userRole)).map((item) => item.developmentId)
    : [];
  return {
    userId: user.id,
    staff,
    staffDevelopments: staff ? access.filter((item) => STAFF_PAYLOADS.includes(item.userRole)).map((item) => item.developmentId) : [],
    bookable: await bookableFacilities(db, user.id, residentDevelopments),
    // spec 2 §4: these roles also see the slots that the lead time or the horizon would hide.
    seesBeyondLimits: staff && canSeeSlotsBeyondRules({ role: { types: user.roleTypes, payloads: user.rolePayloads }, activeRole: 'admin' }),
  };
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
 * @example const { facility, scope } = await visibleFacility(db, c.var.user, c.req.param('id'));
 */
export async function visibleFacility(db: Db, user: AuthUser, id: string): Promise<{ facility: FacilityRow; scope: FacilityScope }> {
  const scope = await facilityScope(db, user);
  const facility = await findFacility(db, id);
  if (!facility || !seesFacility(scope, facility)) throw notFound('Facility');
  return { facility, scope };
}

/**
 * Whether the user handles this facility as staff (of its development).
 * @example const userId = staffOf(scope, facility) ? null : user.id;
 */
export const staffOf = (scope: FacilityScope, facility: Pick<FacilityRow, 'development_id'>): boolean =>
  scope.staffDevelopments.includes(facility.development_id);

/**
 * The facility if the user may change it as staff of its development. One they do not see is 404;
 * one they see without being its staff (a resident who books it) is 403.
 * @example const { facility, scope } = await staffFacility(db, c.var.user, c.req.param('id'));
 */
export async function staffFacility(db: Db, user: AuthUser, id: string): Promise<{ facility: FacilityRow; scope: FacilityScope }> {
  const found = await visibleFacility(db, user, id);
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
