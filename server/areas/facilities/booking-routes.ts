// The bookings of a facility and of a development (spec 2 §7 Bookings): list, book, read, cancel,
// note. A booking is checked against the facility's rules by the same slot engine the portal
// computes its calendar with, so the two can never disagree (service.ts `book`).
import type { Hono } from 'hono';
import { addLondonDays, londonMidnight } from '../../../core/domain/london';
import { BookingCreate, BookingNoteRequest, BookingsQuery, BookingStateChange } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { canSeeDevelopment, type AuthUser } from '../core';
import { facilityScope, seesBooking, staffOf, visibleFacility, type FacilityRow, type FacilityScope } from './access';
import { bookingCancelledByStaffNotice, facilitiesMessages } from './messages';
import {
  ACTIVE_STATES,
  book,
  bookingJson,
  cancelBooking,
  findBooking,
  findFacility,
  listBookings,
  setBookingNote,
  tellResidentOfCancellation,
  userEmail,
  type BookingRow,
} from './service';

/** The instants of a `BookingsQuery`: bookings that overlap the London days. */
function range(query: BookingsQuery): { endsAfter?: string; startsBefore?: string } {
  return {
    ...(query.fromDate ? { endsAfter: new Date(londonMidnight(query.fromDate)).toISOString() } : {}),
    ...(query.toDate ? { startsBefore: new Date(londonMidnight(addLondonDays(query.toDate, 1))).toISOString() } : {}),
  };
}

/**
 * The booking if the user sees it (staff of its development, or its own resident); else 404. A
 * resident keeps their own booking even when they may no longer use the facility (taken out of
 * its customer group), so that they can still read and cancel it. A deleted facility's bookings
 * are read only (`readOnly`): they are all cancelled or past, and the facility is gone.
 */
async function visibleBooking(
  ctx: AppContext,
  user: AuthUser,
  facilityId: string,
  bookingId: string,
  readOnly = false,
): Promise<{ facility: FacilityRow; scope: FacilityScope; booking: BookingRow }> {
  const scope = await facilityScope(ctx.db, user);
  const facility = await findFacility(ctx.db, facilityId, readOnly);
  const booking = facility ? await findBooking(ctx.db, facility.id, bookingId) : undefined;
  if (!facility || !booking || !seesBooking(scope, facility, booking)) throw notFound('Booking');
  return { facility, scope, booking };
}

/**
 * The routes of bookings.
 * @example bookingRoutes(app);
 */
export function bookingRoutes(app: Hono<AppEnv>): void {
  app.get('/facilities/:id/bookings', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await visibleFacility(ctx.db, user, c.req.param('id'));
    const query = readQuery(c, BookingsQuery);
    // Staff of the development see every booking; a resident only their own.
    const staff = staffOf(scope, facility);
    const rows = await listBookings(ctx.db, { facilityId: facility.id, userId: staff ? null : user.id, ...range(query) });
    return c.json({ data: { bookings: rows.map((row) => bookingJson(row, staff)) } });
  });

  app.post('/facilities/:id/bookings', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await visibleFacility(ctx.db, user, c.req.param('id'));
    if (!scope.bookable.has(facility.id)) throw new HttpError(403, [facilitiesMessages.residentsBook]);
    const body = await readJson(c, BookingCreate);
    const id = await book(ctx, user, facility, body);
    return c.json({ data: bookingJson((await findBooking(ctx.db, facility.id, id))!) }, 201);
  });

  app.get('/facilities/:id/bookings/:bookingId', requireUser, async (c) => {
    const { facility, scope, booking } = await visibleBooking(c.var.ctx, c.var.user, c.req.param('id'), c.req.param('bookingId'), true);
    return c.json({ data: bookingJson(booking, staffOf(scope, facility)) });
  });

  app.put('/facilities/:id/bookings/:bookingId/change-state', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope, booking } = await visibleBooking(ctx, user, c.req.param('id'), c.req.param('bookingId'));
    const { state } = await readJson(c, BookingStateChange);
    // A resident cancels their own booking; staff of the development cancel any (spec 2 §4).
    const own = booking.user_id === user.id;
    const allowed = (own && state === 'cancelled') || (staffOf(scope, facility) && state === 'cancelled_by_staff');
    if (!allowed) throw new HttpError(403, [staffOf(scope, facility) ? facilitiesMessages.staffCancelsOnly : facilitiesMessages.residentCancelsOnly]);
    const now = ctx.now().toISOString();
    if (!ACTIVE_STATES.includes(booking.state)) throw new HttpError(409, [facilitiesMessages.alreadyCancelled]);
    if (booking.end_at <= now) throw new HttpError(409, [facilitiesMessages.alreadyEnded]);
    // Cancelled meanwhile by another request (this process or another): the same 409.
    if (!(await cancelBooking(ctx.db, booking.id, state, now))) throw new HttpError(409, [facilitiesMessages.alreadyCancelled]);
    if (state === 'cancelled_by_staff') {
      const email = await userEmail(ctx.db, booking.user_id);
      await tellResidentOfCancellation(ctx, facility, { ...booking, email }, bookingCancelledByStaffNotice);
    }
    return c.json({ data: bookingJson((await findBooking(ctx.db, facility.id, booking.id))!, staffOf(scope, facility)) });
  });

  app.post('/facilities/:id/bookings/:bookingId/add-note', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope, booking } = await visibleBooking(ctx, user, c.req.param('id'), c.req.param('bookingId'));
    const { note } = await readJson(c, BookingNoteRequest);
    // The note replaces the previous one; an empty note clears it.
    await setBookingNote(ctx.db, booking.id, note.trim() || null, ctx.now().toISOString());
    return c.json({ data: bookingJson((await findBooking(ctx.db, facility.id, booking.id))!, staffOf(scope, facility)) });
  });

  app.get('/developments/:id/bookings', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!(await canSeeDevelopment(ctx.db, user, developmentId))) throw notFound('Development');
    const query = readQuery(c, BookingsQuery);
    const staff = (await facilityScope(ctx.db, user)).staffDevelopments.includes(developmentId);
    const rows = await listBookings(ctx.db, { developmentId, userId: staff ? null : user.id, ...range(query) });
    return c.json({ data: { bookings: rows.map((row) => bookingJson(row, staff)) } });
  });
}
